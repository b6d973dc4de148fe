// The files `green-gate init` writes: the templates and the example settings file, with the
// lines a person would otherwise edit by hand filled in (where green-gate comes from, the agent
// branches, the CI workflows, autoloop's workflow). Pure: the plan in, each file's text out.
import { GateError } from '../errors.js'
import { CONFIG_FILE } from '../settings/spec.js'
import { WORKFLOWS_DIR } from './repository.js'
import { SETTINGS_TEMPLATE, WORKFLOW_TEMPLATES } from './templates.js'

export interface SetupPlan {
  /** What follows `uses: ` in every step that runs green-gate. */
  uses: string
  /** Where the CLI comes from, for the settings file's `config check` line: `owner/repo#tag`. */
  cliSource: string
  /** The agent branches, as `branch-pattern`; null keeps autoloop's `autoloop/*`. */
  branchPattern: string | null
  /** The gate's `workflows:`; empty keeps the template's `[CI]`. */
  ciWorkflows: readonly string[]
  /** autoloop's workflow name for the sweep; null drops the sweep's `workflow_run` trigger. */
  autoloopWorkflow: string | null
}

export interface SetupFile {
  /** Relative to the repository's root. */
  path: string
  text: string
}

const PLACEHOLDER = /^(\s*(?:- )?uses: )your-org\/green-gate@v1$/gm
const MARK = '# green-gate: your agent branches'
const SWEEP_TRIGGER = '  workflow_run:\n    workflows: [Autoloop]\n    types: [completed]\n'
// One `*`, and nothing a YAML quote or a GitHub glob would read otherwise.
const PATTERN = /^[A-Za-z0-9._/-]*\*[A-Za-z0-9._/-]*$/

export function checkBranchPattern(pattern: string): string {
  if (!PATTERN.test(pattern))
    throw new GateError(
      `--branch-pattern "${pattern}" must be a branch name with one * where the program's name goes (e.g. agent/*)`
    )
  return pattern
}

/** A workflow name in a YAML flow list, quoted when it would not read back as itself. */
function flowItem(name: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9 _.()/-]*$/.test(name) && !name.endsWith(' ')
    ? name
    : `'${name.replace(/'/g, "''")}'`
}

function replaceOnce(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`template ${file} has no ${JSON.stringify(from)}`)
  return text.replace(from, to)
}

/** The marked lines that name autoloop's branches, for another pattern. */
function agentBranches(text: string, pattern: string): string {
  const glob = pattern.replace('*', '**')
  const group = `green-gate-${pattern.replace('*', '${{ inputs.program }}')}`
  return text
    .split('\n')
    .map((line) =>
      line.includes(MARK)
        ? line
            .replace("'autoloop/**'", `'${glob}'`)
            .replace('green-gate-autoloop/${{ inputs.program }}', group)
        : line
    )
    .join('\n')
}

function workflowText(file: string, template: string, plan: SetupPlan): string {
  if (template.match(PLACEHOLDER) === null)
    throw new Error(`template ${file} has no green-gate step`)
  // The steps, then the header lines that name the placeholder as the line to change.
  let text = template
    .replace(PLACEHOLDER, (_, head: string) => `${head}${plan.uses}`)
    .replaceAll('your-org/green-gate@v1', plan.uses)
  if (plan.branchPattern !== null) text = agentBranches(text, plan.branchPattern)
  if (file === 'green-gate.yml' && plan.ciWorkflows.length > 0) {
    const list = `workflows: [${plan.ciWorkflows.map(flowItem).join(', ')}]`
    text = replaceOnce(text, 'workflows: [CI]', list, file)
  }
  if (file === 'green-gate-sweep.yml') {
    text =
      plan.autoloopWorkflow === null
        ? replaceOnce(text, SWEEP_TRIGGER, '', file)
        : replaceOnce(text, '[Autoloop]', `[${flowItem(plan.autoloopWorkflow)}]`, file)
  }
  return text
}

function settingsText(plan: SetupPlan): string {
  let text = SETTINGS_TEMPLATE.replace(
    'npx github:your-org/green-gate#v1',
    `npx github:${plan.cliSource}`
  )
  if (plan.branchPattern !== null)
    text = replaceOnce(
      text,
      '# branch-pattern: autoloop/*',
      `branch-pattern: ${plan.branchPattern}`,
      CONFIG_FILE
    )
  return text
}

export function setupFiles(plan: SetupPlan): SetupFile[] {
  const workflows = Object.entries(WORKFLOW_TEMPLATES).map(([file, template]) => ({
    path: `${WORKFLOWS_DIR}/${file}`,
    text: workflowText(file, template, plan)
  }))
  return [...workflows, { path: CONFIG_FILE, text: settingsText(plan) }]
}
