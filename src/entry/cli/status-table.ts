// `green-gate status --table`: the program's state as the status table, rendered from its ledger
// (or, without one, from the state file's rows) by the same rules as the reply to
// `/green-gate status`, so both print the same table for the same files.
import { basename } from 'node:path'
import type { GateConfig } from '../../rules/config.js'
import { GateError } from '../../rules/errors.js'
import { branchForProgram } from '../../rules/gate/branch.js'
import { pathFor } from '../../rules/gate/path-template.js'
import { reconcile } from '../../rules/gate/reconcile.js'
import { statusTable } from '../../rules/issue/comments.js'
import { parseLedger } from '../../rules/ledger/codec.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import { programView, statusFacts } from '../../rules/steer/status-facts.js'
import type { StateDocument } from '../../rules/state/index.js'
import { statusPlace } from '../../flow/steer/status-place.js'
import type { OptionSpec } from './command.js'
import { readInput } from './io.js'

export const TABLE_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  table: {
    kind: 'flag',
    description: "print the program's state as the status table, as `/green-gate status` replies"
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
    description: "with --table: the repository the links point at (default: the ledger's)"
  },
  'server-url': {
    kind: 'value',
    placeholder: 'URL',
    description: 'with --table: the GitHub server the links point at (default: https://github.com)'
  }
}

export async function statusTableOf(
  values: Readonly<Record<string, string>>,
  given: { doc: StateDocument; label: string; config: GateConfig; now: Date }
): Promise<string> {
  const ledger = values.ledger === undefined ? null : await readLedger(values.ledger)
  const program = ledger?.program ?? basename(given.label).replace(/\.md$/, '')
  const [owner = '', repo = ''] = (values.repository ?? ledger?.repository ?? '').split('/')
  if (owner === '' || repo === '') {
    throw new GateError('--table needs --repository OWNER/NAME (the ledger names none)')
  }
  const { config } = given
  const view = programView(ledger) ?? {
    memory: reconcile(null, given.doc).memory,
    decided: null,
    command: null
  }
  const place = statusPlace(
    {
      serverUrl: (values['server-url'] ?? 'https://github.com').replace(/\/+$/, ''),
      repository: { owner, repo },
      branch: branchForProgram(config.branchPattern, program) ?? program,
      files: {
        state: { branch: config.stateBranch, path: pathFor(config.statePath, program) },
        ledger: { branch: config.stateBranch, path: pathFor(config.ledgerPath, program) }
      }
    },
    config
  )
  return statusTable(statusFacts(program, view, place), given.now)
}

async function readLedger(path: string): Promise<Ledger> {
  const { text, label } = await readInput(path)
  const parsed = parseLedger(text)
  if (!parsed.ok) throw new GateError(`${label}: ${parsed.message}`)
  return parsed.ledger
}
