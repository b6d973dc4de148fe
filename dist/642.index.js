export const id = 642;
export const ids = [642];
export const modules = {

/***/ 8686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mo: () => (/* binding */ readCostFile)
/* harmony export */ });
/* unused harmony exports MAX_COST_REPORT_BYTES, parseCostReport */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// What the fixer says an attempt cost. It comes from the agent's side (a file the fix command or
// an earlier step of the fixer job writes, handed to the push job with the bundle), so it is read
// as untrusted: a small regular file, strict JSON, a finite amount of at least 0; anything else
// is ignored with a reason, never guessed at.


/** More than any `{"cost_usd": …}` needs: a bigger file is not a cost report. */
const MAX_COST_REPORT_BYTES = 256;
function amount(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? { kind: 'cost', usd: value }
        : { kind: 'invalid', why: 'cost_usd is not a finite amount of at least 0' };
}
/** `{"cost_usd": 1.25}` and nothing else. */
function parseCostReport(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { kind: 'invalid', why: 'not JSON' };
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
        return { kind: 'invalid', why: 'not a JSON object' };
    const keys = Object.keys(json);
    if (keys.length !== 1 || keys[0] !== 'cost_usd')
        return { kind: 'invalid', why: 'expected exactly one field, cost_usd' };
    return amount(json.cost_usd);
}
/** The cost file, if the fixer wrote one: read up to one byte past the limit, then judged. */
async function readCostFile(path) {
    let handle;
    try {
        // Non-blocking: a FIFO in its place must not hang the step; it is refused below.
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { kind: 'none' };
        return { kind: 'invalid', why: `cannot read it (${error.code})` };
    }
    try {
        if (!(await handle.stat()).isFile())
            return { kind: 'invalid', why: 'not a regular file' };
        const buffer = Buffer.alloc(MAX_COST_REPORT_BYTES + 1);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        if (bytesRead > MAX_COST_REPORT_BYTES)
            return { kind: 'invalid', why: `over ${MAX_COST_REPORT_BYTES} bytes` };
        return parseCostReport(buffer.subarray(0, bytesRead).toString('utf8'));
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 54436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ git)
/* harmony export */ });
/* harmony import */ var _actions_exec__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27187);
/* harmony import */ var _rules_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24632);
// git as a child process: argument arrays, never a shell, an environment given per call, and a
// one-line error that says what git said.


async function git(dir, args, env, options = {}) {
    const result = await (0,_actions_exec__WEBPACK_IMPORTED_MODULE_0__/* .getExecOutput */ .H)('git', args, {
        cwd: dir,
        env,
        ignoreReturnCode: true,
        silent: true
    });
    if (result.exitCode !== 0 && options.allowFailure !== true) {
        // git ends with advice (`hint: ...`); the line that says what happened comes before it.
        const said = result.stderr
            .split('\n')
            .map((line) => line.trim().replace(/\s+/g, ' '))
            .filter((line) => line !== '' && !line.startsWith('hint:'));
        const detail = said.find((line) => line.startsWith('! [')) ?? said.at(-1) ?? '';
        throw new _rules_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GateError */ .ue(`git ${args[0] ?? ''} failed (exit ${result.exitCode}): ${detail}`);
    }
    return { exitCode: result.exitCode, stdout: result.stdout.trim() };
}


/***/ }),

