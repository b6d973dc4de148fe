// What the green CI jobs were seen to run: the logs of the jobs worth reading (what-ran.ts)
// streamed line by line through the test inventory reader, never held whole. One request a job.
import { StringDecoder } from 'node:string_decoder'
import * as core from '@actions/core'
import type { GitHubClient } from '../../adapters/github/client.js'
import { streamJobLog } from '../../adapters/github/job-logs.js'
import type { Repository } from '../../adapters/runner/env.js'
import { errorLine } from '../../rules/errors.js'
import { orNone } from './or-none.js'
import {
  inventoryReader,
  mergeInventories,
  type Inventory,
  type InventoryReader
} from '../../rules/logs/inventory/index.js'
import {
  jobsToRead,
  type GreenJob,
  type SeenNow,
  type WhatRan
} from '../../rules/accept/what-ran.js'
import { oneLine } from '../../rules/untrusted.js'

/** A line longer than this is read by its start: every summary a runner prints is short. */
const MAX_LINE = 16 * 1024

/**
 * The inventories of the green jobs worth reading, by job; jobs of one name (matrix legs) add up.
 * A log that cannot be read counts as no inventory seen: for a job that showed one, that holds
 * the accept back, it never lets one through, and the failure is recorded in `failClosed`.
 */
export async function readWhatRan(
  gh: GitHubClient,
  repo: Repository,
  green: readonly GreenJob[],
  baseline: WhatRan | undefined,
  failClosed: string[]
): Promise<{ green: GreenJob[]; seen: SeenNow }> {
  const legs = new Map<string, number[]>()
  for (const { job, jobId } of jobsToRead(baseline, green)) {
    if (jobId !== null) legs.set(job, [...(legs.get(job) ?? []), jobId])
  }
  const read = await Promise.all(
    [...legs].map(async ([job, ids]) => {
      const inventories = await Promise.all(
        ids.map((id) => jobInventory(gh, repo, job, id, failClosed))
      )
      return [job, mergeInventories(inventories)] as const
    })
  )
  return { green: [...green], seen: new Map(read) }
}

async function jobInventory(
  gh: GitHubClient,
  repo: Repository,
  job: string,
  jobId: number,
  failClosed: string[]
): Promise<Inventory | null> {
  const reader = inventoryReader()
  const lines = lineFeed(reader)
  try {
    if (!(await streamJobLog(gh, repo, jobId, lines.push))) {
      core.warning(
        oneLine(`the log of green job "${job}" (${jobId}) is gone: what it ran is not seen`)
      )
      return null
    }
  } catch (error) {
    core.warning(
      oneLine(`${errorLine(orNone(error, failClosed))}: what job "${job}" ran is not seen`)
    )
    return null
  }
  lines.end()
  return reader.result()
}

/** Chunks of a log in, whole lines out to the reader; a line is cut at MAX_LINE characters. */
function lineFeed(reader: InventoryReader): { push: (chunk: Buffer) => void; end: () => void } {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  const take = (text: string) => {
    let start = 0
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      reader.line((pending + text.slice(start, nl)).slice(0, MAX_LINE))
      pending = ''
      start = nl + 1
    }
    if (pending.length < MAX_LINE) pending += text.slice(start, start + MAX_LINE - pending.length)
  }
  return {
    push: (chunk) => take(decoder.write(chunk)),
    end: () => {
      take(decoder.end())
      if (pending !== '') reader.line(pending)
    }
  }
}
