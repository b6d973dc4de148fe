// The failed tests' names an inventory keeps: log text, so cleaned and bounded. The smallest ones
// in sort order are kept, so the list does not depend on the order the runner printed them in.

import { normalizeName } from '../normalize.js'

export const MAX_NAMES = 20
export const MAX_NAME_CHARS = 200

// The invisible marks that reorder or hide text when it is shown. Control characters went with
// the line's clean-up.
const UNSEEN = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]+/g

/**
 * A name as kept: no controls, one blank between words, no checkout path nor `./` before it,
 * at most 200 chars.
 */
export function cleanName(raw: string): string {
  // Cut before the work: a name is short, and normalizing costs more than reading.
  const text = normalizeName(raw.slice(0, 4 * MAX_NAME_CHARS).replace(UNSEEN, ' ')).replace(
    /^\.\//,
    ''
  )
  return text.length > MAX_NAME_CHARS ? text.slice(0, MAX_NAME_CHARS).trimEnd() : text
}

/** A sorted set of at most MAX_NAMES names. */
export class Names {
  private readonly kept: string[] = []

  add(raw: string): void {
    this.insert(cleanName(raw))
  }

  /** Every name of this set into `other`, and this one emptied. */
  moveTo(other: Names): void {
    for (const name of this.kept) other.insert(name)
    this.clear()
  }

  clear(): void {
    this.kept.length = 0
  }

  list(): string[] {
    return [...this.kept]
  }

  private insert(name: string): void {
    if (name.length === 0) return
    let low = 0
    let high = this.kept.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((this.kept[mid] as string) < name) low = mid + 1
      else high = mid
    }
    if (this.kept[low] === name || low >= MAX_NAMES) return
    this.kept.splice(low, 0, name)
    if (this.kept.length > MAX_NAMES) this.kept.pop()
  }
}
