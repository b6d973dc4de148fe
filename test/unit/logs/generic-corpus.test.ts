// The generic reader's corpus: real output of tools green-gate has no matcher for, framed as job
// logs (test/fixtures/logs/make-corpus.sh generic). The families were split in two before any
// tuning: the tuning half is what the reader was shaped on, the held-out half was only measured.
// For each half the test computes how often a rerun signs the same, a different failure signs
// differently, the class is right, and the summary names the facts a fixer needs, prints the
// figures, and holds them to the floors below.
import { describe, it, expect } from '@jest/globals'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { summarizeRun } from '../../../src/rules/logs/summary.js'
import type { FailureClass, LogAnalysis } from '../../../src/rules/logs/types.js'
import { fixture } from './fixtures.js'

interface Family {
  readonly family: string
  /** The class a person would give both failures. */
  readonly failureClass: FailureClass
  /** What the summary of `first` must name (test, file, rule, module, error code)... */
  readonly names: readonly string[]
  /** ...and of `second`. */
  readonly secondNames: readonly string[]
}

/** Shaped the reader. */
const TUNING: readonly Family[] = [
  {
    family: 'ava',
    failureClass: 'test',
    names: ['adds two numbers', 'test/math.test.js'],
    secondNames: ['multiplies', 'test/math.test.js']
  },
  {
    family: 'tape',
    failureClass: 'test',
    names: ['slug joins words with dashes', 'test/slug.js'],
    secondNames: ['slug trims blanks', 'test/slug.js']
  },
  {
    family: 'jasmine',
    failureClass: 'test',
    names: ['cart sums prices times quantities', 'spec/cartSpec.js'],
    secondNames: ['cart counts items', 'spec/cartSpec.js']
  },
  {
    family: 'stylelint',
    failureClass: 'lint',
    names: ['color-no-invalid-hex', 'src/styles/button.css'],
    secondNames: ['property-no-unknown', 'src/styles/card.css']
  },
  {
    family: 'markdownlint',
    failureClass: 'lint',
    names: ['MD022', 'README.md'],
    secondNames: ['MD009', 'docs/guide.md']
  },
  {
    family: 'cspell',
    failureClass: 'lint',
    names: ['recieve', 'docs/install.md'],
    secondNames: ['seperately', 'docs/usage.md']
  },
  {
    family: 'unbound',
    failureClass: 'build',
    names: ['RELEASE_TAG', 'scripts/package.sh'],
    secondNames: ['UPLOAD_BUCKET', 'scripts/package.sh']
  },
  {
    family: 'pyscript',
    failureClass: 'test',
    names: ['KeyError', 'scripts/build_index.py'],
    secondNames: ['ValueError', 'scripts/build_index.py']
  },
  {
    family: 'prove',
    failureClass: 'test',
    names: ['add sums two numbers', 't/calc.t'],
    secondNames: ['half keeps fractions', 't/calc.t']
  },
  {
    family: 'javaexc',
    failureClass: 'test',
    names: ['java.lang.NumberFormatException', 'app.Main.port'],
    secondNames: ['java.lang.NullPointerException', 'app.Main.name']
  },
  {
    family: 'rejection',
    failureClass: 'test',
    names: ['RangeError', 'scripts/smoke.ts'],
    secondNames: ['ENOENT', 'scripts/smoke.ts']
  },
  {
    family: 'valgrind',
    failureClass: 'test',
    names: ['Invalid read of size', 'check.c'],
    secondNames: ['Invalid free', 'check.c']
  },
  // Test shapes: native test frameworks, behaviour-driven runners, TAP producers, memory checkers.
  {
    family: 'gtest',
    failureClass: 'test',
    names: ['Calc.Adds', 'tests/calc_test.cc'],
    secondNames: ['Calc.Halves', 'tests/calc_test.cc']
  },
  {
    family: 'cunit',
    failureClass: 'test',
    names: ['upcase', 'tests/test_strings.c'],
    secondNames: ['count_words', 'tests/test_strings.c']
  },
  {
    family: 'boosttest',
    failureClass: 'test',
    names: ['pushes', 'tests/test_stack.cpp'],
    secondNames: ['keeps_order', 'tests/test_stack.cpp']
  },
  {
    family: 'behave',
    failureClass: 'test',
    names: ['Adding two items', 'features/cart.feature'],
    secondNames: ['Removing an item', 'features/cart.feature']
  },
  {
    family: 'bats',
    failureClass: 'test',
    names: ['slug lowercases words', 'test/slug.bats'],
    secondNames: ['slug squeezes blanks', 'test/slug.bats']
  },
  {
    family: 'asan',
    failureClass: 'test',
    names: ['heap-buffer-overflow', 'src/buffer.c', 'copy_name'],
    secondNames: ['heap-use-after-free', 'src/buffer.c']
  },
  // Held out and measured, then looked at: tuning since.
  {
    family: 'catch2',
    failureClass: 'test',
    names: ['range excludes the end', 'tests/test_range.cpp'],
    secondNames: ['clamp keeps values inside', 'tests/test_range.cpp']
  },
  {
    family: 'ubsan',
    failureClass: 'test',
    names: ['signed integer overflow', 'src/mathx.c'],
    secondNames: ['shift exponent', 'src/mathx.c']
  },
  // Diagnostics with a rule or code but no compiler shape: location-then-code lines, tabular
  // reports, schema validators, unified diffs, dependency-graph checks.
  {
    family: 'luacheck',
    failureClass: 'lint',
    names: ['W211', 'src/greet.lua'],
    secondNames: ['W113', 'src/parse.lua']
  },
  {
    family: 'perlcritic',
    failureClass: 'lint',
    names: ['Code before strictures are enabled', 'bin/report.pl'],
    secondNames: ['statement with explicit', 'bin/export.pl']
  },
  {
    family: 'phpcs',
    failureClass: 'lint',
    names: ['Squiz.Functions.MultiLineFunctionDeclaration.BraceOnSameLine', 'src/Cart.php'],
    secondNames: ['Generic.PHP.LowerCaseConstant.Found', 'src/Price.php']
  },
  {
    family: 'xmllint',
    failureClass: 'lint',
    names: ['year', 'data/dune.xml'],
    secondNames: ['book', 'data/emma.xml']
  },
  {
    family: 'shfmt',
    failureClass: 'lint',
    names: ['scripts/build.sh'],
    secondNames: ['scripts/deploy.sh']
  },
  {
    family: 'madge',
    failureClass: 'lint',
    names: ['cart.js', 'order.js'],
    secondNames: ['render.js', 'view.js']
  },
  {
    family: 'chktex',
    failureClass: 'lint',
    names: ['spaces in front of punctuation', 'docs/paper.tex'],
    secondNames: ['Command terminated with space', 'docs/notes.tex']
  },
  {
    family: 'rubocop',
    failureClass: 'lint',
    names: ['Style/StringLiterals', 'lib/cart.rb'],
    secondNames: ['Lint/UselessAssignment', 'lib/price.rb']
  },
  {
    family: 'sqlfluff',
    failureClass: 'lint',
    names: ['L039', 'models/orders.sql'],
    secondNames: ['L010', 'models/users.sql']
  },
  // Tools that stop at one unit: a migration, a schema file, a doc page, a configure check.
  // A failed migration is the repository's code failing to build its schema: build.
  {
    family: 'alembic',
    failureClass: 'build',
    names: ['b2', 'no such column: email'],
    secondNames: ['c3', 'table users already exists']
  },
  {
    family: 'sqlite',
    failureClass: 'build',
    names: ['db/migrations/002_authors.sql', 'no such table: book'],
    secondNames: ['db/migrations/003_seed.sql', 'no column named year']
  },
  {
    family: 'protoc',
    failureClass: 'build',
    names: ['shop/user.proto', 'strng'],
    secondNames: ['shop/order.proto', 'Field number 1 has already been used']
  },
  {
    family: 'sphinx',
    failureClass: 'lint',
    names: ['docs/usage.rst', 'undefined label'],
    secondNames: ['docs/install.rst', 'pythn']
  },
  {
    family: 'autoconf',
    failureClass: 'dependency',
    names: ['ZSTD_compress', 'libzstd is required'],
    secondNames: ['gperf', 'gperf was not found']
  },
  // Held out at first, looked at after they were measured: tuning since.
  {
    family: 'flatc',
    failureClass: 'build',
    names: ['schema/monster.fbs', 'type mismatch'],
    secondNames: ['schema/weapon.fbs', 'field already exists']
  },
  {
    family: 'mkdocs',
    failureClass: 'lint',
    names: ['index.md', 'guides.md'],
    secondNames: ['faq.md']
  },
  {
    family: 'meson',
    failureClass: 'dependency',
    names: ['meson.build', 'yaml-0.1x'],
    secondNames: ['meson.build', 'ragel']
  },
  {
    family: 'doxygen',
    failureClass: 'lint',
    names: ['include/calc.h', '@param'],
    secondNames: ['include/scale.h', 'unknowncmd']
  },
  // Held out in the fresh batch, looked at after they were measured: tuning since.
  {
    family: 'yoyo',
    failureClass: 'build',
    names: ['0002.index-emails', 'no such table: account'],
    secondNames: ['0003.sessions', 'table accounts already exists']
  },
  {
    family: 'thrift',
    failureClass: 'build',
    names: ['idl/user.thrift', 'strng'],
    secondNames: ['idl/status.thrift', 'OPEN']
  },
  {
    family: 'asciidoctor',
    failureClass: 'lint',
    names: ['docs/index.adoc', 'setup.adoc'],
    secondNames: ['docs/guide.adoc', 'out of sequence']
  },
  {
    family: 'pkgconfig',
    failureClass: 'dependency',
    names: ['libyaml-9'],
    secondNames: ['gtk+-9.0']
  },
  // Step intent: a linter, type checker or test binary run through a build tool.
  {
    family: 'clippy',
    failureClass: 'lint',
    names: ['clippy::len_zero', 'src/main.rs'],
    secondNames: ['clippy::needless_return', 'src/main.rs']
  },
  {
    family: 'makecheck',
    failureClass: 'test',
    names: ['t/check_calc.c', 'sum(2, 2) == 4'],
    secondNames: ['t/check_calc.c', 'span(3, 7) == 4']
  },
  {
    family: 'gcclint',
    failureClass: 'lint',
    names: ['unused-variable', 'src/scale.c'],
    secondNames: ['parentheses', 'src/clamp.c']
  },
  {
    family: 'mypymake',
    failureClass: 'type',
    names: ['list-item', 'app/cart.py'],
    secondNames: ['arg-type', 'app/names.py']
  },
  {
    family: 'npmlint',
    failureClass: 'lint',
    names: ['no-unused-vars', 'src/stats.js'],
    secondNames: ['prefer-const', 'src/text.js']
  },
  // Held out and measured, then looked at: tuning since. Each was fixed by the shape it prints.
  {
    family: 'msgfmt',
    failureClass: 'build',
    names: ['po/de.po', 'format'],
    secondNames: ['po/fr.po', 'end-of-line']
  },
  {
    family: 'typedoc',
    failureClass: 'lint',
    names: ['src/math.ts', 'add'],
    secondNames: ['src/math.ts', 'scale']
  },
  {
    family: 'openapi',
    failureClass: 'build',
    names: ['api/openapi.yaml', 'Usr'],
    secondNames: ['schemas/user.yaml']
  },
  {
    family: 'gperf',
    failureClass: 'build',
    names: ['kw/c.gperf'],
    secondNames: ['kw/sql.gperf']
  },
  {
    family: 'makeinfo',
    failureClass: 'lint',
    names: ['doc/manual.texi', 'Setup'],
    secondNames: ['doc/guide.texi', 'itemize']
  },
  {
    family: 'jsdoc',
    failureClass: 'lint',
    names: ['cart.js', '@paramz'],
    secondNames: ['price.js', '@returnz']
  },
  {
    family: 'builddeps',
    failureClass: 'dependency',
    names: ['libzstd-nonesuch-dev'],
    secondNames: ['ragel-nonesuch']
  },
  {
    family: 'javaclint',
    failureClass: 'lint',
    names: ['rawtypes', 'src/app/Names.java'],
    secondNames: ['serial', 'src/app/Span.java']
  },
  {
    family: 'makexmllint',
    failureClass: 'lint',
    names: ['config/app.xml', 'mismatch'],
    secondNames: ['config/jobs.xml', 'redefined']
  },
  {
    family: 'cargoharness',
    failureClass: 'test',
    names: ['encode_shouts', 'roundtrip'],
    secondNames: ['decode_whispers', 'roundtrip']
  },
  // Held out first, then looked at after they were measured: tuning since.
  {
    family: 'doctestcpp',
    failureClass: 'test',
    names: ['meters become kilometers', 'tests/test_units.cpp'],
    secondNames: ['pad keeps two digits', 'tests/test_units.cpp']
  },
  {
    family: 'check',
    failureClass: 'test',
    names: ['test_push', 'tests/check_queue.c'],
    secondNames: ['test_pop', 'tests/check_queue.c']
  },
  {
    family: 'tsan',
    failureClass: 'test',
    names: ['data race', 'src/counter.c', 'bump'],
    secondNames: ['data race', 'src/counter.c', 'tally']
  },
  {
    family: 'pytap',
    failureClass: 'test',
    names: ['test_joins_words', 'tests/test_slug.py'],
    secondNames: ['test_strips_blanks', 'tests/test_slug.py']
  },
  {
    family: 'cppcheck',
    failureClass: 'lint',
    names: ['arrayIndexOutOfBounds', 'src/buf.c'],
    secondNames: ['memleak', 'src/list.c']
  },
  {
    family: 'ajv',
    failureClass: 'lint',
    names: ['port', 'config/api.json'],
    secondNames: ['name', 'config/worker.json']
  },
  {
    family: 'depcruise',
    failureClass: 'lint',
    names: ['no-ui-to-db', 'src/ui/page.js'],
    secondNames: ['no-circular', 'src/core/parse.js', 'src/core/load.js']
  },
  {
    family: 'desktop',
    failureClass: 'lint',
    names: ['Type', 'share/demo.desktop'],
    secondNames: ['Name', 'share/tool.desktop']
  },
  {
    family: 'pydocstyle',
    failureClass: 'lint',
    names: ['D103', 'src/app.py'],
    secondNames: ['D100', 'src/util.py']
  },
  {
    family: 'makecppcheck',
    failureClass: 'lint',
    names: ['arrayIndexOutOfBounds', 'src/buf.c'],
    secondNames: ['nullPointer', 'src/ptr.c']
  },
  // Held out and measured once, then looked at for their misses: tuning since.
  {
    family: 'yamllint',
    failureClass: 'lint',
    names: ['config/app.yml', 'bad indentation'],
    secondNames: ['config/jobs.yml', 'duplicated mapping key']
  },
  {
    family: 'busted',
    failureClass: 'test',
    names: ['slug joins words with dashes', 'spec/slug_spec.lua'],
    secondNames: ['slug trims blanks', 'spec/slug_spec.lua']
  },
  {
    family: 'cppunit',
    failureClass: 'test',
    names: ['StackTest::pushesOnTop', 'tests/stack_test.cpp'],
    secondNames: ['StackTest::popsInOrder', 'tests/stack_test.cpp']
  },
  {
    family: 'jsonschema',
    failureClass: 'lint',
    names: ['config/api.json', 'maximum'],
    secondNames: ['config/api.json', 'name']
  },
  {
    family: 'npmpkglint',
    failureClass: 'lint',
    names: ['require-license', 'package.json'],
    secondNames: ['name-format', 'package.json']
  },
  {
    family: 'remark',
    failureClass: 'lint',
    names: ['no-unused-definitions', 'docs/guide.md'],
    secondNames: ['no-undefined-references', 'docs/guide.md']
  },
  // fresh batch tests: captured, split before any reader change
  {
    family: 'rspec',
    failureClass: 'test',
    names: ['Cart#total sums prices times quantities', 'spec/cart_spec.rb'],
    secondNames: ['Cart#count counts every item', 'spec/cart_spec.rb']
  },
  {
    family: 'phpunit',
    failureClass: 'test',
    names: ['SlugTest::testJoinsWordsWithDashes', 'tests/SlugTest.php'],
    secondNames: ['SlugTest::testCountsWords', 'tests/SlugTest.php']
  },
  {
    family: 'shunit2',
    failureClass: 'test',
    names: ['test_ext_takes_the_last_suffix'],
    secondNames: ['test_stem_drops_the_folder']
  },
  {
    family: 'minitest',
    failureClass: 'test',
    names: ['WalletTest#test_deposit_adds_to_the_balance', 'test/wallet_test.rb'],
    secondNames: ['WalletTest#test_withdraw_refuses_an_overdraft', 'test/wallet_test.rb']
  },
  {
    family: 'doublefree',
    failureClass: 'test',
    names: ['double free detected'],
    secondNames: ['free(): invalid pointer']
  },
  {
    family: 'cucumber',
    failureClass: 'test',
    names: ['Adding items raises the total', 'the total is 6', 'features/basket.feature'],
    secondNames: ['Each item is counted', 'the basket holds 1 item', 'features/basket.feature']
  },
  {
    family: 'exunit',
    failureClass: 'test',
    names: ['converts boiling water to fahrenheit', 'test/temp_test.exs'],
    secondNames: ['converts body heat to celsius', 'test/temp_test.exs']
  },
  {
    family: 'ounit',
    failureClass: 'test',
    names: ['words:0:counts_words'],
    secondNames: ['words:1:shouts']
  },
  {
    family: 'commontest',
    failureClass: 'test',
    names: ['pops_in_order', 'test/fifo_SUITE.erl', 'badmatch'],
    secondNames: ['counts_items', 'test/fifo_SUITE.erl', 'badmatch']
  },
  // Held out by the split, but of tools probed from their documented output while the reader was written: tuning.
  {
    family: 'glibtest',
    failureClass: 'test',
    names: ['test_push_keeps_order', 'tests/test_queue.c'],
    secondNames: ['test_length', 'tests/test_queue.c']
  },
  {
    family: 'helgrind',
    failureClass: 'test',
    names: ['Possible data race', 'count_hits', 'counter.c'],
    secondNames: ['Possible data race', 'count_misses', 'counter.c']
  },
  {
    family: 'eunit',
    failureClass: 'test',
    names: ['cents_rounds_test', 'test/money_tests.erl'],
    secondNames: ['split_evenly_test', 'test/money_tests.erl']
  },
  {
    family: 'glibtap',
    failureClass: 'test',
    names: ['/strings/strip-trims-both-ends', 'tests/test_strings.c'],
    secondNames: ['/strings/split-counts-fields', 'tests/test_strings.c']
  },
  {
    family: 'qttest',
    failureClass: 'test',
    names: ['TestVersion::bumpsThePatch', 'tests/tst_version.cpp'],
    secondNames: ['TestVersion::readsTheMajor', 'tests/tst_version.cpp']
  },
  {
    family: 'cxxtest',
    failureClass: 'test',
    names: ['RangeTest::testClampKeepsInside', 'tests/RangeTest.h'],
    secondNames: ['RangeTest::testWidthCountsBothEnds', 'tests/RangeTest.h']
  },
  // fresh batch diagnostics: captured, split before any reader change
  {
    family: 'clangtidy',
    failureClass: 'lint',
    names: ['readability-else-after-return', 'src/ring.c'],
    secondNames: ['misc-redundant-expression', 'src/ring.c']
  },
  {
    family: 'spectral',
    failureClass: 'lint',
    names: ['operation-operationId', 'api/openapi.yaml'],
    secondNames: ['path-params', 'api/openapi.yaml']
  },
  {
    family: 'knip',
    failureClass: 'lint',
    names: ['title', 'src/slug.js'],
    secondNames: ['src/legacy.js']
  },
  {
    family: 'bandit',
    failureClass: 'lint',
    names: ['B602', 'app/shell.py'],
    secondNames: ['B301', 'app/store.py']
  },
  {
    family: 'syncpack',
    failureClass: 'lint',
    names: ['lodash', 'packages/api/package.json'],
    secondNames: ['react', 'packages/api/package.json']
  },
  {
    family: 'textlint',
    failureClass: 'lint',
    names: ['no-todo', 'docs/install.md'],
    secondNames: ['no-todo', 'docs/usage.md']
  },
  {
    family: 'depcheck',
    failureClass: 'lint',
    names: ['semver', 'src/version.js'],
    secondNames: ['js-yaml']
  },
  {
    family: 'proselint',
    failureClass: 'lint',
    names: ['weasel_words.very', 'docs/notes.md'],
    secondNames: ['uncomparables.misc', 'docs/design.md']
  },
  {
    family: 'vulture',
    failureClass: 'lint',
    names: ['legacy_home', 'app/main.py'],
    secondNames: ['OldPaths', 'app/paths.py']
  },
  {
    family: 'sizelimit',
    failureClass: 'lint',
    names: ['core'],
    secondNames: ['cli']
  },
  {
    family: 'goldendiff',
    failureClass: 'test',
    names: ['tests/golden/summary.txt'],
    secondNames: ['tests/golden/detail.txt']
  },
  {
    family: 'writegood',
    failureClass: 'lint',
    names: ['docs/team.md', 'passive voice'],
    secondNames: ['docs/setup.md', 'Simply']
  },
  // Held out by the split, but of tools probed from their documented output while the reader was written: tuning.
  {
    family: 'flawfinder',
    failureClass: 'lint',
    names: ['strcpy', 'src/name.c'],
    secondNames: ['system', 'src/run.c']
  },
  {
    family: 'yapf',
    failureClass: 'lint',
    names: ['pkg/prices.py'],
    secondNames: ['pkg/names.py']
  },
  {
    family: 'jing',
    failureClass: 'lint',
    names: ['year', 'data/shelf.xml'],
    secondNames: ['isbn', 'data/annex.xml']
  },
  {
    family: 'mandoc',
    failureClass: 'lint',
    names: ['missing section argument', 'man/greet.1'],
    secondNames: ['missing end of block', 'man/greet.1']
  },
  {
    family: 'checkbashisms',
    failureClass: 'lint',
    names: ['scripts/greet.sh', 'alternative test command'],
    secondNames: ['scripts/clean.sh', "'function' is useless"]
  },
  {
    family: 'tidy',
    failureClass: 'lint',
    names: ['site/index.html', 'missing </b>'],
    secondNames: ['site/index.html', 'lacks "alt" attribute']
  },
  {
    family: 'pyflakes',
    failureClass: 'lint',
    names: ["'sys'", 'src/codec.py'],
    secondNames: ["'height'", 'src/shapes.py']
  },
  {
    family: 'buf',
    failureClass: 'lint',
    names: ['ageYears', 'proto/pets/v1/pets.proto'],
    secondNames: ['Pets', 'proto/pets/v1/pets.proto']
  },
  // fresh batch stops: captured, split before any reader change
  {
    family: 'psql',
    failureClass: 'build',
    names: ['db/migrations/002_email.sql', 'acounts'],
    secondNames: ['db/migrations/003_orders.sql', 'uid']
  },
  {
    family: 'hugo',
    failureClass: 'build',
    names: ['content/posts/intro.md', 'calout'],
    secondNames: ['content/posts/guide.md', 'REF_NOT_FOUND']
  },
  {
    family: 'sqitch',
    failureClass: 'build',
    names: ['email', 'usrs'],
    secondNames: ['orders', 'CREAT']
  },
  {
    family: 'xsltproc',
    failureClass: 'build',
    names: ['docs/guide.xml', 'Usage'],
    secondNames: ['xsl/page.xsl', 'sitename']
  },
  {
    family: 'typeorm',
    failureClass: 'build',
    names: ['Email1700000000002', 'migrations/1700000000002-email.js', 'usrs'],
    secondNames: ['Seed1700000000003', 'migrations/1700000000003-seed.js', 'fullname']
  },
  {
    family: 'latexmk',
    failureClass: 'build',
    names: ['paper.tex', 'textbfx'],
    secondNames: ['chapters/method.tex', 'Missing $ inserted']
  },
  {
    family: 'pgmigrate',
    failureClass: 'build',
    names: ['1700000000002_email', 'varchr'],
    secondNames: ['1700000000003_orders', 'totl']
  },
  {
    family: 'pandoc',
    failureClass: 'build',
    names: ['docs/guide.md', 'Duplicate link reference'],
    secondNames: ['docs/intro.md', 'Note with key']
  },
  {
    family: 'mandochtml',
    failureClass: 'build',
    names: ['man/demo.1', 'missing section argument'],
    secondNames: ['man/democtl.8', 'cannot parse date']
  },
  {
    family: 'json2ts',
    failureClass: 'build',
    names: ['schema/adress.json', 'ERESOLVER'],
    secondNames: ['schema/order.json', 'Error parsing JSON']
  },
  {
    family: 'automake',
    failureClass: 'build',
    names: ['src/Makefile.am', 'CFLAGS'],
    secondNames: ['lib/Makefile.am', 'LIBTOOL']
  },
  // Held out by the split, but of tools probed from their documented output while the reader was written: tuning.
  {
    family: 're2c',
    failureClass: 'build',
    names: ['src/lexer.re', 'idnet'],
    secondNames: ['src/number.re', 'unreachable-rules']
  },
  {
    family: 'swig',
    failureClass: 'build',
    names: ['src/calc.i', 'missing semicolon'],
    secondNames: ['src/geo.i', 'lambda']
  },
  {
    family: 'lemon',
    failureClass: 'build',
    names: ['grammar/calc.y', 'expr(C)'],
    secondNames: ['grammar/query.y', 'trem']
  },
  {
    family: 'scons',
    failureClass: 'build',
    names: ['src/utils.c', 'build/utils.o'],
    secondNames: ['src/SConscript', 'Programm']
  },
  {
    family: 'ant',
    failureClass: 'build',
    names: ['build.xml', 'confs'],
    secondNames: ['configure', 'dist']
  },
  {
    family: 'qmake',
    failureClass: 'build',
    names: ['src/app/app.pro', 'Missing closing parenthesis'],
    secondNames: ['comon.pri', 'VERSION is not set']
  },
  {
    family: 'makefilepl',
    failureClass: 'dependency',
    names: ['Text::CSV_XS', 'Makefile.PL'],
    secondNames: ['YAML::XS', 'Makefile.PL']
  },
  // Captured after the reader was written and measured once (both fresh batches), then looked at for their misses: tuning since.
  {
    family: 'lab',
    failureClass: 'test',
    names: ['sums prices times quantities', 'test/cart.js'],
    secondNames: ['counts every unit', 'test/cart.js']
  },
  {
    family: 'yath',
    failureClass: 'test',
    names: ['slug joins words with dashes', 't/slug.t'],
    secondNames: ['trim drops blanks at both ends', 't/slug.t']
  },
  {
    family: 'tinytest',
    failureClass: 'test',
    names: ['span is the gap between extremes', 'test_stats.R'],
    secondNames: ['midrange halves the extremes', 'test_stats.R']
  },
  {
    family: 'jshint',
    failureClass: 'lint',
    names: ['src/cart.js', 'W098'],
    secondNames: ['src/text.js', 'W117']
  },
  {
    family: 'phpmd',
    failureClass: 'lint',
    names: ['src/Cart.php', 'UnusedLocalVariable'],
    secondNames: ['src/Text.php', 'BooleanArgumentFlag']
  },
  {
    family: 'pykwalify',
    failureClass: 'lint',
    names: ['config/service.yaml', '/port'],
    secondNames: ['config/service.yaml', "required key 'name'"]
  },
  {
    family: 'sass',
    failureClass: 'build',
    names: ['styles/main.scss', 'Undefined variable'],
    secondNames: ['styles/_theme.scss', 'Expected expression']
  },
  {
    family: 'pod2man',
    failureClass: 'build',
    names: ['lib/Demo.pm', '=headl'],
    secondNames: ['lib/Demo.pm', '=back']
  },
  {
    family: 'sequel',
    failureClass: 'build',
    names: ['migration version 2', 'no such table: user'],
    secondNames: ['migration version 3', 'already exists']
  },
  {
    family: 'cpplintmake',
    failureClass: 'lint',
    names: ['src/stack.cc', 'build/namespaces'],
    secondNames: ['src/queue.cc', 'whitespace/braces']
  },
  {
    family: 'tslintnpm',
    failureClass: 'lint',
    names: ['src/cart.ts', 'no-var-keyword'],
    secondNames: ['src/text.ts', 'triple-equals']
  },
  {
    family: 'scripttest',
    failureClass: 'test',
    names: ['span_counts_the_gap'],
    secondNames: ['mid_finds_the_middle']
  },
  {
    family: 'zora',
    failureClass: 'test',
    names: ['slug joins words with dashes', 'test/slug.test.js'],
    secondNames: ['initials take the first letter of each word', 'test/slug.test.js']
  },
  {
    family: 'csslint',
    failureClass: 'lint',
    names: ['styles/site.css', 'empty-rules'],
    secondNames: ['styles/print.css', 'zero-units']
  },
  {
    family: 'peggy',
    failureClass: 'build',
    names: ['grammar/calc.peggy', 'Integr'],
    secondNames: ['grammar/calc.peggy', 'Term', 'already defined']
  },
  {
    family: 'phplintmake',
    failureClass: 'lint',
    names: ['src/Cart.php', 'syntax error'],
    secondNames: ['src/Text.php', "Unmatched '}'"]
  },
  {
    family: 'runit',
    failureClass: 'test',
    names: ['test.span_is_the_gap_between_extremes', 'tests/test_stats.R'],
    secondNames: ['test.midrange_halves_the_extremes', 'tests/test_stats.R']
  },
  {
    family: 'gitlint',
    failureClass: 'lint',
    names: ['T1', 'Title exceeds max length'],
    secondNames: ['T3', 'Title has trailing punctuation']
  },
  {
    family: 'nodemigrate',
    failureClass: 'build',
    names: ['1700000000002-add-user-name.js', 'column email not found'],
    secondNames: ['1700000000003-create-orders.js', 'table orders exists already']
  },
  {
    family: 'lesshintnpm',
    failureClass: 'lint',
    names: ['card.less', 'hexLength'],
    secondNames: ['menu.less', 'importantRule']
  },
  {
    family: 'cram',
    failureClass: 'test',
    names: ['tests/greet.t'],
    secondNames: ['tests/farewell.t']
  },
  {
    family: 'zschema',
    failureClass: 'lint',
    names: ['INVALID_TYPE', '#/port'],
    secondNames: ['OBJECT_ADDITIONAL_PROPERTIES', 'retry']
  },
  {
    family: 'ninja',
    failureClass: 'build',
    names: ['src/utils.c', 'obj/util.o'],
    secondNames: ['build.ninja', 'linker']
  },
  {
    family: 'ocamlrake',
    failureClass: 'test',
    names: ['tests/test_top.ml', 'Assert_failure'],
    secondNames: ['tests/test_size.ml', 'Assert_failure']
  },
  // Captured after the reader was frozen and measured once, then looked at: tuning since.
  {
    family: 'ospec',
    failureClass: 'test',
    names: ['cart > sums prices times quantities', 'tests/cart.js'],
    secondNames: ['cart > counts every unit', 'tests/cart.js']
  },
  {
    family: 'brittle',
    failureClass: 'test',
    names: ['slug joins words with dashes', 'test/slug.js'],
    secondNames: ['slug trims blanks', 'test/slug.js']
  },
  {
    family: 'srfi64',
    failureClass: 'test',
    names: ['sums prices times quantities', 'tests/cart.scm'],
    secondNames: ['counts every unit', 'tests/cart.scm']
  },
  {
    family: 'solhint',
    failureClass: 'lint',
    names: ['avoid-tx-origin', 'contracts/Vault.sol'],
    secondNames: ['no-empty-blocks', 'contracts/Vault.sol']
  },
  {
    family: 'htmlvalidate',
    failureClass: 'lint',
    names: ['wcag/h37', 'site/index.html'],
    secondNames: ['no-dup-id', 'site/about.html']
  },
  {
    family: 'tsprune',
    failureClass: 'lint',
    names: ['subtract', 'src/math.ts'],
    secondNames: ['lower', 'src/strings.ts']
  },
  {
    family: 'handlebars',
    failureClass: 'build',
    names: ["each doesn't match if"],
    secondNames: ['Parse error']
  },
  {
    family: 'pbjs',
    failureClass: 'build',
    names: ["no such Type or Enum 'strng'"],
    secondNames: ['duplicate id', 'Type User']
  },
  {
    family: 'bmake',
    failureClass: 'build',
    names: ['src/util.c'],
    secondNames: ['Makefile', 'Need an operator']
  },
  {
    family: 'ragel',
    failureClass: 'build',
    names: ['src/num.rl', 'graph lookup of "digt" failed'],
    secondNames: ['src/num.rl', 'action lookup of "tally" failed']
  },
  {
    family: 'gengetopt',
    failureClass: 'build',
    names: ['cmdline.ggo', 'syntax error'],
    secondNames: ['cmdline.ggo', "short option redefined 'v'"]
  },
  {
    family: 'm4',
    failureClass: 'build',
    names: ['m4/index.m4', 'm4/heder.m4'],
    secondNames: ['m4/header.m4', 'too few arguments']
  },
  {
    family: 'scdocmake',
    failureClass: 'build',
    names: ['doc/democtl.1.scd', 'Expected alphanumerical character'],
    secondNames: ['doc/democtl.1.scd', 'Only headings up to two levels deep are permitted']
  },
  {
    family: 'mjml',
    failureClass: 'build',
    names: ['emails/welcome.mjml', 'colour'],
    secondNames: ['emails/receipt.mjml', 'hrefs']
  },
  // Captured in this round by tools whose output was probed, captured or looked at while the reader was written (brittle, Guile's SRFI-64, ragel, gengetopt, handlebars, scdoc, dtc, LuaUnit, CppUTest and UnitTest++, less, gem, Electric Fence, html-validate, solhint, lockfile-lint): tuning.
  {
    family: 'brittlequeue',
    failureClass: 'test',
    names: ['enqueue appends at the tail', 'test/queue.test.js'],
    secondNames: ['dequeue drops the head', 'test/queue.test.js']
  },
  {
    family: 'srfi64strings',
    failureClass: 'test',
    names: ['shout upcases', 'tests/strings.scm'],
    secondNames: ['initials of two words', 'tests/strings.scm']
  },
  {
    family: 'ragellexer',
    failureClass: 'build',
    names: ['src/lexer.rl', 'words'],
    secondNames: ['src/query.rl', 'parse error']
  },
  {
    family: 'gengetoptcli',
    failureClass: 'build',
    names: ['src/cli.ggo', 'short option redefined'],
    secondNames: ['src/cli.ggo', 'invalid default value']
  },
  {
    family: 'handlebarsview',
    failureClass: 'build',
    names: ["each doesn't match if"],
    secondNames: ['Parse error', '{{user.name}']
  },
  {
    family: 'scdocpages',
    failureClass: 'build',
    names: ['doc/demo.1.scd', 'Invalid start of heading'],
    secondNames: ['doc/demo.conf.5.scd', 'Tabs are required']
  },
  {
    family: 'dtcboard',
    failureClass: 'build',
    names: ['dts/board.dts', 'phandle_references', 'gpio0'],
    secondNames: ['dts/board.dts', 'syntax error']
  },
  {
    family: 'luaunit',
    failureClass: 'test',
    names: ['TestText.testTrimBothEnds', 'tests/test_text.lua'],
    secondNames: ['TestText.testSplitOnComma', 'tests/test_text.lua']
  },
  {
    family: 'luaunitscript',
    failureClass: 'test',
    names: ['TestSlug.test_joins_words_with_dashes', 'tests/test_text.lua'],
    secondNames: ['TestTrim.test_strips_both_ends', 'tests/test_text.lua']
  },
  {
    family: 'cpputest',
    failureClass: 'test',
    names: ['WrapsPastTheEnd', 'tests/test_ring.cpp'],
    secondNames: ['NextSlotAdvances', 'tests/test_ring.cpp']
  },
  {
    family: 'unittestpp',
    failureClass: 'test',
    names: ['CentsRoundsHalfUp', 'tests/test_money.cpp'],
    secondNames: ['AddTaxAppliesPercent', 'tests/test_money.cpp']
  },
  {
    family: 'lessc',
    failureClass: 'build',
    names: ['styles/main.less', '@brand-primary'],
    secondNames: ['styles/colors.less', 'ParseError']
  },
  {
    family: 'gembuild',
    failureClass: 'build',
    names: ['demo.gemspec', 'Malformed version number'],
    secondNames: ['CHANGELOG.md', 'InvalidSpecificationException']
  },
  {
    family: 'efence',
    failureClass: 'test',
    names: ['build/test_upper', 'Segmentation fault'],
    secondNames: ['build/test_list', 'address not from malloc']
  },
  {
    family: 'brittlenpm',
    failureClass: 'test',
    names: ['total multiplies price by quantity', 'test/cart.js'],
    secondNames: ['count sums the quantities', 'test/cart.js']
  },
  {
    family: 'htmlvalidateframe',
    failureClass: 'lint',
    names: ['public/index.html', 'wcag/h37'],
    secondNames: ['public/about.html', 'no-implicit-button-type']
  },
  {
    family: 'solhintnpm',
    failureClass: 'lint',
    names: ['contracts/Vault.sol', 'avoid-tx-origin'],
    secondNames: ['contracts/Token.sol', 'no-empty-blocks']
  },
  {
    family: 'srfi64rake',
    failureClass: 'test',
    names: ['top after push', 'tests/stack.scm'],
    secondNames: ['size after two pushes', 'tests/stack.scm']
  },
  {
    family: 'lockfilelint',
    failureClass: 'lint',
    names: ['ms@2.1.3', 'invalid protocol'],
    secondNames: ['left-pad@1.3.0', 'invalid integrity hash type']
  },
  // Captured after the reader was frozen and measured once, then looked at: tuning since.
  {
    family: 'fastcheck',
    failureClass: 'test',
    names: ['clamp stays within bounds', 'test/props.js'],
    secondNames: ['words never yields blanks', 'test/props.js']
  },
  {
    family: 'reuselint',
    failureClass: 'lint',
    names: ['src/util.js', 'no licensing information'],
    secondNames: ['src/app.py', 'GPL-3.0-or-later']
  },
  {
    family: 'jsonlint',
    failureClass: 'lint',
    names: ['Parse error', "Expecting 'STRING', got '}'"],
    secondNames: ['Parse error', "Expecting 'STRING', '}', got 'undefined'"]
  },
  {
    family: 'vows',
    failureClass: 'test',
    names: ['a cart with two items', 'totals price times quantity'],
    secondNames: ['a 10 percent discount', 'takes off a tenth']
  },
  {
    family: 'vowsnpm',
    failureClass: 'test',
    names: ['slug of "Hello World"', 'joins the words with a dash'],
    secondNames: ['title of "ada"', 'capitalises the first letter']
  },
  {
    family: 'kconfig',
    failureClass: 'build',
    names: ['Kconfig', 'endchoise'],
    secondNames: ['drivers/Kconfig', 'invalid option']
  },
  {
    family: 'luarocks',
    failureClass: 'build',
    names: ['src/greeter.lua', 'No such file or directory'],
    secondNames: ['greet-1.0-1.rockspec', 'greet-1.1-1.rockspec']
  },
  {
    family: 'coffeelint',
    failureClass: 'lint',
    names: ['src/greet.coffee', 'max_line_length'],
    secondNames: ['src/cart.coffee', 'no_throwing_strings']
  },
  {
    family: 'plunit',
    failureClass: 'test',
    names: ['sums_prices_times_quantities', 'tests/cart.pl'],
    secondNames: ['counts_every_unit', 'tests/cart.pl']
  },
  {
    family: 'xv',
    failureClass: 'test',
    names: ['src/text.test.js', 'hello-world'],
    secondNames: ['src/text.test.js', 'AL']
  }
]

