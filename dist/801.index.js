export const id = 801;
export const ids = [801];
export const modules = {

/***/ 9494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ recordRateBudget),
/* harmony export */   _: () => (/* binding */ readRateBudget)
/* harmony export */ });
/** Each client's latest word on each limit, by resource. */
const budgets = new WeakMap();
/** From now on, every response `gh` receives, a refusal included, updates its record. */
function recordRateBudget(gh) {
    const record = new Map();
    budgets.set(gh, record);
    const note = (headers) => {
        const limit = headers === undefined ? null : budgetOf(headers);
        if (limit !== null)
            record.set(limit.resource, limit);
    };
    gh.hook.wrap('request', async (request, options) => {
        try {
            const response = await request(options);
            note(response.headers);
            return response;
        }
        catch (error) {
            // A 403 or 429 for a spent limit says so in the same headers.
            note(error.response?.headers);
            throw error;
        }
    });
}
/** The limits `gh` has heard of so far; empty for a client that records none. */
function readRateBudget(gh) {
    return [...(budgets.get(gh)?.values() ?? [])];
}
/** The limit a response reports, or null when it carries no rate-limit headers. */
function budgetOf(headers) {
    const resource = headers['x-ratelimit-resource'];
    const limit = Number(headers['x-ratelimit-limit']);
    const remaining = Number(headers['x-ratelimit-remaining']);
    if (resource === undefined || !Number.isFinite(limit) || !Number.isFinite(remaining))
        return null;
    return { resource: String(resource), limit, remaining };
}


/***/ }),

