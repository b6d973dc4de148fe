// The state file API: pure functions from file text to typed state and back.
export { formatStateError, type StateErrorKind } from './errors.js'
export { ROW_NAMES, schedulerSafe, type MachineState, type OwnedFields } from './fields.js'
export { parseStateFile, type StateDocument } from './machine-state.js'
export { applyStateChanges, type StateChanges } from './edit.js'
export { readHistory, type HistoryEntry, type HistoryRecord } from './history.js'
export { nextRecentStatuses } from './recent-statuses.js'
export { renderStateTemplate } from './template.js'
