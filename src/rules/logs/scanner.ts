// The incremental core: feed a job log in chunks of any size, get a LogAnalysis at the end.
// It keeps bounded state only (the current partial line, a tail of about the excerpt budget,
// capped failure lists per step), so a 100 MB log costs one pass and little memory. Most
// lines are noise, so a chunk is read as a block of bytes (byte-text.ts): its colours are
// stripped and the keys of its words found in one pass of WebAssembly (WordFinder), and a line
// costs a newline search and a timestamp check by character codes; it becomes text only when it
// has a word or a multi-line reader holds it, and the excerpt's tail keeps lines as ranges of the
// block. The per-tool regexes run only on lines that contain one of their needles. Lines whose
// reading takes more than that (runner markers, CRs, colour codes in the timestamp, a script
// echo) are decoded and read one by one by line().

import { isAscii } from 'node:buffer'
import { asBytes, bytesForUnits, fromBytes, HeldLine } from './byte-text.js'
import { classify } from './classify.js'
import { classTokens } from './class-tokens.js'
import { isLower, isUpper, isWord } from './chars.js'
import { lineCues } from './cues.js'
import { cutExcerpt, TailBuffer, type NumberedLine } from './excerpt.js'
import { factsOf, MAX_FACTS } from './facts.js'
import { readGeneric } from './generic.js'
import { literalTrie } from './literal-trie.js'
import {
  CONTEXT,
  exitCodeHit,
  KEY,
  MATCHERS,
  NEEDLES,
  newMatchContext,
  readListedFile,
  readRegionLine,
  type Hit,
  type MatchContext
} from './matchers.js'
import { normalizePath, stripAnsi, timestampEnd } from './normalize.js'
import { saysNothing } from './structures/says-nothing.js'
import { isTrailer } from './structures/trailers.js'
import { intendedClass, isBroad, stepIntent, type StepIntent } from './step-intent.js'
import { tokenClass } from './token-class.js'
import { weighClass } from './weigh-class.js'
import { WordFinder } from './word-finder.js'
import {
  buildSignature,
  DEFAULT_MAX_SIGNATURE_LENGTH,
  fallbackIdentities,
  identityOf,
  reduceIdentities
} from './signature.js'
import type {
  Failure,
  FailingStep,
  FailureClass,
  JobContext,
  LogAnalysis,
  LogScanner,
  ScanOptions
} from './types.js'

export const DEFAULT_BYTE_BUDGET = 65536
const BLOCK_BYTES = 64 * 1024
const DEFAULT_MAX_FAILURES = 500
/** Matchers see at most this much of a line; minified bundles can put megabytes on one. */
const MAX_LINE = 16 * 1024
/** Input with no newline for this long is taken as a line, so memory stays bounded. */
const MAX_CARRY = 1024 * 1024
/**
 * The bytes that hold what line() can read of one line: a runner timestamp and MAX_LINE units. The
 * rest of a longer line is counted, not kept: a 100 MB line costs no more memory than a short one.
 */
const HEAD = bytesForUnits(MAX_LINE + 64)
const MAX_KEY_LINES = 40
const KEY_LINE_CHARS = 1000
const MAX_FAILED_STEPS = 20
/** A `Run` group that never closes is output after this many lines. */
const MAX_SCRIPT_LINES = 1000
/** The script's last lines kept for what they say the step was for: its set-up comes first. */
const SCRIPT_LINES = 32
/** How far into a step's output a package manager echoes the script it runs. */
const RUNNER_ECHO_LINES = 6
/** The last lines of a failing step the generic reader reads: a runner's failure report fits. */
const WINDOW_LINES = 400
/** The last lines of output that identify a failure when no line reads as an error. */
const FALLBACK_LINES = 3

// Words that make a line read as an error when no matcher claims it (for `firstErrorLine`),
// and literals that every line the hint matches contains.
const ERROR_HINT =
  /\b(?:error|Error|ERROR|FAIL|FAILED|failed|fatal|panic|panicked|Traceback|Exception)\b|[a-z]Error\b/
const HINT_WORDS = [
  'error',
  'Error',
  'ERROR',
  'FAIL',
  'failed',
  'fatal',
  'panic',
  'Traceback',
  'Exception'
]

/** For each word the scan finds, the matchers that need it; none for a hint word. */
const MATCHERS_OF = new Map(
  [...new Set([...NEEDLES, ...HINT_WORDS])].map((word) => [
    word,
    MATCHERS.flatMap((m, i) => (m.needles.includes(word) ? [i] : []))
  ])
)
/** For one line (an annotation, a line read on its own). */
const WORD_SCAN = new RegExp(literalTrie([...MATCHERS_OF.keys()]), 'g')
/** For a line of a block, read in place: the same words as bytes, found by their keys. */
const MATCHERS_OF_BYTES = new Map([...MATCHERS_OF].map(([word, at]) => [asBytes(word), at]))
const WORD_FINDER = new WordFinder([...MATCHERS_OF_BYTES.keys()])

/**
 * A copy that does not share storage with the chunk it was sliced from. V8 slices keep their
 * parent string alive, so a kept line would pin a whole 64 KB chunk (or the whole log).
 */
