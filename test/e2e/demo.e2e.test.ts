// `npm run demo` as a new reader runs it: the bundled action against the embedded local GitHub.
// What it prints is what the README promises: per program a decision table and the state file
// rows each step changed, iterations counted, notes where a value could puzzle, an audit of a
// ledger before and after a hand edit, a pause comment and the head of a fix prompt.
import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { ROOT } from '../../emulator/runner.js'
import { runCli } from '../support/run-cli.js'

describe('npm run demo', () => {
  it('prints the decision tables, the changed rows, the pause comment and a fix prompt', async () => {
    const tsx = [process.execPath, join(ROOT, 'node_modules/tsx/dist/cli.mjs')]
    const { exitCode, stdout: text, stderr } = await runCli(['demo/run.ts'], '', tsx)
    expect({ exitCode, stderr }).toMatchObject({ exitCode: 0 })
    const headers = text.match(
      /^ {2}# +what happened +commit +CI +decision +attempt +Paused +reason$/gm
    )
    expect(headers).toHaveLength(3)
    // The decisions, in order, for each program.
    const decisions = [...text.matchAll(/^ {2}\d+ .*? [0-9a-f]{7} +\S+ +(\S+) /gm)].map((m) => m[1])
    expect(decisions).toEqual([
      ...['—', 'fix', '—', 'wait', 'accept', '—', 'accept'],
      ...['—', 'fix', 'pause', '—', 'skip', 'skip', '—', 'accept', 'skip'],
      ...['—', 'fix', 'pause', 'fix', 'skip', 'accept']
    ])
    // Changed rows only: no whole state file, and the hold, its release and the repair are shown.
    expect(text).not.toContain('## 🎯 Current Priorities')
    expect(text).toMatch(/^ +Paused +false → true$/m)
    expect(text).toMatch(/^ +Recent Statuses +pending-ci → ci-fix-exhausted$/m)
    expect(text).toMatch(/^ +CI Ledger +— → 2$/m)
    // One command from the program issue: the maintainer's pause, recorded as theirs.
    expect(text).toMatch(/maintainer: \/green-gate pause .* skip .* true +paused by mona/)
    expect(text).toMatch(/^ +Pause Reason +— → manual: release freeze$/m)
    // Iterations as autoloop counts them, not 0.
    expect(text).toContain('+ history: CI gate · Iteration 2 — ✅ Accepted')
    expect(text).not.toContain('Iteration 0')
    expect(text).toContain('Note: Recent Statuses records ci-fix-exhausted for every CI pause')
    expect(text).toContain('## ⚠️ green-gate paused `stuck`')
    expect(text).toMatch(/keeper: CI red on [0-9a-f]{7} \(test\), paused \(ci-fix-exhausted: /)
    expect(text).toContain('| # Fix the failing CI on `autoloop/demo` (attempt 1 of 5)')
    // audit verify on the demo program's ledger: good, then broken where the hand edit was.
    expect(text).toMatch(/^ {2}\| 2 {2}accept {2}sha256:[0-9a-f]{12} {2}ok$/m)
    expect(text).toContain('  | demo: chain ok, 3 entries\n  (exit 0)')
    expect(text).toContain(
      '  | demo: broken at entry 2: its content does not match its mac\n  (exit 1)'
    )
  })
})