/** Never looked at while the reader was written: measured only. */
const HELD_OUT: readonly Family[] = [
  {
    family: 'uvu',
    failureClass: 'test',
    names: ['money formats cents', 'tests/format.js'],
    secondNames: ['pad fills with zeros', 'tests/format.js']
  },
  {
    family: 'qunit',
    failureClass: 'test',
    names: ['range excludes the end', 'test/range.js'],
    secondNames: ['clamp keeps values inside', 'test/range.js']
  },
  {
    family: 'htmlhint',
    failureClass: 'lint',
    names: ['alt-require', 'site/index.html'],
    secondNames: ['id-unique', 'site/about.html']
  },
  {
    family: 'commitlint',
    failureClass: 'lint',
    names: ['subject-empty', 'type-empty'],
    secondNames: ['subject-case', 'subject-full-stop']
  },
  {
    family: 'doctest',
    failureClass: 'test',
    names: ['units.to_km', 'src/units.py'],
    secondNames: ['units.to_miles', 'src/units.py']
  },
  {
    family: 'sete',
    failureClass: 'build',
    names: ['build/app.js.map', 'cp'],
    secondNames: ['config/release-notes.md', 'cat']
  },
  {
    family: 'tcltest',
    failureClass: 'test',
    names: ['initials-1.1'],
    secondNames: ['shout-1.1']
  },
  {
    family: 'biome',
    failureClass: 'lint',
    names: ['lint/suspicious/noDoubleEquals', 'src/list.js'],
    secondNames: ['lint/suspicious/noDebugger', 'src/task.js']
  },
  {
    family: 'oxlint',
    failureClass: 'lint',
    names: ['src/greet.js', 'declared but never used'],
    secondNames: ['src/parse.js', 'debugger']
  },
  {
    family: 'standard',
    failureClass: 'lint',
    names: ['no-unused-vars', 'lib/area.js'],
    secondNames: ['eqeqeq', 'lib/same.js']
  },
  {
    family: 'nodeassert',
    failureClass: 'test',
    names: ['AssertionError', 'scripts/smoke.mjs', 'checkParse'],
    secondNames: ['AssertionError', 'scripts/smoke.mjs', 'checkBump']
  },
  // Test shapes: native test frameworks, behaviour-driven runners, TAP producers, memory checkers.
  {
    family: 'cmocka',
    failureClass: 'test',
    names: ['test_parse_port', 'tests/test_parse.c'],
    secondNames: ['test_parse_flag', 'tests/test_parse.c']
  },
  {
    family: 'cucumberjs',
    failureClass: 'test',
    names: ['Totals two items', 'features/basket.feature'],
    secondNames: ['Empties the basket', 'features/basket.feature']
  },
  {
    family: 'nodetap',
    failureClass: 'test',
    names: ['words splits on blanks', 'test/words.js'],
    secondNames: ['title capitalises the first letter', 'test/words.js']
  },
  {
    family: 'lsan',
    failureClass: 'test',
    names: ['leak', 'src/list.c', 'push'],
    secondNames: ['leak', 'src/list.c', 'label']
  },
  // Diagnostics with a rule or code but no compiler shape: location-then-code lines, tabular
  // reports, schema validators, unified diffs, dependency-graph checks.
  {
    family: 'codespell',
    failureClass: 'lint',
    names: ['recieve', 'docs/intro.md'],
    secondNames: ['Seperate', 'src/words.py']
  },
  {
    family: 'gendrift',
    failureClass: 'build',
    names: ['src/routes.ts'],
    secondNames: ['src/errors.ts']
  },
  {
    family: 'dpdm',
    failureClass: 'lint',
    names: ['a.js', 'b.js'],
    secondNames: ['c.js', 'd.js']
  },
  {
    family: 'autopep8',
    failureClass: 'lint',
    names: ['src/app.py'],
    secondNames: ['src/util.py']
  },
  // Tools that stop at one unit.
  {
    family: 'django',
    failureClass: 'build',
    names: ['0002_index_sku', 'sku'],
    secondNames: ['0003_prices', 'syntax error']
  },
  // Captured after the reader was written, measured once.
  {
    family: 'bison',
    failureClass: 'build',
    names: ['grammar/calc.y', 'NUMBR'],
    secondNames: ['grammar/list.y', 'entry']
  },
  // A third batch, captured after the second round of the stop readers, measured once.
  {
    family: 'capnp',
    failureClass: 'build',
    names: ['schema/user.capnp', 'Strng'],
    secondNames: ['schema/order.capnp', 'ordinal']
  },
  {
    family: 'flex',
    failureClass: 'build',
    names: ['lex/numbers.l', 'DIGT'],
    secondNames: ['lex/words.l']
  },
  {
    family: 'docutils',
    failureClass: 'lint',
    names: ['docs/intro.rst', 'Title underline too short'],
    secondNames: ['docs/usage.rst', 'emphasis']
  },
  {
    family: 'umzug',
    failureClass: 'build',
    names: ['0002-add-email', 'columns'],
    secondNames: ['0003-orders', 'columns']
  },
  // Step intent: a linter or test binary run through a build tool.
  {
    family: 'javatest',
    failureClass: 'test',
    names: ['AssertionError', 'checkSum'],
    secondNames: ['AssertionError', 'checkSpan']
  },
  // A fresh batch in the shapes, captured after the misses were read, measured once:
  // a behaviour-driven runner, native test frameworks, a bare TAP producer, a schema validator,
  // a doc checker, npm linters with their own output order.
  {
    family: 'criterion',
    failureClass: 'test',
    names: ['counts_the_gap', 'tests/test_span.c'],
    secondNames: ['finds_the_middle', 'tests/test_span.c']
  },
  {
    family: 'baretap',
    failureClass: 'test',
    names: ['count splits on blanks', 't/words.t'],
    secondNames: ['title capitalises the first letter', 't/words.t']
  },
  {
    family: 'rstcheck',
    failureClass: 'lint',
    names: ['docs/guide.rst', 'install'],
    secondNames: ['docs/guide.rst', 'was never closed']
  },
  // fresh batch tests: captured, split before any reader change
  {
    family: 'sharness',
    failureClass: 'test',
    names: ['greets by name', 't/t0001-greet.sh'],
    secondNames: ['shouts on request', 't/t0001-greet.sh']
  },
  {
    family: 'mtrace',
    failureClass: 'test',
    names: ['Memory not freed', 'src/tags.c'],
    secondNames: ["was never alloc'd", 'src/tags.c']
  },
  {
    family: 'testthat',
    failureClass: 'test',
    names: ['mean_of averages the values', 'test-stats.R'],
    secondNames: ['range_of spans min to max', 'test-stats.R']
  },
  // fresh batch diagnostics: captured, split before any reader change
  {
    family: 'taplo',
    failureClass: 'lint',
    names: ['Cargo.toml'],
    secondNames: ['pyproject.toml']
  },
  {
    family: 'publint',
    failureClass: 'lint',
    names: ['pkg.main', './dist/index.js'],
    secondNames: ['pkg.exports', './lib/index.js']
  },
  {
    family: 'licensecheck',
    failureClass: 'lint',
    names: ['tiny-parse@2.0.0', 'GPL-3.0'],
    secondNames: ['left-pad@1.3.0', 'WTFPL']
  },
  {
    family: 'appstream',
    failureClass: 'lint',
    names: ['spdx-license-unknown', 'org.example.Greet'],
    secondNames: ['invalid-iso8601-date', 'org.example.Greet']
  },
  // fresh batch stops: captured, split before any reader change
  {
    family: 'gresource',
    failureClass: 'build',
    names: ['data/app.gresource.xml', 'ui/dialog.ui'],
    secondNames: ['data/icons.gresource.xml', 'xml-strip']
  },
  {
    family: 'rpcgen',
    failureClass: 'build',
    names: ['proto/calc.x', "expected ';'"],
    secondNames: ['proto/msg.x', 'variable-length array']
  },
  {
    family: 'dbmate',
    failureClass: 'build',
    names: ['20260106100000_email.sql', 'usrs'],
    secondNames: ['20260107100000_seed.sql', 'UNIQUE constraint failed']
  },
  {
    family: 'rpmbuild',
    failureClass: 'build',
    names: ['Unknown tag', 'Licence'],
    secondNames: ['File not found', 'usr/bin/democtl']
  },
  // capt-fresh4 batch: captured after the reader was written, never looked at
  {
    family: 'hypothesis',
    failureClass: 'test',
    names: ['dedupe_keeps_first_order', 'tests/props.py'],
    secondNames: ['chunks_rejoin_to_input', 'tests/props.py']
  },
  {
    family: 'kyua',
    failureClass: 'test',
    names: ['slug_test', 'lowercases'],
    secondNames: ['slug_test', 'spaces_become_dashes']
  },
  {
    family: 'gyp',
    failureClass: 'build',
    names: ['demo.gyp', 'codecs'],
    secondNames: ['demo.gyp', 'static_lib']
  },
  {
    family: 'help2man',
    failureClass: 'build',
    names: ['bin/demo', '--help'],
    secondNames: ['bin/democtl', '--version']
  },
  {
    family: 'sqlmigrate',
    failureClass: 'build',
    names: ['2_email_index.sql', 'usrs'],
    secondNames: ['3_orders.sql', 'syntax error']
  },
  // capt-fresh5 batch: captured after the reader was written, never looked at
  {
    family: 'puppetlint',
    failureClass: 'lint',
    names: ['manifests/web.pp', 'double_quoted_strings'],
    secondNames: ['manifests/db.pp', 'ensure_first_param']
  },
  {
    family: 'dejagnumake',
    failureClass: 'test',
    names: ['greet says hello to a name', 'testsuite/demo/greet.exp'],
    secondNames: ['shout upper-cases its word', 'testsuite/demo/shout.exp']
  },
  {
    family: 'gherkinlint',
    failureClass: 'lint',
    names: ['features/cart.feature', 'no-dupe-scenario-names'],
    secondNames: ['features/login.feature', 'indentation']
  },
  {
    family: 'swaggercli',
    failureClass: 'lint',
    names: ['get/responses/200', 'description'],
    secondNames: ['get/parameters/0/required']
  },
  {
    family: 'sqllintmake',
    failureClass: 'lint',
    names: ['db/queries/cleanup.sql', 'missing-where'],
    secondNames: ['db/queries/report.sql', 'unmatched-parentheses']
  },
  {
    family: 'graphqllint',
    failureClass: 'lint',
    names: ['schema/user.graphql', 'fields-have-descriptions'],
    secondNames: ['schema/order.graphql', 'enum-values-sorted-alphabetically']
  },
  {
    family: 'rpmlint',
    failureClass: 'lint',
    names: ['demo.spec', 'use-of-RPM_SOURCE_DIR'],
    secondNames: ['demo.spec', 'hardcoded-library-path']
  },
  {
    family: 'cmakelint',
    failureClass: 'lint',
    names: ['CMakeLists.txt', 'C0103'],
    secondNames: ['src/CMakeLists.txt', 'C0113']
  },
  {
    family: 'oletusnpm',
    failureClass: 'test',
    names: ['clamp keeps values inside the range', 'test/math.test.js'],
    secondNames: ['avg divides the sum by the count', 'test/math.test.js']
  },
  // Second fresh batch: captured after the reader was frozen again, measured once.
  {
    family: 'splintmake',
    failureClass: 'lint',
    names: ['src/sum.c', 'used before definition'],
    secondNames: ['src/main.c', 'Return value (type int) ignored']
  },
  {
    family: 'markuplint',
    failureClass: 'lint',
    names: ['site/index.html', 'permitted-contents'],
    secondNames: ['site/about.html', 'required-h1']
  },
  {
    family: 'glslang',
    failureClass: 'build',
    names: ['shaders/tint.frag', "'alpah' : undeclared identifier"],
    secondNames: ['shaders/tint.frag', 'cannot convert']
  },
  {
    family: 'nasm',
    failureClass: 'build',
    names: ['src/boot.asm', 'instruction expected'],
    secondNames: ['src/boot.asm', "symbol `exit_code' not defined"]
  },
  // Third fresh batch: captured after the reader was frozen for the last time, measured once.
  {
    family: 'teenytest',
    failureClass: 'test',
    names: ['sumsPricesTimesQuantities', 'test/cart.test.js'],
    secondNames: ['countsEveryUnit', 'test/cart.test.js']
  },
  {
    family: 'bashate',
    failureClass: 'lint',
    names: ['scripts/greet.sh', 'E003'],
    secondNames: ['scripts/clean.sh', 'E001']
  },
  {
    family: 'jsonnet',
    failureClass: 'build',
    names: ['config/app.jsonnet', 'Unknown variable: prot'],
    secondNames: ['config/app.jsonnet', 'expected a comma before next field']
  },
  {
    family: 'iasl',
    failureClass: 'build',
    names: ['acpi/ssdt.asl', 'syntax error'],
    secondNames: ['acpi/ssdt.asl', 'Object does not exist']
  },
  {
    family: 'uglifyjs',
    failureClass: 'build',
    names: ['src/cart.js', 'Unexpected token'],
    secondNames: ['src/text.js', 'Unexpected token']
  },
  {
    family: 'asn1c',
    failureClass: 'build',
    names: ['Unknown type "INTEGR"', 'asn1/demo.asn1'],
    secondNames: ['Unknown type "Itm"', 'asn1/demo.asn1']
  },
  // Fourth fresh batch: chosen and captured before any of its output was read, scored once by the
  // frozen reader before it was looked at.
  {
    family: 'trialmake',
    failureClass: 'test',
    names: ['test_adds', 'tests/test_core.py'],
    secondNames: ['test_scales', 'tests/test_core.py']
  },
  {
    family: 'jscpd',
    failureClass: 'lint',
    names: ['src/cart.js', 'src/order.js'],
    secondNames: ['src/user.js', 'src/account.js']
  },
  {
    family: 'ocamltype',
    failureClass: 'type',
    names: ['price.ml', 'has type int'],
    secondNames: ['tax.ml', 'has type float']
  },
  {
    family: 'cmakeformat',
    failureClass: 'lint',
    names: ['CMakeLists.txt'],
    secondNames: ['cmake/deps.cmake']
  },
  {
    family: 'pnpmlock',
    failureClass: 'dependency',
    names: ['ERR_PNPM_OUTDATED_LOCKFILE'],
    secondNames: ['ERR_PNPM_BROKEN_LOCKFILE']
  },
  {
    family: 'gitlock',
    failureClass: 'infra',
    names: ['index.lock'],
    secondNames: ['v1.0.0.lock']
  },
  {
    family: 'portinuse',
    failureClass: 'infra',
    names: ['Address already in use'],
    secondNames: ['Address already in use']
  },
  {
    family: 'groovytest',
    failureClass: 'test',
    names: ['addsNumbers', 'test/CalcTest.groovy', '4243'],
    secondNames: ['scalesNumbers', 'test/CalcTest.groovy', '1414']
  }
]

