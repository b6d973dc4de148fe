// Bench row "bundle": the size of dist/index.js as it ships, raw and gzipped,
// and what importing it costs a cold node. The issue sets no target here; the figures are
// reported. Importing the bundle runs the action (its entry ends in `await run()`), so the
// child gets a harmless environment: a workflow_run for a branch outside branch-pattern, which
// the gate skips before it creates an API client. Nothing is listening, and nothing needs to.
// The built-in modules it loads are held against the minimal @actions/core action's: the
// toolkit brings node's HTTP stack, the skip path must bring nothing more.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { parse } from 'yaml'
import { GitHubEmulator } from '../emulator/index.js'
import { workflowRunPayload } from '../emulator/payloads.js'
import { parseOutputFile } from '../emulator/runner.js'
import { bundleMinimalCoreAction } from './minimal-core.js'
import {
  median,
  mib,
  runnerEnv,
  seconds,
  timeCommand,
  type BenchRow,
  type RowResult
} from './support.js'

const BUNDLE = 'dist/index.js'
const UNGATED_BRANCH = 'feature/not-gated'

/**
 * Runs inside the child. performance.now() counts from the process's time origin, so the first
 * reading is node's own start-up before user code, the second adds loading, evaluating and
 * running the bundle to its skip decision. process.moduleLoadList names every built-in module
 * node has loaded, so the difference is what the bundle loads on its way to the skip.
 */
const IMPORT_SCRIPT = `import { writeFileSync } from 'node:fs'
const bootMs = performance.now()
// After the first reading: the global performance object loads its own modules on first use.
const before = new Set(process.moduleLoadList)
await import(process.env.GREEN_GATE_BENCH_BUNDLE)
const importMs = performance.now() - bootMs
const builtins = process.moduleLoadList
  .filter((m) => !before.has(m) && m.startsWith('NativeModule '))
  .map((m) => m.slice('NativeModule '.length))
writeFileSync(process.env.GREEN_GATE_BENCH_TIMES, JSON.stringify({ bootMs, importMs, builtins }))
`

/**
 * Node's HTTP stack, which @actions/core loads for its OIDC client. `net` is left out:
 * process.stdout on a pipe, as on a runner, is a net.Socket.
 */
const HTTP_STACK =
  /^(tls|dns|http|https|http2|zlib|_http_\w+|internal\/(http|http2|tls|dns)(\/.*)?)$/

interface ColdImport {
  wallMs: number
  bootMs: number
  importMs: number
  builtins: string[]
  status: number | string
  stderr: string
}

/** IMPORT_SCRIPT in a cold child: its readings, or an error when it exited before writing them. */
function importCold(
  root: string,
  env: Record<string, string>,
  bundleUrl: string,
  timesFile: string
): ColdImport {
  const run = timeCommand(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT], {
    cwd: root,
    env: { ...env, GREEN_GATE_BENCH_BUNDLE: bundleUrl, GREEN_GATE_BENCH_TIMES: timesFile }
  })
  if (!existsSync(timesFile)) {
    throw new Error(
      `${bundleUrl} exited (${run.status}) before its import returned ${run.stderr.trim()}`
    )
  }
  const times = JSON.parse(readFileSync(timesFile, 'utf8')) as Omit<
    ColdImport,
    'wallMs' | 'status' | 'stderr'
  >
  rmSync(timesFile)
  return { wallMs: run.wallMs, status: run.status, stderr: run.stderr, ...times }
}

/** The runner's INPUT_* variables: every input of action.yml with its default, and a token. */
function inputEnv(root: string): Record<string, string> {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: unknown }>
  }
  return Object.fromEntries(
    Object.entries(action.inputs).map(([name, spec]) => [
      `INPUT_${name.toUpperCase()}`,
      name === 'github-token' ? 'ghs_bench_unused' : String(spec.default ?? '')
    ])
  )
}