/***/ 89801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSweep: () => (/* binding */ runSweep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/adapters/github/status-writes.ts
var status_writes = __webpack_require__(79223);
// EXTERNAL MODULE: ./src/flow/gate/read-programs.ts + 2 modules
var read_programs = __webpack_require__(22429);
// EXTERNAL MODULE: ./src/rules/gate/report.ts
var report = __webpack_require__(94513);
// EXTERNAL MODULE: ./src/flow/gate/run-gate.ts + 15 modules
var run_gate = __webpack_require__(89086);
// EXTERNAL MODULE: ./src/flow/gate/steps/commit.ts
var commit = __webpack_require__(32077);
// EXTERNAL MODULE: ./src/adapters/github/write-turns.ts + 1 modules
var write_turns = __webpack_require__(27833);
// EXTERNAL MODULE: ./src/flow/gate/steps/act.ts + 6 modules
var act = __webpack_require__(59552);
;// CONCATENATED MODULE: ./src/flow/gate/sweep-writes.ts


/** Each pending decision acted on with its committed ledger; the reports in the same order. */
async function finishInTurns(io, config, read, decided) {
    const tasks = decided.map(({ pending, landed }) => ({
        owner: landed.committed.ledger.program,
        run: () => (0,act/* act */.R)(io, config, pending, landed)
    }));
    return (0,write_turns/* inTurns */.gG)(io.gh, knownIds(read, config.needsHumanLabel), tasks);
}
/** The node ids the batched read found: program issues, open pull requests, the label. */
function knownIds(read, needsHumanLabel) {
    const around = read?.surroundings ?? null;
    const issues = new Map();
    for (const issue of around?.programIssues ?? [])
        issues.set(issue.number, issue.id);
    for (const pull of around?.openPulls?.values() ?? [])
        issues.set(pull.number, pull.id);
    const label = around?.needsHumanLabel ?? null;
    return { issues, labels: new Map(label === null ? [] : [[needsHumanLabel, label]]) };
}

// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __webpack_require__(90085);
;// CONCATENATED MODULE: ./src/rules/gate/rate-reserve.ts
// The share of GitHub's API budget a sweep leaves to the gate runs CI events start: the sweep
// handles its due programs most urgent first, and when a limit's remaining budget has fallen
// below the reserve it leaves what can wait to a later sweep. A gate run on a CI event always
// decides its own program; this file only tells the sweep what to put off. Pure.

/**
 * Most urgent first. A program past the wall clock keeps an agent iterating on a branch nobody
 * watches; a broken audit chain or a state file behind its ledger leaves the scheduler reading
 * rows the gate did not write, so a hold may not hold. An unpause only keeps a program waiting
 * (it stays paused, the safe side); the keeper hands out a fix, the dearest thing the sweep
 * does; and a commit no gate run judged is normally judged by the gate run its CI event starts.
 */
const URGENCY = ['timeout', 'audit', 'repair', 'resume', 'keep', 'look'];
/** What is handled whatever the budget: what stops work or restores a hold (see URGENCY). */
const URGENT = new Set(['timeout', 'audit', 'repair']);
/** The due programs, most urgent first; programs of the same urgency stay in their order. */
function urgencyOrder(due) {
    return [...due].sort((a, b) => URGENCY.indexOf(a.action) - URGENCY.indexOf(b.action));
}
/**
 * The limit whose remaining budget is below `reservePercent` of it, the lowest share when
 * several are; null when none is (never with a reserve of 0).
 */
function belowReserve(budget, reservePercent) {
    let lowest = null;
    for (const limit of budget) {
        if (limit.limit <= 0 || limit.remaining * 100 >= limit.limit * reservePercent)
            continue;
        // Shares compared without dividing: a / b < c / d as a × d < c × b.
        if (lowest === null || limit.remaining * lowest.limit < lowest.remaining * limit.limit)
            lowest = limit;
    }
    return lowest;
}
/**
 * The limit that makes the sweep leave a program due for `action` to a later sweep, or null to
 * handle it now. The sweep asks before each program: its own gate runs draw the budget down.
 */
function deferral(action, budget, reservePercent) {
    return URGENT.has(action) ? null : belowReserve(budget, reservePercent);
}
/** The line the sweep logs for a program it put off; `why` says what made it due. */
function deferralLine(program, why, short, reservePercent) {
    return (0,untrusted/* oneLine */.TN)(`green-gate sweep: ${program} deferred (${why}): GitHub API budget ` +
        `${short.remaining}/${short.limit} (${short.resource}) is below the ${reservePercent} % reserve`);
}
/** What the sweep's reason adds for the programs it put off. */
function deferredNote(programs, reservePercent) {
    return `deferred below the ${reservePercent} % API reserve: ${programs.join(', ')}`;
}

// EXTERNAL MODULE: ./src/adapters/github/rate-budget.ts
var rate_budget = __webpack_require__(9494);
// EXTERNAL MODULE: ./src/flow/steer/status-place.ts
var status_place = __webpack_require__(20928);
// EXTERNAL MODULE: ./src/adapters/github/program-read.ts
var program_read = __webpack_require__(96891);
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __webpack_require__(24632);
// EXTERNAL MODULE: ./src/flow/gate/evaluate.ts + 3 modules
var evaluate = __webpack_require__(84473);
// EXTERNAL MODULE: ./src/flow/gate/or-none.ts
var or_none = __webpack_require__(30184);
;// CONCATENATED MODULE: ./src/flow/gate/red-heads.ts
// The keeper's list of red heads: every gated pull request whose head is red, from the sweep's
// own decision on it when it made one, else from the head's checks.






/**
 * Every gated pull request whose head is red: from this sweep's own decision when it made one,
 * else from the head's checks (a few requests per open pull request).
 */
async function listRedHeads({ io, config }, branches, done) {
    const { gh, ctx } = io;
    const red = [];
    for (const [program, branch] of branches) {
        const decided = done.find((r) => r.program === program && r.reduction !== null);
        try {
            const pullNumber = decided?.pullNumber ?? (await (0,evaluate/* openPullFor */.Vs)(gh, ctx, branch));
            if (pullNumber === null)
                continue;
            const judged = decided?.reduction != null && decided.headSha !== null
                ? { headSha: decided.headSha, reduction: decided.reduction }
                : await headChecks(io, config, { program, branch });
            if (judged.reduction.status !== 'failure')
                continue;
            red.push({ program, pullNumber, headSha: judged.headSha, reason: judged.reduction.reason });
        }
        catch (error) {
            core/* warning */.$e(`${program}: ${(0,or_none/* orNone */.u)(error, null).message}; left out of the red heads`);
        }
    }
    return red;
}
/** A branch's head and its checks reduced, in the one read a gate run makes. */
async function headChecks({ gh, ctx }, config, { program, branch }) {
    const files = (0,read_programs/* programFiles */.S$)(config, program);
    const view = await (0,program_read/* readProgramView */.WN)(gh, ctx.repository, {
        branch,
        checksOn: null,
        state: files.state,
        ledger: files.ledger,
        labelling: null
    });
    if (view.checks === null)
        throw new errors/* GateError */.ue(`no checks read for ${branch}`);
    const { reduction } = await (0,evaluate/* evaluate */._3)(gh, ctx, config, view.checks);
    return { headSha: view.checks.sha, reduction };
}

// EXTERNAL MODULE: ./src/adapters/github/state-file.ts
var state_file = __webpack_require__(94726);
// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var gate_branch = __webpack_require__(92219);
// EXTERNAL MODULE: ./src/rules/gate/reconcile.ts
var reconcile = __webpack_require__(58031);
// EXTERNAL MODULE: ./src/rules/ledger/memory.ts
var ledger_memory = __webpack_require__(27906);
// EXTERNAL MODULE: ./src/rules/gate/keeper.ts
var gate_keeper = __webpack_require__(77253);
// EXTERNAL MODULE: ./src/rules/gate/wall-clock.ts
var wall_clock = __webpack_require__(80556);
;// CONCATENATED MODULE: ./src/rules/gate/sweep-rules.ts
// Which programs a sweep must look at, from their ledger and state file alone: a file a memory
// save reverted, a pause someone lifted, an iteration open past the wall clock, or a program
// whose branch may carry a commit no gate run has judged yet (a CI event that was lost, or a first
// look that failed), a ledger whose audit chain broke, or, with the keeper on, a program paused
// for a reason the keeper takes up. Pure.




/** `keeper`: the keeper's limits when it is on, else null. */
function sweepAction(read, state, now, wallClockMinutes, keeper = null) {
    // A broken audit chain is paused loudly once, whatever else the program is doing.
    const { hold } = read.memory;
    if (read.auditBreak !== null &&
        !(hold.kind === 'paused' &&
            hold.reason.kind === 'audit-broken' &&
            hold.reason.entry === read.auditBreak))
        return 'audit';
    // So is a ledger that is not the one the gate last wrote.
    const toldTamper = hold.kind === 'paused' && hold.reason.kind === 'ledger-tampered';
    if (read.tampered !== null && !toldTamper)
        return 'audit';
    if (state.completed)
        return 'none';
    if (read.behind)
        return 'repair';
    if (read.steering === 'unpause')
        return 'resume';
    const { memory } = read;
    if (read.steering === 'pause')
        return 'none';
    if (keeper !== null && (0,gate_keeper/* keeperMayAct */.mw)(memory, keeper))
        return 'keep';
    if ((0,ledger_memory/* isStopped */.id)(memory.hold))
        return 'none';
    // Held for an approval: the approved run's completion wakes the gate.
    if (memory.hold.kind === 'blocked')
        return 'none';
    if (memory.clockStarted === null)
        return 'look';
    const overrun = (0,wall_clock/* pastWallClock */.l)({ started: memory.clockStarted, now, wallClockMinutes });
    return overrun === null ? 'none' : 'timeout';
}
/**
 * The sweep can decide on its batched read alone, `head` being the branch head it found: a
 * program past the wall clock with its fix still out on that head is paused on the ledger (the
 * failure, the clock); a state file behind its ledger is rendered again, and while the fix is out
 * on the head or the program is stopped that is all there is to do. Nothing a person steered.
 */
function decidedOnLedger(action, read, head) {
    const { hold } = read.memory;
    const fixOut = hold.kind === 'fixing' && hold.sha === head;
    if (read.steering !== 'none')
        return false;
    if (action === 'timeout')
        return fixOut;
    return action === 'repair' && (fixOut || (0,ledger_memory/* isStopped */.id)(hold));
}
/**
 * The branch the sweep gates for a program: the one branch-pattern gives it, or a `Branch` row
 * naming another branch of the same program (autoloop's legacy `autoloop/<program>-<hex>`).
 * Any other row is ignored: the sweep trusts the program name, not the file.
 */
function sweepBranch(pattern, program, derived, row) {
    const rowFits = row !== null && (0,gate_branch/* branchMatches */.G3)(pattern, row) && (0,gate_branch/* programFromBranch */.BV)(pattern, row) === program;
    if (rowFits)
        return { branch: row, ignoredRow: false };
    return { branch: derived, ignoredRow: row !== null && row !== derived };
}

;// CONCATENATED MODULE: ./src/flow/gate/sweep-due.ts
// Which programs a sweep gates now, and the one place their gate runs' inputs are made: each
// program's target (its branch, the open pull request the batched read found, the keeper's
// turn) and, for a decision the batched read alone supports, what that read holds of it.








/** The gate run a due program is given: its target, and what the batched read holds of it. */
function gateOptions(due, authored) {
    const { target, known } = due;
    return {
        target,
        known: known === null ? null : { view: known.view, pullNumber: known.pullNumber, authored }
    };
}
/** The gate run one program needs now, and why; null when it needs none. */
async function dueProgram(sweep, program, found) {
    const { io, config, keeper } = sweep;
    const files = (0,read_programs/* programFiles */.S$)(config, program);
    const { ledger, doc, head } = found;
    const reconciled = (0,reconcile/* reconcile */.L)(ledger, doc, config.auditKey);
    const action = sweepAction(reconciled, doc.state, sweep.now, config.wallClockMinutes, keeper);
    // The keeper lists every red head, so it needs every program's branch.
    if (action === 'none' && keeper === null)
        return null;
    const branch = branchToSweep(config, files, doc.state.branch);
    if (branch === null)
        return null;
    sweep.branches.set(program, branch);
    if (action === 'none')
        return null;
    if (action === 'look') {
        // Only a commit no gate run has decided on needs a look; a branch not pushed yet, none. The
        // batched read has the head of the branch the pattern gives; a `Branch` row's is asked for.
        const now = branch === head.branch ? head.sha : await (0,evaluate/* branchHead */.P)(io.gh, io.ctx, branch).catch(noHeadOn);
        if (now === null || now === reconciled.memory.headSha)
            return null;
    }
    const target = {
        kind: 'evaluate',
        branch,
        program,
        headSha: null,
        // The batched read's open pull request for the branch: the run looks for none of its own.
        pullNumbers: pullOf(sweep.read, branch),
        trigger: null,
        reset: false,
        programIssue: sweep.issueInput,
        keeper: action === 'keep',
        ciFiles: reconciled.memory.ciWorkflows ?? []
    };
    const onLedger = branch === head.branch && decidedOnLedger(action, reconciled, head.sha);
    // Only a pause edits the status comment: who wrote it is asked for that alone.
    const edits = action === 'timeout' && !reconciled.sealed;
    const known = onLedger ? batched(sweep.read, found, branch, edits) : null;
    return { program, action, target, known };
}
/** The open pull request the batched read found for the branch, when it could list them all. */
function pullOf(read, branch) {
    const pull = read?.surroundings?.openPulls?.get(branch);
    return pull === undefined ? [] : [pull.number];
}
/**
 * The program as the batched read found it, in the shape of a gate run's own read (without
 * checks); null when that read is missing what a decision acts on (the open pull requests did not
 * fit its page), so the run reads for itself.
 */
function batched(read, found, branch, edits) {
    const pulls = read?.surroundings?.openPulls;
    if (read === null || pulls === null || pulls === undefined)
        return null;
    const pull = pulls.get(branch) ?? null;
    const label = read.surroundings?.needsHumanLabel ?? null;
    const view = {
        branchHead: found.head.sha,
        stateHead: read.stateHead,
        ledger: found.stored.ledger,
        state: found.stored.state,
        checks: null,
        labelIds: pull === null || label === null ? null : { labelable: pull.id, label },
        defaultBranch: read.defaultBranch,
        workflowFiles: {},
        programIssues: read.surroundings?.programIssues ?? null,
        fixer: null,
        viewer: null,
        branchFacts: null
    };
    const recorded = edits ? (found.ledger?.statusComment ?? null) : null;
    return { view, pullNumber: pull?.number ?? null, recorded };
}
/** The branch the sweep gates for a program, with a warning for a row it ignores or a miss. */
function branchToSweep(config, files, row) {
    const { program } = files;
    const pattern = config.branchPattern;
    const derived = (0,gate_branch/* branchForProgram */.OI)(pattern, program);
    const { branch, ignoredRow } = sweepBranch(pattern, program, derived, row);
    const where = (0,state_file/* describeLocation */.l)(files.state);
    if (ignoredRow) {
        core/* warning */.$e(`${where}: Branch row "${row}" is not a branch of ${program} under branch-pattern "${pattern}"; ignored`);
    }
    if (branch === null)
        core/* warning */.$e(`${where}: branch-pattern has no place for ${program}; not swept`);
    return branch;
}
/** A branch whose head cannot be read is not looked at; a permission the job lacks ends the run. */
function noHeadOn(error) {
    (0,or_none/* orNone */.u)(error, null);
    return null;
}

;// CONCATENATED MODULE: ./src/flow/gate/sweep.ts
// Sweep mode, on a schedule and when an autoloop run completes: read every program's ledger and
// state file, and run the gate on each program that needs it now (reverted rows, an unpause, an
// iteration past the wall clock, a commit no gate run has judged), most urgent first, deferring
// what can wait while the API budget is below its reserve, commit all their decisions in one
// commit to the state branch, and write their comments and labels together (`sweep-writes.ts`).













/** The sweep's own outputs report its most consequential decision. */
const WEIGHT = {
    pause: 6,
    fix: 5,
    accept: 4,
    blocked: 3,
    rerun: 2,
    wait: 1,
    skip: 0
};
const WHY = {
    audit: 'audit chain broken',
    repair: 'state file behind its ledger',
    resume: 'unpaused',
    timeout: 'past the wall clock',
    keep: 'paused; the keeper takes it up',
    look: 'commit not judged yet'
};
async function runSweep(gh, ctx, config, facts) {
    const { listed, swept, read } = await (0,read_programs/* readPrograms */.wl)(gh, ctx.repository, config, facts.programIssue);
    const sweep = {
        io: { gh, ctx },
        config,
        issueInput: facts.programIssue,
        now: new Date(),
        keeper: config.keeper ? config.keeperLimits : null,
        branches: new Map(),
        read
    };
    const due = [];
    for (const [program, found] of swept) {
        const needs = await dueProgram(sweep, program, found);
        if (needs !== null)
            due.push(needs);
    }
    // Who wrote the status comments the decisions made on the batched read will edit: one query.
    const recorded = due.flatMap((d) => (d.known?.recorded ? [d.known.recorded] : []));
    const authored = await (0,status_writes/* ownComments */.D5)(gh, recorded);
    const { done, deferred, ledgers } = await gateDue(sweep, urgencyOrder(due), authored);
    const redHeads = sweep.keeper === null ? undefined : await listRedHeads(sweep, sweep.branches, done);
    const report = sweepReport(listed, done, redHeads, deferred, config.rateLimitReserve);
    // Every program as the sweep leaves it: a decision it committed is in that program's new ledger.
    const overview = [...swept].map(([name, { ledger, doc }]) => (0,status_place/* programStatus */.r)({ ...ctx, files: (0,read_programs/* programFiles */.S$)(config, name) }, config, {
        name,
        ledger: ledgers.get(name) ?? ledger,
        doc
    }));
    return { ...report, programs: overview };
}
/**
 * The gate run on each due program in turn, up to its commit, then one commit of them all, then
 * their writes together; while the API budget is below the reserve, only on those that cannot
 * wait. The budget is read again before each: the runs before it drew it down.
 */
async function gateDue(sweep, due, authored) {
    const { io, config } = sweep;
    const done = [];
    const pending = [];
    const deferred = [];
    for (const one of due) {
        const { program, action } = one;
        const short = deferral(action, (0,rate_budget/* readRateBudget */._)(io.gh), config.rateLimitReserve);
        if (short !== null) {
            core/* warning */.$e(deferralLine(program, WHY[action], short, config.rateLimitReserve));
            deferred.push(program);
            continue;
        }
        core/* info */.pq((0,untrusted/* oneLine */.TN)(`green-gate sweep: ${program} (${WHY[action]})`));
        const prepared = await (0,run_gate.prepareGate)(io, config, gateOptions(one, authored));
        if ('skipped' in prepared)
            done.push(prepared.skipped);
        else
            pending.push(prepared);
    }
    // Every decision of the sweep in one commit: pausing twenty programs is one write, not twenty.
    const committed = await (0,commit/* commitPending */.z)(io, config, pending);
    const decided = pending.map((p, i) => ({
        pending: p,
        landed: committed[i]
    }));
    const ledgers = new Map(committed.map(({ committed: c }) => [c.ledger.program, c.ledger]));
    // Acted on in turns: their comments and labels go out together, a few requests for them all.
    done.push(...(await finishInTurns(io, config, sweep.read, decided)));
    return { done, deferred, ledgers };
}
/**
 * The sweep's report: its most consequential decision, with every program's in the reason, and
 * the programs it deferred.
 */
function sweepReport(programs, done, redHeads, deferred, reserve) {
    const red = redHeads === undefined ? {} : { redHeads };
    const later = deferred.length === 0 ? '' : `; ${deferredNote(deferred, reserve)}`;
    if (done.length === 0) {
        const nowhere = { program: null, branch: null, headSha: null };
        const none = deferred.length === 0 ? 'none needed the gate' : 'none gated';
        return { ...(0,report/* skipReport */.A9)(`swept ${programs} programs: ${none}${later}`, nowhere), ...red };
    }
    const lead = done.reduce((a, b) => (WEIGHT[b.decision] > WEIGHT[a.decision] ? b : a));
    return {
        ...lead,
        handedOut: done.filter((r) => r.decision === 'fix'),
        // One program's timeline; several programs' would read as one.
        ...(done.length === 1 ? {} : { timeline: [] }),
        program: done.map((r) => r.program).join(','),
        ...red,
        reason: `swept ${programs} programs: ${done.map((r) => `${r.program ?? '?'} → ${r.decision} (${r.reason})`).join('; ')}${later}`
    };
}


/***/ }),

