// What a repository's workflow files say to `green-gate init`: whether autoloop is installed
// (and what its workflow is called, for the sweep), and which workflows are its CI (for the
// gate's `workflows:` list). Pure: the files' names and text in, facts out.
import { parse } from 'yaml'

export interface WorkflowFile {
  /** The file's name in `.github/workflows/`. */
  name: string
  text: string
}

export interface Autoloop {
  /** The `name:` of its compiled workflow, which the sweep's `workflow_run` names. */
  workflowName: string
  /** Its prompt, where Step 5 is replaced; null when only the compiled file is there. */
  prompt: string | null
}

export interface RepositoryFacts {
  autoloop: Autoloop | null
  /** The `name:` of each workflow that runs on a push or a pull request, in file order. */
  ci: string[]
  /** Such workflows without a `name:`, by file: GitHub names them by path, so they are left out. */
  unnamed: string[]
}

export const WORKFLOWS_DIR = '.github/workflows'
const AUTOLOOP_PROMPT = 'autoloop.md'
const AUTOLOOP_COMPILED = 'autoloop.lock.yml'
const CI_EVENTS = ['push', 'pull_request']

/** A parsed workflow's top-level mapping, or null when the text is no YAML mapping. */
function mappingOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function events(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.filter((e): e is string => typeof e === 'string')
  return typeof on === 'object' && on !== null ? Object.keys(on) : []
}

/** The `name:` of a workflow, when it is a plain non-empty string. */
function nameOf(workflow: Record<string, unknown> | null): string | null {
  const name = workflow?.['name']
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null
}

/**
 * green-gate's own files and compiled agentic workflows (`*.lock.yml`, autoloop's among them)
 * are never CI.
 */
const isCandidate = (name: string): boolean =>
  /\.ya?ml$/.test(name) && !name.startsWith('green-gate') && !name.endsWith('.lock.yml')

/** Signs of autoloop outside the workflows: its programs folder, its memory branch. */
export interface AutoloopSigns {
  programs: boolean
  memoryBranch: boolean
}

export function readRepository(
  files: readonly WorkflowFile[],
  signs: AutoloopSigns
): RepositoryFacts {
  const byName = new Map(files.map((f) => [f.name, f.text]))
  const compiled = byName.get(AUTOLOOP_COMPILED)
  const installed =
    signs.programs || signs.memoryBranch || compiled !== undefined || byName.has(AUTOLOOP_PROMPT)
  const autoloop = installed
    ? {
        workflowName: (compiled !== undefined ? nameOf(mappingOf(compiled)) : null) ?? 'Autoloop',
        prompt: byName.has(AUTOLOOP_PROMPT) ? `${WORKFLOWS_DIR}/${AUTOLOOP_PROMPT}` : null
      }
    : null
  const ci: string[] = []
  const unnamed: string[] = []
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!isCandidate(file.name)) continue
    const workflow = mappingOf(file.text)
    if (!events(workflow?.['on']).some((e) => CI_EVENTS.includes(e))) continue
    const name = nameOf(workflow)
    if (name === null) unnamed.push(`${WORKFLOWS_DIR}/${file.name}`)
    else if (!ci.includes(name)) ci.push(name)
  }
  return { autoloop, ci, unnamed }
}
