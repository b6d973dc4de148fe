// What a step was for, from its script, its name and its job's name, and how that weighs with
// what its output proves.
import { describe, it, expect } from '@jest/globals'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import {
  intendedClass,
  intentOf,
  stepIntent,
  type StepIntent
} from '../../../src/rules/logs/step-intent.js'
import type { DetectedClass, Failure, JobContext } from '../../../src/rules/logs/types.js'
import { weighClass } from '../../../src/rules/logs/weigh-class.js'

describe('the intent a command names', () => {
  it.each<[string, StepIntent | undefined]>([
    ['npm run test:ci', 'test'],
    ['pnpm -r lint', 'lint'],
    ['yarn tsc --noEmit', 'type'],
    ['npm run typecheck', 'type'],
    ['npm run check-types', 'type'],
    ['bundle exec rspec', 'test'],
    ['python -m pytest -x', 'test'],
    ['./gradlew check', 'test'],
    ['./gradlew checkstyleMain', 'lint'],
    ['mvn -B checkstyle:check', 'lint'],
    ['make -C native test', 'test'],
    ['make check', 'test'],
    ['make -C src check VERBOSE=1', 'test'],
    ['./check.sh', 'check'],
    ['npm run check', 'check'],
    ['make gen-check', 'generate'],
    ['npm run check:deps', 'check'],
    ['squawk migrations/*.sql', undefined],
    ['yoyo apply --batch migrations', 'migration'],
    ['make lint', 'lint'],
    ['cargo clippy -- -D warnings', 'lint'],
    ['cargo test --workspace', 'test'],
    ['cargo build --release', 'build'],
    ['cargo fmt --check', 'lint'],
    ['uncrustify -c cfg --check src/a.c', 'lint'],
    ['styler -check .', 'lint'],
    ['msgfmt --check -o /dev/null po/de.po', 'generate'],
    ['go test ./...', 'test'],
    ['go vet ./...', 'lint'],
    ['ctest --test-dir build --output-on-failure', 'test'],
    ['tox -e lint', 'lint'],
    ['tox -e py312', 'test'],
    ['nox -s docs', 'docs'],
    ['nox -s mypy', 'type'],
    ['just fmt-check', 'lint'],
    ['npm run format:check', 'lint'],
    ['sphinx-build -W -b html docs build/html', 'docs'],
    ['mkdocs build --strict', 'docs'],
    ['python manage.py migrate --check', 'migration'],
    ['alembic upgrade head', 'migration'],
    ['npm ci', 'dependency'],
    ['pip install -r requirements.txt', 'dependency'],
    ['uv sync --frozen', 'dependency'],
    ['npm run deploy', 'deploy'],
    ['npm run build', 'build'],
    ['docker build -t app .', 'build'],
    ['cmake --build build', 'build'],
    ['bmake -j2', 'build'],
    ['rspec --format documentation', 'test'],
    ['npx playwright test', 'test'],
    ['npm run generate', 'generate'],
    ['thrift --gen py -out gen idl/a.thrift', 'generate'],
    ['gperf --output-file=src/kw.c kw/c.gperf', 'generate'],
    ['protoc --go_out=. api/a.proto', 'generate'],
    ['pytest -o addopts=-q', 'test'],
    ['curl -sSL -o tool.tgz https://example.com/tool.tgz', undefined],
    ['validate-config config/app.yaml', 'validate'],
    ["appcheck --strict 'data/a.metainfo.xml' site/b.md", 'validate'],
    ['diff -u tests/golden/a.txt out/a.txt', 'test'],
    ['./tool config.yaml src/main.c', undefined],
    ['python3 scripts/build_index.py', undefined],
    ['echo latest', undefined],
    ['./run.sh', undefined]
  ])('%j is %s', (command, intent) => {
    expect(intentOf(command)).toBe(intent)
  })

  it('reads a multi-line script from its last line that names something', () => {
    expect(intentOf('npm ci\nnpm run build\nnpm test -- --coverage\necho done')).toBe('test')
    expect(intentOf('set -euo pipefail\npip install -e .\nmypy src')).toBe('type')
  })

  it('reads the script first, then the step name, then the job name', () => {
    expect(stepIntent({ script: './ci.sh', step: 'Lint sources', job: 'test' })).toBe('lint')
    expect(stepIntent({ script: './ci.sh', job: 'unit-tests' })).toBe('test')
    expect(stepIntent({ script: './ci.sh', step: 'Type check', job: 'ci' })).toBe('type')
    expect(stepIntent({ script: './ci.sh', step: 'Check formatting' })).toBe('lint')
    expect(stepIntent({ script: 'make', step: 'Check style', job: 'test' })).toBe('build')
    expect(stepIntent({ script: './ci.sh', step: 'Deploy', job: 'build' })).toBe('deploy')
    // "check" in a name is whatever the step verifies; in a script it runs the tests.
    expect(stepIntent({ script: './ci.sh', step: 'Run checks', job: 'check' })).toBeUndefined()
    expect(stepIntent({ script: './ci.sh', job: 'PR checks / unit tests' })).toBe('test')
    expect(stepIntent({ script: 'make check', job: 'lint' })).toBe('test')
  })

  it('expects a build of docs, migrations and generators, and no class of a deploy', () => {
    expect(intendedClass('docs')).toBe('build')
    expect(intendedClass('generate')).toBe('build')
    expect(intendedClass('validate')).toBe('lint')
    expect(intendedClass('migration')).toBe('build')
    expect(intendedClass('deploy')).toBeUndefined()
    expect(intendedClass('lint')).toBe('lint')
  })

  it('reads a pathological line in linear time', () => {
    for (const line of [
      'a'.repeat(100_000),
      'aA'.repeat(50_000),
      `${'-a'.repeat(50_000)}=`,
      ` ${'-'.repeat(100_000)}`,
      `x${'lint'.repeat(25_000)}`,
      ` ${'a.'.repeat(50_000)}!`
    ]) {
      expect(intentOf(line)).toBeUndefined()
    }
    expect(intentOf('make '.repeat(20_000))).toBe('build')
  })
})

