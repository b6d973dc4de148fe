// How long a run waits after its commit to the shared state branch was refused because another
// run's commit landed first.

/** The window stops doubling here: a run that lost three times waits up to 32 rounds' time. */
const MAX_DOUBLINGS = 5

/**
 * The wait after losing `round` races in a row, given how long that round took from its read to
 * the refusal: about as long as any racing run needs to land its own commit. Runs that lost
 * together spread over a window of eight such rounds that doubles with each loss, so the window
 * fits the machine and the API as they are now (a busy runner, a slow GitHub), and a herd of
 * programs whose CI completed at once thins out instead of colliding again in lockstep. Eight:
 * twenty programs at once on the local GitHub lost 1.2 races a decision with four, 1.0 with
 * eight, and 0.9 with sixteen, which took half as long again to land them all.
 */
export function writeBackoff(round: number, roundMs: number, random: number): number {
  return random * roundMs * 2 ** Math.min(round + 2, MAX_DOUBLINGS)
}
