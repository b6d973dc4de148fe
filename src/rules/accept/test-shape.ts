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
  const fresh = file.status === 'added' ? null : freshLines(hunks, removed)
  return {
    path: file.path,
    family: familyOf(file.path),
    sides: hunks.map((h) => h.filter((l) => l.sign !== '-')),
    removed,
    reworks: (l) => l.sign === '+' && fresh !== null && changed.has(l) && !fresh.has(l),
    checks: remembered((l) => ASSERTIONS.some((p) => p.test(l.text))),
    declares: remembered((l) => isDefinition(l.text))
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
 * The added lines of each block of changed lines that declares a test not there before: one
 * whose definition pairs with no removed one, by its name first, then any left over (a test
 * renamed is the same test).
 */
function freshLines(hunks: PatchLine[][], removed: DiffLine[]): Set<PatchLine> {
  const gone = new Map<string, number>()
  const defsGone = removed.filter((l) => isDefinition(l.text))
  for (const l of defsGone) gone.set(testName(l.text), (gone.get(testName(l.text)) ?? 0) + 1)
  const added = hunks.flat().filter((l) => l.sign === '+' && isDefinition(l.text))
  const unnamed = added.filter((l) => {
    const left = gone.get(testName(l.text)) ?? 0
    if (left > 0) gone.set(testName(l.text), left - 1)
    return left === 0
  })
  const renamed = [...gone.values()].reduce((a, b) => a + b, 0)
  const declared = new Set(unnamed.slice(renamed))
  const fresh = new Set<PatchLine>()
  for (const block of hunks.flatMap(changedBlocks)) {
    if (block.some((l) => declared.has(l))) for (const l of block) if (l.sign === '+') fresh.add(l)
  }
  return fresh
}

/** The runs of added and removed lines of a hunk, between its context lines. */
function changedBlocks(hunk: PatchLine[]): PatchLine[][] {
  const blocks: PatchLine[][] = [[]]
  for (const l of hunk) {
    if (l.sign === ' ') blocks.push([])
    else blocks.at(-1)?.push(l)
  }
  return blocks.filter((b) => b.length > 0)
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
