// The plain records the gate's rules read, as unit tests build them: a ledger entry with every
// field at a quiet value, and a parsed state file as autoloop's template writes it.
import type { LedgerEntry } from '../../src/rules/ledger/ledger.js'
import { emptyMemory } from '../../src/rules/ledger/memory.js'
import {
  applyStateChanges,
  parseStateFile,
  renderStateTemplate,
  type OwnedFields,
  type StateDocument
} from '../../src/rules/state/index.js'

export const HEAD = 'abc1234def5678abc1234def5678abc1234def56'
export const AT = '2026-05-02T12:00:00Z'

/**
 * The entry of event number `n` before the chain numbers it: a wait on HEAD with nothing failing
 * and nothing remembered, then `overrides`.
 */
export function plainEntry(
  n: number,
  overrides: Partial<Omit<LedgerEntry, 'seq'>> = {}
): Omit<LedgerEntry, 'seq'> {
  return {
    at: AT,
    eventKey: `workflow_run/${n}/1`,
    decision: 'wait',
    reason: 'r',
    headSha: HEAD,
    runUrl: null,
    failure: null,
    pause: null,
    attempt: 0,
    maxAttempts: 3,
    status: null,
    resumed: false,
    memory: emptyMemory(),
    ...overrides
  }
}

export interface StateFileOptions {
  set?: Partial<OwnedFields>
  iterationCount?: number
  /** The Machine State heading without its emoji: the scheduler does not find it. */
  plainHeading?: boolean
}

/** A state file as the template writes it, then with `set` applied. */
export function stateDoc({
  set = {},
  iterationCount,
  plainHeading = false
}: StateFileOptions = {}): StateDocument {
  const edited = applyStateChanges(renderStateTemplate({ program: 'demo' }), { set })
  if (!edited.ok) throw new Error(edited.error.message)
  let text = edited.text
  if (iterationCount !== undefined) {
    text = text.replace('| Iteration Count | 0 |', `| Iteration Count | ${iterationCount} |`)
  }
  if (plainHeading) text = text.replace('## ⚙️ Machine State', '## Machine State')
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.doc
}
