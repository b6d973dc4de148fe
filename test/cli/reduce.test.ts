import { describe, expect, it } from '@jest/globals'
import { runMain } from '../support/cli-in-process.js'
import { runCli } from '../support/run-cli.js'
import { parseChecksInput } from '../../src/entry/cli/checks-input.js'
import { fromRest } from '../../src/rules/checks/from-rest.js'
import { reduceChecks } from '../../src/rules/checks/reduce.js'

const completed = (name: string, conclusion: string, extra: object = {}) => ({
  name,
  status: 'completed',
  conclusion,
  ...extra
})

// Through the bundled CLI: its JSON line, the buckets, matrix legs read from `gh api`, and npx;
// the variations (exit statuses, inputs it refuses) through main() in-process.
describe('green-gate reduce', () => {
  it.each([
    [
      'all green',
      { check_runs: [completed('a', 'success'), completed('b', 'neutral')] },
      'success'
    ],
    [
      'one red among many',
      { check_runs: [completed('a', 'success'), completed('b', 'failure')] },
      'failure'
    ],
    [
      'pending',
      { check_runs: [completed('a', 'success'), { name: 'b', status: 'queued' }] },
      'pending'
    ],
    ['zero checks', {}, 'pending'],
    ['statuses only', { statuses: [{ context: 'ci/jenkins', state: 'success' }] }, 'success'],
    [
      'mixed runs and statuses',
      { check_runs: [completed('a', 'success')], statuses: [{ context: 'x', state: 'error' }] },
      'failure'
    ],
    ['action_required', { check_runs: [completed('deploy', 'action_required')] }, 'failure'],
    [
      'a re-run that turned an old failure green',
      {
        check_runs: [
          completed('test', 'failure', { id: 1, started_at: '2026-01-01T00:00:00Z' }),
          completed('test', 'success', { id: 2, started_at: '2026-01-01T01:00:00Z' })
        ]
      },
      'success'
    ],
    [
      'a newer green `test` in another workflow hides no red one',
      {
        workflow_runs: [
          {
            id: 1,
            name: 'CI',
            path: '.github/workflows/ci.yml',
            event: 'push',
            check_suite_id: 10
          },
          {
            id: 2,
            name: 'Docs',
            path: '.github/workflows/docs.yml',
            event: 'push',
            check_suite_id: 20
          }
        ],
        check_runs: [
          completed('test', 'failure', {
            id: 3,
            started_at: '2026-01-01T00:00:00Z',
            app: { slug: 'github-actions' },
            check_suite: { id: 10 }
          }),
          completed('test', 'success', {
            id: 4,
            started_at: '2026-01-01T01:00:00Z',
            app: { slug: 'github-actions' },
            check_suite: { id: 20 }
          })
        ]
      },
      'failure'
    ],
    [
      'more than 100 checks with one failure',
      {
        check_runs: Array.from({ length: 150 }, (_, i) =>
          completed(`job ${i}`, i === 140 ? 'timed_out' : 'success')
        )
      },
      'failure'
    ]
  ])('%s → %s', (_, input, status) => {
    // The rule is pure: read and reduced in-process as the command does; the command's own
    // output (one JSON line, the buckets) is held below through the bundled CLI.
    const read = parseChecksInput(JSON.stringify(input), 'input')
    expect(reduceChecks(fromRest(read), { exclude: () => false }).status).toBe(status)
  })

  describe('jobs of one name in one workflow run (matrix legs given one name)', () => {
    const ci = { id: 1, name: 'CI', path: '.github/workflows/ci.yml', event: 'push' }
    /** Job `id` named `test`: its check run, in the run's one check suite, and its attempt. */
    const leg = (id: number, conclusion: string, attempt: number) => ({
      run: completed('test', conclusion, {
        id,
        started_at: `2026-01-01T0${attempt}:00:0${id}Z`,
        html_url: `https://github.example/acme/widgets/actions/runs/1/job/${id}`,
        app: { slug: 'github-actions' },
        check_suite: { id: 10 }
      }),
      job: { id, run_id: 1, run_attempt: attempt, name: 'test', status: 'completed', conclusion }
    })
    /** What `gh api` prints for the run, its check runs, and its jobs of every attempt, piped. */
    const piped = (legs: ReturnType<typeof leg>[]): string =>
      [
        { total_count: 1, workflow_runs: [{ ...ci, check_suite_id: 10 }] },
        [{ total_count: legs.length, check_runs: legs.map((l) => l.run) }],
        [{ total_count: legs.length, jobs: legs.map((l) => l.job) }]
      ]
        .map((d) => JSON.stringify(d))
        .join('\n')

    it('counts both legs of one attempt: a green one hides no red one', async () => {
      const result = await runCli(['reduce'], piped([leg(1, 'failure', 1), leg(2, 'success', 1)]))
      expect(result.exitCode).toBe(0)
      expect(JSON.parse(result.stdout)).toMatchObject({
        status: 'failure',
        reason: '1 of 2 checks failed: CI / test',
        buckets: { failure: ['CI / test'], pending: [], success: ['CI / test'] },
        superseded: 0
      })
    })

    it('a re-run attempt where both legs pass replaces both', async () => {
      const result = await runMain(
        ['reduce'],
        piped([
          leg(1, 'failure', 1),
          leg(2, 'success', 1),
          leg(3, 'success', 2),
          leg(4, 'success', 2)
        ])
      )
      expect(JSON.parse(result.stdout)).toMatchObject({
        status: 'success',
        buckets: { failure: [], pending: [], success: ['CI / test', 'CI / test'] },
        superseded: 2,
        checks: [
          { id: 3, runAttempt: 2 },
          { id: 4, runAttempt: 2 }
        ]
      })
    })

    it('names a job without its attempt', async () => {
      const result = await runMain(['reduce'], '{"jobs": [{"id": 1, "run_id": 1}]}')
      expect(result.exitCode).toBe(2)
      expect(result.stderr).toBe(
        'green-gate reduce: stdin: jobs[0].run_attempt must be a whole number\n'
      )
    })
  })

  it.each([
    ['success', 'success', 0],
    ['failure', 'failure', 1],
    ['pending', 'pending', 8]
  ])('--exit-status: a %s status exits %s; without it, 0', async (_, state, code) => {
    const input = JSON.stringify({ statuses: [{ context: 'ci', state }] })
    expect((await runMain(['reduce', '--exit-status'], input)).exitCode).toBe(code)
    expect((await runMain(['reduce'], input)).exitCode).toBe(0)
  })

  it('prints the per-check buckets and honours --ignore', async () => {
    const input = {
      check_runs: [
        completed('lint', 'failure'),
        completed('test', 'success'),
        { name: 'docs', status: 'in_progress' }
      ]
    }
    const result = await runCli(['reduce', '--ignore', 'lint, doc*'], JSON.stringify(input))
    expect(JSON.parse(result.stdout)).toMatchObject({
      status: 'success',
      buckets: { failure: [], pending: [], success: ['test'] },
      ignored: ['lint', 'docs']
    })
  })

  it.each([
    ['{not json', /^green-gate reduce: stdin: not valid JSON \(.+\)\n$/],
    [
      '3',
      /^green-gate reduce: stdin: expected \{"check_runs": \[\.\.\.\], "statuses": \[\.\.\.\], "workflow_runs": \[\.\.\.\]\}, a list of pages/
    ],
    ['[{"id": 1}]', /^green-gate reduce: stdin: \[0\]: expected \{"check_runs"/],
    ['', /^green-gate reduce: stdin: empty input, expected JSON\n$/],
    ['{"check_runs": {}}', /^green-gate reduce: stdin: check_runs must be a list\n$/],
    [
      '{"check_runs": [{"name": "a"}]}',
      /^green-gate reduce: stdin: check_runs\[0\]\.status must be a non-empty string\n$/
    ],
    [
      '{"workflow_runs": [{"id": 1, "path": ".github/workflows/ci.yml"}]}',
      /^green-gate reduce: stdin: workflow_runs\[0\]\.event must be a non-empty string\n$/
    ],
    [
      '{"statuses": [{"context": "a", "state": 3}]}',
      /^green-gate reduce: stdin: statuses\[0\]\.state must be a non-empty string\n$/
    ]
  ])('rejects %s with one clear line and exit 2', async (stdin, message) => {
    const result = await runMain(['reduce'], stdin)
    expect(result.exitCode).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(message)
  })

  it('names a missing file and an unknown option or command', async () => {
    expect((await runMain(['reduce', 'nope.json'])).stderr).toBe(
      'green-gate reduce: nope.json: cannot read (ENOENT)\n'
    )
    expect((await runMain(['reduce', '--bogus', 'x'])).stderr).toBe(
      'green-gate reduce: unknown option --bogus (see --help)\n'
    )
    const unknown = await runMain(['frobnicate'])
    expect(unknown.exitCode).toBe(2)
    expect(unknown.stderr).toBe(
      'green-gate: unknown command "frobnicate" (see green-gate --help)\n'
    )
  })

  it('works through npx in the repository', async () => {
    const result = await runCli(
      ['green-gate', 'reduce'],
      JSON.stringify({ statuses: [{ context: 'x', state: 'pending' }] }),
      ['npx', '--no-install']
    )
    expect(result.exitCode).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      status: 'pending',
      buckets: { pending: ['x'] }
    })
  })
})
