import { describe, expect, it } from '@jest/globals'
import { parseStat, startedBy, type ProcessEntry } from '../../../src/rules/fix/process-tree.js'

const entry = (pid: number, ppid: number, marked = false): ProcessEntry => ({ pid, ppid, marked })

describe('startedBy', () => {
  it('finds every process carrying the marker and their descendants', () => {
    const table = [
      entry(1, 0),
      entry(10, 1), // the gate
      entry(20, 10, true), // the fixer
      entry(21, 20, true),
      entry(22, 21), // cleared its environment, still a descendant
      entry(30, 1, true), // setsid child, re-parented to init
      entry(31, 30), // its child, environment cleared
      entry(40, 1) // someone else's
    ]
    expect(
      startedBy(table)
        .map((e) => e.pid)
        .sort((a, b) => a - b)
    ).toEqual([20, 21, 22, 30, 31])
  })

  it("never follows the fixer's pid once it exited: the number may be someone else's", () => {
    // 20 was the fixer; 20 and 21 now belong to an unrelated program.
    expect(startedBy([entry(20, 1), entry(21, 20), entry(30, 1, true)]).map((e) => e.pid)).toEqual([
      30
    ])
  })
})

describe('parseStat', () => {
  it('reads pid and ppid after a command name with spaces and parentheses', () => {
    expect(parseStat('4242 (my (odd) name) S 17 4242 4242 0 -1 4194560 ...')).toEqual({
      pid: 4242,
      ppid: 17
    })
  })

  it('skips zombies and unreadable text', () => {
    expect(parseStat('4242 (sleep) Z 17 4242 4242')).toBeNull()
    expect(parseStat('garbage')).toBeNull()
  })
})