// Concatenation then slice makes V8 flatten into a new string of the text's own length.
const detach = (text: string): string => ` ${text}`.slice(1)

const EXIT_CODE = /^Process completed with exit code (\d+)\.?$/
/** The longest extension a file named alone is looked for with. */
const EXTENSION_CHARS = 8
/** A file in a folder of the checkout, alone on its line: `contracts/Vault.sol`. */
const RELATIVE_FILE = /^[A-Za-z][\w.-]*(?:\/[\w.@-]+)+\.[A-Za-z]\w{0,6}$/
/** Whether `code` is an ASCII letter. */
const isLetter = (code: number): boolean => isLower(code) || isUpper(code)

/**
 * Whether the line `text.slice(from, to)` may be a file named alone: it ends in an extension
 * (read first: few lines do) and starts with a letter, with no blank between.
 */
function bareFile(text: string, from: number, to: number): boolean {
  let dot = to - 1
  while (dot > from && dot >= to - EXTENSION_CHARS && isWord(text.charCodeAt(dot))) dot--
  if (text.charCodeAt(dot) !== 46 /* . */ || dot === to - 1) return false
  if (!isLetter(text.charCodeAt(dot + 1)) || !isLetter(text.charCodeAt(from))) return false
  const space = text.indexOf(' ', from)
  return space === -1 || space >= to
}

/** How the runner marks an error line in a job log; a reported line has the room it leaves. */
const ERROR_MARKER = '##[error]'

class StepState {
  readonly failures = new Map<string, Failure>()
  truncated = false
  failed = false
  exitCode: number | undefined
  /** The first line that read as an error: a failure's or a hint's. */
  firstErrorLine: string | undefined
  /**
   * The last one: with the first, what identifies a failure no matcher recognised. Held until
   * the step ends: it changes on every error line of a noisy step.
   */
  lastErrorLine: string | undefined
  private readonly lastError = new HeldLine()
  /**
   * The last non-empty output line, the fallback when nothing reads as an error. Held until the
   * step ends: it changes on nearly every line.
   */
  lastLine = ''
  readonly last = new HeldLine()
  readonly keyLines: NumberedLine[] = []
  private lastKeyLineNumber = -1
  /** The last line of the step's script as the `Run` group echoes it: what ran last. */
  command: string
  /** The script's last lines as the group echoes them: what step-intent.ts reads. */
  readonly script: string[] = []
  /** Inside the `Run` group, where the runner echoes the script. */
  echoing: boolean
  /** The step's first line of output: after the group that echoes its script. */
  outputStart: number
  /** The line after its last (0 while it runs). */
  endLine = 0
  /** Its last lines, taken when it failed: what the generic reader reads. */
  window: NumberedLine[] | undefined

  constructor(
    readonly name: string,
    readonly startLine: number,
    echoing = false
  ) {
    this.command = name
    this.echoing = echoing
    this.outputStart = startLine
  }

  addKeyLine(text: string, lineNumber: number): void {
    this.firstErrorLine ??= detach(text.slice(0, KEY_LINE_CHARS))
    if (lineNumber !== this.lastKeyLineNumber) {
      this.lastError.holdText(text)
      this.lastKeyLineNumber = lineNumber
    }
    if (this.keyLines.length < MAX_KEY_LINES && this.keyLines.at(-1)?.lineNumber !== lineNumber) {
      this.keyLines.push({ lineNumber, text: detach(text.slice(0, KEY_LINE_CHARS)) })
    }
  }

  /** The line of bytes `source.slice(start, end)`, decoded only if it is kept now. */
  addKeyBytes(source: string, start: number, end: number, lineNumber: number): void {
    if (this.firstErrorLine === undefined || this.keyLines.length < MAX_KEY_LINES) {
      this.addKeyLine(fromBytes(source.slice(start, end)), lineNumber)
    } else if (lineNumber !== this.lastKeyLineNumber) {
      this.lastError.holdBytes(source, start, end)
      this.lastKeyLineNumber = lineNumber
    }
  }

  /** The step is over: its held lines as text, apart from the input they were read from. */
  close(): void {
    this.lastLine = this.last.release()
    if (this.lastKeyLineNumber !== -1) {
      this.lastErrorLine = detach(this.lastError.release().slice(0, KEY_LINE_CHARS))
    }
  }

  get interesting(): boolean {
    return this.failures.size > 0 || this.keyLines.length > 0
  }
}

export function createLogScanner(options: ScanOptions = {}): LogScanner {
  const scan = new LogScan(options)
  return {
    push: (chunk) => scan.push(chunk),
    end: () => scan.end(),
    finish: (job) => scan.finish(job)
  }
}

/** One scan's state, and the steps that read the input into it, line by line or by block. */
class LogScan {
  private readonly budget: number
  private readonly maxFailures: number
  private readonly maxSignatureLength: number
  private readonly classModel: boolean

