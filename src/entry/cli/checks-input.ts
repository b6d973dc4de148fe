// The checks JSON that `reduce` and `status --checks` read, in the shapes GitHub's REST API and
// `gh api` produce: one `{"check_runs", "statuses"}` object, the pages `gh api --paginate
// --slurp` gives for check runs (objects) and statuses (lists), or several such documents one
// after another, as two `gh api` calls piped together print them. Pure: text in, lists out.
import type {
  CheckRunLike,
  CommitStatusLike,
  WorkflowJobLike,
  WorkflowRunLike
} from '../../rules/checks/from-rest.js'
import { GateError } from '../../rules/errors.js'

export interface ChecksInput {
  checkRuns: CheckRunLike[]
  statuses: CommitStatusLike[]
  /** The commit's workflow runs (`actions/runs?head_sha=`): each Actions job's workflow and event. */
  workflowRuns: WorkflowRunLike[]
  /** A run's jobs of every attempt (`actions/runs/ID/jobs?filter=all`): each job's attempt. */
  jobs: WorkflowJobLike[]
}

export function parseChecksInput(text: string, label: string): ChecksInput {
  const documents = splitJsonDocuments(text)
  const input: ChecksInput = { checkRuns: [], statuses: [], workflowRuns: [], jobs: [] }
  if (documents.length === 0) throw new GateError(`${label}: empty input, expected JSON`)
  documents.forEach((source, i) => {
    const where = documents.length === 1 ? label : `${label}, document ${i + 1}`
    let value: unknown
    try {
      value = JSON.parse(source)
    } catch (error) {
      throw new GateError(`${where}: not valid JSON (${(error as Error).message})`)
    }
    collect(value, where, '', input)
  })
  return input
}

/**
 * Top-level JSON values laid end to end, each as its own text. Only objects and lists are split
 * out; anything else is left whole for JSON.parse to name what is wrong with it.
 */
export function splitJsonDocuments(text: string): string[] {
  const documents: string[] = []
  let start = -1
  let depth = 0
  let inString = false
  let escaped = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (start === -1) {
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\ufeff') continue
      if (c !== '{' && c !== '[') return [...documents, text.slice(i)]
      start = i
    }
    if (inString) {
      if (escaped) escaped = false
      else if (c === '\\') escaped = true
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) {
        documents.push(text.slice(start, i + 1))
        start = -1
      }
    }
  }
  return start === -1 ? documents : [...documents, text.slice(start)]
}

const SHAPES =
  'expected {"check_runs": [...], "statuses": [...], "workflow_runs": [...]}, a list of pages from `gh api --paginate --slurp`, or a list of statuses'

/** Adds what one value holds; `path` says where in the document it sits, for messages. */
function collect(value: unknown, where: string, path: string, into: ChecksInput): void {
  if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => collectElement(item, where, `${path}[${i}]`, into))
    return
  }
  if (!isRecord(value)) throw new GateError(`${where}: ${SHAPES}`)
  // `{}` is zero checks; an object with other keys only is some other API's answer.
  const keys = Object.keys(value)
  if (keys.length > 0 && !keys.some((k) => CHECK_KEYS.includes(k)))
    throw new GateError(`${where}: ${SHAPES}; got an object with ${keysText(keys)}`)
  const key = (name: string): string => (path === '' ? name : `${path}.${name}`)
  into.checkRuns.push(...list<CheckRunLike>(value.check_runs, where, key('check_runs'), RUN_FIELDS))
  into.statuses.push(
    ...list<CommitStatusLike>(value.statuses, where, key('statuses'), STATUS_FIELDS)
  )
  into.workflowRuns.push(
    ...list<WorkflowRunLike>(value.workflow_runs, where, key('workflow_runs'), WORKFLOW_RUN_FIELDS)
  )
  into.jobs.push(...list<WorkflowJobLike>(value.jobs, where, key('jobs'), [], JOB_NUMBERS))
}

/** The keys of the API answers a checks document is made of. */
const CHECK_KEYS: readonly string[] = ['check_runs', 'statuses', 'workflow_runs', 'jobs']

/** An object's first keys, for a message: `keys "a", "b"`. */
function keysText(keys: readonly string[]): string {
  const shown = keys.slice(0, 3).map((k) => JSON.stringify(k.slice(0, 40)))
  return `key${keys.length === 1 ? '' : 's'} ${shown.join(', ')}${keys.length > 3 ? ', …' : ''}`
}

/** An element of a top-level list: a slurped page, a page of statuses, or one check. */
function collectElement(item: unknown, where: string, at: string, into: ChecksInput): void {
  if (Array.isArray(item))
    into.statuses.push(...list<CommitStatusLike>(item, where, at, STATUS_FIELDS))
  else if (isRecord(item) && CHECK_KEYS.some((k) => k in item)) collect(item, where, at, into)
  else if (isRecord(item) && 'context' in item)
    into.statuses.push(checked<CommitStatusLike>(item, where, at, STATUS_FIELDS))
  else if (isRecord(item) && 'name' in item)
    into.checkRuns.push(checked<CheckRunLike>(item, where, at, RUN_FIELDS))
  else throw new GateError(`${where}: ${at}: ${SHAPES}`)
}

const RUN_FIELDS = ['name', 'status']
const STATUS_FIELDS = ['context', 'state']
const WORKFLOW_RUN_FIELDS = ['path', 'event']
/** A job is read for its attempt only: which run and attempt its id (its check run's) is in. */
const JOB_NUMBERS = ['id', 'run_id', 'run_attempt']

function list<T>(
  value: unknown,
  where: string,
  path: string,
  required: readonly string[],
  numbers: readonly string[] = []
): T[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new GateError(`${where}: ${path} must be a list`)
  return value.map((item: unknown, i) =>
    checked<T>(item, where, `${path}[${i}]`, required, numbers)
  )
}

/** One check, with the string and number fields the reduction reads. */
function checked<T>(
  item: unknown,
  where: string,
  at: string,
  required: readonly string[],
  numbers: readonly string[] = []
): T {
  if (!isRecord(item)) throw new GateError(`${where}: ${at} must be an object`)
  for (const name of required) {
    const v = item[name]
    if (typeof v !== 'string' || v === '')
      throw new GateError(`${where}: ${at}.${name} must be a non-empty string`)
  }
  for (const name of numbers) {
    if (!Number.isSafeInteger(item[name]))
      throw new GateError(`${where}: ${at}.${name} must be a whole number`)
  }
  return item as T
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
