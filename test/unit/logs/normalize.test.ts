import { describe, it, expect } from '@jest/globals'
import {
  normalizeName,
  normalizePath,
  normalizeText,
  stripAnsi,
  timestampEnd
} from '../../../src/rules/logs/normalize.js'

describe('timestampEnd', () => {
  it.each([
    ['2026-04-22T22:30:01.1234567Z hello', 'hello'],
    ['2026-04-22T22:30:01Z hello', 'hello'],
    ['2026-04-22T22:30:01.1234567Z ', ''],
    ['hello 2026-04-22T22:30:01.1234567Z', 'hello 2026-04-22T22:30:01.1234567Z'],
    ['2026 was a year', '2026 was a year'],
    ['2026-04-22 is a date', '2026-04-22 is a date']
  ])('%j -> %j', (line, rest) => {
    expect(line.slice(timestampEnd(line, 0, line.length))).toBe(rest)
  })

  it('finds the end of the prefix inside a larger text', () => {
    const text = 'x\n2026-04-22T22:30:01.1234567Z body\n'
    expect(text.slice(timestampEnd(text, 2, text.length - 1), text.length - 1)).toBe('body')
  })
})

describe('stripAnsi', () => {
  it.each([
    ['\u001b[31mred\u001b[0m text', 'red text'],
    ['\u001b[1m\u001b[46m RUN \u001b[49m\u001b[22m', ' RUN '],
    ['\u001b]8;;https://example.test\u0007link\u001b]8;;\u0007', 'link'],
    ['plain', 'plain']
  ])('%j -> %j', (input, expected) => {
    expect(stripAnsi(input)).toBe(expected)
  })
})

describe('normalizeText', () => {
  it.each([
    ['timestamps', 'failed at 2026-04-22T22:30:01.123Z', 'failed at <time>'],
    ['line and column', 'src/a.ts:12:5 boom', 'src/a.ts:N:N boom'],
    ['workspace path', 'at f (/home/runner/work/demo/demo/src/a.ts:12:5)', 'at f (src/a.ts:N:N)'],
    ['windows workspace', 'D:\\a\\demo\\demo\\src\\a.ts failed', 'src\\a.ts failed'],
    ['self-hosted workspace', '/opt/actions-runner/_work/demo/demo/lib/x.py', 'lib/x.py'],
    ['temp path', "open '/tmp/cfg-cTDWAj/absent.json'", "open '<tmp>'"],
    ['runner temp', '/home/runner/work/_temp/6f1c2e.sh: line 3: boom', '<tmp>: line N: boom'],
    ['macOS temp', '/var/folders/x1/abc_d/T/jest_x/a.js missing', '<tmp> missing'],
    ['windows temp', 'C:\\Users\\RUNNER~1\\AppData\\Local\\Temp\\x\\y.js missing', '<tmp> missing'],
    ['hex address', 'segfault at 0x7ffd1234abcd', 'segfault at <addr>'],
    ['hex id', 'commit 1a2b3c4d5e6f7a8b9c0d broke it', 'commit <hex> broke it'],
    ['uuid', 'job 123e4567-e89b-12d3-a456-426614174000 lost', 'job <uuid> lost'],
    ['pid', 'bash: line 2: 11717 Killed  node', 'bash: line N: N Killed node'],
    ['port', 'connect ECONNREFUSED 127.0.0.1:45123', 'connect ECONNREFUSED N.N.N.N:N'],
    ['duration', 'Tests took 12.5ms then (3 s)', 'Tests took <dur> then <dur>'],
    ['seed', 'Using --randomly-seed=2402771', 'Using --randomly-seed=N'],
    ['repo tmp/ folder is not temp', 'src/tmp/file.ts broke', 'src/tmp/file.ts broke'],
    [
      'a date in words',
      '[Wed Dec  2 00:23:30 2026] Failed to listen on 127.0.0.1:8089',
      '[<time>] Failed to listen on N.N.N.N:N'
    ],
    ['a rule as wide as its title', '===== cart totals =====', '=== cart totals ==='],
    ['a border of box drawing', '└──────┴───────────┘', '└───┴───┘'],
    ['a size that changed', 'File size changed from 91 to 104', 'File size changed from N to N']
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected)
  })

  it('gives the same text for two runs of the same failure', () => {
    const a = "2026-04-22T22:30:01Z pid 4242 open '/tmp/x-AbC123/f' at 0xdeadbeef:12"
    const b = "2026-05-01T08:00:59Z pid 17 open '/tmp/x-ZzZ999/f' at 0x1234:98"
    expect(normalizeText(a)).toBe(normalizeText(b))
  })
})

describe('normalizePath', () => {
  it.each([
    ['/home/runner/work/demo/demo/src/a.ts', 'src/a.ts'],
    ['/home/runner/work/demo/demo/src/a.ts:12:5', 'src/a.ts'],
    ['src/a.ts(12,5)', 'src/a.ts'],
    ['/home/runner/work/demo/demo/src/App.java:[9,28]', 'src/App.java'],
    ['./config.test.js', 'config.test.js'],
    ['src\\lib\\x.ts', 'src/lib/x.ts'],
    ['file:///home/runner/work/demo/demo/test/a.mjs', 'test/a.mjs'],
    ['/tmp/pytest-of-root/pytest-3/test_x0/out.txt', '<tmp>/out.txt']
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })
})

describe('normalizeName', () => {
  it.each([
    ['adds two numbers (12 ms)', 'adds two numbers'],
    ['adds 2 and 2', 'adds 2 and 2'],
    ['writes into /tmp/scratch-x1Y2z3/out', 'writes into <tmp>'],
    ['handles   extra   spaces', 'handles extra spaces'],
    ['src/a.c (File size changed from 91 to 104)', 'src/a.c (File size changed from N to N)'],
    ['src/cart.js (8 lines, 104 tokens)', 'src/cart.js (N lines, N tokens)'],
    ['sums 2 items (3)', 'sums 2 items (3)'],
    ['==== checkout ====', '=== checkout ===']
  ])('%s -> %s', (input, expected) => {
    expect(normalizeName(input)).toBe(expected)
  })
})
