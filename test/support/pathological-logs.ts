// Job logs made of the lines that make a careless reader slow: long paths, long test ids,
// repeated separators, one character over and over, nested brackets and colour codes. Each line
// is about as long as the scanner reads of one (16 KiB), some are longer, and each carries
// what brings it before a reader of the scanner: a tool's words at its start or end, a step
// command, a multi-line region open above it. Seeded, so every run and machine sees the same
// bytes. The fuzz test reads small ones for correctness; the bench signs large ones for time.

/** A small seeded generator (mulberry32). */
export class Dice {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(below: number): number {
    return Math.floor(this.next() * below)
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T
  }
}

export type FamilyId = 'paths' | 'ids' | 'separators' | 'repeated' | 'brackets' | 'ansi'

/** A line's text of about `width` characters. */
type Shape = (d: Dice, width: number) => string

export interface Family {
  readonly id: FamilyId
  readonly label: string
  /** The kinds of line it is made of. */
  readonly shapes: readonly Shape[]
}

const ESC = '\u001b'

/** `unit` repeated to `width` characters. */
const fill = (unit: string, width: number): string =>
  unit.repeat(Math.max(1, Math.ceil(width / Math.max(1, unit.length)))).slice(0, width)

/** `head`, then `unit` repeated, then `tail`: `width` characters in all, or a little more. */
const around = (head: string, unit: string, tail: string, width: number): string =>
  `${head}${fill(unit, width - head.length - tail.length)}${tail}`

const WORD_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789_']
const word = (d: Dice, length: number): string =>
  Array.from({ length }, () => d.pick(WORD_CHARACTERS)).join('')

const PATHS: readonly Shape[] = [
  (_d, w) => around('/home/runner/work/repo/repo/', 'a/', 'a.test.ts', w),
  (d, w) => around('/home/runner/work/repo/repo/', `${word(d, 1 + d.int(12))}/`, 'x.py:12:5', w),
  (_d, w) => around('D:\\a\\repo\\repo\\', 'a\\', 'a.cs(12,5)', w),
  (_d, w) => around('file:///home/runner/work/repo/repo/', 'src/', 'main.rs:1:1', w),
  (_d, w) => around('/tmp/', 'a/', 'a.txt', w),
  (_d, w) => around('C:\\Users\\runneradmin\\AppData\\Local\\Temp\\', 'a\\', 'b', w),
  (_d, w) => around('/private/var/folders/', 'xy/', 'T', w),
  // Work folders that never repeat their repository's name.
  (_d, w) => around('/', 'home/runner/work/a/b/', 'c', w),
  (_d, w) => around('', '_work/a/', 'b', w),
  (_d, w) => around('', 'a:\\a\\', 'b', w),
  (_d, w) => around('./', 'a/./', 'a.go:1:', w),
  (_d, w) => around('', '../', 'a.js', w),
  (_d, w) => around('/home/runner/work/repo/repo/a.ts', ':1', '', w),
  (_d, w) => around('at /home/runner/work/repo/repo/', 'a a/', 'b.js:1:2)', w),
  (_d, w) => around('', '/tmp', '', w),
  (_d, w) => around('', 'C:\\a', '', w)
]

const IDS: readonly Shape[] = [
  (_d, w) => around('', 'a › ', 'a', w),
  (_d, w) => around('src/a.test.ts > ', 'a > ', 'a', w),
  (_d, w) => around('tests/test_a.py::TestA::test_a[', 'a-', ']', w),
  (_d, w) => around('TestA/', 'a_a/', 'a', w),
  (_d, w) => around('com.acme.', 'a.', 'Test.method', w),
  (_d, w) => around('tests::', 'a::', 'a', w),
  (d, w) => around('', word(d, 40), '', w),
  (_d, w) => around('', '0123456789abcdef', '', w),
  (_d, w) => around('', '01234567-89ab-', '', w),
  (_d, w) => around('', '0x', '', w),
  (_d, w) => around('', '1.', 's', w),
  (_d, w) => around('', '1 ', 'ms', w),
  (_d, w) => around('', '1s', '', w),
  (_d, w) => around('', '2026-01-01T', '', w),
  (_d, w) => around('', '2026-01-01 12:00', ':00Z', w),
  (_d, w) => around('', 'a1', '', w)
]

