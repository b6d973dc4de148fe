import picomatch from 'picomatch'

/** Program names end up in branch names, file paths and commit messages: keep them plain. */
export function isProgramName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..')
}

/** True when a head branch is one the gate looks after (branch-pattern, a git-style glob). */
export function branchMatches(pattern: string, branch: string): boolean {
  return picomatch(pattern, { dot: true })(branch)
}

/** autoloop's own branch pattern: only its branches may carry autoloop's legacy hash suffix. */
const AUTOLOOP_PATTERN = 'autoloop/*'

/**
 * Why a branch pattern cannot name programs, in one line; null when it can. Without a wildcard
 * it is one fixed branch (often the default branch itself), with no program in its name for a
 * retry to find; a `**` would let a program's name hold a `/`, and names become file paths.
 */
export function branchPatternProblem(pattern: string): string | null {
  if (!pattern.includes('*'))
    return `"${pattern}" has no * where the program's name goes (e.g. autoloop/*); without one it names a single branch`
  if (pattern.includes('**'))
    return `"${pattern}" has **, which would let a program name hold a /; use a single * (e.g. bot/*)`
  return null
}

/**
 * The program a branch belongs to: the part of the branch the pattern's wildcard stands for
 * (`autoloop/*` and `autoloop/fast-sort` give `fast-sort`). A pattern with no single
 * wildcard to read it from falls back to the branch's last path segment. autoloop's legacy
 * branches carry a hash after the name (`autoloop/fast-sort-3f9a2c`): under autoloop's pattern
 * the hash is dropped; under any other, `bot/deps-2f3a9c1` is program `deps-2f3a9c1`.
 */
export function programFromBranch(pattern: string, branch: string): string {
  const name = nameInBranch(pattern, branch)
  return pattern === AUTOLOOP_PATTERN ? withoutLegacyHash(name) : name
}

/** The part of the branch that names its program, hash and all. */
function nameInBranch(pattern: string, branch: string): string {
  const parts = pattern.split(/\*+/)
  if (parts.length === 2) {
    const [prefix = '', suffix = ''] = parts
    if (branch.startsWith(prefix) && branch.endsWith(suffix)) {
      const middle = branch.slice(prefix.length, branch.length - suffix.length)
      if (middle !== '') return middle
    }
  }
  return branch.slice(branch.lastIndexOf('/') + 1)
}

/**
 * autoloop once named branches `autoloop/<program>-<6 to 40 hex digits>`. A suffix of hex
 * letters only (`-beefed`) reads as a word, so a hash must hold a digit to be taken for one.
 */
function withoutLegacyHash(name: string): string {
  const match = /^(.+)-([0-9a-f]{6,40})$/.exec(name)
  return match?.[1] !== undefined && /\d/.test(match[2] ?? '') ? match[1] : name
}

/**
 * The branch a program lives on, for a manual retry that names only the program; null when the
 * pattern has no single wildcard to put the program in.
 */
export function branchForProgram(pattern: string, program: string): string | null {
  const parts = pattern.split(/\*+/)
  return parts.length === 2 ? `${parts[0]}${program}${parts[1]}` : null
}

/**
 * How a branch stands to a program: its own by name (the branch the pattern gives it), one of
 * autoloop's legacy `<branch>-<hex>` branches of it (under autoloop's pattern only), or another
 * program's or none.
 */
export type BranchClaim = 'own' | 'legacy' | 'other'

export function branchClaim(pattern: string, program: string, branch: string): BranchClaim {
  const own = branchForProgram(pattern, program)
  if (own !== null ? branch === own : nameInBranch(pattern, branch) === program) return 'own'
  return branchMatches(pattern, branch) && programFromBranch(pattern, branch) === program
    ? 'legacy'
    : 'other'
}

/** What GitHub says of a program's branches, read only for a legacy branch. */
export interface BranchFacts {
  /** The branch the pattern gives the program exists. */
  ownExists: boolean
  /** The head branches of this repository's open pull requests; null: too many to list. */
  openHeads: readonly string[] | null
}

/**
 * Why `branch` is not `program`'s to gate, or null when it is. A legacy branch counts only where
 * autoloop's scheduler would take it for the program's: no branch by the program's name, and
 * the head of the program's one open pull request. `facts`: null when not read (an own branch
 * needs none).
 */
export function notProgramsBranch(
  pattern: string,
  program: string,
  branch: string,
  facts: BranchFacts | null
): string | null {
  const claim = branchClaim(pattern, program, branch)
  if (claim === 'own') return null
  const own = branchForProgram(pattern, program)
  const named = own === null ? `${program}'s` : `${program}'s (${own})`
  if (claim === 'other') return `branch ${branch} is not the branch of ${named}`
  if (own === null) return `legacy branch ${branch}: branch-pattern names no branch of ${program}`
  if (facts === null) return `legacy branch ${branch}: the program's branches were not read`
  if (facts.ownExists) return `legacy branch ${branch} is not ${program}'s: ${own} exists`
  if (facts.openHeads === null) {
    return `legacy branch ${branch}: too many open pull requests to find ${program}'s one`
  }
  const heads = facts.openHeads.filter((head) => branchClaim(pattern, program, head) !== 'other')
  return heads.length === 1 && heads[0] === branch
    ? null
    : `legacy branch ${branch} is not the head of ${program}'s one open pull request`
}
