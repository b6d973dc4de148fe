// `green-gate status --table` and `--all`: a program's state as the status table, and every
// program's as one table, rendered from the ledgers (or, without one, from the state files' rows)
// by the same rules as the reply to `/green-gate status` and the sweep's job summary, so they all
// print the same facts for the same files.
import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs'
import { basename, join } from 'node:path'
import type { GateSettings } from '../../rules/vocabulary/settings.js'
import { GateError } from '../../rules/errors.js'
import { pathFor, programFromEntry, programListing } from '../../rules/gate/path-template.js'
import { statusTable, type CommentFacts } from '../../rules/issue/comments.js'
import { programsTable } from '../../rules/issue/programs-table.js'
import { parseLedger } from '../../rules/ledger/codec.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import type { StateDocument } from '../../rules/state/index.js'
import { programStatus } from '../../flow/steer/status-place.js'
import type { OptionSpec } from './command.js'
import { readInput } from './io.js'
import { readState } from './state-command.js'

export const TABLE_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  table: {
    kind: 'flag',
    description: "print the program's state as the status table, as `/green-gate status` replies"
  },
  all: {
    kind: 'flag',
    description:
      'print every program in one table, from a checkout of the state branch (the argument, default .) or over the API with --token-env'
  },
  'token-env': {
    kind: 'value',
    placeholder: 'NAME',
    description:
      'with --all: read the state branch over the API with the token in this environment variable (with --repository)'
  },
  ledger: {
    kind: 'value',
    placeholder: 'FILE',
    description:
      "with --table: the program's ledger (.green-gate/<program>.json on the state branch)"
  },
  repository: {
    kind: 'value',
    placeholder: 'OWNER/NAME',
    description: "with --table or --all: the repository the links point at (default: the ledger's)"
  },
  'server-url': {
    kind: 'value',
    placeholder: 'URL',
    description:
      'with --table or --all: the GitHub server the links point at (default: https://github.com)'
  }
}

type Values = Readonly<Record<string, string>>

export async function statusTableOf(
  values: Values,
  given: { doc: StateDocument; label: string; config: GateSettings; now: Date }
): Promise<string> {
  const ledger = values.ledger === undefined ? null : await readLedger(values.ledger)
  const program = ledger?.program ?? basename(given.label).replace(/\.md$/, '')
  const facts = programFacts(values, given.config, { program, ledger, doc: given.doc })
  return statusTable(facts, given.now)
}

/** A program's files as read: either may be absent. */
interface ProgramRead {
  program: string
  ledger: Ledger | null
  doc: StateDocument | null
}

/**
 * Every program with a state file or a ledger: read over the API with --token-env (as the sweep
 * reads them), else from `dir`, a checkout of the state branch.
 */
export async function allProgramsTable(
  values: Values,
  dir: string | undefined,
  config: GateSettings
): Promise<string> {
  if (values['token-env'] !== undefined && dir !== undefined)
    throw new GateError('--all reads a checkout DIR or the API (--token-env), not both')
  const found =
    values['token-env'] === undefined
      ? await readCheckout(dir ?? '.', config)
      : await readOverApi(values, values['token-env'], config)
  const repository = found.find((f) => f.ledger?.repository !== undefined)?.ledger?.repository
  const withRepo = repository === undefined ? values : { repository, ...values }
  return programsTable(found.map((f) => programFacts(withRepo, config, f)))
}

async function readCheckout(dir: string, config: GateSettings): Promise<ProgramRead[]> {
  const found: ProgramRead[] = []
  for (const program of listPrograms(dir, config)) {
    const ledger = await readOptional(join(dir, pathFor(config.ledgerPath, program)), readLedger)
    const state = await readOptional(join(dir, pathFor(config.statePath, program)), (path) =>
      readState(path).catch((error: unknown) => {
        // A README in a repository's root reads as a state file: the folder is likely not the
        // state branch's checkout.
        if (!(error instanceof GateError)) throw error
        throw new GateError(`${error.message}; ${checkoutHint(dir, config)}`)
      })
    )
    found.push({ program, ledger, doc: state?.doc ?? null })
  }
  if (found.length === 0) {
    const where = `no state file (${config.statePath}) or ledger (${config.ledgerPath})`
    throw new GateError(`${dir}: ${where}; ${checkoutHint(dir, config)}`)
  }
  return found
}