const SEPARATORS = [
  '::',
  '/',
  '\\',
  ' > ',
  ' › ',
  ' - ',
  '--',
  '..',
  '. ',
  ', ',
  '; ',
  '|',
  '\t',
  ':1',
  '1:',
  '_',
  '=',
  '->',
  ' --> ',
  '-D ',
  '#[',
  '@',
  '1.',
  '1,',
  '(1,1)',
  ': ',
  ' ',
  'a::',
  'a/',
  '*** ['
]

const REPEATED = [
  ...'ae0Z_ \t./\\:-*=#()[]<>"\'`@,;|~^$+?!%&{}'.split(''),
  'é',
  '●',
  '✖',
  '›',
  '\r'
]

const BRACKETS: readonly Shape[] = [
  (_d, w) => `${fill('(', w / 2)}${fill(')', w / 2)}`,
  (_d, w) => `${fill('[', w / 2)}${fill(']', w / 2)}`,
  (_d, w) => `${fill('{', w / 2)}${fill('}', w / 2)}`,
  (_d, w) => `${fill('<', w / 2)}${fill('>', w / 2)}`,
  (_d, w) => `${fill('([{<', w / 2)}${fill('>}])', w / 2)}`,
  (_d, w) => around('', '(a', '', w),
  (_d, w) => around('', '[a]', '', w),
  (_d, w) => around('', '((1,1))', '', w),
  (_d, w) => around('', '[[1,1]]', '', w),
  (_d, w) => around('', '(', 'x', w),
  (_d, w) => around('', '[', ':', w),
  (_d, w) => around("'", '"\'', '', w),
  (_d, w) => around('`', '`a', '', w),
  (_d, w) => around('', '#[deny(', '', w)
]

const ANSI: readonly Shape[] = [
  (_d, w) => around('', `${ESC}[31ma${ESC}[0m`, '', w),
  (_d, w) => around(`${ESC}[`, ';', 'm', w),
  (_d, w) => around(`${ESC}[`, '1', '', w),
  (_d, w) => around(`${ESC}]8;;`, 'https://a/', '', w),
  (_d, w) => around('', `${ESC}]0;title${ESC}\\`, '', w),
  (_d, w) => around('', ESC, '', w),
  (_d, w) => around('', `${ESC}[`, '', w),
  (_d, w) => around('', `${ESC}]`, '', w),
  (_d, w) => around(`${ESC}[`, ' ', '', w),
  (_d, w) => around('', `${ESC}[1m${ESC}[22m`, 'error', w),
  (_d, w) => around('', `a${ESC}[2K\r`, '', w),
  (_d, w) => around('', `${ESC}(B${ESC}[m`, '', w)
]

/** A line of `unit` over and over. */
const repeatedShape =
  (unit: string): Shape =>
  (_d, w) =>
    fill(unit, w)

export const FAMILIES: readonly Family[] = [
  { id: 'paths', label: 'long paths', shapes: PATHS },
  { id: 'ids', label: 'long ids', shapes: IDS },
  { id: 'separators', label: 'repeated separators', shapes: SEPARATORS.map(repeatedShape) },
  { id: 'repeated', label: 'one character repeated', shapes: REPEATED.map(repeatedShape) },
  { id: 'brackets', label: 'nested brackets', shapes: BRACKETS },
  { id: 'ansi', label: 'many ANSI escapes', shapes: ANSI }
]

/**
 * What goes before a line's text: nothing, the words of the scanner's readers (each opens its
 * needle's matchers to the line), a runner marker.
 */
export const LEADS = [
  '',
  '',
  '',
  'Error: ',
  'error: ',
  'FAIL ',
  'FAILED ',
  'ERROR ',
  '  ● ',
  '--- FAIL: ',
  'not ok 1 - ',
  '# Subtest: ',
  '▶ ',
  '✖ ',
  'test ',
  'error TS2345: ',
  'error[E0308]: ',
  '  --> ',
  'npm ERR! ',
  'npm error code ',
  'ERROR: ',
  '[ERROR] ',
  'X [ERROR] ',
  'ERROR in ',
  'In ',
  'CMake Error at ',
  'make: *** [',
  'go: ',
  'vet: ',
  'Diff in ',
  'diff ',
  '[warn] ',
  'would reformat ',
  'Error ---- ',
  'SyntaxError: ',
  'Segmentation fault ',
  'Killed ',
  "Cannot find module '",
  "No module named '",
  'undefined reference to `',
  "Can't resolve '",
  'Could not resolve "',
  'ENOTFOUND ',
  'resolve host: ',
  '  1) ',
  '   ',
  '/'
]

