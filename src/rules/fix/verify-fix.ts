// What the gate accepts from a fixer, decided on plain data: the bundle's header and the commits
// it brings. A fix is one new linear chain of commits on top of the judged commit, bringing no
// other history, and touching no protected path.
import picomatch from 'picomatch'
import { inlineCode } from '../untrusted.js'
import { shortSha } from '../text.js'
import type { FixOutcome } from './outcome.js'

export interface BundleHeader {
  /** Commits the bundle assumes the receiver has. */
  prerequisites: string[]
  refs: { sha: string; name: string }[]
}

/**
 * The header of a v2 or v3 git bundle: a signature line, v3 capabilities (`@...`),
 * prerequisites (`-<sha> comment`), refs (`<sha> <name>`), then an empty line before the pack.
 */
export function parseBundleHeader(text: string): BundleHeader | { error: string } {
  const end = text.indexOf('\n\n')
  if (end === -1) return { error: 'not a git bundle (no header)' }
  const [signature, ...lines] = text.slice(0, end).split('\n')
  if (signature !== '# v2 git bundle' && signature !== '# v3 git bundle') {
    return { error: 'not a git bundle (unknown signature)' }
  }
  const header: BundleHeader = { prerequisites: [], refs: [] }
  for (const line of lines) {
    if (line.startsWith('@')) continue
    const prerequisite = /^-([0-9a-f]{40})(?: .*)?$/.exec(line)
    if (prerequisite !== null) {
      header.prerequisites.push(prerequisite[1] as string)
      continue
    }
    const ref = /^([0-9a-f]{40}) (\S+)$/.exec(line)
    if (ref === null) return { error: 'not a git bundle (unreadable header line)' }
    header.refs.push({ sha: ref[1] as string, name: ref[2] as string })
  }
  return header
}

/** The one commit a bundle hands back, or why it is refused before anything is fetched. */
export function bundleTip(header: BundleHeader, base: string): { sha: string } | { error: string } {
  const [ref, ...more] = header.refs
  if (ref === undefined) return { error: 'the bundle holds no commit' }
  if (more.length > 0) return { error: `the bundle holds ${header.refs.length} refs, not one` }
  const foreign = header.prerequisites.find((sha) => sha !== base)
  if (foreign !== undefined) {
    return {
      error: `fix builds on ${shortSha(foreign)}, not only on the judged commit ${shortSha(base)}`
    }
  }
  return { sha: ref.sha }
}

/**
 * Whether a path is protected. Globs do not see past a control character (`*` stops at a line
 * break), and a file name may hold one: such characters are matched as ordinary ones. Case is
 * ignored, which refuses more than GitHub would read as a workflow, never less.
 */
export function protectedPathMatcher(globs: readonly string[]): (path: string) => boolean {
  const matches = picomatch([...globs], { dot: true, nocase: true })
  // eslint-disable-next-line no-control-regex
  return (path) => matches(path.replace(/[\u0000-\u001f\u007f]/g, '_'))
}

export interface ChainCommit {
  sha: string
  parents: string[]
  /** Every path the commit adds, changes or deletes (renames as both names). */
  paths: string[]
}

/** Longest chain the gate reviews; a fix longer than this is not a fix. */
export const MAX_FIX_COMMITS = 100

/**
 * `commits`: the commits reachable from `tip` and not from `base`, newest first (at most one more
 * than MAX_FIX_COMMITS need be listed).
 */
export function judgeChain(
  base: string,
  tip: string,
  commits: readonly ChainCommit[],
  isProtected: (path: string) => boolean
): FixOutcome {
  if (commits.length === 0) return { ok: false, reason: 'fix command made no commit' }
  if (commits.length > MAX_FIX_COMMITS) {
    return { ok: false, reason: `fix has more than ${MAX_FIX_COMMITS} commits` }
  }
  const merge = commits.find((commit) => commit.parents.length !== 1)
  if (merge !== undefined) {
    return {
      ok: false,
      reason: `fix is not a linear chain: ${shortSha(merge.sha)} has ${merge.parents.length} parents`
    }
  }
  // Newest first, each commit's parent is the next one, and the oldest sits on the judged commit.
  const linked = commits.every(
    (commit, i) =>
      commit.parents[0] === (commits[i + 1]?.sha ?? base) && (i > 0 || commit.sha === tip)
  )
  if (!linked) {
    return { ok: false, reason: `fix is not one chain of commits on ${shortSha(base)}` }
  }
  for (const commit of commits) {
    const path = commit.paths.find(isProtected)
    if (path !== undefined) {
      return {
        ok: false,
        // The name is the fixer's: control characters escaped, then code, so no line break,
        // mention or markup of it survives.
        reason: `fix changes a protected path: ${inlineCode(JSON.stringify(path.slice(0, 200)).slice(1, -1))} (in ${shortSha(commit.sha)})`
      }
    }
  }
  return { ok: true, sha: tip, commits: commits.length }
}
