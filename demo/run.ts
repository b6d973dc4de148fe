// `npm run demo`: the whole loop with no token and no network. The bundled action runs as a
// runner would start it, against the local GitHub; autoloop's pushes and state edits, CI results
// (with real tools' failing logs) and the fixer's pushes are scripted. Per program it prints a
// decision table, then the state file rows each step changed, then an audit of a ledger (before
// and after a hand edit), a pause comment and the head of a fix prompt.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAINTAINER_USER } from '../emulator/index.js'
import { ROOT, type ActionRun } from '../emulator/runner.js'
import { removeRunnerDirs } from '../emulator/runner-dirs.js'
import * as scenario from '../emulator/scenario.js'
import { addProgram, ledgerPath, STATE_BRANCH, type Job } from '../emulator/scenario.js'
import { parseStateFile, readHistory } from '../src/rules/state/index.js'
import { shortSha } from '../src/rules/text.js'

// The demo's fixer is a script (a `command` fixer): a gate told of none would warn on each fix.
const FIXER = { fixer: 'command' }
/** A CI job failed with one of the recorded real-tool logs. */
const log = (name: string): Job => ({
  failedWith: readFileSync(join(ROOT, 'test/fixtures/logs', name), 'utf8')
})

/** One line of a program's decision table; a step that ran no gate has no decision. */
interface Row {
  what: string
  commit: string
  ci: string
  decision: string
  attempt: string
  paused: string
  reason: string
}

interface Program extends scenario.Program {
  rows: Row[]
  /** Per step, who wrote the state file and the rows that changed. */
  changes: Array<{ step: number; who: string; lines: string[] }>
}

const gh = await scenario.startScenario('f'.repeat(40))
let commits = 0
let sweeps = 0
let firstPrompt: string | null = null

const stateFile = (p: Program): string => scenario.stateFileText(gh, p)

/** The Machine State cells by field, as written, and the history entries' first lines. */
function rowsOf(text: string): { cells: Map<string, string>; history: string[] } {
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error('the demo wrote a state file the gate cannot read')
  const cells = new Map(parsed.doc.rows.map((r) => [r.field, r.cell.trim()]))
  const history = readHistory(text).map((h) => {
    const status = h.fields.find(([label]) => label === 'Status')?.[1] ?? ''
    return `${h.title} — ${status}`
  })
  return { cells, history }
}

/** The rows that differ between two versions of the file, `old → new`; new history entries. */
function changedRows(before: string, after: string): string[] {
  const a = rowsOf(before)
  const b = rowsOf(after)
  const changed = [...b.cells].filter(([field, cell]) => a.cells.get(field) !== cell)
  const width = Math.max(0, ...changed.map(([field]) => field.length))
  const added = b.history.slice(0, Math.max(0, b.history.length - a.history.length))
  return [
    ...changed.map(
      ([field, cell]) => `${field.padEnd(width)}  ${a.cells.get(field) ?? '(new)'} → ${cell}`
    ),
    ...added.map((entry) => `+ history: ${entry}`)
  ]
}

/** Runs one step, records the state file rows it changed and its line in the table. */
async function step(
  p: Program,
  who: string,
  what: string,
  act: () => Promise<ActionRun | null> | ActionRun | null
): Promise<void> {
  const before = stateFile(p)
  const result = await act()
  const after = stateFile(p)
  const number = p.rows.length + 1
  const lines = changedRows(before, after)
  if (lines.length > 0) p.changes.push({ step: number, who, lines })
  const paused = rowsOf(after).cells.get('Paused')
  const o = result?.outputs
  const dash = (value: string | undefined): string => (value ? value : '—')
  p.rows.push({
    what,
    commit: shortSha(gh.store.branchSha(p.branch) ?? '—'),
    ci: dash(o?.status),
    decision: dash(o?.decision),
    attempt: o?.attempt ? `${o.attempt}/${o['max-attempts'] ?? '?'}` : '—',
    paused: paused ?? '—',
    reason: o?.reason ?? ''
  })
  if (result !== null && result.exitCode !== 0) console.log(`  step failed: ${result.stdout}`)
  if (o?.['fix-prompt-file'] && firstPrompt === null) {
    firstPrompt = readFileSync(o['fix-prompt-file'], 'utf8')
  }
}

