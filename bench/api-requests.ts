// Bench row "API requests per gated iteration". Three scenarios of the fix
// loop are played on the local GitHub and every request the gate made across all its runs is
// counted from the emulator's request log, log downloads included. Beside each, the same CI
// timeline watched by the polling approaches people use today: `gh pr checks --watch
// --interval 30` and a wait-for-checks action with a 10 s interval. Their polls are not slept
// through (CI takes 10 minutes per push): each poller does one real poll cycle against the
// same emulator while CI runs and one once it has finished, and its total is those measured
// cycles multiplied by the number of polls the timeline implies, from how long each poller
// sleeps per poll.
import type { RecordedRequest } from '../emulator/index.js'
import { TEST_TOKEN } from '../emulator/runner.js'
import {
  BRANCH,
  CI_MINUTES,
  playScenario,
  SCENARIOS,
  type Loop,
  type Push,
  type Scenario,
  type ScenarioRun
} from './loop.js'
import { median, underLimit, type BenchRow, type RowResult, type TableLine } from './support.js'
import { SWEEP_CASES, sweepCase, type SweepCount } from './sweep-requests.js'

type Verdict = 'pending' | 'success' | 'failure'

/** What a poller saw and what it cost, measured on one push. */
interface PollCost {
  /** Requests made once per push before polling, e.g. finding the pull request. */
  lookup: number
  /** One poll cycle while CI runs, and the one that sees it finished. */
  pendingCycle: number
  finalCycle: number
  pendingVerdict: Verdict
  finalVerdict: Verdict
}

interface CheckRunBody {
  status: string
  conclusion: string | null
}

/** A client for the pollers: plain REST with the runner's token, every page followed. */
class Api {
  readonly owner: string
  private readonly repo: string

  constructor(private readonly loop: Loop) {
    this.owner = loop.gh.store.repo.owner
    this.repo = `/repos/${loop.gh.store.repo.fullName}`
  }

  async pages<T>(path: string): Promise<T[]> {
    const bodies: T[] = []
    let url: string | undefined = `${this.loop.gh.url}${this.repo}${path}`
    while (url !== undefined) {
      const response: Response = await fetch(url, {
        headers: { authorization: `token ${TEST_TOKEN}`, accept: 'application/vnd.github+json' }
      })
      if (!response.ok) throw new Error(`poller GET ${url}: ${response.status}`)
      bodies.push((await response.json()) as T)
      url = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1]
    }
    return bodies
  }

  /** Requests this client made while `action` ran, counted from the emulator's own log. */
  async counted<T>(action: () => Promise<T>): Promise<{ value: T; requests: number }> {
    const from = this.loop.gh.requests.length
    const value = await action()
    return { value, requests: this.loop.gh.requests.length - from }
  }

  async checkRuns(sha: string): Promise<CheckRunBody[]> {
    const pages = await this.pages<{ check_runs: CheckRunBody[] }>(
      `/commits/${sha}/check-runs?per_page=100`
    )
    return pages.flatMap((p) => p.check_runs)
  }
}

const FAILED = new Set(['failure', 'cancelled', 'timed_out', 'action_required', 'startup_failure'])

/** `statuses`: the combined commit status's state, or null when the commit has no statuses. */
function verdictOf(checks: CheckRunBody[], statuses: string | null): Verdict {
  if (checks.some((c) => c.status !== 'completed') || statuses === 'pending') return 'pending'
  const failed = checks.some((c) => c.conclusion !== null && FAILED.has(c.conclusion))
  return failed || statuses === 'failure' ? 'failure' : 'success'
}

interface Poller {
  id: 'ghPrChecks30s' | 'waitOnCheck10s'
  label: string
  intervalSeconds: number
  /** From one poll's start to the next: the interval, and any sleeps between a poll's pages. */
  cycleSeconds(pagesPerPoll: number): number
  /** The target: the gate makes at most this fraction of the poller's requests. */
  fraction: number
  fractionLabel: string
  /** Finds the commit to watch; its requests are the per-push lookup. */
  lookup(api: Api, push: Push): Promise<string>
  /** One poll: everything the poller requests to tell whether CI is still running. */
  poll(api: Api, sha: string): Promise<Verdict>
}