/***/ 46642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPushJob: () => (/* binding */ runPushJob)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __webpack_require__(24632);
// EXTERNAL MODULE: ./src/adapters/github/workflow-dispatch.ts
var workflow_dispatch = __webpack_require__(86180);
// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var gate_branch = __webpack_require__(92219);
// EXTERNAL MODULE: ./src/rules/gate/report.ts
var report = __webpack_require__(94513);
// EXTERNAL MODULE: ./src/flow/gate/run-gate.ts + 15 modules
var run_gate = __webpack_require__(89086);
// EXTERNAL MODULE: ./src/flow/gate/read-programs.ts + 2 modules
var read_programs = __webpack_require__(22429);
// EXTERNAL MODULE: ./src/adapters/github/program-read.ts
var program_read = __webpack_require__(96891);
// EXTERNAL MODULE: ./src/adapters/github/state-file.ts
var state_file = __webpack_require__(94726);
// EXTERNAL MODULE: ./src/rules/ledger/codec.ts + 1 modules
var codec = __webpack_require__(97152);
// EXTERNAL MODULE: ./src/rules/ledger/ledger.ts
var ledger = __webpack_require__(99856);
// EXTERNAL MODULE: ./src/rules/gate/target.ts
var gate_target = __webpack_require__(68322);
// EXTERNAL MODULE: ./src/rules/text.ts
var rules_text = __webpack_require__(17268);
// EXTERNAL MODULE: ./src/adapters/system/cost-report.ts
var cost_report = __webpack_require__(8686);
// EXTERNAL MODULE: ./src/rules/fix/subject.ts
var subject = __webpack_require__(53191);
// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __webpack_require__(90085);
;// CONCATENATED MODULE: ./src/rules/fix/fixer-run.ts
// Which fixer run the push job believes. Its `workflow_run` names a workflow by name only, and
// any workflow file on any branch can carry the fixer's name; a run of the right file can also be
// started by anyone who may dispatch. Only GitHub's own record of the run counts: the file it
// ran, how and by whom it was started, when, and on which commit. Pure.

/** Why the run is not the one the gate started for the fix; null when it is. */
function strangerRun(run, ours) {
    const shown = (text) => (text === null ? 'nothing' : (0,untrusted/* inlineCode */.ti)(text));
    if (run.path !== ours.path)
        return `it ran ${shown(run.path)}, not ${ours.path}`;
    if (run.event !== 'workflow_dispatch') {
        return `it was started by ${shown(run.event)}, not by a dispatch`;
    }
    for (const who of [run.actor, run.triggeringActor]) {
        if (who !== ours.gate)
            return `it was started by ${shown(who)}, not by the gate (${ours.gate})`;
    }
    const since = Date.parse(ours.handedOutAt);
    if (run.createdAt === null || Number.isNaN(since) || run.createdAt.getTime() < since) {
        const at = run.createdAt?.toISOString() ?? 'an unknown time';
        return `it was created at ${at}, before fix attempt ${ours.attempt} was handed out at ${ours.handedOutAt}`;
    }
    return null;
}

// EXTERNAL MODULE: ./src/rules/fix/fixer-workflow.ts
var fixer_workflow = __webpack_require__(48221);
// EXTERNAL MODULE: ./src/adapters/system/git.ts
var git = __webpack_require__(54436);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/rules/fix/verify-fix.ts
// What the gate accepts from a fixer, decided on plain data: the bundle's header and the commits
// it brings. A fix is one new linear chain of commits on top of the judged commit, bringing no
// other history, and touching no protected path.



/**
 * The header of a v2 or v3 git bundle: a signature line, v3 capabilities (`@...`),
 * prerequisites (`-<sha> comment`), refs (`<sha> <name>`), then an empty line before the pack.
 */
function parseBundleHeader(text) {
    const end = text.indexOf('\n\n');
    if (end === -1)
        return { error: 'not a git bundle (no header)' };
    const [signature, ...lines] = text.slice(0, end).split('\n');
    if (signature !== '# v2 git bundle' && signature !== '# v3 git bundle') {
        return { error: 'not a git bundle (unknown signature)' };
    }
    const header = { prerequisites: [], refs: [] };
    for (const line of lines) {
        if (line.startsWith('@'))
            continue;
        const prerequisite = /^-([0-9a-f]{40})(?: .*)?$/.exec(line);
        if (prerequisite !== null) {
            header.prerequisites.push(prerequisite[1]);
            continue;
        }
        const ref = /^([0-9a-f]{40}) (\S+)$/.exec(line);
        if (ref === null)
            return { error: 'not a git bundle (unreadable header line)' };
        header.refs.push({ sha: ref[1], name: ref[2] });
    }
    return header;
}
/** The one commit a bundle hands back, or why it is refused before anything is fetched. */
function bundleTip(header, base) {
    const [ref, ...more] = header.refs;
    if (ref === undefined)
        return { error: 'the bundle holds no commit' };
    if (more.length > 0)
        return { error: `the bundle holds ${header.refs.length} refs, not one` };
    const foreign = header.prerequisites.find((sha) => sha !== base);
    if (foreign !== undefined) {
        return {
            error: `fix builds on ${(0,rules_text/* shortSha */.Fu)(foreign)}, not only on the judged commit ${(0,rules_text/* shortSha */.Fu)(base)}`
        };
    }
    return { sha: ref.sha };
}
/**
 * Whether a path is protected. Globs do not see past a control character (`*` stops at a line
 * break), and a file name may hold one: such characters are matched as ordinary ones. Case is
 * ignored, which refuses more than GitHub would read as a workflow, never less.
 */
