// The push side: a fresh bare repository the gate owns, where the fixer's bundle is checked and
// from where one explicit refspec is pushed. Nothing the fixer wrote configures this git: no
// system or global config, no hooks, no remote but the server URL, a minimal environment, and
// the token as an HTTP header scoped to that server (as actions/checkout does it).
import * as core from '@actions/core'
import { open } from 'node:fs/promises'
import { git } from './git.js'
import { MAX_FIX_COMMITS, type ChainCommit } from '../../rules/fix/verify-fix.js'

export interface Remote {
  /** The repository's clone URL on the server. */
  url: string
  /** `http.<server>/.extraheader` is set for this prefix only. */
  serverUrl: string
  token: string
}

export interface GateRepo {
  dir: string
  env: Record<string, string>
}

/** A bare repository in an empty folder, with no template (so not even sample hooks). */
export async function createGateRepo(dir: string, remote: Remote): Promise<GateRepo> {
  const basic = Buffer.from(`x-access-token:${remote.token}`).toString('base64')
  core.setSecret(basic)
  const config: [string, string][] = [
    [`http.${remote.serverUrl}/.extraheader`, `AUTHORIZATION: basic ${basic}`],
    ['core.hooksPath', '/dev/null'],
    ['push.followTags', 'false'],
    ['push.recurseSubmodules', 'no']
  ]
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    LANG: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_COUNT: String(config.length),
    ...Object.fromEntries(
      config.flatMap(([key, value], i) => [
        [`GIT_CONFIG_KEY_${i}`, key],
        [`GIT_CONFIG_VALUE_${i}`, value]
      ])
    )
  }
  await git(process.cwd(), ['init', '--bare', '--quiet', '--template=', dir], env)
  return { dir, env }
}

/** The branch head on the server, fetched alone (depth 1): the base the fix must sit on. */
export async function fetchBranchHead(repo: GateRepo, remote: Remote, branch: string) {
  await git(
    repo.dir,
    [
      'fetch',
      '--quiet',
      '--no-tags',
      '--depth=1',
      remote.url,
      `+refs/heads/${branch}:refs/gate/base`
    ],
    repo.env
  )
  return (await git(repo.dir, ['rev-parse', 'refs/gate/base'], repo.env)).stdout
}

/** The start of a bundle file, enough for its header. */
export async function readBundleStart(file: string): Promise<string> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead).toString('latin1')
  } finally {
    await handle.close()
  }
}

/** Fetches the bundle's one commit; git refuses when a prerequisite is missing. */
export async function fetchBundle(repo: GateRepo, file: string, sha: string): Promise<void> {
  await git(repo.dir, ['bundle', 'verify', '--quiet', file], repo.env)
  await git(repo.dir, ['fetch', '--quiet', '--no-tags', file, `+${sha}:refs/gate/fix`], repo.env)
}

/** The commits in base..tip, newest first, each with its parents and the paths it touches. */
export async function chainOf(repo: GateRepo, base: string, tip: string): Promise<ChainCommit[]> {
  const listed = (
    await git(
      repo.dir,
      ['rev-list', '--parents', `--max-count=${MAX_FIX_COMMITS + 1}`, `${base}..${tip}`],
      repo.env
    )
  ).stdout
  const commits: ChainCommit[] = []
  for (const line of listed.split('\n').filter((l) => l !== '')) {
    const [sha = '', ...parents] = line.split(' ')
    // A merge is refused before its paths matter; a root commit's paths are its whole tree.
    const paths =
      parents.length > 1
        ? []
        : (
            await git(
              repo.dir,
              [
                'diff-tree',
                '-r',
                '-z',
                '--no-commit-id',
                '--name-only',
                '--no-renames',
                '--root',
                sha
              ],
              repo.env
            )
          ).stdout
            .split('\0')
            .filter((p) => p !== '')
    commits.push({ sha, parents, paths })
  }
  return commits
}

/** One explicit refspec to the server URL, never forced. */
export async function pushFix(
  repo: GateRepo,
  remote: Remote,
  sha: string,
  branch: string
): Promise<void> {
  await git(
    repo.dir,
    [
      'push',
      '--quiet',
      '--no-verify',
      '--no-follow-tags',
      remote.url,
      `${sha}:refs/heads/${branch}`
    ],
    repo.env
  )
}
