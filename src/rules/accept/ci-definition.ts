// CI as the default branch defines it, resolved from its workflows: the files their steps reach
// (a local action, a script a `run:` line invokes, the make files `make` reads, package.json and
// the package managers' settings when npm, yarn or pnpm runs), then, one step further and only
// from files already read, what those pull in: a make file's includes, the package.json scripts
// `npm test` or `npm run X` names and the files those scripts invoke. A file reached from there
// on (a script's own includes, a local action's steps) is not read: a local action's whole folder
// counts instead. Pure: the default branch's files in, the reached paths out.
import picomatch from 'picomatch'
import { readWorkflow, type WorkflowReading } from '../checks/workflow-read.js'
import { shellReach, inRepository, type ShellReach } from './shell-reach.js'
import { RUNNER_PACKAGES } from './package-change.js'
import { shellCommands } from './shell-words.js'

/** The default branch's files the definition is resolved from. */
export interface DefaultCiFiles {
  /** Its workflow files' text. */
  workflows: ReadonlyArray<{ path: string; text: string }>
  /** Root files read ahead, for following them (make files, package.json); absent: not there. */
  root: Readonly<Record<string, string>>
}

export interface CiDefinition {
  /** Paths and folders (`dir/**`) from the repository root that define CI. */
  reached: string[]
  /** npm, yarn or pnpm runs: package.json and the lock files are judged by their content. */
  node: boolean
  /** The packages whose lock entries define CI: the known runners and those scripts run. */
  runners: string[]
  /** One line for each workflow that could not be read: the fixed list stands in for it. */
  warnings: string[]
}

/** The root files worth reading ahead: the ones a `make` or an `npm test` starts from. */
export const ROOT_FOLLOWED: readonly string[] = [
  'GNUmakefile',
  'makefile',
  'Makefile',
  'package.json'
]

/** The lock files read at both ends of a change when it touches them. */
export const LOCK_FILES: readonly string[] = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml'
]

/** What npm, yarn and pnpm read besides package.json: their settings change the script shell. */
const NODE_SETTINGS = [
  ...['package.json', '.npmrc', '.yarnrc', '.yarnrc.yml', '.pnpmfile.cjs', 'pnpm-workspace.yaml'],
  '.yarn/plugins/**',
  '.yarn/releases/**'
]

/**
 * The definition of CI the wanted workflows (names or paths) give; all the default branch's
 * workflows when none of them is found, as any might be the one.
 */
export function ciDefinition(files: DefaultCiFiles, wanted: readonly string[]): CiDefinition {
  const reach: ShellReach = { paths: [], makefiles: [], node: false, scripts: [] }
  const warnings: string[] = []
  for (const read of chosen(files.workflows, wanted)) {
    if (read.kind === 'unreadable') {
      warnings.push(`${read.why}; only ci-config-paths and .github/ count as CI-defining for it`)
      continue
    }
    for (const uses of read.workflow.uses) reach.paths.push(...localAction(uses))
    for (const run of read.workflow.runs) merge(reach, shellReach(run))
  }
  const followed = follow(reach, files.root)
  return {
    reached: [...new Set([...followed.paths, ...(followed.node ? NODE_SETTINGS : [])])],
    node: followed.node,
    runners: [...new Set([...RUNNER_PACKAGES, ...followed.commands])],
    warnings
  }
}

/** A path the definition reaches (a folder reached covers what is under it). */
export function reachedBy(definition: Pick<CiDefinition, 'reached'>): (path: string) => boolean {
  if (definition.reached.length === 0) return () => false
  return picomatch(definition.reached, { dot: true })
}

function chosen(
  workflows: DefaultCiFiles['workflows'],
  wanted: readonly string[]
): WorkflowReading[] {
  const all = workflows.map((w) => ({ path: w.path, read: readWorkflow(w.path, w.text) }))
  const names = ({ path, read }: (typeof all)[number]) => [
    path,
    path.slice(path.lastIndexOf('/') + 1),
    ...(read.kind === 'read' && read.workflow.name !== null ? [read.workflow.name] : [])
  ]
  const picked = all.filter((w) => names(w).some((n) => wanted.includes(n)))
  return (picked.length > 0 ? picked : all).map((w) => w.read)
}

/** `uses: ./tools/ci` is the action in that folder: its metadata and everything beside it. */
function localAction(uses: string): string[] {
  if (!uses.startsWith('./')) return []
  const dir = inRepository('', uses.replace(/@.*$/, ''))
  if (dir === null) return []
  // A reusable workflow (`./.github/workflows/x.yml`) is a file, not a folder.
  return /\.ya?ml$/.test(dir) ? [dir] : [`${dir}/action.yml`, `${dir}/action.yaml`, `${dir}/**`]
}

function merge(into: ShellReach, more: ShellReach): void {
  into.paths.push(...more.paths)
  into.makefiles.push(...more.makefiles)
  into.scripts.push(...more.scripts)
  into.node ||= more.node
}

/** One step further, from the root files read ahead: make includes, package.json scripts. */
function follow(
  reach: ShellReach,
  root: DefaultCiFiles['root']
): ShellReach & { commands: string[] } {
  const out: ShellReach = { ...reach, paths: [...reach.paths], scripts: [...reach.scripts] }
  const commands: string[] = []
  const scripts = reach.node ? scriptsOf(root['package.json']) : {}
  const queue = [...reach.scripts]
  const seen = new Set<string>()
  while (queue.length > 0) {
    const name = queue.shift() as string
    if (seen.has(name)) continue
    seen.add(name)
    // npm runs `preX` and `postX` around `X`.
    for (const hook of [`pre${name}`, name, `post${name}`]) {
      const script = scripts[hook]
      if (script === undefined) continue
      const reached = shellReach(script)
      merge(out, reached)
      queue.push(...reached.scripts)
      commands.push(...commandNames(script))
    }
  }
  for (const makefile of new Set(out.makefiles)) {
    const text = root[makefile]
    if (text !== undefined) out.paths.push(...makeIncludes(makefile, text))
  }
  return { ...out, commands }
}

/** package.json's scripts by name; none when it is absent or not the JSON it should be. */
function scriptsOf(text: string | undefined): Record<string, string> {
  try {
    const scripts = (JSON.parse(text ?? '{}') as { scripts?: unknown }).scripts
    if (typeof scripts !== 'object' || scripts === null) return {}
    return Object.fromEntries(
      Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === 'string')
    )
  } catch {
    return {}
  }
}

/** The commands a script runs by name (`jest`, `vitest`): their packages' lock entries count. */
function commandNames(script: string): string[] {
  return shellCommands(script)
    .map((words) => words.find((w) => w !== null && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w)))
    .filter((w): w is string => typeof w === 'string' && /^@?[a-z0-9][\w.-]*(\/[\w.-]+)?$/.test(w))
}

/**
 * The files a make file's `include`, `-include` and `sinclude` lines name (from its folder, where
 * make runs it); a name with a variable or a pattern in it is not followed.
 */
export function makeIncludes(makefile: string, text: string): string[] {
  const dir = makefile.includes('/') ? makefile.slice(0, makefile.lastIndexOf('/')) : ''
  const paths: string[] = []
  for (const line of text.split('\n')) {
    const match = /^\s*(?:-include|sinclude|include)\s+([^#]*)/.exec(line)
    if (match === null) continue
    for (const word of (match[1] as string).trim().split(/\s+/)) {
      const path = /[$%]/.test(word) ? null : inRepository(dir, word)
      if (path !== null) paths.push(path)
    }
  }
  return paths
}
