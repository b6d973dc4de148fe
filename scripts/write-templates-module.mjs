// The templates in workflows/ and the example settings file are what `green-gate init` writes
// into a repository. The CLI is one bundle with no files beside it to read, so the build writes
// their text into a module the CLI imports; a unit test fails when it is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const TEMPLATES_MODULE = 'src/rules/init/templates.ts'
export const SETTINGS_EXAMPLE = 'docs/green-gate.example.yml'

/** @param {string} root the repository @returns {Record<string, string>} each file's text by name */
export function readTemplates(root) {
  const names = readdirSync(join(root, 'workflows'))
    .filter((name) => name.endsWith('.yml'))
    .sort()
  return Object.fromEntries(
    names.map((name) => [name, readFileSync(join(root, 'workflows', name), 'utf8')])
  )
}

/** @param {string} root the repository @returns {string} the module's text */
export function renderTemplatesModule(root) {
  const workflows = Object.entries(readTemplates(root)).map(
    ([name, text]) => `  ${JSON.stringify(name)}: ${JSON.stringify(text)}`
  )
  const settings = JSON.stringify(readFileSync(join(root, SETTINGS_EXAMPLE), 'utf8'))
  return [
    `// Written by scripts/write-templates-module.mjs from workflows/*.yml and ${SETTINGS_EXAMPLE}`,
    '// (`npm run package`); edit those files, not this one.',
    'export const WORKFLOW_TEMPLATES: Readonly<Record<string, string>> = {',
    workflows.join(',\n'),
    '}',
    '',
    `export const SETTINGS_TEMPLATE = ${settings}`,
    ''
  ].join('\n')
}

/** @param {string} root the repository */
export function writeTemplatesModule(root) {
  writeFileSync(join(root, TEMPLATES_MODULE), renderTemplatesModule(root))
}
