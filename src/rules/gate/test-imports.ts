// What a test file loads, read from its text: relative imports resolved to repository paths, and
// the names of the modules it imports by name (a package of a monorepo, a Python module, a Go
// package). A small reading of the usual forms, not a parser: what it misses, the flake rule
// treats as unknown. Pure.

/** One thing a test file imports. */
export type TestImport =
  /** A file or folder of the repository, without its extension (`src/pricing`). */
  | { kind: 'path'; path: string }
  /** A module imported by name: its last name (`b` of `@acme/b`, `mod` of `pkg.mod`). */
  | { kind: 'module'; name: string }

/** The imports of the file at `path`, or null when its language is not one read here. */
export function importsOf(path: string, text: string): TestImport[] | null {
  const dir = dirOf(path)
  if (/\.[cm]?[jt]sx?$/.test(path)) return jsImports(dir, text)
  if (path.endsWith('.py')) return pythonImports(dir, text)
  // A Go test sees its package's folder (the rule's own), and the packages it imports.
  if (path.endsWith('.go')) return goImports(text)
  return null
}

const JS_FORMS = [
  /\bfrom\s*['"]([^'"\n]+)['"]/g,
  /\bimport\s*['"]([^'"\n]+)['"]/g,
  // require, dynamic import, and a runner's module mocks name what the test loads alike.
  /\b(?:require|import|mock|requireActual|doMock)\s*\(\s*['"]([^'"\n]+)['"]/g
]

function jsImports(dir: string, text: string): TestImport[] {
  const found = JS_FORMS.flatMap((form) => [...text.matchAll(form)].map((m) => m[1] ?? ''))
  return found.map((spec) =>
    spec.startsWith('.')
      ? { kind: 'path', path: withoutExtension(joinPath(dir, spec)) }
      : { kind: 'module', name: packageName(spec) }
  )
}

/** `@acme/b/sub` and `b/sub` both load package `b`. */
function packageName(spec: string): string {
  const parts = spec.split('/')
  return (spec.startsWith('@') ? parts[1] : parts[0]) ?? spec
}

function pythonImports(dir: string, text: string): TestImport[] {
  const found: TestImport[] = []
  for (const m of text.matchAll(/^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import\b/gm)) {
    const dots = m[1] ?? ''
    const dotted = m[2] ?? ''
    if (dots === '') found.push(moduleNamed(dotted))
    else {
      // One dot is the test's own package, each further dot one folder up.
      const up = Array.from({ length: dots.length - 1 }, () => '..')
      const rel = [...up, ...dotted.split('.').filter((s) => s !== '')].join('/')
      found.push({ kind: 'path', path: joinPath(dir, rel === '' ? '.' : rel) })
    }
  }
  for (const m of text.matchAll(
    /^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)/gm
  )) {
    for (const part of (m[1] ?? '').split(','))
      found.push(moduleNamed(part.trim().split(/\s/)[0] ?? ''))
  }
  return found
}

function moduleNamed(dotted: string): TestImport {
  return { kind: 'module', name: dotted.split('.').at(-1) ?? dotted }
}

function goImports(text: string): TestImport[] {
  const blocks = [...text.matchAll(/^import[ \t]*\(([^)]*)\)/gm)].map((m) => m[1] ?? '')
  const single = [...text.matchAll(/^import[ \t]+(?:[\w.]+[ \t]+)?"([^"\n]+)"/gm)].map(
    (m) => `"${m[1] ?? ''}"`
  )
  const quoted = [...blocks, ...single].flatMap((b) =>
    [...b.matchAll(/"([^"\n]+)"/g)].map((m) => m[1] ?? '')
  )
  return quoted.map((spec) => ({ kind: 'module', name: spec.split('/').at(-1) ?? spec }))
}

/** Whether an import names the changed path: the file itself, within a folder it loads, or a
 * folder or file called by the module's name. */
export function importReaches(imported: TestImport, changed: string): boolean {
  const parts = withoutExtension(changed).split('/')
  if (imported.kind === 'module') return parts.includes(imported.name)
  const { path } = imported
  const bare = withoutExtension(changed)
  // The module itself, its folder's index, or anything beside it: a module under test loads
  // its neighbours more often than not, so they are in reach too.
  return path === '' || bare === path || within(changed, path) || within(changed, dirOf(path))
}

/** Whether a path lies in a folder's subtree (the repository root holds every path). */
export function within(path: string, dir: string): boolean {
  return dir === '' || path.startsWith(`${dir}/`)
}

export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}

function withoutExtension(path: string): string {
  return path.replace(/(?<=[^/])\.[\w]+$/, '')
}

/** A relative specifier joined to a folder, `..` resolved; above the root stays at the root. */
function joinPath(dir: string, spec: string): string {
  const out: string[] = []
  for (const part of [...dir.split('/'), ...spec.split('/')]) {
    if (part === '' || part === '.') continue
    if (part === '..') out.pop()
    else out.push(part)
  }
  return out.join('/')
}