const POLLERS: readonly Poller[] = [
  {
    // gh finds the pull request once, then each poll asks GraphQL for the head commit's
    // statusCheckRollup (check runs and commit statuses, 100 contexts a page). The emulator
    // speaks REST only, so a poll is modelled as the REST requests that answer the same
    // question: the head's check runs and its combined commit status, every page.
    id: 'ghPrChecks30s',
    label: 'gh pr checks --watch -i 30',
    intervalSeconds: 30,
    cycleSeconds: () => 30,
    fraction: 1 / 3,
    fractionLabel: '1/3',
    async lookup(api) {
      const [pulls] = await api.pages<{ head: { sha: string } }[]>(
        `/pulls?head=${api.owner}:${encodeURIComponent(BRANCH)}&state=open&per_page=1`
      )
      const sha = pulls?.[0]?.head.sha
      if (sha === undefined) throw new Error('gh model: no open pull request for the branch')
      return sha
    },
    async poll(api, sha) {
      const checks = await api.checkRuns(sha)
      const [combined] = await api.pages<{ state: string; total_count: number }>(
        `/commits/${sha}/status?per_page=100`
      )
      // GitHub calls a commit with no statuses "pending"; only real statuses count here.
      const statuses = combined === undefined || combined.total_count === 0 ? null : combined.state
      return verdictOf(checks, statuses)
    }
  },
  {
    // An action that waits for every check run of a ref: the ref is an input (no lookup), each
    // poll lists its check runs page by page, sleeping the interval after each page and again
    // after the poll. With one page a poll starts every 20 s: 30 polls see CI running, the 31st
    // sees it done.
    id: 'waitOnCheck10s',
    label: 'wait-for-checks action, 10 s',
    intervalSeconds: 10,
    cycleSeconds: (pages) => (pages + 1) * 10,
    fraction: 1 / 10,
    fractionLabel: '1/10',
    lookup: (_api, push) => Promise.resolve(push.sha),
    poll: async (api, sha) => verdictOf(await api.checkRuns(sha), null)
  }
]

/** Polls start at 0, C, 2C, ... until one lands at or after CI finishes: that one sees it done. */
function pollsPerPush(cycleSeconds: number): { pending: number; final: number } {
  return { pending: Math.ceil((CI_MINUTES * 60) / cycleSeconds), final: 1 }
}

/** A poll's requests are its pages: every list here is one request a page. */
function pollerPolls(poller: Poller, cost: PollCost): { pending: number; final: number } {
  return pollsPerPush(poller.cycleSeconds(cost.pendingCycle))
}

function pollerTotal(poller: Poller, costs: readonly PollCost[]): number {
  return costs.reduce((sum, c) => {
    const polls = pollerPolls(poller, c)
    return sum + c.lookup + polls.pending * c.pendingCycle + polls.final * c.finalCycle
  }, 0)
}

/**
 * What gh itself sends per push: one GraphQL query to find the pull request, then one
 * statusCheckRollup query per poll (a second page only past 100 contexts; two here).
 */
function ghGraphqlTotal(pushes: number): number {
  const polls = pollsPerPush(30)
  return pushes * (1 + polls.pending + polls.final)
}

/** A request as a readable endpoint: SHAs and ids folded, so runs compare; GraphQL by operation. */
function endpoint(r: RecordedRequest): string {
  const path = r.path.replace(/\b[0-9a-f]{40}\b/g, ':sha').replace(/\/\d+(?=\/|$)/g, '/:id')
  return `${r.method} ${path}${r.operation === undefined ? '' : ` ${r.operation}`}`
}

function kind(r: RecordedRequest): 'logDownloads' | 'writes' | 'reads' {
  if (/\/logs$/.test(r.path) || r.path.startsWith('/_blobs/')) return 'logDownloads'
  if (r.path === '/graphql') {
    const query = (r.body as { query?: string } | undefined)?.query ?? ''
    return /^\s*mutation\b/.test(query) ? 'writes' : 'reads'
  }
  return r.method === 'GET' ? 'reads' : 'writes'
}

/**
 * The gate's own budget per scenario, whatever the pollers cost: every request of its runs,
 * log downloads included. A busy issue gets the same budget as a quiet one. The trust checks may
 * add one read per decision: without an audit key, asking who wrote the status comment before
 * editing it (so red → fix → green and red → pause add one, on the edit); with one, looking up
 * the ledger's anchor. Saving the anchor goes to the results service and its blob storage (four
 * requests: create, the block, the block list, finalize), counted here too. A fix decision reads the maintainers' notes on the program
 * issue (one request), and a green compares the program's change since its last accept (one,
 * read for weakened tests and for a change to what CI runs, and shared with the fix commits' check
 * after a fix). The first decision's words ride in the status comment it posts: no event comment
 * of its own.
 */