  // The unfinished last line: its first HEAD bytes (all line() reads of it) and its length.
  private carry = ''
  private carryLength = 0
  private lineNumber = 0
  private byteCount = 0
  private finished = false
  // The steps the analysis reads, once the input has ended.
  private chosen: StepState[] | undefined
  // Whether the chunk being read is all ASCII: its bytes are its text.
  private ascii = false
  private readonly tail: TailBuffer
  // candidate[i] === lineNumber: matcher i's needle is on the current line; `picked` lists them.
  private readonly candidate = new Int32Array(MATCHERS.length)
  private readonly picked: number[] = []
  private readonly failedSteps: StepState[] = []
  private failedStepsDropped = 0
  private lastQuiet: StepState | undefined
  // Whether the line before was blank: a linter's report heads a file's problems after one.
  private afterBlank = false
  // Output before the first `Run` header belongs to the runner's own set-up.
  private step = new StepState('Set up job', 0)
  private ctx: MatchContext = newMatchContext('')
  // Whether a word found in the current block line is some matcher's needle.
  private blockNeedled = false

  constructor(options: ScanOptions) {
    this.budget = options.byteBudget ?? DEFAULT_BYTE_BUDGET
    this.maxFailures = options.maxFailures ?? DEFAULT_MAX_FAILURES
    this.maxSignatureLength = options.maxSignatureLength ?? DEFAULT_MAX_SIGNATURE_LENGTH
    this.classModel = options.classModel ?? true
    this.tail = new TailBuffer(this.budget)
  }

  push(chunk: Buffer | string): void {
    if (this.chosen !== undefined) throw new Error('log scanner: push after finish')
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk
    this.byteCount += bytes.length
    // Read a block at a time: the word search's memory grows with the block it reads.
    for (let at = 0; at < bytes.length; at += BLOCK_BYTES) {
      const block = bytes.subarray(at, at + BLOCK_BYTES)
      this.ascii = isAscii(block)
      this.consume(block.toString('latin1'), false)
    }
  }

  /** End of input: the steps the analysis reads are settled. Their scripts. */
  end(): string[] {
    if (this.chosen === undefined) {
      this.consume('', true)
      this.closeStep(this.lineNumber + 1)
      const { failedSteps, lastQuiet } = this
      const chosen =
        failedSteps.length > 0 ? failedSteps : lastQuiet === undefined ? [] : [lastQuiet]
      // A step that did not fail is read from what the tail still holds of it.
      for (const s of chosen) s.window ??= this.windowOf(s)
      this.chosen = chosen
    }
    return this.chosen.map(scriptOf)
  }

  finish(job?: JobContext): LogAnalysis {
    if (this.finished) throw new Error('log scanner: finish called twice')
    this.end()
    this.finished = true
    return analyse(this.chosen ?? [], {
      budget: this.budget,
      maxSignatureLength: this.maxSignatureLength,
      maxFailures: this.maxFailures,
      tail: this.tail,
      failedStepsDropped: this.failedStepsDropped,
      lineCount: this.lineNumber,
      byteCount: this.byteCount,
      job,
      classModel: this.classModel
    })
  }

  /** The script echo is over: keep its last line apart from the input it was sliced from. */
  private endEcho(): void {
    const { step } = this
    if (!step.echoing) return
    step.echoing = false
    step.command = detach(step.command)
    step.script.forEach((line, i) => (step.script[i] = detach(line)))
  }

  /** The last lines the tail holds of a step's output. */
  private windowOf(step: StepState): NumberedLine[] {
    return this.tail.recent(step.outputStart, step.endLine, WINDOW_LINES)
  }

  /** The step is over; `end` is the number of the line after its last. */
  private closeStep(end: number): void {
    this.endEcho()
    const { step } = this
    step.close()
    step.endLine = end
    if (step.failed) {
      step.window = this.windowOf(step)
      if (this.failedSteps.length < MAX_FAILED_STEPS) this.failedSteps.push(step)
      else this.failedStepsDropped++
    } else if (step.interesting) {
      this.lastQuiet = step
    }
  }

  private record(hit: Hit, line: string, keyLine = true): void {
    const { step, lineNumber } = this
    const identity = identityOf(hit)
    if (!step.failures.has(identity)) {
      if (step.failures.size >= this.maxFailures) {
        step.truncated = true
      } else {
        step.failures.set(identity, {
          identity: detach(identity),
          failureClass: hit.failureClass,
          tool: hit.tool,
          ...(hit.test === undefined ? {} : { test: detach(hit.test) }),
          ...(hit.code === undefined ? {} : { code: detach(hit.code) }),
          ...(hit.file === undefined ? {} : { file: detach(hit.file) }),
          line: detach((hit.line ?? line).slice(0, KEY_LINE_CHARS)),
          lineNumber,
          ...(hit.secondary === true ? { secondary: true as const } : {})
        })
      }
    }
    if (keyLine) step.addKeyLine(line, lineNumber)
  }

  /** A line of bytes of the chunk being read, as text. */
  private decode(bytes: string): string {
    return this.ascii ? bytes : fromBytes(bytes)
  }