function protectedPathMatcher(globs) {
    const matches = picomatch_default()([...globs], { dot: true, nocase: true });
    // eslint-disable-next-line no-control-regex
    return (path) => matches(path.replace(/[\u0000-\u001f\u007f]/g, '_'));
}
/** Longest chain the gate reviews; a fix longer than this is not a fix. */
const MAX_FIX_COMMITS = 100;
/**
 * `commits`: the commits reachable from `tip` and not from `base`, newest first (at most one more
 * than MAX_FIX_COMMITS need be listed).
 */
function judgeChain(base, tip, commits, isProtected) {
    if (commits.length === 0)
        return { ok: false, reason: 'fix command made no commit' };
    if (commits.length > MAX_FIX_COMMITS) {
        return { ok: false, reason: `fix has more than ${MAX_FIX_COMMITS} commits` };
    }
    const merge = commits.find((commit) => commit.parents.length !== 1);
    if (merge !== undefined) {
        return {
            ok: false,
            reason: `fix is not a linear chain: ${(0,rules_text/* shortSha */.Fu)(merge.sha)} has ${merge.parents.length} parents`
        };
    }
    // Newest first, each commit's parent is the next one, and the oldest sits on the judged commit.
    const linked = commits.every((commit, i) => commit.parents[0] === (commits[i + 1]?.sha ?? base) && (i > 0 || commit.sha === tip));
    if (!linked) {
        return { ok: false, reason: `fix is not one chain of commits on ${(0,rules_text/* shortSha */.Fu)(base)}` };
    }
    for (const commit of commits) {
        const path = commit.paths.find(isProtected);
        if (path !== undefined) {
            return {
                ok: false,
                // The name is the fixer's: control characters escaped, then code, so no line break,
                // mention or markup of it survives.
                reason: `fix changes a protected path: ${(0,untrusted/* inlineCode */.ti)(JSON.stringify(path.slice(0, 200)).slice(1, -1))} (in ${(0,rules_text/* shortSha */.Fu)(commit.sha)})`
            };
        }
    }
    return { ok: true, sha: tip, commits: commits.length };
}

;// CONCATENATED MODULE: ./src/adapters/system/push-repo.ts
// The push side: a fresh bare repository the gate owns, where the fixer's bundle is checked and
// from where one explicit refspec is pushed. Nothing the fixer wrote configures this git: no
// system or global config, no hooks, no remote but the server URL, a minimal environment, and
// the token as an HTTP header scoped to that server (as actions/checkout does it).




