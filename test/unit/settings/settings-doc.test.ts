// The settings pages agree with the settings' own table: docs/settings.md is what the script
// writes from it, and every row of docs/configuration.md gives the default the parser uses.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { defaultText, renderSettingsDoc, SETTINGS_DOC_FILE } from '../../../scripts/settings-doc.js'
import { SETTING_NAMES, SETTINGS, isSettingName } from '../../../src/rules/settings/spec.js'

/** The `| \`key\` | default | meaning |` rows of the configuration page, by key. */
function configurationRows(): Map<string, string> {
  const rows = new Map<string, string>()
  for (const line of readFileSync('docs/configuration.md', 'utf8').split('\n')) {
    const [, key, shown] = /^\|\s*`([a-z-]+)`\s*\|([^|]*)\|/.exec(line) ?? []
    if (key !== undefined && shown !== undefined && isSettingName(key)) rows.set(key, shown.trim())
  }
  return rows
}

describe('the settings pages', () => {
  it(`${SETTINGS_DOC_FILE} is what npm run docs:settings writes`, () => {
    expect(readFileSync(SETTINGS_DOC_FILE, 'utf8')).toBe(renderSettingsDoc())
  })

  const rows = configurationRows()
  it.each(SETTING_NAMES)('docs/configuration.md gives %s its default', (name) => {
    const shown = rows.get(name)
    expect(shown).toBeDefined()
    // A long default list is described in words there; its items are on the settings page.
    const long = SETTINGS[name].default.split(',').length > 3
    if (!long) expect(shown).toBe(defaultText(name))
  })
})