const NOTES = 1
const COMPARE = 1
/**
 * A green reads what its CI jobs ran (what-ran.ts): the first accept reads every green job's log,
 * two here (build and test), a log download being two requests (the API's redirect and the
 * blob). Later accepts read only the jobs that showed an inventory, and jobs never seen.
 */
const JOBS_READ = 2
const GREEN_LOGS = 2 * JOBS_READ
/**
 * The busy issue's comments are notes by one person whose association proves nothing (only
 * OWNER does): GitHub's permission API is asked once for that author, however many notes.
 */
const NOTE_AUTHORS = 1
const BUDGET: Record<Scenario['id'], number> = {
  green: 3 + COMPARE + GREEN_LOGS,
  fix: 10 + NOTES + COMPARE + GREEN_LOGS,
  stuck: 12 + NOTES,
  'fix-busy': 10 + NOTES + COMPARE + NOTE_AUTHORS + GREEN_LOGS,
  'green-keyed': 3 + 1 + 4 + COMPARE + GREEN_LOGS,
  'fix-keyed': 9 + 2 + 8 + NOTES + COMPARE + GREEN_LOGS,
  'stuck-keyed': 11 + 2 + 8 + NOTES
}

interface Measured {
  run: ScenarioRun
  gate: number
  pollers: Record<Poller['id'], { costs: PollCost[]; total: number }>
}

async function measure(scenario: Scenario, seed: string): Promise<Measured> {
  const costs = new Map<Poller['id'], PollCost[]>(POLLERS.map((p) => [p.id, []]))
  const watching = new Map<Poller['id'], string>()

  const run = await playScenario(scenario, seed, {
    async whileRunning(loop, push) {
      const api = new Api(loop)
      for (const p of POLLERS) {
        const found = await api.counted(() => p.lookup(api, push))
        if (found.value !== push.sha) {
          throw new Error(`${p.label} model watched ${found.value}, not the push ${push.sha}`)
        }
        watching.set(p.id, found.value)
        const cycle = await api.counted(() => p.poll(api, found.value))
        costs.get(p.id)?.push({
          lookup: found.requests,
          pendingCycle: cycle.requests,
          pendingVerdict: cycle.value,
          finalCycle: 0,
          finalVerdict: 'pending'
        })
      }
    },
    async whenDone(loop) {
      const api = new Api(loop)
      for (const p of POLLERS) {
        const cycle = await api.counted(() => p.poll(api, watching.get(p.id) ?? ''))
        const cost = costs.get(p.id)?.at(-1)
        if (cost === undefined) throw new Error(`${p.label} model: no running poll recorded`)
        Object.assign(cost, { finalCycle: cycle.requests, finalVerdict: cycle.value })
      }
    }
  })

  // The pollers must have seen the CI the gate judged: running, then the gate's status.
  for (const p of POLLERS) {
    for (const [i, cost] of (costs.get(p.id) ?? []).entries()) {
      const status = run.gates[i]?.result.outputs.status
      if (cost.pendingVerdict !== 'pending' || cost.finalVerdict !== status) {
        throw new Error(
          `${scenario.title}, push ${i + 1}: ${p.label} model saw ${cost.pendingVerdict} then ` +
            `${cost.finalVerdict}; CI was running, then ${status}`
        )
      }
    }
  }

  const pollers = Object.fromEntries(
    POLLERS.map((p) => {
      const c = costs.get(p.id) ?? []
      return [p.id, { costs: c, total: pollerTotal(p, c) }]
    })
  ) as Measured['pollers']
  return { run, gate: run.gates.reduce((sum, g) => sum + g.requests.length, 0), pollers }
}

const count = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1))
const requests = (n: number): string => `${n.toFixed(1)} requests`

