// Tests weakened in forms that need the lines around them to see: a marker that makes a failure
// pass, an exit before the checks, an assertion left without its check, the module under test
// mocked, an assertion's failure caught and dropped. Each is read only where the change reworks
// code that was there: a new test that uses these on purpose weakens nothing. Pure.
import type { DiffLine, PatchLine } from './diff.js'
import {
  ASSERT_HEAD,
  ASSERTION_OPENER,
  ASSUMPTION,
  BARE_RETURN,
  HANDLERS,
  CHAIN_WORDS,
  CONDITION,
  EARLY_EXIT,
  ENV_READ,
  EXPECTED_FAILURE,
  FAILS_AGAIN,
  PROMISE_CATCH,
  SWALLOWS,
  TRY_OPENER
} from './disguise-patterns.js'
import { mocksSubject } from './mocked-subject.js'
import { ASSERTIONS } from './test-patterns.js'
import { around, indentOf, type TestShape } from './test-shape.js'
import type { DisguiseKind } from '../vocabulary/guard-findings.js'

/** A line read in its file: the shape of the file, the hunk it stands in and where. */
interface Scope {
  shape: TestShape
  side: PatchLine[]
  at: number
  text: string
  /** The expressions removed assertions checked, each kept as a bare statement would read. */
  unwrapped: ReadonlySet<string>
  /** The names the file's checks call. */
  called: ReadonlySet<string>
}

const READERS: ReadonlyArray<readonly [DisguiseKind, (s: Scope) => boolean]> = [
  ['expected-to-fail', (s) => EXPECTED_FAILURE.some((p) => p.test(s.text))],
  ['returns-early', (s) => exitsOnEnv(s) || returnsBare(s)],
  ['assertion-unchecked', (s) => leftOpen(s) || s.unwrapped.has(bare(s.text))],
  ['subject-mocked', (s) => mocksSubject(s.shape.path, s.text, s.called)],
  ['failure-swallowed', swallows]
]

/** Each reworked line of a test file with the first disguise it shows. */
export function disguisedIn(shape: TestShape): Map<DiffLine, DisguiseKind> {
  const found = new Map<DiffLine, DisguiseKind>()
  const unwrapped = new Set(shape.removed.flatMap((l) => checkedExpressions(l.text)))
  const checks = shape.sides.flat().filter((l) => shape.checks(l))
  const called = new Set(
    checks.flatMap((l) => [...l.text.matchAll(/\b(\w+)\s*\(/g)].map((m) => m[1] ?? ''))
  )
  for (const side of shape.sides) {
    side.forEach((l, at) => {
      if (!shape.reworks(l)) return
      const scope = { shape, side, at, text: l.text, unwrapped, called }
      const hit = READERS.find(([, read]) => read(scope))
      if (hit !== undefined) found.set(l, hit[0])
    })
  }
  return found
}

/**
 * A condition on the environment that leaves the test: on the line (`if (process.env.CI)
 * return`, `return if ENV['CI']`, an assumption), or as the next line added. Elixir and Erlang
 * have no early return: a branch on the environment is how a test leaves its checks out.
 */
function exitsOnEnv({ shape, side, at, text }: Scope): boolean {
  if (!ENV_READ.test(text)) return false
  if (ASSUMPTION.test(text)) return true
  if (!CONDITION.test(text)) return false
  if (EARLY_EXIT.test(text) || shape.family === 'elixir' || shape.family === 'erlang') return true
  const next = around(side, at, 1).after[0]
  return next?.sign === '+' && EARLY_EXIT.test(next.text)
}

/** How far below its test's start a return still stands at the top of the body. */
const TOP_LINES = 30

/** A line that makes what follows it conditional. */
const BRANCHES = (text: string): boolean => CONDITION.test(text) || /\belse\b/.test(text)

/**
 * A bare `return` in a test's own body with no branch before it (only the test's header and
 * plain statements), or one taken unconditionally just before a check: everything after it in
 * the test is never run. A return inside a callback or a branch of the test is not this.
 */
function returnsBare({ shape, side, at, text }: Scope): boolean {
  if (!BARE_RETURN.test(text.trim())) return false
  const owner = shape.ownerOf(side[at] as PatchLine)
  const start = owner === undefined ? -1 : side.indexOf(owner)
  const [head, body] = [indentOf(owner?.text ?? ''), indentOf(text)]
  const before = side.slice(start + 1, at).filter((l) => l.text.trim() !== '')
  const level = (l: PatchLine) => indentOf(l.text) <= head || indentOf(l.text) >= body
  const top = start !== -1 && at - start <= TOP_LINES
  if (top && before.every((l) => level(l) && !BRANCHES(l.text))) return true
  const near = around(side, at, 1)
  return shape.checks(near.after[0]) && !near.before.some((l) => BRANCHES(l.text))
}

/**
 * An assertion opened on a value and never finished: `expect(x)` alone, `expect(x).toBe` not
 * called, `assertThat(x)` without its matcher. A chain continued on the next line is finished
 * there; Hamcrest's `assertThat(x, matcher)` carries its matcher inside.
 */
function leftOpen({ side, at, text }: Scope): boolean {
  const opener = ASSERTION_OPENER.exec(text)
  if (opener === null) return false
  const call = callAt(text, opener.index + opener[0].length - 1)
  if (call === null || (opener[1] !== 'expect' && call.comma)) return false
  const rest = text
    .slice(call.close + 1)
    .trim()
    .replace(/;$/, '')
  if (rest === '') return !(around(side, at, 1).after[0]?.text.trim().startsWith('.') ?? false)
  if (!/^(?:\.\s*\w+\s*)+$/.test(rest)) return false
  return CHAIN_WORDS.test(rest.split('.').at(-1)?.trim() ?? '')
}

/** Where the call opened at `open` closes, and whether it has a second argument; null if not on the line. */
function callAt(text: string, open: number): { close: number; comma: boolean } | null {
  let depth = 0
  let quote: string | null = null
  let comma = false
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string
    if (quote !== null) {
      if (c === '\\') i++
      else if (c === quote) quote = null
    } else if (c === '"' || c === "'" || c === '`') quote = c
    else if (c === '(') depth++
    else if (c === ',' && depth === 1) comma = true
    else if (c === ')' && --depth === 0) return { close: i, comma }
  }
  return null
}

