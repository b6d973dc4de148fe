// What ran in a job, read from its log's test summaries: the pure reader green-gate records.
export { inventoryReader, readInventory } from './reader.js'
export { mergeInventories } from './merge.js'
export { TEST_RUNNERS, type Inventory, type InventoryReader, type TestRunner } from './types.js'
