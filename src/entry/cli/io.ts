// The CLI's inputs: a named file or standard input, refused when they cannot be what a command
// reads (a terminal nobody is typing into, a binary file).
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { GateError } from '../../rules/errors.js'

export interface Input {
  stream: Readable
  /** How messages name it: the path, or `stdin`. */
  label: string
}

/**
 * A file path, or standard input for `-` or no path. With no path and a terminal on standard
 * input there is nothing to read: say so rather than wait. An explicit `-` on a terminal is a
 * person about to type, so it only gets a hint.
 */
export function openInput(path: string | undefined): Input {
  if (path !== undefined && path !== '-') return { stream: createReadStream(path), label: path }
  if (process.stdin.isTTY) {
    if (path === undefined)
      throw new GateError('no input: name a FILE or pipe one in (standard input is a terminal)')
    process.stderr.write('reading standard input from the terminal; end it with Ctrl-D\n')
  }
  return { stream: process.stdin, label: 'stdin' }
}

/** Every chunk of an input, refusing a binary one at its first NUL byte. */
export async function* inputChunks({ stream, label }: Input): AsyncGenerator<Buffer> {
  let offset = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
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
  for await (const chunk of inputChunks(input)) chunks.push(chunk)
  return { text: Buffer.concat(chunks).toString('utf8'), label: input.label }
}
