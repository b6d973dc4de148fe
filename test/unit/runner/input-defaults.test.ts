// The parser's defaults are action.yml's, written into a module at build time: when action.yml
// changes, the module must be written again.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../emulator/runner.js'
import { INPUT_DEFAULTS_FILE, renderInputDefaults } from '../../../scripts/write-input-defaults.mjs'

describe('input-defaults.ts', () => {
  it("is written from action.yml's inputs", () => {
    const actionYml = readFileSync(join(ROOT, 'action.yml'), 'utf8')
    // When this fails, run `npm run package` and commit the module.
    expect(readFileSync(join(ROOT, INPUT_DEFAULTS_FILE), 'utf8')).toBe(
      renderInputDefaults(actionYml)
    )
  })
})
