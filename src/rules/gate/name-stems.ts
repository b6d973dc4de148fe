// The module a test file is named after, across the usual layouts: `test/x.test.js`,
// `x.spec.ts`, `__tests__/x.js`, `x_test.go`, `test_x.py`, `spec/x_spec.rb`, `XTest.java`,
// Rust's `tests/x.rs`. A changed file named like that stem, or lying in a folder of that name,
// is one the test most likely loads. Pure.
import { TEST_PATHS } from '../accept/test-patterns.js'

/** A test's marks around the module's name: `test_x`, `x_test`, `x-spec`, `XTest`, `XIT`. */
const MARKS = [/^tests?[_-](?=.)/, /(?<=.)[_-](?:tests?|spec)$/, /(?<=[a-z0-9])(?:Tests?|IT|Spec)$/]

/** The stem of a test file's name, lower case; null when the path is not a test's. */
export function testStem(path: string): string | null {
  if (!TEST_PATHS.some((p) => p.test(path))) return null
  // `x.test.js`, `x.spec.ts`: the name before the first dot is the stem already.
  const name = nameOf(path)
  const mark = MARKS.find((m) => m.test(name))
  return (mark === undefined ? name : name.replace(mark, '')).toLowerCase()
}

/** Whether a changed file is the module a test file is named after (`src/x.js`, `x/index.ts`). */
export function stemMates(testPath: string, changed: string): boolean {
  const stem = testStem(testPath)
  if (stem === null || stem === '') return false
  const lower = changed.toLowerCase()
  return nameOf(lower) === stem || lower.split('/').slice(0, -1).includes(stem)
}

/** A file's name up to its first dot. */
function nameOf(path: string): string {
  return (path.split('/').at(-1) ?? '').split('.')[0] ?? ''
}