/** What goes after it: a location, a duration, a tool's closing words. */
export const TRAILS = [
  '',
  '',
  '',
  ':1:1',
  ':12: error: x',
  ' (12 ms)',
  ' (0.01s)',
  ' FAILED',
  ' ... FAILED',
  ' - error: x',
  '.py:1:1: E501 x',
  '.go:1: x',
  '.c:1:1: error: x [-Werror]',
  '.java:1: error: x',
  ') (report)',
  ' [rule-name]',
  ' (SC2086)',
  "' from 'a'",
  "'",
  '"',
  ']',
  ':',
  ' command not found',
  ': Permission denied',
  ' Time elapsed 1 s <<< FAILURE!',
  ' failing',
  ' is not exported by "a", imported by "b"'
]

/** Lines that open a multi-line reader, which then reads every line for a while. */
export const OPENERS = [
  '  3 failing',
  'There were 2 failures:',
  'The following tests FAILED:',
  'The conflict is caused by:',
  'error[E0308]: mismatched types',
  'FAIL src/a.test.ts',
  'src/a.py:1:1 - error: x',
  'Error ---- a.js:1:1',
  'X [ERROR] Could not resolve "a"',
  'ERROR in ./a.js',
  'a.java:1: error: cannot find symbol',
  'CMake Error at a.txt:1 (add_x):',
  '--- FAIL: TestA (0.00s)',
  'In a.sh line 1:',
  '/home/runner/work/repo/repo/a.js'
]

/** The steps the lines run in: a formatter in check mode lists bare files. */
export const STEP_COMMANDS = [
  'npm test',
  'npx prettier -l .',
  'go vet ./...',
  'python -m pytest',
  'make -j4',
  'cargo test'
]

const stamp = (n: number): string =>
  `2026-11-22T20:${String(Math.floor(n / 60) % 60).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.1234567Z `

export interface FamilyLogOptions {
  /** Bytes of the log, about. */
  readonly bytes: number
  readonly seed: number
  /** Characters of a line, about: some lines are up to a quarter longer, a few much shorter. */
  readonly width: number
  /**
   * Take the shapes, leads and trails in turn rather than at random, so a small log has every
   * one of them (given room for twice as many lines as there are shapes or leads).
   */
  readonly inTurn?: boolean
}

/** The parts of the `k`th line of text: a lead, a shape and a trail. */
function linePicker(
  family: Family,
  d: Dice,
  inTurn: boolean
): (k: number) => [string, Shape, string] {
  const { shapes } = family
  if (!inTurn) return () => [d.pick(LEADS), d.pick(shapes), d.pick(TRAILS)]
  return (k) => [
    LEADS[k % LEADS.length] as string,
    shapes[k % shapes.length] as Shape,
    TRAILS[(7 * k) % TRAILS.length] as string
  ]
}

/**
 * The lines of a job log of the family: steps of its lines, a reader opened now and then, the
 * last step failing with a runner error. Every line but a few is stamped as the runner does.
 */
export function* familyLines(family: Family, options: FamilyLogOptions): Generator<string> {
  const d = new Dice(options.seed)
  const parts = linePicker(family, d, options.inTurn === true)
  let size = 0
  let n = 0
  const line = (text: string): string => {
    n++
    const out = d.int(20) === 0 ? text : `${stamp(n)}${text}`
    size += Buffer.byteLength(out) + 1
    return out
  }
  const last = (): boolean => size >= options.bytes * 0.9
  let step = 0
  for (let k = 0; size < options.bytes;) {
    const command = last() ? 'npm test' : (STEP_COMMANDS[step++ % STEP_COMMANDS.length] as string)
    for (const head of [`##[group]Run ${command}`, command, 'shell: /usr/bin/bash -e {0}']) {
      yield line(head)
    }
    yield line('##[endgroup]')
    const end = last() ? options.bytes : Math.min(options.bytes * 0.9, size + options.bytes / 8)
    for (; size < end; k++) {
      if (d.int(10) === 0) yield line(d.pick(OPENERS))
      const [lead, shape, trail] = parts(k)
      const marked = last() && d.int(8) === 0 ? `##[error]${lead}` : lead
      const width = d.int(10) === 0 ? 1 + d.int(200) : options.width * (0.5 + d.next() * 0.75)
      yield line(`${marked}${shape(d, Math.floor(width))}${trail}`)
    }
  }
  yield line('##[error]Process completed with exit code 1.')
}

/** The whole log of the family as text, newline-terminated. */
export const familyLog = (family: Family, options: FamilyLogOptions): string =>
  `${[...familyLines(family, options)].join('\n')}\n`