/***/ 20928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ programStatus),
/* harmony export */   s: () => (/* binding */ statusPlace)
/* harmony export */ });
/* harmony import */ var _adapters_github_state_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94726);
/* harmony import */ var _rules_gate_branch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92219);
/* harmony import */ var _rules_steer_status_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48225);
// Where a program lives, as the status table links it: the same for the status comment, the
// reply to `/green-gate status`, the sweep's table and `green-gate status --table` and `--all`.



function statusPlace(at, config) {
    const repoUrl = `${at.serverUrl}/${at.repository.owner}/${at.repository.repo}`;
    const { state, ledger } = at.files;
    return {
        repoUrl,
        branch: at.branch,
        stateFile: (0,_adapters_github_state_file_js__WEBPACK_IMPORTED_MODULE_1__/* .describeLocation */ .l)(state),
        stateFileUrl: `${repoUrl}/blob/${state.branch}/${state.path}`,
        ledgerFile: (0,_adapters_github_state_file_js__WEBPACK_IMPORTED_MODULE_1__/* .describeLocation */ .l)(ledger),
        maxAttempts: config.maxFixAttempts,
        needsHumanLabel: config.needsHumanLabel
    };
}
/**
 * A program's status facts where it lives: from its ledger, else its state file's rows. The
 * sweep's table of every program and `green-gate status --table` and `--all` read them so.
 */
