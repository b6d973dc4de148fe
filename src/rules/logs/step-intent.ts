// What a step was for, read from what ran: its script, then its name, then its job's name. A
// linter run through a build tool (`cargo clippy`, `make lint`) or a test binary built first
// (`make check`, `cargo test`) prints a compiler's lines before the failure the step is about;
// the words that started it say which kind of failure that is.
import type { DetectedClass } from './types.js'

/** What a step meant to do. */
export type StepIntent =
  | 'lint'
  | 'type'
  | 'docs'
  | 'migration'
  | 'test'
  | 'dependency'
  | 'generate'
  | 'check'
  | 'validate'
  | 'deploy'
  | 'build'

/** Where the intent is read from, most telling first. Each is untrusted text. */
export interface StepContext {
  /** The step's script as the runner echoes it, one command a line. */
  readonly script: string
  /** The step's name in the workflow (from the jobs API), when known. */
  readonly step?: string
  /** The job's name, when known. */
  readonly job?: string
}

// Checked in this order, so a word that names a narrower job wins over a broader one in the same
// text: `fmt-check` is a formatter, `sphinx-build` docs, `npm run test:ci` a test, `make` (and
// `bmake`, `cmake`) a build. Words are whole: `checkstyleMain` is read as `checkstyle main`, and
// neither `latest` nor `build_index` names a test or a build.
const CUES: readonly (readonly [StepIntent, RegExp])[] = [
  [
    'lint',
    // Any `*lint` (yamllint, commitlint) and `*spell` (cspell, codespell) is a linter.
    /\b(?:[a-z]*lint|[a-z]*spell|clippy|checkstyle|vet|fmt|format(?:ting|ter)?|style|prettier|black|isort|ruff|flake8|rubocop|shellcheck|cppcheck|spotless|detekt)\b/
  ],
  ['type', /\b(?:type[- ]?check\w*|check[- ]?types|tsc|mypy|pyright|pytype|flow)\b/],
  ['docs', /\b(?:docs?|sphinx|mkdocs|javadoc|rustdoc|typedoc|jsdoc|doxygen)\b/],
  // A folder of migrations is what a command reads, not what it does (`squawk migrations/*.sql`).
  ['migration', /\b(?:migrate|migrations?(?![\w/])|alembic|flyway|liquibase)\b/],
  [
    'test',
    /\b(?:(?:make|ninja|gradlew?)\b[^|;&]*\scheck\b|tests?|spec|specs|e2e|jest|vitest|mocha|ava|pytest|tox|nox|rspec|phpunit|ctest|prove|unittest|playwright|cypress)\b/
  ],
  ['generate', /\b(?:gen|generate|generator|codegen)\b/],
  // `make check` runs the tests (above), `./check.sh`, `npm run check` or `check:deps` whatever
  // the project checks.
  ['check', /\bcheck\b/],
  ['dependency', /\b(?:install|deps|dependencies|restore|sync|p?npm ci)\b/],
  ['deploy', /\b(?:deploy|publish|upload)\b/],
  [
    'build',
    /\b(?:build|compile|bundle|package|pack|dist|[a-z]*make|ninja|gradlew?|mvnw?|webpack|vite|rollup|esbuild|javac|gcc|clang|cc)\b/
  ]
]

// An option names how a tool runs, not what it is for: `rspec --format progress` is no formatter.
const OPTION = /(?:^|\s)--?[A-Za-z][\w-]*(?:=\S*)?/g

