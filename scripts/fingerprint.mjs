// A digest of what a bundle is built from and of the bundle itself, recorded in
// dist/fingerprint.json at build time. Checking it costs milliseconds, so `npm test` can tell
// that dist/ is the build of the committed source without rebuilding; the full rebuild and
// byte comparison runs in CI (.github/workflows/check-dist.yml).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Everything ncc reads: the source, the versions it bundles, and the build settings. */
const SOURCES = ['src', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/package.mjs']

export const FINGERPRINT_FILE = 'fingerprint.json'

/** @param {string} root @param {string} path @returns {string[]} files, relative to root */
function filesUnder(root, path) {
  const full = join(root, path)
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** @param {string} root @param {string[]} paths @returns {string} */
function digest(root, paths) {
  const hash = createHash('sha256')
  for (const file of paths.flatMap((path) => filesUnder(root, path)).sort()) {
    hash.update(`${file.split(sep).join('/')}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/**
 * @param {string} root the repository
 * @param {string} out the bundle folder
 * @returns {{ sources: string, bundle: string }}
 */
export function fingerprint(root, out) {
  const bundled = readdirSync(out).filter((name) => name !== FINGERPRINT_FILE)
  return { sources: digest(root, SOURCES), bundle: digest(out, bundled) }
}