/** A bare repository in an empty folder, with no template (so not even sample hooks). */
async function createGateRepo(dir, remote) {
    const basic = Buffer.from(`x-access-token:${remote.token}`).toString('base64');
    core/* setSecret */.Pq(basic);
    const config = [
        [`http.${remote.serverUrl}/.extraheader`, `AUTHORIZATION: basic ${basic}`],
        ['core.hooksPath', '/dev/null'],
        ['push.followTags', 'false'],
        ['push.recurseSubmodules', 'no']
    ];
    const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: dir,
        LANG: 'C',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_COUNT: String(config.length),
        ...Object.fromEntries(config.flatMap(([key, value], i) => [
            [`GIT_CONFIG_KEY_${i}`, key],
            [`GIT_CONFIG_VALUE_${i}`, value]
        ]))
    };
    await (0,git/* git */.$)(process.cwd(), ['init', '--bare', '--quiet', '--template=', dir], env);
    return { dir, env };
}
/** The branch head on the server, fetched alone (depth 1): the base the fix must sit on. */
async function fetchBranchHead(repo, remote, branch) {
    await (0,git/* git */.$)(repo.dir, [
        'fetch',
        '--quiet',
        '--no-tags',
        '--depth=1',
        remote.url,
        `+refs/heads/${branch}:refs/gate/base`
    ], repo.env);
    return (await (0,git/* git */.$)(repo.dir, ['rev-parse', 'refs/gate/base'], repo.env)).stdout;
}
/** The start of a bundle file, enough for its header. */
async function readBundleStart(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(64 * 1024);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return buffer.subarray(0, bytesRead).toString('latin1');
    }
    finally {
        await handle.close();
    }
}
/** Fetches the bundle's one commit; git refuses when a prerequisite is missing. */
async function fetchBundle(repo, file, sha) {
    await (0,git/* git */.$)(repo.dir, ['bundle', 'verify', '--quiet', file], repo.env);
    await (0,git/* git */.$)(repo.dir, ['fetch', '--quiet', '--no-tags', file, `+${sha}:refs/gate/fix`], repo.env);
}
/** The commits in base..tip, newest first, each with its parents and the paths it touches. */
async function chainOf(repo, base, tip) {
    const listed = (await (0,git/* git */.$)(repo.dir, ['rev-list', '--parents', `--max-count=${MAX_FIX_COMMITS + 1}`, `${base}..${tip}`], repo.env)).stdout;
    const commits = [];
    for (const line of listed.split('\n').filter((l) => l !== '')) {
        const [sha = '', ...parents] = line.split(' ');
        // A merge is refused before its paths matter; a root commit's paths are its whole tree.
        const paths = parents.length > 1
            ? []
            : (await (0,git/* git */.$)(repo.dir, [
                'diff-tree',
                '-r',
                '-z',
                '--no-commit-id',
                '--name-only',
                '--no-renames',
                '--root',
                sha
            ], repo.env)).stdout
                .split('\0')
                .filter((p) => p !== '');
        commits.push({ sha, parents, paths });
    }
    return commits;
}
/** One explicit refspec to the server URL, never forced. */
async function pushFix(repo, remote, sha, branch) {
    await (0,git/* git */.$)(repo.dir, [
        'push',
        '--quiet',
        '--no-verify',
        '--no-follow-tags',
        remote.url,
        `${sha}:refs/heads/${branch}`
    ], repo.env);
}

;// CONCATENATED MODULE: ./src/flow/fix/push-job.ts
// Mode push, in the job that holds the write token: take the fixer job's bundle into a fresh
// repository of the gate's own, check it, and push it to the program's branch. A bundle that is
// missing or refused spends the attempt: the gate records why and decides again.























async function runPushJob(gh, ctx, run) {
    const { settings: config, facts } = run;
    const subject = await pushSubject(gh, ctx, config, facts);
    if ('skipped' in subject)
        return subject.skipped;
    const { program, headSha, branch, attempt } = subject;
    const fixCost = await reportedCost(facts.fixCostFile, attempt);
    const outcome = await verifyAndPush(ctx, config, { bundle: facts.fixBundle, token: run.secrets.pushToken }, { branch, base: headSha });
    if (!outcome.ok) {
        core/* warning */.$e(`the fix on ${(0,rules_text/* shortSha */.Fu)(headSha)} was not pushed: ${outcome.reason}`);
        const target = {
            kind: 'evaluate',
            branch,
            program,
            headSha,
            pullNumbers: [],
            trigger: null,
            reset: false,
            programIssue: facts.programIssue
        };
        return (0,run_gate.runGate)({ gh, ctx }, config, { target, fixFailure: outcome.reason, fixCost });
    }
    const reason = `pushed ${outcome.commits} fix commit(s) to ${branch}: ${outcome.sha}`;
    core/* info */.pq(`green-gate: ${reason}`);
    // A push made with GITHUB_TOKEN starts no workflow; a workflow_dispatch does.
    const workflow = config.ciWorkflow;
    if (workflow !== null) {
        await (0,workflow_dispatch/* dispatchWorkflow */.i)(gh, ctx.repository, { workflow, branch });
        core/* info */.pq(`green-gate: dispatched ${workflow} on ${branch}`);
    }
    if (fixCost !== null) {
        // The fix is pushed whatever happens here: a cost that cannot be recorded is a warning.
        const at = { program, branch, headSha, programIssue: facts.programIssue };
        await (0,run_gate.recordFixCost)({ gh, ctx }, config, at, fixCost).catch((error) => {
            core/* warning */.$e(`could not record the fix's cost in the ledger: ${(0,errors/* errorLine */.BP)(error)}`);
        });
    }
    return {
        ...(0,report/* bareReport */.VN)('fix', reason, { program, branch, headSha }),
        attempt,
        fixSha: outcome.sha,
        fixCostUsd: fixCost?.usd ?? null
    };
}
/**
 * The fix being pushed. Named by inputs when a workflow passes them; after a fixer run dispatched
 * on the program's branch (this job runs on its `workflow_run`), the fix the ledger holds out on
 * that run's commit: nothing the fixer run handed back names it.
 */
