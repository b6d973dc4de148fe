// Fixes that weaken a test in disguise, one or more per form and language, beside honest changes
// that use the same constructs on purpose: a new test or test file, a matcher on the next line,
// a dependency mocked, a handler that checks what it caught.
import { added, honest, modified, weak, type FixCase } from './fix-case.js'

/** A marker that makes a failure pass, put on a test that was checking; the same in a new test. */
const EXPECTED_FAILURES: FixCase[] = [
  weak(
    'js: marks the failing test test.failing',
    'js',
    'expected-to-fail',
    modified('test/date.test.ts', [
      "-test('parses leap days', () => {",
      "+test.failing('parses leap days', () => {",
      "   expect(parse('2024-02-29').day).toBe(29)"
    ])
  ),
  weak(
    'js: vitest it.fails on the failing test',
    'js',
    'expected-to-fail',
    modified('src/round.test.ts', [
      "-  it('rounds half up', () => {",
      "+  it.fails('rounds half up', () => {"
    ])
  ),
  weak(
    'js: vitest skipIf on the environment',
    'js',
    'skipped',
    modified('src/round.test.ts', [
      "-  it('rounds', () => {",
      "+  it.skipIf(process.env.CI)('rounds', () => {"
    ])
  ),
  weak(
    'js: mocha this.skip() inside the test',
    'js',
    'skipped',
    modified('test/user.spec.js', ["   it('saves', function () {", '+    this.skip()'])
  ),
  weak(
    'js: node:test skip option',
    'js',
    'skipped',
    modified('test/cache.test.mjs', [
      "-test('evicts', () => {",
      "+test('evicts', { skip: 'flaky' }, () => {"
    ])
  ),
  weak(
    'py: unittest.expectedFailure',
    'py',
    'expected-to-fail',
    modified('tests/test_models.py', [
      '+    @unittest.expectedFailure',
      '     def test_save(self):'
    ])
  ),
  weak(
    'py: pytest.xfail() inside the test',
    'py',
    'expected-to-fail',
    modified('tests/test_api.py', [' def test_timeout():', '+    pytest.xfail("slow network")'])
  ),
  weak(
    'rust: #[should_panic] on a test that checked a value',
    'rust',
    'expected-to-fail',
    modified('src/lib.rs', ['     #[test]', '+    #[should_panic]', '     fn adds_large() {'])
  ),
  weak(
    'java: @DisabledIfEnvironmentVariable on CI',
    'java',
    'skipped',
    modified('src/test/java/app/UserTest.java', [
      '+    @DisabledIfEnvironmentVariable(named = "CI", matches = "true")',
      '     @Test'
    ])
  ),
  weak(
    'kotlin: @Ignore on the failing test',
    'java',
    'skipped',
    modified('src/test/kotlin/app/PriceTest.kt', [
      '+    @Ignore',
      '     @Test',
      '     fun total() {'
    ])
  ),
  weak(
    'ruby: RSpec pending in the example',
    'ruby',
    'skipped',
    modified('spec/models/user_spec.rb', ["   it 'validates email' do", "+    pending('later')"])
  ),
  weak(
    'ruby: minitest skip',
    'ruby',
    'skipped',
    modified('test/user_test.rb', ['   def test_email', "+    skip 'later'"])
  ),
  weak(
    'php: markTestIncomplete',
    'php',
    'skipped',
    modified('tests/CartTest.php', [
      '     public function testTotal(): void',
      '     {',
      "+        $this->markTestIncomplete('later');"
    ])
  ),
  weak(
    'elixir: @tag :skip',
    'elixir',
    'skipped',
    modified('test/cart_test.exs', ['+  @tag :skip', '   test "totals" do'])
  ),
  weak(
    'erlang: Common Test skips the case',
    'erlang',
    'skipped',
    modified('test/cart_SUITE.erl', [
      '-init_per_testcase(_Case, Config) -> Config.',
      '+init_per_testcase(_Case, _Config) -> {skip, "flaky"}.'
    ])
  ),
  weak(
    'js: xtest and xdescribe',
    'js',
    'skipped',
    modified('test/math.test.ts', [
      "-describe('math', () => {",
      "+xdescribe('math', () => {",
      "-  test('divides', () => {",
      "+  xtest('divides', () => {"
    ])
  ),
  honest(
    'elixir: a longer timeout tagged on a test',
    'elixir',
    modified('test/upload_test.exs', [
      '+  @tag timeout: 120_000',
      '   test "uploads a large file" do'
    ])
  ),
  honest(
    'php: a new test method expects the exception the code throws',
    'php',
    modified('tests/ParserTest.php', [
      '     }',
      '+',
      '+    public function testRejectsAStrayBrace(): void',
      '+    {',
      '+        $this->expectException(InvalidArgumentException::class);',
      "+        parse('}');",
      '+    }'
    ])
  ),
  weak(
    'rust: a dummy test added above to pass #[should_panic] off as new',
    'rust',
    'expected-to-fail',
    modified('src/lib.rs', [
      '+    #[test]',
      '+    fn dummy() {}',
      '+',
      '+    #[should_panic]',
      '     #[test]',
      '     fn adds_large() {'
    ])
  ),
  honest(
    'js: a new test file pins a known bug with test.failing',
    'js',
    added('test/known-bugs.test.ts', [
      "import { parse } from '../src/date'",
      '',
      "test.failing('parses the year 10000', () => {",
      "  expect(parse('10000-01-01').year).toBe(10000)",
      '})'
    ])
  ),
  honest(
    'rust: a new test expects the panic it documents',
    'rust',
    modified('src/lib.rs', [
      '     }',
      '+',
      '+    #[test]',
      '+    #[should_panic(expected = "overflow")]',
      '+    fn add_overflows() {',
      '+        checked_add(u64::MAX, 1);',
      '+    }',
      ' }'
    ])
  ),
  honest(
    'py: a new test module marks a known bug xfail',
    'py',
    added('tests/test_known_bugs.py', [
      'import pytest',
      '',
      '@pytest.mark.xfail(reason="upstream bug")',
      'def test_unicode_slug():',
      "    assert slug('é') == 'e'"
    ])
  )
]

