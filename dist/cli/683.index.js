export const id = 683;
export const ids = [683];
export const modules = {

/***/ 1683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseState: () => (/* binding */ parseState),
  programFiles: () => (/* binding */ programFiles),
  readLedger: () => (/* binding */ readLedger),
  readPrograms: () => (/* binding */ readPrograms)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 10 modules
var core = __webpack_require__(7264);
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __webpack_require__(4632);
;// CONCATENATED MODULE: ./src/adapters/github/errors.ts
// Turns API failures into one line a maintainer can act on, of a kind the flow can act on.

/** Runs one API call; a failure comes back as a GateError naming what the gate was doing. */
async function api(doing, call) {
    try {
        return await call();
    }
    catch (error) {
        throw explainApiError(error, doing);
    }
}
/**
 * An API failure as a GateError naming what the gate was doing, of its kind; anything else
 * unchanged. `needs` is the permission a GraphQL request needed: its route cannot tell.
 */
function explainApiError(error, doing, needs) {
    if (!isApiFailure(error))
        return error;
    const path = readablePath(error.request.url);
    const route = `${error.request.method} ${path}`;
    const message = error.message.split('\n')[0]?.trim() ?? '';
    const kind = apiErrorKind(error.status, message, error.response?.headers ?? {}, route);
    const lacking = kind === 'permission' ? (needs ?? permissionFor(error.request.method, path)) : null;
    // The permission's name is the fix; the entry says where to grant it.
    if (lacking !== null && error.status === 403)
        return new errors/* GateError */.ue(`GitHub API 403 while ${doing}: ${route}`, kind, lacking);
    const detail = kind === 'rate-limited' ? message : (HINTS[error.status] ?? message);
    return new errors/* GateError */.ue(`GitHub API ${error.status} while ${doing} (${route}): ${detail}`, kind);
}
/** What a failed REST request's status, message and headers say went wrong. */
function apiErrorKind(status, message, headers, route) {
    if (status === 429 || (status === 403 && rateLimited(message, headers)))
        return 'rate-limited';
    if (status === 401 || status === 403)
        return 'permission';
    if (status === 404 || status === 410)
        return 'not-found';
    if (status === 409 || status === 412)
        return 'conflict';
    // A ref update refused: the branch is not where the write expected it.
    if (status === 422 && REF_UPDATE.test(route))
        return 'conflict';
    if (status >= 500)
        return 'transient';
    return 'invalid-input';
}
const REF_UPDATE = /^(PATCH|POST|DELETE) \S*\/repos\/[^/]+\/[^/]+\/git\/refs(\/|$)/;
/** GitHub's primary limit empties x-ratelimit-remaining; the secondary sends retry-after. */
function rateLimited(message, headers) {
    return (/rate limit/i.test(message) ||
        String(headers['x-ratelimit-remaining']) === '0' ||
        headers['retry-after'] !== undefined);
}
/**
 * The permission a REST request needs, by its route under the repository: read for GET, write
 * otherwise. Null for what every token may do (the repository itself, a collaborator's role).
 */
function permissionFor(method, path) {
    // Under GitHub Enterprise Server the API sits below /api/v3.
    const under = /\/repos\/[^/]+\/[^/]+\/?(.*)$/.exec(path)?.[1];
    if (under === undefined)
        return null;
    const scope = SCOPES.find(([pattern]) => pattern.test(under))?.[1];
    if (scope === undefined)
        return null;
    return { scope, access: method.toUpperCase() === 'GET' ? 'read' : 'write' };
}
/** First match wins: a commit's checks and statuses before the commit itself. */
const SCOPES = [
    [/^actions\//, 'actions'],
    [/^commits\/[^/]+\/(check-runs|check-suites)$/, 'checks'],
    [/^(check-runs|check-suites)(\/|$)/, 'checks'],
    [/^commits\/[^/]+\/status(es)?$/, 'statuses'],
    [/^statuses\//, 'statuses'],
    [/^(git|contents|commits|compare|branches)(\/|$)/, 'contents'],
    [/^(issues|labels)(\/|$)/, 'issues'],
    [/^pulls(\/|$)/, 'pull-requests']
];
/** The request's path as a person would write it: `contents/.green-gate/x.json`, not `%2F`. */
function readablePath(url) {
    let path = new URL(url).pathname;
    // The path may arrive encoded more than once (an encoded `/`, encoded again on a retry).
    for (let i = 0; i < 3 && /%[0-9A-F]{2}/i.test(path); i++) {
        try {
            path = decodeURIComponent(path);
        }
        catch {
            break;
        }
    }
    return path;
}
const HINTS = {
    401: 'bad credentials; check the github-token input',
    403: 'forbidden; the token lacks a permission this step needs (see the permissions: block)',
    404: 'not found, or the token cannot see it'
};
// Octokit's RequestError, recognised by shape: the bundle may hold more than one copy of the class.
function isApiFailure(error) {
    if (!(error instanceof Error))
        return false;
    const e = error;
    return typeof e.status === 'number' && typeof e.request?.url === 'string';
}

;// CONCATENATED MODULE: ./src/adapters/github/graphql.ts
// GraphQL requests through the gate's one client, their failures as one line a maintainer can
// act on, like the REST ones, and of a kind the flow can act on.


/** A GraphQL response that carried errors: what GitHub said, and what it did answer. */
class graphql_GraphqlRefusal extends errors/* GateError */.ue {
    errors;
    data;
    constructor(message, errors, data, needs = null) {
        const kind = graphqlKind(errors);
        super(message, kind, kind === 'permission' ? needs : null);
        this.errors = errors;
        this.data = data;
    }
}
/** What a response's errors say went wrong: the worst of them, a missing permission first. */
function graphqlKind(errors) {
    const kinds = errors.map(entryKind);
    return KIND_ORDER.find((k) => kinds.includes(k)) ?? 'invalid-input';
}
const KIND_ORDER = [
    'permission',
    'rate-limited',
    'transient',
    'conflict',
    'not-found',
    'invalid-input'
];
function entryKind(entry) {
    if (/resource not accessible by/i.test(entry.message))
        return 'permission';
    return GRAPHQL_KINDS[entry.type ?? ''] ?? 'invalid-input';
}
/** GitHub's error types; STALE_DATA and UNPROCESSABLE are a commit's expected head moved. */
const GRAPHQL_KINDS = {
    FORBIDDEN: 'permission',
    NOT_FOUND: 'not-found',
    RATE_LIMITED: 'rate-limited',
    STALE_DATA: 'conflict',
    UNPROCESSABLE: 'conflict',
    INTERNAL: 'transient',
    SERVICE_UNAVAILABLE: 'transient'
};
/** One GraphQL request; `needs` is the permission the request needs, which `/graphql` cannot tell. */
async function graphql_graphql(gh, doing, query, variables, needs) {
    try {
        return await gh.graphql(query, variables);
    }
    catch (error) {
        const errors = error.errors;
        if (Array.isArray(errors)) {
            const entries = errors.map((e) => ({
                ...(typeof e.type === 'string' ? { type: e.type } : {}),
                message: String(e.message),
                ...(Array.isArray(e.path) ? { path: e.path } : {})
            }));
            const first = entries[0];
            // One line, like the REST failures: GitHub's messages can span paragraphs.
            const said = (first?.message ?? 'no message').replace(/\s*\n\s*/g, ' ');
            throw new graphql_GraphqlRefusal(`GitHub GraphQL ${first?.type ?? 'error'} while ${doing}: ${said}`, entries, error.data ?? null, needs);
        }
        throw explainApiError(error, doing, needs);
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/checks-query.ts

const CHECK_RUN = 'fragment CheckRunFields on CheckRun { databaseId name status conclusion startedAt completedAt detailsUrl url }';
// Every run (checkType ALL), not GitHub's latest: which runs are the same check (workflow file,
// event) is decided by the reduction, which keeps the newest run of each.
const SUITE = (/* unused pure expression or super */ null && (`fragment SuiteChecks on CheckSuite {
  id databaseId
  app { slug }
  status conclusion
  workflowRun { databaseId url event workflow { name } file { path } }
  checkRuns(first: 100, filterBy: {checkType: ALL}) { pageInfo { hasNextPage endCursor } nodes { ...CheckRunFields } }
}
${CHECK_RUN}`));
/** Spread into a query on a Commit; the query must define it (`${CHECKS_ON_COMMIT}`). */
const checks_query_CHECKS_ON_COMMIT = (/* unused pure expression or super */ null && (`fragment CommitChecks on Commit {
  checkSuites(first: 100) { pageInfo { hasNextPage endCursor } nodes { ...SuiteChecks } }
  status { contexts { context state targetUrl createdAt } }
}
${SUITE}`));
const MORE_SUITES = (/* unused pure expression or super */ null && (`query GateCheckSuites($owner: String!, $name: String!, $sha: GitObjectID!, $after: String!) {
  repository(owner: $owner, name: $name) {
    object(oid: $sha) { ... on Commit { checkSuites(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...SuiteChecks } } } }
  }
}
${SUITE}`));
const MORE_RUNS = (/* unused pure expression or super */ null && (`query GateCheckRuns($suite: ID!, $after: String!) {
  node(id: $suite) {
    ... on CheckSuite { checkRuns(first: 100, after: $after, filterBy: {checkType: ALL}) { pageInfo { hasNextPage endCursor } nodes { ...CheckRunFields } } }
  }
}
${CHECK_RUN}`));
/** The first page completed: every check suite, and every check run of each. */
async function everyCheck(gh, repo, sha, first) {
    const doing = `listing the checks on ${sha}`;
    const suites = [...first.checkSuites.nodes];
    let page = first.checkSuites.pageInfo;
    while (page.hasNextPage && page.endCursor !== null) {
        const data = await graphql(gh, doing, MORE_SUITES, { owner: repo.owner, name: repo.repo, sha, after: page.endCursor }, { scope: 'checks', access: 'read' });
        const next = data.repository.object?.checkSuites;
        if (next === undefined)
            break;
        suites.push(...next.nodes);
        page = next.pageInfo;
    }
    const complete = [];
    for (const suite of suites) {
        const runs = [...suite.checkRuns.nodes];
        let more = suite.checkRuns.pageInfo;
        while (more.hasNextPage && more.endCursor !== null) {
            const data = await graphql(gh, doing, MORE_RUNS, { suite: suite.id, after: more.endCursor }, { scope: 'checks', access: 'read' });
            if (data.node === null)
                break;
            runs.push(...data.node.checkRuns.nodes);
            more = data.node.checkRuns.pageInfo;
        }
        complete.push({ ...suite, checkRuns: { pageInfo: more, nodes: runs } });
    }
    return {
        checkSuites: { pageInfo: page, nodes: complete },
        status: first.status
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/workflow-files.ts

/** A commit's blobs of these paths, aliased by position: spread into a selection on a Commit. */
function workflow_files_fileOids(paths) {
    // A JSON string is a GraphQL string literal: the paths need no variables of their own.
    return paths.map((p, i) => `f${i}: file(path: ${JSON.stringify(p)}) { oid }`).join(' ');
}
/** The files as `fileOids` read them on the default branch's head and on the commit. */
function workflow_files_workflowFilesFrom(paths, onDefault, onHead) {
    const files = {};
    paths.forEach((path, i) => {
        files[path] = {
            onDefault: onDefault?.[`f${i}`]?.oid ?? null,
            onHead: onHead?.[`f${i}`]?.oid ?? null
        };
    });
    return files;
}
async function readWorkflowFiles(gh, repo, at, paths) {
    const files = workflow_files_fileOids(paths);
    const data = await graphql(gh, `reading the workflow files of ${at.sha.slice(0, 7)}`, `query GateWorkflowFiles($owner: String!, $name: String!, $branch: String!, $sha: GitObjectID!) {
  repository(owner: $owner, name: $name) {
    onDefault: ref(qualifiedName: $branch) { target { ... on Commit { ${files} } } }
    onHead: object(oid: $sha) { ... on Commit { ${files} } }
  }
}`, {
        owner: repo.owner,
        name: repo.repo,
        branch: `refs/heads/${at.defaultBranch}`,
        sha: at.sha
    }, { scope: 'contents', access: 'read' });
    return workflow_files_workflowFilesFrom(paths, data.repository.onDefault?.target, data.repository.onHead);
}

// EXTERNAL MODULE: ./src/adapters/github/state-file.ts
var state_file = __webpack_require__(4726);
;// CONCATENATED MODULE: ./src/adapters/github/program-read.ts
// One GraphQL query for what a gate run reads: the branch head, the state branch's head, the
// program's ledger and state file as blobs (their oids make the next commit a compare-and-swap),
// and the first page of the checks on the commit being judged.






/** A read of the program's state file and ledger alone: no branch, no checks, no labels. */
function filesOnly(files) {
    return {
        branch: null,
        checksOn: false,
        state: files.state,
        ledger: files.ledger,
        labelling: null
    };
}
const BLOB = 'fragment StoredBlob on GitObject { __typename ... on Blob { oid text isBinary isTruncated } }';
/** The query, with the workflow files' blobs asked for on both commits when there are any. */
const programReadQuery = (files) => `query GateProgramRead($owner: String!, $name: String!, $branch: String!, $readBranch: Boolean!, $stateBranch: String!, $ledger: String!, $state: String!, $sha: GitObjectID, $checksOnHead: Boolean!, $checksOnSha: Boolean!, $labelling: Boolean!, $pull: Int!, $label: String!, $readIssues: Boolean!, $programLabel: String!, $readFixer: Boolean!, $fixer: String!, $defaultFixer: String!, $readViewer: Boolean!, $readOwn: Boolean!, $own: String!, $readPulls: Boolean!, $readGate: Boolean!, $gateWorkflow: String!) {
  viewer @include(if: $readViewer) { login }
  repository(owner: $owner, name: $name) {
    defaultBranchRef { name target { oid ${onCommit(files)} } }
    programIssues: issues(labels: [$programLabel], states: [OPEN], first: 100, orderBy: { field: CREATED_AT, direction: DESC }) @include(if: $readIssues) {
      nodes { number title }
      pageInfo { hasNextPage }
    }
    own: ref(qualifiedName: $own) @include(if: $readOwn) { name }
    openPulls: pullRequests(states: [OPEN], first: 100) @include(if: $readPulls) {
      nodes { headRefName isCrossRepository }
      pageInfo { hasNextPage }
    }
    pull: pullRequest(number: $pull) @include(if: $labelling) { id }
    needsHuman: label(name: $label) @include(if: $labelling) { id }
    head: ref(qualifiedName: $branch) @include(if: $readBranch) {
      target { oid ...CommitChecks @include(if: $checksOnHead) ${onCommit(files)} }
    }
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    ledger: object(expression: $ledger) { ...StoredBlob }
    state: object(expression: $state) { ...StoredBlob }
    fixer: object(expression: $fixer) @include(if: $readFixer) { ... on Blob { oid text } }
    defaultFixer: object(expression: $defaultFixer) @include(if: $readFixer) { ... on Blob { oid } }
    commit: object(oid: $sha) @include(if: $checksOnSha) { oid ...CommitChecks ${onCommit(files)} }
    gateWorkflow: object(expression: $gateWorkflow) @include(if: $readGate) { ... on Blob { text } }
  }
}
${BLOB}
${CHECKS_ON_COMMIT}`;
function onCommit(files) {
    return files === '' ? '' : `... on Commit { ${files} }`;
}
/**
 * The query's answer, also when the only error is a pull request that is not there (closed
 * and deleted, or a number from elsewhere): the pause then labels it the plain way, or not.
 */
function allowingMissingPull(error) {
    const onlyPull = error instanceof GraphqlRefusal &&
        error.kind !== 'permission' &&
        error.data !== null &&
        error.errors.every((e) => e.path?.[1] === 'pull');
    if (onlyPull)
        return error.data;
    throw error;
}
async function readProgramView(gh, repo, request) {
    const { branch, checksOn } = request;
    const onSha = typeof checksOn === 'string';
    const paths = request.workflowFiles ?? [];
    const data = await graphql(gh, `reading ${describeLocation(request.state)}`, programReadQuery(fileOids(paths)), readVariables(repo, request), { scope: 'contents', access: 'read' }).catch((error) => allowingMissingPull(error));
    const { head, stateHead, ledger, state, commit, pull, needsHuman } = data.repository;
    const { defaultBranchRef, programIssues, fixer, defaultFixer, own, openPulls } = data.repository;
    if (stateHead === null)
        throw noStateBranch(request.state.branch);
    if (branch !== null && (head === null || head === undefined)) {
        throw new GateError(`branch ${branch} does not exist`);
    }
    const judged = onSha ? commit : checksOn === null ? head?.target : undefined;
    if (onSha && (judged === null || judged === undefined)) {
        throw new GateError(`commit ${checksOn} does not exist in ${repo.owner}/${repo.repo}`);
    }
    return {
        branchHead: head?.target.oid ?? null,
        stateHead: stateHead.target.oid,
        ledger: await storedFile(gh, repo, request.ledger, ledger),
        state: await storedFile(gh, repo, request.state, state),
        checks: judged?.checkSuites === undefined
            ? null
            : {
                sha: judged.oid,
                page: { checkSuites: judged.checkSuites, status: judged.status ?? null }
            },
        labelIds: pull?.id === undefined || needsHuman?.id === undefined
            ? null
            : { labelable: pull.id, label: needsHuman.id },
        defaultBranch: defaultBranchRef?.name ?? 'main',
        workflowFiles: workflowFilesFrom(paths, defaultBranchRef?.target, (judged ?? null)),
        programIssues: programIssues?.pageInfo.hasNextPage === false ? programIssues.nodes : null,
        fixer: fixerFiles(fixer, defaultFixer),
        viewer: data.viewer?.login ?? null,
        branchFacts: (request.programBranches ?? null) === null ? null : branchFacts(own, openPulls),
        ...gateWorkflowOf(request.gateWorkflow ?? null, data.repository.gateWorkflow)
    };
}
/** The gate workflow's text when it was asked for. */
function gateWorkflowOf(path, read) {
    return path === null ? {} : { gateWorkflow: { path, text: read?.text ?? null } };
}
/** The fixer workflow as the branch and the default branch have it; null when not asked for. */
function fixerFiles(fixer, onDefault) {
    if (fixer === undefined)
        return null;
    const onBranch = typeof fixer?.oid === 'string' && typeof fixer.text === 'string'
        ? { oid: fixer.oid, text: fixer.text }
        : null;
    return { onBranch, onDefault: onDefault?.oid ?? null };
}
/** Whether the program's own branch exists, and the heads of this repository's open pulls. */
function branchFacts(own, openPulls) {
    return {
        ownExists: own !== null && own !== undefined,
        // A fork's pull request is never the program's: its branch is not this repository's.
        openHeads: openPulls === null || openPulls === undefined || openPulls.pageInfo.hasNextPage
            ? null
            : openPulls.nodes.filter((p) => !p.isCrossRepository).map((p) => p.headRefName)
    };
}
function noStateBranch(branch) {
    return new errors/* GateError */.ue(`state branch "${branch}" does not exist; create it (the autoloop scheduler does) or set the state-branch input`);
}
/** A blob as the gate's stored file; anything the gate could not write back unchanged stops it. */
async function storedFile(gh, repo, at, blob) {
    if (blob === null)
        return null;
    if (blob.__typename !== 'Blob' || typeof blob.oid !== 'string') {
        throw new errors/* GateError */.ue(`${(0,state_file/* describeLocation */.l)(at)}: is not a file`);
    }
    if (blob.isTruncated === true) {
        throw new errors/* GateError */.ue(`${(0,state_file/* describeLocation */.l)(at)}: too large to read; a state file is a few KB`);
    }
    // GitHub gives no text for a blob it takes for binary (one NUL byte is enough), and text it
    // could not decode carries replacement characters: the bytes themselves decide.
    const text = blob.isBinary === true || typeof blob.text !== 'string' || blob.text.includes('\uFFFD')
        ? await exactText(gh, repo, at)
        : blob.text;
    return { text, sha: blob.oid };
}
/** The file's bytes over the contents API, as text only when they are exactly UTF-8. */
async function exactText(gh, repo, at) {
    const { data } = await api(`reading ${(0,state_file/* describeLocation */.l)(at)}`, () => gh.rest.repos.getContent({ ...repo, path: at.path, ref: at.branch }));
    const file = data;
    if (file.encoding !== 'base64' || typeof file.content !== 'string') {
        throw new errors/* GateError */.ue(`${(0,state_file/* describeLocation */.l)(at)}: too large to read; a state file is a few KB`);
    }
    const bytes = Buffer.from(file.content, 'base64');
    const text = bytes.toString('utf8');
    // Writing back text that did not decode cleanly would change bytes nobody asked to change.
    if (!Buffer.from(text, 'utf8').equals(bytes)) {
        throw new errors/* GateError */.ue(`${(0,state_file/* describeLocation */.l)(at)}: is not valid UTF-8 text; left untouched`);
    }
    return text;
}
/** The query's variables for a request. */
function readVariables(repo, request) {
    const { branch, checksOn } = request;
    const onSha = typeof checksOn === 'string';
    return {
        owner: repo.owner,
        name: repo.repo,
        branch: `refs/heads/${branch ?? ''}`,
        readBranch: branch !== null,
        stateBranch: `refs/heads/${request.state.branch}`,
        ledger: `${request.ledger.branch}:${request.ledger.path}`,
        state: `${request.state.branch}:${request.state.path}`,
        sha: onSha ? checksOn : null,
        checksOnHead: checksOn === null,
        checksOnSha: onSha,
        labelling: request.labelling !== null,
        pull: request.labelling?.pull ?? 0,
        label: request.labelling?.label ?? '',
        readIssues: (request.programIssues ?? null) !== null,
        programLabel: request.programIssues ?? '',
        readFixer: branch !== null && (request.fixerWorkflow ?? null) !== null,
        fixer: `${branch ?? ''}:${request.fixerWorkflow ?? ''}`,
        // HEAD is the default branch's head, whatever the default branch is called.
        defaultFixer: `HEAD:${request.fixerWorkflow ?? ''}`,
        readViewer: request.viewer === true,
        readOwn: (request.programBranches?.own ?? null) !== null,
        own: `refs/heads/${request.programBranches?.own ?? ''}`,
        readPulls: (request.programBranches ?? null) !== null,
        readGate: (request.gateWorkflow ?? null) !== null,
        // HEAD is the default branch: CI is what it defines.
        gateWorkflow: `HEAD:${request.gateWorkflow ?? ''}`
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/program-list.ts


/** The query for `count` folders, aliased d0, d1, …: a folder name is data, never query text. */
function listQuery(count) {
    const dirs = Array.from({ length: count }, (_, i) => i);
    return `query GateProgramList($owner: String!, $name: String!, $stateBranch: String!, ${dirs.map((i) => `$d${i}: String!`).join(', ')}) {
  repository(owner: $owner, name: $name) {
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    ${dirs.map((i) => `d${i}: object(expression: $d${i}) { ... on Tree { entries { path type } } }`).join('\n    ')}
  }
}`;
}
const TYPES = { blob: 'file', tree: 'dir' };
/** What is directly in each of `dirs` on `branch` (files and folders); none where one is absent. */
async function listFolders(gh, repo, branch, dirs) {
    const variables = {
        owner: repo.owner,
        name: repo.repo,
        stateBranch: `refs/heads/${branch}`
    };
    dirs.forEach((dir, i) => (variables[`d${i}`] = `${branch}:${dir}`));
    const data = await graphql_graphql(gh, `listing the programs on ${branch}`, listQuery(dirs.length), variables, { scope: 'contents', access: 'read' });
    if (data.repository.stateHead === null)
        throw noStateBranch(branch);
    return dirs.map((_, i) => (data.repository[`d${i}`]?.entries ?? []).map((e) => ({
        path: e.path,
        type: TYPES[e.type] ?? 'other'
    })));
}

;// CONCATENATED MODULE: ./src/adapters/github/programs-read.ts
// What a sweep reads of every program, many programs to a GraphQL query: each one's ledger and
// state file as blobs and its branch's head, under aliases, with the state branch's head, and in
// the first query what its decisions act on (the open pull requests, the needs-human label, the
// program issues). A sweep with nothing due then costs a request per PROGRAMS_PER_QUERY programs,
// not one (or two) per program; a decision made on this read alone adds only its own writes; and
// a sweep's decisions are read again in as few when their one commit lost a race.



/**
 * Three aliased fields a program: 150 a query stays far below GitHub's limits on a query's nodes
 * and complexity, and the answer (a few KB of files a program) far below its size limits.
 */
const PROGRAMS_PER_QUERY = 50;
/** The first query's fields for the decisions, and their variables. */
const SURROUNDINGS = `openPulls: pullRequests(states: [OPEN], first: 100) { nodes { number id headRefName isCrossRepository } pageInfo { hasNextPage } }
    needsHuman: label(name: $needsHuman) { id }
    programIssues: issues(labels: [$programLabel], states: [OPEN], first: 100, orderBy: { field: CREATED_AT, direction: DESC }) @include(if: $readIssues) { nodes { number title id } pageInfo { hasNextPage } }`;
function surroundingsVariables(asked) {
    return {
        needsHuman: asked.needsHumanLabel,
        programLabel: asked.programLabel ?? '',
        readIssues: asked.programLabel !== null
    };
}
function surroundingsOf(answer) {
    const lastPage = (page) => page === undefined || page.pageInfo.hasNextPage ? null : page.nodes;
    const pulls = lastPage(answer.openPulls);
    return {
        // A fork's pull request is never a program's: its branch is not this repository's.
        openPulls: pulls === null
            ? null
            : new Map(pulls
                .filter((p) => !p.isCrossRepository)
                .map((p) => [p.headRefName, { number: p.number, id: p.id }])),
        needsHumanLabel: answer.needsHuman?.id ?? null,
        programIssues: lastPage(answer.programIssues)
    };
}
/** The query for `batch`: program i's fields are aliased l<i>, s<i> and b<i>. */
function batchQuery(batch, asked) {
    const names = [];
    const fields = [];
    batch.forEach((p, i) => {
        names.push(`$l${i}: String!`, `$s${i}: String!`);
        fields.push(`l${i}: object(expression: $l${i}) { ...StoredBlob }`);
        fields.push(`s${i}: object(expression: $s${i}) { ...StoredBlob }`);
        if (p.branch === null)
            return;
        names.push(`$b${i}: String!`);
        fields.push(`b${i}: ref(qualifiedName: $b${i}) { target { oid } }`);
    });
    if (asked)
        names.push('$needsHuman: String!', '$programLabel: String!', '$readIssues: Boolean!');
    return `query GateProgramsRead($owner: String!, $name: String!, $stateBranch: String!, ${names.join(', ')}) {
  repository(owner: $owner, name: $name) {
    stateHead: ref(qualifiedName: $stateBranch) { target { oid } }
    defaultBranchRef { name }
    ${asked ? SURROUNDINGS : ''}
    ${fields.join('\n    ')}
  }
}
${BLOB}`;
}
function batchVariables(repo, stateBranch, batch) {
    const variables = {
        owner: repo.owner,
        name: repo.repo,
        stateBranch: `refs/heads/${stateBranch}`
    };
    batch.forEach((p, i) => {
        variables[`l${i}`] = `${p.ledger.branch}:${p.ledger.path}`;
        variables[`s${i}`] = `${p.state.branch}:${p.state.path}`;
        if (p.branch !== null)
            variables[`b${i}`] = `refs/heads/${p.branch}`;
    });
    return variables;
}
/**
 * Every program's files and branch head, by program, in ⌈programs / PROGRAMS_PER_QUERY⌉ queries
 * (the first also reads what `around` asks); `programs` holds at least one.
 */
async function readProgramFiles(gh, repo, stateBranch, programs, around = null) {
    const reads = new Map();
    let first = null;
    for (let start = 0; start < programs.length; start += PROGRAMS_PER_QUERY) {
        const batch = programs.slice(start, start + PROGRAMS_PER_QUERY);
        const asked = start === 0 ? around : null;
        const data = await graphql_graphql(gh, `reading ${batch.length} programs' files`, batchQuery(batch, asked !== null), {
            ...batchVariables(repo, stateBranch, batch),
            ...(asked === null ? {} : surroundingsVariables(asked))
        }, { scope: 'contents', access: 'read' });
        first ??= data.repository;
        const aliased = data.repository;
        for (const [i, p] of batch.entries()) {
            reads.set(p.program, await programPart(gh, repo, p, aliased, i));
        }
    }
    const stateHead = first?.stateHead?.target.oid;
    if (stateHead === undefined)
        throw noStateBranch(stateBranch);
    return {
        stateHead,
        defaultBranch: first?.defaultBranchRef?.name ?? 'main',
        programs: reads,
        surroundings: around === null || first === null ? null : surroundingsOf(first)
    };
}
async function programPart(gh, repo, request, answer, i) {
    try {
        return {
            kind: 'read',
            ledger: await storedFile(gh, repo, request.ledger, answer[`l${i}`] ?? null),
            state: await storedFile(gh, repo, request.state, answer[`s${i}`] ?? null),
            branch: request.branch,
            branchHead: answer[`b${i}`]?.target?.oid ?? null
        };
    }
    catch (error) {
        if (!(0,errors/* standsInAsNone */.F0)(error))
            throw error;
        return { kind: 'unreadable', error };
    }
}

;// CONCATENATED MODULE: ./src/flow/gate/or-none.ts
// A read that failed standing in as "none", with the failure kept where the decision needs it.

/**
 * The failure a read may stand in as "none" for, or the error thrown on: a bug, or a permission
 * the job lacks, ends the run. "Not there" is an answer; any other failure makes the decision
 * fail closed, and is recorded in `failClosed` (when the caller keeps one) for the job summary.
 */
function orNone(error, failClosed) {
    if (!(0,errors/* standsInAsNone */.F0)(error))
        throw error;
    const line = (0,errors/* errorLine */.BP)(error);
    if (failClosed !== null && error.kind !== 'not-found' && !failClosed.includes(line))
        failClosed.push(line);
    return error;
}

// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var branch = __webpack_require__(2219);
// EXTERNAL MODULE: ./src/rules/ledger/chain.ts
var chain = __webpack_require__(3320);
;// CONCATENATED MODULE: ./src/rules/gate/issue-programs.ts
// Program issues: an open issue labelled `autoloop-program` is a program's issue when its title
// names the program, either as autoloop titles the issue it opens for a file-based program,
// `[Autoloop: <program>]`, or as an issue-based program is named after its title. That naming
// follows autoloop's scheduler: lower case, runs of anything but letters and digits become `-`,
// trimmed; an empty slug is `issue-<number>`, and a slug already taken by an earlier issue gets
// `-<number>`. A program has one issue: the first the gate found. Pure.


const PROGRAM_LABEL = 'autoloop-program';
function slugOf(title, number) {
    const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    return slug === '' ? `issue-${number}` : slug;
}
/** The title autoloop gives the issue it opens for a program (and its pull request). */
const PROGRAM_TITLE = /^\[Autoloop: ([^\]]+)\]/;
/**
 * The program's issue: the one the ledger recorded when the gate first found it, else the
 * oldest open issue that names the program, never a newer one (anyone who can open an issue can
 * title it for the program). Names are given oldest first, so the oldest of a clash keeps the
 * slug. Every other issue that names the program is ignored.
 */
function programIssueOf(issues, program, recorded) {
    const claims = [];
    const taken = new Set();
    for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
        const slug = slugOf(issue.title, issue.number);
        const name = taken.has(slug) ? `${slug}-${issue.number}` : slug;
        taken.add(name);
        const titled = PROGRAM_TITLE.exec(issue.title)?.[1]?.trim() === program;
        if (titled || slug === program || name === program)
            claims.push(issue.number);
    }
    const chosen = recorded ?? claims[0] ?? null;
    return { issue: chosen, ignored: claims.filter((n) => n !== chosen) };
}
/**
 * The program issue the ledger recorded, when the ledger can be believed: the program's own,
 * and sealed with the audit key or kept without one (a broken seal is paused on; meanwhile the
 * oldest issue stands).
 */
function recordedIssue(ledger, program, auditKey) {
    if (ledger === null || ledger.program !== program)
        return null;
    if (auditKey !== null && checkSeal(ledger, auditKey) !== 'ok')
        return null;
    return lastEntry(ledger)?.memory.issue ?? null;
}

// EXTERNAL MODULE: ./src/rules/gate/path-template.ts
var path_template = __webpack_require__(6799);
// EXTERNAL MODULE: ./src/rules/ledger/codec.ts + 25 modules
var codec = __webpack_require__(5822);
// EXTERNAL MODULE: ./src/rules/state/index.ts + 7 modules
var state = __webpack_require__(3669);
;// CONCATENATED MODULE: ./src/flow/gate/read-programs.ts
// Every program on the state branch as the sweep reads it, and `green-gate status --all` over
// the API: the listing, the batched read of the ledgers, state files and branch heads, and the
// parsing of each, with nothing of the gate's decisions (the command line loads only this).











/** Where a program's state file and ledger live on the state branch. */
function programFiles(config, program) {
    return {
        program,
        state: { branch: config.stateBranch, path: (0,path_template/* pathFor */.p0)(config.statePath, program) },
        ledger: { branch: config.stateBranch, path: (0,path_template/* pathFor */.p0)(config.ledgerPath, program) },
        stateMaxBytes: config.stateMaxBytes,
        auditKey: config.auditKey
    };
}
/**
 * Every program on the state branch, listed in one query and read fifty to a query: how many
 * were listed, and those that could be read, by name (a warning names each that could not).
 */
async function readPrograms(gh, repository, config, 
/** The program issue the run's input names; null: each program's own. */
issueInput) {
    const programs = await listPrograms(gh, repository, config);
    if (programs.length === 0)
        return { listed: 0, swept: new Map(), read: null };
    const around = {
        needsHumanLabel: config.needsHumanLabel,
        programLabel: issueInput === null ? PROGRAM_LABEL : null
    };
    const requests = programs.map(request(config));
    const { programs: reads, ...read } = await readProgramFiles(gh, repository, config.stateBranch, requests, around);
    const swept = new Map();
    for (const program of programs) {
        const part = reads.get(program);
        const found = part === undefined ? null : readSwept(config, program, part);
        if (found !== null)
            swept.set(program, found);
    }
    return { listed: programs.length, swept, read };
}
/** What the batched read asks of a program: its files, and the head of its branch. */
function request(config) {
    return (program) => ({
        ...programFiles(config, program),
        branch: (0,branch/* branchForProgram */.OI)(config.branchPattern, program)
    });
}
/** The program as the batched read found it; null, with a warning, when it cannot be read. */
function readSwept(config, program, read) {
    try {
        return sweptProgram(programFiles(config, program), read);
    }
    catch (error) {
        // One unreadable program must not keep the sweep from the others.
        core/* warning */.$e(`${orNone(error, null).message}; not swept`);
        return null;
    }
}
/**
 * The program's ledger, state file and branch head as the batched read found them; null when it
 * has no state file (nothing to sweep). A file the gate cannot read throws its GateError.
 */
function sweptProgram(files, read) {
    if (read.kind === 'unreadable')
        throw read.error;
    if (read.state === null)
        return null;
    return {
        ledger: readLedger(files, read.ledger),
        doc: parseState(files.state, read.state.text),
        head: { branch: read.branch, sha: read.branchHead },
        stored: { ledger: read.ledger, state: read.state }
    };
}
/** Every program with a state file or a ledger on the state branch, by name. */
async function listPrograms(gh, repository, config) {
    const templates = [config.statePath, config.ledgerPath];
    const dirs = templates.map((template) => (0,path_template/* programListing */.X9)(template).dir);
    const folders = await listFolders(gh, repository, config.stateBranch, dirs);
    const names = new Set();
    templates.forEach((template, i) => {
        for (const entry of folders[i] ?? []) {
            const program = (0,path_template/* programFromEntry */.RK)(template, entry.path, entry.type);
            if (program !== null)
                names.add(program);
        }
    });
    return [...names].sort();
}
/** The stored ledger parsed; one the gate cannot read stops everything (GateError naming it). */
function readLedger(files, stored) {
    if (stored === null)
        return null;
    const parsed = (0,codec/* parseLedger */.h)(stored.text);
    if (!parsed.ok) {
        throw new errors/* GateError */.ue(`${(0,state_file/* describeLocation */.l)(files.ledger)}: ${parsed.message}; the gate does not write over a ledger it cannot read`);
    }
    return parsed.ledger;
}
function parseState(location, text) {
    const parsed = (0,state/* parseStateFile */.ne)(text);
    if (!parsed.ok)
        throw new errors/* GateError */.ue((0,state/* formatStateError */.bU)((0,state_file/* describeLocation */.l)(location), parsed.error));
    return parsed.doc;
}


/***/ })

};
