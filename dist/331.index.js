export const id = 331;
export const ids = [331];
export const modules = {

/***/ 331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/rules/permission-job.ts
var permission_job = __webpack_require__(24222);
// EXTERNAL MODULE: ./src/adapters/github/issue.ts
var github_issue = __webpack_require__(19033);
// EXTERNAL MODULE: ./src/adapters/github/state-history.ts
var state_history = __webpack_require__(59618);
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __webpack_require__(24632);
// EXTERNAL MODULE: ./src/rules/gate/decide.ts
var decide = __webpack_require__(51215);
// EXTERNAL MODULE: ./src/rules/gate/judge.ts + 1 modules
var judge = __webpack_require__(33152);
// EXTERNAL MODULE: ./src/rules/gate/report.ts
var report = __webpack_require__(94513);
// EXTERNAL MODULE: ./src/rules/gate/verdict.ts
var gate_verdict = __webpack_require__(46474);
// EXTERNAL MODULE: ./src/rules/issue/comments.ts + 1 modules
var comments = __webpack_require__(11974);
;// CONCATENATED MODULE: ./src/rules/vocabulary/steer-command.ts
// The commands a maintainer can give on the program issue, as typed values: what the steering
// rules parse, the ledger records and the replies list. Pure.
/** Every command a maintainer can give, with what it does, for the reply to an unknown one. */
const COMMANDS = [
    ['pause [reason]', 'pause the program; the scheduler skips it until it is resumed'],
    ['resume', 'lift any pause, with a fresh fix budget and clock'],
    ['retry', 'judge the branch head again now'],
    ['reset', 'resume, then retry'],
    ['status', "reply with the program's state"],
    [
        'approve <sha>',
        'waive the guard (`ci-changed`, `weakened-tests`, ...) that paused that head on green, that head only, and judge it again now'
    ]
];

// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __webpack_require__(90085);
;// CONCATENATED MODULE: ./src/rules/issue/steer-replies.ts
// What the gate answers a maintainer's command with, on the issue or pull request where it was
// given. Pure: plain data in, markdown out.


/** The reply to `/green-gate status`: who asked, then the status table. */
function statusReply(program, asked, table) {
    return [
        `🧭 **green-gate · ${(0,untrusted/* noMentions */.T7)(program)}**: status, as asked by ${(0,untrusted/* inlineCode */.ti)(asked.by)} in [this comment](${asked.url}).`,
        '',
        table
    ].join('\n');
}
/** The reply to a command the gate does not know: every command it does. */
function commandsReply(word) {
    return [
        `🧭 **green-gate**: ${(0,untrusted/* inlineCode */.ti)(`/green-gate ${word}`.trim())} is not a command. A comment whose first line is one of these, by a person with write access, steers the program:`,
        '',
        ...COMMANDS.map(([command, what]) => `- \`/green-gate ${command}\`: ${what}`)
    ].join('\n');
}
/** The reply to `/green-gate approve` that approved nothing: one line saying why. */
function approveRefusedReply(given, why) {
    return `🧭 **green-gate**: ${(0,untrusted/* inlineCode */.ti)(`/green-gate approve ${given}`.trim())} approved nothing: ${why}.`;
}

// EXTERNAL MODULE: ./src/rules/ledger/memory.ts
var memory = __webpack_require__(27906);
// EXTERNAL MODULE: ./src/rules/text.ts
var rules_text = __webpack_require__(17268);
;// CONCATENATED MODULE: ./src/rules/steer/apply.ts



/** The `Pause Reason` of a maintainer's pause. */
function manualReason(command, by) {
    return `manual: ${command.reason ?? `paused by ${by}`}`;
}
/** `base`: the memory a decision would start from now (a person's Paused edit applied). */
function commandVerdict(command, base, source) {
    const { by } = source;
    const change = (reason, next, resumed = false) => ({
        decision: 'skip',
        reason,
        attempt: next.attempts.length,
        pause: null,
        next,
        timeline: next.attempts,
        status: null,
        resumed
    });
    switch (command.kind) {
        case 'pause': {
            const reason = manualReason(command, by);
            return change(`paused by ${by} (${reason})`, {
                ...base,
                hold: { kind: 'manual', reason }
            });
        }
        case 'resume':
        case 'reset':
            return change(`${command.kind === 'reset' ? 'reset' : 'resumed'} by ${by}: any pause lifted, fresh fix budget and clock`, (0,memory/* freshIteration */.go)(base, base.iteration), true);
        case 'approve': {
            const problem = approvalProblem(command, base);
            if (problem !== null)
                return change(`approve from ${by} approved nothing: ${problem}`, base);
            // Lifted as a resume lifts it, so that an approval given hours later meets no old clock.
            const approvedSha = (0,memory/* guardPausedHead */.S5)(base) ?? '';
            const next = { ...(0,memory/* freshIteration */.go)(base, base.iteration), approvedSha };
            return change(`approved by ${by}: ${(0,rules_text/* shortSha */.Fu)(approvedSha)} is theirs, what it changes and what it runs; the head is judged again now`, next, true);
        }
        case 'retry':
            return change(`retry asked by ${by}: the branch head is judged again now`, base);
        case 'status':
            return change(`status asked by ${by}`, base);
        case 'unknown':
            return change(`unknown command "${command.word}" from ${by}`, base);
    }
}
/**
 * Why `/green-gate approve` approves nothing, in one line; null when it names the head a guard
 * paused on green (7 to 40 of its hex digits).
 */
function approvalProblem(command, base) {
    const { sha, given } = command;
    if (sha === null)
        return `${(0,untrusted/* inlineCode */.ti)(given)} is not a commit SHA (7 to 40 hex digits)`;
    const headSha = (0,memory/* guardPausedHead */.S5)(base);
    if (headSha === null)
        return 'the program is not paused by a guard on a green head';
    if (!headSha.startsWith(sha))
        return `${(0,untrusted/* inlineCode */.ti)(sha)} is not the head the guard paused (${(0,rules_text/* shortSha */.Fu)(headSha)})`;
    return null;
}
/** The comment was handled before: a ledger entry carries its key. */
function handledBefore(ledger, key) {
    return ledger?.entries.some((entry) => entry.eventKey === key) ?? false;
}

// EXTERNAL MODULE: ./src/rules/steer/comment-event.ts
var comment_event = __webpack_require__(8493);
// EXTERNAL MODULE: ./src/rules/steer/status-facts.ts
var status_facts = __webpack_require__(48225);
// EXTERNAL MODULE: ./src/rules/state/index.ts + 8 modules
var state = __webpack_require__(84046);
// EXTERNAL MODULE: ./src/flow/gate/commit-decision.ts + 7 modules
var commit_decision = __webpack_require__(68311);
// EXTERNAL MODULE: ./src/flow/gate/program-snapshot.ts
var program_snapshot = __webpack_require__(2539);
// EXTERNAL MODULE: ./src/flow/gate/run-gate.ts + 15 modules
var run_gate = __webpack_require__(89086);
// EXTERNAL MODULE: ./src/flow/gate/status-comment.ts + 2 modules
var status_comment = __webpack_require__(88368);
// EXTERNAL MODULE: ./src/adapters/github/program-read.ts
var program_read = __webpack_require__(96891);
// EXTERNAL MODULE: ./src/adapters/github/errors.ts
var github_errors = __webpack_require__(4807);
;// CONCATENATED MODULE: ./src/adapters/github/pull-head.ts

async function pullHead(gh, repo, pull) {
    const { data } = await (0,github_errors/* api */.FH)(`reading pull request #${pull}`, () => gh.rest.pulls.get({ ...repo, pull_number: pull }));
    return { branch: data.head.ref, repository: data.head.repo?.full_name ?? null };
}

// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var gate_branch = __webpack_require__(92219);
// EXTERNAL MODULE: ./src/rules/gate/target.ts
var target = __webpack_require__(68322);
// EXTERNAL MODULE: ./src/rules/gate/issue-programs.ts
var issue_programs = __webpack_require__(41976);
;// CONCATENATED MODULE: ./src/rules/steer/program-of-issue.ts


const PROGRAM_TITLE = /^\[Autoloop: ([^\]]+)\]/;
/** The program the issue claims; null when it names none. */
function programClaim(issue, facts) {
    if (facts.programIssue === issue.number && facts.program !== null)
        return facts.program;
    if (!issue.labels.includes(issue_programs/* PROGRAM_LABEL */.cs))
        return null;
    const titled = PROGRAM_TITLE.exec(issue.title)?.[1]?.trim() ?? (0,issue_programs/* slugOf */.tF)(issue.title, issue.number);
    return (0,gate_branch/* isProgramName */.Kc)(titled) ? titled : null;
}

