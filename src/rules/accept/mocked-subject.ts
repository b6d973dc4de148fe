// The module under test mocked in its own test: the test then checks the mock, not the code. The
// subject is what the test file is named for (`parser` for `parser.test.ts`, `test_parser.py`,
// `ParserTest.java`). A dependency of the subject mocked where the subject looks it up
// (`patch('pkg.parser.requests')`) is the usual way to isolate it and is not reported: a name in
// the subject counts only when the test's own checks call it. Pure.
import { ATTRIBUTE_MOCK, CLASS_MOCKS, DOTTED_MOCK, MODULE_MOCK } from './disguise-patterns.js'

/** `called`: the names the test file's checks call. */
export function mocksSubject(path: string, text: string, called: ReadonlySet<string>): boolean {
  const subject = subjectOf(path)
  if (subject === '') return false
  const is = (name: string | undefined) => name?.toLowerCase() === subject
  const module = MODULE_MOCK.exec(text)?.[2]
  if (module !== undefined && is(moduleName(module))) return true
  const dotted = DOTTED_MOCK.exec(text)?.[2]?.split('.')
  if (dotted !== undefined) {
    if (is(dotted.at(-1))) return true
    if (is(dotted.at(-2)) && called.has(dotted.at(-1) ?? '')) return true
  }
  const attribute = ATTRIBUTE_MOCK.exec(text)
  if (attribute !== null && is(attribute[1]?.split('.').at(-1)))
    return called.has(attribute[3] ?? '')
  return CLASS_MOCKS.some((p) => is(p.exec(text)?.[1]))
}

/** The module a path names: its last part without extension, or its folder for an index. */
function moduleName(path: string): string | undefined {
  const parts = path.replace(/\.[cm]?[jt]sx?$/, '').split('/')
  const last = parts.at(-1)
  return last === 'index' ? parts.at(-2) : last
}

/**
 * The name of what a test file tests, by the runners' naming: `parser` for `parser.test.ts`,
 * `test_parser.py`, `parser_test.go` or `ParserTest.java`. Lower case.
 */
function subjectOf(path: string): string {
  const base = (path.split('/').at(-1) ?? '').replace(/\..*$/, '')
  return base.replace(/^test_|_(?:test|tests|spec|SUITE)$|(?:Tests?|IT|Spec)$/, '').toLowerCase()
}
