// Why the gate refused a lift of `Paused`: what the unpause rule returns, the reconciliation
// records and the program issue tells. Pure.

/** Why a lift was refused. */
export type UnpauseRefusal =
  /** The lift itself was made by a bot, or by a person without write access. */
  | { kind: 'not-a-maintainer'; by: string }
  /** A bot's version (`by`), or one the gate cannot read (`by` null), came before the lift. */
  | { kind: 'broken-chain'; by: string | null; commit: string }
  /** The versions read do not show the gate's latest pause and a lift after it. */
  | { kind: 'unseen' }
