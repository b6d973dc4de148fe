// Several jobs' inventories as one (matrix legs given one `name:`): summed as the summaries of one
// log are, through the same tally, so the bounds on counts and names hold for the sum too.
import { Tally } from './tally.js'
import type { Inventory } from './types.js'

/** The sum of the inventories seen; null when none was. The first one's runner is the sum's. */
export function mergeInventories(inventories: readonly (Inventory | null)[]): Inventory | null {
  const tally = new Tally()
  inventories.forEach((inventory, at) => {
    if (inventory === null) return
    tally.add(inventory.runner, inventory, at)
    for (const name of inventory.failures) tally.names.add(name)
  })
  return tally.result()
}
