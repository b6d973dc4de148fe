import { describe, it, expect } from '@jest/globals'
import { classify } from '../../../src/rules/logs/classify.js'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import { buildSignature, identityOf, reduceIdentities } from '../../../src/rules/logs/signature.js'
import type { DetectedClass, FailureClass } from '../../../src/rules/logs/types.js'

const job = (...output: string[]): string =>
  [
    '2026-04-22T22:30:00.0000000Z ##[group]Run ./deploy.sh',
    '2026-04-22T22:30:00.0000000Z ##[endgroup]',
    ...output.map((line, i) => `2026-04-22T22:30:0${i % 10}.1234567Z ${line}`),
    '2026-04-22T22:30:09.0000000Z ##[error]Process completed with exit code 1.'
  ].join('\n')

describe('identityOf', () => {
  it.each([
    [
      { tool: 'jest', failureClass: 'test', test: 'a>b', file: 'tests/x.test.ts' },
      'test:x.test.ts>a>b'
    ],
    [{ tool: 'go-test', failureClass: 'test', test: 'TestAdd' }, 'test:TestAdd'],
    [{ tool: 'tsc', failureClass: 'type', code: 'TS2339', file: 'src/a.ts' }, 'TS2339:src/a.ts'],
    [
      { tool: 'npm', failureClass: 'dependency', code: 'E404', detail: 'left-pad' },
      'E404:left-pad'
    ],
    [{ tool: 'prettier', failureClass: 'lint', file: 'src/a.ts' }, 'prettier:src/a.ts'],
    [{ tool: 'system', failureClass: 'infra', code: 'oom' }, 'infra:oom']
  ] as const)('%j -> %s', (hit, identity) => {
    expect(identityOf(hit)).toBe(identity)
  })
})

