// How long a run waits after its commit to the shared state branch was refused because another
// run's commit landed first.

/** The window stops doubling here: a run that lost this often waits up to 32 rounds' time. */
const MAX_DOUBLINGS = 5

/**
 * The wait after losing `round` races in a row, given how long that round took from its read to
 * the refusal: about as long as any racing run needs to land its own commit. Runs that lost
 * together spread over a window that doubles with each loss, in units of that time, so the window
 * fits the machine and the API as they are now (a busy runner, a slow GitHub), and a herd of
 * programs whose CI completed at once thins out instead of colliding again in lockstep.
 */
export function writeBackoff(round: number, roundMs: number, random: number): number {
  return random * roundMs * 2 ** Math.min(round + 1, MAX_DOUBLINGS)
}
