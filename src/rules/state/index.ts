// The state file API: pure functions from file text to typed state and back.
export { formatStateError, type StateErrorKind, type StateFileError } from './errors.js'
export {
  OWNED_KEYS,
  ROW_NAMES,
  schedulerSafe,
  type FieldKey,
  type MachineState,
  type MetricDirection,
  type OwnedFields,
  type OwnedKey
} from './fields.js'
export {
  findRow,
  parseStateFile,
  renderStateDocument,
  type ParseResult,
  type StateDocument,
  type StateWarning,
  type TableRow
} from './machine-state.js'
export { applyStateChanges, type EditResult, type StateChanges } from './edit.js'
export {
  formatHistoryTime,
  prependHistory,
  readHistory,
  renderHistoryEntry,
  type HistoryEntry,
  type HistoryRecord
} from './history.js'
export { MAX_RECENT_STATUSES, nextRecentStatuses, type RecentStatus } from './recent-statuses.js'
export { renderStateTemplate, type TemplateOptions } from './template.js'
