// `green-gate audit verify LEDGER`: walk a program ledger's audit chain the way the gate does and
// show each entry's link, so a maintainer can find the entry an edit broke before resuming.
import { GateError } from '../../rules/errors.js'
import { verifyChain, type ChainReport, type Link } from '../../rules/ledger/chain.js'
import { parseLedger } from '../../rules/ledger/codec.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import type { Command } from './command.js'
import { readInput } from './io.js'

export const auditVerifyCommand: Command = {
  name: 'audit verify',
  synopsis: 'LEDGER [--key-env NAME]',
  summary: "Check a program ledger's audit chain, one line per entry.",
  details: [
    "LEDGER is a program's ledger from the state branch (.green-gate/<program>.json by default), or - for standard input. Each line shows an entry's number, decision, short hash and whether its link holds; the last line names the first broken link.",
    'Keyed entries (the audit-key input) are checked with the key in the environment variable --key-env names, never a key on the command line, where other users of the machine can read it. Without it only their links are checked (unchecked).'
  ],
  options: {
    'key-env': {
      kind: 'value',
      placeholder: 'NAME',
      description: 'environment variable holding the audit key'
    }
  },
  positionals: { min: 1, max: 1, name: 'LEDGER' },
  exitCodes: [
    ['0', 'the chain verifies'],
    ['1', 'a link is broken'],
    ['2', 'bad usage or input, named in one line on standard error']
  ],
  async run({ values, positionals }) {
    const key = auditKey(values['key-env'])
    const { text, label } = await readInput(positionals[0])
    const parsed = parseLedger(text)
    if (!parsed.ok) throw new GateError(`${label}: ${parsed.message}`)
    const report = verifyChain(parsed.ledger, key)
    return {
      output: describeChain(parsed.ledger, report),
      exitCode: report.firstBroken === null ? 0 : 1
    }
  }
}

function auditKey(name: string | undefined): string | null {
  if (name === undefined) return null
  const key = process.env[name]
  if (key === undefined || key === '')
    throw new GateError(`--key-env ${name}: the environment variable is not set or empty`)
  return key
}

const STATE_TEXT: Record<Link['state'], string> = {
  ok: 'ok',
  unchecked: 'ok (link only: keyed, no key given)',
  unchained: 'unchained (written before the chain)',
  broken: 'broken'
}

/** One line per entry, then the verdict. */
export function describeChain(ledger: Ledger, report: ChainReport): string {
  const rows = report.links.map((l) => [
    String(l.seq),
    l.decision,
    shortHash(l.hash),
    l.why === undefined ? STATE_TEXT[l.state] : `${STATE_TEXT[l.state]}: ${l.why}`
  ])
  const widths = [0, 1, 2].map((i) => Math.max(0, ...rows.map((r) => r[i]?.length ?? 0)))
  const lines = rows.map((r) =>
    r.map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  ')
  )
  const { anchor } = ledger
  const start =
    anchor === undefined
      ? ''
      : ` from the anchor at entry ${anchor.seq} (${shortHash(anchor.hash)})`
  const broken = report.firstBroken
  const count = report.links.length
  const verdict =
    broken === null
      ? `${ledger.program}: chain ok, ${count} ${count === 1 ? 'entry' : 'entries'}${start}`
      : `${ledger.program}: broken at entry ${broken.seq}: ${broken.why ?? 'broken'}`
  return [...lines, verdict].join('\n')
}

/** `sha256:1a2b3c4d5e6f`: the algorithm and enough of the digest to tell entries apart. */
function shortHash(hash: string): string {
  const [algorithm, digest] = hash.split(':')
  return `${algorithm}:${(digest ?? '').slice(0, 12)}`
}
