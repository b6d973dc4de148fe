export const id = 239;
export const ids = [239];
export const modules = {

/***/ 3239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 10 modules
var core = __webpack_require__(7264);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 20 modules
var github = __webpack_require__(2270);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/adapters/github/rate-budget.ts
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

;// CONCATENATED MODULE: ./src/adapters/github/client.ts
// The one Octokit the gate uses: GitHub's API base from the runner, retries for 5xx and dropped
// connections, the throttling plugin honouring rate limits and retry-after, and a record of the
// rate-limit budget its responses report.






/**
 * The retry plugin's defaults plus 409: a write based on a stale blob sha is refused the same way
 * however often it is resent; the state file's writer re-reads and decides again instead.
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 451];
/**
 * Writes stay one at a time but are not spaced out. The plugin's defaults wait 1 s between
 * writes and 3 s between comments, GitHub's advice for clients making many of them; a gate run
 * makes two to four, so the pacing would only triple its runtime. A secondary rate limit, if one
 * ever comes, is still waited out through retry-after below.
 */
const SERIAL = { maxConcurrent: 1, minTime: 0 };
/** A limited wait is worth it inside a short gate job; a long one is better failed loudly. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
const MAX_RATE_LIMIT_RETRIES = 3;
function createClient(token) {
    const onLimit = (kind) => (retryAfter, options, _, retryCount) => {
        const retrying = retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS;
        core/* warning */.$e(`GitHub ${kind} rate limit on ${options.method ?? 'GET'} ${options.url ?? ''}: ` +
            (retrying ? `retrying in ${retryAfter}s` : 'giving up'));
        return retrying;
    };
    const client = (0,github/* getOctokit */.Q)(token, {
        log: { debug: core/* debug */.Yz, info: core/* debug */.Yz, warn: core/* warning */.$e, error: core/* error */.z3 },
        retry: { retries: 3, doNotRetry: DO_NOT_RETRY },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            write: new (light_default()).Group(SERIAL),
            notifications: new (light_default()).Group(SERIAL)
        }
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    recordRateBudget(client);
    return client;
}


/***/ })

};
