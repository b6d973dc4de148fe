// The runner's command protocol, written directly: inputs from INPUT_* variables, workflow
// commands as `::name::data` lines on stdout, outputs appended to the GITHUB_OUTPUT file. The
// toolkit's own module for this also loads an HTTP client (for OIDC tokens the gate never asks
// for), a quarter of the action's start-up; a branch the gate skips needs none of it.
import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync } from 'node:fs'
import { EOL } from 'node:os'

/** The one annotation property the gate sets. */
export type Annotation = Readonly<Partial<Record<'title', string>>>

/** `%`, CR and LF would end or corrupt a command line, so the runner reads them escaped. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** A property value also may not hold the `:` and `,` that separate properties. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/** One workflow command line, e.g. `::error title=Paused::text`. */
export function commandLine(
  name: string,
  data: string,
  properties: Readonly<Record<string, string | undefined>> = {}
): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(value ?? '')}`)
    .join(',')
  return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(data)}`
}

function issue(
  name: string,
  data: string,
  properties?: Readonly<Record<string, string | undefined>>
): void {
  process.stdout.write(commandLine(name, data, properties) + EOL)
}

/** An input as the runner passes it: INPUT_<NAME>, spaces as underscores, trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

export function setSecret(secret: string): void {
  issue('add-mask', secret)
}

export function info(message: string): void {
  process.stdout.write(message + EOL)
}

export function debug(message: string): void {
  issue('debug', message)
}

export function warning(message: string, properties?: Annotation): void {
  issue('warning', message, properties)
}

export function error(message: string, properties?: Annotation): void {
  issue('error', message, properties)
}

/** An error annotation, and the step fails once the process exits. */
export function setFailed(message: string): void {
  process.exitCode = 1
  error(message)
}

/** Output in a collapsible group of the log, closed even when `fn` throws. */
export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  issue('group', name)
  try {
    return await fn()
  } finally {
    issue('endgroup', '')
  }
}

/**
 * `name<<delimiter` block in GITHUB_OUTPUT: values are multi-line JSON and free text, so the
 * delimiter is random and a value that contains it is refused rather than cut short.
 */
export function outputBlock(name: string, value: string, delimiter: string): string {
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`output ${name} contains its delimiter ${delimiter}`)
  }
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`
}

export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT ?? ''
  if (file === '') {
    // Runners older than file commands read the output from the log.
    process.stdout.write(EOL)
    issue('set-output', value, { name })
    return
  }
  if (!existsSync(file)) throw new Error(`GITHUB_OUTPUT names a missing file: ${file}`)
  appendFileSync(file, outputBlock(name, value, `ghadelimiter_${randomUUID()}`), 'utf8')
}
