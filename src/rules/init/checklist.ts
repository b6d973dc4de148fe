// What `green-gate init` cannot do for the user, as the short list it ends with: the settings
// only a person can make on GitHub, and for autoloop the prompt text green-gate takes over.
// Pure: the facts init found in, the lines out.

/** autoloop's Step 5 with green-gate owning 5a to 5c; the README and docs/autoloop.md quote it. */
export const AUTOLOOP_STEP_5 =
  '**Step 5 (with green-gate).** When the metric improved, commit to `autoloop/{program}` and ' +
  'push, open or update the draft pull request, and in the state file increment ' +
  '`Iteration Count`, set `Last Run`, and append `pending-ci` to `Recent Statuses`. Then end ' +
  'the iteration: do not wait for CI, do not fix CI failures, do not set `Paused`. green-gate ' +
  'judges CI on the pushed commit, replaces `pending-ci` with `accepted` (or, when it gives ' +
  'up, `ci-fix-exhausted`), and pauses the program when a fix loop does not converge. Leave ' +
  'the `Paused`, `Pause Reason` and `CI …` rows as they are unless a maintainer asks.'

/** Recompiles autoloop's prompt into the workflow GitHub runs. */
export const AUTOLOOP_COMPILE = 'gh aw compile autoloop'

export interface ChecklistFacts {
  /** autoloop's prompt file, where Step 5 is replaced, when autoloop is installed. */
  autoloopPrompt: string | null
  /** The state branch to create once, when it is not autoloop's. */
  stateBranch: string | null
  /** True when no CI workflow was found for the gate's `workflows:`. */
  listCi: boolean
  /** CI workflows left out for having no `name:`. */
  unnamed: readonly string[]
  /** green-gate's docs folder at the pinned release, as a web address. */
  docs: string
}

function autoloopSteps(prompt: string): string[] {
  return [
    `Replace Steps 5a to 5c in ${prompt} with this paragraph:`,
    '',
    `   ${AUTOLOOP_STEP_5}`,
    '',
    `   then recompile it (\`${AUTOLOOP_COMPILE}\`) and commit the lock file with the rest.`
  ]
}

function agentSteps(stateBranch: string, docs: string): string[] {
  return [
    `Create the state branch ${stateBranch} once: git switch --orphan ${stateBranch} && git commit --allow-empty -m "green-gate state" && git push origin ${stateBranch} && git switch -`,
    `Open one issue per program, labelled \`autoloop-program\` and titled \`[Autoloop: <program>]\`, for its comments and commands (${docs}/without-autoloop.md).`
  ]
}

export function checklist(facts: ChecklistFacts): string {
  const steps: string[][] = [
    [
      'Set the repository variable GREEN_GATE_FIXER (claude, command or copilot) and its secret: ANTHROPIC_API_KEY for claude, GREEN_GATE_COPILOT_TOKEN for copilot; optionally GREEN_GATE_AUDIT_KEY.'
    ],
    [
      `For claude or command, create a GitHub App for the push (Contents: read and write, Workflows: no access), install it on this repository, and set the variable GREEN_GATE_APP_CLIENT_ID and the secret GREEN_GATE_APP_PRIVATE_KEY (${facts.docs}/install.md#create-the-github-app-for-the-push).`
    ],
    [
      "Create the label the gate puts on a paused program's pull request: gh label create needs-human"
    ],
    [
      `For copilot, let GitHub Actions run on the coding agent's pushes without an approval, or every Copilot fix waits \`blocked\` (${facts.docs}/copilot.md).`
    ]
  ]
  if (facts.listCi)
    steps.push([
      "List your CI workflows' `name:`s under `workflows:` in .github/workflows/green-gate.yml (no workflow on push or pull_request was found)."
    ])
  for (const file of facts.unnamed)
    steps.push([
      `${file} has no \`name:\`: give it one and add it to green-gate.yml's \`workflows:\`.`
    ])
  if (facts.autoloopPrompt !== null) steps.push(autoloopSteps(facts.autoloopPrompt))
  if (facts.stateBranch !== null)
    steps.push(...agentSteps(facts.stateBranch, facts.docs).map((s) => [s]))
  steps.push([
    'Commit these files to the default branch, then merge it into program branches that already exist, so they carry the fixer.'
  ])
  const numbered = steps.map(([first = '', ...rest], i) =>
    [`${i + 1}. ${first}`, ...rest].join('\n')
  )
  return ['Left for you to do:', ...numbered].join('\n')
}