  /** Mark `matchers` (those that need a word the line holds) as candidates for the line. */
  private mark(matchers: readonly number[]): boolean {
    for (const i of matchers) {
      if (this.candidate[i] === this.lineNumber) continue
      this.candidate[i] = this.lineNumber
      this.picked.push(i)
    }
    return matchers.length > 0
  }

  private readonly markNeedle = (bytes: string): void => {
    if (this.mark(MATCHERS_OF_BYTES.get(bytes) ?? [])) this.blockNeedled = true
  }

  /** Run the matchers whose needles the line contains; note it if it only reads as an error. */
  private examine(line: string): void {
    WORD_SCAN.lastIndex = 0
    let m = WORD_SCAN.exec(line)
    if (m === null) return
    let needled = false
    let last = ''
    do {
      // A word repeated (a line of one word over and over) has marked its matchers already.
      if (m[0] !== last && this.mark(MATCHERS_OF.get(m[0]) ?? [])) needled = true
      last = m[0]
      WORD_SCAN.lastIndex = m.index + 1
      m = WORD_SCAN.exec(line)
    } while (m !== null)
    this.judge(line, needled)
  }

  /** Run the marked matchers on a line with a word; note it if it only reads as an error. */
  private judge(line: string, needled: boolean): void {
    if (needled && this.runPicked(line)) return
    if (ERROR_HINT.test(line)) this.step.addKeyLine(line, this.lineNumber)
  }

  /** The picked matchers in the table's order, up to the first that reads the line. */
  private runPicked(line: string): boolean {
    const { picked, candidate } = this
    if (picked.length > 1) picked.sort((a, b) => a - b)
    let read = false
    for (const i of picked) {
      candidate[i] = 0
      if (read) continue
      const matcher = MATCHERS[i]
      const found = matcher?.pattern.exec(line)
      if (matcher === undefined || found == null) continue
      const hit = matcher.read(found, this.ctx)
      if (hit === undefined) continue
      // A wrapper's echo is no error line of its own: the fallback reads what it wrapped.
      if (hit !== CONTEXT) this.record(hit, line, hit.secondary !== true)
      read = true
    }
    picked.length = 0
    return read
  }

  /**
   * Whether as many failing steps are kept as the analysis reads. Output after them cannot change
   * it, only the excerpt and the count of failing steps left out, so it is no longer read.
   */
  private get settled(): boolean {
    return this.failedSteps.length >= MAX_FAILED_STEPS
  }

  /** A new step begins at the current line. */
  private startStep(name: string, echoing: boolean, context: string): void {
    this.closeStep(this.lineNumber)
    this.step = new StepState(name, this.lineNumber, echoing)
    this.ctx = newMatchContext(context)
  }

  /** `##[group]`, `##[error]` and the other runner markers. */
  private marker(text: string): void {
    const { tail, lineNumber } = this
    const close = text.indexOf(']')
    const kind = text.slice(3, close)
    const body = stripAnsi(text.slice(close + 1))
    if (kind === 'endgroup') {
      this.endEcho()
      const { step } = this
      if (step.outputStart === step.startLine) step.outputStart = lineNumber + 1
    }
    if (kind === 'endgroup' || kind === 'debug') return
    if (kind === 'group') {
      if (body.startsWith('Run ')) {
        const name = body.slice(4)
        this.startStep(name, true, name)
      }
      tail.pushText(body, lineNumber)
      return
    }
    if (kind === 'error') this.error(body)
    else tail.pushText(kind === 'warning' ? `Warning: ${body}` : body, lineNumber)
  }

  /** An error annotation (`::error::`) or the runner's own error message. */
  private error(message: string): void {
    const { tail, lineNumber } = this
    tail.pushText(`Error: ${message}`, lineNumber)
    this.step.failed = true
    const exit = EXIT_CODE.exec(message)
    if (exit !== null) {
      this.exitCode(Number(exit[1]), message)
      return
    }
    // Read like output; an error line of its own when no matcher recognises it.
    if (!this.settled) {
      const before = this.step.failures.size
      this.examine(message)
      if (this.step.failures.size === before) this.step.addKeyLine(message, lineNumber)
    }
    tail.pin()
  }

  /**
   * A line a check reported instead of a log (an annotation, an app's output): read as its error
   * annotation in a job log is, so the same message signs and classes the same either way.
   */
  reported(line: string): void {
    this.byteCount += Buffer.byteLength(line, 'utf8') + 1
    this.lineNumber++
    const message = line.endsWith('\r') ? line.slice(0, -1) : line
    this.error(stripAnsi(message.slice(0, MAX_LINE - ERROR_MARKER.length)))
  }

  /** The runner's line with the step's exit code: the step's output ends here. */
  private exitCode(code: number, body: string): void {
    const { step } = this
    step.exitCode = code
    const meaning = exitCodeHit(code, step.command)
    // The runner's own line says nothing the exit code does not: no error line of its own.
    if (meaning !== undefined && !this.settled) this.record(meaning, body, false)
    this.tail.pin()
    // The post-job clean-up that follows is never the step's failure.
    this.startStep('Post job cleanup', false, '')
  }

