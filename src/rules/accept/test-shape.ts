// A test file's patch read for the shape around a line: which added lines are code the change
// brings in whole (a new file, or a block that declares a new test), and what stands before and
// after a line as the file reads now. Pure.
import type { ChangedFile, DiffLine, PatchLine } from './diff.js'
import { FAMILY_EXTENSIONS, type Family } from './disguise-patterns.js'
import { ASSERTIONS, TEST_DEFINITIONS } from './test-patterns.js'

export interface TestShape {
  path: string
  family: Family | null
  /** Each hunk as the file reads after the change: context and added lines, in order. */
  sides: PatchLine[][]
  /** Lines the change removed. */
  removed: readonly DiffLine[]
  /** An added line the change did not only move, in code that was there before it. */
  reworks: (l: PatchLine) => boolean
  /** The test definition a line belongs to, if the hunk shows it. */
  ownerOf: (l: PatchLine) => PatchLine | undefined
  /** Whether a line checks something, or declares a test: each line read once, however often asked. */
  checks: (l: PatchLine | undefined) => boolean
  declares: (l: PatchLine | undefined) => boolean
}

const isDefinition = (text: string): boolean => TEST_DEFINITIONS.some((p) => p.test(text))

/** The language family a file is written in, by its extension; null for one these rules do not read. */
export const familyOf = (path: string): Family | null =>
  FAMILY_EXTENSIONS.find(([, ext]) => ext.test(path))?.[0] ?? null

/**
 * `changed`: the added lines left once lines only moved are paired off. A line in code the change
 * brings in whole weakens nothing that existed, so it is no rework.
 */
export function readShape(
  file: ChangedFile,
  hunks: PatchLine[][],
  changed: ReadonlySet<DiffLine>
): TestShape {
  const removed = hunks.flat().filter((l) => l.sign === '-')
  const sides = hunks.map((h) => h.filter((l) => l.sign !== '-'))
  const declares = remembered((l) => isDefinition(l.text))
  const owners = new Map(
    sides.flatMap((side) =>
      ownersIn(side, declares).map((o, at) => [side[at] as PatchLine, o] as const)
    )
  )
  const fresh = file.status === 'added' ? null : freshLines(sides, removed, owners)
  return {
    path: file.path,
    family: familyOf(file.path),
    sides,
    removed,
    reworks: (l) => l.sign === '+' && fresh !== null && changed.has(l) && !fresh.has(l),
    ownerOf: (l) => owners.get(l),
    checks: remembered((l) => ASSERTIONS.some((p) => p.test(l.text))),
    declares
  }
}

/** A test on lines, run once per line: readers ask about the same neighbours again and again. */
function remembered(test: (l: PatchLine) => boolean): (l: PatchLine | undefined) => boolean {
  const known = new Map<PatchLine, boolean>()
  return (l) => {
    if (l === undefined) return false
    const was = known.get(l)
    if (was !== undefined) return was
    const is = test(l)
    known.set(l, is)
    return is
  }
}

/**
 * The added lines that belong to a test not there before: a definition added that pairs with no
 * removed one, by its name first, then any left over (a test renamed is the same test).
 */
function freshLines(
  sides: PatchLine[][],
  removed: DiffLine[],
  owners: ReadonlyMap<PatchLine, PatchLine | undefined>
): Set<PatchLine> {
  const gone = new Map<string, number>()
  for (const l of removed.filter((r) => isDefinition(r.text)))
    gone.set(testName(l.text), (gone.get(testName(l.text)) ?? 0) + 1)
  const added = sides.flat().filter((l) => l.sign === '+' && owners.get(l) === l)
  const unnamed = added.filter((l) => {
    const left = gone.get(testName(l.text)) ?? 0
    if (left > 0) gone.set(testName(l.text), left - 1)
    return left === 0
  })
  const renamed = [...gone.values()].reduce((a, b) => a + b, 0)
  const declared = new Set(unnamed.slice(renamed))
  const fresh = new Set<PatchLine>()
  for (const [l, owner] of owners)
    if (l.sign === '+' && owner !== undefined && declared.has(owner)) fresh.add(l)
  return fresh
}

/** A decorator or attribute line: `@Test`, `@pytest.mark.xfail`, `#[should_panic]`, `[Fact]`. */
const DECORATION = /^\s*(?:@|#\[|\[)/

/** How far a decorator is looked past for the definition it stands on: a stack of a few. */
const DECORATIONS = 8

/**
 * The test each line of a side belongs to: a definition itself; a decorator, the definition it
 * stands on (below, or above for Rust's `#[test]` written first); any other line, the nearest
 * definition above that it is indented under and that nothing since has closed. A test added
 * beside an old one, or inside its body, does not make the old one's lines its own.
 */
function ownersIn(
  side: PatchLine[],
  declares: (l: PatchLine) => boolean
): Array<PatchLine | undefined> {
  const open: PatchLine[] = []
  const signed = new Set<PatchLine>()
  return side.map((l, at) => {
    if (l.text.trim() === '') return undefined
    const def = declares(l)
    while (open.length > 0 && closes(open.at(-1) as PatchLine, l, def, signed)) open.pop()
    if (def) open.push(l)
    if (def || !DECORATION.test(l.text)) return open.at(-1)
    const decorated = (ls: PatchLine[]) =>
      ls.slice(0, DECORATIONS).find((d) => declares(d) || !DECORATION.test(d.text))
    const below = decorated(side.slice(at + 1))
    if (below !== undefined && declares(below)) return below
    const above = decorated(side.slice(Math.max(0, at - DECORATIONS), at).reverse())
    return above !== undefined && declares(above) ? above : undefined
  })
}

/**
 * Whether a line ends the open definition `top`: a line to its left, or level with it, closes it,
 * except what an attribute-style definition (`@Test`, `#[test]`) stands over: more decorators
 * and the one signature line (`void adds() {`, `fn adds() {`) that follows them.
 */
function closes(top: PatchLine, l: PatchLine, def: boolean, signed: Set<PatchLine>): boolean {
  const [was, is] = [indentOf(top.text), indentOf(l.text)]
  if (was !== is || def || !DECORATION.test(top.text)) return was >= is
  if (DECORATION.test(l.text)) return false
  if (signed.has(top)) return true
  signed.add(top)
  return false
}

/** What a definition names its test: its quoted title or its function's name. */
function testName(text: string): string {
  const named = /['"`]([^'"`]{1,200})['"`]|\b(?:def|func|fn|function)\s+(\w+)/.exec(text)
  return named?.[1] ?? named?.[2] ?? ''
}

/** The nearest lines with text before and after `at` in a side, up to `count` each way. */
export function around(side: PatchLine[], at: number, count: number) {
  const near = (from: number, step: number) => {
    const found: PatchLine[] = []
    for (let i = from; i >= 0 && i < side.length && found.length < count; i += step) {
      const l = side[i] as PatchLine
      if (l.text.trim() !== '') found.push(l)
    }
    return found
  }
  return { before: near(at - 1, -1), after: near(at + 1, 1) }
}

export const indentOf = (text: string): number => text.length - text.trimStart().length
