// A path on the state branch with `{program}` in it (`{program}.md`, `.green-gate/{program}.json`,
// `programs/{program}/state.md`): the path of a program, the program of a path, and where to
// look to find every program. Pure.
import { posix } from 'node:path'
import { isProgramName } from './branch.js'

const SLOT = '{program}'

export function pathFor(template: string, program: string): string {
  return template.replaceAll(SLOT, program)
}

/** The program a path belongs to, read through the template; null: not one of its paths. */
export function programFromPath(template: string, path: string): string | null {
  const [before = '', after = ''] = template.split(SLOT)
  if (!template.includes(SLOT) || !path.startsWith(before) || !path.endsWith(after)) return null
  const program = path.slice(before.length, path.length - after.length)
  return isProgramName(program) && pathFor(template, program) === path ? program : null
}

/**
 * Where a listing finds the programs: the folder holding the segment with `{program}`, and
 * whether that segment is a file (`{program}.md`) or a folder (`{program}/state.md`).
 */
export function programListing(template: string): { dir: string; entry: 'file' | 'dir' } {
  const segments = template.split('/')
  const at = segments.findIndex((segment) => segment.includes(SLOT))
  const dir = segments.slice(0, at).join('/')
  return {
    dir: posix.normalize(dir || '.') === '.' ? '' : dir,
    entry: at === segments.length - 1 ? 'file' : 'dir'
  }
}

/** The program a listed entry stands for, given what kind of entry it is. */
export function programFromEntry(template: string, path: string, type: string): string | null {
  const { entry } = programListing(template)
  if (type !== entry) return null
  if (entry === 'file') return programFromPath(template, path)
  const segment = template.split('/').find((s) => s.includes(SLOT)) ?? SLOT
  const [before = '', after = ''] = segment.split(SLOT)
  const name = posix.basename(path)
  const program =
    name.startsWith(before) && name.endsWith(after)
      ? name.slice(before.length, name.length - after.length)
      : ''
  return isProgramName(program) ? program : null
}
