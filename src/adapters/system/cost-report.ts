// What the fixer says an attempt cost. It comes from the agent's side (a file the fix command or
// an earlier step of the fixer job writes, handed to the push job with the bundle), so it is read
// as untrusted: a small regular file, strict JSON, a finite amount of at least 0; anything else
// is ignored with a reason, never guessed at.
import { constants } from 'node:fs'
import { open } from 'node:fs/promises'

/** More than any `{"cost_usd": …}` needs: a bigger file is not a cost report. */
export const MAX_COST_REPORT_BYTES = 256

export type CostReading =
  { kind: 'none' } | { kind: 'cost'; usd: number } | { kind: 'invalid'; why: string }

function amount(value: unknown): CostReading {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? { kind: 'cost', usd: value }
    : { kind: 'invalid', why: 'cost_usd is not a finite amount of at least 0' }
}

/** `{"cost_usd": 1.25}` and nothing else. */
export function parseCostReport(text: string): CostReading {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'invalid', why: 'not JSON' }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { kind: 'invalid', why: 'not a JSON object' }
  const keys = Object.keys(json)
  if (keys.length !== 1 || keys[0] !== 'cost_usd')
    return { kind: 'invalid', why: 'expected exactly one field, cost_usd' }
  return amount((json as { cost_usd: unknown }).cost_usd)
}

/** The cost file, if the fixer wrote one: read up to one byte past the limit, then judged. */
export async function readCostFile(path: string): Promise<CostReading> {
  let handle
  try {
    // Non-blocking: a FIFO in its place must not hang the step; it is refused below.
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' }
    return { kind: 'invalid', why: `cannot read it (${(error as NodeJS.ErrnoException).code})` }
  }
  try {
    if (!(await handle.stat()).isFile()) return { kind: 'invalid', why: 'not a regular file' }
    const buffer = Buffer.alloc(MAX_COST_REPORT_BYTES + 1)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    if (bytesRead > MAX_COST_REPORT_BYTES)
      return { kind: 'invalid', why: `over ${MAX_COST_REPORT_BYTES} bytes` }
    return parseCostReport(buffer.subarray(0, bytesRead).toString('utf8'))
  } finally {
    await handle.close()
  }
}