/** A test left before its checks: on a condition of the environment, or at the top of its body. */
const EARLY_RETURNS: FixCase[] = [
  weak(
    'js: returns early on CI',
    'js',
    'returns-early',
    modified('test/upload.test.ts', [
      "   it('uploads', async () => {",
      '+    if (process.env.CI) return',
      '     const res = await upload(file)'
    ])
  ),
  weak(
    'js: a bare return at the top of the test',
    'js',
    'returns-early',
    modified('test/upload.test.ts', [
      "   it('uploads', async () => {",
      '+    return',
      '     const res = await upload(file)'
    ])
  ),
  weak(
    'py: returns when CI is set',
    'py',
    'returns-early',
    modified('tests/test_upload.py', [
      ' def test_upload(client):',
      '+    if os.environ.get("CI"):',
      '+        return',
      '     res = client.post("/upload")'
    ])
  ),
  weak(
    'py: a bare return before the assertion',
    'py',
    'returns-early',
    modified('tests/test_upload.py', [
      '     res = client.post("/upload")',
      '+    return',
      '     assert res.status_code == 201'
    ])
  ),
  weak(
    'go: returns when CI is set',
    'go',
    'returns-early',
    modified('upload/upload_test.go', [
      ' func TestUpload(t *testing.T) {',
      '+	if os.Getenv("CI") != "" {',
      '+		return',
      '+	}',
      '	got := Upload(file)'
    ])
  ),
  weak(
    'go: returns on CI in one line',
    'go',
    'returns-early',
    modified('upload/upload_test.go', [
      ' func TestUpload(t *testing.T) {',
      '+	if os.Getenv("CI") != "" { return }',
      '	got := Upload(file)'
    ])
  ),
  weak(
    'js: node:test skipped on CI from inside',
    'js',
    'skipped',
    modified('test/upload.test.mjs', [
      "   test('uploads', async (t) => {",
      '+    if (process.env.CI) t.skip()',
      '     const res = await upload(file)'
    ])
  ),
  weak(
    'rust: returns when CI is set',
    'rust',
    'returns-early',
    modified('src/upload.rs', [
      '     fn uploads() {',
      '+        if std::env::var("CI").is_ok() { return; }',
      '         assert_eq!(upload(&file), Ok(201));'
    ])
  ),
  weak(
    'java: assumes it is not on CI',
    'java',
    'returns-early',
    modified('src/test/java/app/UploadTest.java', [
      '     void uploads() {',
      '+        assumeFalse(System.getenv("CI") != null);',
      '         assertEquals(201, upload(file));'
    ])
  ),
  weak(
    'ruby: return if ENV',
    'ruby',
    'returns-early',
    modified('spec/upload_spec.rb', [
      "   it 'uploads' do",
      "+    return if ENV['CI']",
      '     expect(upload(file)).to eq(201)'
    ])
  ),
  weak(
    'php: returns when CI is set',
    'php',
    'returns-early',
    modified('tests/UploadTest.php', [
      '     {',
      "+        if (getenv('CI')) { return; }",
      '         $this->assertSame(201, upload($file));'
    ])
  ),
  weak(
    'elixir: branches on the environment',
    'elixir',
    'returns-early',
    modified('test/upload_test.exs', [
      '   test "uploads" do',
      '+    if System.get_env("CI") do',
      '+      :ok',
      '+    else',
      '-    assert upload(file) == 201',
      '+      assert upload(file) == 201',
      '+    end'
    ])
  ),
  weak(
    'erlang: branches on the environment',
    'erlang',
    'returns-early',
    modified('test/upload_tests.erl', [
      ' upload_test() ->',
      '+    case os:getenv("CI") of',
      '+        false -> ?assertEqual(201, upload(file()));',
      '+        _ -> ok',
      '+    end.',
      '-    ?assertEqual(201, upload(file())).'
    ])
  ),
  weak(
    "py: a test declared inside the old one's body to pass the return off as new",
    'py',
    'returns-early',
    modified('tests/test_upload.py', [
      ' def test_upload(client):',
      '+    def test_dummy(): pass',
      '+    return',
      '     res = client.post("/upload")'
    ])
  ),
  honest(
    'js: a test reads its server from the environment',
    'js',
    modified('test/upload.test.ts', [
      "   it('uploads', async () => {",
      "+    const base = process.env.API_URL ?? 'http://localhost:3000'",
      '-    const res = await upload(file)',
      '+    const res = await upload(file, base)'
    ])
  ),
  honest(
    'py: a helper returns early on no input',
    'py',
    modified('tests/test_upload.py', [
      ' def _payload(path):',
      '+    if not path:',
      '+        return None',
      '     return open(path, "rb").read()'
    ])
  )
]