const failure = (
  failureClass: DetectedClass,
  tool: Failure['tool'],
  more: Partial<Pick<Failure, 'code' | 'secondary' | 'test'>> = {}
) => ({ failureClass, tool, ...more })

describe('weighing the intent with the output', () => {
  it.each<[string, Parameters<typeof weighClass>[0], string]>([
    [
      'a checker finding in compiler shape in a lint step',
      {
        failures: [failure('build', 'cc', { code: 'arrayIndexOutOfBounds' })],
        cues: [],
        intended: 'lint'
      },
      'lint'
    ],
    [
      'a warning made fatal in a lint step',
      {
        failures: [failure('build', 'cc', { code: '-Wunused-variable' })],
        cues: [],
        intended: 'lint'
      },
      'lint'
    ],
    [
      "a compiler's own code in a lint step",
      { failures: [failure('build', 'rustc', { code: 'E0308' })], cues: [], intended: 'lint' },
      'build'
    ],
    [
      'a compile error with no rule in a lint step',
      { failures: [failure('build', 'go')], cues: [], intended: 'lint' },
      'build'
    ],
    [
      'a compile error in a test step',
      {
        failures: [failure('build', 'cc', { code: '-Wunused-variable' })],
        cues: [],
        intended: 'test'
      },
      'build'
    ],
    [
      "a wrapper's echo in a test step",
      { failures: [failure('build', 'make', { secondary: true })], cues: [], intended: 'test' },
      'test'
    ],
    [
      'a crash in a test step',
      { failures: [failure('test', 'crash', { secondary: true })], cues: [], intended: 'test' },
      'test'
    ],
    [
      'a generic diagnostic in a type-check step',
      { failures: [failure('build', 'generic')], cues: [], intended: 'type' },
      'type'
    ],
    [
      'a generic test list in a build step',
      { failures: [failure('test', 'generic')], cues: [], intended: 'build' },
      'test'
    ],
    [
      'a generic diagnostic with a rule in a check step',
      { failures: [failure('lint', 'generic')], cues: [], intended: 'test', broad: true },
      'lint'
    ],
    ['nothing but a check step', { failures: [], cues: [], intended: 'test', broad: true }, 'test'],
    [
      "a runner's verdict over a compiler-looking line in an umbrella step",
      {
        failures: [
          failure('build', 'generic'),
          failure('test', 'generic', { test: 'stack top after push' })
        ],
        cues: [],
        intended: 'build'
      },
      'test'
    ],
    [
      "a verdict on a file alone is a check's finding",
      {
        failures: [failure('build', 'generic'), failure('test', 'generic', { test: 'src/a.c' })],
        cues: [],
        intended: 'build'
      },
      'build'
    ],
    [
      "a runner's verdict yields to a firm intent",
      {
        failures: [failure('test', 'generic', { test: '0004_orders' })],
        cues: [],
        intended: 'build',
        broad: false
      },
      'build'
    ],
    [
      "a generic test list in a generator's step",
      { failures: [failure('test', 'generic')], cues: [], intended: 'build', broad: false },
      'build'
    ],
    [
      "a trace classed by an install line earlier in a test step's script",
      { failures: [failure('dependency', 'generic')], cues: [], intended: 'test' },
      'test'
    ],
    [
      'an out-of-memory kill in a lint step',
      { failures: [failure('infra', 'system')], cues: [], intended: 'lint' },
      'infra'
    ],
    [
      'a type checker run by a lint script',
      { failures: [failure('type', 'tsc', { code: 'TS2322' })], cues: [], intended: 'lint' },
      'type'
    ],
    [
      'compiler words in a test step',
      { failures: [], cues: ['build', 'test'], intended: 'test' },
      'test'
    ],
    [
      'a missing module in a test step',
      { failures: [], cues: ['dependency'], intended: 'test' },
      'dependency'
    ],
    ['nothing but a build step', { failures: [], cues: [], intended: 'build' }, 'build'],
    ['compiler words in a build step', { failures: [], cues: ['lint'], intended: 'build' }, 'lint'],
    ['nothing at all', { failures: [], cues: [], intended: undefined }, 'unknown']
  ])('%s', (_, evidence, expected) => {
    expect(weighClass(evidence)).toBe(expected)
  })
})

