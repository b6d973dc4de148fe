import { describe, expect, it } from '@jest/globals'
import { formatLastEvent, parseLastEvent } from '../../../src/rules/gate/last-event.js'
import type { LastEvent } from '../../../src/rules/ledger/memory.js'
import type { Decision } from '../../../src/rules/vocabulary/decision.js'
import {
  applyStateChanges,
  parseStateFile,
  renderStateTemplate,
  type MachineState
} from '../../../src/rules/state/index.js'

const AT = '2026-05-02T12:00:00Z'
const DECISIONS: readonly Decision[] = ['accept', 'fix', 'wait', 'pause', 'skip']

function stateOf(text: string): MachineState {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.doc.state
}

describe('formatLastEvent', () => {
  const cases: ReadonlyArray<readonly [LastEvent, string]> = [
    [
      { decision: 'accept', eventKey: 'workflow_run/100/1', at: AT },
      `accept workflow_run/100/1 ${AT}`
    ],
    [
      { decision: 'fix', eventKey: 'workflow_run/9876543210/3', at: AT },
      `fix workflow_run/9876543210/3 ${AT}`
    ],
    [
      { decision: 'pause', eventKey: 'workflow_dispatch/5/1', at: '2026-01-01T00:00:00Z' },
      'pause workflow_dispatch/5/1 2026-01-01T00:00:00Z'
    ],
    [{ decision: 'wait', eventKey: 'workflow_run/1/1', at: AT }, `wait workflow_run/1/1 ${AT}`]
  ]
  it.each(cases)('%j → %s', (event, text) => {
    expect(formatLastEvent(event)).toBe(text)
  })
})

describe('parseLastEvent', () => {
  const valid: ReadonlyArray<readonly [string, LastEvent]> = [
    [`fix workflow_run/100/1 ${AT}`, { decision: 'fix', eventKey: 'workflow_run/100/1', at: AT }],
    [
      `accept workflow_dispatch/7/2 ${AT}`,
      { decision: 'accept', eventKey: 'workflow_dispatch/7/2', at: AT }
    ],
    [
      `  pause   workflow_run/100/1\t${AT}  `,
      { decision: 'pause', eventKey: 'workflow_run/100/1', at: AT }
    ],
    [`skip x y`, { decision: 'skip', eventKey: 'x', at: 'y' }]
  ]
  it.each(valid)('reads %j', (text, event) => {
    expect(parseLastEvent(text)).toEqual(event)
  })

  const invalid: ReadonlyArray<readonly [string, string | null]> = [
    ['no row', null],
    ['empty', ''],
    ['blank', '   '],
    ['a decision alone', 'fix'],
    ['no time', 'fix workflow_run/100/1'],
    ['a fourth word', `fix workflow_run/100/1 ${AT} again`],
    ['a word that is no decision', `fixed workflow_run/100/1 ${AT}`],
    ['a decision in capitals', `FIX workflow_run/100/1 ${AT}`],
    ['an empty marker', '—'],
    ['free text a person wrote', 'handled run 100 by hand'],
    ['an older two-word shape', 'run 777/2']
  ]
  it.each(invalid)('reads %s as no last event', (_name, text) => {
    expect(parseLastEvent(text)).toBeNull()
  })

  it.each(DECISIONS)('round-trips a %s event', (decision) => {
    const event: LastEvent = { decision, eventKey: 'workflow_run/42/2', at: AT }
    expect(parseLastEvent(formatLastEvent(event))).toEqual(event)
  })

  it.each(DECISIONS)('round-trips a %s event through the CI Last Event row', (decision) => {
    const event: LastEvent = { decision, eventKey: 'workflow_dispatch/42/1', at: AT }
    const edited = applyStateChanges(renderStateTemplate({ program: 'demo' }), {
      set: { ciLastEvent: formatLastEvent(event) }
    })
    if (!edited.ok) throw new Error(edited.error.message)
    expect(edited.text).toContain(`| CI Last Event | ${decision} workflow_dispatch/42/1 ${AT} |`)
    const state = stateOf(edited.text)
    expect(state.ciLastEvent).toBe(formatLastEvent(event))
    expect(parseLastEvent(state.ciLastEvent)).toEqual(event)
  })

  it('reads the empty row of a new state file as no last event', () => {
    const state = stateOf(renderStateTemplate({ program: 'demo' }))
    expect(state.ciLastEvent).toBeNull()
    expect(parseLastEvent(state.ciLastEvent)).toBeNull()
  })
})