// EXTERNAL MODULE: ./src/flow/gate/read-programs.ts + 2 modules
var read_programs = __webpack_require__(22429);
;// CONCATENATED MODULE: ./src/flow/steer/find-program.ts








async function findProgram(gh, ctx, { settings: config, facts }, event) {
    const number = event.issue.number;
    const claim = event.issue.pull
        ? await programOfPull(gh, ctx, { pattern: config.branchPattern, named: facts.program }, number)
        : programOfIssue(event, facts);
    if ('none' in claim)
        return claim;
    const { program } = claim;
    const pattern = config.branchPattern;
    const branch = (0,gate_branch/* branchForProgram */.OI)(pattern, program);
    if (branch === null)
        return { none: `branch-pattern "${pattern}" names no branch` };
    const files = (0,read_programs/* programFiles */.S$)(config, program);
    const legacy = claim.head !== null && (0,gate_branch/* branchClaim */.Rt)(pattern, program, claim.head) === 'legacy';
    const view = await (0,program_read/* readProgramView */.WN)(gh, ctx.repository, {
        ...(0,program_read/* filesOnly */.sg)(files),
        programIssues: facts.programIssue === null ? issue_programs/* PROGRAM_LABEL */.cs : null,
        programBranches: legacy ? { own: branch } : null
    });
    const stranger = claim.head === null ? null : (0,gate_branch/* notProgramsBranch */.zy)(pattern, program, claim.head, view.branchFacts);
    if (stranger !== null)
        return { none: `pull request #${number}: ${stranger}` };
    const { issue } = await (0,github_issue/* findProgramIssue */.hw)(gh, ctx.repository, program, {
        input: facts.programIssue,
        recorded: (0,issue_programs/* recordedIssue */.mI)((0,read_programs/* readLedger */.SC)(files, view.ledger), program, config.auditKey),
        listed: view.programIssues
    });
    if (!event.issue.pull && issue !== number) {
        return { none: `#${number} is not the program issue of ${program}` };
    }
    return { found: { program, branch, files, view, issue } };
}
function programOfIssue(event, facts) {
    const program = programClaim(event.issue, facts);
    return program === null
        ? { none: `#${event.issue.number} names no program` }
        : { program, head: null };
}
/** The program of a pull request's head branch; a fork's or an unrelated branch names none. */
async function programOfPull(gh, ctx, branches, pull) {
    const head = await pullHead(gh, ctx.repository, pull);
    const { owner, repo } = ctx.repository;
    if (head.repository?.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
        return { none: `pull request #${pull} comes from another repository` };
    }
    const program = (0,target/* programOfBranch */.I)(branches.pattern, head.branch, branches.named);
    if (program.kind === 'unmatched') {
        return { none: `pull request #${pull}'s branch ${head.branch} is not a program's` };
    }
    return program.kind === 'program'
        ? { program: program.name, head: head.branch }
        : { none: `${head.branch} names no usable program` };
}

