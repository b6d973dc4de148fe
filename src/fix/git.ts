// The git half of an in-runner fix: a fresh checkout of the head branch (same repository only;
// forks never reach this point), and a plain push of what the fixer committed. The token goes to
// git through environment config for each command, so it is never written to .git/config where
// the fixer could read it.
import * as core from '@actions/core'
import { getExecOutput } from '@actions/exec'
import { mkdir } from 'node:fs/promises'
import { GateError } from '../errors.js'

export interface Remote {
  url: string
  /** Sent as an HTTP header, so a local (file://) remote simply does not use it. */
  token: string
}

function gitEnv(remote: Remote | null): Record<string, string> {
  const base: Record<string, string> = {
    ...(process.env as Record<string, string>),
    GIT_TERMINAL_PROMPT: '0'
  }
  if (remote === null) return base
  const basic = Buffer.from(`x-access-token:${remote.token}`).toString('base64')
  core.setSecret(basic)
  return {
    ...base,
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'http.extraheader',
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`
  }
}

async function git(dir: string, args: string[], remote: Remote | null = null): Promise<string> {
  const result = await getExecOutput('git', args, {
    cwd: dir,
    env: gitEnv(remote),
    ignoreReturnCode: true,
    silent: true
  })
  if (result.exitCode !== 0) {
    // git ends with advice (`hint: ...`); the line that says what happened comes before it.
    const said = result.stderr
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line !== '' && !line.startsWith('hint:'))
    const detail = said.find((line) => line.startsWith('! [')) ?? said.at(-1) ?? ''
    throw new GateError(`git ${args[0] ?? ''} failed (exit ${result.exitCode}): ${detail}`)
  }
  return result.stdout.trim()
}

/** A working copy of `branch` at `sha`, with a committer identity for the fixer's commits. */
export async function checkoutHead(
  dir: string,
  remote: Remote,
  branch: string,
  sha: string
): Promise<void> {
  await mkdir(dir, { recursive: true })
  await git(dir, ['init', '--quiet'])
  await git(dir, ['remote', 'add', 'origin', remote.url])
  await git(
    dir,
    [
      'fetch',
      '--quiet',
      '--no-tags',
      'origin',
      `+refs/heads/${branch}:refs/remotes/origin/${branch}`
    ],
    remote
  )
  await git(dir, ['checkout', '--quiet', '-B', branch, sha])
  await git(dir, ['config', 'user.name', 'green-gate[bot]'])
  await git(dir, ['config', 'user.email', 'green-gate@users.noreply.github.com'])
}

export async function branchAfterFix(dir: string, base: string) {
  const head = await git(dir, ['rev-parse', 'HEAD'])
  const ancestor = await getExecOutput('git', ['merge-base', '--is-ancestor', base, head], {
    cwd: dir,
    ignoreReturnCode: true,
    silent: true
  })
  const commits =
    ancestor.exitCode === 0
      ? Number(await git(dir, ['rev-list', '--count', `${base}..${head}`]))
      : 0
  return { base, head, commits, descendsFromBase: ancestor.exitCode === 0 }
}

/** Pushes HEAD to the branch without force: if the branch moved meanwhile, the push fails. */
export async function pushHead(dir: string, remote: Remote, branch: string): Promise<void> {
  await git(dir, ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], remote)
}
