// The state file end to end: the gate reads autoloop's own markdown from memory/autoloop, writes
// back only the rows it owns and one new history entry, and creates a missing file from the
// template. A file it cannot read (one error line, nothing written) is the fuzz suite's, one case
// of each kind (test/reliability/fuzz.test.ts).
import { beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { renderStateTemplate } from '../../src/rules/state/index.js'
import {
  addProgram,
  expectClean,
  expectGateEdit,
  fieldsOf,
  gateEntries,
  iterate,
  useEmulator,
  stateOf,
  stateText,
  writeOutcomes
} from '../support/loop.js'
import { shortSha } from '../../src/rules/text.js'

const gh = useEmulator()
beforeAll(() => {
  // The issue autoloop's own file names in its Issue row.
  gh.store.addIssue({ number: 7, title: '[Autoloop] coverage' })
})

const fixture = (name: string) =>
  readFileSync(join(ROOT, 'test/fixtures/state', `${name}.md.txt`), 'utf8')
const GREEN = { build: 'success', test: 'success' } as const
const RED = { build: 'success', test: 'failure' } as const
const LAST_EVENT = /^accept workflow_run\/\d+\/1 \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/

describe('a missing state file', () => {
  it('is created from the template, with the decision recorded in it', async () => {
    const p = addProgram(gh, 'fresh', { state: 'none' })
    const { sha, result } = await iterate(gh, p, RED)
    expectClean(result)
    expect(result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    expect(writeOutcomes(gh, p)).toEqual(['committed'])

    // Byte for byte autoloop's template, plus what the decision wrote.
    const template = renderStateTemplate({ program: p.name, branch: p.branch, pr: p.pull })
    const edit = expectGateEdit(template, stateText(gh, p))
    expect(Object.keys(edit.rows).sort()).toEqual([
      'CI Fix Attempts',
      'CI Gate Started',
      'CI Head SHA',
      'CI Last Event',
      'CI Ledger',
      'CI Signature',
      'Pause Reason',
      'Paused'
    ])
    expect(edit.rows).toMatchObject({
      Paused: 'true',
      'Pause Reason': `ci-fix-in-progress: attempt 1/5 on ${shortSha(sha)}`,
      'CI Fix Attempts': '1',
      'CI Signature': result.outputs.signature,
      'CI Head SHA': sha,
      'CI Ledger': '1'
    })
    expect(edit.block.filter((l) => l.trim() !== '')).toEqual([
      expect.stringMatching(/^### CI gate · Iteration 0 — .+ — \[Run\]\(.+\)\n$/),
      `- **Status**: 🔧 CI fix attempt 1/5 on \`${shortSha(sha)}\`: unknown, \`${result.outputs.signature}\`\n`
    ])
    expect(stateOf(gh, p)).toMatchObject({ pr: p.pull, branch: p.branch, issue: null })
  })
})

interface Variant {
  name: string
  text: string
  /** What Recent Statuses reads after the accept. */
  statuses: string
  /** The file had no history section: the gate adds the heading with the entry. */
  newSection?: boolean
}

const AUTOLOOP = fixture('autoloop')
// Each fixture in every byte-level variant (CRLF, BOM, no final newline) is the edit rule's table
// (test/unit/state/edit.test.ts), an aligned table and a fenced copy of it among them, and the
// gate's rows adopted from a file kept before any ledger the reconcile table's
// (test/unit/gate/reconcile.test.ts); here, the bytes through the API and back, the hard ones
// among the cases.
const variants: Variant[] = [
  {
    name: "autoloop's own file, with an unknown row and an extra section with a look-alike table",
    text: AUTOLOOP.replace(
      '| Consecutive Errors | 0 |\n',
      '| Consecutive Errors | 0 |\n| Custom Knob | `--fast` \\| `--safe` |\n'
    ).replace(
      '## 📋 Program Info',
      '## 🧪 Scratchpad\n\n| Field | Value |\n|---|---|\n| Paused | true |\n\nTrailing spaces   \n\n---\n\n## 📋 Program Info'
    ),
    statuses: 'accepted, rejected, accepted, accepted'
  },
  {
    name: 'a BOM, CRLF, no history section, no final newline',
    text: fixture('crlf-bom'),
    statuses: 'accepted, accepted',
    newSection: true
  }
]

describe('round trip: every byte outside the owned rows and the new entry stays', () => {
  it.each(variants)('$name', async (variant) => {
    const p = addProgram(gh, `trip-${variants.indexOf(variant)}`, {
      state: variant.text,
      pull: false
    })
    const { sha, result } = await iterate(gh, p, GREEN)
    expectClean(result)
    expect(result.outputs.decision).toBe('accept')

    const after = stateText(gh, p)
    const bom = variant.text.startsWith('\uFEFF')
    expect(after.startsWith('\uFEFF')).toBe(bom)
    const eol = variant.text.includes('\r\n') ? '\r\n' : '\n'
    const edit = expectGateEdit(variant.text, after)
    // Added lines take the file's line ending; a file without a final newline stays so.
    const finalNewline = /\n$/.test(variant.text)
    expect(/\n$/.test(after)).toBe(finalNewline)
    const ended = finalNewline ? edit.block : edit.block.slice(0, -1)
    for (const line of ended) expect(line.endsWith(eol)).toBe(true)
    expect(after.replace(/\r\n/g, '').includes('\n')).toBe(eol === '\n')
    // Look-alike rows (a fenced copy, another table) are not the Machine State.
    const lookAlikes = (text: string) => text.split('| Paused | true |').length
    expect(lookAlikes(after)).toBe(lookAlikes(variant.text))
    expect(edit.rows['Recent Statuses']).toBe(variant.statuses)
    expect(edit.rows['CI Head SHA']).toBe(sha)
    expect(edit.rows['CI Last Event']).toMatch(LAST_EVENT)

    const entry = edit.block.map((l) => l.replace(/\r?\n$/, '')).filter((l) => l !== '')
    expect(entry).toEqual([
      ...(variant.newSection ? ['## 📊 Iteration History'] : []),
      expect.stringMatching(
        /^### CI gate( · Iteration \d+)? — \d{4}-\d\d-\d\d \d\d:\d\d UTC — \[Run\]/
      ),
      `- **Status**: ✅ Accepted — CI green on \`${shortSha(sha)}\``
    ])
    expect(fieldsOf(gateEntries(gh, p)[0]).Status).toMatch(/^✅ Accepted — CI green on /)
    expect(stateOf(gh, p)).toMatchObject({ paused: false, ciFixAttempts: 0, ciHeadSha: sha })
  })
})
