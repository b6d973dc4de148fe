// The class of a failure no matcher recognised, read from general words in its error lines and,
// failing that, from the command the step ran. A guess, but a better one than `unknown`: an
// unknown failure gets one attempt where a classified one gets the full budget.
import { classify } from './classify.js'
import type { DetectedClass } from './types.js'

const LINE_CUES: readonly (readonly [DetectedClass, RegExp])[] = [
  [
    'infra',
    /\b(?:timed? ?out|time limit|Killed|out of memory|No space left|rate.?limit|connection (?:refused|reset)|ECONNRESET|ETIMEDOUT|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|Could not resolve host|Service Unavailable|Bad Gateway|Too Many Requests|TLS handshake)\b/i
  ],
  [
    'dependency',
    /\b(?:No module named|Cannot find (?:module|package)|ModuleNotFound|resolve dependenc|dependency (?:tree|conflict|resolution)|conflicting dependencies|No matching (?:version|distribution)|lock ?file|peer dep\w*|failed to (?:download|fetch|install)|could not install|package not found)/i
  ],
  [
    'build',
    /\b(?:compil(?:e|er|ation|ing)|build failed|linker|undefined reference|syntax ?error|cannot find symbol|unresolved import|Could not resolve|Module not found|bundl(?:e|ing) failed)/i
  ],
  ['type', /\b(?:type ?check\w*|type error|is not assignable|incompatible types?|TS\d{4})\b/i],
  [
    'lint',
    /\b(?:lint\w*|would reformat|not (?:properly )?formatted|code style|style (?:check|violation)s?)\b/i
  ],
  [
    'test',
    /\b(?:tests? (?:failed|failing)|failing tests?|assert\w*|expected .+ (?:to |but |got )|FAIL(?:ED)?\b|spec(?:s)? failed|\d+ failed)/i
  ]
]

// Checked in this order: `make test` is a test run, `npm run build` a build.
const COMMAND_CUES: readonly (readonly [DetectedClass, RegExp])[] = [
  [
    'dependency',
    /\b(?:npm (?:ci|install|i)|yarn install|pnpm install|pip3? install|poetry install|uv sync|bundle install|go mod (?:download|tidy)|cargo fetch|composer install|apt-get install)\b/
  ],
  ['type', /\b(?:typecheck|type-check|check-types|tsc|mypy|pyright|flow)\b/],
  [
    'lint',
    // Any `*lint` (commitlint, yamllint) and `*spell` (cspell, codespell) is a linter.
    /\b(?:\w*lint|\w*spell|ruff|flake8|rubocop|clippy|fmt|format|prettier|black|isort|shellcheck)\b/
  ],
  [
    'test',
    /\b(?:test|tests|jest|vitest|mocha|pytest|rspec|phpunit|ctest|spec|e2e|playwright|cypress)\b/
  ],
  [
    'build',
    // A migration builds the schema the code runs on.
    /\b(?:build|compile|make|cmake|ninja|webpack|vite|rollup|esbuild|gradle|mvn|javac|gcc|g\+\+|clang|migrate|migrations?)\b/
  ]
]

/** The class the command a step ran points to: `pytest` a test, `npm ci` a dependency. */
export const classFromCommand = (command: string): DetectedClass | undefined =>
  COMMAND_CUES.find(([, cue]) => cue.test(command))?.[0]

/** The class the words of these lines point to (by precedence), else the step command's. */
export function classFromCues(
  lines: readonly string[],
  command: string
): DetectedClass | undefined {
  const fromLines = classify(
    LINE_CUES.flatMap(([c, cue]) => (lines.some((line) => cue.test(line)) ? [c] : []))
  )
  return fromLines === 'unknown' ? classFromCommand(command) : fromLines
}
