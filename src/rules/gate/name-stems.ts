// The module a test file is named after, across the usual layouts: `test/x.test.js`,
// `x.spec.ts`, `__tests__/x.js`, `x_test.go`, `test_x.py`, `spec/x_spec.rb`, `XTest.java`,
// Rust's `tests/x.rs`. A changed file named like that stem, or lying in a folder of that name,
// is one the test most likely loads. Pure.

/** Folders whose files are tests by where they lie, whatever their name. */
const TEST_DIRS = /(^|\/)(__tests__|tests?|spec|specs)\//

/** A test's marks around the module's name: `test_x`, `x_test`, `x-spec`, `XTest`, `XIT`. */
const MARKS = [/^tests?[_-](?=.)/, /(?<=.)[_-](?:tests?|spec)$/, /(?<=[a-z0-9])(?:Tests?|IT|Spec)$/]

/** The stem of a test file's name, lower case; null when the name carries no test mark. */
export function testStem(path: string): string | null {
  const base = path.split('/').at(-1) ?? ''
  const dot = base.indexOf('.')
  const name = dot < 0 ? base : base.slice(0, dot)
  // `x.test.js`, `x.spec.ts`: the name before the first dot is the stem already.
  const marked = /\.(?:test|spec)\./.test(base)
  const mark = MARKS.find((m) => m.test(name))
  if (mark !== undefined) return name.replace(mark, '').toLowerCase()
  return marked || TEST_DIRS.test(path) ? name.toLowerCase() : null
}

/** Whether a changed file is the module a test file is named after (`src/x.js`, `x/index.ts`). */
export function stemMates(testPath: string, changed: string): boolean {
  const stem = testStem(testPath)
  if (stem === null || stem === '') return false
  const parts = changed.toLowerCase().split('/')
  const base = parts.pop() ?? ''
  const dot = base.indexOf('.')
  return (dot < 0 ? base : base.slice(0, dot)) === stem || parts.includes(stem)
}
