// The triggering event, read from the payload file the runner writes. Only the fields the gate
// needs are kept, each checked, so a malformed payload fails with the field it lacks.
import { GateError } from '../../rules/errors.js'

import type {
  DispatchEvent,
  GateEvent,
  IssueCommentEvent,
  WorkflowRunEvent
} from '../../rules/event.js'

type Json = Record<string, unknown>

/** The events the gate reads a payload of; any other is just its name. */
const PARSERS = new Map<string, (read: FieldReader) => GateEvent>([
  ['workflow_run', parseWorkflowRun],
  ['workflow_dispatch', parseDispatch],
  ['issue_comment', parseIssueComment]
])

export function parseEvent(eventName: string, payload: unknown, where: string): GateEvent {
  const parse = PARSERS.get(eventName)
  return parse === undefined
    ? { kind: 'other', name: eventName }
    : parse(new FieldReader(payload, where))
}

function parseWorkflowRun(read: FieldReader): WorkflowRunEvent {
  const run = 'workflow_run'
  const headRepoId = read.optionalNumber(`${run}.head_repository.id`)
  const baseRepoId =
    read.optionalNumber(`${run}.repository.id`) ?? read.optionalNumber('repository.id')
  const pulls = read.optionalArray(`${run}.pull_requests`) ?? []
  return {
    kind: 'workflow_run',
    runId: read.number(`${run}.id`),
    runAttempt: read.optionalNumber(`${run}.run_attempt`) ?? 1,
    runUrl: read.optionalString(`${run}.html_url`) ?? '',
    startedAt: timeOrNull(
      read.optionalString(`${run}.run_started_at`) ?? read.optionalString(`${run}.created_at`)
    ),
    headSha: read.sha(`${run}.head_sha`),
    headBranch: read.string(`${run}.head_branch`),
    headRepository: read.optionalString(`${run}.head_repository.full_name`),
    // A deleted fork leaves no head repository: it cannot be shown to be ours, so it is not.
    fromFork: headRepoId === null || baseRepoId === null || headRepoId !== baseRepoId,
    pullRequests: pulls.map((_, i) => read.number(`${run}.pull_requests.${i}.number`)),
    path: read.optionalString(`${run}.path`),
    event: read.optionalString(`${run}.event`),
    actor: read.optionalString(`${run}.actor.login`),
    triggeringActor: read.optionalString(`${run}.triggering_actor.login`),
    createdAt: timeOrNull(read.optionalString(`${run}.created_at`))
  }
}

function parseDispatch(read: FieldReader): DispatchEvent {
  const ref = read.optionalString('ref')
  const inputs: Record<string, string> = {}
  const raw = read.optionalObject('inputs') ?? {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue
    // Inputs arrive as strings (booleans and numbers from some senders); nothing else reads as one.
    if (typeof value === 'object') read.fail(`inputs.${key}`, 'a string', value)
    inputs[key] = String(value)
  }
  const login = read.optionalString('sender.login')
  return {
    kind: 'workflow_dispatch',
    branch: ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null,
    inputs,
    sender: login === null ? null : { login, bot: read.optionalString('sender.type') === 'Bot' }
  }
}

function parseIssueComment(read: FieldReader): IssueCommentEvent {
  const labels = read.optionalArray('issue.labels') ?? []
  return {
    kind: 'issue_comment',
    action: read.string('action'),
    issue: {
      number: read.number('issue.number'),
      title: read.optionalString('issue.title') ?? '',
      labels: labels.map((_, i) => read.string(`issue.labels.${i}.name`)),
      pull: read.optionalObject('issue.pull_request') !== null
    },
    comment: {
      id: read.number('comment.id'),
      body: read.optionalString('comment.body') ?? '',
      url: read.optionalString('comment.html_url') ?? '',
      association: read.optionalString('comment.author_association') ?? 'NONE',
      author: {
        login: read.string('comment.user.login'),
        bot: read.optionalString('comment.user.type') === 'Bot'
      }
    }
  }
}

/**
 * A payload value as quoted in an error: JSON, cut short. A megabyte string or a list nested
 * thousands deep (too deep for JSON.stringify) must still make one short line.
 */
function shown(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = Array.isArray(value) ? '[…]' : '{…}'
  }
  return text.length > 80 ? `${text.slice(0, 79).replace(/[\uD800-\uDBFF]$/, '')}…` : text
}

function timeOrNull(value: string | null): Date | null {
  const ms = value === null ? NaN : Date.parse(value)
  return Number.isNaN(ms) ? null : new Date(ms)
}

/** Reads dotted paths out of untrusted JSON and says which one is wrong when one is. */
class FieldReader {
  constructor(
    private readonly root: unknown,
    private readonly where: string
  ) {
    if (typeof root !== 'object' || root === null || Array.isArray(root)) {
      throw new GateError(`${where}: the event payload is not a JSON object`)
    }
  }

  private lookup(path: string): unknown {
    let node: unknown = this.root
    for (const key of path.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined
      node = (node as Json)[key]
    }
    return node
  }

  fail(path: string, expected: string, value: unknown): never {
    const got = value === undefined ? 'it is missing' : `got ${shown(value)}`
    throw new GateError(`${this.where}: field "${path}" must be ${expected}, ${got}`)
  }

  string(path: string): string {
    const value = this.lookup(path)
    if (typeof value !== 'string' || value === '') this.fail(path, 'a non-empty string', value)
    return value
  }

  optionalString(path: string): string | null {
    const value = this.lookup(path)
    if (value === undefined || value === null) return null
    if (typeof value !== 'string') this.fail(path, 'a string', value)
    return value
  }

  number(path: string): number {
    const value = this.lookup(path)
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.fail(path, 'a whole number', value)
    }
    return value
  }

  optionalNumber(path: string): number | null {
    const value = this.lookup(path)
    return value === undefined || value === null ? null : this.number(path)
  }

  sha(path: string): string {
    const value = this.string(path)
    if (!/^[0-9a-f]{40}$/i.test(value)) this.fail(path, 'a 40-character commit SHA', value)
    return value.toLowerCase()
  }

  optionalArray(path: string): unknown[] | null {
    const value = this.lookup(path)
    if (value === undefined || value === null) return null
    if (!Array.isArray(value)) this.fail(path, 'a list', value)
    return value
  }

  optionalObject(path: string): Json | null {
    const value = this.lookup(path)
    if (value === undefined || value === null) return null
    if (typeof value !== 'object' || Array.isArray(value)) this.fail(path, 'an object', value)
    return value as Json
  }
}