/** An assertion kept, its check dropped; and a matcher written on the next line. */
const UNCHECKED: FixCase[] = [
  weak(
    'js: expect() left without its matcher',
    'js',
    'assertion-unchecked',
    modified('test/cart.test.ts', ['-  expect(cart.total()).toBe(30)', '+  expect(cart.total())'])
  ),
  weak(
    'js: the matcher named, not called',
    'js',
    'assertion-unchecked',
    modified('test/cart.test.ts', [
      '-  expect(cart.items).toEqual([a])',
      '+  expect(cart.items).toEqual;'
    ])
  ),
  weak(
    'py: assert turned into a bare expression',
    'py',
    'assertion-unchecked',
    modified('tests/test_slug.py', [
      "-    assert slug('a b') == 'a-b'",
      "+    slug('a b') == 'a-b'"
    ])
  ),
  weak(
    'java: assertThat() without isEqualTo',
    'java',
    'assertion-unchecked',
    modified('src/test/java/app/CartTest.java', [
      '-        assertThat(cart.total()).isEqualTo(30);',
      '+        assertThat(cart.total());'
    ])
  ),
  weak(
    'ruby: expect() without to',
    'ruby',
    'assertion-unchecked',
    modified('spec/cart_spec.rb', ['-    expect(cart.total).to eq(30)', '+    expect(cart.total)'])
  ),
  weak(
    'rust: assert! turned into a bare expression',
    'rust',
    'assertion-unchecked',
    modified('src/cart.rs', [
      '-        assert!(total(&cart) == 30);',
      '+        total(&cart) == 30;'
    ])
  ),
  weak(
    'php: assert() turned into a bare expression',
    'php',
    'assertion-unchecked',
    modified('tests/CartTest.php', [
      '-        assert($cart->total() === 30);',
      '+        $cart->total() === 30;'
    ])
  ),
  weak(
    'elixir: assert turned into a bare expression',
    'elixir',
    'assertion-unchecked',
    modified('test/cart_test.exs', [
      '-    assert Cart.total(cart) == 30',
      '+    Cart.total(cart) == 30'
    ])
  ),
  weak(
    'erlang: ?assert turned into a bare expression',
    'erlang',
    'assertion-unchecked',
    modified('test/cart_tests.erl', [
      '-    ?assert(total(Cart) =:= 30),',
      '+    total(Cart) =:= 30,'
    ])
  ),
  honest(
    'js: a long expect() with its matcher on the next line',
    'js',
    modified('test/cart.test.ts', [
      "   it('totals', () => {",
      '+    expect(cart.totalWithShippingAndTaxes(address, rates))',
      '+      .toBe(36)'
    ])
  ),
  honest(
    'js: a chai property assertion',
    'js',
    modified('test/cart.spec.js', [
      "   it('starts empty', () => {",
      '+    expect(cart.items).to.be.empty'
    ])
  ),
  honest(
    'java: a Hamcrest assertThat carries its matcher',
    'java',
    modified('src/test/java/app/CartTest.java', [
      '     void totals() {',
      '+        assertThat(cart.total(), is(30));'
    ])
  )
]