/** The words of a line: its options dropped, inner capitals starting a word (`checkstyleMain`). */
const words = (line: string): string =>
  line
    .replace(OPTION, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()

// A command that names a file it writes (`-o gen/api.ts`, `--output-file=x.c`, `--go_out=.`)
// generates it, unless it fetches from an address (`curl -o tool.tgz https://...`).
const WRITES =
  /(?:^|\s)(?:-o|-out|--out(?:put)?(?:-?(?:file|dir))?|--outfile|--outdir|--[a-z]+_out)(?:[\s=]|$)/
const ADDRESS = /\b[a-z]+:\/\//
// A tool asked to check its input instead of rewriting it, as formatters are in CI (`--check`,
// `--diff`, `--list-different`, `-check`): whatever its name, what it reports is a style finding.
const CHECK_MODE = /(?:^|\s)--?(?:check|diff|list-different|check-formatted)(?=[\s=]|$)/
// The files a command names, by their extension.
const NAMED_FILE = /(?:^|[\s='"])[^\s='"]*(\.[A-Za-z]\w{0,9})(?=['"]?(?:\s|$))/g
/** A document or data file, no source a compiler builds code from. */
export const DOCUMENT =
  /\.(?:json|ya?ml|toml|xml|html?|md|markdown|rst|adoc|txt|csv|ini|cfg|properties|svg)$/i

/**
 * The intent one line of text names, by the narrowest word it holds (a folder's too:
 * `tests/golden/a.txt`), else by what it writes, else by a check mode it asks for, else by what
 * it reads: a command over documents and data only checks them.
 */
function intentOfLine(line: string): StepIntent | undefined {
  const text = words(line)
  const named = CUES.find(([, cue]) => cue.test(text))?.[0]
  if (named !== undefined) return named
  if (WRITES.test(line) && !ADDRESS.test(line)) return 'generate'
  if (CHECK_MODE.test(line)) return 'lint'
  const extensions = [...line.matchAll(NAMED_FILE)].map((m) => m[1] ?? '')
  const documents = extensions.length > 0 && extensions.every((e) => DOCUMENT.test(e))
  return documents ? 'validate' : undefined
}

/**
 * What a text says the step was for. A script's last line that names something decides: a step
 * runs its set-up first (`npm ci`, then `npm test`), and its failing command is most often its
 * last. Longer lines are read only in part: no command is that long.
 */
export function intentOf(text: string): StepIntent | undefined {
  const lines = text.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const intent = intentOfLine((lines[i] ?? '').slice(0, 1000))
    if (intent !== undefined) return intent
  }
  return undefined
}

/** Whether one of these scripts says what its step was for: then no step's name is read. */
export const scriptsSayIntent = (scripts: readonly string[]): boolean =>
  scripts.some((script) => intentOf(script) !== undefined)

// In a script `make check` runs the tests; in a step's or a job's name "check" is the umbrella
// a person gives whatever the step verifies (`check`, `Checks`, `PR check`), so it says nothing.
const UMBRELLA = /(?<!\btype[- ]?)\bchecks?\b/gi

/** What a step's or a job's name says it was for. */
const intentOfName = (name: string | undefined): StepIntent | undefined =>
  name === undefined ? undefined : intentOf(name.replace(UMBRELLA, ' '))

/** The step's intent: its script's words first, then its name's, then its job's. */
export function stepIntent(context: StepContext): StepIntent | undefined {
  return intentOf(context.script) ?? intentOfName(context.step) ?? intentOfName(context.job)
}

/**
 * Whether an intent is an umbrella: a build may compile, lint and test alike, a check run
 * whatever the project checks, a docs build fail as lint or as code, a tool over documents run
 * their tests or crash; what their output proves or
 * shows narrows them. A migration's, a generator's, a linter's or a test run's is firm.
 */
export const isBroad = (intent: StepIntent): boolean =>
  intent === 'build' || intent === 'check' || intent === 'docs' || intent === 'validate'

/**
 * The class of failure an intent expects. Docs, migrations, generators and packaging are builds
 * of a kind; a deploy's failure is its credentials', its network's or its artefact's, which the
 * intent does not tell apart.
 */
export function intendedClass(intent: StepIntent | undefined): DetectedClass | undefined {
  switch (intent) {
    case 'lint':
    case 'type':
    case 'test':
    case 'dependency':
    case 'build':
      return intent
    case 'check':
      return 'test'
    case 'validate':
      return 'lint'
    case 'docs':
    case 'migration':
    case 'generate':
      return 'build'
    case 'deploy':
    case undefined:
      return undefined
  }
}
