// Which `@name` mentions a markdown text would render, written out from CommonMark's and GFM's
// rules rather than from the gate's renderer: code spans (a backtick run closed by the next run
// of the same length), backslash escapes, fenced blocks, and table rows split at unescaped pipes
// before any inline parsing.

const MENTION = /(?<!\w)@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][\w.-]*)?/g

export function renderedMentions(markdown: string): string[] {
  return blocks(markdown).flatMap((block) => outsideCode(block).match(MENTION) ?? [])
}

/** Inline content that can hold one code span: paragraphs, and each heading, item or cell. */
function blocks(markdown: string): string[] {
  const out: string[] = []
  let paragraph: string[] = []
  let fence: string | null = null
  const flush = (): void => {
    if (paragraph.length > 0) out.push(paragraph.join('\n'))
    paragraph = []
  }
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence !== null) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length)
        fence = null
      continue
    }
    if (opener !== undefined) {
      flush()
      fence = opener
    } else if (line.trim() === '') {
      flush()
    } else if (/^\s*\|/.test(line)) {
      flush()
      out.push(...line.split(/(?<!\\)\|/))
    } else if (/^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s)/.test(line)) {
      flush()
      paragraph = [line]
    } else {
      paragraph.push(line)
    }
  }
  flush()
  return out
}

/** The text of `inline` with every code span's content removed. */
function outsideCode(inline: string): string {
  let text = ''
  let i = 0
  while (i < inline.length) {
    const c = inline[i] as string
    if (c === '\\') {
      text += inline.slice(i, i + 2)
      i += 2
      continue
    }
    if (c !== '`') {
      text += c
      i += 1
      continue
    }
    const run = /^`+/.exec(inline.slice(i))?.[0] ?? '`'
    const close = closingRun(inline, i + run.length, run.length)
    if (close === -1) {
      // No run of the same length follows: the backticks are literal text.
      text += run
      i += run.length
    } else {
      text += ' '
      i = close + run.length
    }
  }
  return text
}

function closingRun(inline: string, from: number, length: number): number {
  const runs = /`+/g
  runs.lastIndex = from
  for (let m = runs.exec(inline); m !== null; m = runs.exec(inline)) {
    if (m[0].length === length) return m.index
  }
  return -1
}
