// docs/pauses.md, written from the table the pause comment renders its advice from
// (src/rules/issue/pause-guide.ts), so that the page and the comment never disagree. Run with
// `npm run docs:pauses`; a unit test fails when the page is not what this writes.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { liftCommand, PAUSE_GUIDE, type PauseRow } from '../src/rules/issue/pause-guide.js'
import type { PauseReason } from '../src/rules/vocabulary/pause-reason.js'

export const PAUSES_DOC_FILE = 'docs/pauses.md'

/** How the page shows the paused head in a command. */
const HEAD = '<sha>'

const INTRO = [
  '# Why was my program paused?',
  '',
  '<!-- Written by `npm run docs:pauses` from src/rules/issue/pause-guide.ts: edit the table there, not this page. -->',
  '',
  "When green-gate pauses a program, it sets `Paused` in the program's state file, so autoloop's scheduler starts no new iteration, posts a comment on the program issue and labels the pull request (`needs-human-label`, `needs-human` unless set). The state file's `Pause Reason` row, the action's `pause-reason` output and the comment's first line start with one of the reasons below. The comment repeats the row for its reason, with the exact command.",
  '',
  'A maintainer (a person with write access) lifts a pause in one of three ways; each reason below says which to use:',
  '',
  '- a `/green-gate` command on the program issue or its pull request ([steering](steering.md)): `resume` lifts the pause with a fresh fix budget and clock, `reset` also judges the branch head again at once, `approve <sha>` waives the guard that paused that head on green and judges it again;',
  '- setting `| Paused | false |` in the state file: the next CI result is judged with a fresh budget;',
  '- running the green-gate retry workflow with `program` and `reset: true`: the branch head is judged again now, with a fresh budget.',
  '',
  'A guard on green (`ci-changed`, `weakened-tests`, `fix-weakened-tests`, `unreviewable`, `tests-missing`, `tests-failed-in-green`) is waived only by `/green-gate approve` of the head it paused: the other ways restore the budget, and the same head pauses again.',
  '',
  'Nothing is reverted on a pause: the branch stays as it was.',
  ''
]

function section(kind: PauseReason['kind'], row: PauseRow): string[] {
  const command = liftCommand(kind, HEAD)
  const approve = command.endsWith(HEAD)
  return [
    `## \`${kind}\`: ${row.title}`,
    '',
    `**What happened:** ${row.what}`,
    '',
    `**What to do:** ${row.next}`,
    '',
    `**Then:** comment \`${command}\`${approve ? ", with the paused head's SHA (the pause comment gives it in full)" : ', or use either of the other ways above'}.`,
    ''
  ]
}

export function renderPausesDoc(): string {
  const kinds = Object.keys(PAUSE_GUIDE) as Array<PauseReason['kind']>
  return [...INTRO, ...kinds.flatMap((kind) => section(kind, PAUSE_GUIDE[kind]))].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(join(process.cwd(), PAUSES_DOC_FILE), renderPausesDoc())
}
