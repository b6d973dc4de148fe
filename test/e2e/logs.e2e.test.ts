// The failing-log pipeline through the bundled action: logs fetched over the API (redirect to
// plain text), signed, classified, and handed to the fixer in the prompt file.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { workflowRunPayload } from '../../emulator/payloads.js'
import { ROOT, runAction, type ActionRun } from '../../emulator/runner.js'
import { analyzeLog } from '../../src/rules/logs/index.js'
import { programPerCase, useEmulator } from '../support/loop.js'

const corpus = (name: string): string =>
  readFileSync(join(ROOT, 'test/fixtures/logs', name), 'utf8')

const gh = useEmulator()
const each = programPerCase(gh, 'logs', 'b')

type JobSpec = {
  name: string
  log?: string | null
  conclusion?: 'failure' | 'success'
  /** The failed step's name in the workflow. */
  step?: string
}

/** A red CI run whose jobs carry these logs; returns the gate's run over it. */
async function redRun(jobs: JobSpec[], inputs: Record<string, string> = {}): Promise<ActionRun> {
  const run = gh.store.addWorkflowRun({
    name: 'CI',
    headBranch: each.branch,
    headSha: each.sha,
    status: 'completed',
    conclusion: 'failure'
  })
  for (const job of jobs) {
    const id = gh.store.addJob({
      runId: run,
      name: job.name,
      status: 'completed',
      conclusion: job.conclusion ?? 'failure',
      steps: [
        { name: job.step ?? 'Run tests', number: 1, status: 'completed', conclusion: 'failure' }
      ],
      ...(typeof job.log === 'string' ? { log: job.log } : {})
    })
    if (job.log === null) gh.store.setJobLog(id, null)
  }
  return runAction({
    apiUrl: gh.url,
    eventName: 'workflow_run',
    payload: await workflowRunPayload(gh, run),
    inputs
  })
}

// What a log signs and classes as is the scanner's (test/unit/logs: the corpus, its pins and the
// generic families); here, what only the action does: fetch, combine jobs, read step names. A
// log that is gone (degraded to annotations and steps) is test/reliability/faults.e2e.test.ts's;
// injected text fenced as data in the prompt, security.e2e.test.ts's.
describe('failing logs', () => {
  it('signs and classifies a job log fetched through the redirect', async () => {
    const log = corpus('tsc/first.log')
    const result = await redRun([{ name: 'typecheck', log }])
    expect(result.exitCode).toBe(0)
    const expected = analyzeLog(log)
    expect(result.outputs).toMatchObject({
      decision: 'fix',
      signature: expected.signature,
      'failure-class': 'type'
    })
    const prompt = readFileSync(result.outputs['fix-prompt-file'] ?? '', 'utf8')
    expect(prompt).toContain(`attempt 1 of 5`)
    expect(prompt).toContain('TS2339')
    const redirected = gh.requests.filter((r) => r.path.startsWith('/_blobs/job-logs/'))
    expect(redirected.map((r) => r.status)).toEqual([200])
  })

  it('combines several failing jobs, each within its share of the byte budget', async () => {
    const big = `${'noise line that says nothing at all\n'.repeat(20000)}${corpus('jest/first.log')}`
    const result = await redRun(
      [
        { name: 'lint', log: corpus('eslint/first.log') },
        { name: 'test', log: big }
      ],
      { 'log-byte-budget': '8192' }
    )
    expect(result.outputs['failure-class']).toBe('lint')
    expect(result.outputs.signature).toContain('no-unused-vars')
    expect(result.outputs.signature).toContain('test:')
    const prompt = readFileSync(result.outputs['fix-prompt-file'] ?? '', 'utf8')
    const excerpt = prompt.slice(prompt.indexOf('## Log excerpt'))
    expect(Buffer.byteLength(excerpt)).toBeLessThan(8192 + 2048)
    expect(excerpt).toContain('=== CI / test ===')
    expect(excerpt).toContain('green-gate:')
  })

  it("classes a lint step's compiler-shaped findings as lint, from the step's name", async () => {
    // The script's name says nothing and the job is called build: the failed step's name, read
    // from the jobs API, says it lints, so gcc's warnings made errors are lint findings.
    const log = corpus('generic/gcclint/first.log').replaceAll('make lint', './ci/run.sh')
    const result = await redRun([{ name: 'build', step: 'Lint C sources', log }])
    expect(result.outputs['failure-class']).toBe('lint')
    const prompt = readFileSync(result.outputs['fix-prompt-file'] ?? '', 'utf8')
    expect(prompt).toContain('Failure class: **lint**')
    expect(prompt).toContain('Job CI / build: lint')
    expect(prompt).toContain('-Wunused-variable')
  })

  it("reads an external app's check output and annotations", async () => {
    const id = gh.store.addCheckRun({
      headSha: each.sha,
      name: 'codecheck',
      status: 'completed',
      conclusion: 'failure',
      appSlug: 'codecheck-app',
      output: { title: 'Lint failed', summary: 'src/a.ts:3:1 error no-console' }
    })
    gh.store.addAnnotation(id, {
      path: 'src/a.ts',
      startLine: 3,
      endLine: 3,
      level: 'failure',
      message: 'Unexpected console statement',
      title: 'no-console'
    })
    const result = await redRun([])
    expect(result.exitCode).toBe(0)
    expect(result.outputs.decision).toBe('fix')
    const prompt = readFileSync(result.outputs['fix-prompt-file'] ?? '', 'utf8')
    expect(prompt).toContain('Unexpected console statement')
  })
})
