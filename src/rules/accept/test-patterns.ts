// What tests look like in the ecosystems green-gate reads logs of: JavaScript and TypeScript,
// Python, Go, Rust, Java and Kotlin, Ruby, PHP and C#. Each table is a list of line patterns;
// a line matches a table when one of them matches. Pure data.

/**
 * Paths a test runner picks up as tests, when the file is source it loads (`TEST_SOURCE`) and
 * stands in no directory runners skip (`SKIPPED_DIRS`).
 */
export const TEST_PATHS: readonly RegExp[] = [
  /(^|\/)(__tests__|tests?|spec|specs|testing)\//i,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)test_[^/]*\.py$/,
  /_test\.(py|go|rb)$/,
  /(^|\/)conftest\.py$/,
  /_tests?\.(?:erl|exs)$|_SUITE\.erl$/,
  /_spec\.rb$/,
  /(^|\/)src\/test\//,
  /Tests?\.(java|kt|cs|php)$/,
  /IT\.(java|kt)$/,
  /(^|\/)[^/]+\.Tests?\//
]

/**
 * The extensions of what test runners load: sources and snapshots. A `.bak`, `.off` or `.txt`
 * suffix is not run, and a binary fixture holds no test.
 */
export const TEST_SOURCE =
  /\.(?:[cm]?[jt]sx?|py|go|rs|rb|php|java|kts?|cs|snap|c|cc|cpp|swift|scala|exs?|erl|sh|bats)$/

/**
 * Directories test runners leave out by default: hidden ones, Go's `testdata`, installed
 * dependencies and build output.
 */
export const SKIPPED_DIRS = /(^|\/)(?:\.[^/]+|testdata|node_modules|vendor|venv|build|dist)\//

