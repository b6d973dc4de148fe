// The class of a failure no matcher recognised, read from general words in its error lines, and
// the class the command a step ran points to (weigh-class.ts weighs the two). A guess, but a
// better one than `unknown`: an unknown failure gets one attempt where a classified one gets the
// full budget.
import { intendedClass, intentOf } from './step-intent.js'
import type { DetectedClass } from './types.js'

// A type checker's finding in any language: two types set against each other, or a type that
// does not fit (`This expression has type int but ...`, `Couldn't match expected type`).
const TYPE_SHAPE =
  /\bhas type \S.{0,200}? but\b|\bexpected (?:an? )?(?:\w+ )?of type\b|\btype mismatch\b|\bmismatched types\b|\bCouldn't match (?:expected )?type\b|\bcannot unify\b/i

/** Whether a message is a type checker's: the types it sets against each other name it. */
export const typeShaped = (text: string): boolean => TYPE_SHAPE.test(text)

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
  ['type', TYPE_SHAPE],
  [
    'lint',
    /\b(?:lint\w*|would reformat|not (?:properly )?formatted|code style|style (?:check|violation)s?)\b/i
  ],
  // A duplicate finder's report: code found twice is a finding about style, not a failing test.
  [
    'lint',
    /\bclones? found\b|\bfound \d+ clones?\b|\bduplicat(?:e|ed|ion) (?:code|lines|blocks?|tokens)\b/i
  ],
  [
    'test',
    /\b(?:tests? (?:failed|failing)|failing tests?|assert\w*|expected .+ (?:to |but |got )|spec(?:s)? failed|\d+ failed)/i
  ],
  // A verdict in capitals or with a bang (`*** Failed! Falsified`); prose's `failed` (`Failed
  // installing x`) says no more than that a step failed.
  ['test', /\bFAIL(?:ED)?\b|\bFailed!/]
]

/**
 * The class the command a step ran points to: `pytest` a test, `npm ci` a dependency; none for a
 * `check`, which runs whatever the project checks.
 */
export function classFromCommand(command: string): DetectedClass | undefined {
  const intent = intentOf(command)
  return intent === 'check' ? undefined : intendedClass(intent)
}

/** The classes the words of these lines point to. */
export const lineCues = (lines: readonly string[]): DetectedClass[] =>
  LINE_CUES.flatMap(([c, cue]) => (lines.some((line) => cue.test(line)) ? [c] : []))

/**
 * Whether the message says an assertion or a check failed (`assertion ... failed`, `check x == 2
 * has failed`, a verdict at its place): a test's check, not a diagnostic or a compile error.
 */
export function assertionFailed(text: string): boolean {
  if (/\bFailure in\b|^test \S+:? (?:assertion )?failed\b/.test(text)) return true
  // A runner's verdict opening the message at a test's place: `FAIL top after push`.
  if (/^\s*FAIL(?:ED)?\b(?!\s*[:=(])/.test(text)) return true
  const at = text.search(/\b(?:assert(?:ion)?|check)\b/i)
  return at !== -1 && /\bfailed\b/.test(text.slice(at))
}
