// The failing-log pipeline's pure core: no I/O, chunks in, analysis out.
export { createLogScanner, analyzeLog, analyzeReported } from './scanner.js'
export { summarizeRun, type JobAnalysis } from './summary.js'
export { scriptsSayIntent } from './step-intent.js'
export type * from './types.js'
