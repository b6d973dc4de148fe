import { describe, expect, it } from '@jest/globals'
import { decide, type DecideInput, type Limits } from '../../../src/rules/gate/decide.js'
import {
  costCapPause,
  costVerdict,
  spentToday,
  withFixCost,
  type CostLimits
} from '../../../src/rules/gate/fix-cost.js'
import {
  emptyMemory,
  pauseReasonText,
  type FixAttempt,
  type GateMemory
} from '../../../src/rules/ledger/memory.js'
import { parseCostReport, type CostReading } from '../../../src/adapters/system/cost-report.js'

const NOW = new Date('2026-05-02T12:00:00Z')
const TODAY = '2026-05-02'
const HEAD = 'abc1234def5678abc1234def5678abc1234def56'
const OLD = '0dd0000111122223333444455556666777788889'

function attempt(n: number, overrides: Partial<FixAttempt> = {}): FixAttempt {
  return {
    attempt: n,
    commit: OLD,
    signature: `sig-${n}`,
    failureClass: 'test',
    runUrl: null,
    at: '2026-05-02T11:00:00Z',
    outcome: n === 2 ? 'with-fixer' : 'new-failure',
    ...overrides
  }
}

function memory(spend?: GateMemory['spend'], attempts = [attempt(1), attempt(2)]): GateMemory {
  return {
    ...emptyMemory(),
    hold: { kind: 'fixing', attempt: attempts.length, max: 5, sha: OLD },
    iteration: 3,
    clockStarted: '2026-05-02T11:30:00Z',
    attempts,
    signature: 'sig-2',
    headSha: OLD,
    ...(spend === undefined ? {} : { spend })
  }
}

describe('the cost cap rule: spent today + max(dearest, estimate) > cap pauses', () => {
  const cases: ReadonlyArray<{
    name: string
    spend?: GateMemory['spend']
    limits: CostLimits
    pause: string | null
  }> = [
    { name: 'no cap', spend: { day: TODAY, usd: 99, dearestUsd: 9 }, limits: {}, pause: null },
    { name: 'nothing spent, no estimate', limits: { maxFixCostUsd: 5 }, pause: null },
    {
      name: 'an estimate within the cap',
      limits: { maxFixCostUsd: 5, fixCostEstimateUsd: 5 },
      pause: null
    },
    {
      name: 'an estimate over the cap before any attempt has a cost',
      limits: { maxFixCostUsd: 5, fixCostEstimateUsd: 6 },
      pause: 'cost-cap: $0.00 of $5.00'
    },
    {
      name: 'the dearest attempt would pass it',
      spend: { day: TODAY, usd: 3.5, dearestUsd: 2 },
      limits: { maxFixCostUsd: 5, fixCostEstimateUsd: 1 },
      pause: 'cost-cap: $3.50 of $5.00'
    },
    {
      name: 'the estimate would pass it though the attempts were cheaper',
      spend: { day: TODAY, usd: 3, dearestUsd: 0.5 },
      limits: { maxFixCostUsd: 5, fixCostEstimateUsd: 2.5 },
      pause: 'cost-cap: $3.00 of $5.00'
    },
    {
      name: 'exactly at the cap',
      spend: { day: TODAY, usd: 0.1 + 0.2, dearestUsd: 0.2 },
      limits: { maxFixCostUsd: 0.5 },
      pause: null
    },
    {
      name: "yesterday's spending",
      spend: { day: '2026-05-01', usd: 50, dearestUsd: 2 },
      limits: { maxFixCostUsd: 5 },
      pause: null
    },
    {
      name: 'a cap of 0 with an estimate',
      limits: { maxFixCostUsd: 0, fixCostEstimateUsd: 0.01 },
      pause: 'cost-cap: $0.00 of $0.00'
    }
  ]

  it.each(cases)('$name', (c) => {
    const pause = costCapPause(memory(c.spend), c.limits, NOW)
    expect(pause === null ? null : pauseReasonText(pause)).toBe(c.pause)
  })
})

describe('withFixCost', () => {
  it("records the cost on the attempt and adds it to the day's spending", () => {
    const after = withFixCost(
      memory({ day: TODAY, usd: 1, dearestUsd: 1 }),
      { attempt: 2, usd: 1.5 },
      NOW
    )
    expect(after.attempts.map((a) => a.costUsd)).toEqual([undefined, 1.5])
    expect(after.spend).toEqual({ day: TODAY, usd: 2.5, dearestUsd: 1.5 })
  })

  it('starts a new day at 0 and keeps the dearest attempt seen', () => {
    const after = withFixCost(
      memory({ day: '2026-05-01', usd: 9, dearestUsd: 3 }),
      { attempt: 2, usd: 1 },
      NOW
    )
    expect(after.spend).toEqual({ day: TODAY, usd: 1, dearestUsd: 3 })
    expect(spentToday(after, NOW)).toBe(1)
  })

  it.each([
    [
      'an attempt that already has a cost',
      memory(undefined, [attempt(1), attempt(2, { costUsd: 2 })])
    ],
    ['an attempt no longer in the iteration', memory(undefined, [attempt(1)])]
  ])('leaves %s as it is', (_name, before) => {
    expect(withFixCost(before, { attempt: 2, usd: 4 }, NOW)).toBe(before)
  })
})

