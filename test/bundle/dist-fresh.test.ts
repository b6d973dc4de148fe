// The committed bundle must be what `npm run bundle` builds from the committed source, or the
// action people run is not the code that was reviewed. The build records a digest of its inputs
// and of its output; comparing them takes milliseconds. The full rebuild and byte-for-byte
// comparison runs in CI (.github/workflows/check-dist.yml).
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { FINGERPRINT_FILE, fingerprint } from '../../scripts/fingerprint.mjs'

describe('dist/', () => {
  it('is the build of the committed source, unedited', () => {
    const dist = join(ROOT, 'dist')
    const recorded: unknown = JSON.parse(readFileSync(join(dist, FINGERPRINT_FILE), 'utf8'))
    // When this fails, run `npm run bundle` and commit dist/.
    expect(fingerprint(ROOT, dist)).toEqual(recorded)
  })
})