const summaryOf = (analysis: LogAnalysis): string => summarizeRun([{ job: 'ci', analysis }]).text

interface Outcome {
  readonly family: string
  readonly same: boolean
  readonly different: boolean
  /** Right for first and for second. */
  readonly classes: readonly [boolean, boolean]
  /** Every name found in first's summary, and in second's. */
  readonly facts: readonly [boolean, boolean]
}

function measure(f: Family): Outcome {
  const log = (name: string): LogAnalysis => analyzeLog(fixture(`generic/${f.family}/${name}`))
  const first = log('first')
  const rerun = log('first-rerun')
  const second = log('second')
  const names = (analysis: LogAnalysis, wanted: readonly string[]): boolean => {
    const summary = summaryOf(analysis)
    return wanted.every((name) => summary.includes(name))
  }
  return {
    family: f.family,
    same: rerun.signature === first.signature,
    different: second.signature !== first.signature,
    classes: [first.failureClass === f.failureClass, second.failureClass === f.failureClass],
    facts: [names(first, f.names), names(second, f.secondNames)]
  }
}

interface Figures {
  readonly same: number
  readonly different: number
  readonly failureClass: number
  readonly facts: number
}

const percent = (hits: readonly boolean[]): number =>
  Math.round((1000 * hits.filter(Boolean).length) / hits.length) / 10

