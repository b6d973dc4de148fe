/** What kind of failure broke a job. `unknown` when no recognised tool output explains it. */
export type FailureClass = 'infra' | 'dependency' | 'build' | 'type' | 'lint' | 'test' | 'unknown'

/** A class a matcher can assign; `unknown` only ever describes a whole log. */
export type DetectedClass = Exclude<FailureClass, 'unknown'>

/** Which tool's output a failure was read from. */
export type Tool =
  | 'jest'
  | 'vitest'
  | 'mocha'
  | 'node-test'
  | 'pytest'
  | 'unittest'
  | 'go-test'
  | 'cargo-test'
  | 'junit'
  | 'tsc'
  | 'rustc'
  | 'cc'
  | 'javac'
  | 'go'
  | 'mypy'
  | 'go-vet'
  | 'eslint'
  | 'flake8'
  | 'pylint'
  | 'shellcheck'
  | 'prettier'
  | 'npm'
  | 'pip'
  | 'maven'
  | 'cargo'
  | 'pyright'
  | 'flow'
  | 'black'
  | 'ruff'
  | 'isort'
  | 'rustfmt'
  | 'gofmt'
  | 'clang-format'
  | 'formatter'
  | 'make'
  | 'cmake'
  | 'esbuild'
  | 'webpack'
  | 'vite'
  | 'rollup'
  | 'python'
  | 'node'
  | 'ctest'
  | 'crash'
  | 'clippy'
  | 'runner'
  | 'system'
  /** The generic reader: a structure no matcher claimed (a test list, a diagnostic, a trace). */
  | 'generic'

/** One recognised failure, identified so that reruns of the same failure compare equal. */
export interface Failure {
  /** Normalized identity, the unit the signature is built from, e.g. `TS2339:src/a.ts`. */
  readonly identity: string
  readonly failureClass: DetectedClass
  readonly tool: Tool
  /** Failing test, as the runner names it (suite path joined with `>`). */
  readonly test?: string
  /** Error code or rule id: `TS2339`, `E0308`, `no-unused-vars`, `E404`, `oom`. */
  readonly code?: string
  /** Workspace-relative file, when the tool names one. */
  readonly file?: string
  /** The log line it was read from, cleaned of timestamps and colours. */
  readonly line: string
  /** 1-based line number in the raw log. */
  readonly lineNumber: number
  /** A wrapper's echo (`make: *** [test] Error 1`): counted only when nothing else was read. */
  readonly secondary?: true
}

/** A step that failed: the runner wrote an `##[error]` line while it ran. */
export interface FailingStep {
  /** The step's command or action as the runner's `Run ...` header shows it. */
  readonly name: string
  /** The script's last line, when the script has more than the header's line. */
  readonly command?: string
  /** From `Process completed with exit code N.`; absent when the runner stopped the step. */
  readonly exitCode?: number
  /** 1-based line number of the step's header in the raw log (0: before any step header). */
  readonly startLine: number
}

/** Everything the gate needs from one failing job log. */
export interface LogAnalysis {
  /** Failing steps in log order; empty when the log marks none (then the last step is read). */
  readonly failingSteps: readonly FailingStep[]
  /** The first line that reads as an error inside the failing step(s). */
  readonly firstErrorLine?: string
  /** Recognised failures, de-duplicated and sorted by identity. */
  readonly failures: readonly Failure[]
  /** With no failure recognised, or only a wrapper's echo: the failing steps' last lines that say something. */
  readonly lastLines?: readonly string[]
  /** True when more distinct failures were seen than were kept. */
  readonly failuresTruncated: boolean
  /** Failing test names, sorted. */
  readonly tests: readonly string[]
  /** Error codes and rule ids, sorted. */
  readonly codes: readonly string[]
  /** Exception types, panic locations, test files: what the summary names beside identities. */
  readonly facts: readonly string[]
  readonly failureClass: FailureClass
  /** Sorted, de-duplicated identities the signature is built from (fallback lines if none). */
  readonly identities: readonly string[]
  readonly signature: string
  /** The end of the log plus earlier error lines, within the byte budget. */
  readonly excerpt: string
  /** Lines and UTF-8 bytes read. */
  readonly lineCount: number
  readonly byteCount: number
}

/** What the jobs API says of the job whose log is read: evidence of what its steps were for. */
export interface JobContext {
  /** The job's name. */
  readonly name?: string
  /** The names of its failed steps, in order. */
  readonly failedSteps?: readonly string[]
}

export interface ScanOptions {
  /** Byte budget of the excerpt (UTF-8). Default 65536. */
  readonly byteBudget?: number
  /** Longest signature before the identity list is cut and hashed. Default 200. */
  readonly maxSignatureLength?: number
  /** Most distinct failures kept per step. Default 500. */
  readonly maxFailures?: number
  /**
   * Whether the class model may class what the rules leave unknown. Default true; false for a
   * check's bare state, whose one line says nothing of a class.
   */
  readonly classModel?: boolean
}

export interface LogScanner {
  /**
   * Feed the next piece of the log. Pieces may split lines, CRLF pairs and multi-byte characters
   * anywhere. Feed Buffers or strings, not both: a Buffer may end inside a character.
   */
  push(chunk: Buffer | string): void
  /**
   * End of input: the scripts of the steps the analysis reads, as the log echoes them. When none
   * says what its step was for (`./ci.sh`), the failed steps' names in the workflow may: a
   * caller that can look them up passes them to finish.
   */
  end(): readonly string[]
  /**
   * The analysis, with what the jobs API says of the job when the caller has it. The scanner
   * cannot be used afterwards.
   */
  finish(job?: JobContext): LogAnalysis
}
