export const id = 965;
export const ids = [965];
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

/***/ 14965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFixJob: () => (/* binding */ runFixJob)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var gate_branch = __webpack_require__(92219);
// EXTERNAL MODULE: ./src/rules/gate/report.ts
var report = __webpack_require__(94513);
// EXTERNAL MODULE: ./src/rules/text.ts
var rules_text = __webpack_require__(17268);
// EXTERNAL MODULE: ./src/adapters/system/cost-report.ts
var cost_report = __webpack_require__(8686);
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __webpack_require__(24632);
;// CONCATENATED MODULE: ./src/adapters/system/dependency-cache.ts
// The fixer's dependency cache: what `fix-cache-paths` names is restored into the fixer job
// before fix-command runs and saved after a fix that hands back commits, under a key hashed from
// `fix-cache-key-files` in the checkout. The cache client is injected; the real one is GitHub's
// cache service through `@actions/cache`, loaded only when a fix with a cache runs, so the gate's
// own runs never load it.


const CACHE_KEY_PREFIX = 'green-gate-fix-';
/** GitHub's cache service, through the toolkit's own client, imported on first use. */
function actionsCache() {
    return {
        async restore(paths, key, restoreKeys, workspace) {
            const cache = await Promise.all(/* import() */[__webpack_require__.e(271), __webpack_require__.e(324), __webpack_require__.e(186)]).then(__webpack_require__.bind(__webpack_require__, 3186));
            return inFolder(workspace, () => cache.restoreCache(paths, key, restoreKeys));
        },
        async save(paths, key, workspace) {
            const cache = await Promise.all(/* import() */[__webpack_require__.e(271), __webpack_require__.e(324), __webpack_require__.e(186)]).then(__webpack_require__.bind(__webpack_require__, 3186));
            // The toolkit warns and answers -1 itself when the service refuses the entry.
            return (await inFolder(workspace, () => cache.saveCache(paths, key))) !== -1;
        },
        async hashFiles(patterns, workspace) {
            const glob = await __webpack_require__.e(/* import() */ 324).then(__webpack_require__.bind(__webpack_require__, 43324));
            return inFolder(workspace, () => glob.hashFiles(patterns.join('\n'), workspace));
        }
    };
}
/**
 * The toolkit reads relative paths from the working folder, which a runner sets to the checkout;
 * the action makes sure of it for the call.
 */
async function inFolder(dir, act) {
    const before = process.cwd();
    process.chdir(dir);
    try {
        return await act();
    }
    finally {
        process.chdir(before);
    }
}
/**
 * Restores before the fix command. A cache that cannot be reached costs the fixer only time, so
 * a failure is a warning and the fix goes on.
 */