/** The module under test mocked in its own test; a dependency mocked, or a new test file. */
const MOCKED_SUBJECTS: FixCase[] = [
  weak(
    'js: jest.mock of the module under test',
    'js',
    'subject-mocked',
    modified('test/parser.test.ts', [
      " import { parse } from '../src/parser'",
      "+jest.mock('../src/parser')"
    ])
  ),
  weak(
    'js: vi.mock of the module under test with a factory',
    'js',
    'subject-mocked',
    modified('src/parser.test.ts', [
      " import { parse } from './parser.js'",
      "+vi.mock('./parser.js', () => ({ parse: () => ['a', 'b'] }))"
    ])
  ),
  weak(
    'py: mock.patch of the function under test',
    'py',
    'subject-mocked',
    modified('tests/test_slug.py', [
      "+@mock.patch('app.slug.slugify', return_value='a-b')",
      ' def test_slugify(_):',
      "     assert slugify('A B') == 'a-b'"
    ])
  ),
  weak(
    'py: monkeypatch.setattr on the module under test',
    'py',
    'subject-mocked',
    modified('tests/test_tax.py', [
      ' def test_rate(monkeypatch):',
      "+    monkeypatch.setattr(tax, 'rate', lambda: 0.2)",
      '     assert tax.rate() == 0.2'
    ])
  ),
  weak(
    'java: Mockito mock of the class under test',
    'java',
    'subject-mocked',
    modified('src/test/java/app/ParserTest.java', [
      '     void parses() {',
      '+        Parser parser = mock(Parser.class);',
      '         assertEquals(2, parser.parse("a,b").size());'
    ])
  ),
  weak(
    'kotlin: mockk of the class under test',
    'java',
    'subject-mocked',
    modified('src/test/kotlin/app/ParserTest.kt', [
      '-    private val parser = Parser()',
      '+    private val parser = mockk<Parser>(relaxed = true)'
    ])
  ),
  weak(
    'js: jest.spyOn the function under test',
    'js',
    'subject-mocked',
    modified('test/parser.test.ts', [
      "   it('splits', () => {",
      "+    jest.spyOn(parser, 'parse').mockReturnValue(['a', 'b'])",
      "     expect(parser.parse('a,b')).toEqual(['a', 'b'])"
    ])
  ),
  weak(
    'py: patch.object on the module under test',
    'py',
    'subject-mocked',
    modified('tests/test_slug.py', [
      "+@mock.patch.object(slug, 'slugify', return_value='a-b')",
      ' def test_slugify(_):',
      "     assert slug.slugify('A B') == 'a-b'"
    ])
  ),
  honest(
    'js: jest.mock of a dependency',
    'js',
    modified('test/api.test.ts', [
      " import { fetchUser } from '../src/api'",
      "+jest.mock('../src/db')"
    ])
  ),
  honest(
    'py: mock.patch of a dependency where the module looks it up',
    'py',
    modified('tests/test_fetch.py', [
      "+@mock.patch('app.fetch.requests')",
      ' def test_fetch_json(_):',
      '     assert fetch_json(URL) == {}'
    ])
  ),
  honest(
    'js: a new test file mocks the module it drives',
    'js',
    added('test/parser.test.ts', [
      "import { parse } from '../src/parser'",
      "jest.mock('../src/parser')",
      "it('is called', () => { expect(parse).toBeDefined() })"
    ])
  ),
  honest(
    'java: Mockito mock of a collaborator',
    'java',
    modified('src/test/java/app/ParserTest.java', [
      '     void parses() {',
      '+        Lexer lexer = mock(Lexer.class);'
    ])
  )
]