  /**
   * A package manager's echo of the script it runs (`> tslint -c tslint.json src`, `$ jest`) at
   * the start of a step's output: what the step runs, as the group's echo of its script is.
   */
  private echoedScript(command: string): void {
    const { step } = this
    if (this.lineNumber - step.outputStart >= RUNNER_ECHO_LINES) return
    if (step.script.push(command.slice(0, KEY_LINE_CHARS)) > SCRIPT_LINES) step.script.shift()
  }

  /**
   * A line read on its own, as text: its timestamp, CRs and colours included, cut after what
   * it can read of a longer line.
   */
  private line(text: string): void {
    const lineNumber = ++this.lineNumber
    const from = timestampEnd(text, 0, text.length)
    let to = text.length
    if (to > from && text.charCodeAt(to - 1) === 13 /* \r */) to--
    if (to - from > MAX_LINE) to = from + MAX_LINE
    if (text.charCodeAt(from) === 35 /* # */ && text.startsWith('##[', from)) {
      this.marker(text.slice(from, to))
      return
    }
    let content = text.slice(from, to)
    // A bare CR redraws the line (progress bars): only what was written last is visible.
    const cr = content.lastIndexOf('\r')
    if (cr !== -1) content = content.slice(cr + 1)
    if (content.includes('\u001b')) {
      content = stripAnsi(content)
      // A tool that leaves a colour reset unterminated pushes the runner's marker right of it.
      if (content.startsWith('##[')) {
        this.marker(content)
        return
      }
    }
    this.tail.pushText(content, lineNumber)
    const afterBlank = this.afterBlank
    this.afterBlank = content.length === 0
    if (content.length === 0) return
    const { step } = this
    if (step.echoing) {
      // The runner echoes the script, then its shell and env; none of it is output.
      if (content.startsWith('shell: ') || lineNumber - step.startLine > MAX_SCRIPT_LINES) {
        this.endEcho()
      } else {
        step.command = content.slice(0, KEY_LINE_CHARS)
        if (step.script.push(step.command) > SCRIPT_LINES) step.script.shift()
      }
      return
    }
    if (echoes(content, 0)) this.echoedScript(content.slice(2))
    if (this.settled) return
    step.last.holdText(content)
    this.output(content, this.examineLine, afterBlank)
  }

  /**
   * A line of a step's output, as text: the readers that hold context across lines, then its
   * words, read by `words` (a line read on its own searches them itself).
   */
  private output(content: string, words: (content: string) => void, afterBlank: boolean): void {
    const { ctx, lineNumber } = this
    // eslint's stylish output heads each file's problems with the bare absolute path; the linters
    // that print like it may give it from the checkout (`contracts/Vault.sol`) after a blank line.
    if (
      !content.includes(' ') &&
      (content.charCodeAt(0) === 47 /* / */ || (afterBlank && RELATIVE_FILE.test(content)))
    ) {
      ctx.lintFile = normalizePath(content)
    }
    ctx.lineNumber = lineNumber
    if (ctx.region !== undefined) {
      const read = readRegionLine(content, ctx)
      if (read === KEY) {
        this.step.addKeyLine(content, lineNumber)
        return
      }
      if (read !== undefined) {
        this.record(read, content)
        return
      }
    }
    const listed = readListedFile(content, ctx)
    if (listed !== undefined) {
      this.record(listed, content)
      return
    }
    words(content)
  }

  private readonly examineLine = (content: string): void => this.examine(content)

  private append(text: string, from: number, to: number): void {
    this.carryLength += to - from
    const { carry } = this
    if (carry.length < HEAD)
      this.carry += text.slice(from, Math.min(to, from + HEAD - carry.length))
  }

  private flushCarry(): void {
    this.line(fromBytes(this.carry))
    this.carry = ''
    this.carryLength = 0
  }

  /**
   * A line of the block of bytes `text` (its colours stripped) from its content's start `from` to
   * its newline: read from ranges of the block, decoded only when it has a word to read.
   */
  private blockLine(text: string, from: number, end: number): void {
    const lineNumber = ++this.lineNumber
    let to = end
    if (to > from && text.charCodeAt(to - 1) === 13 /* \r */) to--
    if (echoes(text, from)) this.echoedScript(this.decode(text.slice(from + 2, to)))
    this.tail.push(text, lineNumber, from, to)
    const afterBlank = this.afterBlank
    this.afterBlank = to === from
    if (to === from || this.settled) return
    this.step.last.holdBytes(text, from, to)
    const { ctx } = this
    // Readers that hold context read every line (and a bare path may head eslint's problems):
    // they read it as text, and leave its words to the block's search.
    if (
      ctx.region !== undefined ||
      ctx.formatter !== undefined ||
      text.charCodeAt(from) === 47 /* / */ ||
      (afterBlank && bareFile(text, from, to))
    ) {
      this.output(
        this.decode(text.slice(from, to)),
        (content) => this.words(text, from, to, end, content),
        afterBlank
      )
      return
    }
    // Most lines: the words found in place, decoded only when one is there.
    ctx.lineNumber = lineNumber
    this.words(text, from, to, end)
  }

