// The wall clock of an iteration: how long it has run since its clock started, and whether that
// is past the limit. One rule for the gate's decision and for the sweep. Pure.

export interface WallClock {
  /** When the iteration's clock started (ISO). */
  started: string
  now: Date
  wallClockMinutes: number
}

/** The minutes the iteration has run, when past the wall clock; else null. */
export function pastWallClock({ started, now, wallClockMinutes }: WallClock): number | null {
  const elapsed = (now.getTime() - Date.parse(started)) / 60_000
  return elapsed > wallClockMinutes ? elapsed : null
}