export const bundle: BenchRow = {
  id: 'bundle',

  async run({ root, runs, tempDir, progress }): Promise<RowResult> {
    const path = join(root, BUNDLE)
    const bytes = readFileSync(path)
    // zlib's default level 6, the one gzip(1) uses unless told otherwise.
    const gzipBytes = gzipSync(bytes).length

    const dir = await tempDir('bundle')
    const files = {
      event: join(dir, 'event.json'),
      output: join(dir, 'output'),
      summary: join(dir, 'summary.md'),
      times: join(dir, 'times.json')
    }
    // The event GitHub would deliver, read from the emulator like every other payload here.
    const gh = await GitHubEmulator.start()
    try {
      const runId = gh.store.addWorkflowRun({
        name: 'CI',
        headBranch: UNGATED_BRANCH,
        headSha: 'c'.repeat(40),
        status: 'completed',
        conclusion: 'success'
      })
      writeFileSync(files.event, JSON.stringify(await workflowRunPayload(gh, runId)))
    } finally {
      await gh.close()
    }
    const env = runnerEnv({
      ...inputEnv(root),
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/widgets',
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir
    })

    const importOnce = (): ColdImport => {
      writeFileSync(files.output, '')
      writeFileSync(files.summary, '')
      const run = importCold(root, env, pathToFileURL(path).href, files.times)
      const outputs = parseOutputFile(readFileSync(files.output, 'utf8'))
      if (run.status !== 0 || outputs.decision !== 'skip') {
        throw new Error(
          `importing ${BUNDLE} on the skip path: exit ${run.status}, decision ` +
            `${outputs.decision ?? 'none'} (${outputs.reason ?? ''}) ${run.stderr.trim()}`
        )
      }
      return run
    }
    const bareOnce = (): number => {
      const run = timeCommand(process.execPath, ['-e', ''], { cwd: root, env: runnerEnv() })
      if (run.status !== 0) throw new Error(`node -e '' exited ${run.status}`)
      return run.wallMs
    }

    progress('bundle: bundling the minimal @actions/core action')
    const minimal = bundleMinimalCoreAction(root, await tempDir('minimal-core'))
    minimal.reset()
    const least = importCold(
      root,
      runnerEnv(minimal.env),
      pathToFileURL(minimal.entry).href,
      files.times
    )
    minimal.check(least.status)

    progress('bundle: warm-up')
    const { builtins } = importOnce()
    const httpStack = builtins.filter((m) => HTTP_STACK.test(m))
    const beyondCore = builtins.filter((m) => !least.builtins.includes(m))
    bareOnce()
    const samples = {
      importWallMs: [] as number[],
      importInProcessMs: [] as number[],
      nodeBootInChildMs: [] as number[],
      bareNodeMs: [] as number[]
    }
    for (let i = 1; i <= runs; i++) {
      progress(`bundle: run ${i}/${runs}`)
      const imported = importOnce()
      samples.importWallMs.push(imported.wallMs)
      samples.importInProcessMs.push(imported.importMs)
      samples.nodeBootInChildMs.push(imported.bootMs)
      samples.bareNodeMs.push(bareOnce())
    }
    const medians = {
      bytes: bytes.length,
      gzipBytes,
      importWallMs: median(samples.importWallMs),
      importInProcessMs: median(samples.importInProcessMs),
      nodeBootInChildMs: median(samples.nodeBootInChildMs),
      bareNodeMs: median(samples.bareNodeMs)
    }

    const kib = (n: number): string => `${(n / 1024).toFixed(0)} KiB`
    return {
      lines: [
        {
          row: `Bundle: ${BUNDLE} size`,
          measured: `${mib(bytes.length, 2)} (${bytes.length} B)`,
          baseline: `gzip -6: ${kib(gzipBytes)} (${gzipBytes} B)`,
          ratio: `gzip ${(gzipBytes / bytes.length).toFixed(2)}×`,
          target: 'n/a (report)',
          met: undefined,
          margin: ''
        },
        {
          row: `Bundle: cold import of ${BUNDLE} (skip path)`,
          measured: `${seconds(medians.importWallMs)} (import ${seconds(medians.importInProcessMs)})`,
          baseline: `node -e '': ${seconds(medians.bareNodeMs)}`,
          ratio: `${(medians.importWallMs / medians.bareNodeMs).toFixed(2)}× bare node`,
          target: 'n/a (report)',
          met: undefined,
          margin: ''
        },
        {
          row: `Bundle: built-in modules the skip path loads beyond bare node`,
          measured: `${builtins.length}, of them the HTTP stack: ${httpStack.length}`,
          baseline: `minimal @actions/core action: ${least.builtins.length}`,
          ratio: '—',
          target: 'none beyond the minimal action',
          met: beyondCore.length === 0,
          margin: beyondCore.length === 0 ? 'none beyond' : `${beyondCore.join(', ')} beyond`
        }
      ],
      samples,
      medians,
      details: {
        bundle: BUNDLE,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        gzip: 'node:zlib gzipSync, default level 6',
        command: `node --input-type=module -e "await import('${BUNDLE}')", with two performance.now() readings around the import (IMPORT_SCRIPT in bench/bundle.ts)`,
        environment: `built from scratch like emulator/runner.ts (PATH and HOME from the host, action.yml input defaults, a workflow_run for ${UNGATED_BRANCH}); the gate skips it before creating an API client (decision checked on every run)`,
        importInProcess:
          'performance.now() around the dynamic import inside the child: loading, evaluating and running the bundle to its skip decision, without node start-up',
        nodeBootInChild:
          'performance.now() at the first line of the child script: node start-up before user code',
        baselineCommand: "node -e ''",
        builtinsLoadedBySkipPath: builtins,
        builtinsLoadedByMinimalCoreAction: least.builtins
      }
    }
  }
}
