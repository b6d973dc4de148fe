// The fixer's dependency cache end to end: the fixer job (mode fix, bundled action) restores
// `fix-cache-paths` from the runner's cache service before fix-command runs and saves them after a
// fix that hands back commits. The cache service is the emulator's, called by the toolkit's own
// client as on a runner; the second fix attempt finds what the first one installed.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  useOrigin,
  fixAndPush,
  fixer,
  gitProgram,
  deliverRed,
  redOnFix
} from '../support/git-origin.js'
import { useEmulator } from '../support/loop.js'

const gh = useEmulator()
const origin = useOrigin()

/** A type error: a failure other than the first round's, so the second round is a new attempt. */
const TSC_LOG = [
  '##[group]Run npx tsc --noEmit',
  'npx tsc --noEmit',
  '##[endgroup]',
  "src/app.ts(3,7): error TS2339: Property 'size' does not exist on type 'Widget'.",
  '##[error]Process completed with exit code 2.'
].join('\n')

describe('the fixer dependency cache', () => {
  it('is saved after the first fix and restored on the second attempt', async () => {
    const p = gitProgram(gh, origin, 'cached')
    // Installs its "dependencies" unless the cache brought them, and records which it was.
    const { command, out } = fixer(origin, 'caches', [
      'if [ -f .deps/lib.txt ]; then echo "hit $(cat .deps/lib.txt)" >> "$OUT/installs"',
      'else mkdir -p .deps && echo "installed by $GREEN_GATE_ATTEMPT" > .deps/lib.txt && echo miss >> "$OUT/installs"; fi',
      'echo "fixed by attempt $GREEN_GATE_ATTEMPT" >> app.txt',
      'git add app.txt',
      'git commit -qm "fix attempt $GREEN_GATE_ATTEMPT"'
    ])
    const cache = {
      fix: { 'fix-cache-paths': '.deps', 'fix-cache-key-files': 'app.txt' },
      fixEnv: { ACTIONS_CACHE_URL: `${gh.url}/_cache/`, ACTIONS_RUNTIME_TOKEN: 'runtime-token' }
    }

    const red = await deliverRed(gh, origin, p)
    expect(red.result.outputs).toMatchObject({ decision: 'fix', attempt: '1' })
    const first = await fixAndPush(gh, origin, red, command, cache)
    expect(first.fix.exitCode).toBe(0)
    expect(first.fix.stdout).toMatch(/green-gate: no fix cache for green-gate-fix-Linux-\w+/)
    expect(first.fix.stdout).toMatch(/green-gate: fix cache saved as green-gate-fix-Linux-\w+/)
    expect(
      gh.store.caches.map((c) => [c.key.startsWith('green-gate-fix-Linux-'), c.committed])
    ).toEqual([[true, true]])

    // CI fails on the fix in a new way: attempt 2, in a fresh checkout of the fix.
    const { run: again } = await redOnFix(gh, origin, p, first.push, { log: TSC_LOG })
    expect(again.result.outputs).toMatchObject({ decision: 'fix', attempt: '2' })
    const second = await fixAndPush(gh, origin, again, command, cache)
    expect(second.fix.exitCode).toBe(0)
    // app.txt changed, so its hash did: the entry is found by the prefix, and saved anew.
    expect(second.fix.stdout).toMatch(
      /green-gate: fix cache restored from green-gate-fix-Linux-\w+/
    )
    expect(readFileSync(join(out, 'installs'), 'utf8')).toBe('miss\nhit installed by 1\n')
    expect(gh.store.caches).toHaveLength(2)
  })
})