async function restoreFixCache(client, settings, workspace, os) {
    try {
        const hash = await client.hashFiles(settings.keyFiles, workspace);
        const prefix = `${CACHE_KEY_PREFIX}${os}-`;
        const key = `${prefix}${hash === '' ? 'no-key-files' : hash}`;
        const found = await client.restore(settings.paths, key, [prefix], workspace);
        core/* info */.pq(found === undefined
            ? `green-gate: no fix cache for ${key}`
            : `green-gate: fix cache restored from ${found}`);
        return { key, hit: found === key };
    }
    catch (error) {
        core/* warning */.$e(`green-gate: the fix cache was not restored: ${(0,errors/* errorLine */.BP)(error)}`);
        return null;
    }
}
/** Saves after a fix that hands back commits, unless the entry was restored as it is. */
async function saveFixCache(client, settings, workspace, restored) {
    if (restored.hit)
        return;
    try {
        if (await client.save(settings.paths, restored.key, workspace))
            core/* info */.pq(`green-gate: fix cache saved as ${restored.key}`);
    }
    catch (error) {
        core/* warning */.$e(`green-gate: the fix cache was not saved: ${(0,errors/* errorLine */.BP)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/rules/fix/environment.ts
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
];
function fixerEnvironment(env, job) {
    const kept = {};
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && !WITHHELD.some((p) => p.test(name)))
            kept[name] = value;
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
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/rules/fix/process-tree.ts
// Which processes a fixer started, from a snapshot of the process table. Pure: the snapshot is
// read elsewhere (proc.ts). They are the processes that carry the run's marker variable, and
// their descendants: a `setsid` child whose parent exited is re-parented to init and leaves the
// process group, but it keeps the environment it was started with, and a child that clears its
// environment is still its parent's child. The fixer's own pid is no root: once it has exited,
// that number may already belong to someone else.
/** Every marked process and every process that descends from one. */
function startedBy(table) {
    const children = new Map();
    for (const entry of table) {
        const siblings = children.get(entry.ppid) ?? [];
        siblings.push(entry);
        children.set(entry.ppid, siblings);
    }
    const found = new Map();
    const queue = table.filter((entry) => entry.marked);
    while (queue.length > 0) {
        const entry = queue.pop();
        if (found.has(entry.pid))
            continue;
        found.set(entry.pid, entry);
        queue.push(...(children.get(entry.pid) ?? []));
    }
    return [...found.values()];
}
/**
 * `/proc/<pid>/stat` of a live process; null for a zombie (dead, only waiting to be reaped) or
 * text that is not a stat line. The command name may hold spaces and parentheses, so the fields
 * are read after the last `)`: state, then ppid.
 */
function parseStat(text) {
    const close = text.lastIndexOf(')');
    const pid = Number.parseInt(text, 10);
    if (close === -1 || !Number.isSafeInteger(pid))
        return null;
    const [state, ppid] = text.slice(close + 2).split(' ');
    if (state === undefined || state === 'Z' || !/^\d+$/.test(ppid ?? ''))
        return null;
    return { pid, ppid: Number(ppid) };
}

;// CONCATENATED MODULE: ./src/adapters/system/proc.ts
// The process table as Linux shows it in /proc, and the stopping of what a fixer left running.
// Elsewhere (no /proc) only the process group can be stopped.


function readProcessTable(marker) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const table = [];
    for (const name of names) {
        if (!/^\d+$/.test(name))
            continue;
        try {
            const stat = parseStat((0,external_node_fs_.readFileSync)(`/proc/${name}/stat`, 'utf8'));
            if (stat === null)
                continue;
            // Another user's environment is unreadable, and such a process is not the fixer's anyway.
            let marked = false;
            try {
                marked = (0,external_node_fs_.readFileSync)(`/proc/${name}/environ`, 'latin1').split('\0').includes(marker);
            }
            catch {
                marked = false;
            }
            table.push({ ...stat, marked });
        }
        catch {
            // Gone between the listing and the read.
        }
    }
    return table;
}
function kill(pid) {
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}
/**
 * Stops the fixer's process group and every process it started (see process-tree.ts). A few
 * rounds, since a process may fork between one look and the kill.
 */
function stopEverything(group, marker) {
    kill(-group);
    for (let round = 0; round < 5; round++) {
        const left = startedBy(readProcessTable(marker)).filter((entry) => entry.pid !== process.pid);
        if (left.length === 0)
            return;
        for (const entry of left)
            kill(entry.pid);
    }
}

;// CONCATENATED MODULE: ./src/adapters/system/fixer.ts
// Runs the maintainer's fix command: in the checkout, with the fixer environment, under a time
// limit, its output streamed to the job log inside a collapsed group. Workflow commands are
// suspended meanwhile, so nothing the agent prints (`::set-output`, `::add-mask`, ...) is obeyed.




/** How long output may still arrive after the command exited, from what it left running. */
const OUTPUT_GRACE_MS = 2_000;
/** Every process the command starts inherits this variable set to a per-run value. */
const FIXER_MARKER = 'GREEN_GATE_FIXER_RUN';
async function runFixer(command, cwd, env, timeLimitMinutes) {
    const resume = `green-gate-${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    return core/* group */.Os('green-gate: fix command', async () => {
        // Written directly: @actions/core has no call for stop-commands.
        process.stdout.write(`::stop-commands::${resume}\n`);
        try {
            return await spawnWithLimit(command, cwd, env, timeLimitMinutes * 60_000);
        }
        finally {
            // On a line of its own even when the command's output ended mid-line: glued to that line,
            // it would not be read as a command and every later command of the gate would be ignored.
            process.stdout.write(`\n::${resume}::\n`);
        }
    });
}
/**
 * The command is judged on its own exit (or the time limit), not on its output closing: a
 * background process it left behind holds the output open but does not make a finished fix
 * unfinished. After a short grace for the last output, everything it started is stopped.
 */
function spawnWithLimit(command, cwd, env, limitMs) {
    const marker = `${FIXER_MARKER}=${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    const [name = '', value = ''] = marker.split('=');
    return new Promise((resolve, reject) => {
        // Its own process group, so one signal reaches everything that stayed in it.
        const child = (0,external_node_child_process_.spawn)('bash', ['-c', command], {
            cwd,
            env: { ...env, [name]: value },
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe']
        });
        child.stdout.pipe(process.stdout, { end: false });
        child.stderr.pipe(process.stdout, { end: false });
        let verdict = null;
        let grace;
        let done = false;
        const finish = () => {
            if (done)
                return;
            done = true;
            clearTimeout(timer);
            clearTimeout(grace);
            if (child.pid !== undefined)
                stopEverything(child.pid, marker);
            child.stdout.destroy();
            child.stderr.destroy();
            resolve(verdict ?? { exitCode: null, timedOut: true });
        };
        const timer = setTimeout(() => {
            verdict = { exitCode: null, timedOut: true };
            finish();
        }, limitMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(error);
        });
        child.on('exit', (code) => {
            if (verdict !== null)
                return;
            verdict = { exitCode: code, timedOut: false };
            grace = setTimeout(finish, OUTPUT_GRACE_MS);
        });
        // All output read: nothing is left holding it, so no reason to wait out the grace.
        child.on('close', () => {
            if (verdict !== null)
                finish();
        });
    });
}

;// CONCATENATED MODULE: ./src/rules/fix/outcome.ts
// Whether a fixer run produced something to push: a clean exit and at least one new commit on
// top of the commit whose CI failed.

function judgeFix(run, branch) {
    if (run.timedOut)
        return { ok: false, reason: `fix command ran past ${run.timeLimitMinutes} min and was stopped` };
    if (run.exitCode !== 0)
        return { ok: false, reason: `fix command failed (exit ${run.exitCode ?? 'signal'})` };
    if (!branch.descendsFromBase) {
        return {
            ok: false,
            reason: `fix rewrote history: ${(0,rules_text/* shortSha */.Fu)(branch.head)} does not descend from ${(0,rules_text/* shortSha */.Fu)(branch.base)}`
        };
    }
    if (branch.commits === 0 || branch.head === branch.base)
        return { ok: false, reason: 'fix command made no commit' };
    return { ok: true, sha: branch.head, commits: branch.commits };
}

// EXTERNAL MODULE: ./src/rules/fix/subject.ts
var subject = __webpack_require__(53191);
// EXTERNAL MODULE: ./src/rules/fix/fixer-workflow.ts
var fixer_workflow = __webpack_require__(48221);
// EXTERNAL MODULE: ./src/adapters/system/git.ts
var git = __webpack_require__(54436);
;// CONCATENATED MODULE: ./src/adapters/system/workspace.ts
// The fixer job's side of git: what the fixer left in its checkout, handed back as a bundle. This
// runs in the unprivileged job, in a repository the agent controls; the job that pushes trusts
// none of it and checks the bundle again (push-repo.ts, verify-fix.ts).



const env = () => ({
    ...process.env,
    GIT_TERMINAL_PROMPT: '0'
});
async function branchAfterFix(dir, base) {
    const head = (await (0,git/* git */.$)(dir, ['rev-parse', 'HEAD'], env())).stdout;
    const ancestor = await (0,git/* git */.$)(dir, ['merge-base', '--is-ancestor', base, head], env(), {
        allowFailure: true
    });
    const commits = ancestor.exitCode === 0
        ? Number((await (0,git/* git */.$)(dir, ['rev-list', '--count', `${base}..${head}`], env())).stdout)
        : 0;
    return { base, head, commits, descendsFromBase: ancestor.exitCode === 0 };
}
/** The commits base..head as a bundle whose one ref is HEAD. */
async function writeBundle(dir, base, file) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,git/* git */.$)(dir, ['bundle', 'create', '--quiet', file, 'HEAD', `^${base}`], env());
}

;// CONCATENATED MODULE: ./src/flow/fix/fix-job.ts
// Mode fix, in the unprivileged fixer job: run the fix command in the job's checkout of the
// judged commit (or take what earlier steps committed there), judge it on its exit and on the
// commits it left, and hand those commits back as a bundle. This step holds no token: the job
// that pushes checks the bundle again and trusts nothing the fixer says.














async function runFixJob(ctx, settings, facts, cache = actionsCache()) {
    const { program, headSha } = (0,subject/* fixSubject */.O)('fix', facts);
    const branch = (0,gate_branch/* branchForProgram */.OI)(settings.branchPattern, program);
    const where = { program, branch, headSha };
    const dir = ctx.workspace;
    const command = settings.fixCommand;
    // Next to the bundle: the templates hand both to the push job in one artifact, one a run.
    const out = (0,external_node_path_.join)(ctx.runnerTemp, fixer_workflow/* FIX_ARTIFACT */.dj.folder);
    const costFile = (0,external_node_path_.join)(out, fixer_workflow/* FIX_ARTIFACT */.dj.cost);
    await (0,promises_.mkdir)(out, { recursive: true });
    const cached = command !== null && settings.fixCache.paths.length > 0 ? settings.fixCache : null;
    const restored = cached === null
        ? null
        : await restoreFixCache(cache, cached, dir, process.env.RUNNER_OS ?? 'Linux');
    const run = command === null
        ? { exitCode: 0, timedOut: false }
        : await runFixer(command, dir, fixerEnvironment(process.env, {
            promptFile: facts.fixPromptFile ?? '',
            attempt: facts.attempt ?? 1,
            maxAttempts: settings.maxFixAttempts,
            program,
            branch: branch ?? '',
            headSha,
            costFile
        }), settings.fixTimeoutMinutes);
    const outcome = judgeFix({ ...run, timeLimitMinutes: settings.fixTimeoutMinutes }, await branchAfterFix(dir, headSha));
    const fixCostUsd = await reportedCost(costFile);
    if (!outcome.ok) {
        core/* warning */.$e(`the fix on ${(0,rules_text/* shortSha */.Fu)(headSha)} hands back nothing: ${outcome.reason}`);
        return { ...(0,report/* bareReport */.VN)('fix', outcome.reason, where), attempt: facts.attempt, fixCostUsd };
    }
    // Only a fix worth pushing saves: a failed one may have left the dependencies half-installed.
    if (cached !== null && restored !== null)
        await saveFixCache(cache, cached, dir, restored);
    const bundle = (0,external_node_path_.join)(out, fixer_workflow/* FIX_ARTIFACT */.dj.bundle);
    await writeBundle(dir, headSha, bundle);
    core/* info */.pq(`green-gate: bundled ${outcome.commits} fix commit(s): ${outcome.sha}`);
    return {
        ...(0,report/* bareReport */.VN)('fix', `the fixer made ${outcome.commits} commit(s) on ${headSha}`, where),
        attempt: facts.attempt,
        fixSha: outcome.sha,
        fixBundle: bundle,
        fixCostUsd
    };
}
/** The cost the fix command (or an earlier step) reported in the cost file, if it is usable. */
async function reportedCost(file) {
    const reading = await (0,cost_report/* readCostFile */.Mo)(file);
    if (reading.kind === 'invalid')
        core/* warning */.$e(`the fixer's cost report is ignored: ${reading.why}`);
    return reading.kind === 'cost' ? reading.usd : null;
}


/***/ }),

