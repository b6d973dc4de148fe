// Every corpus log's whole analysis, pinned: a change to the scanner that is meant to be only
// faster (or only tidier) must leave each of these exactly as it was. After a deliberate change
// of output, rewrite the pins with `UPDATE_PINNED=1` (then prettier --write them) and review
// the diff.
import { describe, it, expect } from '@jest/globals'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { analyzeLog } from '../../../src/rules/logs/scanner.js'
import type { LogAnalysis } from '../../../src/rules/logs/types.js'
import { fixture } from './fixtures.js'

const ROOT = fileURLToPath(new URL('../../fixtures/logs/', import.meta.url))
const PINS = `${ROOT}pinned-analyses.json`

const corpus = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(`${ROOT}${d.name}`)
      .filter((f) => f.endsWith('.log'))
      .map((f) => `${d.name}/${f.slice(0, -'.log'.length)}`)
  )
  .sort()

/** The analysis with the excerpt as a hash: the excerpt is most of the log. */
const pinOf = ({ excerpt, ...rest }: LogAnalysis): unknown => ({
  ...rest,
  excerptSha256: createHash('sha256').update(excerpt).digest('hex')
})

const actual = Object.fromEntries(corpus.map((path) => [path, pinOf(analyzeLog(fixture(path)))]))

if (process.env.UPDATE_PINNED === '1') writeFileSync(PINS, `${JSON.stringify(actual, null, 1)}\n`)
const pinned = existsSync(PINS) ? (JSON.parse(readFileSync(PINS, 'utf8')) as object) : {}

describe('pinned analyses of the corpus', () => {
  it('pins every corpus log', () => {
    expect(Object.keys(pinned).sort()).toEqual(corpus)
  })

  it.each(corpus)('%s', (path) => {
    expect(actual[path]).toEqual((pinned as Record<string, unknown>)[path])
  })
})
