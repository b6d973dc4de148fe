// docs/settings.md, written from the settings' own table (src/rules/settings/spec.ts): each
// setting's default, the modes that read it, and why that is the default. Run with
// `npm run docs:settings`; a unit test fails when the page is not what this writes.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SETTING_NAMES, SETTINGS, type SettingName } from '../src/rules/settings/spec.js'

export const SETTINGS_DOC_FILE = 'docs/settings.md'

const INTRO = [
  '# Settings at a glance',
  '',
  '<!-- Written by `npm run docs:settings` from src/rules/settings/spec.ts: edit the table there, not this page. -->',
  '',
  "Every setting of `.github/green-gate.yml`, which is also an input of the same name, with its default, the modes that read it, and why that is the default. What each one does, and what it accepts: [configuration](configuration.md). A run prints the settings its mode reads, each with where its value came from (the input, the file's line, the default), to the debug log: re-run the job with debug logging to see them.",
  ''
]

/** A default as the file would spell it. */
export function defaultText(name: SettingName): string {
  const spec = SETTINGS[name]
  if (spec.default === '') return 'none'
  return 'list' in spec ? `\`[${spec.default.split(',').join(', ')}]\`` : `\`${spec.default}\``
}

function line(name: SettingName): string {
  const { modes, why } = SETTINGS[name]
  return `- \`${name}\`: ${defaultText(name)}, read by ${modes.join(', ')}. ${why[0]?.toUpperCase()}${why.slice(1)}.`
}

export function renderSettingsDoc(): string {
  return [...INTRO, ...SETTING_NAMES.map(line), ''].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(join(process.cwd(), SETTINGS_DOC_FILE), renderSettingsDoc())
}
