// The class of a log from two kinds of evidence: what its output proves, and what the failing
// step meant to do (step-intent.ts). Output that proves a failure more fundamental than the
// step's purpose names it; output that only has a shape (a compiler-like line, a wrapper's echo,
// a structure the generic reader guessed at, a general word) yields to the purpose.
import { classify } from './classify.js'
import { ERROR_WORD } from './structures/found.js'
import { MISSING_CODE } from './structures/missing.js'
import type { DetectedClass, Failure, FailureClass } from './types.js'

type Weighed = Pick<Failure, 'failureClass' | 'tool' | 'code' | 'secondary' | 'test'>

// A compiler's own error code (`E0308`, `CS1002`): code that does not compile, whatever ran it.
const COMPILER_CODE = /^[A-Z]{1,3}\d{3,5}$/

export interface ClassEvidence {
  /** What the step's output was read as: the failures kept for the signature. */
  readonly failures: readonly Weighed[]
  /** With no failure read: the classes the error lines' general words point to. */
  readonly cues: readonly DetectedClass[]
  /** The class the failing steps' intent expects (stepIntent, then intendedClass). */
  readonly intended: DetectedClass | undefined
  /**
   * Whether that intent is an umbrella (step-intent.ts `isBroad`) that the output's shapes may
   * narrow; by default only a build's is.
   */
  readonly broad?: boolean
}

/**
 * Proof, in the order infra > dependency > build > type > lint > test, names the log: the machine
 * or the install failed, a compiler stopped the step before its own tool ran, a recognised tool
 * reported. Otherwise a step meant to lint, type-check, test or install names it (a lint step
 * whose output has `file:line: error` lines is lint; a test step whose binary crashed is test).
 * A build step's intent is the broadest (it may compile, lint and test alike): it names only a
 * log nothing else classes; so does a `check` or a docs build. A migration's or a generator's
 * step names it as a build.
 */
export function weighClass(evidence: ClassEvidence): FailureClass {
  const { failures, cues, intended, broad = intended === 'build' } = evidence
  const proven = classify([
    ...failures.filter((f) => proves(f, intended)).map((f) => f.failureClass),
    ...cues.filter(fundamental)
  ])
  if (proven !== 'unknown') return proven
  if (failures.some(verdict) && (intended === undefined || broad)) return 'test'
  if (intended !== undefined && !broad) return intended
  const shaped = classify(failures.length > 0 ? failures.map((f) => f.failureClass) : cues)
  return shaped !== 'unknown' ? shaped : (intended ?? 'unknown')
}

// A file alone, as a check that lists files prints it under its verdict (`FAIL: src/a.c`), or an
// error's words under a failure's mark (`✖ Error: security issues detected!`): no test's name.
const FILE_ONLY = /^[\w./-]+\.\w+(?:\s+\(.*\))?$/

/**
 * A runner's verdict on a test it names: it says a test ran and failed, whatever compiler-looking
 * lines came before it, when the step is an umbrella (`make check`, a script) that says nothing
 * firmer. A verdict on a file alone is a check's finding, not a test's.
 */
const verdict = (f: Weighed): boolean =>
  f.tool === 'generic' &&
  f.failureClass === 'test' &&
  f.test !== undefined &&
  !FILE_ONLY.test(f.test.slice(0, 400)) &&
  !ERROR_WORD.test(f.test)

/** The machine or the install failing is never what a step meant to check. */
const fundamental = (c: DetectedClass): boolean => c === 'infra' || c === 'dependency'

/**
 * A failure proves its class when a tool the gate knows reported it as its own. A shape the
 * generic reader read or a wrapper's echo does not. Nor does, in a lint or type-check step, a
 * compiler-shaped error that names a rule: a warning made fatal (`-Wunused-variable`) or a
 * checker's finding printed the way a compiler prints (`[arrayIndexOutOfBounds]`). An error with
 * no rule, or with a compiler's own code (`E0308`), is code that does not compile, which stopped
 * the step before its checker ran; and a test or build step compiles before it runs anything.
 */
function proves(f: Weighed, intended: DetectedClass | undefined): boolean {
  // The generic reader's class is often the step command's own (`make install`, a trace in `npm
  // ci`): no proof; but a package, library or program the output says is missing is one.
  if (f.tool === 'generic') return f.code === MISSING_CODE
  if (f.secondary === true) return false
  if (fundamental(f.failureClass)) return true
  if (f.failureClass !== 'build' || (intended !== 'lint' && intended !== 'type')) return true
  return f.code === undefined || COMPILER_CODE.test(f.code)
}