/** A skip or focus reached through a computed name, an alias or a condition. */
const HIDDEN_SKIPS: FixCase[] = [
  weak(
    "js: test['skip']",
    'js',
    'hidden-skip',
    modified('test/math.test.ts', ["-test('divides', () => {", "+test['skip']('divides', () => {"])
  ),
  weak(
    "js: describe['only']",
    'js',
    'hidden-skip',
    modified('test/math.test.ts', [
      "-describe('math', () => {",
      "+describe['only']('math', () => {"
    ])
  ),
  weak(
    'js: a modifier spelled from pieces',
    'js',
    'hidden-skip',
    modified('test/math.test.ts', ["-it('divides', () => {", "+it[`s` + `kip`]('divides', () => {"])
  ),
  weak(
    'js: test.skip under another name',
    'js',
    'hidden-skip',
    modified('test/math.test.ts', [
      '+const t = test.skip',
      "-test('divides', () => {",
      "+t('divides', () => {"
    ])
  ),
  weak(
    'js: skipped on a condition',
    'js',
    'hidden-skip',
    modified('test/math.test.ts', [
      "-it('divides', () => {",
      "+(process.env.CI ? it.skip : it)('divides', () => {"
    ])
  ),
  weak(
    'js: only pulled out of describe',
    'js',
    'hidden-skip',
    modified('test/math.test.ts', ['+const { only } = describe', " describe('math', () => {"])
  ),
  honest(
    'js: test.each over a table',
    'js',
    modified('test/math.test.ts', [
      "+test.each([[1, 1, 2], [2, 2, 4]])('adds %i and %i', (a, b, sum) => {",
      '+  expect(add(a, b)).toBe(sum)',
      '+})'
    ])
  ),
  honest(
    'py: indexing a variable named test',
    'py',
    modified('tests/test_cases.py', [
      ' def test_names(cases):',
      '     test = cases[0]',
      "+    assert test['name'] == 'first'"
    ])
  )
]