  /**
   * The words of the block's line `text.slice(from, to)`, whose newline is at `end`: the matchers
   * they pick, else the hint that it reads as an error. `content` is its text when it is decoded
   * already.
   */
  private words(text: string, from: number, to: number, end: number, content?: string): void {
    this.blockNeedled = false
    if (!WORD_FINDER.inLine(from, end, this.markNeedle)) return
    if (this.blockNeedled) {
      this.judge(content ?? this.decode(text.slice(from, to)), true)
    } else if (ERROR_HINT.test(text.slice(from, to))) {
      // A hint word alone: the hint reads the bytes as it reads the text (its words are ASCII).
      this.step.addKeyBytes(text, from, to, this.lineNumber)
    }
  }

  /**
   * The whole lines of bytes `raw.slice(start, end)`. A line goes through line() when reading it
   * takes more than its words and the block's readers: when a step's script is echoing, when it
   * is too long, has a CR inside it or a runner marker, or has colour codes that the block's
   * stripping could not have removed the way line() does (in or next to its timestamp).
   */
  private block(raw: string, start: number, end: number): void {
    const firstEsc = raw.indexOf('\u001b', start)
    const coloured = firstEsc !== -1 && firstEsc < end
    const text = WORD_FINDER.begin(raw, start, end, coloured, !this.settled)
    let t = coloured ? 0 : start
    let esc = coloured ? firstEsc : Infinity
    let cr = after(raw, '\r', start)
    let runner = after(raw, '##[', start)
    let strippedRunner = coloured ? after(text, '##[', 0) : Infinity
    for (let r = start; r < end;) {
      const rawEnd = raw.indexOf('\n', r)
      const textEnd = coloured ? text.indexOf('\n', t) : rawEnd
      if (esc < r) esc = after(raw, '\u001b', r)
      if (cr < r) cr = after(raw, '\r', r)
      if (runner < r) runner = after(raw, '##[', r)
      if (strippedRunner < t) strippedRunner = after(text, '##[', t)
      let own =
        this.step.echoing ||
        rawEnd - r > MAX_LINE ||
        cr < rawEnd - 1 ||
        runner < rawEnd ||
        strippedRunner < textEnd
      const from = own ? t : timestampEnd(text, t, textEnd)
      if (!own && esc < rawEnd) {
        // Colour codes are stripped after the timestamp is cut off: only those after it are
        // stripped the same in the block.
        const rawFrom = timestampEnd(raw, r, rawEnd)
        own = esc < rawFrom || rawFrom - r !== from - t
      }
      if (own) this.line(this.decode(raw.slice(r, Math.min(rawEnd, r + HEAD))))
      else this.blockLine(text, from, textEnd)
      r = rawEnd + 1
      t = textEnd + 1
    }
  }

  private consume(text: string, final: boolean): void {
    let start = 0
    const nl = text.indexOf('\n')
    if (this.carryLength > 0 && nl !== -1) {
      this.append(text, 0, nl)
      this.flushCarry()
      start = nl + 1
    }
    // Whole lines end at the last newline; the rest waits for the next chunk.
    const end = nl === -1 ? start : text.lastIndexOf('\n') + 1
    if (end > start) this.block(text, start, end)
    if (end < text.length) this.append(text, end, text.length)
    if (this.carryLength > MAX_CARRY || (final && this.carryLength > 0)) this.flushCarry()
  }
}

/** Whether the line at `from` opens with a package manager's `> ` or `$ `. */
function echoes(text: string, from: number): boolean {
  const first = text.charCodeAt(from)
  const prompt = first === 62 /* > */ || first === 36 /* $ */
  return prompt && text.charCodeAt(from + 1) === 32
}

/** What the analysis reads of the scan besides the chosen steps. */
interface ScanTotals {
  readonly budget: number
  readonly maxSignatureLength: number
  readonly maxFailures: number
  readonly tail: TailBuffer
  readonly failedStepsDropped: number
  readonly lineCount: number
  readonly byteCount: number
  readonly job: JobContext | undefined
  readonly classModel: boolean
}

/** What the failing steps' script lines show of what they were for: what the intent reads. */
const scriptOf = (s: StepState): string => [s.name, ...s.script].join('\n')

/**
 * What the chosen steps were meant to do, from their scripts, their names in the jobs API (failed
 * steps pair up in order when both count as many) and the job's name.
 */
function intentsOf(chosen: readonly StepState[], job: JobContext | undefined): StepIntent[] {
  const named = job?.failedSteps?.length === chosen.length ? job.failedSteps : []
  return chosen.flatMap((s, i) => {
    const intent = stepIntent({
      script: scriptOf(s),
      ...(named[i] === undefined ? {} : { step: named[i] }),
      ...(job?.name === undefined ? {} : { job: job.name })
    })
    return intent === undefined ? [] : [intent]
  })
}

/**
 * The class the failures, or with none the error lines' words, weighed with what the steps were
 * for. With no line that reads as an error and nothing said of what ran, the words of the last
 * lines that sign the failure.
 */
