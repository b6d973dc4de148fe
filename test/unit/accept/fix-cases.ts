// Real-looking fixes, honest and weakening, each with its diff as GitHub's compare gives it: the
// measure of the weakened-test guard (false alarms on honest fixes, misses on weakening ones).
import { DISGUISED_FIXES } from './disguised-fixes.js'
import { honest, modified, renamed, weak, type FixCase } from './fix-case.js'

export const FIX_CASES: readonly FixCase[] = [
  // JavaScript and TypeScript
  honest(
    'js: fixes the off-by-one the test caught',
    'js',
    modified('src/range.ts', [
      ' export function range(n: number): number[] {',
      '-  return Array.from({ length: n - 1 }, (_, i) => i)',
      '+  return Array.from({ length: n }, (_, i) => i)',
      ' }'
    ])
  ),
  honest(
    'js: updates an expectation together with the code',
    'js',
    modified('src/price.ts', [
      ' export const VAT = 0.2',
      '-export const fee = 3',
      '+export const fee = 4'
    ]),
    modified('test/price.test.ts', [
      " it('adds the fee', () => {",
      '-  expect(total(10)).toBe(15)',
      '+  expect(total(10)).toBe(16)',
      ' })'
    ])
  ),
  honest(
    'js: adds a test for the bug it fixes',
    'js',
    modified('src/parse.ts', [
      '-  return text.split(",")',
      '+  return text.split(",").map((s) => s.trim())'
    ]),
    modified('src/parse.test.ts', [
      ' })',
      "+it('trims items', () => {",
      "+  expect(parse('a, b')).toEqual(['a', 'b'])",
      '+})'
    ])
  ),
  honest(
    'js: moves a test within its file',
    'js',
    modified('test/math.test.js', [
      "-it('adds', () => { expect(add(1, 2)).toBe(3) })",
      " it('subtracts', () => { expect(sub(3, 2)).toBe(1) })",
      "+it('adds', () => { expect(add(1, 2)).toBe(3) })"
    ])
  ),
  honest(
    'js: fixes a lint error in code',
    'js',
    modified('src/cli.ts', ['-  let count = 0', '+  const count = 0'])
  ),
  honest(
    'js: replaces a flaky timer with a fake one',
    'js',
    modified('test/retry.test.ts', [
      "   it('retries', async () => {",
      '-    await sleep(100)',
      '+    jest.advanceTimersByTime(100)',
      '     expect(calls).toBe(2)'
    ])
  ),
  weak(
    'js: skips the failing test',
    'js',
    'skipped',
    modified('test/math.test.ts', [
      "-it('divides by zero', () => {",
      "+it.skip('divides by zero', () => {"
    ])
  ),
  weak(
    'js: xit on the failing spec',
    'js',
    'skipped',
    modified('spec/user.spec.js', ["-  it('saves', async () => {", "+  xit('saves', async () => {"])
  ),
  weak(
    'js: focuses one test with .only',
    'js',
    'focused',
    modified('src/__tests__/api.test.ts', [
      "-describe('api', () => {",
      "+describe.only('api', () => {"
    ])
  ),
  weak(
    'js: deletes the failing test',
    'js',
    'deleted-test',
    modified('test/date.test.ts', [
      "-it('parses leap days', () => {",
      "-  expect(parse('2024-02-29').day).toBe(29)",
      '-})',
      " it('parses ISO dates', () => {"
    ])
  ),
  weak(
    'js: removes the assertion that fails',
    'js',
    'assertions-removed',
    modified('test/cart.test.ts', [
      " it('totals', () => {",
      '   const cart = make()',
      '-  expect(cart.total()).toBe(30)',
      ' })'
    ])
  ),
  weak(
    'js: asserts true is true',
    'js',
    'trivial-assertion',
    modified('test/cart.test.ts', [
      '-  expect(cart.total()).toBe(30)',
      '+  expect(true).toBe(true)'
    ])
  ),
  weak(
    'js: lowers the coverage threshold',
    'js',
    'threshold-lowered',
    modified('jest.config.js', [
      '   coverageThreshold: {',
      '-    global: { lines: 90 },',
      '+    global: { lines: 60 },'
    ])
  ),
  weak(
    'js: disables the lint rule inline',
    'js',
    'rule-disabled',
    modified('src/cli.ts', ['+  // eslint-disable-next-line no-unused-vars', '   let count = 0'])
  ),
  weak(
    'js: turns a rule from error to warn',
    'js',
    'rule-disabled',
    modified('.eslintrc.json', [
      '     "rules": {',
      '-      "no-console": "error",',
      '+      "no-console": "warn",'
    ])
  ),
  weak(
    'js: raises --max-warnings',
    'js',
    'threshold-lowered',
    modified('package.json', [
      '-    "lint": "eslint . --max-warnings 0",',
      '+    "lint": "eslint . --max-warnings 50",'
    ])
  ),
  weak(
    'js: test script passes with no tests',
    'js',
    'runs-less',
    modified('package.json', [
      '-    "test": "jest",',
      '+    "test": "jest --passWithNoTests --testPathIgnorePatterns e2e",'
    ])
  ),
  weak(
    'js: ts-ignore over a type error',
    'js',
    'rule-disabled',
    modified('src/user.ts', ['+  // @ts-expect-error', '   return user.name.first'])
  ),
  weak(
    'js: turns strict off',
    'js',
    'rule-disabled',
    modified('tsconfig.json', ['-    "strict": true,', '+    "strict": false,'])
  ),
  weak('js: renames the test out of the glob', 'js', 'renamed-out', {
    path: 'src/math.txt',
    previousPath: 'src/math.test.ts',
    status: 'renamed',
    patch: null
  }),
  // Python
  honest(
    'py: fixes the comparison',
    'py',
    modified('app/rules.py', ['-    return age > 18', '+    return age >= 18'])
  ),
  honest(
    'py: corrects an expected value with the code',
    'py',
    modified('app/tax.py', ['-RATE = 0.19', '+RATE = 0.2']),
    modified('tests/test_tax.py', ['-    assert tax(100) == 19', '+    assert tax(100) == 20'])
  ),
  honest(
    'py: adds a regression test',
    'py',
    modified('tests/test_slug.py', [
      '+def test_slug_keeps_digits():',
      "+    assert slug('a1 b2') == 'a1-b2'"
    ])
  ),
  weak(
    'py: marks the test skip',
    'py',
    'skipped',
    modified('tests/test_slug.py', ['+@pytest.mark.skip(reason="flaky")', ' def test_unicode():'])
  ),
  weak(
    'py: xfail on the failing test',
    'py',
    'expected-to-fail',
    modified('tests/test_api.py', ['+@pytest.mark.xfail', ' def test_timeout():'])
  ),
  weak(
    'py: unittest.skip',
    'py',
    'skipped',
    modified('tests/test_models.py', ['+    @unittest.skip("later")', '     def test_save(self):'])
  ),
  weak(
    'py: assert True',
    'py',
    'trivial-assertion',
    modified('tests/test_tax.py', ['-    assert tax(100) == 19', '+    assert True'])
  ),
  weak(
    'py: lowers fail_under',
    'py',
    'threshold-lowered',
    modified('pyproject.toml', [' [tool.coverage.report]', '-fail_under = 85', '+fail_under = 40'])
  ),
  weak(
    'py: noqa on the lint error',
    'py',
    'rule-disabled',
    modified('app/io.py', ['-import os', '+import os  # noqa: F401'])
  ),
  weak(
    'py: deselects the failing test in tox',
    'py',
    'runs-less',
    modified('tox.ini', ['-commands = pytest', '+commands = pytest -k "not test_timeout"'])
  ),
  weak('py: deletes the test module', 'py', 'deleted-test', {
    path: 'tests/test_cache.py',
    previousPath: null,
    status: 'removed',
    patch: null
  }),
  // Go
  honest(
    'go: handles the nil map',
    'go',
    modified('store/store.go', ['+	if s.items == nil {', '+		s.items = map[string]int{}', '+	}'])
  ),
  weak(
    'go: t.Skip in the failing test',
    'go',
    'skipped',
    modified('store/store_test.go', [' func TestPut(t *testing.T) {', '+	t.Skip("broken on CI")'])
  ),
  weak(
    'go: drops the t.Errorf',
    'go',
    'assertions-removed',
    modified('store/store_test.go', ['	if got != 3 {', '-		t.Errorf("got %d, want 3", got)', ' 	}'])
  ),
  weak(
    'go: nolint',
    'go',
    'rule-disabled',
    modified('store/store.go', ['-	defer f.Close()', '+	defer f.Close() //nolint:errcheck'])
  ),
  // Rust
  honest(
    'rust: fixes the overflow',
    'rust',
    modified('src/lib.rs', ['-    a + b', '+    a.saturating_add(b)'])
  ),
  weak(
    'rust: #[ignore] on the test',
    'rust',
    'skipped',
    modified('src/lib.rs', ['     #[test]', '+    #[ignore]', '     fn adds_large() {'])
  ),
  weak(
    'rust: allow a clippy lint',
    'rust',
    'rule-disabled',
    modified('src/main.rs', ['+#[allow(clippy::needless_return)]', ' fn main() {'])
  ),
  // Java and Kotlin
  honest(
    'java: fixes the null check',
    'java',
    modified('src/main/java/app/User.java', [
      '-        return name.trim();',
      '+        return name == null ? "" : name.trim();'
    ])
  ),
  weak(
    'java: @Disabled on the failing test',
    'java',
    'skipped',
    modified('src/test/java/app/UserTest.java', ['+    @Disabled("flaky")', '     @Test'])
  ),
  weak(
    'java: skips tests in maven',
    'java',
    'runs-less',
    modified('.github/workflows/ci.yml', [
      '-      - run: mvn -B verify',
      '+      - run: mvn -B verify -DskipTests'
    ])
  ),
  weak(
    'kotlin: assertEquals of a value against itself',
    'java',
    'trivial-assertion',
    modified('src/test/kotlin/app/PriceTest.kt', [
      '-        assertEquals(16, total(10))',
      '+        assertEquals(16, 16)'
    ])
  ),
  // Ruby
  honest(
    'ruby: fixes the scope',
    'ruby',
    modified('app/models/user.rb', [
      '-  scope :active, -> { where(active: 1) }',
      '+  scope :active, -> { where(active: true) }'
    ])
  ),
  weak(
    'ruby: xit',
    'ruby',
    'skipped',
    modified('spec/models/user_spec.rb', [
      "-  it 'validates email' do",
      "+  xit 'validates email' do"
    ])
  ),
  weak(
    'ruby: rubocop:disable',
    'ruby',
    'rule-disabled',
    modified('app/models/user.rb', ['+  # rubocop:disable Metrics/MethodLength', '   def import'])
  ),
  // PHP
  honest(
    'php: fixes the array key',
    'php',
    modified('src/Cart.php', [
      "-        return $this->items['total'];",
      "+        return $this->items['sum'];"
    ])
  ),
  weak(
    'php: markTestSkipped',
    'php',
    'skipped',
    modified('tests/CartTest.php', [
      '     public function testTotal(): void',
      '     {',
      "+        $this->markTestSkipped('later');"
    ])
  ),
  // C#
  honest(
    'cs: fixes the rounding',
    'cs',
    modified('src/Billing/Invoice.cs', [
      '-        return Math.Round(total);',
      '+        return Math.Round(total, 2);'
    ])
  ),
  weak(
    'cs: Skip on the fact',
    'cs',
    'skipped',
    modified('tests/Billing.Tests/InvoiceTests.cs', ['-    [Fact]', '+    [Fact(Skip = "flaky")]'])
  ),
  weak(
    'cs: warnings no longer errors',
    'cs',
    'rule-disabled',
    modified('Directory.Build.props', [
      '-    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>',
      '+    <TreatWarningsAsErrors>false</TreatWarningsAsErrors>'
    ])
  ),
  // CI and build files
  honest(
    'ci: pins a tool version',
    'ci',
    modified('package.json', ['-    "typescript": "^5.4.0",', '+    "typescript": "~5.4.5",'])
  ),
  honest(
    'ci: raises the coverage floor',
    'ci',
    modified('jest.config.js', ['-    global: { lines: 80 },', '+    global: { lines: 85 },'])
  ),
  weak(
    'ci: test failures ignored in the Makefile',
    'ci',
    'runs-less',
    modified('Makefile', [' test:', '-	go test ./...', '+	go test ./... || true'])
  ),
  weak(
    'ci: the test step removed',
    'ci',
    'runs-less',
    modified('Makefile', [' check: lint', '-	cargo test'])
  ),
  // A test renamed or moved where its runner does not look
  weak(
    'py: renames the test module to .off',
    'py',
    'renamed-out',
    renamed('tests/test_api.py', 'tests/test_api.py.off')
  ),
  weak(
    'js: renames the test to .bak',
    'js',
    'renamed-out',
    renamed('src/foo.test.ts', 'src/foo.test.ts.bak')
  ),
  weak(
    'go: renames the test to .txt',
    'go',
    'renamed-out',
    renamed('store/store_test.go', 'store/store_test.go.txt')
  ),
  weak(
    'go: moves the test into testdata',
    'go',
    'renamed-out',
    renamed('store/store_test.go', 'store/testdata/store_test.go')
  ),
  weak(
    'py: moves the test into a hidden directory',
    'py',
    'renamed-out',
    renamed('tests/test_api.py', 'tests/.disabled/test_api.py')
  ),
  weak(
    'ruby: moves the spec into vendor',
    'ruby',
    'renamed-out',
    renamed('spec/user_spec.rb', 'vendor/spec/user_spec.rb')
  ),
  honest(
    'js: moves a test into a subfolder',
    'js',
    renamed('test/math.test.ts', 'test/unit/math.test.ts')
  ),
  honest('py: renames a test module', 'py', renamed('tests/test_api.py', 'tests/test_http_api.py')),
  honest('go: renames a test file', 'go', renamed('store/store_test.go', 'store/cache_test.go')),
  honest(
    'ruby: moves a spec into a folder',
    'ruby',
    renamed('spec/user_spec.rb', 'spec/models/user_spec.rb')
  ),
  honest(
    'js: moves a test from __tests__ beside the code',
    'js',
    renamed('src/__tests__/parse.test.ts', 'src/parse.test.ts')
  ),
  // An assertion traded for a weaker one
  weak(
    'js: toBe(4) becomes toBeDefined()',
    'js',
    'assertion-weakened',
    modified('test/sum.test.ts', [
      '-  expect(sum(2, 2)).toBe(4)',
      '+  expect(sum(2, 2)).toBeDefined()'
    ])
  ),
  weak(
    'js: toEqual becomes toBeTruthy()',
    'js',
    'assertion-weakened',
    modified('src/parse.test.ts', [
      "-  expect(parse('a,b')).toEqual(['a', 'b'])",
      "+  expect(parse('a,b')).toBeTruthy()"
    ])
  ),
  weak(
    'js: chai equal becomes exist',
    'js',
    'assertion-weakened',
    modified('test/user.spec.js', [
      "-    expect(user.name).to.equal('Ada')",
      '+    expect(user.name).to.exist'
    ])
  ),
  weak(
    'py: assertEqual becomes assertIsNotNone',
    'py',
    'assertion-weakened',
    modified('tests/test_models.py', [
      "-        self.assertEqual(user.name, 'Ada')",
      '+        self.assertIsNotNone(user.name)'
    ])
  ),
  weak(
    'rust: assert_eq! becomes assert!(is_ok())',
    'rust',
    'assertion-weakened',
    modified('src/parse.rs', [
      '-        assert_eq!(parse("1"), Ok(1));',
      '+        assert!(parse("1").is_ok());'
    ])
  ),
  weak(
    'go: assert.Equal becomes assert.NotNil',
    'go',
    'assertion-weakened',
    modified('store/store_test.go', ['-	assert.Equal(t, 3, s.Len())', '+	assert.NotNil(t, s)'])
  ),
  weak(
    'java: assertEquals becomes assertNotNull',
    'java',
    'assertion-weakened',
    modified('src/test/java/app/SumTest.java', [
      '-        assertEquals(4, sum.total());',
      '+        assertNotNull(sum);'
    ])
  ),
  honest(
    'js: toBeTruthy() becomes toBe(true)',
    'js',
    modified('test/flags.test.ts', [
      "-  expect(enabled('beta')).toBeTruthy()",
      "+  expect(enabled('beta')).toBe(true)"
    ])
  ),
  honest(
    'js: adds toBeDefined() beside the value check',
    'js',
    modified('test/user.test.ts', [
      '   const user = load(1)',
      '+  expect(user).toBeDefined()',
      "   expect(user.name).toBe('Ada')"
    ])
  ),
  honest(
    'py: assertEqual(x, None) becomes assertIsNone',
    'py',
    modified('tests/test_cache.py', [
      "-        self.assertEqual(cache.get('k'), None)",
      "+        self.assertIsNone(cache.get('k'))"
    ])
  ),
  honest(
    'rust: assert!(is_ok()) becomes assert_eq!',
    'rust',
    modified('src/parse.rs', [
      '-        assert!(parse("3").is_ok());',
      '+        assert_eq!(parse("3"), Ok(3));'
    ])
  ),
  honest(
    'go: assert.NotNil becomes assert.Equal',
    'go',
    modified('store/store_test.go', ['-	assert.NotNil(t, s)', '+	assert.Equal(t, 0, s.Len())'])
  ),
  // A test command or setting narrowed
  weak(
    'js: the test script only lists the tests',
    'js',
    'runs-less',
    modified('package.json', ['-    "test": "jest",', '+    "test": "jest --listTests",'])
  ),
  weak(
    'js: the test script replaced with true',
    'js',
    'runs-less',
    modified('package.json', ['-    "test": "node scripts/run-tests.mjs",', '+    "test": "true",'])
  ),
  weak(
    'py: testpaths narrowed to the unit tests',
    'py',
    'runs-less',
    modified('pyproject.toml', [
      ' [tool.pytest.ini_options]',
      '-testpaths = ["tests"]',
      '+testpaths = ["tests/unit"]'
    ])
  ),
  weak(
    'js: vitest excludes the failing folder',
    'js',
    'runs-less',
    modified('vitest.config.ts', [
      '   test: {',
      "+    exclude: ['node_modules', 'test/slow/**'],",
      "     environment: 'node'"
    ])
  ),
  weak(
    'py: norecursedirs grows the integration tests',
    'py',
    'runs-less',
    modified('setup.cfg', [
      ' [tool:pytest]',
      '-norecursedirs = .git build',
      '+norecursedirs = .git build tests/integration'
    ])
  ),
  weak(
    'go: go test runs one test',
    'go',
    'runs-less',
    modified('Makefile', [' test:', '-	go test ./...', "+	go test -run '^TestFoo$$' ./..."])
  ),
  weak(
    'ci: the test step replaced with exit 0',
    'ci',
    'runs-less',
    modified('.github/workflows/ci.yml', [
      '       - name: Test',
      '-        run: make test',
      '+        run: exit 0'
    ])
  ),
  honest(
    'py: testpaths widened',
    'py',
    modified('pyproject.toml', [
      ' [tool.pytest.ini_options]',
      '-testpaths = ["tests"]',
      '+testpaths = ["tests", "integration"]'
    ])
  ),
  honest(
    'js: vitest excludes less',
    'js',
    modified('vitest.config.ts', [
      "-    exclude: ['node_modules', 'test/slow/**'],",
      "+    exclude: ['node_modules'],"
    ])
  ),
  honest(
    'js: the test script runs with coverage',
    'js',
    modified('package.json', ['-    "test": "jest",', '+    "test": "jest --ci --coverage",'])
  ),
  honest(
    'go: go test with the race detector',
    'go',
    modified('Makefile', [' test:', '-	go test ./...', '+	go test -race ./...'])
  ),
  honest(
    'js: a pretest script that only prints',
    'js',
    modified('package.json', ['     "test": "jest",', '+    "pretest": "echo starting",'])
  ),
  // Disguised: read with the lines around them
  ...DISGUISED_FIXES
]