/** A new commit on the program branch; its sha counts up so the table reads in order. */
function push(p: Program): string {
  return scenario.pushCommit(gh, p, (++commits).toString(16).padStart(7, '0').padEnd(40, 'a'))
}

/** Replaces one Machine State row's value, as an agent or a maintainer editing the file would. */
function editRow(text: string, field: string, value: string): string {
  return text.replace(new RegExp(`^\\| ${field} \\| .* \\|$`, 'm'), `| ${field} | ${value} |`)
}

/**
 * autoloop's Step 5 with green-gate: push the iteration, count it, record `pending-ci`, and end
 * the run without waiting for CI.
 */
function autoloopIteration(p: Program): void {
  push(p)
  let text = stateFile(p)
  const parsed = parseStateFile(text)
  if (!parsed.ok) throw new Error(`${p.name}.md cannot be read`)
  const { state } = parsed.doc
  text = editRow(text, 'Iteration Count', String((state.iterationCount ?? 0) + 1))
  text = editRow(text, 'Last Run', new Date().toISOString().slice(0, 16) + 'Z')
  text = editRow(text, 'Recent Statuses', [...state.recentStatuses, 'pending-ci'].join(', '))
  gh.store.putFile(STATE_BRANCH, p.file, text, 'Update memory')
}

/** A CI workflow on the branch head; when it completes, its workflow_run event runs the gate. */
function ciWorkflow(p: Program, name: string, jobs: Record<string, Job>): number {
  return scenario.ciWorkflow(gh, p, jobs, name)
}

/** The gate, as the workflow_run event of a completed CI workflow starts it. */
function gateOn(run: number, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return scenario.deliver(gh, run, { ...FIXER, ...inputs })
}

/** A scheduled sweep run of the gate. */
function sweep(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return scenario.sweep(gh, 990_000 + ++sweeps, { ...FIXER, ...inputs })
}

/**
 * An autoloop run's memory save: the root-level *.md files as the run cloned them at its start,
 * copied back over the state branch at its end, whatever the gate wrote meanwhile.
 */
function autoloopRunStarts(): () => null {
  const clone = gh.store
    .listFiles(STATE_BRANCH)
    .filter((path) => !path.includes('/') && path.endsWith('.md'))
    .map((path) => [path, gh.store.readFile(STATE_BRANCH, path)?.content ?? ''] as const)
  return () => {
    for (const [path, text] of clone) gh.store.putFile(STATE_BRANCH, path, text, 'Update memory')
    return null
  }
}

function setUpProgram(name: string): Program {
  return { ...addProgram(gh, name), rows: [], changes: [] }
}

/** `green-gate audit verify` on a ledger's text, as a maintainer runs it: its lines and exit. */
function auditVerify(ledger: string): string {
  const cli = join(ROOT, 'dist/cli/index.js')
  const run = spawnSync(process.execPath, [cli, 'audit', 'verify', '-'], {
    input: ledger,
    encoding: 'utf8'
  })
  const lines = `${run.stdout}${run.stderr}`.trimEnd().split('\n')
  return [...lines.map((line) => `  | ${line}`), `  (exit ${run.status ?? '?'})`].join('\n')
}

/** The decision table, then every step's changed rows, then the notes a reader may need. */
function report(p: Program, notes: string[]): void {
  const header: Row = {
    what: 'what happened',
    commit: 'commit',
    ci: 'CI',
    decision: 'decision',
    attempt: 'attempt',
    paused: 'Paused',
    reason: 'reason'
  }
  const keys = Object.keys(header) as Array<keyof Row>
  const rows = [header, ...p.rows]
  const width = (k: keyof Row) => Math.max(...rows.map((r) => r[k].length))
  rows.forEach((r, i) => {
    const cells = keys.map((k) => (k === 'reason' ? r[k] : r[k].padEnd(width(k))))
    console.log(`  ${(i === 0 ? '#' : String(i)).padEnd(3)}${cells.join('  ')}`.trimEnd())
  })
  console.log(`\n  ${p.name}.md on ${STATE_BRANCH}: the rows each step changed`)
  for (const change of p.changes) {
    console.log(`  ${change.step}. ${change.who}`)
    for (const line of change.lines) console.log(`       ${line}`)
  }
  console.log('')
  for (const note of notes) console.log(`  Note: ${note}`)
}

