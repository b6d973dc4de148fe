// The pause guide: one row per pause reason, the command each row gives, the pause comment that
// renders its row, and docs/pauses.md written from the same table.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../emulator/runner.js'
import { PAUSES_DOC_FILE, renderPausesDoc } from '../../../scripts/pauses-doc.js'
import { eventComment } from '../../../src/rules/issue/comments.js'
import { approveOnly, liftCommand, PAUSE_GUIDE } from '../../../src/rules/issue/pause-guide.js'
import { GUARD_PAUSES } from '../../../src/rules/ledger/memory.js'
import type { PauseReason } from '../../../src/rules/vocabulary/pause-reason.js'
import { commentFacts } from '../../support/comment-facts.js'

const SHA = 'abc1234def5678abc1234def5678abc1234def56'

// Keyed like the guide, so a new kind of pause needs its command decided here too.
const COMMANDS: Record<PauseReason['kind'], string> = {
  stuck: '/green-gate resume',
  'ci-fix-exhausted': '/green-gate resume',
  'ci-timeout': '/green-gate resume',
  'ci-missing': '/green-gate resume',
  'audit-broken': '/green-gate resume',
  'cost-cap': '/green-gate resume',
  'ledger-tampered': '/green-gate reset',
  'fixer-missing': '/green-gate resume',
  'fixer-changed': '/green-gate resume',
  // The guards on green: only an approve of the head waives one (apply.ts).
  'fix-weakened-tests': `/green-gate approve ${SHA}`,
  'weakened-tests': `/green-gate approve ${SHA}`,
  unreviewable: `/green-gate approve ${SHA}`,
  'ci-changed': `/green-gate approve ${SHA}`,
  'tests-missing': `/green-gate approve ${SHA}`,
  'tests-failed-in-green': `/green-gate approve ${SHA}`
}

describe('the pause guide', () => {
  it.each(Object.entries(COMMANDS))('%s is lifted by %s', (kind, command) => {
    expect(liftCommand(kind as PauseReason['kind'], SHA)).toBe(command)
  })

  it('gives approve for exactly the pauses approve lifts', () => {
    const approving = Object.keys(PAUSE_GUIDE).filter((k) => approveOnly(k as PauseReason['kind']))
    expect(approving.sort()).toEqual([...GUARD_PAUSES].sort())
  })

  it('has a row in plain words for every kind, and no kind the union lacks', () => {
    expect(Object.keys(PAUSE_GUIDE).sort()).toEqual(Object.keys(COMMANDS).sort())
    for (const row of Object.values(PAUSE_GUIDE)) {
      expect(row.title).not.toBe('')
      expect(row.what).toMatch(/\.$/)
      expect(row.next).toMatch(/\.$/)
    }
  })

  it('is what docs/pauses.md says (run `npm run docs:pauses` when this fails)', () => {
    expect(readFileSync(join(ROOT, PAUSES_DOC_FILE), 'utf8')).toBe(renderPausesDoc())
  })
})

/** The pause comment for a reason, with the fix attempts given (none: no fixer ran). */
function pauseComment(pause: PauseReason, attempts = commentFacts().attempts): string {
  return eventComment(commentFacts({ pause, pauseReason: pause.kind, attempts, headSha: SHA }))
}

const fence = (command: string) => `\n\`\`\`\n${command}\n\`\`\``

describe('the pause comment', () => {
  it.each<[string, PauseReason, string]>([
    ['stuck', { kind: 'stuck', signature: 'sig' }, '/green-gate resume'],
    ['ledger-tampered', { kind: 'ledger-tampered', what: 'rolled back' }, '/green-gate reset']
  ])(
    '%s: gives its row, the command on lines of its own, and the other ways',
    (_, pause, command) => {
      const body = pauseComment(pause)
      expect(body).toContain(`**What happened:** ${PAUSE_GUIDE[pause.kind].what}`)
      expect(body).toContain(`**What to do:** ${PAUSE_GUIDE[pause.kind].next}`)
      expect(body).toContain(`**To resume**, comment here:\n${fence(command)}`)
      expect(body).toContain('\nOr, after looking at the branch:\n- set `| Paused | false |`')
    }
  )

  it.each<[string, PauseReason]>([
    ['ci-changed', { kind: 'ci-changed', files: ['ci.yml'], more: 0, since: 'main' }],
    ['weakened-tests', { kind: 'weakened-tests', findings: [] }],
    ['tests-missing', { kind: 'tests-missing', job: 'CI / test', before: 9, now: 3, more: 0 }]
  ])('%s: offers only the approve of the head, which alone waives the guard', (_, pause) => {
    const body = pauseComment(pause)
    expect(body).toContain(`**To resume**, comment here:\n${fence(`/green-gate approve ${SHA}`)}`)
    expect(body).toContain('waive no guard')
    expect(body).not.toContain('after looking at the branch')
  })

  it('says the fixer left the branch only when a fixer ran', () => {
    const pause: PauseReason = { kind: 'ci-changed', files: ['ci.yml'], more: 0, since: 'main' }
    expect(pauseComment(pause)).toContain('the branch stays as the fixer left it')
    const none = pauseComment(pause, [])
    expect(none).toContain('Nothing was reverted: the branch stays as it is.')
    expect(none).not.toContain('fixer left')
  })

  it('without a known reason, keeps to the ways that lift any pause', () => {
    const body = eventComment(commentFacts({ pause: null }))
    expect(body).not.toContain('What happened')
    expect(body).toContain('**To resume**, after looking at the branch:')
  })
})
