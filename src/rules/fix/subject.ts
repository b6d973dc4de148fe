// Which fix the fixer and push modes act on: named by inputs, from the gate's `fixes` entry.
import { GateError } from '../errors.js'
import type { GateConfig } from '../config.js'

/** The inputs that name the fix: the program and the judged commit, and the mode asking. */
type SubjectSettings = Pick<GateConfig, 'mode' | 'program' | 'headSha'>

/** The modes that act on one fix need to be told which: the program and the judged commit. */
export function fixSubject(config: SubjectSettings): { program: string; headSha: string } {
  if (config.program === null || config.headSha === null) {
    throw new GateError(
      `inputs "program" and "head-sha" are required with mode "${config.mode}" (the gate's outputs of the same names)`
    )
  }
  return { program: config.program, headSha: config.headSha }
}
