// Fail closed: a compare GitHub cut short, or a test or setting file it gives no diff of, is not
// a change the guard can vouch for.
import { describe, expect, it } from '@jest/globals'
import type { ChangedFile } from '../../../src/rules/accept/diff.js'
import { COMPARE_FILE_LIMIT, unreviewable } from '../../../src/rules/accept/reviewable.js'

const file = (path: string, patch: string | null, status: ChangedFile['status'] = 'modified') => ({
  path,
  previousPath: null,
  status,
  patch
})

describe('unreviewable', () => {
  it.each<[string, ChangedFile[], string | null]>([
    ['a readable change', [file('src/a.ts', '@@ -1 +1 @@\n-a\n+b')], null],
    ['a binary image, not a test or setting', [file('docs/logo.png', null)], null],
    ['a fixture in the tests folder that is not source', [file('tests/data/big.json', null)], null],
    ['a test file removed, diff or not', [file('tests/test_api.py', null, 'removed')], null],
    ['a pure rename', [{ ...file('test/b.test.ts', ''), previousPath: 'test/a.test.ts' }], null],
    [
      'a test file without its diff',
      [file('src/a.ts', '@@ -1 +1 @@\n-a\n+b'), file('test/big.test.ts', null)],
      'GitHub gives no diff of test/big.test.ts'
    ],
    [
      'a setting file without its diff',
      [file('package.json', null)],
      'GitHub gives no diff of package.json'
    ],
    [
      'a Rust source without its diff',
      [file('src/lib.rs', null)],
      'GitHub gives no diff of src/lib.rs'
    ],
    [
      'as many files as GitHub lists',
      Array.from({ length: COMPARE_FILE_LIMIT }, (_, i) => file(`src/gen/f${i}.ts`, '')),
      'GitHub lists only the first 300 files changed'
    ]
  ])('%s', (_, files, why) => {
    expect(unreviewable(files)).toBe(why)
  })
})
