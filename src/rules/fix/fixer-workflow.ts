// The fixer runs as a workflow of its own, dispatched on the program's branch, so the agent's
// reach (its caches, its artifacts) is that branch's and never the default branch's. GitHub runs
// a dispatched workflow as the branch has it: a branch made before green-gate was installed has
// no fixer or an older one, and an agent that commits workflows could have written its own. Pure:
// whether the branch's file is the default branch's, and the inputs a dispatch carries.
import { gzipSync } from 'node:zlib'
import { parse } from 'yaml'
import type { Fixer } from '../vocabulary/settings.js'
import type { PauseReason } from '../vocabulary/pause-reason.js'

/** The inputs every dispatch of the fixer carries; its `workflow_dispatch` must declare them. */
export const FIXER_INPUTS = ['program', 'head-sha', 'attempt', 'prompt', 'pr-number'] as const

export type FixerInputs = Record<(typeof FIXER_INPUTS)[number], string>

/**
 * What the fixer job hands the push job, as one artifact: the folder under RUNNER_TEMP that mode
 * fix writes and the templates upload and download whole, and the two files in it.
 */
export const FIX_ARTIFACT = {
  folder: 'green-gate-fix',
  bundle: 'fix.bundle',
  cost: 'fix-cost.json'
}

/** GitHub's limit on a dispatch's inputs, counted in characters of their JSON. */
export const DISPATCH_INPUTS_LIMIT = 65_535

/** The gate starts a fixer run for each fix when a fixer that runs in Actions is configured. */
export function dispatchesFixer(fixer: Fixer | null): boolean {
  return fixer === 'claude' || fixer === 'command' || fixer === 'copilot'
}

/** Where a fixer workflow named by its file lives in a branch. */
export function fixerWorkflowPath(file: string): string {
  return `.github/workflows/${file}`
}

/** Why no fixer run can be dispatched on the branch: the pauses a due fix then takes. */
export type FixerProblem = Extract<PauseReason, { kind: 'fixer-missing' | 'fixer-changed' }>

/** The fixer workflow as the program's branch and the default branch hold it. */
export interface FixerFiles {
  path: string
  branch: string
  defaultBranch: string
  /** The branch's file: its text and blob id; null when the branch has none. */
  onBranch: { text: string; oid: string } | null
  /** The default branch's blob id; null when it has none. */
  onDefault: string | null
}

/**
 * Why the branch's fixer workflow cannot take a fix; null when it can. GitHub runs a dispatched
 * workflow as the branch has it, with the repository's secrets and the permissions it asks for,
 * so only the default branch's file, byte for byte, is dispatched: an older copy differs too.
 */
export function fixerProblem(files: FixerFiles): FixerProblem | null {
  const { path, branch, defaultBranch, onBranch, onDefault } = files
  const missing = (why: string): FixerProblem => ({ kind: 'fixer-missing', why })
  if (onDefault === null) {
    return missing(
      `${path} is not on ${defaultBranch}: add green-gate's fixer template there, then unpause`
    )
  }
  if (onBranch === null) {
    return missing(
      `${path} is not on ${branch}, which predates green-gate's fixer there: merge the default branch into ${branch} (or copy the file onto it), then unpause`
    )
  }
  if (onBranch.oid !== onDefault) return { kind: 'fixer-changed', path, branch, defaultBranch }
  // The same file as the default branch's: what it lacks, the default branch lacks.
  const update = `update it on ${defaultBranch} from green-gate's fixer template, then unpause`
  const declared = dispatchInputsOf(onBranch.text)
  if (declared === null) {
    return missing(
      `${path} on ${defaultBranch} has no workflow_dispatch trigger (an older fixer, called from the gate's workflow): ${update}`
    )
  }
  const absent = FIXER_INPUTS.filter((name) => !declared.includes(name))
  if (absent.length > 0) {
    return missing(
      `${path} on ${defaultBranch} does not declare the input(s) ${absent.join(', ')}: ${update}`
    )
  }
  return null
}

/** The inputs a workflow's `workflow_dispatch` trigger declares; null when it has none. */
function dispatchInputsOf(text: string): string[] | null {
  let doc: unknown
  try {
    doc = parse(text)
  } catch {
    return null
  }
  if (typeof doc !== 'object' || doc === null) return null
  const on = (doc as Record<string, unknown>).on
  if (on === 'workflow_dispatch') return []
  if (Array.isArray(on)) return on.includes('workflow_dispatch') ? [] : null
  if (typeof on !== 'object' || on === null || !('workflow_dispatch' in on)) return null
  const trigger = (on as Record<string, unknown>).workflow_dispatch
  const inputs =
    typeof trigger === 'object' && trigger !== null
      ? (trigger as Record<string, unknown>).inputs
      : null
  return typeof inputs === 'object' && inputs !== null ? Object.keys(inputs) : []
}

/** A prompt as a dispatch input: gzip, then base64 (the fixer's first step turns it back). */
export function packPrompt(prompt: string): string {
  return gzipSync(Buffer.from(prompt, 'utf8'), { level: 9 }).toString('base64')
}

/** The characters a dispatch's inputs take, as GitHub counts them. */
export function dispatchSize(inputs: FixerInputs): number {
  return JSON.stringify(inputs).length
}

/**
 * The prompt rendered with as much of the log excerpt as the dispatch's limit allows: the whole
 * excerpt almost always (logs compress well), else its end, which is where a job's error is.
 */
export function fitPrompt(
  render: (excerpt: string) => string,
  excerpt: string,
  inputsFor: (packed: string) => FixerInputs
): { prompt: string; inputs: FixerInputs } {
  let kept = excerpt.length
  for (;;) {
    const cut = excerpt.length - kept
    const shown =
      cut === 0
        ? excerpt
        : `… [green-gate: ${cut} characters of the excerpt left out to fit the fixer's dispatch] …\n${excerpt.slice(cut)}`
    const prompt = render(shown)
    const inputs = inputsFor(packPrompt(prompt))
    const size = dispatchSize(inputs)
    if (size <= DISPATCH_INPUTS_LIMIT || kept === 0) return { prompt, inputs }
    // Shrink in proportion to the overshoot, a little more, so a few rounds settle it.
    kept = Math.floor(((kept * DISPATCH_INPUTS_LIMIT) / size) * 0.9)
  }
}
