// The infrastructure failures the gate re-runs instead of fixing: each family as a runner log
// shows it, read as class `infra` whatever step it ended.
import { describe, expect, it } from '@jest/globals'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'

/** A runner log: one step that ran `command` and ended with `lines`. */
function jobLog(command: string, lines: readonly string[]): string {
  return [
    '2026-05-02T12:00:00.0000000Z ##[group]Run ' + command,
    '2026-05-02T12:00:00.1000000Z ' + command,
    '2026-05-02T12:00:00.2000000Z ##[endgroup]',
    ...lines.map((l, i) => `2026-05-02T12:00:0${i + 1}.0000000Z ${l}`)
  ].join('\n')
}

describe('infrastructure failures', () => {
  it.each([
    [
      'lost runner (shutdown)',
      [
        '##[error]The runner has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled.'
      ],
      'infra:runner-lost'
    ],
    [
      'lost runner (communication)',
      [
        '##[error]The hosted runner: GitHub Actions 12 lost communication with the server. Anything in your workflow that terminates the runner process, starves it for CPU/Memory, or blocks its network access can cause this error.'
      ],
      'infra:runner-lost'
    ],
    [
      'OOM kill, exit 137',
      ['npm test', '##[error]Process completed with exit code 137.'],
      'infra:oom'
    ],
    [
      'OOM kill, the shell names it',
      [
        '/home/runner/work/_temp/x.sh: line 1:  2345 Killed                  npm test',
        '##[error]Process completed with exit code 137.'
      ],
      'infra:oom'
    ],
    [
      'network reset',
      [
        'npm error code ECONNRESET',
        'npm error network aborted',
        '##[error]Process completed with exit code 1.'
      ],
      'infra:network'
    ],
    [
      'connection reset by peer',
      [
        'fatal: unable to access the repository: Recv failure: Connection reset by peer',
        '##[error]Process completed with exit code 128.'
      ],
      'infra:network'
    ],
    [
      'runner time-out',
      [
        '##[error]The job running on runner GitHub Actions 3 has exceeded the maximum execution time of 360 minutes.'
      ],
      'infra:timeout'
    ]
  ])('%s is infra', (_, lines, code) => {
    const analysis = analyzeLog(jobLog('npm test', lines))
    expect(analysis.failureClass).toBe('infra')
    expect(analysis.signature.startsWith(code)).toBe(true)
  })
})