/** An assertion's failure caught and dropped; and handlers that check what they caught. */
const SWALLOWED: FixCase[] = [
  weak(
    'js: try/catch around the expect',
    'js',
    'failure-swallowed',
    modified('test/cart.test.ts', [
      "   it('totals', () => {",
      '+    try {',
      '       expect(cart.total()).toBe(30)',
      '+    } catch {}'
    ])
  ),
  weak(
    'js: the expect and an empty catch on one line',
    'js',
    'failure-swallowed',
    modified('test/cart.test.ts', [
      '-    expect(cart.total()).toBe(30)',
      '+    try { expect(cart.total()).toBe(30) } catch (e) {}'
    ])
  ),
  weak(
    "js: .catch(() => {}) on the assertion's promise",
    'js',
    'failure-swallowed',
    modified('test/user.test.ts', [
      '-    await expect(load(1)).resolves.toEqual(ada)',
      '+    await expect(load(1)).resolves.toEqual(ada).catch(() => {})'
    ])
  ),
  weak(
    'js: an assertion expected to throw',
    'js',
    'failure-swallowed',
    modified('test/cart.test.ts', [
      '-    expect(cart.total()).toBe(30)',
      '+    expect(() => expect(cart.total()).toBe(30)).toThrow()'
    ])
  ),
  weak(
    'py: except AssertionError: pass',
    'py',
    'failure-swallowed',
    modified('tests/test_cart.py', [
      ' def test_total(cart):',
      '+    try:',
      '-    assert cart.total() == 30',
      '+        assert cart.total() == 30',
      '+    except AssertionError:',
      '+        pass'
    ])
  ),
  weak(
    'py: pytest.raises(AssertionError)',
    'py',
    'failure-swallowed',
    modified('tests/test_cart.py', [
      ' def test_total(cart):',
      '+    with pytest.raises(AssertionError):',
      '-    assert cart.total() == 30',
      '+        assert cart.total() == 30'
    ])
  ),
  weak(
    'go: defer recover() added to the test',
    'go',
    'failure-swallowed',
    modified('cart/cart_test.go', [
      ' func TestTotal(t *testing.T) {',
      '+	defer func() { recover() }()'
    ])
  ),
  weak(
    'rust: the test body unwound and dropped',
    'rust',
    'failure-swallowed',
    modified('src/cart.rs', [
      '     fn totals() {',
      '+        let _ = std::panic::catch_unwind(|| {',
      '-        assert_eq!(total(&cart), 30);',
      '+            assert_eq!(total(&cart), 30);',
      '+        });'
    ])
  ),
  weak(
    'java: assertThrows of AssertionError',
    'java',
    'failure-swallowed',
    modified('src/test/java/app/CartTest.java', [
      '-        assertEquals(30, cart.total());',
      '+        assertThrows(AssertionError.class, () -> assertEquals(30, cart.total()));'
    ])
  ),
  weak(
    'kotlin: catch (e: AssertionError) around the check',
    'java',
    'failure-swallowed',
    modified('src/test/kotlin/app/CartTest.kt', [
      '     fun totals() {',
      '+        try {',
      '             assertEquals(30, cart.total())',
      '+        } catch (e: AssertionError) {',
      '+        }'
    ])
  ),
  weak(
    'ruby: rescue around expect',
    'ruby',
    'failure-swallowed',
    modified('spec/cart_spec.rb', [
      "   it 'totals' do",
      '+    begin',
      '       expect(cart.total).to eq(30)',
      '+    rescue RSpec::Expectations::ExpectationNotMetError',
      '+    end'
    ])
  ),
  weak(
    'ruby: rescue nil after the expect',
    'ruby',
    'failure-swallowed',
    modified('spec/cart_spec.rb', [
      '-    expect(cart.total).to eq(30)',
      '+    expect(cart.total).to eq(30) rescue nil'
    ])
  ),
  weak(
    'php: catch (\\Exception) around the assertion',
    'php',
    'failure-swallowed',
    modified('tests/CartTest.php', [
      '+        try {',
      '             $this->assertSame(30, $cart->total());',
      '+        } catch (\\Exception $e) {',
      '+        }'
    ])
  ),
  weak(
    'elixir: rescue around assert',
    'elixir',
    'failure-swallowed',
    modified('test/cart_test.exs', [
      '   test "totals" do',
      '+    try do',
      '       assert Cart.total(cart) == 30',
      '+    rescue',
      '+      _ -> :ok',
      '+    end'
    ])
  ),
  weak(
    'erlang: catch before the assertion',
    'erlang',
    'failure-swallowed',
    modified('test/cart_tests.erl', [
      '-    ?assertEqual(30, total(Cart)).',
      '+    catch ?assertEqual(30, total(Cart)).'
    ])
  ),
  weak(
    'java: catch (Exception) drops the error raised before the check',
    'java',
    'failure-swallowed',
    modified('src/test/java/app/CartTest.java', [
      '     void totals() {',
      '+        try {',
      '             assertEquals(30, cart.total());',
      '+        } catch (Exception e) {',
      '+            log.warn("total", e);',
      '+        }'
    ])
  ),
  honest(
    'js: a finally that cleans up after the check',
    'js',
    modified('test/upload.test.ts', [
      "   it('uploads', async () => {",
      '+    try {',
      '       expect(await upload(file)).toBe(201)',
      '+    } finally {',
      '+      await removeUploads()',
      '+    }'
    ])
  ),
  honest(
    'js: a test checks the error it catches',
    'js',
    modified('test/parse.test.ts', [
      "   it('rejects a stray brace', () => {",
      '+    try {',
      "+      parse('}')",
      '+    } catch (e) {',
      '+      expect(String(e)).toMatch(/brace/)',
      '+    }'
    ])
  ),
  honest(
    'py: except ValueError around the call',
    'py',
    modified('tests/test_parse.py', [
      ' def test_stray_brace():',
      '+    try:',
      "+        parse('}')",
      '+    except ValueError as e:',
      "+        assert 'brace' in str(e)"
    ])
  ),
  honest(
    'go: a recover that checks the panic',
    'go',
    modified('cart/cart_test.go', [
      ' func TestPanicsOnNil(t *testing.T) {',
      '+	defer func() { if r := recover(); r == nil { t.Error("no panic") } }()'
    ])
  ),
  honest(
    'java: assertThrows of the exception the code throws',
    'java',
    modified('src/test/java/app/ParserTest.java', [
      '+        assertThrows(IllegalArgumentException.class, () -> parser.parse("}"));'
    ])
  ),
  honest(
    'erlang: ?assertError of the error the code raises',
    'erlang',
    modified('test/parse_tests.erl', [
      ' stray_brace_test() ->',
      '+    ?assertError(badarg, parse(<<"}">>)),',
      '     ok.'
    ])
  ),
  honest(
    'java: a new test of an assertion helper expects its AssertionError',
    'java',
    modified('src/test/java/app/MoneyAssertTest.java', [
      '     }',
      '+',
      '+    @Test',
      '+    @DisplayName("fails on a different amount")',
      '+    void failsOnMismatch() {',
      '+        assertThrows(AssertionError.class, () -> assertMoney(money(1), money(2)));',
      '+    }'
    ])
  ),
  honest(
    'rust: a new test unwinds a panic on purpose',
    'rust',
    modified('src/pool.rs', [
      '     }',
      '+',
      '+    #[test]',
      '+    fn survives_a_panicking_job() {',
      '+        let _ = std::panic::catch_unwind(|| pool.run(|| panic!("boom")));',
      '+        assert_eq!(pool.size(), 4);',
      '+    }'
    ])
  ),
  honest(
    'ruby: expect { }.to raise_error',
    'ruby',
    modified('spec/parser_spec.rb', [
      "   it 'rejects a stray brace' do",
      "+    expect { Parser.parse('}') }.to raise_error(Parser::Error)"
    ])
  )
]

export const DISGUISED_FIXES: readonly FixCase[] = [
  ...EXPECTED_FAILURES,
  ...EARLY_RETURNS,
  ...UNCHECKED,
  ...MOCKED_SUBJECTS,
  ...HIDDEN_SKIPS,
  ...SWALLOWED
]
