// The `CI Last Event` row: which event the gate handled last, what it decided, and when. The
// ledger holds it as a typed value; the row is its rendering, read back only to adopt a file the
// gate kept before it had a ledger.
import type { LastEvent } from '../ledger/memory.js'
import { DECISIONS, type Decision } from '../vocabulary/decision.js'

export function formatLastEvent(event: LastEvent): string {
  return `${event.decision} ${event.eventKey} ${event.at}`
}

/** Lenient: a row a person edited into another shape reads as no last event. */
export function parseLastEvent(value: string | null): LastEvent | null {
  const [decision, eventKey, at, ...rest] = (value ?? '').trim().split(/\s+/)
  if (rest.length > 0 || eventKey === undefined || at === undefined) return null
  if (!DECISIONS.includes(decision as Decision)) return null
  return { decision: decision as Decision, eventKey, at }
}
