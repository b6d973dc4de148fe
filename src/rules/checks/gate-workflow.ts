// Which workflows are CI before any is remembered: those the default branch's gate workflow waits
// for (`on.workflow_run.workflows`), as GitHub only ever wakes the gate for those. Pure: the
// running workflow's path and the file's text in.
import { readWorkflow } from './workflow-read.js'

/** Where the install puts the gate workflow: what a retry, a command or a sweep looks for. */
export const GATE_WORKFLOW = '.github/workflows/green-gate.yml'

/**
 * The gate workflow's path: the running one when a CI run woke it in gate mode; else (a retry, a
 * command, a sweep, the push job each run a workflow of their own) the installed name.
 */
export function gateWorkflowPath(running: string | null, wokenByCi: boolean): string {
  return wokenByCi && running !== null ? running : GATE_WORKFLOW
}

/** The workflows the gate waits for, or why they are not known (one line). */
export type ListedCi = { kind: 'listed'; names: string[] } | { kind: 'unknown'; why: string }

/** `on.workflow_run.workflows` of the gate workflow as the default branch has it (null: absent). */
export function listedCi(path: string, text: string | null): ListedCi {
  if (text === null) return { kind: 'unknown', why: `${path} is not on the default branch` }
  const read = readWorkflow(path, text)
  if (read.kind === 'unreadable') return { kind: 'unknown', why: read.why }
  const names = read.workflow.after
  return names.length > 0
    ? { kind: 'listed', names }
    : { kind: 'unknown', why: `${path} lists no workflow in on.workflow_run.workflows` }
}
