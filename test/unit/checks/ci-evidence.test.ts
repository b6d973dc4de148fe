import { describe, expect, it } from '@jest/globals'
import {
  ciEvidence,
  ciMissing,
  requireCiEvidence,
  wantedCi,
  type CiEvidence,
  type CiFacts,
  type WorkflowFile
} from '../../../src/rules/checks/ci-evidence.js'
import { fromRest, type WorkflowRunLike } from '../../../src/rules/checks/from-rest.js'
import { reduceChecks } from '../../../src/rules/checks/reduce.js'

const CI = '.github/workflows/ci.yml'
const LINT = '.github/workflows/lint.yml'

const run = (path: string, status = 'completed', conclusion: string | null = 'success') => {
  const name = path === CI ? 'CI' : 'Lint'
  return { id: path.length, name, path, event: 'push', status, conclusion } as WorkflowRunLike
}
const same: WorkflowFile = { onDefault: 'a1', onHead: 'a1' }
const moved: WorkflowFile = { onDefault: 'b2', onHead: 'a1' }

const facts = (
  runs: WorkflowRunLike[],
  files: Record<string, WorkflowFile> = { [CI]: same, [LINT]: same }
): CiFacts => ({ runs, files })

describe('ciEvidence', () => {
  const cases: Array<{ name: string; facts: CiFacts; wanted: string[]; kind: CiEvidence['kind'] }> =
    [
      { name: 'no run', facts: facts([]), wanted: [CI], kind: 'missing' },
      {
        name: 'a run of another workflow',
        facts: facts([run(LINT)]),
        wanted: [CI],
        kind: 'missing'
      },
      {
        name: 'the run still in progress',
        facts: facts([run(CI, 'in_progress', null)]),
        wanted: [CI],
        kind: 'running'
      },
      {
        name: 'the run failed',
        facts: facts([run(CI, 'completed', 'failure')]),
        wanted: [CI],
        kind: 'missing'
      },
      {
        name: 'a passing run, the file the default one',
        facts: facts([run(CI)]),
        wanted: [CI],
        kind: 'found'
      },
      {
        name: 'the workflow named, not its file',
        facts: facts([run(CI)]),
        wanted: ['CI'],
        kind: 'found'
      },
      {
        name: 'the workflow by its file name',
        facts: facts([run(CI)]),
        wanted: ['ci.yml'],
        kind: 'found'
      },
      {
        // The default branch moved on, or the branch changed it: that change pauses ci-changed.
        name: 'the file differs from the default',
        facts: facts([run(CI)], { [CI]: moved }),
        wanted: [CI],
        kind: 'found'
      },
      {
        name: 'a workflow file the default branch does not have',
        facts: facts([run(CI)], { [CI]: { onDefault: null, onHead: 'a1' } }),
        wanted: [CI],
        kind: 'missing'
      },
      {
        name: 'a workflow file the head removed',
        facts: facts([run(CI)], { [CI]: { onDefault: 'a1', onHead: null } }),
        wanted: [CI],
        kind: 'missing'
      },
      {
        name: 'the file not read',
        facts: facts([run(CI)], {}),
        wanted: [CI],
        kind: 'missing'
      },
      {
        name: 'two required workflows, one missing',
        facts: facts([run(CI)]),
        wanted: [CI, LINT],
        kind: 'missing'
      },
      {
        name: 'two required workflows, both passed',
        facts: facts([run(CI), run(LINT)]),
        wanted: [CI, LINT],
        kind: 'found'
      },
      {
        // Nothing names CI: another workflow of the default branch green is not CI.
        name: 'none wanted: no workflow stands in',
        facts: facts([run(LINT)]),
        wanted: [],
        kind: 'missing'
      },
      { name: 'none wanted and no run', facts: facts([]), wanted: [], kind: 'missing' }
    ]
  it.each(cases)('$name: $kind', ({ facts: given, wanted, kind }) => {
    expect(ciEvidence(given, wanted).kind).toBe(kind)
  })

  it('says which workflow lacks what', () => {
    const agents = { [CI]: { onDefault: null, onHead: 'a1' } }
    const evidence = ciEvidence(facts([run(CI)], agents), [CI, 'Lint'])
    expect(evidence).toEqual({
      kind: 'missing',
      reason: `no run of CI as the default branch defines it (${CI} ran a workflow file the default branch does not have; no run of Lint)`
    })
  })
})

describe('requireCiEvidence and ciMissing', () => {
  // A [skip ci] commit: only a CLA check (another app) and a commit status, both green.
  const thirdParty = reduceChecks(
    fromRest({
      checkRuns: [
        { name: 'cla', status: 'completed', conclusion: 'success', app: { slug: 'cla-bot' } }
      ],
      statuses: [{ context: 'license/scan', state: 'success' }]
    })
  )
  const missing = ciEvidence(facts([]), [CI])

  it('keeps a green of other apps only pending, and past the wall clock it is ci-missing', () => {
    expect(thirdParty.status).toBe('success')
    const ruled = requireCiEvidence(thirdParty, missing)
    expect(ruled.status).toBe('pending')
    expect(ruled.reason).toMatch(/^no run of CI as the default branch defines it/)
    expect(ciMissing(thirdParty, missing)).toBe(true)
  })

  it('leaves red red, and green with evidence green', () => {
    const red = reduceChecks(
      fromRest({ checkRuns: [{ name: 'cla', status: 'completed', conclusion: 'failure' }] })
    )
    expect(requireCiEvidence(red, missing)).toBe(red)
    expect(ciMissing(red, missing)).toBe(false)
    expect(requireCiEvidence(thirdParty, { kind: 'found' })).toBe(thirdParty)
  })

  it('calls a check still running a wait for CI, not missing CI', () => {
    const running = reduceChecks(fromRest({ checkRuns: [{ name: 'test', status: 'queued' }] }))
    expect(ciMissing(running, missing)).toBe(false)
  })
})

describe('wantedCi', () => {
  const files = { [CI]: same, '.github/workflows/evil.yml': { onDefault: null, onHead: 'c3' } }
  it.each([
    {
      name: 'configured wins',
      configured: ['CI'],
      listed: ['E2E'],
      remembered: [LINT],
      woke: CI,
      wanted: ['CI']
    },
    {
      name: "the gate workflow's list first",
      configured: [],
      listed: ['CI', 'E2E'],
      remembered: [LINT],
      woke: null,
      wanted: ['CI', 'E2E', LINT]
    },
    {
      name: 'remembered and the waking run',
      configured: [],
      listed: [],
      remembered: [LINT],
      woke: CI,
      wanted: [LINT, CI]
    },
    {
      name: 'the waking run once',
      configured: [],
      listed: [],
      remembered: [CI],
      woke: CI,
      wanted: [CI]
    },
    {
      name: "an agent's own workflow woke the gate",
      configured: [],
      listed: [],
      remembered: [],
      woke: '.github/workflows/evil.yml',
      wanted: []
    },
    {
      name: 'no waking run (sweep, retry)',
      configured: [],
      listed: [],
      remembered: [CI],
      woke: null,
      wanted: [CI]
    }
  ])('$name', ({ configured, listed, remembered, woke, wanted }) => {
    expect(wantedCi(configured, listed, remembered, woke, { files })).toEqual(wanted)
  })
})
