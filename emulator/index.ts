export { GitHubEmulator } from './server.js'
export type { EmulatorOptions, FaultRule, RecordedRequest } from './server.js'
export { Store, blobSha } from './store.js'
export type * from './records.js'
