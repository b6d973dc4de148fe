import { createHash } from 'node:crypto'
import type { Hit } from './matchers.js'
import { normalizeText, shorten } from './normalize.js'

export const DEFAULT_MAX_SIGNATURE_LENGTH = 200

/** The signature of a failure whose output named nothing the gate could recognise. */
export const UNKNOWN_SIGNATURE = 'unknown'

// Not a pipe: the signature lands in a markdown table row of the state file, and the autoloop
// scheduler does not read escaped pipes in a cell.
const SEPARATOR = ' ; '
const MAX_IDENTITY_LENGTH = 120

const basename = (path: string): string => path.slice(path.lastIndexOf('/') + 1)

/**
 * The identity of one failure: `test:<file name>><test path>` for a test, otherwise
 * `<code or tool>:<file>:<detail>` with the parts it has (`TS2339:src/a.ts`, `E404:left-pad`,
 * `cc:main.c:'x' undeclared`), and `infra:<kind>` for the machine's failures.
 */
export function identityOf(hit: Hit): string {
  if (hit.test !== undefined) {
    const file = hit.file === undefined ? '' : `${basename(hit.file)}>`
    return shorten(`test:${file}${hit.test}`, MAX_IDENTITY_LENGTH)
  }
  const head =
    hit.failureClass === 'infra' ? `infra:${hit.code ?? hit.tool}` : (hit.code ?? hit.tool)
  const parts = [head, hit.file, hit.detail].filter((p) => p !== undefined && p !== '')
  return shorten(parts.join(':'), MAX_IDENTITY_LENGTH)
}

/**
 * Sorted and de-duplicated, without any identity that another one refines: `E0308` goes when
 * `E0308:src/main.rs` is there, a go test `TestSub` when `TestSub/negative` is, a suite when one
 * of its tests is. Whether the bare form was also printed then does not change the signature.
 */
export function reduceIdentities(identities: Iterable<string>): string[] {
  const unique = [...new Set(identities)]
  const refined = new Set<string>()
  for (const id of unique) {
    for (let i = id.indexOf(':') + 1; i < id.length; i++) {
      const c = id[i]
      if (c === ':' || c === '/' || c === '>') refined.add(id.slice(0, i))
    }
    refined.add(id.slice(0, id.indexOf(':')))
  }
  return unique.filter((id) => !refined.has(id)).sort()
}

/**
 * Identities from free text when no tool output was recognised: the given error-like lines,
 * with everything volatile normalized.
 */
export function fallbackIdentities(lines: readonly string[]): string[] {
  const ids = lines
    .map((line) => normalizeText(line))
    .filter((text) => text !== '')
    .map((text) => shorten(`error:${text}`, MAX_IDENTITY_LENGTH))
  return [...new Set(ids)]
}

/**
 * The signature: identities joined with ` ; `, or `unknown` when there are none. Past `maxLength`, as many as fit are kept and the
 * rest counted, with a hash of the full list so two long lists that share a prefix still differ.
 */
export function buildSignature(
  identities: readonly string[],
  maxLength = DEFAULT_MAX_SIGNATURE_LENGTH
): string {
  if (identities.length === 0) return UNKNOWN_SIGNATURE
  const full = identities.join(SEPARATOR)
  if (full.length <= maxLength) return full
  const hash = createHash('sha256').update(identities.join('\n')).digest('hex').slice(0, 8)
  let shown = ''
  let kept = 0
  for (const id of identities) {
    const next = kept === 0 ? id : `${shown}${SEPARATOR}${id}`
    const suffix = ` +${identities.length - kept - 1} more #${hash}`
    if (next.length + suffix.length > maxLength) break
    shown = next
    kept++
  }
  const rest = `+${identities.length - kept} more #${hash}`
  return kept === 0 ? rest : `${shown} ${rest}`
}
