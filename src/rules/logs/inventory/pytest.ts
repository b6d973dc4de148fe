// pytest's last line, once a run: `==== 2 failed, 3 passed, 1 skipped in 0.44s ====`, bare with
// -q (`2 failed, 3 passed in 0.44s`). The short summary before it names each failure
// (`FAILED tests/x.py::test_y - message`, `ERROR tests/x.py`).

import { pytestParts } from '../line-parts.js'
import { numberedWords, type Words } from './counts.js'
import { Names } from './names.js'
import type { Tally } from './tally.js'
import type { Counts, Family } from './types.js'

const TIMED = /^(\S.*) in \d{1,10}(?:\.\d{1,6})?s(?: \(\d{1,4}(?::\d\d){1,2}\))?$/
const KNOWN = [
  'passed',
  'failed',
  'error',
  'errors',
  'skipped',
  'xfailed',
  'xpassed',
  'deselected',
  'warning',
  'warnings',
  'rerun',
  'subtests passed',
  'subtests failed',
  'subtests skipped'
]

/** The text between a rule of `=` on each side, or undefined. */
function betweenRules(line: string): string | undefined {
  let start = 0
  while (line.charCodeAt(start) === 61 /* = */) start++
  let end = line.length
  while (end > start && line.charCodeAt(end - 1) === 61) end--
  if (start === 0 || end === line.length || line[start] !== ' ' || line[end - 1] !== ' ') {
    return undefined
  }
  return line.slice(start + 1, end - 1)
}

const tests = (words: Words): boolean =>
  ['passed', 'failed', 'error', 'errors', 'skipped', 'xfailed', 'xpassed'].some((w) => words.has(w))

export function pytestCounts(line: string): Counts | undefined {
  // Every summary ends with its time: `in 0.44s` or `in 125.20s (0:02:05)`, then its rule.
  if (!/[s)=]$/.test(line)) return undefined
  const inner = betweenRules(line)
  const found = TIMED.exec(inner ?? line)
  if (found === null) return undefined
  const head = found[1] as string
  if (head === 'no tests ran') return { passed: 0, failed: 0, skipped: 0 }
  const words = numberedWords(head, ', ')
  if (words === undefined || !tests(words)) return undefined
  // Bare, the line is only taken with words pytest prints.
  if (
    inner === undefined &&
    !head.split(', ').every((p) => KNOWN.includes(p.replace(/^\d+ /, '')))
  ) {
    return undefined
  }
  return {
    passed: words.sum('passed', 'xpassed'),
    failed: words.sum('failed', 'error', 'errors'),
    skipped: words.sum('skipped', 'xfailed')
  }
}

export function pytest(tally: Tally): Family {
  const failed = new Names()
  return {
    line(text, at) {
      if (text.startsWith('FAILED ') || text.startsWith('ERROR ') || text.includes('.py::')) {
        const parts = pytestParts(text)
        if (parts !== undefined) {
          return failed.add(parts.test === undefined ? parts.file : `${parts.file}::${parts.test}`)
        }
      }
      const counts = pytestCounts(text)
      if (counts === undefined) return
      tally.add('pytest', counts, at)
      failed.moveTo(tally.names)
    },
    end: () => failed.clear()
  }
}