function programStatus(at, config, program) {
    const branch = (0,_rules_gate_branch_js__WEBPACK_IMPORTED_MODULE_2__/* .branchForProgram */ .OI)(config.branchPattern, program.name) ?? program.name;
    const place = statusPlace({ ...at, branch }, config);
    return (0,_rules_steer_status_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .statusFacts */ .O7)(program.name, (0,_rules_steer_status_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .viewOf */ .du)(program.ledger, program.doc), place);
}


/***/ }),

/***/ 48225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O7: () => (/* binding */ statusFacts),
/* harmony export */   du: () => (/* binding */ viewOf),
/* harmony export */   it: () => (/* binding */ programView)
/* harmony export */ });
/* harmony import */ var _ledger_memory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27906);
/* harmony import */ var _gate_reconcile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58031);


function programView(ledger) {
    const newest = ledger?.entries.at(-1);
    if (ledger === null || newest === undefined)
        return null;
    const entries = [...ledger.entries].reverse();
    return {
        memory: newest.memory,
        decided: entries.find((e) => e.steer === undefined) ?? null,
        command: entries.find((e) => e.steer !== undefined)?.steer ?? null
    };
}
/** The ledger's view, else the state file's rows as the gate would first read them. */
function viewOf(ledger, doc) {
    return (programView(ledger) ?? {
        memory: doc === null ? (0,_ledger_memory_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyMemory */ .l4)() : (0,_gate_reconcile_js__WEBPACK_IMPORTED_MODULE_1__/* .reconcile */ .L)(null, doc).memory,
        decided: null,
        command: null
    });
}
function statusFacts(program, view, place) {
    const { memory, decided } = view;
    const headSha = memory.headSha ?? decided?.headSha ?? '';
    return {
        program,
        decision: decided?.decision ?? 'skip',
        reason: decided?.reason ?? 'no decision on CI yet',
        branch: place.branch,
        headSha,
        commitUrl: `${place.repoUrl}/commit/${headSha}`,
        pullNumber: null,
        pullUrl: null,
        ciRunUrl: decided?.runUrl ?? null,
        gateRunUrl: null,
        attempt: memory.attempts.length,
        maxAttempts: place.maxAttempts,
        signature: memory.signature,
        failureClass: decided?.failure?.failureClass ?? null,
        pauseReason: (0,_ledger_memory_js__WEBPACK_IMPORTED_MODULE_0__/* .holdReasonText */ .Zr)(memory.hold),
        stateFile: place.stateFile,
        stateFileUrl: place.stateFileUrl,
        ledgerFile: place.ledgerFile,
        needsHumanLabel: place.needsHumanLabel,
        attempts: memory.attempts,
        spent: memory.attempts.length,
        noFixer: null,
        spend: null,
        hold: memory.hold,
        command: view.command,
        flakes: memory.flakes ?? [],
        decidedAt: decided?.at ?? null
    };
}


/***/ })

};
