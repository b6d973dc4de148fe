// The committed bundle must be exactly what `npm run bundle` builds from the committed source,
// or the action people run is not the code that was reviewed.
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { ROOT } from '../../emulator/runner.js'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort()
}

describe('dist/', () => {
  it('matches a fresh build of src/', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'green-gate-dist-'))
    execFileSync(process.execPath, ['scripts/package.mjs', fresh], { cwd: ROOT, stdio: 'pipe' })
    const committed = join(ROOT, 'dist')
    const files = await listFiles(fresh)
    expect(await listFiles(committed)).toEqual(files)
    const stale = []
    for (const file of files) {
      const [a, b] = await Promise.all([
        readFile(join(fresh, file)),
        readFile(join(committed, file))
      ])
      if (!a.equals(b)) stale.push(file)
    }
    // When this fails, run `npm run bundle` and commit dist/.
    expect(stale).toEqual([])
  }, 120_000)
})
