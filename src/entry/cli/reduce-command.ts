// `green-gate reduce`: step 5a on JSON the caller already has, e.g. from `gh api`.
import { fromRest } from '../../rules/checks/from-rest.js'
import { checkLabel } from '../../rules/checks/identity.js'
import { checkMatcher, parseCheckPatterns } from '../../rules/checks/ignore.js'
import { checksIn, reduceChecks, type CheckStatus } from '../../rules/checks/reduce.js'
import { parseChecksInput } from './checks-input.js'
import { EXIT_STATUS_OPTION, exitCodeFor, type Command } from './command.js'
import { readInput } from './io.js'

export const reduceCommand: Command = {
  name: 'reduce',
  synopsis: '[FILE|-] [--ignore PATTERNS] [--exit-status]',
  summary:
    "Reduce a commit's check runs and commit statuses to one status: success, failure or pending.",
  details: [
    'Reads FILE, or standard input when FILE is - or absent: {"check_runs": [...], "statuses": [...], "workflow_runs": [...], "jobs": [...]} (any key may be left out; workflow runs place each Actions job in its workflow and event), the pages `gh api --paginate --slurp` prints for a commit\'s check-runs and statuses, or several of these one after another.',
    'Jobs (`actions/runs/ID/jobs?filter=all`) say which attempt of its run each job ran in: jobs of one name in one attempt (matrix legs given one name) all count, and the newest attempt replaces earlier ones. Without them the newest run of each name counts.',
    'Prints one JSON line: status, reason, the names in each bucket, the ignored names, how many older runs newer ones replaced, and every counted check.'
  ],
  options: {
    ignore: {
      kind: 'value',
      placeholder: 'PATTERNS',
      description: 'check names or globs to leave out, comma or newline separated'
    },
    'exit-status': EXIT_STATUS_OPTION
  },
  positionals: { min: 0, max: 1, name: 'FILE' },
  async run({ values, flags, positionals }) {
    const { text, label } = await readInput(positionals[0])
    const input = parseChecksInput(text, label)
    const reduction = reduceChecks(fromRest(input), {
      exclude: checkMatcher(parseCheckPatterns(values.ignore ?? ''))
    })
    const names = (bucket: CheckStatus): string[] =>
      checksIn(reduction.checks, bucket).map(checkLabel)
    return {
      output: JSON.stringify({
        status: reduction.status,
        reason: reduction.reason,
        buckets: {
          failure: names('failure'),
          pending: names('pending'),
          success: names('success')
        },
        ignored: reduction.excluded.map(checkLabel),
        superseded: reduction.superseded,
        checks: reduction.checks
      }),
      exitCode: exitCodeFor(reduction.status, flags.has('exit-status'))
    }
  }
}
