// A sweep's writes go out together: pausing several programs edits their status comments and
// labels their pull requests in one GraphQL document, and posts their comments in one more. A
// write GitHub refuses for one program is that program's warning alone: the others are labelled
// and told, and the decision stands for all.
import { describe, expect, it } from '@jest/globals'
import { sweepWatched } from '../../emulator/scenario.js'
import {
  addProgram,
  ciWorkflow,
  deliver,
  eventComments,
  ledgerOf,
  rewindClock,
  STATE_BRANCH,
  statusComment,
  useEmulator
} from '../support/loop.js'

const gh = useEmulator()

const JEST_FAILURE =
  'FAIL test/cart.test.js\n  ● cart › totals\n    expect(received).toBe(expected)\n'

describe('a sweep writes for its programs together', () => {
  it("pauses two programs in two documents of writes; one refused comment is that program's warning", async () => {
    gh.store.createLabel('needs-human')
    const held = ['batch-a', 'batch-c'].map((name) => {
      const p = addProgram(gh, name)
      return { p, run: ciWorkflow(gh, p, { build: 'success', test: { failedWith: JEST_FAILURE } }) }
    })
    // Each fix is handed out on its CI run; the fixer never pushes, and the clock runs out.
    for (const { p, run } of held) {
      expect((await deliver(gh, run)).outputs.decision).toBe('fix')
      rewindClock(gh, p, 90)
    }
    const refused = held[1]?.p
    if (refused === undefined) throw new Error('no program c')
    gh.faultMutation({
      mutation: 'addComment',
      issue: refused.issue,
      type: 'UNPROCESSABLE',
      message: 'not allowed here'
    })
    const told = held.map(({ p }) => eventComments(gh, p).length)
    const commits = gh.store.commits.filter((c) => c.branch === STATE_BRANCH).length

    const { result, requests } = await sweepWatched(gh)

    expect(result.exitCode).toBe(0)
    for (const [i, { p }] of held.entries()) {
      expect(ledgerOf(gh, p).entries.at(-1)).toMatchObject({ decision: 'pause' })
      expect(gh.store.issueLabels(p.pull ?? 0)).toContain('needs-human')
      expect(statusComment(gh, p).body).toContain('ci-timeout')
      const said = eventComments(gh, p).slice(told[i])
      expect(said).toHaveLength(p === refused ? 0 : 1)
      if (p !== refused) expect(said[0]).toContain('ci-timeout')
    }
    const warnings = result.annotations.filter((a) => a.level === 'warning').map((a) => a.message)
    expect(warnings).toEqual([
      `could not comment on #${refused.issue}: GitHub GraphQL UNPROCESSABLE while commenting for batch-c: not allowed here; the decision stands`
    ])
    expect(gh.store.commits.filter((c) => c.branch === STATE_BRANCH).length - commits).toBe(1)
    // The writes: every edit with its label in one document, then every new comment in one.
    const writes = requests.filter((r) => r.operation === 'GateWrites')
    const mutations = writes.map((r) =>
      [...JSON.stringify(r.body).matchAll(/w\d+: (\w+)\(/g)].map((m) => m[1])
    )
    // The refused comment's failure hides that the label went in with the edit: added again, alone.
    expect(mutations).toEqual([
      Array<string[]>(held.length).fill(['updateIssueComment', 'addLabelsToLabelable']).flat(),
      Array<string>(held.length).fill('addComment'),
      ['addLabelsToLabelable']
    ])
    expect(writes.map((r) => r.graphqlErrors)).toEqual([undefined, ['UNPROCESSABLE'], undefined])
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toEqual([])
  })
})
