export { GitHubEmulator } from './server.js'
export type {
  EmulatorOptions,
  FaultRule,
  HookRule,
  RecordedRequest,
  RequestHook,
  RequestMatch
} from './server.js'
export { Store, blobSha } from './store.js'
export type * from './records.js'
