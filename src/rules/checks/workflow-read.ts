// A workflow file read as GitHub reads it (its own parser): the shell its steps run, the actions
// they use, and the workflows whose completion starts it. Pure: the file's text in.
import {
  isBasicExpression,
  isMapping,
  isSequence,
  isString,
  NoOperationTraceWriter,
  parseWorkflow
} from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'

export interface WorkflowSteps {
  /** The workflow's `name:`; null when it has none (GitHub then names it by its path). */
  name: string | null
  /** Every `run:` script, as written (an expression in it left as its source text). */
  runs: string[]
  /** Every `uses:` of a step or a job. */
  uses: string[]
  /** `on.workflow_run.workflows`: the workflows whose completion starts this one. */
  after: string[]
}

export type WorkflowReading =
  { kind: 'read'; workflow: WorkflowSteps } | { kind: 'unreadable'; why: string }

/** The file read, or the parser's first complaint about it. */
export function readWorkflow(path: string, text: string): WorkflowReading {
  const parsed = parseWorkflow({ name: path, content: text }, new NoOperationTraceWriter())
  const error = parsed.context.errors.getErrors()[0]
  const root = parsed.value
  if (error !== undefined || root === undefined || !isMapping(root)) {
    const why = (error?.message ?? 'not a workflow').replace(/\s+/g, ' ').trim()
    return { kind: 'unreadable', why: why.startsWith(`${path}:`) ? why : `${path}: ${why}` }
  }
  const workflow: WorkflowSteps = { name: null, runs: [], uses: [], after: [] }
  for (const pair of root) {
    const key = pair.key.toString()
    if (key === 'name') workflow.name = scalarText(pair.value)
    else if (key === 'on') workflow.after = workflowRunSources(pair.value)
    else if (key === 'jobs') collectSteps(pair.value, workflow)
  }
  return { kind: 'read', workflow }
}

/** A string's value, or an expression's source text; null for anything else. */
function scalarText(token: TemplateToken): string | null {
  if (isString(token)) return token.value
  if (isBasicExpression(token)) return token.source ?? token.toString()
  return null
}

/** Every `run:` and `uses:` under the jobs, at any depth (steps, a job's reusable workflow). */
function collectSteps(token: TemplateToken, into: WorkflowSteps): void {
  if (isSequence(token)) {
    for (const item of token) collectSteps(item, into)
    return
  }
  if (!isMapping(token)) return
  for (const { key, value } of token) {
    const name = key.toString()
    const text = scalarText(value)
    if (name === 'run' && text !== null) into.runs.push(text)
    else if (name === 'uses' && text !== null) into.uses.push(text)
    else collectSteps(value, into)
  }
}

/** `on: { workflow_run: { workflows: [...] } }`'s names; none for any other trigger. */
function workflowRunSources(on: TemplateToken): string[] {
  if (!isMapping(on)) return []
  const trigger = on.find('workflow_run')
  const listed = trigger !== undefined && isMapping(trigger) ? trigger.find('workflows') : undefined
  if (listed === undefined) return []
  if (isSequence(listed)) {
    return [...listed].map(scalarText).filter((n): n is string => n !== null && n !== '')
  }
  const one = scalarText(listed)
  return one === null || one === '' ? [] : [one]
}
