// CI as the default branch's workflows define it: the local actions and scripts they reach, make
// and npm's files when they run, and one step further from the root files read ahead.
import { describe, expect, it } from '@jest/globals'
import { ciDefinition, makeIncludes, reachedBy } from '../../../src/rules/accept/ci-definition.js'

const ci = (steps: string, name = 'CI') =>
  `name: ${name}\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`
const step = (key: 'run' | 'uses', value: string) => `      - ${key}: ${JSON.stringify(value)}\n`

const defined = (text: string, root: Record<string, string> = {}, wanted = ['CI']) =>
  ciDefinition({ workflows: [{ path: '.github/workflows/ci.yml', text }], root }, wanted)

describe('ciDefinition', () => {
  it.each([
    ['a local action and its folder', step('uses', './tools/ci-action'), 'tools/ci-action/run.sh'],
    ['its metadata', step('uses', './tools/ci-action'), 'tools/ci-action/action.yaml'],
    ['a script run by path', step('run', './scripts/test.sh'), 'scripts/test.sh'],
    ['a script run by python', step('run', 'python tools/check.py'), 'tools/check.py'],
    ['make -f', step('run', 'make -f build/ci.mk'), 'build/ci.mk'],
    ['the Makefile when make runs', step('run', 'make test'), 'Makefile'],
    ['package.json when npm runs', step('run', 'npm test'), 'package.json'],
    ['.npmrc when npm runs', step('run', 'npm ci'), '.npmrc'],
    ['yarn settings', step('run', 'yarn test'), '.yarnrc.yml'],
    ['a pnpm workspace', step('run', 'pnpm test'), 'pnpm-workspace.yaml']
  ])('reaches %s', (_, steps, path) => {
    expect(reachedBy(defined(ci(steps)))(path)).toBe(true)
  })

  it('reaches nothing else', () => {
    const reached = reachedBy(
      defined(ci(step('run', 'npm test') + step('uses', 'actions/checkout@v4')))
    )
    for (const path of ['src/index.js', 'test/a.test.js', 'sub/package.json', 'README.md']) {
      expect(reached(path)).toBe(false)
    }
  })

  it('follows npm test into the scripts it runs and the files they invoke', () => {
    const pkg = JSON.stringify({
      scripts: {
        pretest: 'node scripts/prep.js',
        test: 'npm run unit',
        unit: 'my-runner && bash ./ci/u.sh'
      }
    })
    const definition = defined(ci(step('run', 'npm test')), { 'package.json': pkg })
    const reached = reachedBy(definition)
    expect(reached('scripts/prep.js')).toBe(true)
    expect(reached('ci/u.sh')).toBe(true)
    expect(definition.node).toBe(true)
    expect(definition.runners).toEqual(expect.arrayContaining(['jest', 'my-runner']))
  })

  it("follows the Makefile's includes", () => {
    const makefile =
      'include mk/test.mk\n-include local.mk $(EXTRA)\nsinclude mk/ci.mk # ci\ntest:\n\tgo test\n'
    const reached = reachedBy(defined(ci(step('run', 'make test')), { Makefile: makefile }))
    expect(['mk/test.mk', 'local.mk', 'mk/ci.mk'].every(reached)).toBe(true)
  })

  it('reads the wanted workflows, or all when none is found', () => {
    const workflows = [
      { path: '.github/workflows/ci.yml', text: ci(step('run', './ci.sh')) },
      { path: '.github/workflows/lint.yml', text: ci(step('run', './lint.sh'), 'Lint') }
    ]
    const only = reachedBy(ciDefinition({ workflows, root: {} }, ['CI']))
    expect([only('ci.sh'), only('lint.sh')]).toEqual([true, false])
    const byPath = reachedBy(ciDefinition({ workflows, root: {} }, ['lint.yml']))
    expect([byPath('ci.sh'), byPath('lint.sh')]).toEqual([false, true])
    const all = reachedBy(ciDefinition({ workflows, root: {} }, []))
    expect([all('ci.sh'), all('lint.sh')]).toEqual([true, true])
  })

  it('warns of a workflow it cannot read, and reaches nothing from it', () => {
    const definition = defined('name: CI\non: [push]\njobs:\n  t: [')
    expect(definition.reached).toEqual([])
    expect(definition.warnings).toHaveLength(1)
    expect(definition.warnings[0]).toMatch(
      /^\.github\/workflows\/ci\.yml: .*; only ci-config-paths/
    )
  })
})

describe('makeIncludes', () => {
  it('reads includes from the make file folder', () => {
    expect(makeIncludes('sub/Makefile', 'include ../common.mk rules.mk\n')).toEqual([
      'common.mk',
      'sub/rules.mk'
    ])
  })
})