/** A job whose one failing step ran `script` and printed `lines`. */
const log = (script: string, ...lines: string[]): string =>
  [
    `##[group]Run ${script}`,
    script,
    'shell: /usr/bin/bash -e {0}',
    '##[endgroup]',
    ...lines,
    '##[error]Process completed with exit code 1.'
  ].join('\n')

describe('the job and step names the caller gives', () => {
  const output = ['src/app.c:4:3: error: unused variable tmp [-Werror=unused-variable]']
  const classOf = (job?: JobContext) =>
    analyzeLog(log('./ci/run.sh', ...output), {}, job).failureClass

  it('class a script that says nothing by its step, then by its job', () => {
    expect(classOf()).toBe('build')
    expect(classOf({ name: 'build', failedSteps: ['Lint C sources'] })).toBe('lint')
    expect(classOf({ name: 'lint' })).toBe('lint')
  })

  it('pairs the failed steps with the log only when both count as many', () => {
    expect(classOf({ failedSteps: ['Lint C sources', 'Upload report'] })).toBe('build')
  })
})

describe('what ran, weighed with what the step printed', () => {
  const classOf = (script: string, ...lines: string[]) =>
    analyzeLog(log(script, ...lines)).failureClass

  it("reads a migration's failed unit as a build, whatever shape lists it", () => {
    expect(
      classOf('./bin/dbtool migrate up', '-> 0004_orders ... FAILED', '   no such table')
    ).toBe('build')
  })

  it('reads the words of the last lines when nothing says error or what ran', () => {
    expect(classOf('./run_props.sh', '*** Failed! Falsified (after 4 tests):', '[0,1]')).toBe(
      'test'
    )
    // Prose's `Failed` is no test's verdict.
    expect(
      classOf(
        'luarocks make demo-1.0-1.rockspec',
        'Error: Build error: Failed installing src/a.lua'
      )
    ).toBe('build')
    // A step that says what it was for is not overruled by a word in its last lines.
    expect(classOf('make', 'compiled 3 files', 'lint warnings are listed above')).toBe('build')
  })
})
