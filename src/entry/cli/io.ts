// The CLI's inputs: a named file or standard input, refused when they cannot be what a command
// reads (a terminal nobody is typing into, a binary file).
import { closeSync, openSync, readSync } from 'node:fs'
import { GateError } from '../../rules/errors.js'

export interface Input {
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>
  /** How messages name it: the path, or `stdin`. */
  label: string
}

const CHUNK_BYTES = 64 * 1024

/**
 * A file's bytes read synchronously into one buffer: a command does nothing while it waits for
 * its input, and a stream's round trips through the event loop and a new buffer a chunk cost a
 * tenth of the time of signing a large log. A chunk is overwritten by the next one.
 */
function* fileChunks(path: string): Generator<Buffer> {
  const fd = openSync(path, 'r')
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, CHUNK_BYTES, null)
      if (read === 0) return
      yield buffer.subarray(0, read)
    }
  } finally {
    closeSync(fd)
  }
}

/**
 * A file path, or standard input for `-` or no path. With no path and a terminal on standard
 * input there is nothing to read: say so rather than wait. An explicit `-` on a terminal is a
 * person about to type, so it only gets a hint.
 */
export function openInput(path: string | undefined): Input {
  if (path !== undefined && path !== '-') return { chunks: fileChunks(path), label: path }
  if (process.stdin.isTTY) {
    if (path === undefined)
      throw new GateError('no input: name a FILE or pipe one in (standard input is a terminal)')
    process.stderr.write('reading standard input from the terminal; end it with Ctrl-D\n')
  }
  return { chunks: process.stdin as AsyncIterable<Buffer>, label: 'stdin' }
}

/**
 * Every chunk of an input, refusing a binary one at its first NUL byte. A chunk is read before the
 * next is asked for: it may share its memory with the next one.
 */
export async function* inputChunks({ chunks, label }: Input): AsyncGenerator<Buffer> {
  let offset = 0
  try {
    for await (const chunk of chunks) {
      const nul = chunk.indexOf(0)
      if (nul !== -1)
        throw new GateError(`${label}: binary data (a NUL byte at byte ${offset + nul})`)
      offset += chunk.length
      yield chunk
    }
  } catch (error) {
    if (error instanceof GateError) throw error
    throw new GateError(
      `${label}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`
    )
  }
}

/** Reads a whole input as UTF-8 text. */
export async function readInput(
  path: string | undefined
): Promise<{ text: string; label: string }> {
  const input = openInput(path)
  const chunks: Buffer[] = []
  for await (const chunk of inputChunks(input)) chunks.push(Buffer.from(chunk))
  return { text: Buffer.concat(chunks).toString('utf8'), label: input.label }
}
