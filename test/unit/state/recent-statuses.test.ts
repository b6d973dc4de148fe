import { describe, it, expect } from '@jest/globals'
import { nextRecentStatuses, type RecentStatus } from '../../../src/rules/state/recent-statuses.js'

describe('nextRecentStatuses', () => {
  const ten = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']
  const cases: ReadonlyArray<readonly [string, string[], RecentStatus, boolean, string[]]> = [
    ['empty', [], 'accepted', false, ['accepted']],
    ['append', ['rejected'], 'accepted', false, ['rejected', 'accepted']],
    ['replace pending-ci', ['rejected', 'pending-ci'], 'accepted', true, ['rejected', 'accepted']],
    ['replace Pending-CI', ['PENDING-CI'], 'accepted', true, ['accepted']],
    ['no flag, no replace', ['pending-ci'], 'accepted', false, ['pending-ci', 'accepted']],
    [
      'only a trailing one',
      ['pending-ci', 'error'],
      'accepted',
      true,
      ['pending-ci', 'error', 'accepted']
    ],
    ['full list drops the oldest', ten, 'error', false, [...ten.slice(1), 'error']],
    [
      'full list ending pending-ci',
      [...ten.slice(1), 'pending-ci'],
      'accepted',
      true,
      [...ten.slice(1), 'accepted']
    ],
    [
      'overlong list',
      [...ten, ...ten],
      'ci-fix-exhausted',
      false,
      [...ten.slice(1), 'ci-fix-exhausted']
    ]
  ]
  it.each(cases)('%s', (_name, current, status, replace, expected) => {
    expect(nextRecentStatuses(current, status, replace)).toEqual(expected)
  })
})
