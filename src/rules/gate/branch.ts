import picomatch from 'picomatch'

/** Program names end up in branch names, file paths and commit messages: keep them plain. */
export function isProgramName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..')
}

/** True when a head branch is one the gate looks after (branch-pattern, a git-style glob). */
export function branchMatches(pattern: string, branch: string): boolean {
  return picomatch(pattern, { dot: true })(branch)
}

/**
 * The program a branch belongs to: the part of the branch the pattern's wildcard stands for
 * (`autoloop/*` and `autoloop/fast-sort` give `fast-sort`). A pattern with no single
 * wildcard to read it from falls back to the branch's last path segment. autoloop's legacy
 * branches carry a hash after the name (`autoloop/fast-sort-3f9a2c`): the hash is dropped.
 */
export function programFromBranch(pattern: string, branch: string): string {
  const parts = pattern.split(/\*+/)
  if (parts.length === 2) {
    const [prefix = '', suffix = ''] = parts
    if (branch.startsWith(prefix) && branch.endsWith(suffix)) {
      const middle = branch.slice(prefix.length, branch.length - suffix.length)
      if (middle !== '') return withoutLegacyHash(middle)
    }
  }
  return withoutLegacyHash(branch.slice(branch.lastIndexOf('/') + 1))
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
