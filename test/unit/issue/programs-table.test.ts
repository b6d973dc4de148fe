import { describe, expect, it } from '@jest/globals'
import type { CommentFacts } from '../../../src/rules/issue/comments.js'
import { programsTable } from '../../../src/rules/issue/programs-table.js'
import type { Hold } from '../../../src/rules/ledger/memory.js'

const SHA = 'abc1234def5678abc1234def5678abc1234def56'
const REPO = 'https://github.example/o/r'

function facts(program: string, overrides: Partial<CommentFacts> = {}): CommentFacts {
  return {
    program,
    decision: 'accept',
    reason: 'all green',
    branch: `autoloop/${program}`,
    headSha: SHA,
    commitUrl: `${REPO}/commit/${SHA}`,
    pullNumber: null,
    pullUrl: null,
    ciRunUrl: null,
    gateRunUrl: null,
    attempt: 0,
    maxAttempts: 5,
    signature: null,
    failureClass: null,
    pauseReason: null,
    stateFile: `memory/autoloop:${program}.md`,
    stateFileUrl: `${REPO}/blob/memory/autoloop/${program}.md`,
    ledgerFile: `memory/autoloop:.green-gate/${program}.json`,
    needsHumanLabel: 'needs-human',
    attempts: [],
    spent: 0,
    noFixer: null,
    spend: null,
    hold: { kind: 'none' },
    decidedAt: '2026-05-02T12:00:00Z',
    ...overrides
  }
}

const rowOf = (f: CommentFacts): string => programsTable([f]).split('\n').at(-1) ?? ''
const paused: Hold = { kind: 'paused', reason: { kind: 'ci-timeout' } }

describe('programsTable', () => {
  it.each<[string, Partial<CommentFacts>, string]>([
    [
      'an accepted program',
      {},
      `| \`p\` | active | 0 of 5 | ✅ accept | 2026-05-02T12:00:00Z | — | [state](${REPO}/blob/memory/autoloop/p.md) · [commit](${REPO}/commit/${SHA}) |`
    ],
    [
      'one being fixed, with its CI run',
      {
        decision: 'fix',
        spent: 2,
        hold: { kind: 'fixing', attempt: 2, max: 5, sha: SHA },
        pauseReason: 'ci-fix-in-progress: attempt 2/5 on abc1234',
        ciRunUrl: `${REPO}/actions/runs/7`
      },
      `| \`p\` | 🔧 fixing | 2 of 5 | 🔧 fix | 2026-05-02T12:00:00Z | \`ci-fix-in-progress: attempt 2/5 on abc1234\` | [state](${REPO}/blob/memory/autoloop/p.md) · [commit](${REPO}/commit/${SHA}) · [CI run](${REPO}/actions/runs/7) |`
    ],
    [
      'a paused one whose reason carries log text',
      { decision: 'pause', hold: paused, pauseReason: 'stuck in CI fix loop: a | `b`' },
      `| \`p\` | ⚠️ paused | 0 of 5 | ⚠️ pause | 2026-05-02T12:00:00Z | \`\` stuck in CI fix loop: a \\| \`b\` \`\` | [state](${REPO}/blob/memory/autoloop/p.md) · [commit](${REPO}/commit/${SHA}) |`
    ],
    [
      'a paused-by-hand one',
      {
        decision: 'skip',
        hold: { kind: 'manual', reason: 'manual: release' },
        pauseReason: 'manual: release'
      },
      `| \`p\` | ⏸️ paused by hand | 0 of 5 | ➖ skip | 2026-05-02T12:00:00Z | \`manual: release\` | [state](${REPO}/blob/memory/autoloop/p.md) · [commit](${REPO}/commit/${SHA}) |`
    ],
    [
      'one never judged: no decision, no commit link',
      { decision: 'skip', headSha: '', commitUrl: `${REPO}/commit/`, decidedAt: null },
      `| \`p\` | active | 0 of 5 | — | — | — | [state](${REPO}/blob/memory/autoloop/p.md) |`
    ]
  ])('renders %s', (_, overrides, row) => {
    expect(rowOf(facts('p', overrides))).toBe(row)
  })

  it('lists the programs by name under a heading that counts them', () => {
    const lines = programsTable([facts('zeta'), facts('alpha')]).split('\n')
    expect(lines.slice(0, 4)).toEqual([
      '### green-gate · 2 programs',
      '',
      '| Program | State | Fix attempts | Last decision | When | Pause reason | Links |',
      '| --- | --- | --- | --- | --- | --- | --- |'
    ])
    expect(lines.slice(4).map((l) => l.split(' | ')[0])).toEqual(['| `alpha`', '| `zeta`'])
  })

  it('says so when there is no program', () => {
    expect(programsTable([])).toBe(
      '### green-gate · 0 programs\n\nNo program has a state file or a ledger yet.'
    )
  })
})
