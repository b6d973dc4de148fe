// The failing-log pipeline's pure core: no I/O, chunks in, analysis out.
export { createLogScanner, analyzeLog, DEFAULT_BYTE_BUDGET } from './scanner.js'
export { summarizeRun, type JobAnalysis, type RunSummary } from './summary.js'
export { classify, CLASS_PRECEDENCE } from './classify.js'
export { buildSignature, reduceIdentities, DEFAULT_MAX_SIGNATURE_LENGTH } from './signature.js'
export type * from './types.js'
