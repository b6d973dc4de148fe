// The state file as a commit writes it: the gate's rows and history entries rendered from the
// ledger, folded to fit the size limit.
import * as core from '@actions/core'
import { describeLocation } from '../../adapters/github/state-file.js'
import { GateError } from '../../rules/errors.js'
import { renderGateRows } from '../../rules/gate/render-state.js'
import type { Ledger } from '../../rules/ledger/ledger.js'
import { foldHistory } from '../../rules/state/fold.js'
import { applyStateChanges, formatStateError, type StateDocument } from '../../rules/state/index.js'
import type { ProgramFiles } from './read-programs.js'

/** The file with the ledger's rows and unseen entries, folded to fit the size limit. */
export function renderedState(
  files: ProgramFiles,
  ledger: Ledger,
  text: string,
  doc: StateDocument
): string {
  const where = describeLocation(files.state)
  const changes = renderGateRows(ledger, doc)
  const edited = applyStateChanges(text, changes)
  if (!edited.ok) throw new GateError(formatStateError(where, edited.error))
  const fit = foldHistory(edited.text, files.stateMaxBytes, (heading) =>
    heading.startsWith('CI gate')
  )
  if (fit.folded > 0)
    core.info(
      `${where}: folded ${fit.folded} older CI gate history entries to stay under ${files.stateMaxBytes} bytes`
    )
  if (!fit.over) return fit.text
  // Rows without new entries: the hold must reach the scheduler even when the file is full.
  const rowsOnly = applyStateChanges(text, { ...changes, history: [] })
  core.warning(
    `${where}: over ${files.stateMaxBytes} bytes even without the gate's history entries; autoloop's memory save will refuse it until the file is shortened`
  )
  return rowsOnly.ok ? rowsOnly.text : text
}