/** The modelling, in words: it goes into results.json and docs/performance.md with the figures. */
function assumptions(): string[] {
  const ci = CI_MINUTES * 60
  const polls = (p: Poller): string =>
    `${pollsPerPush(p.cycleSeconds(1)).pending + 1} polls ${p.cycleSeconds(1)} s apart`
  return [
    `CI takes ${CI_MINUTES} minutes per push. Green on first try is 1 push; red → fix → green and red → stuck pause are 2.`,
    'The gate runs once per finished CI run (its workflow_run event), cold, against the local GitHub. Every request the emulator answered during its runs is counted; a log download is 2 (the API redirect and the signed blob fetch, which on GitHub goes to a storage host outside the API rate limit).',
    'Each program has its state file (Issue and PR rows set), a program issue and an open pull request, so the gate comments, edits its status comment and labels the pull request on pause, as in real use.',
    `Pollers are not slept through: each does one real poll cycle against the same emulator while CI runs and one after it finished. Its total is the per-push lookup + ceil(${ci} s / cycle) × the running cycle + 1 × the finished cycle, where the cycle is the time from one poll's start to the next: polls at 0, C, 2C, ... until one lands at or after CI ends (with one page a poll: ${POLLERS.map(polls).join(', ')}).`,
    "gh pr checks --watch --interval 30: gh finds the pull request once (one GraphQL query), then sends one GraphQL statusCheckRollup query per poll (100 contexts a page). The emulator is REST-only, so a poll is modelled as the REST requests for the same answer: the head commit's check runs and its combined commit status, every page followed, plus one pull request lookup per push. gh's own GraphQL request count is reported beside it (its 24 h-cached feature-detection query left out).",
    "Wait-for-checks action: waits for every check run of the ref, given as an input (no lookup), with a 10 s interval. Each poll lists the ref's check runs, every page followed, and the action sleeps the interval after each page and again after the poll, so a poll of P pages starts every (P + 1) × 10 s: with one page, every 20 s, 31 requests per 10-minute push (30 polls while CI runs, one that sees it done).",
    "Pollers only watch: their counts leave out what a loop built on them would still need (reading the failing log, writing state, commenting), all of which the gate's count includes. The comparison favours the pollers.",
    'CI has two jobs (build, test), one check run each, and no commit statuses, so every list fits one page.',
    "The gate reads with one GraphQL query (branch head, state branch head, ledger and state file blobs, the commit's check suites with their workflow runs and check runs, and its commit statuses) and commits the ledger and the state file in one createCommitOnBranch; GraphQL requests count one each, like REST ones.",
    'The repository already has the needs-human label (as after the first pause it ever had): a pause adds it to the pull request in the same GraphQL request that edits the status comment. On a repository that never had it, the first pause labels over REST (which creates the label), one request more.',
    "The status comment's id is kept in the ledger: the first notable decision posts it just before its commit (so the commit records the id), later ones edit it by id. The busy-issue scenario seeds 1000 comments on the program issue before the first push."
  ]
}

