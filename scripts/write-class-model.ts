// Learns the class model (src/rules/logs/token-class.ts) from the tuning half of the generic
// corpus and writes it as a TypeScript module the scanner imports. The held-out half is never
// read here: it stays a measure of the model. Run: npx tsx scripts/write-class-model.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { classTokens } from '../src/rules/logs/class-tokens.js'
import type { DetectedClass } from '../src/rules/logs/types.js'

const CORPUS = 'test/fixtures/logs/generic'
const FAMILIES = 'test/unit/logs/generic-corpus.test.ts'
const MODULE = 'src/rules/logs/class-model.ts'
const CLASSES: readonly DetectedClass[] = ['infra', 'dependency', 'build', 'type', 'lint', 'test']
/** A word in fewer logs than this says more about one family than about a class. */
const LEAST_LOGS = 3

/** The tuning families and their classes, as the corpus test lists them. */
function tuningFamilies(): { family: string; failureClass: DetectedClass }[] {
  const text = readFileSync(FAMILIES, 'utf8')
  const tuning = text.slice(text.indexOf('const TUNING'), text.indexOf('const HELD_OUT'))
  return [...tuning.matchAll(/family: '([^']+)',\s*failureClass: '([a-z]+)'/g)].map((m) => ({
    family: m[1] ?? '',
    failureClass: (m[2] ?? 'test') as DetectedClass
  }))
}

/** The last step's command and output lines, the runner's timestamps dropped. */
function lastStep(log: string): { command: string; lines: string[] } {
  const lines = log.split('\n').map((l) => l.replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z ?/, ''))
  const start = lines.map((l, i) => (l.startsWith('##[group]Run ') ? i : -1)).filter((i) => i >= 0)
  const at = start.at(-1) ?? 0
  const end = lines.findIndex((l, i) => i > at && l.startsWith('##[error]Process completed'))
  return {
    command: (lines[at] ?? '').slice('##[group]Run '.length),
    lines: lines.slice(at + 1, end === -1 ? undefined : end)
  }
}

const counts = new Map<string, number[]>()
const logs = CLASSES.map(() => 0)
for (const { family, failureClass } of tuningFamilies()) {
  const c = CLASSES.indexOf(failureClass)
  for (const name of ['first', 'second']) {
    const { command, lines } = lastStep(readFileSync(`${CORPUS}/${family}/${name}.log`, 'utf8'))
    logs[c] = (logs[c] ?? 0) + 1
    for (const word of classTokens(command, lines)) {
      const row = counts.get(word) ?? CLASSES.map(() => 0)
      row[c] = (row[c] ?? 0) + 1
      counts.set(word, row)
    }
  }
}
const kept = [...counts]
  .filter(([, row]) => row.reduce((a, b) => a + b, 0) >= LEAST_LOGS)
  .sort(([a], [b]) => (a < b ? -1 : 1))
writeFileSync(
  MODULE,
  [
    '// Written by scripts/write-class-model.ts from the tuning half of the generic corpus; run it',
    '// again when that half changes, never edit this file.',
    "import type { DetectedClass } from './types.js'",
    '',
    'export const CLASS_MODEL: {',
    '  readonly classes: readonly DetectedClass[]',
    '  /** How many tuning logs each class had. */',
    '  readonly logs: readonly number[]',
    '  /** For each word, in how many logs of each class it was said. */',
    '  readonly words: Readonly<Record<string, readonly number[]>>',
    '} = {',
    `  classes: ${JSON.stringify(CLASSES).replace(/"/g, "'")},`,
    `  logs: ${JSON.stringify(logs)},`,
    '  words: {',
    kept.map(([word, row]) => `    '${word}': ${JSON.stringify(row)}`).join(',\n'),
    '  }',
    '}',
    ''
  ].join('\n')
)
console.log(`wrote ${MODULE}: ${kept.length} words from ${logs.reduce((a, b) => a + b, 0)} logs`)
