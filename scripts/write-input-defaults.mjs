// action.yml is where the inputs' defaults are written. The runner fills them in for the action,
// but the parser needs them too (an input passed empty, the CLI's flags not given), so the
// build writes them into a module the parser imports; a unit test fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export const INPUT_DEFAULTS_FILE = 'src/rules/settings/input-defaults.ts'

/** @param {string} text a string @returns {string} it as a single-quoted TypeScript literal */
function quoted(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

/** @param {string} actionYml the text of action.yml @returns {string} the module's text */
export function renderInputDefaults(actionYml) {
  /** @type {{ inputs: Record<string, { default?: unknown }> }} */
  const action = parse(actionYml)
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name)
    return `  ${key}: ${quoted(String(input.default ?? ''))}`
  })
  return [
    '// Written by scripts/write-input-defaults.mjs from the inputs of action.yml (`npm run package`);',
    '// edit action.yml, not this file.',
    'export const INPUT_DEFAULTS = {',
    rows.join(',\n'),
    '} as const',
    '',
    'export type InputName = keyof typeof INPUT_DEFAULTS',
    ''
  ].join('\n')
}

/** @param {string} root the repository */
export function writeInputDefaults(root) {
  const text = renderInputDefaults(readFileSync(join(root, 'action.yml'), 'utf8'))
  writeFileSync(join(root, INPUT_DEFAULTS_FILE), text)
}