// EXTERNAL MODULE: ./src/flow/steer/status-place.ts
var status_place = __webpack_require__(20928);
;// CONCATENATED MODULE: ./src/flow/steer/run-command.ts
// A maintainer's `/green-gate` command, end to end: only a person with write access (GitHub's
// association, then the permission API) gets anything; the command is acknowledged with a
// reaction at once, recorded in the ledger under the comment's key (a second delivery of the same
// comment finds it there and changes nothing), committed with the same compare-and-swap as a
// decision, so a gate run deciding meanwhile is never overwritten, and then acted on.























async function runCommand(gh, ctx, run, event, command) {
    const { settings: config } = run;
    const { comment } = event;
    const repo = ctx.repository;
    const nowhere = { program: null, branch: null, headSha: null };
    const by = comment.author.login;
    // For a command the association is never proof, nor its absence (a private organization
    // member shows as CONTRIBUTOR): GitHub is asked every time. Bots were dropped before this.
    const maintainer = await (0,state_history/* hasWriteAccess */.sv)(gh, repo, by);
    if (!maintainer) {
        const who = `${by} is not a person with write access to ${repo.owner}/${repo.repo}`;
        return (0,report/* skipReport */.A9)(`${who}; the command changes nothing`, nowhere);
    }
    await bestEffort('acknowledge the command', () => (0,github_issue/* reactTo */.xC)(gh, repo, comment.id, 'eyes'));
    const search = await findProgram(gh, ctx, run, event);
    if ('none' in search)
        return (0,report/* skipReport */.A9)(`no program to steer: ${search.none}`, nowhere);
    const found = search.found;
    const where = { program: found.program, branch: found.branch, headSha: null };
    const key = (0,comment_event/* commandKey */.B)(comment.id);
    const snapshot = (0,program_snapshot/* programSnapshot */.H4)(found.files, found.view);
    if (handledBefore(snapshot.ledger, key)) {
        return (0,report/* skipReport */.A9)(`comment ${comment.id} was handled already; nothing changes`, where);
    }
    const source = { by, url: comment.url };
    const now = new Date();
    const refused = { why: null };
    const committed = await (0,commit_decision/* commitDecision */.mp)(gh, repo, found.files, commandSteps(found, config, { command, source, key, now, refused }), snapshot);
    await answer({ gh, ctx, config, event, found, command, committed, now, refused });
    const approved = command.kind === 'approve' && refused.why === null;
    if (command.kind === 'retry' || command.kind === 'reset' || approved) {
        const evaluate = { branch: found.branch, program: found.program, headSha: null };
        const target = {
            kind: 'evaluate',
            ...evaluate,
            pullNumbers: event.issue.pull ? [event.issue.number] : [],
            trigger: null,
            reset: false,
            programIssue: run.facts.programIssue
        };
        return (0,run_gate.runGate)({ gh, ctx }, config, { target });
    }
    const { verdict } = committed;
    return {
        ...(0,report/* skipReport */.A9)(verdict.reason, where),
        attempt: verdict.attempt,
        maxAttempts: config.maxFixAttempts
    };
}
/** The command as a decision the ledger records: its verdict, its entry and commit message. */
function commandSteps(found, config, given) {
    const { command, source, key, now, refused } = given;
    return {
        newFile: () => (0,state/* renderStateTemplate */.Ab)({
            program: found.program,
            branch: found.branch,
            issue: found.issue,
            pr: null
        }),
        decideOn: (read, doc) => {
            // The memory a decision would start from now: a person's Paused edit counts first.
            const { base } = (0,decide/* start */.ni)({
                memory: read.memory,
                file: (0,judge/* fileView */.eT)(doc.state),
                steering: read.steering,
                eventKey: key,
                headSha: read.memory.headSha ?? '',
                branchHead: read.memory.headSha ?? '',
                reset: false,
                now
            });
            refused.why = command.kind === 'approve' ? approvalProblem(command, base) : null;
            return commandVerdict(command, base, source);
        },
        entryFor: (verdict, next) => ({
            ...(0,gate_verdict/* runlessEntry */.D)(verdict, next, {
                at: (0,rules_text/* isoSeconds */.nE)(now),
                eventKey: key,
                headSha: next.headSha,
                maxAttempts: config.maxFixAttempts
            }),
            steer: { command: command.kind, by: source.by, url: source.url }
        }),
        // The reason quotes the maintainer's words: one line, no live mention.
        message: (verdict) => `green-gate: ${found.program} ${(0,untrusted/* noMentions */.T7)((0,untrusted/* oneLine */.TN)(verdict.reason))}`
    };
}
/**
 * Once the command is recorded: the status comment shows it, and `status` (the table), an
 * unknown command (the list of commands) and an approve that approved nothing (why) get a reply
 * where the command was written. A reply is the command's one new comment: a status comment
 * found deleted then waits for the next decision. The command stands if any of that fails.
 */
