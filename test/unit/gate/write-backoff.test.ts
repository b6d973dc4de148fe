import { describe, expect, it } from '@jest/globals'
import { writeBackoff } from '../../../src/rules/gate/write-backoff.js'

describe('writeBackoff', () => {
  it.each([
    // round, the round's time, the random draw, the wait
    [1, 500, 1, 4000],
    [1, 500, 0.5, 2000],
    [2, 500, 1, 8000],
    [3, 500, 1, 16000],
    [4, 500, 1, 16000],
    [12, 500, 1, 16000],
    [1, 500, 0, 0],
    [2, 40, 0.25, 160]
  ])('round %i of %i ms, draw %f: waits %i ms', (round, roundMs, random, wait) => {
    expect(writeBackoff(round, roundMs, random)).toBe(wait)
  })

  it('scales with how long the round took, so a slow runner spreads its herd wider', () => {
    expect(writeBackoff(2, 2000, 0.5)).toBe(4 * writeBackoff(2, 500, 0.5))
  })
})
