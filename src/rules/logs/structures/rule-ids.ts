// A rule id in a linter's message: `MD022/blanks-around-headings`, `lint/suspicious/noDebugger`,
// `E501`, `(no-unused-vars)`, `[subject-empty]`. A rule names the failure better than its
// message does: the message quotes the code, the rule does not change with it.

/** Shaped like an id, not a word of prose: a digit, a dash, a slash, an underscore between
 * words (`line_length`), an inner capital, or a capital after a dot (`Vale.Spelling`). */
const ID_SHAPED = /^@?[A-Za-z][\w@.]*(?:[/-][\w@.]+)*$/
const CODE_LIKE = /\d|[/-]|[a-z]_[a-z]|[a-z][A-Z]|\.[A-Z]/

export const isRuleId = (word: string): boolean =>
  word.length <= 80 && ID_SHAPED.test(word) && CODE_LIKE.test(word)

// The tag that ends a message: `(rule)` or `[rule]`, after a blank.
const TAIL_TAG = /\s[([](@?[A-Za-z][\w@./-]*)[)\]]\s*$/
// What comes before a tag of one plain word when it is a rule: the end of a sentence, or the
// wide gap of a column.
const SENTENCE_END = /(?:[.!?'"`)\]]|\s{2})\s*[([][^()[\]]+[)\]]\s*$/

/** The rule a message ends with: `... never used. (no-unused-vars)`, `... [type-empty]`. */
export function trailingRule(message: string): string | undefined {
  const tag = TAIL_TAG.exec(message)?.[1]
  if (tag === undefined) return undefined
  return isRuleId(tag) || SENTENCE_END.test(message) ? tag : undefined
}

/** A rule, a dash, then its message: `require-license - license is required`. */
export function dashedRule(message: string): string | undefined {
  const word = /^(\S+)\s+[-–]\s+\S/.exec(message)?.[1]
  return word !== undefined && isRuleId(word) ? word : undefined
}

/**
 * The rule a message starts with: `MD022/blanks-around-headings Headings should ...`, `(W211)
 * unused variable`, `Style/StringLiterals: Prefer ...`. Prose follows a rule; a source excerpt
 * (`L4 |<body>`, `12 | x`) is no message.
 */
export function leadingRule(message: string): string | undefined {
  const dashed = dashedRule(message)
  if (dashed !== undefined) return dashed
  // A column's gap after the word sets it apart as much as a bracket: `triple-equals  == ...`.
  const column = /^([a-z][\w/-]*)\s{2,}\S/.exec(message)?.[1]
  if (column !== undefined && isRuleId(column)) return column
  const m = /^([[(]?)([^\s\])]+?)[\])]?(:?)\s+([A-Za-z"'`(])/.exec(message)
  const word = m?.[2]
  if (word === undefined || !isRuleId(word)) return undefined
  // Lower-case words joined by dashes open prose as often as a rule (`end-of-line within
  // string`): bare, they are a rule only when a sentence starts after them.
  const marked = m?.[1] !== '' || m?.[3] !== '' || !/^[a-z]/.test(m?.[4] ?? '')
  return marked || !/^[a-z]+(?:-[a-z]+)+$/.test(word) ? word : undefined
}

/** A plain lower-case word in brackets that opens a message after its severity (`warning:
 * [rawtypes] found raw type`): the category a compiler's lint option names. */
export function bracketedCategory(message: string): string | undefined {
  return /^\[([a-z]{2,40})\]\s/.exec(message)?.[1]
}

/** The last column of a stylish table row (`2:10  ✖  Invalid hex  color-no-invalid-hex`). */
export function lastColumnRule(message: string): string | undefined {
  const m = /\S\s{2,}(\S+)\s*$/.exec(message)
  const word = m?.[1]
  return word !== undefined && isRuleId(word) ? word : undefined
}

/**
 * The rule that closes a row whose columns are single blanks apart: its last word, or the word
 * before it when both are ids (`... no-unused-definitions remark-lint`: the rule, then the
 * plugin that holds it).
 */
export function closingRule(message: string): string | undefined {
  const words = message.trimEnd().split(/\s+/)
  const last = words.at(-1) ?? ''
  const before = words.at(-2) ?? ''
  if (!isRuleId(last)) return undefined
  return words.length > 2 && isRuleId(before) ? before : last
}
