// Green on a branch that changed what CI runs: judged from the last commit the gate trusted (the
// approved head, else the accepted one, else the default branch), once; a compare that cannot be
// read pauses as a change, never accepts; an approval or a resume lets the head through.
import { describe, expect, it } from '@jest/globals'
import type { ChangedFile } from '../../../src/rules/accept/diff.js'
import { DEFAULT_CI_CONFIG_PATHS } from '../../../src/rules/accept/ci-changes.js'
import type { Screening } from '../../../src/rules/gate/decide.js'
import { judge, type LimitSettings } from '../../../src/rules/gate/judge.js'
import { emptyMemory, type GateMemory } from '../../../src/rules/ledger/memory.js'

const HEAD = 'c'.repeat(40)
const ACCEPTED = 'a'.repeat(40)
const APPROVED = 'b'.repeat(40)
const CONFIG: LimitSettings = {
  maxFixAttempts: 5,
  wallClockMinutes: 60,
  unknownFailureAttempts: 1,
  infraReruns: 1,
  maxFixCost: null,
  fixCostEstimate: null
}
const GREEN = {
  reduction: {
    status: 'success' as const,
    reason: 'all green',
    checks: [],
    excluded: [],
    superseded: 0
  },
  failure: null
}

const changed = (...paths: string[]): ChangedFile[] =>
  paths.map((path) => ({ path, previousPath: null, status: 'modified', patch: null }))

function screening(memory: Partial<GateMemory>, over: Partial<Screening> = {}): Screening {
  return {
    memory: { ...emptyMemory(), ...memory },
    file: { completed: false, completedReason: null, iterationCount: null, pauseReason: null },
    steering: 'none',
    eventKey: 'workflow_run/9/1',
    headSha: HEAD,
    branchHead: HEAD,
    reset: false,
    now: new Date('2026-05-02T12:00:00Z'),
    ...over
  }
}

/**
 * Judges a green head with this compare; what it decided, and each base it compared from, once
 * each as the gate's run compares (the weakened-test review and this check share a base's compare).
 */
async function judged(
  s: Screening,
  files: ChangedFile[] | null,
  ciDefined?: (since: string, changed: readonly ChangedFile[]) => Promise<string[] | null>
) {
  const asked: string[] = []
  const verdict = await judge(
    s,
    CONFIG,
    {
      startedAt: null,
      runUrl: null,
      fixFailure: null,
      changedSince: (base) => {
        if (!asked.includes(base)) asked.push(base)
        return Promise.resolve(files)
      },
      ciConfigPaths: DEFAULT_CI_CONFIG_PATHS,
      defaultBranch: 'main',
      ...(ciDefined === undefined ? {} : { ciDefined })
    },
    () => Promise.resolve(GREEN)
  )
  return { verdict, asked }
}

describe('green judged for a change to what CI runs', () => {
  it.each([
    ['the default branch, never accepted', {}, 'main'],
    ['the last accepted commit', { acceptedSha: ACCEPTED, headSha: ACCEPTED }, ACCEPTED],
    [
      'the approved head, newer than the accepted',
      { acceptedSha: ACCEPTED, approvedSha: APPROVED },
      // The review for weakened tests reads the change since the approved head too.
      APPROVED
    ]
  ])('measures from %s', async (_, memory, base) => {
    const { verdict, asked } = await judged(screening(memory), changed('src/a.ts'))
    expect(asked).toEqual([base].flat())
    expect(verdict.decision).toBe('accept')
    expect(verdict.next?.acceptedSha).toBe(HEAD)
    expect(verdict.next?.approvedSha).toBeUndefined()
  })

  it('pauses ci-changed on a test config, the branch left as it is', async () => {
    const { verdict } = await judged(screening({}), changed('packages/x/jest.config.ts', 'a.ts'))
    expect(verdict.decision).toBe('pause')
    expect(verdict.pause).toEqual({
      kind: 'ci-changed',
      files: ['packages/x/jest.config.ts'],
      more: 0,
      since: 'main'
    })
    expect(verdict.reason).toContain('/green-gate approve ccccccc')
    expect(verdict.next?.hold).toMatchObject({ kind: 'paused' })
    expect(verdict.next?.acceptedSha).toBeUndefined()
  })

  it('pauses ci-changed on what the default branch CI reaches, in diff order', async () => {
    const reached = (since: string, files: readonly ChangedFile[]) =>
      Promise.resolve(since === 'main' ? files.map((f) => f.path).filter((p) => p !== 'a.ts') : [])
    const { verdict } = await judged(
      screening({}),
      changed('.npmrc', 'a.ts', 'jest.config.js'),
      reached
    )
    expect(verdict.pause).toMatchObject({ kind: 'ci-changed', files: ['.npmrc', 'jest.config.js'] })
  })

  it('pauses ci-changed when what CI reaches cannot be read', async () => {
    const { verdict } = await judged(screening({}), changed('a.ts'), () => Promise.resolve(null))
    expect(verdict.pause).toEqual({ kind: 'ci-changed', files: null, more: 0, since: 'main' })
  })

  it('pauses when the change cannot be read: null is not "nothing changed"', async () => {
    const { verdict } = await judged(screening({ acceptedSha: ACCEPTED }), null)
    expect(verdict.decision).toBe('pause')
    expect(verdict.pause?.kind).toBe('unreviewable')
  })

  it('accepts the approved head itself without a compare', async () => {
    const { verdict, asked } = await judged(screening({ approvedSha: HEAD }), [])
    expect(asked).toEqual([])
    expect(verdict.decision).toBe('accept')
  })

  it.each([
    ['a reset', { reset: true }],
    ['an unpause', { steering: 'unpause' as const }]
  ])('pauses ci-changed again after %s: a lift waives no guard', async (_, over) => {
    const pausedOn = {
      headSha: HEAD,
      hold: {
        kind: 'paused' as const,
        reason: { kind: 'ci-changed' as const, files: ['tox.ini'], more: 0, since: 'main' }
      }
    }
    const { verdict, asked } = await judged(screening(pausedOn, over), changed('tox.ini'))
    expect(asked).toEqual(['main'])
    expect(verdict.decision).toBe('pause')
    expect(verdict.pause?.kind).toBe('ci-changed')
    expect(verdict.next?.attempts).toEqual([])
  })

  it('compares nothing on red or pending', async () => {
    const asked: string[] = []
    await judge(
      screening({}),
      CONFIG,
      {
        startedAt: null,
        runUrl: null,
        fixFailure: null,
        changedSince: (base) => {
          asked.push(base)
          return Promise.resolve([])
        },
        ciConfigPaths: [],
        defaultBranch: 'main'
      },
      () =>
        Promise.resolve({ ...GREEN, reduction: { ...GREEN.reduction, status: 'pending' as const } })
    )
    expect(asked).toEqual([])
  })
})