async function pushSubject(gh, ctx, config, facts) {
    if (ctx.event.kind !== 'workflow_run' || facts.headSha !== null) {
        const { program, headSha } = (0,subject/* fixSubject */.O)('push', facts);
        const branch = (0,gate_branch/* branchForProgram */.OI)(config.branchPattern, program);
        if (branch === null) {
            throw new errors/* GateError */.ue(`input "branch-pattern" ("${config.branchPattern}") has no single * to place program "${program}" in`);
        }
        return { program, headSha, branch, attempt: facts.attempt };
    }
    const target = (0,gate_target/* resolveTarget */.u)(ctx.event, config.branchPattern, facts);
    if (target.kind === 'skip')
        return { skipped: (0,report/* skipReport */.A9)(target.reason, target) };
    const { program, branch } = target;
    const run = ctx.event;
    const notPushed = (why) => ({
        skipped: (0,report/* skipReport */.A9)(`fixer run ${run.runId} on ${(0,rules_text/* shortSha */.Fu)(run.headSha)} is not pushed: ${why}`, {
            program,
            branch,
            headSha: run.headSha
        })
    });
    const { memory, gate } = await programMemory(gh, ctx, config, program);
    const fix = memory === null ? { none: 'the program has no ledger' } : (0,subject/* outstandingFix */.Y)(memory, run.headSha);
    if ('none' in fix)
        return notPushed(fix.none);
    const stranger = strangerRun(run, {
        path: (0,fixer_workflow/* fixerWorkflowPath */.nV)(config.fixerWorkflow),
        gate,
        handedOutAt: fix.handedOutAt,
        attempt: fix.attempt
    });
    if (stranger !== null)
        return notPushed(stranger);
    return { program, branch, headSha: fix.headSha, attempt: fix.attempt };
}
/**
 * The program's memory as its ledger's newest entry has it (null when it has no ledger), and the
 * account this job's token acts as: the gate's, as every green-gate workflow uses the same token.
 */
async function programMemory(gh, ctx, config, program) {
    const files = (0,read_programs/* programFiles */.S$)(config, program);
    const view = await (0,program_read/* readProgramView */.WN)(gh, ctx.repository, { ...(0,program_read/* filesOnly */.sg)(files), viewer: true });
    if (view.viewer === null)
        throw new errors/* GateError */.ue('GitHub did not say which account the token is');
    if (view.ledger === null)
        return { memory: null, gate: view.viewer };
    const parsed = (0,codec/* parseLedger */.h)(view.ledger.text);
    if (!parsed.ok)
        throw new errors/* GateError */.ue(`${(0,state_file/* describeLocation */.l)(files.ledger)}: ${parsed.message}`);
    return { memory: (0,ledger/* lastEntry */.vi)(parsed.ledger)?.memory ?? null, gate: view.viewer };
}
/** The cost report the fixer job handed over for the attempt being pushed, checked. */
async function reportedCost(file, attempt) {
    if (file === null)
        return null;
    const reading = await (0,cost_report/* readCostFile */.Mo)(file);
    if (reading.kind === 'invalid')
        core/* warning */.$e(`the fixer's cost report is ignored: ${reading.why}`);
    if (reading.kind !== 'cost' || attempt === null)
        return null;
    return { attempt, usd: reading.usd };
}
/**
 * Checks the fixer's bundle (`fix.bundle`) against the branch and the protected paths, and pushes
 * it with `fix.token`.
 */