function figuresOf(outcomes: readonly Outcome[]): Figures {
  return {
    same: percent(outcomes.map((o) => o.same)),
    different: percent(outcomes.map((o) => o.different)),
    failureClass: percent(outcomes.flatMap((o) => o.classes)),
    facts: percent(outcomes.flatMap((o) => o.facts))
  }
}

const misses = (outcomes: readonly Outcome[]): string[] =>
  outcomes.flatMap((o) => [
    ...(o.same ? [] : [`${o.family}: rerun signs differently`]),
    ...(o.different ? [] : [`${o.family}: second signs like first`]),
    ...o.classes.flatMap((ok, i) =>
      ok ? [] : [`${o.family}: class of ${['first', 'second'][i]}`]
    ),
    ...o.facts.flatMap((ok, i) => (ok ? [] : [`${o.family}: names of ${['first', 'second'][i]}`]))
  ])

const report = (half: string, outcomes: readonly Outcome[]): Figures => {
  const f = figuresOf(outcomes)
  const lines = [
    `${half} (${outcomes.length} families): same ${f.same}% · different ${f.different}% · ` +
      `class ${f.failureClass}% · facts ${f.facts}%`,
    ...misses(outcomes).map((m) => `  miss: ${m}`)
  ]
  console.log(lines.join('\n'))
  return f
}

