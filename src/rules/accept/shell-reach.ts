// The repository files a shell script runs or has its tools read: a script it invokes
// (`./scripts/test.sh`, `bash ci/run.sh`, `python tools/check.py`, `node scripts/x.mjs`), the
// make files `make` reads (`Makefile`, `-f build/ci.mk`, `-C sub`), a `--config` file, and
// whether npm, yarn or pnpm runs (their settings and package.json then define CI) with the
// package.json scripts they name. Conservative: a word it cannot know (an expansion) names
// nothing, a `cd` to a path it knows moves what later words are relative to. Pure.
import { shellCommands, type Word } from './shell-words.js'

export interface ShellReach {
  /** Repository paths the script runs or its tools read, relative to the repository root. */
  paths: string[]
  /** The make files `make` reads, also among `paths`: their includes are CI too. */
  makefiles: string[]
  /** npm, yarn, pnpm or a test runner of theirs runs: package.json and its settings define CI. */
  node: boolean
  /** The package.json scripts run (`npm test`: test; `npm ci`: the install lifecycle). */
  scripts: string[]
}

/** Words before the command that only set its environment or wrap it. */
const WRAPPERS = new Set(['sudo', 'env', 'time', 'exec', 'nohup', 'command', 'xvfb-run'])
const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'source', '.'])
const INTERPRETERS = new Set([
  ...SHELLS,
  ...['python', 'python3', 'python2', 'node', 'ruby', 'perl', 'php', 'pwsh', 'powershell'],
  ...['tsx', 'ts-node', 'deno', 'bun', 'Rscript']
])
/** Options of an interpreter whose value is code or a module, never a file to follow. */
const INLINE = new Set(['-c', '-e', '--eval', '-m', '-p', '--print', '-Command'])
/** Options whose value is a repository file the tool reads. */
const FILE_OPTIONS = new Set(['--config', '--config-file', '--project', '-r', '--require'])
const NODE_TOOLS = new Set(['npm', 'yarn', 'pnpm', 'npx', 'bunx', 'corepack'])
/** Test runners that read their settings from package.json when run on their own. */
const RUNNERS = new Set(['jest', 'vitest', 'mocha', 'ava', 'tap', 'c8', 'nyc', 'karma'])
const INSTALL = ['preinstall', 'install', 'postinstall', 'prepare']
const MAKE_FILES = ['GNUmakefile', 'makefile', 'Makefile']

/** What a script reaches, from `cwd` (the repository root: ''). */
export function shellReach(script: string, cwd = ''): ShellReach {
  const reach: ShellReach = { paths: [], makefiles: [], node: false, scripts: [] }
  let dir = cwd
  for (const words of shellCommands(script)) {
    const command = withoutWrappers(words)
    const [name, ...args] = command
    if (name === null || name === undefined) continue
    if (name === 'cd') dir = movedTo(dir, args[0])
    else commandReach(name, args, dir, reach)
  }
  return {
    paths: [...new Set(reach.paths)],
    makefiles: [...new Set(reach.makefiles)],
    node: reach.node,
    scripts: [...new Set(reach.scripts)]
  }
}

function commandReach(name: string, args: Word[], dir: string, reach: ShellReach): void {
  const at = (p: Word) => {
    const path = inRepository(dir, p)
    if (path !== null) reach.paths.push(path)
  }
  if (name.includes('/')) at(name)
  if (INTERPRETERS.has(name)) interpreted(name, args, dir, reach)
  else if (name === 'make' || name === 'gmake') made(args, dir, reach)
  else if (NODE_TOOLS.has(name) || RUNNERS.has(name)) {
    reach.node = true
    reach.scripts.push(...scriptsRun(name, args))
    // Run after a `cd`: that folder's package and settings, whole (only the root's is read).
    if (dir !== '') reach.paths.push(`${dir}/package.json`, `${dir}/.npmrc`)
  }
  args.forEach((arg, i) => {
    if (arg === null) return
    const eq = arg.indexOf('=')
    if (eq > 0 && FILE_OPTIONS.has(arg.slice(0, eq))) at(arg.slice(eq + 1))
    else if (FILE_OPTIONS.has(arg)) at(args[i + 1] ?? null)
  })
}

