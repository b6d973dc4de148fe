// The shape of src/ as the code promises it: four layers, each import pointing down or sideways
// and never round in a circle, functions a reader can hold, and every folder saying what kind of
// code it keeps.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { createRequire } from 'node:module'
import type * as TS from 'typescript'
import { ROOT } from '../../emulator/runner.js'

// Required, not imported: an import of the compiler's CommonJS would first have all 9 MB of it
// scanned for the names it exports.
const ts = createRequire(import.meta.url)('typescript') as typeof TS

const SRC = join(ROOT, 'src')

/** Lowest first: a module may import from its own layer or one below, never one above. */
const LAYERS = ['rules', 'adapters', 'flow', 'entry'] as const
type Layer = (typeof LAYERS)[number]

/** What a folder's README must open with, by layer. */
const KIND: Record<Layer, string> = {
  rules: 'Pure rules',
  adapters: 'Adapters',
  flow: 'The sequence',
  entry: 'Entry points'
}

const MAX_FUNCTION_LINES = 60

const modules = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => normalize(f))

function layerOf(file: string): Layer {
  const top = file.split('/')[0] as Layer
  if (!LAYERS.includes(top))
    throw new Error(`src/${file} is outside the layers ${LAYERS.join(', ')}`)
  return top
}

/** Every relative import of a module, type-only ones included: a type is a dependency too. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8')
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    (m) => m[1] ?? ''
  )
  return specs
    .map((s) => normalize(join(dirname(file), s)).replace(/\.js$/, '.ts'))
    .filter((m) => m.endsWith('.ts'))
}

/** A function's own name, or the name it is bound to (`const run = () => …`, `run: () => …`). */
function nameOf(node: TS.SignatureDeclaration): string | undefined {
  if (node.name !== undefined) return node.name.getText()
  const parent = node.parent
  return ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)
    ? parent.name.getText()
    : undefined
}

const graph = new Map(modules.map((m) => [m, importsOf(m)]))

/** The part of rules/ a module belongs to: its sub-folder, or `rules` for the files at the top. */
function rulesPartOf(file: string): string | null {
  const [layer, folder, ...rest] = file.split('/')
  if (layer !== 'rules') return null
  return rest.length > 0 ? (folder ?? null) : 'rules'
}

/** Each import from one part of rules/ into another, as `from -> to`. */
const rulesEdges = new Set(
  [...graph].flatMap(([from, targets]) =>
    targets.flatMap((to) => {
      const [a, b] = [rulesPartOf(from), rulesPartOf(to)]
      return a !== null && b !== null && a !== b ? [`${a} -> ${b}`] : []
    })
  )
)

/**
 * Parts of rules/ allowed to import each other both ways, as `a <-> b` with `a` first in order:
 * ties of logic, not of shared words, that no move into rules/vocabulary/ undoes.
 */
const TWO_WAY_ALLOWED: readonly string[] = []

describe('src layout', () => {
  it('keeps every module in a layer', () => {
    for (const m of modules) expect(() => layerOf(m)).not.toThrow()
  })

  it('imports only from its own layer or lower ones', () => {
    const upward = [...graph].flatMap(([from, targets]) =>
      targets
        .filter((to) => LAYERS.indexOf(layerOf(to)) > LAYERS.indexOf(layerOf(from)))
        .map((to) => `${from} -> ${to}`)
    )
    expect(upward).toEqual([])
  })

  it('has no import cycle', () => {
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const walk = (m: string, path: string[]): void => {
      if (state.get(m) === 'done') return
      if (state.get(m) === 'open') {
        cycles.push([...path.slice(path.indexOf(m)), m].join(' -> '))
        return
      }
      state.set(m, 'open')
      for (const to of graph.get(m) ?? []) walk(to, [...path, m])
      state.set(m, 'done')
    }
    for (const m of modules) walk(m, [])
    expect(cycles).toEqual([])
  })

  it('keeps rules/vocabulary at the bottom: it imports nothing from outside it', () => {
    const out = [...graph].flatMap(([from, targets]) =>
      from.startsWith('rules/vocabulary/')
        ? targets
            .filter((to) => !to.startsWith('rules/vocabulary/'))
            .map((to) => `${from} -> ${to}`)
        : []
    )
    expect(out).toEqual([])
  })

  it('has no two parts of rules/ importing each other both ways', () => {
    const twoWay = [...rulesEdges]
      .map((edge) => edge.split(' -> '))
      .filter(([a = '', b = '']) => a < b && rulesEdges.has(`${b} -> ${a}`))
      .map(([a, b]) => `${a} <-> ${b}`)
    expect(twoWay.filter((pair) => !TWO_WAY_ALLOWED.includes(pair))).toEqual([])
  })

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const over = new Map<string, number>()
    for (const m of modules) {
      const text = readFileSync(join(SRC, m), 'utf8')
      const source = ts.createSourceFile(m, text, ts.ScriptTarget.Latest, true)
      const visit = (node: TS.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
          const from = source.getLineAndCharacterOfPosition(node.getStart()).line
          const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - from + 1
          const name = nameOf(node)
          if (lines > MAX_FUNCTION_LINES) over.set(`${m} ${name ?? `line ${from + 1}`}`, lines)
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    expect([...over]).toEqual([])
  })

  it('opens every folder with a README that says what kind of code it keeps', () => {
    const folders = (readdirSync(SRC, { recursive: true }) as string[])
      .map((f) => join(SRC, f))
      .filter((f) => statSync(f).isDirectory() && !f.endsWith('types'))
    const missing = folders.filter((dir) => {
      const readme = join(dir, 'README.md')
      const kind = KIND[layerOf(relative(SRC, dir))]
      return !existsSync(readme) || !readFileSync(readme, 'utf8').includes(kind)
    })
    expect(missing.map((d) => relative(ROOT, d))).toEqual([])
  })
})
