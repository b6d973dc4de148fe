// `npm run demo`: the whole loop with no token and no network. The bundled action runs as a
// runner would start it, against the local GitHub; CI results (with real tools' failing logs)
// and the fixer's pushes are scripted. Each decision is printed, then the final state files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GitHubEmulator } from '../emulator/index.js'
import { workflowRunPayload } from '../emulator/payloads.js'
import { removeRunnerDirs, ROOT, runAction } from '../emulator/runner.js'
import { parseStateFile, renderStateTemplate } from '../src/state/index.js'

/** A CI job: passed, still running, or failed with one of the recorded real-tool logs. */
type Job = 'success' | 'running' | { failedWith: string }
const STATE_BRANCH = 'memory/autoloop'
const log = (name: string): Job => ({
  failedWith: readFileSync(join(ROOT, 'test/fixtures/logs', name), 'utf8')
})

const gh = await GitHubEmulator.start()
let commits = 0

/** A push to the program branch, CI finishing with these jobs, and the gate's verdict. */
async function ciRound(program: string, title: string, jobs: Record<string, Job>): Promise<void> {
  const branch = `autoloop/${program}`
  const sha = (++commits).toString(16).padStart(7, '0').padEnd(40, 'a')
  gh.store.setBranch(branch, sha)
  const failed = Object.values(jobs).some((j) => typeof j === 'object')
  const run = gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: branch,
    headSha: sha,
    status: 'completed',
    conclusion: failed ? 'failure' : 'success'
  })
  for (const [name, job] of Object.entries(jobs)) {
    gh.store.addJob({
      runId: run,
      name,
      status: job === 'running' ? 'in_progress' : 'completed',
      conclusion: job === 'running' ? null : job === 'success' ? 'success' : 'failure',
      ...(typeof job === 'object' ? { log: job.failedWith } : {})
    })
  }
  const payload = await workflowRunPayload(gh, run)
  const result = await runAction({ apiUrl: gh.url, eventName: 'workflow_run', payload })
  const o = result.outputs
  console.log(`  ${title}\n    → ${o.decision}: ${o.reason}`)
  if (o.signature) console.log(`      signature: ${o.signature}  (class ${o['failure-class']})`)
  if (o['fix-prompt-file']) console.log(`      fix prompt: ${o['fix-prompt-file']}`)
  if (result.exitCode !== 0) console.log(`    step failed: ${result.stdout.trim()}`)
}

/** The state file's rows the scheduler acts on, as they stand now. */
function showHold(program: string): void {
  const text = gh.store.readFile(STATE_BRANCH, `${program}.md`)?.content ?? ''
  const parsed = parseStateFile(text)
  if (!parsed.ok) return
  const { paused, pauseReason, ciLedger } = parsed.doc.state
  const scheduler = paused ? `skips it (paused: ${pauseReason ?? '—'})` : 'may run it'
  console.log(
    `      ${program}.md: | Paused | ${paused} | · | CI Ledger | ${ciLedger ?? '—'} | → autoloop's scheduler ${scheduler}`
  )
}

let sweeps = 0
/** A scheduled sweep run of the gate. */
async function sweep(title: string): Promise<void> {
  const result = await runAction({
    apiUrl: gh.url,
    eventName: 'schedule',
    payload: {},
    inputs: { mode: 'sweep' },
    runId: 990_000 + ++sweeps
  })
  console.log(`  ${title}\n    → ${result.outputs.decision}: ${result.outputs.reason}`)
}

/**
 * An autoloop run's memory save: the root-level *.md files as the run cloned them at its start,
 * copied back over the state branch at its end, whatever the gate wrote meanwhile.
 */
function autoloopRunStarts(): () => void {
  const clone = gh.store
    .listFiles(STATE_BRANCH)
    .filter((path) => !path.includes('/') && path.endsWith('.md'))
    .map((path) => [path, gh.store.readFile(STATE_BRANCH, path)?.content ?? ''] as const)
  return () => {
    for (const [path, text] of clone) gh.store.putFile(STATE_BRANCH, path, text, 'Update memory')
  }
}

function setUpProgram(program: string): number {
  const issue = gh.store.addIssue({ title: `Autoloop: ${program}` })
  gh.store.putFile(STATE_BRANCH, `${program}.md`, renderStateTemplate({ program, issue }))
  gh.store.addPull({ headRef: `autoloop/${program}`, headSha: '0'.repeat(40) })
  return issue
}

try {
  gh.store.setBranch(STATE_BRANCH, 'f'.repeat(40))

  console.log('\nScenario 1: red, the fixer pushes a fix, green')
  const demoIssue = setUpProgram('demo')
  await ciRound('demo', 'agent pushes an iteration; a jest test fails', {
    build: 'success',
    test: log('jest/first.log')
  })
  // The hold: while the fix loop runs, the scheduler starts no new iteration on the red branch.
  showHold('demo')
  await ciRound('demo', 'fixer pushes a fix; tests still running', {
    build: 'success',
    test: 'running'
  })
  await ciRound('demo', 'tests finish green', { build: 'success', test: 'success' })
  showHold('demo')

  console.log('\nScenario 2: the fixer leaves the same failure; a memory save reverts the pause')
  setUpProgram('stuck')
  const memorySave = autoloopRunStarts()
  await ciRound('stuck', 'agent pushes; eslint fails', {
    lint: log('eslint/first.log'),
    test: 'success'
  })
  await ciRound('stuck', 'fixer pushes; eslint fails the same way (lines moved)', {
    lint: log('eslint/first-rerun.log'),
    test: 'success'
  })
  showHold('stuck')
  console.log('  an autoloop run that cloned memory/autoloop before the pause saves its memory')
  memorySave()
  showHold('stuck')
  await sweep('the next sweep finds stuck.md behind its ledger (.green-gate/stuck.json)')
  showHold('stuck')
  await ciRound('stuck', 'another push while paused', {
    lint: log('eslint/second.log'),
    test: 'success'
  })

  console.log('\nA maintainer edits stuck.md on memory/autoloop: | Paused | false |')
  const file = gh.store.readFile(STATE_BRANCH, 'stuck.md')
  if (file === undefined) throw new Error('stuck.md is missing')
  gh.store.putFile(
    STATE_BRANCH,
    'stuck.md',
    file.content.replace('| Paused | true |', '| Paused | false |')
  )
  showHold('stuck')
  await ciRound('stuck', 'maintainer fixes lint by hand and pushes', {
    lint: 'success',
    test: 'success'
  })
  showHold('stuck')

  console.log('\nComments on the demo program issue:')
  for (const c of gh.store.issueComments(demoIssue))
    console.log(`  ---\n${c.body.replace(/^/gm, '  ')}`)
  for (const program of ['demo', 'stuck']) {
    console.log(`\nFinal ${STATE_BRANCH}:${program}.md\n`)
    console.log(gh.store.readFile(STATE_BRANCH, `${program}.md`)?.content)
  }
} finally {
  await gh.close()
  removeRunnerDirs()
}
