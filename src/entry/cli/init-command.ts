// `green-gate init`: green-gate's six workflows and its settings file written into the
// repository it runs in, pinned to a release, filled in from what the repository has (autoloop,
// its CI), checked by GitHub's workflow parser and `config check`, and the list of what is left.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { git } from '../../adapters/system/git.js'
import { SETTINGS } from '../../rules/settings/spec.js'
import { GateError } from '../../rules/errors.js'
import { checklist } from '../../rules/init/checklist.js'
import { unifiedDiff } from '../../rules/init/line-diff.js'
import { pinRequest, taggedCommit, usesOf, type Pin } from '../../rules/init/pin.js'
import { readRepository, WORKFLOWS_DIR, type RepositoryFacts } from '../../rules/init/repository.js'
import { checkBranchPattern, setupFiles, type SetupFile } from '../../rules/init/setup-files.js'
import { workflowFindings } from '../../rules/init/workflow-check.js'
import type { Command, CommandResult } from './command.js'
import { configProblems } from './config-command.js'

export const initCommand: Command = {
  name: 'init',
  synopsis:
    '--from OWNER/REPO@REF [--tag TAG] [--branch-pattern PATTERN] [--dry-run] [--force] [DIR]',
  summary: "Write green-gate's workflows and settings file into a repository.",
  details: [
    `Writes the six workflow templates into ${WORKFLOWS_DIR}/ and the settings file .github/green-gate.yml in DIR (default: the current folder), with every step that runs green-gate pinned to a release commit: \`uses: OWNER/REPO@<commit SHA> # <tag>\`.`,
    "--from names where green-gate comes from: OWNER/REPO@<tag> looks the tag's commit up with `git ls-remote`; OWNER/REPO@<40-digit SHA> needs no network and takes the release tag with --tag.",
    "With autoloop installed (.github/workflows/autoloop.md or autoloop.lock.yml, or .autoloop/programs/, or a memory/autoloop branch) its branches and workflow are used; otherwise --branch-pattern names the agent branches (e.g. agent/*). The gate's `workflows:` lists the repository's workflows that run on a push or a pull request.",
    'Each file is shown as a diff. A file that exists with other content is not overwritten without --force; --dry-run shows everything and writes nothing. Ends with what is left to do on GitHub.'
  ],
  options: {
    from: {
      kind: 'value',
      placeholder: 'OWNER/REPO@REF',
      description: 'where green-gate comes from: a release tag, or a commit SHA with --tag'
    },
    tag: {
      kind: 'value',
      placeholder: 'TAG',
      description: 'the release tag of the commit --from names (e.g. v1.3.0)'
    },
    'branch-pattern': {
      kind: 'value',
      placeholder: 'PATTERN',
      description:
        "the agent branches, with one * for the program's name (required without autoloop)"
    },
    'dry-run': { kind: 'flag', description: 'show the diffs and the checklist, write nothing' },
    force: { kind: 'flag', description: 'overwrite files that differ from what init writes' }
  },
  positionals: { min: 0, max: 1, name: 'DIR' },
  async run({ values, flags, positionals }) {
    const dir = positionals[0] ?? '.'
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      throw new GateError(`${dir} is not a folder`)
    if (values['from'] === undefined)
      throw new GateError(
        'missing --from OWNER/REPO@REF, where green-gate comes from (e.g. acme/green-gate@v1.3.0)'
      )
    const wanted = pinRequest(values['from'], values['tag'])
    const given = values['branch-pattern']
    const pattern = given === undefined ? null : checkBranchPattern(given)
    const facts = await repositoryFacts(dir)
    if (pattern === null && facts.autoloop === null)
      throw new GateError(
        `no autoloop in ${dir} (no ${WORKFLOWS_DIR}/autoloop.md or autoloop.lock.yml, no .autoloop/programs/, no memory/autoloop branch): name the agent branches with --branch-pattern, e.g. agent/*`
      )
    const pin = wanted.kind === 'pin' ? wanted.pin : await lookUpTag(dir, wanted.repo, wanted.tag)
    const files = setupFiles({
      uses: usesOf(pin),
      cliSource: `${pin.repo}#${pin.tag}`,
      branchPattern: pattern,
      ciWorkflows: facts.ci,
      autoloopWorkflow: facts.autoloop?.workflowName ?? null
    })
    const problems = await validate(files)
    if (problems.length > 0) return { output: '', exitCode: 0, problems }
    const result = applyFiles(dir, files, flags.has('force'), flags.has('dry-run'))
    if (result.problems !== undefined) return result
    const left = checklist({
      autoloopPrompt: facts.autoloop
        ? (facts.autoloop.prompt ?? `${WORKFLOWS_DIR}/autoloop.md`)
        : null,
      stateBranch: facts.autoloop === null ? SETTINGS['state-branch'].default : null,
      listCi: facts.ci.length === 0,
      unnamed: facts.unnamed,
      docs: `https://github.com/${pin.repo}/blob/${pin.tag}/docs`
    })
    return { output: `${result.output}\n\n${left}`, exitCode: 0 }
  }
}

