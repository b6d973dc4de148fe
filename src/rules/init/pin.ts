// Where a repository takes green-gate from, as `green-gate init --from` names it, and the `uses:`
// it becomes: a release commit, with its tag as a comment so a person and Dependabot can read it.
import { GateError } from '../errors.js'

/** `owner/repo@ref` as given; `ref` is a commit SHA or a tag. */
export interface Source {
  repo: string
  ref: string
}

/** A commit to pin and the tag it is the release of. */
export interface Pin {
  repo: string
  sha: string
  tag: string
}

const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/
// A tag as git allows it, kept to what can follow `# ` in YAML and pass through a shell unquoted.
const TAG = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/
const SHA = /^[0-9a-f]{40}$/

export const isCommitSha = (ref: string): boolean => SHA.test(ref)

export function parseSource(given: string): Source {
  const at = given.lastIndexOf('@')
  const repo = at === -1 ? given : given.slice(0, at)
  const ref = at === -1 ? '' : given.slice(at + 1)
  if (!REPO.test(repo) || ref === '')
    throw new GateError(`--from "${given}" is not OWNER/REPO@REF (e.g. acme/green-gate@v1.3.0)`)
  if (!isCommitSha(ref.toLowerCase()) && !TAG.test(ref))
    throw new GateError(`--from "${given}": "${ref}" is neither a 40-digit commit SHA nor a tag`)
  return { repo, ref: isCommitSha(ref.toLowerCase()) ? ref.toLowerCase() : ref }
}

/** What --from and --tag ask for: a pin as given, or a tag whose commit is to be looked up. */
export type PinRequest = { kind: 'pin'; pin: Pin } | { kind: 'lookup'; repo: string; tag: string }

export function pinRequest(from: string, tag: string | undefined): PinRequest {
  const { repo, ref } = parseSource(from)
  if (isCommitSha(ref)) {
    if (tag === undefined)
      throw new GateError(
        '--from names a commit: give its release tag with --tag (e.g. --tag v1.3.0)'
      )
    return { kind: 'pin', pin: { repo, sha: ref, tag: checkTag(tag) } }
  }
  if (tag !== undefined)
    throw new GateError(
      `--tag goes with a commit SHA in --from; --from already names the tag ${ref}`
    )
  return { kind: 'lookup', repo, tag: ref }
}

/** The tag named with --tag, checked like one in --from. */
export function checkTag(tag: string): string {
  if (!TAG.test(tag)) throw new GateError(`--tag "${tag}" is not a tag name (e.g. v1.3.0)`)
  return tag
}

/**
 * The commit a tag points at, from `git ls-remote` output for `refs/tags/<tag>` and its peeled
 * `^{}` line: an annotated tag's own object is not the commit, the peeled line is.
 */
export function taggedCommit(lsRemote: string, tag: string): string | null {
  const rows = lsRemote
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((row): row is [string, string] => row.length === 2)
  const find = (ref: string): string | undefined => rows.find(([, name]) => name === ref)?.[0]
  const sha = find(`refs/tags/${tag}^{}`) ?? find(`refs/tags/${tag}`)
  return sha !== undefined && isCommitSha(sha) ? sha : null
}

/** What follows `uses: `. */
export const usesOf = ({ repo, sha, tag }: Pin): string => `${repo}@${sha} # ${tag}`
