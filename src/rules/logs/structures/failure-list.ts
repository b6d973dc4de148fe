// Failing tests as runners list them, whatever the runner:
// - numbered lists under a failure heading or with failure details (`1) Suite name` … `Message:`,
//   `Failure/Error:`, `Failed asserting`);
// - marked lines (`✘ [fail]: name`, `FAIL "name"`, `not ok 3 name` under the last TAP comment
//   above it, where a runner names the test or the group its assertions belong to, and
//   `not ok: name: message` with no number);
// - `Failed test 'name'`, a banner that ends in FAILED (`==== name-1.1 FAILED`), a verdict
//   (`[  FAILED  ] Calc.Adds`, `Test: upcase ...FAILED`), and a source location whose next line
//   says it failed (`File "x.py", line 4, in mod.fn` / `Failed example:`).
// Each test is placed in the first of the repository's files its details point to: under the
// item, under a later line that repeats its name (a summary list, then the details), or
// between the line that opened the test (`[ RUN      ] Calc.Adds`) and its verdict. A test
// listed again (a summary of the failures) is the same test. A test its details place nowhere
// belongs to the file the run last announced (`Running tests/roundtrip.rs (target/...)`,
// `Test file: tests/test_stats.R`). A test whose details open with an exit term
// (`{{badmatch,...},[...]}`) died of the term's tag: its code.

import { normalizeName } from '../normalize.js'
import { isCountLine } from './count-lines.js'
import { ownPath } from './diagnostics.js'
import { FAILURE_MARK, MARKS, type Found, type Reading } from './found.js'
import { frameOf, ownLocationIn } from './locations.js'
import { dashedRule, trailingRule } from './rule-ids.js'
import { failedVerdictName } from './verdicts.js'

