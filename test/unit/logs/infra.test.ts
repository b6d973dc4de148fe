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
    ],
    [
      'a port already in use',
      [
        '[Wed Dec  2 00:23:30 2026] Failed to listen on 127.0.0.1:8089 (reason: Address already in use)',
        '##[error]Process completed with exit code 1.'
      ],
      'infra:address-in-use'
    ],
    [
      "a port in use, as node's error code names it",
      [
        'Error: listen EADDRINUSE: address already in use :::3000',
        '##[error]Process completed with exit code 1.'
      ],
      'infra:address-in-use'
    ],
    [
      'a lock another process holds',
      [
        "fatal: Unable to create '/home/runner/work/demo/demo/.git/index.lock': File exists.",
        '##[error]Process completed with exit code 128.'
      ],
      'infra:lock-held:.git/index.lock'
    ],
    [
      "a package manager's lock held by a process",
      [
        'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2345 (apt-get)',
        '##[error]Process completed with exit code 100.'
      ],
      'infra:lock-held:/var/lib/dpkg/lock-frontend'
    ]
  ])('%s is infra', (_, lines, code) => {
    const analysis = analyzeLog(jobLog('npm test', lines))
    expect(analysis.failureClass).toBe('infra')
    expect(analysis.signature.startsWith(code)).toBe(true)
  })
})
