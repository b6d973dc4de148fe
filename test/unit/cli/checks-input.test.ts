import { describe, expect, it } from '@jest/globals'
import { parseChecksInput, splitJsonDocuments } from '../../../src/entry/cli/checks-input.js'

const run = (name: string) => ({ name, status: 'completed', conclusion: 'success' })
const status = (context: string) => ({ context, state: 'success' })

describe('splitJsonDocuments', () => {
  it.each([
    ['', []],
    [' \n', []],
    ['{"a":1}', ['{"a":1}']],
    ['{"a":1}\n[2]\n', ['{"a":1}', '[2]']],
    ['[1][2]{}', ['[1]', '[2]', '{}']],
    ['{"s":"}{]["}\n{"t":"\\"}"}', ['{"s":"}{]["}', '{"t":"\\"}"}']],
    ['\ufeff{"bom":true}', ['{"bom":true}']],
    ['{"open":', ['{"open":']],
    ['[1] 42', ['[1]', '42']]
  ])('%j → %j', (text, documents) => {
    expect(splitJsonDocuments(text)).toEqual(documents)
  })
})

describe('parseChecksInput', () => {
  it.each([
    ['one object', [{ check_runs: [run('a')], statuses: [status('s')] }], ['a'], ['s']],
    ['an empty object', [{}], [], []],
    [
      'slurped check-run pages',
      [
        [
          { total_count: 2, check_runs: [run('a')] },
          { total_count: 2, check_runs: [run('b')] }
        ]
      ],
      ['a', 'b'],
      []
    ],
    ['slurped status pages', [[[status('s')], [status('t')]]], [], ['s', 't']],
    ['a plain list of statuses', [[status('s'), status('t')]], [], ['s', 't']],
    ['combined-status pages', [[{ state: 'success', statuses: [status('s')] }]], [], ['s']],
    [
      'both slurped lists, one after the other',
      [[{ check_runs: [run('a')] }], [[status('s')]]],
      ['a'],
      ['s']
    ]
  ])('reads %s', (_, documents, runs, statuses) => {
    const text = documents.map((d) => JSON.stringify(d)).join('\n')
    const input = parseChecksInput(text, 'in.json')
    expect(input.checkRuns.map((r) => r.name)).toEqual(runs)
    expect(input.statuses.map((s) => s.context)).toEqual(statuses)
  })

  it("reads a run's slurped jobs pages for each job's attempt", () => {
    const job = (id: number, attempt: number) => ({ id, run_id: 9, run_attempt: attempt })
    const text = JSON.stringify([
      { total_count: 2, jobs: [job(1, 1)] },
      { total_count: 2, jobs: [job(2, 2)] }
    ])
    const input = parseChecksInput(text, 'in.json')
    expect(input.jobs).toEqual([job(1, 1), job(2, 2)])
    expect(input.checkRuns).toEqual([])
  })

  it.each([
    ['', 'in.json: empty input, expected JSON'],
    ['{"check_runs": 1}', 'in.json: check_runs must be a list'],
    [
      '[{"check_runs": [{"name": "a"}]}]',
      'in.json: [0].check_runs[0].status must be a non-empty string'
    ],
    ['[[{"context": "a"}]]', 'in.json: [0][0].state must be a non-empty string'],
    ['[[3]]', 'in.json: [0][0] must be an object'],
    [
      '{"jobs": [{"id": 1, "run_id": "9", "run_attempt": 1}]}',
      'in.json: jobs[0].run_id must be a whole number'
    ],
    [
      '[{"id": 1}]',
      'in.json: [0]: expected {"check_runs": [...], "statuses": [...], "workflow_runs": [...]}'
    ],
    [
      '{"total": 1, "items": []}',
      'in.json: expected {"check_runs": [...], "statuses": [...], "workflow_runs": [...]}, a list of pages from `gh api --paginate --slurp`, or a list of statuses; got an object with keys "total", "items"'
    ],
    ['{}\n{"x', 'in.json, document 2: not valid JSON'],
    [
      '{}\n{"statuses": [{}]}',
      'in.json, document 2: statuses[0].context must be a non-empty string'
    ]
  ])('%j fails naming where: %s', (text, message) => {
    expect(() => parseChecksInput(text, 'in.json')).toThrow(message)
  })
})
