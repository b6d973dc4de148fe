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
      const names = dotted.split('.').filter((s) => s !== '')
      // `from . import x` loads from the package itself: its `__init__`, in its folder.
      const rel = [...up, ...(names.length === 0 ? ['__init__'] : names)].join('/')
      found.push({ kind: 'path', path: joinPath(dir, rel) })
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

/**
 * Whether an import reaches the changed path: a module imported by name, any file or folder of
 * that name; a path, the file itself and anything in its folder and below, since a module under
 * test loads its neighbours more often than not.
 */
export function importReaches(imported: TestImport, changed: string): boolean {
  if (imported.kind === 'module')
    return withoutExtension(changed).split('/').includes(imported.name)
  const dir = dirOf(imported.path)
  return dir === '' || changed.startsWith(`${dir}/`)
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