const NUMBERED = /^(\s*)\d+\) (\S.*)$/
const MARKED = new RegExp(
  `^(\\s*)(?:(?:[${MARKS}]|FAIL(?:ED)?!?\\s*:|FAIL(?:ED)?\\b)\\s*(?:\\[fail\\]:\\s*)?)(\\S.*)$`,
  'u'
)
const TAP_NOT_OK = /^(\s*)not ok \d+(?: -)? (\S.*)$/
const TAP_RESULT = /^\s*(?:not )?ok \d+\b/
// TAP's words with no number, the message after the name: `not ok: span_counts: got -4, want 4`.
const NOT_OK_COLON = /^(\s*)not ok:\s*([^:\s][^:]*)(?::\s|:?$)/
const TAP_COMMENT = /^#\s+(\S.*)$/
const FAILED_TEST = /^(#?\s*)Failed test:?\s+['"‘`]?(\S.*?)['"’`]?\s*$/
const BANNER = /^(\s*)(?:={2,}|\*{2,}|-{2,})\s*(\S+)(?:\s.*)?\sFAIL(?:ED)?\s*$/
const FAILED_NEXT = /^\s*Fail/
// A file in a folder, alone: `src/greet.coffee`.
const FILE_ALONE = /^(?:[\w.-]+\/)+[\w-][\w.-]*\.[A-Za-z]\w*$/
// A passed test's mark, which no group's line carries.
const PASSED_MARK = /^[✓✔√]/
/** How far above a marked test its group's line may be: the group's other tests come between. */
const GROUP_REACH = 20
// A test's path of names, suite first, heading its failure: `cart > sums prices times quantities:`.
const HEADED_TEST = /^(\S[^:>]*(?: > [^:>]+)+):\s*$/
/** How far under its heading a test's frame may be: the values compared come first. */
const HEADED_DETAIL_LINES = 8
// A harness announcing the file it runs, with a word for its kind: `Running unittests src/a.rs`,
// labelling it: `Test file: tests/test_stats.R`, or naming it alone as a heading over its tests
// (`t/greet_test.sh:`, `t/dates.t ..`).
const RUNNING =
  /^\s*(?:(?:Running\s+(?:[a-z]+\s+)?|Test file:\s+)([^\s(]+)|((?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z]\w*)(?::|\s+\.{2,}.*)?\s*$)/
const FAILURE_HEADING = /\b(?:fail|error)/i
const FAILURE_DETAIL =
  /\b(?:Failure|Error|Expected|expected|assert\w*|Message:|failed|got:|Received|actual)\b/
// The place a runner prints after a test's name: `line: 16 tests/a.cpp`, `[test/a.rb:8]:`,
// `(tests/a.c:16)`, `at tests/a.c:16`. Its line moves with every edit above it.
/** How long a place after a test's name may be. */
const PLACE_CHARS = 300
const PLACE_AFTER =
  /\s+(?:line:?\s*\d+\s+(\S+)|\[([^\s\]]+?):\d+(?::\d+)?\]|\(?(?:at\s+)?([^\s()]+?):\d+(?::\d+)?\)?):?$/
// A closing line that says problems were found, with no count: `✗ Issues found`.
const TALLY = /^(?:issues|problems|errors|failures|warnings|violations)\s+(?:found|detected)\b/i
const MODULE_TAG = /\s\((?:[a-z_]\w*\.)*[A-Z]\w*(?:\.[A-Z]\w*)*\)$/
// A numbered item that is only a verdict: its test is on the next line (`1) Failure:` then
// `TestSlug#test_joins [test/slug_test.rb:8]:`).
const VERDICT_ONLY = /^(?:Failure|Error|FAIL(?:ED|URE)?|ERROR):?$/
// A verdict that gives only the test's time: `• [FAILED] [0.001 seconds]`, its name under it.
const TIME_ONLY = /^[[(]?\d+(?:\.\d+)? ?(?:ms|s|sec|seconds?)[\])]?$/
// A name, then the verdict alone: `Chrome Headless 120.0 (Linux) Cart adds items FAILED`.
const THEN_FAILED = ' FAILED'
const PLACED = /\S:\d+(?::\d+)?:/
// The reason a test died of as a runner prints an exit term: its tag, `{{badmatch,{2,[]}},[...]}`
// or `{badarith,[...]}`; the values in it change from run to run, the tag does not.
const REASON_TERM = /(?:^|\s)\{(?:\{([a-z]\w*),|([a-z]\w*),\s*\[)/
/** How far an item's details reach, and those printed apart under its name again. */
const BLOCK_LINES = 30
const DETAIL_LINES = 12

interface Item {
  readonly at: number
  readonly name: string
  readonly indent: number
  /** A file named on the item's own line (a located heading). */
  readonly file?: string
  /** Numbered: its details may sit at its own indent, up to the next item. */
  readonly numbered?: boolean
  /** The last line of its details, when its shape says where they end. */
  readonly end?: number
}

const indentOf = (line: string): number => /^[\s#]*/.exec(line)?.[0].length ?? 0

/**
 * A test's name as listed: unquoted, and no count, rule or location posing as one. A TAP result
 * is a test whatever it ends with (`not ok 1 test_add (tests.test_calc.CalcTest.test_add)`), and
 * so is a numbered failure with its module after it (`1) test adds two numbers (CalcTest)`); a
 * marked line that ends in `(SomeRule)` is a linter's.
 */
function nameOf(raw: string, result = false, numbered = false): string | undefined {
  const name = raw
    .replace(/^["'“‘`](.*)["'”’`]$/, '$1')
    .replace(/:$/, '')
    .trim()
  const moduled = numbered && MODULE_TAG.test(name)
  const ruled = !result && !moduled && (trailingRule(name) ?? dashedRule(name)) !== undefined
  // A marked file alone heads a linter's findings in it (`✗ src/greet.coffee`), each led by its
  // line (`✗ #2: Line exceeds ...`): no test is named either way.
  const file = !result && !numbered && (FILE_ALONE.test(name) || /^#?\d+:\s/.test(name))
  if (!/[A-Za-z]{2}/.test(name) || isCountLine(name) || ruled || file || TALLY.test(name)) {
    return undefined
  }
  return frameOf(name) === undefined ? name : undefined
}

/** Whether a numbered list at `at` is a list of failures: its heading or its details say so. */
function listsFailures(lines: readonly string[], at: number): boolean {
  for (let i = at - 1, seen = 0; i >= 0 && seen < 3; i--) {
    const line = lines[i] ?? ''
    if (line.trim() === '') continue
    if (!NUMBERED.test(line) && FAILURE_HEADING.test(line)) return true
    seen++
  }
  return lines.slice(at + 1, at + 8).some((line) => FAILURE_DETAIL.test(line))
}

/**
 * A test's path of names heading its failure (`cart > sums prices:`), the values it compared and
 * a frame of the repository's code under it.
 */
function headedTest(lines: readonly string[], at: number): Item | undefined {
  const name = HEADED_TEST.exec(lines[at] ?? '')?.[1]
  if (name === undefined) return undefined
  for (let i = at + 1; i <= at + HEADED_DETAIL_LINES && i < lines.length; i++) {
    const frame = frameOf(lines[i] ?? '')
    if (frame?.own === true) return { at, name, indent: 0, file: frame.file, end: i }
  }
  return undefined
}

/**
 * What a line says of a failed test: what a list's mark (`m`) or a verdict leaves of it, or
 * a name with a bare verdict after it when its details say it failed (`Cart adds items FAILED`
 * over `    Expected 2 to equal 3.`). TAP names the test, or the group of tests, in a comment
 * above its assertions: the name is both, as neither alone tells two failures apart.
 */
function saidAt(
  lines: readonly string[],
  at: number,
  listed: RegExpExecArray | null,
  tapComment: string | undefined
): string | undefined {
  const line = lines[at] ?? ''
  const m =
    listed ??
    FAILED_TEST.exec(line) ??
    BANNER.exec(line) ??
    NOT_OK_COLON.exec(line) ??
    MARKED.exec(line)
  if (m !== null) return tapComment !== undefined ? `${tapComment} > ${m[2] ?? ''}` : (m[2] ?? '')
  const verdict = failedVerdictName(line)
  if (verdict !== undefined) return verdict
  const named = line.endsWith(THEN_FAILED) ? line.slice(0, -THEN_FAILED.length).trim() : ''
  const next = lines[at + 1] ?? ''
  return named !== '' && /^\s+\S/.test(next) && FAILURE_DETAIL.test(next) ? named : undefined
}

/**
 * The line a marked test is nested under: the nearest one above it less indented, when it is
 * a name (no mark, no count, no file).
 */
function groupAbove(lines: readonly string[], at: number): string | undefined {
  const indent = indentOf(lines[at] ?? '')
  if (indent === 0) return undefined
  for (let i = at - 1; i >= 0 && i >= at - GROUP_REACH; i--) {
    const line = lines[i] ?? ''
    if (line.trim() === '' || indentOf(line) >= indent) continue
    const name = line.trim().replace(/:$/, '')
    const named = /[A-Za-z]{2}/.test(name) && !PASSED_MARK.test(name) && !FAILURE_MARK.test(name)
    return named && !isCountLine(name) && ownPath(name) === undefined ? name : undefined
  }
  return undefined
}

/** The item a line opens, if it opens one. */
function itemAt(
  lines: readonly string[],
  at: number,
  tapComment: string | undefined
): Item | undefined {
  const line = lines[at] ?? ''
  const frame = frameOf(line)
  if (frame?.fn !== undefined && FAILED_NEXT.test(lines[at + 1] ?? '')) {
    return {
      at,
      name: frame.fn,
      indent: indentOf(line),
      ...(frame.own ? { file: frame.file } : {})
    }
  }
  const headed = headedTest(lines, at)
  if (headed !== undefined) return headed
  const tap = TAP_NOT_OK.exec(line)
  const numbered = tap === null ? NUMBERED.exec(line) : null
  if (numbered !== null && !listsFailures(lines, at)) return undefined
  const said = saidAt(lines, at, tap ?? numbered, tap !== null ? tapComment : undefined)
  // A verdict with no name, or only its time: the test is on the next line.
  const bare =
    (numbered !== null && VERDICT_ONLY.test(said?.trim() ?? '')) || TIME_ONLY.test(said ?? '')
  const raw = bare ? (lines[at + 1] ?? '').trim() : said
  // The place is read in the line's tail: it is short, and a long name is not searched again.
  const tail = Math.max(0, (raw?.length ?? 0) - PLACE_CHARS)
  const place = raw === undefined ? null : PLACE_AFTER.exec(raw.slice(tail))
  const path = place?.[1] ?? place?.[2] ?? place?.[3]
  const named =
    path === undefined || !/[./]/.test(path) ? raw : raw?.slice(0, tail + (place?.index ?? 0))
  const listed = named === undefined ? undefined : nameOf(named, tap !== null, numbered !== null)
  if (listed === undefined) return undefined
  // A marked test nested under its group's line: the group names it too.
  const group = FAILURE_MARK.test(line) ? groupAbove(lines, at) : undefined
  const name = group === undefined ? listed : `${group} > ${listed}`
  const file = path === undefined ? undefined : ownPath(path)
  return {
    at,
    name,
    indent: indentOf(line),
    ...(numbered === null ? {} : { numbered: true }),
    ...(file === undefined ? {} : { file })
  }
}

/**
 * The lines of an item's details: the next one, and those indented deeper than the item; a
 * numbered item's run on at its own indent (`1) CalcTest::testAdd`, the message, then the file)
 * up to the next item or the counts.
 */
function blockOf(lines: readonly string[], item: Item): number[] {
  const { at: from, indent, end } = item
  if (end !== undefined) return Array.from({ length: end - from }, (_, k) => from + 1 + k)
  const block: number[] = []
  for (let i = from + 1; i < lines.length && i <= from + BLOCK_LINES; i++) {
    const line = lines[i] ?? ''
    const ends =
      item.numbered === true
        ? (indentOf(line) <= indent && NUMBERED.test(line)) || isCountLine(line)
        : !(line.trim() === '' || indentOf(line) > indent)
    if (i > from + 1 && (ends || TAP_RESULT.test(line))) break
    block.push(i)
  }
  return block
}

/** The line above `at` that opened the test `name` (`[ RUN      ] name`), or -1. */
function openerOf(lines: readonly string[], at: number, name: string): number {
  for (let i = at - 1; i >= 0 && i >= at - BLOCK_LINES; i--) {
    const line = (lines[i] ?? '').trimEnd()
    if (line.endsWith(name) && /[\s\]]/.test(line.charAt(line.length - name.length - 1))) return i
  }
  return -1
}

/** The lines right above a verdict, nearest first, up to a blank line or a line `taken`. */
function aboveOf(lines: readonly string[], at: number, taken: ReadonlySet<number>): number[] {
  const above: number[] = []
  for (let i = at - 1; i >= 0 && above.length < DETAIL_LINES; i--) {
    if ((lines[i] ?? '').trim() === '' || taken.has(i)) break
    above.push(i)
  }
  return above
}

/** The first of the repository's files the lines point to. */
function fileIn(lines: readonly string[], block: readonly number[]): string | undefined {
  for (const i of block) {
    const file = ownLocationIn(lines[i] ?? '')?.file
    if (file !== undefined) return file
  }
  return undefined
}

/** The tag of the exit term the first of the lines holds. */
function reasonIn(lines: readonly string[], block: readonly number[]): string | undefined {
  for (const i of block) {
    const m = REASON_TERM.exec(lines[i] ?? '')
    if (m !== null) return m[1] ?? m[2]
  }
  return undefined
}

/** Failing tests, and the lines their items and details take (other readers skip those). */
export function readFailureList(lines: readonly string[]): Reading {
  const found: Found[] = []
  const claimed = new Set<number>()
  const names = new Set<string>()
  let tapComment: string | undefined
  // Whether the line is in the comments right under a `not ok`: its diagnostics, no test's name.
  let diagnostics = false
  let running: string | undefined
  lines.forEach((line, at) => {
    const run = RUNNING.exec(line)
    const announced = run?.[1] ?? run?.[2]
    if (announced !== undefined) running = ownPath(announced)
    const comment = TAP_COMMENT.exec(line)?.[1]
    diagnostics = TAP_NOT_OK.test(line) || (diagnostics && comment !== undefined)
    // A comment that quotes a place is a diagnostic, no group's name.
    if (comment !== undefined && !diagnostics && !isCountLine(comment) && !PLACED.test(comment)) {
      tapComment = comment
    }
    const item = claimed.has(at) ? undefined : itemAt(lines, at, tapComment)
    if (item === undefined) return
    claimed.add(at)
    if (names.has(item.name)) return
    names.add(item.name)
    const block = blockOf(lines, item)
    // Details printed apart, under the name again: the lines that follow it, however indented.
    const again = lines.findIndex((l, i) => i > at && l.trim() === item.name)
    const details =
      again === -1 ? [] : Array.from({ length: DETAIL_LINES }, (_, k) => again + 1 + k)
    // Details printed before the verdict, since the line that opened the test.
    const opener = openerOf(lines, at, item.name)
    const before = opener === -1 ? [] : Array.from({ length: at - opener }, (_, k) => opener + k)
    // Details printed right above a verdict, since a blank line or another test's lines.
    const above = aboveOf(lines, at, claimed)
    const placed =
      item.file ?? fileIn(lines, block) ?? fileIn(lines, details) ?? fileIn(lines, before)
    const placedAbove = placed === undefined ? fileIn(lines, above) : undefined
    const file = placed ?? placedAbove ?? running
    const reason = reasonIn(lines, block)
    const taken = [...before, ...block, ...(again === -1 ? [] : [again, ...details])]
    for (const i of [...taken, ...(placedAbove === undefined ? [] : above)]) claimed.add(i)
    found.push({
      at,
      hit: {
        tool: 'generic',
        failureClass: 'test',
        test: normalizeName(item.name),
        ...(file === undefined ? {} : { file }),
        ...(reason === undefined ? {} : { code: reason })
      }
    })
  })
  return { found, claimed }
}
