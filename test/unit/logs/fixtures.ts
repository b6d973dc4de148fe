import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../fixtures/logs/', import.meta.url))

/** A checked-in corpus log, `<tool>/<name>.log`. */
export const fixture = (path: string): string => readFileSync(`${ROOT}${path}.log`, 'utf8')