/** A shell, node, python... given a script file: the first word that is not an option. */
function interpreted(name: string, args: Word[], dir: string, reach: ShellReach): void {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]
    if (arg === undefined || arg === null) return
    if (INLINE.has(arg)) {
      // `bash -c '...'` runs shell: what it reaches counts the same.
      const code = args[i + 1]
      if (SHELLS.has(name) && arg === '-c' && typeof code === 'string') {
        const inner = shellReach(code, dir)
        reach.paths.push(...inner.paths)
        reach.makefiles.push(...inner.makefiles)
        reach.scripts.push(...inner.scripts)
        reach.node ||= inner.node
      }
      return
    }
    if (arg === 'run' && (name === 'deno' || name === 'bun')) continue
    if (arg.startsWith('-')) continue
    const path = inRepository(dir, arg)
    if (path !== null) reach.paths.push(path)
    return
  }
}

/** `make`: its make file, or the one `-f` names, in its folder, or the one `-C` names. */
function made(args: Word[], dir: string, reach: ShellReach): void {
  let folder = dir
  const named: string[] = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]
    if (arg === null || arg === undefined) continue
    const file = optionValue(arg, args[i + 1], ['-f', '--file', '--makefile'])
    const into = optionValue(arg, args[i + 1], ['-C', '--directory'])
    if (file !== undefined) named.push(...(file === null ? [] : [file]))
    if (into !== undefined) folder = movedTo(folder, into)
  }
  const files = named.length > 0 ? named : MAKE_FILES
  for (const f of files) {
    const path = inRepository(folder, f)
    if (path !== null) reach.makefiles.push(path)
  }
  reach.paths.push(...reach.makefiles)
}

/**
 * An option's value: `-f x`, `-fx`, `--file=x` or `--file x`; undefined when the word is not
 * that option, null when its value is unknown.
 */
function optionValue(arg: string, next: Word | undefined, names: string[]): Word | undefined {
  for (const name of names) {
    if (arg === name) return next ?? null
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1)
    if (!name.startsWith('--') && arg.startsWith(name) && arg.length > name.length) {
      return arg.slice(name.length)
    }
  }
  return undefined
}

/** Commands of yarn and pnpm that are theirs, not a package.json script's name. */
const BUILTINS = new Set([
  ...['add', 'remove', 'upgrade', 'up', 'dlx', 'exec', 'x', 'workspace', 'workspaces', 'why'],
  ...['info', 'config', 'cache', 'set', 'plugin', 'npm', 'pack', 'publish', 'init', 'link'],
  ...['unlink', 'global', 'bin', 'version', 'node', 'rebuild', 'dedupe', 'audit', 'outdated']
])

/** The package.json scripts `npm`/`yarn`/`pnpm` run: by name, or the install lifecycle. */
function scriptsRun(tool: string, args: Word[]): string[] {
  if (tool !== 'npm' && tool !== 'yarn' && tool !== 'pnpm') return []
  const positional = args.filter((a): a is string => a !== null && !a.startsWith('-'))
  const [verb, next] = positional
  if (verb === undefined) return tool === 'yarn' ? INSTALL : []
  if (['test', 't', 'tst'].includes(verb)) return ['test']
  if (['run', 'run-script', 'rum', 'urn'].includes(verb)) return next === undefined ? [] : [next]
  if (['ci', 'install', 'i', 'install-clean', 'clean-install'].includes(verb)) return INSTALL
  if (['start', 'stop', 'restart'].includes(verb)) return [verb]
  // yarn and pnpm run a script by its name alone.
  return tool !== 'npm' && !BUILTINS.has(verb) ? [verb] : []
}

function withoutWrappers(words: Word[]): Word[] {
  let i = 0
  const assignment = (w: Word) => w !== null && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w)
  while (i < words.length) {
    const w = words[i] as Word
    if (assignment(w) || (w !== null && WRAPPERS.has(w))) i += 1
    else break
  }
  return words.slice(i)
}

function movedTo(dir: string, to: Word | undefined): string {
  if (to === undefined) return ''
  return inRepository(dir, to) ?? dir
}

/**
 * A word as a path in the repository, from `dir`; null when it cannot be one there: unknown, an
 * absolute or home path, a pattern, a URL, or one that leaves the repository.
 */
export function inRepository(dir: string, word: Word): string | null {
  if (word === null || word === '' || /^[/~-]|[*?[\]{}]|:\/\//.test(word)) return null
  const parts: string[] = dir === '' ? [] : dir.split('/')
  for (const part of word.split('/')) {
    if (part === '' || part === '.') continue
    if (part !== '..') parts.push(part)
    else if (parts.pop() === undefined) return null
  }
  return parts.length === 0 ? null : parts.join('/')
}
