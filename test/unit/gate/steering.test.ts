import { describe, expect, it } from '@jest/globals'
import {
  judgeUnpause,
  toAsk,
  type PausedVersion,
  type UnpauseTrust
} from '../../../src/rules/gate/steering.js'

const BOT = 'github-actions[bot]'
let commits = 0

/** A version, newest first in each case; `ledger`: it holds the ledger the gate read. */
function version(
  login: string | null,
  paused: boolean | null,
  { ledger = true, write = login === 'mona' } = {}
): PausedVersion {
  commits += 1
  return {
    commit: `c${commits}`,
    login,
    name: login ?? BOT,
    paused,
    gateLedger: ledger,
    write
  }
}

/** The gate's pause (a bot's commit that holds the ledger the gate read). */
const pause = () => version(null, true)
/** A memory save (a bot's commit that still holds that ledger). */
const save = (paused: boolean | null) => version(null, paused)
/** The maintainer's lift a week ago, after the gate's pause then, under an older ledger. */
const lastWeek = () => [
  version('mona', false, { ledger: false }),
  version(null, true, { ledger: false })
]

const trusted: UnpauseTrust = { trusted: true }
const refused = (refusal: Extract<UnpauseTrust, { trusted: false }>['refusal']) => ({
  trusted: false,
  refusal
})

describe("judgeUnpause: a person lifts the gate's latest pause, and nothing but people came between", () => {
  it.each([
    {
      name: 'a maintainer lifts right after the pause',
      versions: () => [version('mona', false), pause()],
      want: trusted,
      ask: 'mona'
    },
    {
      name: 'a memory save follows the lift',
      versions: () => [save(false), version('mona', false), pause()],
      want: trusted,
      ask: 'mona'
    },
    {
      name: 'the maintainer edited the pause reason before lifting it',
      versions: () => [version('mona', false), version('mona', true), pause()],
      want: trusted,
      ask: 'mona'
    },
    {
      name: "a save that keeps the gate's pause and ledger counts as its pause",
      versions: () => [version('mona', false), save(true), pause()],
      want: trusted,
      ask: 'mona'
    },
    {
      name: 'the gate wrote its pause back after a bot lifted it, then a maintainer lifts',
      versions: () => [version('mona', false), pause(), save(false), pause()],
      want: trusted,
      ask: 'mona'
    },
    {
      name: 'a bot lifts it',
      versions: () => [save(false), pause()],
      want: refused({ kind: 'not-a-maintainer', by: BOT }),
      ask: null
    },
    {
      name: 'a person without write access lifts it',
      versions: () => [version('eve', false), pause()],
      want: refused({ kind: 'not-a-maintainer', by: 'eve' }),
      ask: 'eve'
    },
    {
      name: "an old lift, a new pause, a bot's false",
      versions: () => [save(false), pause(), ...lastWeek()],
      want: refused({ kind: 'not-a-maintainer', by: BOT }),
      ask: null
    },
    {
      name: "an old lift, a new pause, an unreadable save, a bot's false",
      versions: () => [save(false), save(null), pause(), ...lastWeek()],
      want: { trusted: false, refusal: { kind: 'broken-chain', by: null } },
      ask: null
    },
    {
      name: "a maintainer's lift with an unreadable version between",
      versions: () => [version('mona', false), save(null), pause()],
      want: { trusted: false, refusal: { kind: 'broken-chain', by: null } },
      ask: null
    },
    {
      name: "a maintainer's lift with a bot's version under another ledger between",
      versions: () => [version('mona', false), version(null, true, { ledger: false }), pause()],
      want: { trusted: false, refusal: { kind: 'broken-chain', by: BOT } },
      ask: null
    },
    {
      name: "a lift older than the gate's pause",
      versions: () => [pause(), ...lastWeek()],
      want: refused({ kind: 'unseen' }),
      ask: null
    },
    {
      name: "versions that do not reach back to the gate's pause",
      versions: () => [save(false), ...lastWeek()],
      want: refused({ kind: 'unseen' }),
      ask: null
    },
    {
      name: 'a pause nobody lifted in the versions read',
      versions: () => [save(true), pause()],
      want: refused({ kind: 'unseen' }),
      ask: null
    },
    {
      name: 'no version readable',
      versions: () => [save(null), save(null)],
      want: refused({ kind: 'unseen' }),
      ask: null
    }
  ])('$name', ({ versions, want, ask }) => {
    const read = versions()
    expect(judgeUnpause(read)).toMatchObject(want)
    expect(toAsk(read)).toBe(ask)
  })
})