/** Where --all reads from, said where a folder turns out not to be it. */
function checkoutHint(dir: string, config: GateSettings): string {
  return `--all reads a checkout of ${config.stateBranch}, not ${dir === '.' ? 'this folder' : dir}: check it out with \`git worktree add ../state ${config.stateBranch}\` and pass ../state`
}

/** The state branch over the API (GITHUB_API_URL, as the action, for GitHub Enterprise). */
async function readOverApi(
  values: Values,
  name: string,
  config: GateSettings
): Promise<ProgramRead[]> {
  const token = process.env[name] ?? ''
  if (token === '') throw new GateError(`--token-env ${name}: the variable is unset or empty`)
  const [owner = '', repo = ''] = (values.repository ?? '').split('/')
  if (owner === '' || repo === '') throw new GateError('--token-env needs --repository OWNER/NAME')
  // Loaded only here: the API client is most of the action's bundle, and no other command needs it.
  const [{ createClient }, { readPrograms }] = await Promise.all([
    import('../../adapters/github/client.js'),
    import('../../flow/gate/read-programs.js')
  ])
  const { swept } = await readPrograms(createClient(token), { owner, repo }, config, null)
  return [...swept].map(([program, { ledger, doc }]) => ({ program, ledger, doc }))
}

/** The facts of one program's table: its ledger's view, else its state file's rows. */
function programFacts(
  values: Values,
  config: GateSettings,
  at: { program: string; ledger: Ledger | null; doc: StateDocument | null }
): CommentFacts {
  const [owner = '', repo = ''] = (values.repository ?? at.ledger?.repository ?? '').split('/')
  if (owner === '' || repo === '') {
    throw new GateError(
      'the links need --repository OWNER/NAME: no ledger read names the repository (with --all, the checkout has state files but no ledger that does)'
    )
  }
  return programStatus(
    {
      serverUrl: (values['server-url'] ?? 'https://github.com').replace(/\/+$/, ''),
      repository: { owner, repo },
      files: {
        state: { branch: config.stateBranch, path: pathFor(config.statePath, at.program) },
        ledger: { branch: config.stateBranch, path: pathFor(config.ledgerPath, at.program) }
      }
    },
    config,
    { name: at.program, ledger: at.ledger, doc: at.doc }
  )
}

/** The programs in a checkout, found as the sweep finds them on the branch. */
function listPrograms(dir: string, config: GateSettings): string[] {
  if (!existsSync(dir)) throw new GateError(`${dir}: no such folder (check out the state branch)`)
  if (!statSync(dir).isDirectory()) {
    throw new GateError(
      `${dir}: not a folder; --all takes a checkout of the state branch (give a state file without --all)`
    )
  }
  const names = new Set<string>()
  for (const template of [config.statePath, config.ledgerPath]) {
    const folder = programListing(template).dir
    for (const entry of entriesOf(join(dir, folder))) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`
      const type = entry.isFile() ? 'file' : entry.isDirectory() ? 'dir' : 'other'
      const program = programFromEntry(template, path, type)
      if (program !== null) names.add(program)
    }
  }
  return [...names]
}

/** What is directly in a folder of the checkout; nothing when the folder is not there. */
function entriesOf(dir: string): Dirent[] {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []
}

/** A file read by `read`, or null when it is not there. */
async function readOptional<T>(
  path: string,
  read: (path: string) => Promise<T>
): Promise<T | null> {
  return existsSync(path) ? read(path) : null
}

async function readLedger(path: string): Promise<Ledger> {
  const { text, label } = await readInput(path)
  const parsed = parseLedger(text)
  if (!parsed.ok) throw new GateError(`${label}: ${parsed.message}`)
  return parsed.ledger
}