/***/ 48221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ fitPrompt),
/* harmony export */   Gl: () => (/* binding */ fixerProblem),
/* harmony export */   Nk: () => (/* binding */ dispatchesFixer),
/* harmony export */   dj: () => (/* binding */ FIX_ARTIFACT),
/* harmony export */   nV: () => (/* binding */ fixerWorkflowPath)
/* harmony export */ });
/* unused harmony exports FIXER_INPUTS, DISPATCH_INPUTS_LIMIT, packPrompt, dispatchSize */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
// The fixer runs as a workflow of its own, dispatched on the program's branch, so the agent's
// reach (its caches, its artifacts) is that branch's and never the default branch's. GitHub runs
// a dispatched workflow as the branch has it: a branch made before green-gate was installed has
// no fixer or an older one, and an agent that commits workflows could have written its own. Pure:
// whether the branch's file is the default branch's, and the inputs a dispatch carries.


/** The inputs every dispatch of the fixer carries; its `workflow_dispatch` must declare them. */
const FIXER_INPUTS = ['program', 'head-sha', 'attempt', 'prompt', 'pr-number'];
/**
 * What the fixer job hands the push job, as one artifact: the folder under RUNNER_TEMP that mode
 * fix writes and the templates upload and download whole, and the two files in it.
 */
