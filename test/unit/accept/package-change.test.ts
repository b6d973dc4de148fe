// package.json and lock files at both ends of a change: scripts, a test tool's settings and a
// runner's lock entry define CI; a dependency bump does not; what cannot be read counts.
import { describe, expect, it } from '@jest/globals'
import {
  lockMovesRunner,
  packageJsonDefinesCi,
  RUNNER_PACKAGES,
  type FileText
} from '../../../src/rules/accept/package-change.js'

const json = (value: unknown): FileText => ({ text: JSON.stringify(value, null, 2) })
const BASE = {
  scripts: { test: 'jest' },
  devDependencies: { jest: '^29.7.0', typescript: '^5.4.0' }
}

describe('packageJsonDefinesCi', () => {
  it.each<[string, FileText, boolean]>([
    ['the test script unable to fail', json({ ...BASE, scripts: { test: 'jest || true' } }), true],
    [
      'a new script the test routes through',
      json({ ...BASE, scripts: { test: 'npm run x', x: 'true' } }),
      true
    ],
    ['a new jest key', json({ ...BASE, jest: { testMatch: ['none'] } }), true],
    ['an override', json({ ...BASE, overrides: { jest: 'npm:fake@1' } }), true],
    [
      'the runner pointed elsewhere',
      json({ ...BASE, devDependencies: { jest: 'file:./j', typescript: '^5.4.0' } }),
      true
    ],
    [
      'a dependency bump',
      json({ ...BASE, devDependencies: { jest: '^29.7.0', typescript: '^5.5.0' } }),
      false
    ],
    ['a new dependency', json({ ...BASE, dependencies: { lodash: '^4' } }), false],
    ['unreadable', 'unreadable', true],
    ['not JSON', { text: '{' }, true]
  ])('%s', (_, after, defines) => {
    expect(packageJsonDefinesCi(json(BASE), after, RUNNER_PACKAGES)).toBe(defines)
  })

  it('takes an absent file for an empty one', () => {
    expect(packageJsonDefinesCi('absent', 'absent', RUNNER_PACKAGES)).toBe(false)
    expect(packageJsonDefinesCi('absent', json(BASE), RUNNER_PACKAGES)).toBe(true)
  })
})

const npmLock = (jest: string, ts: string): FileText =>
  json({
    lockfileVersion: 3,
    packages: {
      'node_modules/jest': { version: jest, resolved: `https://r.example/jest-${jest}.tgz` },
      'node_modules/typescript': { version: ts }
    }
  })

const yarnLock = (jest: string, ts: string): FileText => ({
  text: `jest@^29.0.0:\n  version "${jest}"\n  resolved "x/jest-${jest}"\n\n"typescript@^5.0.0":\n  version "${ts}"\n`
})

const pnpmLock = (jest: string, ts: string): FileText => ({
  text: `lockfileVersion: '9.0'\npackages:\n  jest@${jest}:\n    resolution: {integrity: sha512-${jest}}\n  typescript@${ts}:\n    resolution: {integrity: sha512-${ts}}\n`
})

describe('lockMovesRunner', () => {
  it.each([
    ['package-lock.json', npmLock],
    ['yarn.lock', yarnLock],
    ['pnpm-lock.yaml', pnpmLock]
  ])('%s: the runner moved counts, another bump does not', (path, lock) => {
    const moves = (a: FileText, b: FileText) => lockMovesRunner(path, a, b, RUNNER_PACKAGES)
    expect(moves(lock('29.7.0', '5.4.0'), lock('29.7.1', '5.4.0'))).toBe(true)
    expect(moves(lock('29.7.0', '5.4.0'), lock('29.7.0', '5.5.0'))).toBe(false)
    expect(moves(lock('29.7.0', '5.4.0'), 'unreadable')).toBe(true)
  })

  it('reads a version 1 npm lock', () => {
    const v1 = (version: string) =>
      json({ lockfileVersion: 1, dependencies: { jest: { version } } })
    expect(lockMovesRunner('package-lock.json', v1('1'), v1('2'), ['jest'])).toBe(true)
  })
})
