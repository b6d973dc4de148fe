// What a `run:` line or a package.json script reaches: the scripts it invokes, the make files make
// reads, whether a package manager runs and which scripts it names; an expansion names nothing.
import { describe, expect, it } from '@jest/globals'
import { shellReach } from '../../../src/rules/accept/shell-reach.js'
import { shellCommands } from '../../../src/rules/accept/shell-words.js'

describe('shellCommands', () => {
  it.each([
    ['words', 'npm  test', [['npm', 'test']]],
    ['separators', 'a; b && c || d | e &', [['a'], ['b'], ['c'], ['d'], ['e']]],
    ['quotes', `bash 'ci/run me.sh' "x y"`, [['bash', 'ci/run me.sh', 'x y']]],
    ['an expansion is unknown', 'bash "$DIR/x.sh" ${{ matrix.f }}', [['bash', null, null]]],
    ['a continued line', 'make \\\n  test', [['make', 'test']]],
    ['a comment', '# ./evil.sh\nnpm test # ./x.sh', [['npm', 'test']]],
    ['a redirection target is dropped', 'node a.js > out.txt', [['node', 'a.js', null]]]
  ])('%s', (_, script, commands) => {
    expect(shellCommands(script)).toEqual(commands)
  })
})

describe('shellReach', () => {
  it.each([
    ['a script by path', './scripts/test.sh', ['scripts/test.sh']],
    ['bash and a script', 'bash ci/run.sh --fast', ['ci/run.sh']],
    ['python and a script', 'python -u tools/check.py', ['tools/check.py']],
    ['python -m names a module', 'python -m pytest', []],
    ['node and a script', 'node scripts/x.mjs', ['scripts/x.mjs']],
    ['deno run', 'deno run -A ci/check.ts', ['ci/check.ts']],
    ['bash -c runs shell', `bash -c './a.sh && ./b.sh'`, ['a.sh', 'b.sh']],
    ['a cd moves later paths', 'cd sub && ./test.sh', ['sub/test.sh']],
    ['a config option', 'jest --config jest.ci.js', ['jest.ci.js']],
    ['a config option with =', 'tsc --project=tsconfig.test.json', ['tsconfig.test.json']],
    ['env and sudo wrap', 'CI=1 sudo env A=b ./run.sh', ['run.sh']],
    ['outside the repository', 'bash ../x.sh /usr/bin/thing ~/y.sh', []],
    ['an unknown path', 'bash "$X"', []],
    ['make: its make files', 'make test', ['GNUmakefile', 'makefile', 'Makefile']],
    ['make -f', 'make -f build/ci.mk test', ['build/ci.mk']],
    ['make -C', 'make -C sub', ['sub/GNUmakefile', 'sub/makefile', 'sub/Makefile']],
    ['npm in a folder', 'cd web && npm test', ['web/package.json', 'web/.npmrc']]
  ])('%s', (_, script, paths) => {
    expect(shellReach(script).paths).toEqual(paths)
  })

  it.each([
    ['npm test', 'npm test', ['test']],
    ['npm t', 'npm t', ['test']],
    ['npm run', 'npm run lint -- --fix', ['lint']],
    [
      'npm ci runs the install lifecycle',
      'npm ci',
      ['preinstall', 'install', 'postinstall', 'prepare']
    ],
    ['yarn by name', 'yarn check-all', ['check-all']],
    ['yarn builtin', 'yarn add x', []],
    ['pnpm run', 'pnpm run test:unit', ['test:unit']],
    ['npx names none', 'npx jest', []]
  ])('%s names scripts', (_, script, scripts) => {
    const reach = shellReach(script)
    expect(reach.node).toBe(true)
    expect(reach.scripts).toEqual(scripts)
  })

  it('knows no package manager in a plain command', () => {
    expect(shellReach('echo npm test').node).toBe(false)
  })
})
