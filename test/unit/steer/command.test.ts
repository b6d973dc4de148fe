import { describe, expect, it } from '@jest/globals'
import { MAX_REASON_CHARS, parseCommand } from '../../../src/rules/steer/command.js'

describe('parseCommand', () => {
  it.each([
    ['/green-gate pause', { kind: 'pause', reason: null }],
    [
      '/green-gate pause waiting for the release',
      { kind: 'pause', reason: 'waiting for the release' }
    ],
    ['  /green-gate   PAUSE  a | b  ', { kind: 'pause', reason: 'a / b' }],
    ['/green-gate resume', { kind: 'resume' }],
    ['/green-gate retry\nplease look again', { kind: 'retry' }],
    ['/green-gate reset\r\n', { kind: 'reset' }],
    ['/green-gate status', { kind: 'status' }],
    ['/green-gate\tstatus', { kind: 'status' }],
    ['/green-gate approve 0123ABC', { kind: 'approve', sha: '0123abc', given: '0123ABC' }],
    [
      `/green-gate approve ${'f'.repeat(40)}`,
      { kind: 'approve', sha: 'f'.repeat(40), given: 'f'.repeat(40) }
    ],
    ['/green-gate approve 0123ab', { kind: 'approve', sha: null, given: '0123ab' }],
    ['/green-gate approve main', { kind: 'approve', sha: null, given: 'main' }],
    [
      `/green-gate approve ${'f'.repeat(41)}`,
      { kind: 'approve', sha: null, given: 'f'.repeat(41) }
    ],
    ['/green-gate approve', { kind: 'approve', sha: null, given: '' }],
    ['/green-gate', { kind: 'unknown', word: '' }],
    ['/green-gate frobnicate now', { kind: 'unknown', word: 'frobnicate' }]
  ])('%j is a command', (body, command) => {
    expect(parseCommand(body)).toEqual(command)
  })

  it.each([
    'please run /green-gate pause when you can',
    'Thanks!\n/green-gate pause',
    '/green-gatepause',
    '`/green-gate pause`',
    '> /green-gate pause',
    ''
  ])('%j is not a command', (body) => {
    expect(parseCommand(body)).toBeNull()
  })

  it('cuts a long pause reason to one short cell', () => {
    const command = parseCommand(`/green-gate pause ${'x'.repeat(500)}`)
    expect(command).toMatchObject({ kind: 'pause' })
    const reason = command?.kind === 'pause' ? (command.reason ?? '') : ''
    expect([...reason]).toHaveLength(MAX_REASON_CHARS)
    expect(reason.endsWith('…')).toBe(true)
  })
})
