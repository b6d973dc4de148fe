import { describe, expect, it } from '@jest/globals'
import { screen, type Screening } from '../../../src/rules/gate/decide.js'
import { sweepAction } from '../../../src/rules/gate/sweep-rules.js'
import { emptyMemory, type GateMemory, type Hold } from '../../../src/rules/ledger/memory.js'
import { parseStateFile, renderStateTemplate } from '../../../src/rules/state/index.js'

const HEAD = 'abc1234def5678abc1234def5678abc1234def56'
const NOW = new Date('2026-05-02T12:00:00Z')
const AUDIT_PAUSE: Hold = { kind: 'paused', reason: { kind: 'audit-broken', entry: 4 } }

function screening(overrides: Partial<Screening>): Screening {
  return {
    memory: emptyMemory(),
    file: { completed: false, completedReason: null, iterationCount: null, pauseReason: null },
    steering: 'none',
    eventKey: 'workflow_run/9/1',
    headSha: HEAD,
    branchHead: HEAD,
    reset: false,
    now: NOW,
    auditBreak: 4,
    ...overrides
  }
}

const withHold = (hold: Hold): GateMemory => ({ ...emptyMemory(), hold })

describe('a broken audit chain', () => {
  const pauses: ReadonlyArray<{ name: string; given: Partial<Screening> }> = [
    { name: 'a running program', given: {} },
    {
      name: 'a completed program',
      given: {
        file: { completed: true, completedReason: null, iterationCount: null, pauseReason: null }
      }
    },
    {
      name: 'a program paused for another reason',
      given: { memory: withHold({ kind: 'paused', reason: { kind: 'ci-timeout' } }) }
    },
    {
      name: 'a program paused for an earlier break',
      given: { memory: withHold({ kind: 'paused', reason: { kind: 'audit-broken', entry: 2 } }) }
    },
    { name: 'a reset of the audit pause', given: { memory: withHold(AUDIT_PAUSE), reset: true } },
    {
      name: 'an unpause without a repair',
      given: { memory: withHold(AUDIT_PAUSE), steering: 'unpause' }
    }
  ]

  it.each(pauses)('pauses $name loudly: audit-broken: entry 4', ({ given }) => {
    const verdict = screen(screening(given))
    expect(verdict).toMatchObject({
      decision: 'pause',
      pause: { kind: 'audit-broken', entry: 4 },
      status: null
    })
    expect(verdict?.reason).toMatch(/^audit-broken: entry 4 — /)
    expect(verdict?.next?.hold).toEqual(AUDIT_PAUSE)
    expect(verdict?.next?.lastEvent).toEqual({
      decision: 'pause',
      eventKey: 'workflow_run/9/1',
      at: '2026-05-02T12:00:00Z'
    })
  })

  it('skips, recording nothing, once the program is paused for it', () => {
    const verdict = screen(screening({ memory: withHold(AUDIT_PAUSE) }))
    expect(verdict).toMatchObject({ decision: 'skip', next: null })
    expect(verdict?.reason).toContain('repair the ledger')
  })

  it('leaves a chain that verifies to the other rules', () => {
    expect(screen(screening({ auditBreak: null }))).toBeNull()
  })

  it('keeps a repaired chain paused until a person lifts the pause, then leaves it to the other rules', () => {
    const repaired = { auditBreak: null, memory: withHold(AUDIT_PAUSE) }
    expect(screen(screening(repaired))).toMatchObject({ decision: 'skip', next: null })
    expect(screen(screening({ ...repaired, steering: 'unpause' }))).toBeNull()
  })

  it.each<{ auditBreak: number | null; hold: Hold; action: string }>([
    { auditBreak: null, hold: { kind: 'none' }, action: 'look' },
    { auditBreak: 4, hold: { kind: 'none' }, action: 'audit' },
    { auditBreak: 4, hold: AUDIT_PAUSE, action: 'none' },
    { auditBreak: 5, hold: AUDIT_PAUSE, action: 'audit' }
  ])(
    'the sweep: break $auditBreak with hold $hold.kind → $action',
    ({ auditBreak, hold, action }) => {
      const read = {
        memory: withHold(hold),
        steering: 'none' as const,
        behind: false,
        shownSeq: null,
        auditBreak,
        tampered: null,
        sealed: false,
        adopted: false,
        refusedUnpause: null
      }
      const parsed = parseStateFile(renderStateTemplate({ program: 'demo' }))
      if (!parsed.ok) throw new Error(parsed.error.message)
      expect(sweepAction(read, parsed.doc.state, NOW, 60)).toBe(action)
    }
  )
})

describe('a tampered ledger', () => {
  const what = 'rolled back to entry 1; its anchor records entry 2'
  const TAMPER_PAUSE: Hold = { kind: 'paused', reason: { kind: 'ledger-tampered', what } }

  it('pauses a running program loudly, saying what was found', () => {
    const verdict = screen(screening({ auditBreak: null, tampered: what }))
    expect(verdict).toMatchObject({ decision: 'pause', pause: { kind: 'ledger-tampered', what } })
    expect(verdict?.next?.hold).toEqual(TAMPER_PAUSE)
  })

  it('skips, recording nothing, once the program is paused for it', () => {
    const given = { auditBreak: null, tampered: what, memory: withHold(TAMPER_PAUSE) }
    const verdict = screen(screening(given))
    expect(verdict).toMatchObject({ decision: 'skip', next: null })
    expect(verdict?.reason).toContain(`program is paused (ledger-tampered: ${what})`)
  })
})
