// The folders runAction (runner.ts) made: each run's RUNNER_TEMP and file commands. They outlive
// the run so the caller can read what the action left there (the fix prompt); removeRunnerDirs
// removes them (after every test file, and at the end of the demo and the benchmarks). Kept apart
// from the runner so that removing them loads nothing else into every test file.
import { rmSync } from 'node:fs'

const runnerDirs: string[] = []

export function keepRunnerDir(dir: string): void {
  runnerDirs.push(dir)
}

export function removeRunnerDirs(): void {
  for (const dir of runnerDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}