const FIX_ARTIFACT = {
    folder: 'green-gate-fix',
    bundle: 'fix.bundle',
    cost: 'fix-cost.json'
};
/** GitHub's limit on a dispatch's inputs, counted in characters of their JSON. */
const DISPATCH_INPUTS_LIMIT = 65_535;
/** The gate starts a fixer run for each fix when a fixer that runs in Actions is configured. */
function dispatchesFixer(fixer) {
    return fixer === 'claude' || fixer === 'command' || fixer === 'copilot';
}
/** Where a fixer workflow named by its file lives in a branch. */
function fixerWorkflowPath(file) {
    return `.github/workflows/${file}`;
}
/**
 * Why the branch's fixer workflow cannot take a fix; null when it can. GitHub runs a dispatched
 * workflow as the branch has it, with the repository's secrets and the permissions it asks for,
 * so only the default branch's file, byte for byte, is dispatched: an older copy differs too.
 */
function fixerProblem(files) {
    const { path, branch, defaultBranch, onBranch, onDefault } = files;
    const missing = (why) => ({ kind: 'fixer-missing', why });
    if (onDefault === null) {
        return missing(`${path} is not on ${defaultBranch}: add green-gate's fixer template there, then unpause`);
    }
    if (onBranch === null) {
        return missing(`${path} is not on ${branch}, which predates green-gate's fixer there: merge the default branch into ${branch} (or copy the file onto it), then unpause`);
    }
    if (onBranch.oid !== onDefault)
        return { kind: 'fixer-changed', path, branch, defaultBranch };
    // The same file as the default branch's: what it lacks, the default branch lacks.
    const update = `update it on ${defaultBranch} from green-gate's fixer template, then unpause`;
    const declared = dispatchInputsOf(onBranch.text);
    if (declared === null) {
        return missing(`${path} on ${defaultBranch} has no workflow_dispatch trigger (an older fixer, called from the gate's workflow): ${update}`);
    }
    const absent = FIXER_INPUTS.filter((name) => !declared.includes(name));
    if (absent.length > 0) {
        return missing(`${path} on ${defaultBranch} does not declare the input(s) ${absent.join(', ')}: ${update}`);
    }
    return null;
}
/** The inputs a workflow's `workflow_dispatch` trigger declares; null when it has none. */
function dispatchInputsOf(text) {
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text);
    }
    catch {
        return null;
    }
    if (typeof doc !== 'object' || doc === null)
        return null;
    const on = doc.on;
    if (on === 'workflow_dispatch')
        return [];
    if (Array.isArray(on))
        return on.includes('workflow_dispatch') ? [] : null;
    if (typeof on !== 'object' || on === null || !('workflow_dispatch' in on))
        return null;
    const trigger = on.workflow_dispatch;
    const inputs = typeof trigger === 'object' && trigger !== null
        ? trigger.inputs
        : null;
    return typeof inputs === 'object' && inputs !== null ? Object.keys(inputs) : [];
}
/** A prompt as a dispatch input: gzip, then base64 (the fixer's first step turns it back). */
function packPrompt(prompt) {
    return (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(Buffer.from(prompt, 'utf8'), { level: 9 }).toString('base64');
}
/** The characters a dispatch's inputs take, as GitHub counts them. */
function dispatchSize(inputs) {
    return JSON.stringify(inputs).length;
}
/**
 * The prompt rendered with as much of the log excerpt as the dispatch's limit allows: the whole
 * excerpt almost always (logs compress well), else its end, which is where a job's error is.
 */
function fitPrompt(render, excerpt, inputsFor) {
    let kept = excerpt.length;
    for (;;) {
        const cut = excerpt.length - kept;
        const shown = cut === 0
            ? excerpt
            : `… [green-gate: ${cut} characters of the excerpt left out to fit the fixer's dispatch] …\n${excerpt.slice(cut)}`;
        const prompt = render(shown);
        const inputs = inputsFor(packPrompt(prompt));
        const size = dispatchSize(inputs);
        if (size <= DISPATCH_INPUTS_LIMIT || kept === 0)
            return { prompt, inputs };
        // Shrink in proportion to the overshoot, a little more, so a few rounds settle it.
        kept = Math.floor(((kept * DISPATCH_INPUTS_LIMIT) / size) * 0.9);
    }
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
