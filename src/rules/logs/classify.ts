import type { DetectedClass, FailureClass } from './types.js'

/**
 * When one log shows several kinds of failure, the most fundamental one names it. Earlier wins:
 *
 * - `infra`: the machine failed (OOM kill, timeout, lost runner, full disk, network). Nothing
 *   else in the log can be trusted, and no code change is the fix.
 * - `dependency`: packages did not install, so nothing after that ran against the real code.
 * - `build`: the code does not compile; every test after it fails for that reason.
 * - `type`: a type error stops ts-jest/mypy-gated suites the same way, and is the cheaper fix.
 * - `lint`: a mechanical rule violation; usually its own step, ahead of the tests.
 * - `test`: assertions failed in code that built and type-checked.
 */
export const CLASS_PRECEDENCE: readonly DetectedClass[] = [
  'infra',
  'dependency',
  'build',
  'type',
  'lint',
  'test'
]

/** The class of a log whose failures have these classes; `unknown` when there are none. */
export function classify(classes: Iterable<DetectedClass>): FailureClass {
  let best = CLASS_PRECEDENCE.length
  for (const c of classes) best = Math.min(best, CLASS_PRECEDENCE.indexOf(c))
  return CLASS_PRECEDENCE[best] ?? 'unknown'
}