describe('costVerdict: a cost reported after the push', () => {
  it('records it as a wait that changes nothing else', () => {
    const verdict = costVerdict(memory(), null, { attempt: 2, usd: 0.75 }, NOW)
    expect(verdict).toMatchObject({ decision: 'wait', pause: null, status: null })
    expect(verdict.reason).toBe('fix attempt 2 pushed; it cost $0.75 ($0.75 today)')
    expect(verdict.next?.hold).toEqual(memory().hold)
  })

  it('records nothing on a broken audit chain', () => {
    const verdict = costVerdict(memory(), 4, { attempt: 2, usd: 0.75 }, NOW)
    expect(verdict.next).toBeNull()
    expect(verdict.reason).toContain('the audit chain is broken')
  })
})

describe('decide with a cost cap', () => {
  const limits: Limits = {
    maxFixAttempts: 5,
    wallClockMinutes: 120,
    unknownClassAttempts: 1,
    infraReruns: 0,
    maxFixCostUsd: 5,
    fixCostEstimateUsd: 1
  }
  const input = (overrides: Partial<DecideInput>): DecideInput => ({
    memory: memory(),
    file: { completed: false, completedReason: null, iterationCount: 3, pauseReason: null },
    steering: 'none',
    eventKey: 'workflow_run/300/1',
    headSha: HEAD,
    branchHead: HEAD,
    reset: false,
    now: NOW,
    status: 'failure',
    failure: { signature: 'sig-3', failureClass: 'test' },
    checksReason: '1 of 2 checks failed: test',
    ciStartedAt: null,
    limits,
    runUrl: null,
    ...overrides
  })

  it('hands out the fix while the next attempt fits', () => {
    const verdict = decide(input({ memory: memory({ day: TODAY, usd: 3, dearestUsd: 2 }) }))
    expect(verdict.decision).toBe('fix')
  })

  it('never hands out the attempt that would pass the cap: a loud pause instead', () => {
    const verdict = decide(input({ memory: memory({ day: TODAY, usd: 3.2, dearestUsd: 2 }) }))
    expect(verdict).toMatchObject({
      decision: 'pause',
      pause: { kind: 'cost-cap', spentUsd: 3.2, capUsd: 5 },
      status: 'ci-fix-exhausted'
    })
    expect(verdict.reason).toBe(
      'cost-cap: $3.20 of $5.00 — the next fix attempt could cost $2.00, past max-fix-cost'
    )
    expect(verdict.next?.hold).toEqual({ kind: 'paused', reason: verdict.pause })
  })

  it('counts the cost the push job reports for the attempt it could not push', () => {
    const verdict = decide(
      input({
        memory: memory({ day: TODAY, usd: 2, dearestUsd: 1 }),
        fixFailure: 'the fixer handed back no commits',
        fixCost: { attempt: 2, usd: 2.5 }
      })
    )
    expect(verdict.pause).toEqual({ kind: 'cost-cap', spentUsd: 4.5, capUsd: 5 })
    expect(verdict.timeline.at(-1)).toMatchObject({ outcome: 'no-commit', costUsd: 2.5 })
  })
})

describe("the fixer's cost report (untrusted)", () => {
  const report: ReadonlyArray<[string, CostReading]> = [
    ['{"cost_usd": 1.25}', { kind: 'cost', usd: 1.25 }],
    ['{"cost_usd":0}', { kind: 'cost', usd: 0 }],
    ['{"cost_usd": -1}', { kind: 'invalid', why: 'cost_usd is not a finite amount of at least 0' }],
    [
      '{"cost_usd": "1"}',
      { kind: 'invalid', why: 'cost_usd is not a finite amount of at least 0' }
    ],
    [
      '{"cost_usd": 1e999}',
      { kind: 'invalid', why: 'cost_usd is not a finite amount of at least 0' }
    ],
    ['{"cost_usd": 1, "x": 2}', { kind: 'invalid', why: 'expected exactly one field, cost_usd' }],
    ['[1]', { kind: 'invalid', why: 'not a JSON object' }],
    ['1.25', { kind: 'invalid', why: 'not a JSON object' }],
    ['{cost_usd: 1}', { kind: 'invalid', why: 'not JSON' }]
  ]
  it.each(report)('file %j → %j', (text, reading) => {
    expect(parseCostReport(text)).toEqual(reading)
  })
})