/** A line as a statement reads bare: trimmed, without its closing `;`, `,` or `.`. */
const bare = (text: string): string =>
  text
    .trim()
    .replace(/[;,.]$/, '')
    .trim()

/**
 * What an assertion that takes its expression whole checks, as a bare statement would read it:
 * `x == 1` for `assert x == 1`, `assert x == 1, "why"` or `assert!(x == 1);`. An added line that
 * reads so is the check kept with its assertion dropped.
 */
function checkedExpressions(text: string): string[] {
  const line = bare(text)
  const head = ASSERT_HEAD.exec(line)
  if (head === null) return []
  const tail = line.slice(head[0].length)
  const inner = bare(head[0].endsWith('(') ? tail.replace(/\)$/, '') : tail)
  const comma = inner.lastIndexOf(',')
  const found = comma > 0 ? [inner, bare(inner.slice(0, comma))] : [inner]
  return found.filter((e) => e.length >= 3)
}

/**
 * A handler added around an assertion that does not fail again; or a failure caught whole (a
 * panic recovered, an assertion's own failure expected).
 */
function swallows({ shape, side, at, text }: Scope): boolean {
  if (SWALLOWS.some((p) => p.test(text))) return true
  const handler = shape.family === null ? undefined : HANDLERS[shape.family]
  const caught = handler?.exec(text)
  if (caught === null || caught === undefined) return false
  const indent = indentOf(text)
  const body = [text.slice(caught.index + caught[0].length)]
  for (const l of side.slice(at + 1, at + 6)) {
    if (l.text.trim() !== '' && indentOf(l.text) <= indent) break
    body.push(l.text)
  }
  if (FAILS_AGAIN.test(body.join('\n'))) return false
  if (ASSERTIONS.some((p) => p.test(text.slice(0, caught.index)))) return true
  if (PROMISE_CATCH.test(text))
    return text.trim().startsWith('.') && shape.checks(around(side, at, 1).before[0])
  return checkedInTry(shape, side, at)
}

/** An assertion between a handler and the `try` (or the test's start) it closes. */
function checkedInTry(shape: TestShape, side: PatchLine[], at: number): boolean {
  for (const l of side.slice(Math.max(0, at - 30), at).reverse()) {
    if (shape.checks(l)) return true
    if (TRY_OPENER.test(l.text) || shape.declares(l)) return false
  }
  return false
}
