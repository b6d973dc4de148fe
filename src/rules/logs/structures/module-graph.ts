// Dependency-graph checks: a chain of modules joined by arrows, one a line, that a cycle or a
// forbidden import follows (`1) cart.js > order.js`, `error no-ui-to-db: src/ui/a.js → src/db/b.js`).
// The modules of the chain are the failure, with the rule the line names before it. A closed
// cycle is the same cycle from whichever module it is printed: it is named from its first
// module in sorted order. A graph check is lint: the code's structure breaks a rule.

import { normalizePath } from '../normalize.js'
import type { Found } from './found.js'
import { isRuleId } from './rule-ids.js'

// Single blanks around the arrow: a run of blanks never makes the split backtrack.
const ARROW = / (?:->|→|=>|⇒|>) /
const ENDS_IN_ARROW = / (?:->|→|=>|⇒|>)$/
/** How many lines one chain may wrap onto: lines that end in `>` for another reason stop there. */
const WRAP_LINES = 20
// A module as a graph tool names it: a path, or a package name with a scope or a dot.
const MODULE = /^@?[\w.~-]+(?:\/[\w.~@-]+)*$/
// What may come before the chain: a list number, a mark, a severity and a rule.
const LEAD = /^(?:\d+[.)]|[-*•✖✘×✗]|(?:error|warn(?:ing)?|info)\b)$/i

/** The chain a line is, with the rule before it, or undefined when the line is something else. */
function chainOf(line: string): { rule?: string; modules: string[] } | undefined {
  // `a.views -> b.models (l.3)`: the line of the last import is no module.
  const parts = line
    .trim()
    .replace(/ \((?:l\.|line )?\d+\)$/, '')
    .split(ARROW)
  if (parts.length < 2) return undefined
  const words = (parts[0] ?? '').split(/\s+/)
  const modules = [words.pop() ?? '', ...parts.slice(1)].map((m) => normalizePath(m))
  if (!modules.every((m) => MODULE.test(m) && /[./]/.test(m) && /[A-Za-z]/.test(m))) {
    return undefined
  }
  let rule: string | undefined
  for (const word of words) {
    const tag = word.replace(/:$/, '')
    if (word.endsWith(':') && isRuleId(tag)) rule = tag
    else if (!LEAD.test(word)) return undefined
  }
  return { ...(rule === undefined ? {} : { rule }), modules }
}

/** A closed cycle from its least module, so where the tool started it does not matter. */
function canonical(modules: readonly string[]): string[] {
  if (modules.length < 3 || modules[0] !== modules.at(-1)) return [...modules]
  const ring = modules.slice(0, -1)
  const start = ring.indexOf([...ring].sort()[0] ?? '')
  const turned = [...ring.slice(start), ...ring.slice(0, start)]
  return [...turned, turned[0] ?? '']
}

/** Every chain of modules in the lines, but those of `skip`; a line ending in an arrow goes on. */
export function readModuleGraph(lines: readonly string[], skip: ReadonlySet<number>): Found[] {
  const found: Found[] = []
  for (let at = 0; at < lines.length; at++) {
    if (skip.has(at)) continue
    const start = at
    let text = (lines[at] ?? '').trim()
    while (
      ENDS_IN_ARROW.test(text) &&
      at - start < WRAP_LINES &&
      at + 1 < lines.length &&
      !skip.has(at + 1)
    ) {
      text = `${text} ${(lines[++at] ?? '').trim()}`
    }
    const chain = chainOf(text)
    if (chain === undefined) {
      at = start
      continue
    }
    const modules = canonical(chain.modules)
    found.push({
      at: start,
      hit: {
        tool: 'generic',
        failureClass: 'lint',
        code: chain.rule ?? 'import-chain',
        file: modules[0] ?? '',
        detail: modules.join(' > ')
      }
    })
  }
  return found
}
