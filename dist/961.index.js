export const id = 961;
export const ids = [961];
export const modules = {

/***/ 3342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSweep: () => (/* binding */ runSweep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(3360);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/github/state-file.ts
var state_file = __webpack_require__(4809);
// EXTERNAL MODULE: ./src/state/index.ts + 9 modules
var state = __webpack_require__(8446);
// EXTERNAL MODULE: ./src/gate/branch.ts
var gate_branch = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/gate/report.ts
var report = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/gate/run-gate.ts + 26 modules
var run_gate = __webpack_require__(879);
// EXTERNAL MODULE: ./src/gate/last-event.ts
var last_event = __webpack_require__(1126);
;// CONCATENATED MODULE: ./src/gate/sweep-rules.ts

function sweepAction(state, now, wallClockMinutes) {
    if (state.completed || state.paused)
        return 'none';
    if ((0,last_event/* parseLastEvent */.A)(state.ciLastEvent)?.decision === 'pause')
        return 'resume';
    if (state.ciGateStarted === null)
        return 'none';
    const elapsed = (now.getTime() - Date.parse(state.ciGateStarted)) / 60_000;
    return elapsed > wallClockMinutes ? 'timeout' : 'none';
}
/** The program a state file belongs to, read through the state-path template; null: not one. */
function programFromPath(template, path) {
    const [before = '', after = ''] = template.split('{program}');
    if (!template.includes('{program}') || !path.startsWith(before) || !path.endsWith(after))
        return null;
    const program = path.slice(before.length, path.length - after.length);
    return program === '' || program.includes('/') ? null : program;
}

;// CONCATENATED MODULE: ./src/gate/sweep.ts
// Sweep mode, on a schedule or a push to the state branch: read every program's state file and
// run the gate on each program that needs it now (timed out, or unpaused by a maintainer).








/** The sweep's own outputs report its most consequential decision. */
const WEIGHT = { pause: 4, fix: 3, accept: 2, wait: 1, skip: 0 };
async function runSweep(gh, ctx, config) {
    const repo = ctx.repository;
    const dir = external_node_path_.posix.dirname(config.statePath) === '.' ? '' : external_node_path_.posix.dirname(config.statePath);
    const paths = await (0,state_file/* listStateFiles */.$N)(gh, repo, config.stateBranch, dir);
    const now = new Date();
    const done = [];
    for (const path of paths) {
        const program = programFromPath(config.statePath, path);
        if (program === null)
            continue;
        const location = { branch: config.stateBranch, path };
        const stored = await (0,state_file/* readStateFile */.qy)(gh, repo, location);
        const parsed = stored === null ? null : (0,state/* parseStateFile */.ne)(stored.text);
        if (parsed === null)
            continue;
        if (!parsed.ok) {
            core/* warning */.$e(`${(0,state/* formatStateError */.bU)((0,state_file/* describeLocation */.lR)(location), parsed.error)}; not swept`);
            continue;
        }
        const action = sweepAction(parsed.doc.state, now, config.wallClockMinutes);
        if (action === 'none')
            continue;
        const branch = parsed.doc.state.branch ?? (0,gate_branch/* branchForProgram */.OI)(config.branchPattern, program);
        if (branch === null) {
            core/* warning */.$e(`${(0,state_file/* describeLocation */.lR)(location)}: no Branch row and no branch-pattern to place ${program}; not swept`);
            continue;
        }
        core/* info */.pq(`green-gate sweep: ${program} (${action === 'timeout' ? 'past the wall clock' : 'unpaused'})`);
        const target = {
            kind: 'evaluate',
            branch,
            program,
            headSha: null,
            pullNumbers: [],
            trigger: null,
            reset: false
        };
        done.push(await (0,run_gate.runGate)(gh, ctx, { ...config, program, headSha: null }, target));
    }
    if (done.length === 0) {
        return (0,report/* skipReport */.A)(`swept ${paths.length} state files: none needed the gate`, {
            program: null,
            branch: null,
            headSha: null
        });
    }
    const lead = done.reduce((a, b) => (WEIGHT[b.decision] > WEIGHT[a.decision] ? b : a));
    return {
        ...lead,
        program: done.map((r) => r.program).join(','),
        reason: `swept ${paths.length} state files: ${done.map((r) => `${r.program ?? '?'} → ${r.decision} (${r.reason})`).join('; ')}`
    };
}


/***/ })

};