describe('long identities', () => {
  it('hashes the cut so two pytest ids that differ after 130 characters sign differently', () => {
    const id = (last: string): string =>
      `tests/test_matrix.py::test_render[${'x'.repeat(110)}-${last}]`
    const a = analyzeLog(`FAILED ${id('alpha')} - assert 1 == 2\n`)
    const b = analyzeLog(`FAILED ${id('omega')} - assert 1 == 2\n`)
    expect(`test:test_matrix.py>${id('alpha')}`.length).toBeGreaterThan(130)
    expect(a.signature).not.toBe(b.signature)
    expect(a.signature.length).toBeLessThanOrEqual(200)
    expect(a.signature).toMatch(/^test:test_matrix\.py>test_render\[x+#[0-9a-f]{8}$/)
    expect(analyzeLog(`FAILED ${id('alpha')} - assert 1 == 2\n`).signature).toBe(a.signature)
  })
})

describe('reduceIdentities', () => {
  it.each([
    [['E0308', 'E0308:src/main.rs'], ['E0308:src/main.rs']],
    [['test:TestSub', 'test:TestSub/negative'], ['test:TestSub/negative']],
    [['test:math', 'test:math>adds'], ['test:math>adds']],
    [['E404', 'E404:@scope/pkg'], ['E404:@scope/pkg']],
    [
      ['test:add', 'test:adds'],
      ['test:add', 'test:adds']
    ],
    [
      ['TS2339:src/a.ts', 'TS2339:src/a.tsx'],
      ['TS2339:src/a.ts', 'TS2339:src/a.tsx']
    ],
    [
      ['b', 'a', 'b'],
      ['a', 'b']
    ]
  ])('%j -> %j', (input, expected) => {
    expect(reduceIdentities(input)).toEqual(expected)
  })
})

describe('buildSignature', () => {
  const many = Array.from({ length: 40 }, (_, i) => `test:suite.test.ts>case number ${i + 10}`)

  it('joins a short list as it is', () => {
    expect(buildSignature(['TS2339:src/a.ts', 'test:a.test.ts>x'])).toBe(
      'TS2339:src/a.ts ; test:a.test.ts>x'
    )
  })

  it.each([80, 120, 200, 400])('cuts a long list to at most %i characters', (max) => {
    const signature = buildSignature(many, max)
    expect(signature.length).toBeLessThanOrEqual(max)
    expect(signature).toMatch(/^test:suite\.test\.ts>case number 10 .*\+\d+ more #[0-9a-f]{8}$/)
  })

  it('tells apart long lists that share their first entries', () => {
    const other = [...many.slice(0, -1), 'test:suite.test.ts>another case']
    expect(buildSignature(other)).not.toBe(buildSignature(many))
    expect(buildSignature(other).slice(0, 100)).toBe(buildSignature(many).slice(0, 100))
  })

  it('is deterministic', () => {
    expect(buildSignature(many)).toBe(buildSignature([...many]))
  })

  it('still fits when even one identity is too long', () => {
    expect(buildSignature(['x'.repeat(300), 'y'], 50)).toMatch(/^\+2 more #[0-9a-f]{8}$/)
  })
})

describe('signatures of logs', () => {
  it('ignores test order', () => {
    const a = job('--- FAIL: TestB (0.01s)', '--- FAIL: TestA (0.00s)')
    const b = job('--- FAIL: TestA (0.30s)', '--- FAIL: TestB (1.20s)')
    expect(analyzeLog(a).signature).toBe(analyzeLog(b).signature)
  })

  it('falls back to the normalized error lines, classed by their words, when no tool is recognised', () => {
    const a = job(
      'deploying build 1a2b3c4d5e to 10.0.0.5:8443',
      'Deploy failed: timeout after 3021ms (request 7f3a9c2e1b, pid 4242)'
    )
    const b = job(
      'deploying build 9f8e7d6c5b to 10.0.0.7:9443',
      'Deploy failed: timeout after 15ms (request 0b1c2d3e4f, pid 17)'
    )
    const sa = analyzeLog(a)
    expect(sa.failureClass).toBe('infra')
    expect(sa.signature).toBe('error:Deploy failed: timeout after <dur> (request <hex>, pid N)')
    expect(analyzeLog(b).signature).toBe(sa.signature)
    expect(analyzeLog(job('Deploy failed: bucket missing')).signature).not.toBe(sa.signature)
  })

  it('falls back to the last output line and exit code when nothing reads as an error', () => {
    expect(analyzeLog(job('checking 12 files', 'nothing to deploy')).signature).toBe(
      'error:nothing to deploy ; exit:1'
    )
  })

  it('reads the last lines that say something when nothing reads as an error', () => {
    const a = analyzeLog(job('table widgets has no primary key', '', 'took 1.2s'))
    const rerun = analyzeLog(job('table widgets has no primary key', 'took 0.4s'))
    const b = analyzeLog(job('table orders has no owner', 'took 0.3s'))
    expect(rerun.signature).toBe(a.signature)
    expect(b.signature).not.toBe(a.signature)
  })

  it('reads the message an error line ending in a colon introduces', () => {
    const a = analyzeLog(job('Validation failed:', '', 'widgets: value is no list'))
    const b = analyzeLog(job('Validation failed:', 'orders: key owner is missing'))
    expect(b.signature).not.toBe(a.signature)
    expect(a.signature).toContain('widgets: value is no list')
  })

  it('reads the message an error line goes on with on a deeper indented line', () => {
    const a = analyzeLog(
      job('ERROR:  While executing gem ... (SpecError)', '    summary is missing')
    )
    const b = analyzeLog(
      job('ERROR:  While executing gem ... (SpecError)', '    homepage is no URI')
    )
    expect(b.signature).not.toBe(a.signature)
  })

  it('reads only the failing step, not errors a passing step printed', () => {
    const log = [
      '2026-04-22T22:30:00.0000000Z ##[group]Run npm run lint',
      '2026-04-22T22:30:00.0000000Z ##[endgroup]',
      '2026-04-22T22:30:01.0000000Z src/a.ts(1,1): error TS2304: Cannot find name x.',
      '2026-04-22T22:30:02.0000000Z ##[group]Run go test ./...',
      '2026-04-22T22:30:02.0000000Z ##[endgroup]',
      '2026-04-22T22:30:03.0000000Z --- FAIL: TestAdd (0.00s)',
      '2026-04-22T22:30:04.0000000Z ##[error]Process completed with exit code 1.'
    ].join('\n')
    const analysis = analyzeLog(log)
    expect(analysis.signature).toBe('test:TestAdd')
    expect(analysis.failingSteps).toEqual([{ name: 'go test ./...', startLine: 4, exitCode: 1 }])
  })
})

describe('classify', () => {
  it.each([
    [[], 'unknown'],
    [['test'], 'test'],
    [['test', 'lint'], 'lint'],
    [['test', 'type'], 'type'],
    [['type', 'build'], 'build'],
    [['build', 'dependency'], 'dependency'],
    [['test', 'dependency', 'infra'], 'infra']
  ] as [DetectedClass[], FailureClass][])('%j -> %s', (classes, expected) => {
    expect(classify(classes)).toBe(expected)
  })

  it('treats a SIGKILLed step (exit 137) as infra even with failing tests', () => {
    const log = job('--- FAIL: TestAdd (0.00s)').replace('exit code 1.', 'exit code 137.')
    expect(analyzeLog(log).failureClass).toBe('infra')
  })
})