export const apiRequests: BenchRow = {
  id: 'api-requests',

  async run({ runs, progress }): Promise<RowResult> {
    const samples: Record<string, number[]> = {}
    const record = (key: string, value: number): void => {
      ;(samples[key] ??= []).push(value)
    }
    const firsts = new Map<Scenario['id'], Measured>()
    const sequences = new Map<Scenario['id'], Set<string>>()
    const sweeps = new Map<string, SweepCount>()

    // Request counts do not drift like timings, but a retried or raced request would show up
    // as a run that differs; every run is kept and compared.
    for (let i = 1; i <= runs; i++) {
      progress(`api requests: run ${i}/${runs}`)
      for (const scenario of SCENARIOS) {
        const m = await measure(scenario, `run ${i}`)
        if (!firsts.has(scenario.id)) firsts.set(scenario.id, m)
        const sequence = m.run.gates.map((g) => g.requests.map(endpoint).join(',')).join(' | ')
        sequences.set(scenario.id, (sequences.get(scenario.id) ?? new Set()).add(sequence))
        record(`${scenario.id}.gate`, m.gate)
        for (const p of POLLERS) record(`${scenario.id}.${p.id}`, m.pollers[p.id].total)
        record(`${scenario.id}.ghGraphql`, ghGraphqlTotal(scenario.pushes.length))
      }
      for (const c of SWEEP_CASES) {
        const count = await sweepCase(c)
        if (!sweeps.has(c.id)) sweeps.set(c.id, count)
        record(`sweep.${c.id}.requests`, count.requests)
        record(`sweep.${c.id}.commits`, count.commits)
      }
    }

    const medians = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]))
    const lines: TableLine[] = []
    const scenarios: Record<string, unknown> = {}
    for (const scenario of SCENARIOS) {
      const first = firsts.get(scenario.id) as Measured
      const gate = medians[`${scenario.id}.gate`] as number
      const pushes = scenario.pushes.length
      for (const p of POLLERS) {
        const theirs = medians[`${scenario.id}.${p.id}`] as number
        const graphql = medians[`${scenario.id}.ghGraphql`] as number
        const native =
          p.id === 'ghPrChecks30s' ? ` (REST model; gh's own GraphQL: ${count(graphql)})` : ''
        lines.push({
          row: `API requests: ${scenario.title} (${pushes} push${pushes > 1 ? 'es' : ''})`,
          measured: `${count(gate)} (${pushes} gate run${pushes > 1 ? 's' : ''})`,
          baseline: `${p.label}: ${count(theirs)}${native}`,
          ratio: `${(gate / theirs).toFixed(2)}× (${(theirs / gate).toFixed(1)}× fewer)`,
          target: `≤ ${p.fractionLabel} (≤ ${(theirs * p.fraction).toFixed(1)})`,
          ...underLimit(gate, theirs * p.fraction, requests, true)
        })
      }
      lines.push({
        row: `API requests: ${scenario.title}, gate budget`,
        measured: `${count(gate)} (${pushes} gate run${pushes > 1 ? 's' : ''})`,
        baseline: '—',
        ratio: '—',
        target: `≤ ${BUDGET[scenario.id]}`,
        ...underLimit(gate, BUDGET[scenario.id], requests, true)
      })
      const byKind = { reads: 0, writes: 0, logDownloads: 0 }
      for (const g of first.run.gates) for (const r of g.requests) byKind[kind(r)]++
      scenarios[scenario.id] = {
        title: scenario.title,
        pushes,
        gateRuns: first.run.gates.map((g) => ({
          decision: g.result.outputs.decision,
          status: g.result.outputs.status,
          requests: g.requests.length,
          endpoints: g.requests.map(endpoint)
        })),
        gateRequestsByKind: byKind,
        sameRequestsEveryRun: sequences.get(scenario.id)?.size === 1,
        pollers: Object.fromEntries(
          POLLERS.map((p) => [
            p.id,
            {
              model: p.label,
              intervalSeconds: p.intervalSeconds,
              pollsPerPush: first.pollers[p.id].costs.map((c) => pollerPolls(p, c)),
              perPush: first.pollers[p.id].costs,
              total: first.pollers[p.id].total
            }
          ])
        ),
        ghGraphqlTotal: ghGraphqlTotal(pushes)
      }
    }

    // Flat in the issue's discussion: 1000 earlier comments cost the gate nothing more than
    // asking once who their one author is.
    const busy = (medians['fix-busy.gate'] as number) - NOTE_AUTHORS
    const quiet = medians['fix.gate'] as number
    lines.push({
      row: 'API requests: red → fix → green with 1000 earlier comments vs none, less the author check',
      measured: `${count(busy)} vs ${count(quiet)}`,
      baseline: `${count(quiet)} with none`,
      ratio: `${(busy / quiet).toFixed(2)}×`,
      target: 'flat (the same count)',
      met: busy === quiet,
      margin: busy === quiet ? 'flat' : `${count(busy - quiet)} more with the comments`
    })

    // The sweep's decisions: every request of the sweep, and one commit for all of them.
    for (const c of SWEEP_CASES) {
      const got = medians[`sweep.${c.id}.requests`] as number
      const commits = medians[`sweep.${c.id}.commits`] as number
      const under = underLimit(got, c.target, requests, true)
      lines.push({
        row: `API requests: ${c.title}`,
        measured: `${count(got)} requests, ${count(commits)} commit${commits === 1 ? '' : 's'}`,
        baseline: '—',
        ratio: '—',
        target: `≤ ${c.target} requests, 1 commit`,
        met: under.met && commits === 1,
        margin: commits === 1 ? under.margin : `${count(commits)} commits`
      })
    }

    return {
      lines,
      samples,
      medians,
      details: {
        assumptions: assumptions(),
        ciMinutesPerPush: CI_MINUTES,
        scenarios,
        sweeps: Object.fromEntries(sweeps)
      }
    }
  }
}
