// The fixer job's side of git: what the fixer left in its checkout, handed back as a bundle. This
// runs in the unprivileged job, in a repository the agent controls; the job that pushes trusts
// none of it and checks the bundle again (push-repo.ts, verify-fix.ts).
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { git } from './git.js'
import type { BranchAfterFix } from '../../rules/fix/outcome.js'

const env = (): Record<string, string> => ({
  ...(process.env as Record<string, string>),
  GIT_TERMINAL_PROMPT: '0'
})

export async function branchAfterFix(dir: string, base: string): Promise<BranchAfterFix> {
  const head = (await git(dir, ['rev-parse', 'HEAD'], env())).stdout
  const ancestor = await git(dir, ['merge-base', '--is-ancestor', base, head], env(), {
    allowFailure: true
  })
  const commits =
    ancestor.exitCode === 0
      ? Number((await git(dir, ['rev-list', '--count', `${base}..${head}`], env())).stdout)
      : 0
  return { base, head, commits, descendsFromBase: ancestor.exitCode === 0 }
}

/** The commits base..head as a bundle whose one ref is HEAD. */
export async function writeBundle(dir: string, base: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await git(dir, ['bundle', 'create', '--quiet', file, 'HEAD', `^${base}`], env())
}
