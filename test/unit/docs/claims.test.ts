// What the docs say about the code, held to the code: how the fixer is started and where it
// caches, that a refused fix starts the next fixer run, what a run awaiting approval becomes, the
// commands the command template lists, and the Step 5 text init prints and the docs quote.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../../../emulator/runner.js'
import { AUTOLOOP_COMPILE, AUTOLOOP_STEP_5 } from '../../../src/rules/init/checklist.js'
import { holdReasonText } from '../../../src/rules/ledger/memory.js'
import { COMMANDS } from '../../../src/rules/vocabulary/steer-command.js'

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
/** Markdown as one line of words: wrapped lines and quote marks joined. */
const flat = (text: string): string => text.replace(/\n[ >]*/g, ' ').replace(/\s+/g, ' ')

type Step = { uses?: string; with?: Record<string, string> }
type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps?: Step[] }> }
const workflow = (name: string): Workflow => parse(read(`workflows/${name}`)) as Workflow
const actionInputs = (w: Workflow): Array<Record<string, string>> =>
  Object.values(w.jobs).flatMap(({ steps = [] }) =>
    steps.filter((s) => s.uses === 'your-org/green-gate@v1').map((s) => s.with ?? {})
  )

describe('the fix path as documented', () => {
  const fixPath = flat(read('docs/fix-path.md'))

  it('starts the fixer the way its template is triggered, and caches in its scope', () => {
    const triggers = Object.keys(workflow('green-gate-fixer.yml').on)
    expect(triggers).toEqual(['workflow_dispatch'])
    expect(fixPath).toContain('starts `green-gate-fixer.yml` with `workflow_dispatch`')
    expect(fixPath).toContain("the fixer job runs on `workflow_dispatch` on the program's branch")
    expect(fixPath).not.toMatch(/fixer job runs on `workflow_run`/)
    expect(fixPath).not.toContain('scoped to the default branch')
  })

  it('says a fix decided by the push job starts the next fixer run, as it does', () => {
    const push = actionInputs(workflow('green-gate-push.yml'))
    expect(push.map((w) => w['fixer'])).toEqual(["${{ vars.GREEN_GATE_FIXER || 'none' }}"])
    expect(fixPath).toContain("starts the next fixer run on the program's branch")
    expect(fixPath).not.toMatch(/no second fixer/)
  })
})

describe('runs awaiting approval as documented', () => {
  const reason = holdReasonText({ kind: 'blocked', sha: 'abc1234def' }) ?? ''

  it.each(['docs/troubleshooting.md', 'docs/copilot.md'])(
    '%s says they are blocked, with no attempt spent, in the reason the gate writes',
    (path) => {
      const text = flat(read(path))
      expect(text).toContain('`blocked`')
      expect(text).toMatch(/no (fix )?attempt (is )?spent/)
      expect(text).toContain(`\`${reason.replace('abc1234', '<sha>')}\``)
      expect(text).not.toContain('counts as a failure')
    }
  )
})

describe('green-gate-command.yml', () => {
  it('lists every command the gate knows in its header', () => {
    const header = read('workflows/green-gate-command.yml')
      .split('\n')
      .filter((line) => line.startsWith('#'))
    const listed = header.flatMap((line) => /^# {3}\/green-gate (.+?) {2,}/.exec(line)?.[1] ?? [])
    expect(listed).toEqual(COMMANDS.map(([command]) => command))
  })
})

describe("autoloop's Step 5", () => {
  it.each(['README.md', 'docs/autoloop.md'])('%s quotes the text init prints', (path) => {
    const text = flat(read(path))
    expect(text).toContain(AUTOLOOP_STEP_5)
    expect(text).toContain(`\`${AUTOLOOP_COMPILE}\``)
  })
})

describe('the README', () => {
  it('gives no test counts or timings, which go stale (docs/development.md keeps a dated one)', () => {
    const readme = read('README.md')
    expect(readme).not.toMatch(/\d[\d,]* tests\b/)
    expect(readme).not.toMatch(
      /\d+ (s|seconds|minutes) of CPU|takes (about )?\w+ (to \w+ )?(seconds|minutes)/
    )
  })
})
