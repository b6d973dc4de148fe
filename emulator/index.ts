export { GitHubEmulator } from './server.js'
export type {
  EmulatorOptions,
  FaultRule,
  HookRule,
  RateResource,
  RecordedRequest,
  RequestHook,
  RequestMatch
} from './server.js'
export type { MutationFault } from './graphql-writes.js'
export { Store, blobSha, MAINTAINER_USER, STRANGER_USER } from './store.js'
export type * from './records.js'
