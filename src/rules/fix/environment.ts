// What the fixer process sees. It runs code an agent writes, so it gets the runner's ordinary
// environment minus every credential the gate holds, plus a few variables describing the job.

/**
 * Variables that carry the gate's own credentials, the runner's internal tokens, or the paths of
 * the runner's file commands.
 */
const WITHHELD = [
  /^INPUT_/,
  /^GITHUB_TOKEN$/,
  /^GH_TOKEN$/,
  /^ACTIONS_RUNTIME_TOKEN$/,
  /^ACTIONS_ID_TOKEN_REQUEST_(TOKEN|URL)$/,
  /^ACTIONS_CACHE_URL$/,
  /^ACTIONS_RESULTS_URL$/,
  /^GIT_CONFIG_/,
  // The runner's file commands: whoever holds these paths sets the step's outputs and the
  // environment and PATH of every later step in the job.
  /^GITHUB_(OUTPUT|ENV|PATH|STATE|STEP_SUMMARY)$/
]

export interface FixJob {
  promptFile: string
  attempt: number
  maxAttempts: number
  program: string
  branch: string
  headSha: string
  /** Where the fix command may write `{"cost_usd": …}`: what the attempt cost. */
  costFile: string
}

export function fixerEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  job: FixJob
): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !WITHHELD.some((p) => p.test(name))) kept[name] = value
  }
  return {
    // A fresh checkout has no committer: the fix commits as green-gate unless the job's
    // environment names someone else.
    GIT_AUTHOR_NAME: 'green-gate[bot]',
    GIT_AUTHOR_EMAIL: 'green-gate@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'green-gate[bot]',
    GIT_COMMITTER_EMAIL: 'green-gate@users.noreply.github.com',
    ...kept,
    GREEN_GATE_PROMPT_FILE: job.promptFile,
    GREEN_GATE_ATTEMPT: String(job.attempt),
    GREEN_GATE_MAX_ATTEMPTS: String(job.maxAttempts),
    GREEN_GATE_PROGRAM: job.program,
    GREEN_GATE_BRANCH: job.branch,
    GREEN_GATE_HEAD_SHA: job.headSha,
    GREEN_GATE_COST_FILE: job.costFile
  }
}