try {
  console.log('\nScenario 1 · program demo: red, the fixer pushes a fix, green\n')
  const demo = setUpProgram('demo')
  await step(
    demo,
    'autoloop (Step 5: count the iteration, pending-ci)',
    'autoloop pushes iteration 1',
    () => {
      autoloopIteration(demo)
      return null
    }
  )
  await step(demo, 'gate', 'CI: jest fails', () =>
    gateOn(ciWorkflow(demo, 'CI', { build: 'success', test: log('jest/first.log') }))
  )
  await step(demo, 'fixer (push)', 'fixer pushes a fix', () => {
    push(demo)
    return null
  })
  const tests = ciWorkflow(demo, 'Tests', { test: 'running' })
  await step(demo, 'gate', 'CI: build green, Tests running', () =>
    gateOn(ciWorkflow(demo, 'CI', { build: 'success' }))
  )
  await step(demo, 'gate', 'Tests finish green', () => {
    const [job] = gh.store.jobsFor(tests)
    if (job !== undefined)
      gh.store.updateJob(job.id, { status: 'completed', conclusion: 'success' })
    gh.store.updateWorkflowRun(tests, { status: 'completed', conclusion: 'success' })
    return gateOn(tests)
  })
  await step(demo, 'autoloop (Step 5)', 'autoloop pushes iteration 2', () => {
    autoloopIteration(demo)
    return null
  })
  await step(demo, 'gate', 'CI green at once', () =>
    gateOn(ciWorkflow(demo, 'CI', { build: 'success', test: 'success' }))
  )
  report(demo, [
    "Paused true with Pause Reason `ci-fix-in-progress: …` is the hold: autoloop's scheduler starts no new iteration on the red branch; the accept releases it.",
    "attempt is what the iteration had spent when the gate decided; an accept then resets the file's CI Fix Attempts to 0 for the next iteration.",
    'the Tests workflow was still running when CI finished, so the gate waited (no attempt spent) and decided when Tests finished.'
  ])

  console.log(
    '\nScenario 2 · program stuck: the same failure twice; a memory save reverts the pause\n'
  )
  const stuck = setUpProgram('stuck')
  await step(stuck, 'autoloop (Step 5)', 'autoloop pushes iteration 1', () => {
    autoloopIteration(stuck)
    return null
  })
  // Another autoloop run (for any program) starts now and clones memory/autoloop.
  const memorySave = autoloopRunStarts()
  await step(stuck, 'gate', 'CI: eslint fails', () =>
    gateOn(ciWorkflow(stuck, 'CI', { lint: log('eslint/first.log'), test: 'success' }))
  )
  await step(stuck, 'gate', 'fixer pushes; eslint fails the same way', () => {
    push(stuck)
    return gateOn(ciWorkflow(stuck, 'CI', { lint: log('eslint/first-rerun.log'), test: 'success' }))
  })
  await step(
    stuck,
    "autoloop's memory save (its clone predates the pause)",
    'memory save reverts stuck.md',
    memorySave
  )
  await step(stuck, 'gate (sweep: file behind its ledger, rows written again)', 'sweep', () =>
    sweep()
  )
  await step(stuck, 'gate', 'someone pushes while paused', () => {
    push(stuck)
    return gateOn(ciWorkflow(stuck, 'CI', { lint: log('eslint/second.log'), test: 'success' }))
  })
  await step(stuck, 'maintainer', 'maintainer sets Paused to false', () => {
    // Authored by a maintainer: only a person with write access lifts a pause.
    const { name, email } = MAINTAINER_USER
    const text = editRow(stateFile(stuck), 'Paused', 'false')
    gh.store.putFile(STATE_BRANCH, stuck.file, text, 'unpause', { name, email })
    return null
  })
  await step(stuck, 'gate', 'maintainer fixes lint, pushes; green', () => {
    push(stuck)
    return gateOn(ciWorkflow(stuck, 'CI', { lint: 'success', test: 'success' }))
  })
  await step(stuck, 'gate (green-gate-command.yml)', 'maintainer: /green-gate pause', async () => {
    // A comment on the program issue: the command workflow runs the action on its event.
    const body = '/green-gate pause release freeze'
    return (await scenario.comment(gh, stuck.issue, body, MAINTAINER_USER.login, FIXER)).result
  })
  report(stuck, [
    'Recent Statuses records ci-fix-exhausted for every CI pause (stuck, budget spent, time-out): it is autoloop\'s coarse bucket for "CI gave up"; the precise reason is in Pause Reason.',
    "CI Ledger names the entry of .green-gate/stuck.json the file shows. The memory save put back a copy without it (—), so the sweep knew the file was behind and wrote the gate's rows again; the ledger, not the file, is what the gate decides from.",
    "a maintainer's `| Paused | false |` on a current file, in a commit they authored, is an unpause with a fresh budget: the next CI result is judged again; the same edit by a bot is undone.",
    'a comment whose first line is `/green-gate pause <reason>`, by a person with write access, pauses the program as theirs (`manual: <reason>`); `/green-gate resume` lifts it. The gate reacts, records the command in the ledger and updates the status comment.'
  ])

  const ledger = gh.store.readFile(STATE_BRANCH, ledgerPath(demo))?.content ?? ''
  console.log(`\nAudit · green-gate audit verify on ${ledgerPath(demo)} (${STATE_BRANCH}):\n`)
  console.log(auditVerify(ledger))
  // A hand edit on the state branch: entry 2 no longer says what the gate decided.
  const edited = ledger.replace(/"reason": "CI green on [^"]*"/, '"reason": "nothing to see"')
  console.log('\n  …and after a hand edit of entry 2 (its reason rewritten):\n')
  console.log(auditVerify(edited))
  console.log(
    '\n  Note: the next gate run on a broken chain pauses the program with `audit-broken: entry 2`; a maintainer restores the entry (the state branch keeps its history) and sets Paused to false.'
  )

  console.log(
    '\nScenario 3 · program kept: the budget runs out; the evergreen keeper fixes it and releases it\n'
  )
  const kept = setUpProgram('kept')
  // One fix attempt per iteration, so the budget runs out on the second red.
  const budget = { 'max-fix-attempts': '1' }
  await step(kept, 'autoloop (Step 5)', 'autoloop pushes iteration 1', () => {
    autoloopIteration(kept)
    return null
  })
  await step(kept, 'gate', 'CI: tsc fails', () =>
    gateOn(ciWorkflow(kept, 'CI', { build: log('tsc/first.log'), test: 'success' }), budget)
  )
  await step(kept, 'gate', 'fixer pushes; jest fails', () => {
    push(kept)
    return gateOn(ciWorkflow(kept, 'CI', { build: 'success', test: log('jest/first.log') }), budget)
  })
  await step(kept, 'gate (sweep with keeper: true)', 'sweep: the keeper takes it up', () =>
    sweep({ keeper: 'true' })
  )
  await step(kept, 'gate', "keeper's fixer pushes; green", () => {
    push(kept)
    return gateOn(ciWorkflow(kept, 'CI', { build: 'success', test: 'success' }), budget)
  })
  await step(kept, 'gate (sweep with keeper: true)', 'sweep: green on the fix', () =>
    sweep({ keeper: 'true' })
  )
  report(kept, [
    "the keeper's attempt counts against its own budget (5 per head commit, in the ledger), not the iteration's: the program stays paused until CI is green on a keeper fix.",
    "CI green on the keeper's fix while the program is paused is a skip for the CI-triggered gate; the keeper's next sweep releases it (Paused false, accepted)."
  ])

  const comments = gh.store.issueComments(stuck.issue).map((c) => c.body)
  const pauseComment = comments.find((body) => body.startsWith('## ⚠️'))
  console.log('\nThe pause comment on the stuck program issue:\n')
  console.log((pauseComment ?? '(none)').replace(/^/gm, '  | '))
  console.log('\nThe first fix prompt handed to the fixer (its first 15 lines):\n')
  console.log(
    (firstPrompt ?? '(none)')
      .split('\n')
      .slice(0, 15)
      .map((line) => `  | ${line}`)
      .join('\n')
  )
  console.log('  | …')
} finally {
  await gh.close()
  removeRunnerDirs()
}