function classOf(
  failures: readonly Failure[],
  said: { errorLines: readonly string[]; lastLines: readonly string[] },
  chosen: readonly StepState[],
  { job, classModel }: Pick<ScanTotals, 'job' | 'classModel'>
): FailureClass {
  const intents = intentsOf(chosen, job)
  const meant = classify(intents.flatMap((i) => intendedClass(i) ?? []))
  const { errorLines, lastLines } = said
  const cueLines = errorLines.length > 0 || intents.length > 0 ? errorLines : lastLines
  const ruled = weighClass({
    failures,
    cues: failures.length > 0 ? [] : lineCues(cueLines),
    intended: meant === 'unknown' ? undefined : meant,
    broad: intents.every(isBroad)
  })
  if (ruled !== 'unknown' || chosen.length === 0 || !classModel) return ruled
  // The rules cannot class it: the words the failing steps said, as the class model weighs them.
  const tokens = classTokens(
    chosen.map((s) => s.command).join('\n'),
    chosen.flatMap((s) => (s.window ?? []).map((l) => l.text))
  )
  return tokenClass(tokens) ?? ruled
}

/** The analysis of the chosen steps: the failing ones, else the last one with anything to say. */
function analyse(chosen: readonly StepState[], totals: ScanTotals): LogAnalysis {
  const byIdentity = new Map<string, Failure>()
  for (const s of chosen) {
    for (const [id, f] of s.failures) if (!byIdentity.has(id)) byIdentity.set(id, f)
  }
  // A wrapper's echo counts only when nothing it wraps was recognised.
  const primary = [...byIdentity.values()].filter((f) => f.secondary !== true)
  // No matcher read the failure: the generic reader reads the steps' last lines.
  const generic =
    primary.length === 0 ? readSteps(chosen, totals.maxFailures) : { failures: [], facts: [] }
  const secondaryOnly = primary.length === 0 && generic.failures.length === 0
  const kept =
    primary.length > 0
      ? primary
      : generic.failures.length > 0
        ? generic.failures
        : [...byIdentity.values()]
  const keptById = new Map(kept.map((f) => [f.identity, f]))
  const reduced = reduceIdentities(keptById.keys())
  const failures = reduced.flatMap((id) => keptById.get(id) ?? [])
  const keyLines = chosen.flatMap((s) => s.keyLines).sort((a, b) => a.lineNumber - b.lineNumber)
  const errorLines = fallbackLines(chosen)
  const lastLines = chosen.flatMap(lastOutputLines)
  const failureClass = classOf(failures, { errorLines, lastLines }, chosen, totals)
  // The first line of the kind that names the log, else the first line that read as an error.
  const firstErrorLine =
    failures
      .filter((f) => f.failureClass === failureClass)
      .sort((a, b) => a.lineNumber - b.lineNumber)[0]?.line ?? chosen[0]?.firstErrorLine
  const identities =
    reduced.length === 0
      ? fallback(chosen, errorLines, lastLines)
      : secondaryOnly
        ? wrappedIdentities(failures, { errorLines, lastLines })
        : reduced
  const facts = factsOf([...keyLines.map((k) => k.text), ...failures.map((f) => f.line)])
  return {
    failingSteps: chosen.filter((s) => s.failed).map(failingStep),
    ...(firstErrorLine === undefined ? {} : { firstErrorLine }),
    failures,
    ...(secondaryOnly ? { lastLines } : {}),
    failuresTruncated: chosen.some((s) => s.truncated) || totals.failedStepsDropped > 0,
    tests: sortedUnique(failures.flatMap((f) => (f.test === undefined ? [] : [testName(f)]))),
    codes: sortedUnique(failures.flatMap((f) => (f.code === undefined ? [] : [codeName(f)]))),
    facts: [...new Set([...facts, ...generic.facts])].slice(0, MAX_FACTS),
    failureClass,
    identities,
    signature: buildSignature(identities, totals.maxSignatureLength),
    excerpt: cutExcerpt({
      budget: totals.budget,
      lines: totals.tail.lines(),
      keyLines,
      lineCount: totals.lineCount
    }),
    lineCount: totals.lineCount,
    byteCount: totals.byteCount
  }
}

/**
 * What the generic reader finds in the steps' last lines, as failures (at most `max`, the first
 * of each identity) and the facts it has for the summary.
 */
function readSteps(
  chosen: readonly StepState[],
  max: number
): { failures: Failure[]; facts: string[] } {
  const byIdentity = new Map<string, Failure>()
  const facts: string[] = []
  for (const s of chosen) {
    const reading = readGeneric(s.window ?? [], scriptOf(s))
    facts.push(...reading.facts)
    for (const { hit, line } of reading.failures) {
      const identity = identityOf(hit)
      if (byIdentity.has(identity) || byIdentity.size >= max) continue
      byIdentity.set(identity, {
        identity,
        failureClass: hit.failureClass,
        tool: hit.tool,
        ...(hit.test === undefined ? {} : { test: hit.test }),
        ...(hit.code === undefined ? {} : { code: hit.code }),
        ...(hit.file === undefined ? {} : { file: hit.file }),
        line: line.text.slice(0, KEY_LINE_CHARS),
        lineNumber: line.lineNumber
      })
    }
  }
  return { failures: [...byIdentity.values()], facts }
}

