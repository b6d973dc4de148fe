// The artifacts of workflow runs, as GitHub's results service keeps them: created by a run,
// uploaded as blocks to a signed blob URL, finalized with their size and hash, listed for the
// repository newest first, expired past their retention (listed, content gone) or deleted.
// Tests also seed finished artifacts directly, e.g. to crowd a name from other runs.
import { createHash } from 'node:crypto'
import type { ArtifactRecord } from './records.js'

/** The run an artifact belongs to: its id, branch and commit. */
export interface ArtifactRun {
  runId: number
  headBranch: string
  headSha: string
}

const DAY_MS = 24 * 3600 * 1000

export class ArtifactStore {
  readonly records: ArtifactRecord[] = []
  /** The repository's artifact retention (GitHub's default is 90 days). */
  retentionDays = 90
  /** Artifacts the storage still takes before it declines (its quota); null: no limit. */
  quota: number | null = null
  private lastId = 0

  constructor(private readonly now: () => string) {}

  /**
   * A new artifact to upload into; 'exists' when the run already has one of that name, 'quota'
   * when the storage declines it.
   */
  create(run: ArtifactRun, name: string, expiresAt?: string): ArtifactRecord | 'exists' | 'quota' {
    if (this.inRun(run.runId, name) !== undefined) return 'exists'
    if (this.quota !== null && this.quota-- <= 0) return 'quota'
    const createdAt = this.now()
    const record: ArtifactRecord = {
      id: ++this.lastId,
      name,
      ...run,
      blocks: new Map(),
      content: null,
      digest: null,
      finalized: false,
      expired: false,
      createdAt,
      expiresAt: expiresAt ?? this.retentionEnd(createdAt)
    }
    this.records.push(record)
    return record
  }

  stageBlock(id: number, blockId: string, data: Buffer): boolean {
    const record = this.open(id)
    record?.blocks.set(blockId, data)
    return record !== undefined
  }

  /** The content as the listed blocks, in order; false when one was never staged. */
  commitBlocks(id: number, blockIds: readonly string[]): boolean {
    const record = this.open(id)
    const parts = blockIds.map((b) => record?.blocks.get(b))
    if (record === undefined || parts.some((p) => p === undefined)) return false
    record.content = Buffer.concat(parts as Buffer[])
    return true
  }

  /** Finalizes the run's artifact when its size and hash (if given) match what was uploaded. */
  finalize(runId: number, name: string, size: number, hash?: string): ArtifactRecord | null {
    const record = this.inRun(runId, name)
    if (record === undefined || record.finalized || record.content === null) return null
    const digest = digestOf(record.content)
    if (record.content.length !== size || (hash !== undefined && hash !== digest)) return null
    Object.assign(record, { finalized: true, digest, blocks: new Map() })
    return record
  }

  /** A finished artifact of `run`, as if uploaded there: tests seed other runs' artifacts so. */
  seed(run: ArtifactRun, name: string, content: string | Buffer): ArtifactRecord {
    const record = this.create(run, name)
    if (typeof record === 'string') throw new Error(`artifact ${name} not created: ${record}`)
    record.content = Buffer.from(content)
    const done = this.finalize(run.runId, name, record.content.length)
    if (done === null) throw new Error(`artifact ${name} did not finalize`)
    return done
  }

  /** Finalized artifacts (of `name` when given), newest first. */
  list(name?: string): ArtifactRecord[] {
    return this.records
      .filter((r) => r.finalized && (name === undefined || r.name === name))
      .reverse()
  }

  /** The run's live artifact of that name, finalized or not: an expired one frees the name. */
  inRun(runId: number, name: string): ArtifactRecord | undefined {
    return this.records.find((r) => r.runId === runId && r.name === name && !r.expired)
  }

  /** Retention: the artifacts `which` picks are expired, still listed, their content gone. */
  expire(which: (record: ArtifactRecord) => boolean = () => true): number {
    const doomed = this.records.filter((r) => r.finalized && !r.expired && which(r))
    for (const r of doomed)
      Object.assign(r, { expired: true, content: null, expiresAt: this.now() })
    return doomed.length
  }

  /** Deletes the artifacts `which` picks (a token with actions: write can); how many. */
  delete(which: (record: ArtifactRecord) => boolean): number {
    const doomed = this.records.filter(which)
    for (const r of doomed) this.records.splice(this.records.indexOf(r), 1)
    return doomed.length
  }

  private open(id: number): ArtifactRecord | undefined {
    return this.records.find((r) => r.id === id && !r.finalized)
  }

  private retentionEnd(from: string): string {
    return new Date(Date.parse(from) + this.retentionDays * DAY_MS).toISOString()
  }
}

export function digestOf(content: Buffer): string {
  return `sha256:${createHash('sha256').update(content).digest('hex')}`
}
