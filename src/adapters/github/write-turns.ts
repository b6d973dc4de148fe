// Programs acting on their decisions in turns, their comment and label writes gathered. Each
// program runs until it writes or ends, then the next takes its turn; once every one is waiting on
// a write or done, the writes go out together (`sendWrites`, a few documents) and each program
// resumes in turn with its own answers. Everything else a program does (a read, a REST call)
// happens in its own turn, one program at a time, as it would alone; so a program's next write,
// which may depend on its last one's answer, goes in the next round of documents.
import { errorLine, GateError } from '../../rules/errors.js'
import type { GitHubClient } from './client.js'
import { failedAll, sendWrites, type Write, type WriteOutcome } from './batched-writes.js'

/** The node ids writes need, as a batched read found them. */
export interface KnownIds {
  /** Issues and pull requests, by number. */
  issues: ReadonlyMap<number, string>
  /** Labels, by name. */
  labels: ReadonlyMap<string, string>
}

/** A program's part in the turns: who it is (named in a failure), and what it does. */
export interface TurnTask<T> {
  owner: string
  run: () => Promise<T>
}

interface Waiting {
  write: Write
  settle: (outcome: WriteOutcome) => void
}

interface Turns {
  ids: KnownIds
  owners: readonly string[]
  /** The task whose turn it is. */
  active: number
  /** Writes waiting for the next round, by task, in the order the tasks asked. */
  waiting: Map<number, Waiting[]>
  /** Turns to give, in order: a task to start, or one to resume with its answers. */
  ready: Array<() => void>
  /** The active task asked to write: the turn passes once it is waiting. */
  passing: boolean
}

/** The client whose writes are taken in turns, while `inTurns` runs. */
const open = new WeakMap<GitHubClient, Turns>()

/**
 * The tasks run in turns, their writes (`inTurn`) sent together; their results in order. A task
 * that throws does not stop the others: the first failure is thrown once all have ended.
 */
export async function inTurns<T>(
  gh: GitHubClient,
  ids: KnownIds,
  tasks: readonly TurnTask<T>[]
): Promise<T[]> {
  if (open.has(gh)) throw new Error('writes on this client are already taken in turns')
  const turns: Turns = {
    ids,
    owners: tasks.map((t) => t.owner),
    active: 0,
    waiting: new Map(),
    ready: [],
    passing: false
  }
  open.set(gh, turns)
  try {
    const settled = await new Promise<PromiseSettledResult<T>[]>((resolve) => {
      const results: PromiseSettledResult<T>[] = []
      let left = tasks.length
      const end = (): void => {
        left -= 1
        if (left === 0) resolve(results)
        else next(gh, turns)
      }
      tasks.forEach((task, i) =>
        turns.ready.push(() => {
          turns.active = i
          task
            .run()
            .then(
              (value) => void (results[i] = { status: 'fulfilled', value }),
              (reason: unknown) => void (results[i] = { status: 'rejected', reason })
            )
            .finally(end)
        })
      )
      if (left === 0) resolve(results)
      else next(gh, turns)
    })
    const failed = settled.find((r) => r.status === 'rejected')
    if (failed !== undefined) throw failed.reason
    return settled.map((r) => (r as PromiseFulfilledResult<T>).value)
  } finally {
    open.delete(gh)
  }
}

/**
 * While `gh`'s writes are taken in turns: the write `build` makes from the known ids, queued for
 * the program whose turn it is, and its outcome once sent. Null when they are not, or when an id
 * the write needs is not known (the caller writes as it would alone).
 */
export function inTurn(
  gh: GitHubClient,
  build: (ids: KnownIds) => Write | null
): Promise<WriteOutcome> | null {
  const turns = open.get(gh)
  if (turns === undefined) return null
  const write = build(turns.ids)
  if (write === null) return null
  return new Promise((settle) => {
    const mine = turns.waiting.get(turns.active) ?? []
    mine.push({ write, settle })
    turns.waiting.set(turns.active, mine)
    if (turns.passing) return
    // Once the task is waiting (it may ask for a second write first), the turn passes on.
    turns.passing = true
    queueMicrotask(() => {
      turns.passing = false
      next(gh, turns)
    })
  })
}

/** A queued write's outcome as a call's: the node id it made or edited, or its failure thrown. */
export async function written(outcome: Promise<WriteOutcome>): Promise<string | null> {
  const answered = await outcome
  if (!answered.ok) throw answered.failure
  return answered.id
}

/** The next turn; when every task waits on a write or is done, the round of writes. */
function next(gh: GitHubClient, turns: Turns): void {
  const turn = turns.ready.shift()
  if (turn !== undefined) turn()
  else if (turns.waiting.size > 0) void round(gh, turns)
}

async function round(gh: GitHubClient, turns: Turns): Promise<void> {
  const asked = [...turns.waiting]
  turns.waiting.clear()
  const groups = asked.map(([task, writes]) => ({
    owner: turns.owners[task] ?? `task ${task}`,
    writes: writes.map((w) => w.write)
  }))
  const outcomes = await sendWrites(gh, groups).catch((error: unknown) =>
    failedAll(groups, new GateError(errorLine(error)))
  )
  asked.forEach(([task, writes], k) =>
    turns.ready.push(() => {
      turns.active = task
      writes.forEach((w, n) => w.settle(outcomes[k]?.[n] ?? missing))
    })
  )
  next(gh, turns)
}

const missing: WriteOutcome = {
  ok: false,
  type: null,
  failure: new GateError('GitHub gave no answer for the write')
}
