// go test's verdict lines: `--- FAIL: TestX (0.00s)` for each failed test (always printed), and
// with -v `--- PASS:` and `--- SKIP:` for the others too. Top-level tests are counted; subtests,
// indented under their parent, are not (a failed subtest fails its parent), but every failed
// one is named. Without -v a passing package prints only `ok  pkg 0.01s`: no count of tests,
// so nothing is counted for it (packages are not tests).

import type { Tally } from './tally.js'
import type { Family } from './types.js'

const VERDICT = /^( *)--- (PASS|FAIL|SKIP): (\S+) \(\d{1,10}\.\d{1,6}s\)$/

export function goTest(tally: Tally): Family {
  return {
    line(text, at) {
      const found = text.includes('--- ') ? VERDICT.exec(text) : null
      if (found === null) return
      const verdict = found[2]
      if (verdict === 'FAIL') tally.names.add(found[3] as string)
      if ((found[1] as string).length > 0) return
      tally.add(
        'go-test',
        {
          passed: verdict === 'PASS' ? 1 : 0,
          failed: verdict === 'FAIL' ? 1 : 0,
          skipped: verdict === 'SKIP' ? 1 : 0
        },
        at
      )
    },
    end: () => undefined
  }
}