/** The commit a release tag names, as the repository lists it (`git ls-remote`). */
async function lookUpTag(dir: string, repo: string, tag: string): Promise<Pin> {
  const url = `https://github.com/${repo}.git`
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' } as Record<string, string>
  const refs = [`refs/tags/${tag}`, `refs/tags/${tag}^{}`]
  const listed = await git(dir, ['ls-remote', '--tags', '--', url, ...refs], env, {
    allowFailure: true
  })
  const sha = taggedCommit(listed.stdout, tag)
  if (sha === null)
    throw new GateError(
      `cannot find the tag ${tag} of ${repo} with git ls-remote: give its commit instead, --from ${repo}@<40-digit SHA> --tag ${tag}`
    )
  return { repo, sha, tag }
}

/** A `memory/autoloop` branch, here or on a remote; none when DIR is no git repository. */
async function hasMemoryBranch(dir: string): Promise<boolean> {
  const branch = SETTINGS['state-branch'].default
  const refs = [`refs/heads/${branch}`, `refs/remotes/*/${branch}`]
  const env = { ...process.env } as Record<string, string>
  const found = await git(dir, ['for-each-ref', '--format=%(refname)', ...refs], env, {
    allowFailure: true
  })
  return found.exitCode === 0 && found.stdout !== ''
}

async function repositoryFacts(dir: string): Promise<RepositoryFacts> {
  const folder = join(dir, WORKFLOWS_DIR)
  const names = existsSync(folder)
    ? readdirSync(folder).filter((n) => statSync(join(folder, n)).isFile())
    : []
  const files = names.map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }))
  return readRepository(files, {
    programs: existsSync(join(dir, '.autoloop/programs')),
    memoryBranch: await hasMemoryBranch(dir)
  })
}

/** What GitHub's parser and `config check` say of the files, before any is written. */
async function validate(files: readonly SetupFile[]): Promise<string[]> {
  const found = await Promise.all(
    files.map(async ({ path, text }) =>
      path.startsWith(`${WORKFLOWS_DIR}/`)
        ? workflowFindings(path, text)
        : configProblems(text, path).problems
    )
  )
  return found.flat()
}

/** Each file's diff; the files written unless one would be overwritten without --force. */
function applyFiles(
  dir: string,
  files: readonly SetupFile[],
  force: boolean,
  dryRun: boolean
): CommandResult {
  const plans = files.map((file) => {
    const full = join(dir, file.path)
    const before = existsSync(full) ? readFileSync(full, 'utf8') : null
    return { ...file, full, before, diff: unifiedDiff(file.path, before, file.text) }
  })
  const diffs = plans.map((p) => p.diff).join('')
  const conflicts = plans.filter((p) => p.before !== null && p.diff !== '')
  if (conflicts.length > 0 && !force) {
    const names = conflicts.map((p) => p.path).join(', ')
    return {
      output: diffs.trimEnd(),
      exitCode: 0,
      problems: [
        `${names}: already there with other content (the diff is above); run again with --force to overwrite, nothing was written`
      ]
    }
  }
  const lines = plans.map((p) => {
    const what = p.before === null ? 'new' : p.diff === '' ? 'unchanged' : 'overwritten'
    if (!dryRun && p.diff !== '') {
      mkdirSync(dirname(p.full), { recursive: true })
      writeFileSync(p.full, p.text)
    }
    return `${dryRun ? 'would write' : 'wrote'} ${p.path} (${what})`
  })
  const checked = `checked: ${files.length - 1} workflows by GitHub's workflow parser, the settings by config check`
  return {
    output: [diffs.trimEnd(), ...lines, checked, dryRun ? 'dry run: nothing written' : '']
      .filter((l) => l !== '')
      .join('\n'),
    exitCode: 0
  }
}