// Floors: what each half reaches today; the held-out half holds only families never looked at
// (the targets on them are 98 / 95 / 90 / 75). Known misses in the tuning half: yoyo never names
// the migration it ran; thrift names no file for an unknown type, gperf none for its second
// failure and openapi-typescript none for its unresolved reference; hugo's, pandoc's and
// pod2man's doc builds are read as lint where their captures say build, lessc's compile errors
// too; flawfinder's second finding and a build script's traceback under scons read as build; a
// matcher claims qmake's second cause; a property test's failures (fast-check) and a lockfile's
// (lockfile-lint) sign alike; Electric Fence's crash, handlebars'
// second parse error, solhint's table, reuse's second section and kconfig's first cause are not
// named in full.
const FLOORS: Readonly<Record<'tuning' | 'held-out', Figures>> = {
  tuning: { same: 100, different: 99, failureClass: 97.7, facts: 95.9 },
  'held-out': { same: 100, different: 95.8, failureClass: 95.8, facts: 94.4 }
}

describe('generic reader on families no matcher knows', () => {
  it.each([
    ['tuning', TUNING],
    ['held-out', HELD_OUT]
  ] as const)('%s half meets its floors', (half, families) => {
    const figures = report(half, families.map(measure))
    const floor = FLOORS[half]
    expect(figures.same).toBeGreaterThanOrEqual(floor.same)
    expect(figures.different).toBeGreaterThanOrEqual(floor.different)
    expect(figures.failureClass).toBeGreaterThanOrEqual(floor.failureClass)
    expect(figures.facts).toBeGreaterThanOrEqual(floor.facts)
  })

  it('splits the families once, with no family in both halves', () => {
    const names = [...TUNING, ...HELD_OUT].map((f) => f.family)
    expect(new Set(names).size).toBe(names.length)
  })
})