/** A test skipped or left to do, at once or on a condition. (Marked to fail: disguise-patterns.ts.) */
export const SKIP_MARKERS: readonly RegExp[] = [
  // JavaScript, TypeScript
  /\b(?:it|test|describe|context|suite|specify)\.(?:skip|todo|fixme)\b/,
  /\b(?:xit|xdescribe|xtest|xcontext|xspecify)\s*\(/,
  /\b(?:it|test|describe|suite)\.(?:skipIf|runIf)\s*\(/,
  // node:test and Mocha: skipped from inside, or by an option
  /\b(?:this|t|ctx|context)\.(?:skip|todo)\s*\(/,
  /\b(?:it|test|describe|suite)\s*\(\s*(?:'[^']{0,300}'|"[^"]{0,300}"|`[^`]{0,300}`)\s*,\s*\{[^}]{0,200}\b(?:skip|todo)\s*:\s*(?!false\b)/,
  // Python
  /@pytest\.mark\.(?:skip|skipif)\b/,
  /@unittest\.(?:skip|skipIf|skipUnless)\b/,
  /\bpytest\.skip\s*\(/,
  /\bself\.skipTest\s*\(/,
  /\braise\s+(?:unittest\.)?SkipTest\b/,
  // Go
  /\b[tb]\.Skip(?:f|Now)?\s*\(/,
  // Rust
  /#\[ignore\b/,
  // Java, Kotlin
  /@(?:Disabled|Ignore)\b/,
  /@(?:Disabled|Enabled)(?:If|On|For|In)\w*/,
  /\bassume(?:True|That)\s*\(\s*false\s*\)/,
  // Ruby
  /^\s*(?:xit|xdescribe|xcontext|xspecify)\b/,
  /^\s*(?:skip|pending)\b(?:\s*\(|\s+['"]|\s*$)/,
  // PHP
  /\$this->mark(?:TestSkipped|TestIncomplete)\s*\(/,
  // Elixir ExUnit, Erlang Common Test
  /@(?:module|describe)?tag\s+(?::skip\b|skip:)/,
  /->\s*\{\s*skip\s*,|^\s*\{\s*skip\s*,\s*(?:"|<<|[A-Z])/,
  // C#
  /\[(?:Fact|Theory|Test|TestMethod|TestCase)\s*\([^)]*\bSkip\s*=/,
  /\[(?:Ignore|Explicit)\b/,
  /\bAssert\.Inconclusive\s*\(/
]

/** Focusing one test, which leaves every other test of the file, or the run, out. */
export const FOCUS_MARKERS: readonly RegExp[] = [
  /\b(?:it|test|describe|context|suite|specify)\.only\s*\(/,
  /\b(?:fit|fdescribe|fcontext)\s*\(/,
  /:focus\b|\bfocus:\s*true\b/
]

/** The line that declares a test. */
export const TEST_DEFINITIONS: readonly RegExp[] = [
  // A skipped or focused test is still declared: the marker is what the guard reports. The
  // chain of modifiers is bounded, so a line of `it.it.it.…` is not read to its end from each.
  /\b[xf]?(?:it|test|specify)(?:\.\w+){0,4}\s*\(\s*['"`]/,
  /^\s*(?:async\s+)?def\s+test\w*\s*\(/,
  /^\s*func\s+(?:Test|Fuzz)\w*\s*\(/,
  /#\[(?:tokio::)?test\]/,
  /@(?:Test|ParameterizedTest|RepeatedTest)\b/,
  /^\s*x?(?:it|specify|test)\s+['"]/,
  /^\s*def\s+test_\w*/,
  /\bfunction\s+test\w*\s*\(/,
  /\[(?:Fact|Theory|Test|TestMethod|TestCase)\b/,
  // EUnit: a function named `…_test` or `…_test_`
  /^\s*\w+_test_?\s*\(\s*\)\s*->/
]

/** A line that checks something. */
export const ASSERTIONS: readonly RegExp[] = [
  /\bexpect\s*[({]/,
  /\bassert\w*!?\s*\(/i,
  /^\s*assert\s/,
  /\bself\.assert\w*\s*\(/,
  /\b[tb]\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/,
  /\b(?:assert|require)\.\w+\s*\(/,
  /\$this->assert\w+\s*\(|\bself::assert\w+\s*\(/,
  /\bAssert\.\w+\s*\(/,
  /\.[Ss]hould(?:\(\))?\b/,
  /\bpytest\.raises\b/
]

/**
 * An assertion that only checks that something is there, truthy or not an error: traded for one
 * that checked a value, it lets a wrong value through.
 */
export const WEAK_ASSERTIONS: readonly RegExp[] = [
  // JavaScript, TypeScript (Jest, Vitest, Chai)
  /\.\s*(?:not\s*\.\s*)?(?:toBeDefined|toBeTruthy|toBeFalsy)\s*\(\s*\)/,
  /\.\s*not\s*\.\s*(?:toBeNull|toBeUndefined|toThrow)\s*\(\s*\)/,
  /\bexpect\s*\([^)]{0,120}\)\s*\.\s*to(?:\.not)?(?:\.be)?\.(?:exist|ok|true)\b/,
  /\bassert\.(?:ok|exists|isOk|isDefined|isNotNull)\s*\(/,
  // Python
  /\bassert(?:IsNotNone|True|IsNot)\s*\(\s*[\w.]+\s*\)/,
  /^\s*assert\s+[\w.]+(?:\s+is\s+not\s+None)?\s*(?:#.*)?$/,
  // Rust
  /\bassert!\s*\([^;]{0,200}\.is_(?:ok|some|err|none)\(\)\s*\)/,
  // Go (testify)
  /\b(?:assert|require)\.(?:NotNil|NoError|True|NotEmpty)\s*\(\s*t\s*,\s*[\w.]+\s*\)/,
  // Java, Kotlin, C#, PHP
  /\b(?:assertNotNull|assertTrue)\s*\(\s*[\w.$]+\s*\)/,
  /\bAssert\.(?:NotNull|IsNotNull|True|IsTrue)\s*\(\s*[\w.]+\s*\)/,
  /\$this->assert(?:NotNull|NotEmpty|True)\s*\(\s*\$[\w>-]+\s*\)/,
  // Ruby
  /\.to\s*\(?\s*(?:be_truthy|be_present)\b|\.not_to\s*\(?\s*be_nil\b/
]

/** An assertion that cannot fail: a literal checked against itself. */
export const TRIVIAL_ASSERTIONS: readonly RegExp[] = [
  /\bexpect\s*\(\s*(true|1|'[^']*'|"[^"]*")\s*\)\s*\.\s*(?:toBe|toEqual|toStrictEqual)\s*\(\s*\1\s*\)/,
  /\bexpect\s*\(\s*(?:true|1)\s*\)\s*\.\s*toBeTruthy\s*\(\s*\)/,
  /\bexpect\s*\(\s*(true|1)\s*\)\s*\.\s*to\s*\(?\s*(?:eq|be|equal)\s*\(?\s*\1\b/,
  /^\s*assert\s+(?:True|1|not\s+(?:False|None|0))\s*(?:#.*)?$/,
  /\bassert(?:True|Truthy)?\s*\(\s*(?:true|True|1)\s*\)/,
  /!\s*\(\s*true\s*\)/,
  /\bassert(?:_eq!|Equals?|Equal|AreEqual|Same|Equal!)\s*\(\s*([\w.'"-]+)\s*,\s*\1\s*\)/,
  /\bAssert\.(?:True|IsTrue)\s*\(\s*true\s*\)/,
  /\bAssert\.(?:Equal|AreEqual)\s*\(\s*([\w.'"-]+)\s*,\s*\1\s*\)/,
  /\bself\.assert(?:Equal|Is)\s*\(\s*([\w.'"-]+)\s*,\s*\1\s*\)/
]

/** A check switched off for a line, a block or a file. */
export const SUPPRESSIONS: readonly RegExp[] = [
  /eslint-disable/,
  /@ts-(?:ignore|expect-error|nocheck)\b/,
  /#\s*noqa\b/,
  /#\s*type:\s*ignore\b/,
  /#\s*(?:pylint|mypy):\s*(?:disable|ignore)/,
  /\/\/\s*nolint\b/,
  /#!?\[allow\(/,
  /@SuppressWarnings\b/,
  /#\s*rubocop:disable\b/,
  /@(?:phpstan-ignore|psalm-suppress)\b/,
  /#pragma\s+warning\s+disable\b/,
  /\[SuppressMessage\b/,
  /\bNOSONAR\b/,
  /\b(?:istanbul|c8|v8)\s+ignore\b/,
  /#\s*pragma:\s*no\s*cover\b/,
  /\bbiome-ignore\b|\boxlint-disable\b|\bdeno-lint-ignore\b/
]

/** A command or setting that lets a failing run pass, or runs fewer tests. */
export const RUNS_LESS: readonly RegExp[] = [
  /\|\|\s*(?:true|exit\s+0|:)\s*(?:$|[;"'&)])/,
  /--passWithNoTests\b/,
  /\bcontinue-on-error:\s*true\b/,
  /\ballow_failure:\s*true\b/,
  /^\s*set\s+\+e\b/,
  /--testPathIgnorePatterns\b|\btestPathIgnorePatterns\b|\btestIgnore\b/,
  /--(?:deselect|ignore-glob|exclude-tag|skip)\b/,
  /\s--ignore[= ]\S*test/i,
  /\s-k\s+['"]?not\s/,
  /-DskipTests\b|-Dmaven\.test\.skip\b/,
  /\s-x\s+test\b/,
  /\s-skip[= ]/,
  /--exit-zero\b/,
  // Tests listed or collected, not run; or only those one name picks
  /--(?:listTests|collect-only|co|no-run)\b|\s-list[= ]/,
  /\s-run[= ]|--testNamePattern\b/,
  /--no-fail-on-(?:error|warning)s?\b|--max-warnings[= ]+-1\b/
]

/** Settings and files that say what CI checks and how strictly. */
export const CHECK_CONFIG_PATHS: readonly RegExp[] = [
  /(^|\/)package\.json$/,
  /(^|\/)(jest|vitest|vite|karma|playwright|cypress|ava|c8|nyc)\.config\.[cm]?[jt]s$/,
  /(^|\/)\.(nycrc|c8rc|mocharc|eslintrc|stylelintrc|prettierrc|rubocop|golangci|flake8|coveragerc|pylintrc|jshintrc)([.\w]*)?$/,
  /(^|\/)eslint\.config\.[cm]?[jt]s$/,
  /(^|\/)(pyproject\.toml|setup\.cfg|tox\.ini|pytest\.ini|mypy\.ini|\.golangci\.ya?ml|codecov\.ya?ml|\.codecov\.ya?ml)$/,
  /(^|\/)(tsconfig[\w.-]*\.json|Cargo\.toml|clippy\.toml|pom\.xml|build\.gradle(\.kts)?|phpunit\.xml(\.dist)?|phpstan\.neon|\.editorconfig|Directory\.Build\.props|\.csproj)$/,
  /\.csproj$/,
  /(^|\/)(Makefile|Rakefile|Justfile|noxfile\.py|Gemfile)$/,
  /(^|\/)\.github\/workflows\/|(^|\/)\.gitlab-ci\.ya?ml$|(^|\/)\.circleci\/|(^|\/)azure-pipelines\.ya?ml$|(^|\/)Jenkinsfile$/
]

/** Keys that choose the tests a run includes: an entry dropped from one runs fewer. */
export const INCLUDE_KEYS =
  /^(?:testpaths|testmatch|testregex|roots|include|python_files|projects)$/

/** Keys that choose the tests a run leaves out: an entry added to one runs fewer. */
export const EXCLUDE_KEYS =
  /^(?:exclude|norecursedirs|testpathignorepatterns|ignore|testignore|modulepathignorepatterns)$/

/** A package script or CI key that runs the tests. */
export const TEST_SCRIPT_KEYS = /^(?:[\w-]+:)?(?:test|tests|check|ci|verify)(?:[:_-][\w:-]*)?$/

/** A command that does nothing and succeeds: what a test script is replaced with to pass. */
export const NO_OP = /^\s*["']?(?:true|exit\s+0|:|echo(?:\s[^"']*)?)["']?\s*,?\s*$/

/** Keys whose number is a floor: lowering it checks less. */
export const FLOOR_KEYS =
  /cover|threshold|fail[_-]?under|min(?:imum)?[_-]?(?:cov|coverage|score)|branches|functions|lines|statements|mutation|score/i

/** Keys whose number is a ceiling: raising it lets more through. */
export const CEILING_KEYS = /max[_-]?(?:warnings|violations|issues|errors|complexity)|maxWarnings/i

/** A rule's severity, in the words and numbers linters use. */
export const SEVERITY = /\b(error|warn(?:ing)?|off|info|hint|none|suggestion|silent|[012])\b/i

/** Strictness switches whose `true` makes a check stricter. */
export const STRICT_KEYS =
  /\b(strict\w*|noImplicit\w+|noUnused\w+|noUncheckedIndexedAccess|exactOptionalPropertyTypes|warningsAsErrors|TreatWarningsAsErrors|failOnWarning|fail_on_warning|disallow_\w+|warn_unused_ignores|check_untyped_defs)\b/i