async function answer(a) {
    const { gh, ctx, event, found, committed, command, now } = a;
    const repo = ctx.repository;
    const view = (0,status_facts/* programView */.it)(committed.ledger);
    if (view === null)
        return;
    const place = (0,status_place/* statusPlace */.s)({ ...ctx, branch: found.branch, files: found.files }, a.config);
    const facts = (0,status_facts/* statusFacts */.O7)(found.program, view, place);
    const table = (0,comments/* statusTable */.XR)(facts, now);
    const asked = { by: event.comment.author.login, url: event.comment.url };
    const reply = command.kind === 'status'
        ? statusReply(found.program, asked, table)
        : command.kind === 'unknown'
            ? commandsReply(command.word)
            : command.kind === 'approve' && a.refused.why !== null
                ? approveRefusedReply(command.given, a.refused.why)
                : null;
    const where = event.issue.number;
    // Without the program issue there is no status comment to show: the reply alone.
    const words = {
        issue: found.issue ?? where,
        where,
        said: reply === null ? [] : [reply],
        foldable: false,
        table: found.issue === null ? null : table,
        label: null
    };
    await bestEffort(`answer on #${words.issue}`, async () => {
        await (0,status_comment/* tellIssue */.j)(gh, repo, found.files, committed, words, null);
    });
}
/**
 * Later steps that fail leave the command recorded: a warning, not the end of the run. A
 * permission the command job lacks fails the run once it ends, naming what to grant.
 */
async function bestEffort(what, act) {
    try {
        await act();
    }
    catch (error) {
        const lacking = (0,permission_job/* lackedPermission */.eZ)(error, (0,permission_job/* templateJobFor */.rJ)('gate', 'issue_comment'));
        if (lacking !== null)
            core/* setFailed */.C1(lacking);
        else
            core/* warning */.$e(`could not ${what}: ${(0,errors/* errorLine */.BP)(error)}; the command stands`);
    }
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
