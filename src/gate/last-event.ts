// The `CI Last Event` row: which event the gate handled last, what it decided, and when. It lets
// a re-delivered event count once and tells a maintainer's unpause apart from a fresh program.
import type { Decision } from './report.js'

export interface LastEvent {
  decision: Decision
  /** `workflow_run/<run id>/<attempt>` or `workflow_dispatch/<run id>/<attempt>`. */
  eventKey: string
  at: string
}

const DECISIONS: readonly Decision[] = ['accept', 'fix', 'wait', 'pause', 'skip']

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
