// The log scanner's key search is WebAssembly (src/rules/logs/key-scan.wat). The build assembles
// it with wabt and writes the module's bytes into a TypeScript file the scanner imports, so the
// bundle carries it with no file to find at run time; a unit test fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import wabt from 'wabt'

export const KEY_SCAN_WAT = 'src/rules/logs/key-scan.wat'
export const KEY_SCAN_MODULE = 'src/rules/logs/key-scan-wasm.ts'

/** @param {string} wat the module's text @returns {Promise<string>} the TypeScript module */
export async function renderKeyScanModule(wat) {
  const assembler = await wabt()
  const parsed = assembler.parseWat(KEY_SCAN_WAT, wat, { simd: true })
  try {
    const { buffer } = parsed.toBinary({})
    const base64 = Buffer.from(buffer).toString('base64')
    const lines = base64.match(/.{1,96}/g) ?? []
    return [
      `// Written by scripts/write-key-scan-module.mjs from ${KEY_SCAN_WAT} (\`npm run package\`); edit that file,`,
      '// not this one.',
      'export const KEY_SCAN_WASM = [',
      lines.map((line) => `  '${line}'`).join(',\n'),
      "].join('')",
      ''
    ].join('\n')
  } finally {
    parsed.destroy()
  }
}

/** @param {string} root the repository */
export async function writeKeyScanModule(root) {
  const text = await renderKeyScanModule(readFileSync(join(root, KEY_SCAN_WAT), 'utf8'))
  writeFileSync(join(root, KEY_SCAN_MODULE), text)
}
