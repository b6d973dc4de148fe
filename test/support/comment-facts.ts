// The facts of a pause comment on program `demo`, for the unit tables of the comments' wording.
import type { CommentFacts } from '../../src/rules/issue/comments.js'

export function commentFacts(overrides: Partial<CommentFacts> = {}): CommentFacts {
  return {
    program: 'demo',
    decision: 'pause',
    reason: 'paused',
    branch: 'autoloop/demo',
    headSha: 'abc1234def5678abc1234def5678abc1234def56',
    commitUrl: 'https://github.example/o/r/commit/abc1234',
    pullNumber: null,
    pullUrl: null,
    ciRunUrl: null,
    gateRunUrl: null,
    attempt: 1,
    maxAttempts: 5,
    signature: null,
    failureClass: null,
    pauseReason: 'cost-cap: $4.50 of $5.00',
    stateFile: 'memory/autoloop:demo.md',
    stateFileUrl: 'https://github.example/o/r/blob/memory/autoloop/demo.md',
    ledgerFile: 'memory/autoloop:.green-gate/demo.json',
    needsHumanLabel: 'needs-human',
    attempts: [
      {
        attempt: 1,
        commit: 'abc1234def5678abc1234def5678abc1234def56',
        signature: 'sig',
        failureClass: 'test',
        runUrl: null,
        at: '2026-05-02T12:00:00Z',
        outcome: 'new-failure',
        costUsd: 4.5
      }
    ],
    spent: 1,
    noFixer: null,
    spend: { spentUsd: 4.5, capUsd: 5 },
    ...overrides
  }
}
