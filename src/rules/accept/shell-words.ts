// A shell script split into commands and words, in one pass, the way far enough for finding the
// files it runs: quotes and backslashes are honoured, a word with an expansion in it (`$X`,
// `${{ }}`, a backtick) is unknown, redirections' targets are dropped, and a comment ends at the
// line. Conditionals, loops, functions and here-documents are not understood: their words come
// out as more commands, which only ever adds paths. Pure.

/** A word as written; null when an expansion makes it unknown before the script runs. */
export type Word = string | null

const BREAKS = new Set(['\n', ';', '&', '|', '(', ')'])
const BLANKS = new Set([' ', '\t', '\r'])

/** The commands of a script, each its words in order. */
export function shellCommands(script: string): Word[][] {
  const commands: Word[][] = []
  let words: Word[] = []
  let word = ''
  let started = false
  let unknown = false
  let redirected = false
  const endWord = () => {
    if (started) words.push(unknown || redirected ? null : word)
    if (started) redirected = false
    word = ''
    started = false
    unknown = false
  }
  const endCommand = () => {
    endWord()
    if (words.length > 0) commands.push(words)
    words = []
  }
  let i = 0
  while (i < script.length) {
    const c = script[i] as string
    if (c === '\\') {
      if (script[i + 1] !== '\n') word += script[i + 1] ?? ''
      started ||= script[i + 1] !== '\n'
      i += 2
    } else if (c === "'" || c === '"') {
      const quoted = quotedAt(script, i)
      word += quoted.text
      unknown ||= quoted.unknown
      started = true
      i = quoted.end
    } else if (c === '$' || c === '`') {
      unknown = true
      started = true
      i = script.startsWith('${{', i) ? expressionEnd(script, i) : i + 1
    } else if (c === '#' && !started) {
      i = lineEnd(script, i)
    } else if (c === '<' || c === '>') {
      endWord()
      redirected = true
      i += 1
    } else if (BLANKS.has(c)) {
      endWord()
      i += 1
    } else if (BREAKS.has(c)) {
      endCommand()
      i += 1
    } else {
      word += c
      started = true
      i += 1
    }
  }
  endCommand()
  return commands
}

/** A quoted stretch from its opening quote: its text, whether it expands, and where it ends. */
function quotedAt(script: string, at: number): { text: string; unknown: boolean; end: number } {
  const quote = script[at]
  let text = ''
  let unknown = false
  let i = at + 1
  while (i < script.length && script[i] !== quote) {
    const c = script[i] as string
    if (quote === '"' && c === '\\' && i + 1 < script.length) {
      text += script[i + 1]
      i += 2
      continue
    }
    if (quote === '"' && (c === '$' || c === '`')) unknown = true
    text += c
    i += 1
  }
  return { text, unknown, end: i + 1 }
}

function expressionEnd(script: string, at: number): number {
  const end = script.indexOf('}}', at)
  return end < 0 ? script.length : end + 2
}

function lineEnd(script: string, at: number): number {
  const end = script.indexOf('\n', at)
  return end < 0 ? script.length : end
}