async function verifyAndPush(ctx, config, fix, { branch, base }) {
    const { bundle } = fix;
    if (bundle === null || !(0,external_node_fs_.existsSync)(bundle)) {
        return { ok: false, reason: 'the fixer handed back no commits' };
    }
    const header = parseBundleHeader(await readBundleStart(bundle));
    if ('error' in header)
        return { ok: false, reason: header.error };
    const tip = bundleTip(header, base);
    if ('error' in tip)
        return { ok: false, reason: tip.error };
    const remote = {
        url: `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}.git`,
        serverUrl: ctx.serverUrl,
        token: fix.token
    };
    const repo = await createGateRepo(await (0,promises_.mkdtemp)((0,external_node_path_.join)(ctx.runnerTemp, 'green-gate-push-')), remote);
    let head;
    try {
        head = await fetchBranchHead(repo, remote, branch);
    }
    catch (error) {
        if (error instanceof errors/* GateError */.ue)
            return { ok: false, reason: `cannot read ${branch}: ${error.message}` };
        throw error;
    }
    if (head !== base) {
        return {
            ok: false,
            reason: `${branch} moved to ${(0,rules_text/* shortSha */.Fu)(head)} after ${(0,rules_text/* shortSha */.Fu)(base)} was judged`
        };
    }
    try {
        await fetchBundle(repo, bundle, tip.sha);
    }
    catch (error) {
        if (error instanceof errors/* GateError */.ue)
            return { ok: false, reason: `unusable bundle: ${error.message}` };
        throw error;
    }
    const isProtected = protectedPathMatcher(config.protectedPaths);
    const outcome = judgeChain(base, tip.sha, await chainOf(repo, base, tip.sha), isProtected);
    if (!outcome.ok)
        return outcome;
    try {
        await pushFix(repo, remote, tip.sha, branch);
    }
    catch (error) {
        // Never forced: a branch that moved meanwhile refuses the push, and the gate decides again.
        if (error instanceof errors/* GateError */.ue)
            return { ok: false, reason: `push refused: ${error.message}` };
        throw error;
    }
    return outcome;
}


/***/ }),

/***/ 53191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ fixSubject),
/* harmony export */   Y: () => (/* binding */ outstandingFix)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24632);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17268);
// Which fix the fixer and push modes act on: named by inputs (the gate's `fixes` entry), or, for
// the push that follows a dispatched fixer run, the fix the ledger holds out on the run's commit.


/** The modes that act on one fix need to be told which: the program and the judged commit. */
function fixSubject(mode, facts) {
    const { program, headSha } = facts;
    if (program === null || headSha === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GateError */ .ue(`inputs "program" and "head-sha" are required with mode "${mode}" (the gate's outputs of the same names)`);
    }
    return { program, headSha };
}
/**
 * The fix a fixer run on `runSha` answers, or why it answers none. Only the gate's own record
 * counts, never what the run or its artifact says: a run the gate did not ask for, or one for a
 * commit the gate has moved on from, pushes nothing.
 */
function outstandingFix(memory, runSha) {
    const { hold } = memory;
    const keeperFix = memory.keeper?.attempts.at(-1);
    if (hold.kind === 'fixing') {
        const record = memory.attempts.findLast((a) => a.attempt === hold.attempt && a.commit === hold.sha);
        if (record === undefined) {
            return { none: `the ledger has no record of fix attempt ${hold.attempt}` };
        }
        return onCommit(record, runSha);
    }
    if (hold.kind === 'paused' && keeperFix?.outcome === 'with-fixer') {
        return onCommit(keeperFix, runSha);
    }
    return { none: 'no fix is outstanding' };
}
function onCommit(record, runSha) {
    if (record.commit !== runSha) {
        return {
            none: `the fix outstanding is attempt ${record.attempt} on ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(record.commit)}, not on ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(runSha)}`
        };
    }
    return { headSha: record.commit, attempt: record.attempt, handedOutAt: record.at };
}


/***/ })

};
