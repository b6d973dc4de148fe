// The keeper's list of red heads: every gated pull request whose head is red, from the sweep's
// own decision on it when it made one, else from the head's checks.
import * as core from '@actions/core'
import { readProgramView } from '../../adapters/github/program-read.js'
import type { Reduction } from '../../rules/checks/reduce.js'
import { GateError } from '../../rules/errors.js'
import type { CheckSettings } from '../../rules/gate/judge.js'
import type { GateReport, RedHead } from '../../rules/gate/report.js'
import { evaluate, openPullFor } from './evaluate.js'
import { orNone } from './or-none.js'
import { programFiles } from './read-programs.js'
import type { FileSettings } from '../../rules/vocabulary/settings.js'
import type { GateIo } from './steps/gate-io.js'

/** What reading a head's checks takes: where its program's files are, and which checks count. */
type HeadSettings = FileSettings & CheckSettings

/**
 * Every gated pull request whose head is red: from this sweep's own decision when it made one,
 * else from the head's checks (a few requests per open pull request).
 */
export async function listRedHeads(
  { io, config }: { io: GateIo; config: HeadSettings },
  branches: ReadonlyMap<string, string>,
  done: readonly GateReport[]
): Promise<RedHead[]> {
  const { gh, ctx } = io
  const red: RedHead[] = []
  for (const [program, branch] of branches) {
    const decided = done.find((r) => r.program === program && r.reduction !== null)
    try {
      const pullNumber = decided?.pullNumber ?? (await openPullFor(gh, ctx, branch))
      if (pullNumber === null) continue
      const judged =
        decided?.reduction != null && decided.headSha !== null
          ? { headSha: decided.headSha, reduction: decided.reduction }
          : await headChecks(io, config, { program, branch })
      if (judged.reduction.status !== 'failure') continue
      red.push({ program, pullNumber, headSha: judged.headSha, reason: judged.reduction.reason })
    } catch (error) {
      core.warning(`${program}: ${orNone(error, null).message}; left out of the red heads`)
    }
  }
  return red
}

/** A branch's head and its checks reduced, in the one read a gate run makes. */
async function headChecks(
  { gh, ctx }: GateIo,
  config: HeadSettings,
  { program, branch }: { program: string; branch: string }
): Promise<{ headSha: string; reduction: Reduction }> {
  const files = programFiles(config, program)
  const view = await readProgramView(gh, ctx.repository, {
    branch,
    checksOn: null,
    state: files.state,
    ledger: files.ledger,
    labelling: null
  })
  if (view.checks === null) throw new GateError(`no checks read for ${branch}`)
  const { reduction } = await evaluate(gh, ctx, config, view.checks)
  return { headSha: view.checks.sha, reduction }
}
