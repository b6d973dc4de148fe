export const id = 423;
export const ids = [423];
export const modules = {

/***/ 5423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createClient: () => (/* binding */ createClient)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3838);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2270);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6856);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _rate_budget_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9494);
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
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`GitHub ${kind} rate limit on ${options.method ?? 'GET'} ${options.url ?? ''}: ` +
            (retrying ? `retrying in ${retryAfter}s` : 'giving up'));
        return retrying;
    };
    const client = (0,_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q)(token, {
        log: { debug: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz, info: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz, warn: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e, error: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3 },
        retry: { retries: 3, doNotRetry: DO_NOT_RETRY },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            write: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)(SERIAL),
            notifications: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)(SERIAL)
        }
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__/* .throttling */ .A);
    (0,_rate_budget_js__WEBPACK_IMPORTED_MODULE_3__/* .recordRateBudget */ .X)(client);
    return client;
}


/***/ }),

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


/***/ })

};
