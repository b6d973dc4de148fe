// What the keeper may take up and how often: read with the inputs, before any rule is loaded.
import type { PauseReason } from './pause-reason.js'

export type PauseKind = PauseReason['kind']

/** The pause reasons a keeper may take up, in the words of the `keeper-reasons` input. */
export const KEEPER_REASONS: readonly PauseKind[] = ['ci-fix-exhausted', 'stuck', 'ci-timeout']

export interface KeeperLimits {
  /** Keeper fix attempts per head commit. */
  attempts: number
  reasons: readonly PauseKind[]
}
