// Builds the committed bundles: dist/index.js (the action) and dist/cli/index.js (the CLI), and
// records their fingerprint. Takes the output folder so a check can build beside dist/.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FINGERPRINT_FILE, fingerprint } from './fingerprint.mjs'
import { writeInputDefaults } from './write-input-defaults.mjs'
import { writeKeyScanModule } from './write-key-scan-module.mjs'
import { writeTemplatesModule } from './write-templates-module.mjs'
import { renderLicenses } from './licenses.mjs'

const out = process.argv[2] ?? 'dist'
// The parser reads its defaults from a module written from action.yml: write it before bundling.
writeInputDefaults('.')
// The scanner's key search is WebAssembly, carried in a module written from its text.
await writeKeyScanModule('.')
// `green-gate init` writes the templates, carried in a module written from them.
writeTemplatesModule('.')
// ncc adds files but never removes them: a chunk a change made obsolete must not linger.
rmSync(out, { recursive: true, force: true })
const stats = mkdtempSync(join(tmpdir(), 'green-gate-stats-'))
/** One bundle, with the licenses of every package in it beside it. */
const ncc = (entry, dir) => {
  const statsFile = join(stats, 'stats.json')
  execFileSync('npx', ['ncc', 'build', entry, '-o', dir, '--quiet', '--stats-out', statsFile], {
    stdio: 'inherit'
  })
  writeFileSync(join(dir, 'licenses.txt'), renderLicenses(statsFile))
}

try {
  ncc('src/entry/index.ts', out)
  ncc('src/entry/cli.ts', join(out, 'cli'))
} finally {
  rmSync(stats, { recursive: true, force: true })
}
writeFileSync(join(out, FINGERPRINT_FILE), `${JSON.stringify(fingerprint('.', out), null, 2)}\n`)
