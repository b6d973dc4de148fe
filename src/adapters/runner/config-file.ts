// Reads the repository's configuration file from the job's workspace, where the templates check
// out that one file as the default branch has it.
import { readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { GateError } from '../../rules/errors.js'
import type { ConfigFile } from '../../rules/settings/file.js'
import { CONFIG_FILE } from '../../rules/settings/spec.js'

export interface ConfigSource {
  /** The `config-file` input as passed; empty, the default path, which may be absent. */
  given: string
  workspace: string
}

/** The file's settings; null when the default file is not there (every setting has a default). */
export async function readConfigFile({
  given,
  workspace
}: ConfigSource): Promise<ConfigFile | null> {
  const path = given.trim() || CONFIG_FILE
  const text = readText(isAbsolute(path) ? path : join(workspace, path))
  if (text === null) {
    if (given.trim() === '') return null
    throw new GateError(
      `input "config-file" names ${path}, which is not in the workspace; check it out before this step`
    )
  }
  // Loaded only when there is a file: the YAML parser is the largest part of it.
  const { parseConfigFile } = await import('../../rules/settings/file.js')
  return parseConfigFile(text, path)
}

/** Synchronous: the skip path loads no module bare node does not (fs/promises is one). */
function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return null
    throw new GateError(`${file}: cannot read the configuration file (${code ?? 'unreadable'})`)
  }
}