const failingStep = (s: StepState): FailingStep => ({
  name: s.name,
  ...(s.command === s.name ? {} : { command: s.command }),
  startLine: s.startLine,
  ...(s.exitCode === undefined ? {} : { exitCode: s.exitCode })
})

const after = (text: string, what: string, from: number): number => {
  const at = text.indexOf(what, from)
  return at === -1 ? Infinity : at
}

/**
 * The first and the last line of the failing steps that read as an error, but a line that says
 * nothing of what failed; a trailer that points back at the error yields to a line that names it.
 */
const fallbackLines = (chosen: readonly StepState[]): string[] =>
  chosen.flatMap((s) => {
    const said = [s.firstErrorLine, s.lastErrorLine].flatMap((l) =>
      l === undefined || saysNothing(l) ? [] : [l]
    )
    const naming = said.filter((l) => !isTrailer(l))
    return (naming.length > 0 ? naming : said).map((l) => withIntroduced(s, l))
  })

/**
 * An error line that ends in a colon (`Schema validation failed:`, `Error in check(x) :`)
 * introduces its message, and one with a deeper indented line under it goes on there
 * (`ERROR:  While executing gem ...` over `    missing value for attribute summary`): the next
 * line that says something is read with it.
 */
function withIntroduced(s: StepState, line: string): string {
  const lines = s.window ?? []
  const at = lines.findIndex((l) => l.text.startsWith(line))
  const next = at === -1 ? undefined : lines.slice(at + 1).find((l) => l.text.trim() !== '')
  if (next === undefined || next.text.startsWith('##[')) return line
  const indent = (text: string): number => text.length - text.trimStart().length
  const introduces =
    line.trimEnd().endsWith(':') || indent(next.text) > indent(lines[at]?.text ?? '')
  return introduces ? `${line} ${next.text.trim()}` : line
}

/**
 * A step's last lines of output that say something: not blank, not a count, not the runner's. A
 * tool that fails with no error word (`src/a.js: line 3, col 5, Missing semicolon.` then `1 error`)
 * says what failed there.
 */
function lastOutputLines(s: StepState): string[] {
  const said = (s.window ?? [])
    .map((l) => l.text)
    .filter((text) => text.trim() !== '' && !text.startsWith('##[') && !saysNothing(text))
  const naming = said.filter((text) => !isTrailer(text))
  if (naming.length > 0) return naming.slice(-FALLBACK_LINES)
  if (said.length > 0) return said.slice(-FALLBACK_LINES)
  return saysNothing(s.lastLine) ? [] : [s.lastLine]
}

/**
 * Only a wrapper's echo or a crash recognised. An echo the same whatever failed inside it (`make:
 * *** [deps] Error 2`) yields to the lines that say what did; a crash's signal names it beside them.
 */
function wrappedIdentities(
  recognised: readonly Failure[],
  said: { errorLines: readonly string[]; lastLines: readonly string[] }
): string[] {
  const { errorLines, lastLines } = said
  const ids = recognised.map((f) => f.identity)
  if (!recognised.every((f) => isTrailer(f.line))) {
    return reduceIdentities([...ids, ...fallbackIdentities(errorLines)])
  }
  const lines = errorLines.length > 0 ? errorLines : lastLines
  const named = fallbackIdentities(lines.filter((l) => !isTrailer(l)))
  return reduceIdentities(named.length > 0 ? named : [...ids, ...fallbackIdentities(errorLines)])
}

/** Nothing recognised: the first and last error-like lines, else the last output and the exit; never a count. */
function fallback(
  chosen: readonly StepState[],
  errorLines: readonly string[],
  lastLines: readonly string[]
): string[] {
  if (errorLines.length > 0) return fallbackIdentities(errorLines)
  const exit = chosen.find((s) => s.exitCode !== undefined)?.exitCode
  const fromOutput = fallbackIdentities(lastLines)
  return sortedUnique(exit === undefined ? fromOutput : [...fromOutput, `exit:${exit}`])
}

const sortedUnique = (values: readonly string[]): string[] => [...new Set(values)].sort()

/** The test with its file's whole path, where the identity keeps only the file's name. */
const testName = (f: Failure): string =>
  f.file === undefined || f.test === undefined
    ? f.identity.slice('test:'.length)
    : `${f.file}>${f.test}`

const codeName = (f: Failure): string =>
  f.failureClass === 'infra' ? `infra:${f.code ?? ''}` : (f.code ?? '')

/** Analyse the lines a check reported instead of a log, each one an error of its own. */
export function analyzeReported(lines: readonly string[], options: ScanOptions = {}): LogAnalysis {
  const scan = new LogScan(options)
  for (const line of lines) for (const part of line.split(/\r?\n/)) scan.reported(part)
  return scan.finish()
}

/** Analyse a whole log held in memory (tests, small logs), of the job `job` names. */
export function analyzeLog(text: string, options: ScanOptions = {}, job?: JobContext): LogAnalysis {
  const scanner = createLogScanner(options)
  scanner.push(text)
  return scanner.finish(job)
}
