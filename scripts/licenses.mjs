// The licenses of every package a bundle carries, from the bundler's own account of the modules
// it included. ncc's `--license` skips the packages it concatenates into the entry chunk
// (@actions/core among them), so the list is made here from its stats instead.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i

/** @param {{ identifier?: string, name?: string, modules?: unknown[] }[]} modules */
function packageDirs(modules, dirs = new Map()) {
  for (const module of modules) {
    if (Array.isArray(module.modules)) packageDirs(module.modules, dirs)
    // A loader chain precedes the module's own path, after the last `!`.
    const path = (module.identifier ?? '').split('!').pop() ?? ''
    const at = path.lastIndexOf('/node_modules/')
    if (at < 0) continue
    const parts = path.slice(at + '/node_modules/'.length).split('/')
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
    if (name && !dirs.has(name)) dirs.set(name, path.slice(0, at + '/node_modules/'.length) + name)
  }
  return dirs
}

/**
 * @param {string} statsFile the webpack stats ncc wrote for one bundle
 * @returns {string} licenses.txt: each package's name, its license and the license text
 */
export function renderLicenses(statsFile) {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const dirs = [...packageDirs(stats.modules ?? [])].sort(([a], [b]) => a.localeCompare(b))
  return dirs
    .map(([name, dir]) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const file = readdirSync(dir).find((entry) => LICENSE_FILE.test(entry))
      const text = file === undefined ? '' : readFileSync(join(dir, file), 'utf8').trim()
      return [name, String(manifest.license ?? 'UNKNOWN'), text].join('\n').trimEnd()
    })
    .join('\n\n')
    .concat('\n')
}
