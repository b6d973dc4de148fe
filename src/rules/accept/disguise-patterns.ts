// What a test weakened in disguise looks like: a marker that turns its failure into a pass, an
// exit taken before its checks, an assertion left without its check, the module under test
// mocked, a skip reached through a computed name, an assertion's failure caught and dropped.
// The rules that read these with the lines around them are in disguised.ts. Pure data.

/** The languages whose test files these tables know apart, by extension. */
export type Family = 'js' | 'py' | 'go' | 'rust' | 'jvm' | 'ruby' | 'php' | 'elixir' | 'erlang'

export const FAMILY_EXTENSIONS: ReadonlyArray<readonly [Family, RegExp]> = [
  ['js', /\.[cm]?[jt]sx?$/],
  ['py', /\.py$/],
  ['go', /\.go$/],
  ['rust', /\.rs$/],
  ['jvm', /\.(?:java|kts?)$/],
  ['ruby', /\.rb$/],
  ['php', /\.php$/],
  ['elixir', /\.exs?$/],
  ['erlang', /\.erl$/]
]

/**
 * A marker that makes a test pass when it fails: a legitimate way to pin a known bug in a new
 * test, a weakening when put on a test that was checking.
 */
export const EXPECTED_FAILURE: readonly RegExp[] = [
  // Jest `test.failing`, Vitest `it.fails`, with a modifier or two between
  /\b(?:it|test|describe|suite|specify)\.(?:\w+\.){0,2}(?:failing|fails)\b/,
  /@pytest\.mark\.xfail\b/,
  /\bpytest\.xfail\s*\(/,
  /@(?:unittest\.)?expectedFailure\b/,
  /#\[should_panic\b/
]

/** The JavaScript test functions a runner gives its modifiers on (`skip`, `only`, …). */
const TEST_FN = '(?:it|test|describe|context|suite|specify)'

/**
 * A JavaScript test skipped or focused without its modifier written out: a member named by an
 * expression (`test['skip']`, ``it[`s` + `kip`]``), a modifier taken and not called
 * (`const t = test.skip`, `(cond ? it.skip : it)(…)`), or pulled out by destructuring.
 */
export const HIDDEN_SKIPS: readonly RegExp[] = [
  new RegExp(String.raw`\b${TEST_FN}\s*(?:\?\.\s*)?\[`),
  new RegExp(String.raw`\bReflect\.get\s*\(\s*${TEST_FN}\s*,`),
  new RegExp(String.raw`\b${TEST_FN}\.(?:skip|only|todo|failing|fails|skipIf|runIf)\b(?!\s*[(.])`),
  // Bounded on both sides of the name, so a line of braces is not read from each one to its end
  new RegExp(
    String.raw`\{[^{}]{0,200}\b(?:skip|only|todo|failing|fails)\b[^{}]{0,200}\}\s*=\s*${TEST_FN}\b`
  )
]

/** A read of the environment, in each family's words. */
export const ENV_READ =
  /\bprocess\.env\b|\bDeno\.env\b|\bimport\.meta\.env\b|\bos\.(?:environ|getenv|Getenv|LookupEnv)\b|\bENV\s*(?:\[|\.(?:fetch|key\?|include\?))|\benv::var(?:_os)?\s*\(|\boption_env!|\bSystem\.(?:getenv|getProperty|get_env)\s*\(|\bgetenv\s*\(|\$_(?:ENV|SERVER)\s*\[|\bos:getenv\s*\(/

/** A condition: a branch taken or not. */
export const CONDITION = /\b(?:if|unless|when|case|cond|elif|elsif)\b|&&/

/** An assumption: the test stops, passing, when it does not hold (JUnit, Hypothesis). */
export const ASSUMPTION = /\bassume\w*\s*\(/

/** Leaving a test before its end: a return or a skip. */
export const EARLY_EXIT = /\breturn\b|\b[Ss]kip(?:f|Now|Test)?\b|\bmarkTest(?:Skipped|Incomplete)\b/

/** A return with no value worth checking, on a trimmed line: what leaves a test body at once. */
export const BARE_RETURN = /^return(?:\s+(?:nil|None|null|undefined|Ok\(\(\)\)|:ok))?;?$/

/** A line that opens an assertion on a value, to be finished by a matcher. */
export const ASSERTION_OPENER = /^\s*(?:await\s+)?(expect|assertThat|assert_that|expectThat)\s*\(/

/** Words a matcher chain passes through without checking anything (Chai, RSpec, Jest). */
export const CHAIN_WORDS =
  /^(?:to|be|been|is|that|which|and|has|have|with|at|of|same|but|does|still|also|not|deep|resolves|rejects|not_to|to_not|to[A-Z]\w*|is[A-Z]\w*)$/

/** The head of an assertion that takes the checked expression whole: `assert x == 1`, `assert!(…)`. */
export const ASSERT_HEAD = /^(?:assert\s+|assert!?\s*\(|\?assert\s*\()/

/** A module mocked by its path: `jest.mock('../src/parser')`, `vi.mock("./parser.js")`. */
export const MODULE_MOCK =
  /\b(?:jest|vi)\.(?:mock|doMock|unstable_mockModule)\s*\(\s*(['"`])([^'"`]{1,300})\1/

/** A name mocked by its dotted path: `patch('pkg.parser.parse')`, `monkeypatch.setattr('…', …)`. */
export const DOTTED_MOCK = /\b(?:patch|setattr)\s*\(\s*(['"])([\w.]{1,300})\1/

/** An attribute of an object mocked: `patch.object(parser, 'parse')`, `jest.spyOn(parser, 'parse')`. */
export const ATTRIBUTE_MOCK =
  /\b(?:patch\.object|setattr|spyOn)\s*\(\s*([\w.]{1,300})\s*,\s*(['"])(\w{1,300})\2/

/** A class mocked whole: `mock(Parser.class)`, `mock(Parser::class.java)`, `mockk<Parser>()`. */
export const CLASS_MOCKS: readonly RegExp[] = [
  /\b(?:mock|mockk|spyk)\s*<\s*(\w{1,300})\s*>\s*\(/,
  /\bmock\s*\(\s*(\w{1,300})\s*(?:\.class|::class)\b/,
  /@Mock(?:Bean)?\s+(?:(?:private|protected|public|final)\s+)*(\w{1,300})\s+\w+\s*;/,
  /@MockK?(?:Bean)?\s+(?:(?:private|lateinit|var|val)\s+)*\w+\s*:\s*(\w{1,300})/
]

/** What opens a block whose failures a handler may catch. */
export const TRY_OPENER = /\btry\b|^\s*begin\b/

/** A promise's failure handler: `.catch(() => {})`. */
export const PROMISE_CATCH = /\.catch\s*\(/

/**
 * A handler, by family. Around an assertion, any handler that does not fail again drops a
 * failure: the assertion's own where it catches it (anything in JavaScript and Erlang,
 * `AssertionError` or what holds it, PHPUnit's failures as exceptions), else the error the code
 * raised on the way to the check, which would have failed the test.
 */
export const HANDLERS: Readonly<Partial<Record<Family, RegExp>>> = {
  js: /(?:^|[\s}])catch\s*[({]|\.catch\s*\(/,
  py: /^\s*except\b/,
  jvm: /\bcatch\s*\(/,
  php: /\bcatch\s*\(/,
  ruby: /\brescue\b/,
  elixir: /^\s*(?:rescue|catch)\b/,
  erlang: /\bcatch\b/
}

/** A handler body that fails again: what keeps a caught failure a failure. */
export const FAILS_AGAIN =
  /\b(?:throw|raise|reraise|rethrow|fail|flunk)\b|\bpytest\.fail\b|\bt\.(?:Fatal|Error|Fail)|\bassert|\bexpect\s*[({]|\berlang:error\b/

/**
 * A failure caught whole, whatever the test checks: a Go panic recovered and dropped, a Rust
 * panic unwound into nothing, an assertion's own failure expected.
 */
export const SWALLOWS: readonly RegExp[] = [
  /\bdefer\s+func\s*\(\s*\)\s*\{\s*(?:_\s*=\s*)?recover\s*\(\s*\)\s*(?:;\s*)?\}\s*\(\s*\)/,
  /^\s*(?:_\s*=\s*)?recover\s*\(\s*\)\s*(?:;\s*)?$/,
  /\blet\s+_\w*\s*=\s*(?:std::)?(?:panic::)?catch_unwind\b|^\s*(?:std::)?(?:panic::)?catch_unwind\s*\(/,
  /\b(?:assertThrows|assertFailsWith|assertRaises|assert_raises?|raises|raise_error|expectException|shouldThrow|assertError|assertException)\b.{0,120}?(?:\b(?:Assertion\w*|ExpectationNotMet\w*|ExpectationFailed\w*)|\{\s*assert\w*)/,
  /\b(?:expect|assert\.(?:throws|rejects))\s*\(\s*(?:async\s*)?\(\s*\)\s*=>\s*(?:\{\s*)?(?:await\s+)?(?:expect|assert)\b/,
  /\bcatch\s+\?assert/
]
