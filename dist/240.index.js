export const id = 240;
export const ids = [240];
export const modules = {

/***/ 3240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseConfigFile: () => (/* binding */ parseConfigFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4632);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85);
/* harmony import */ var _config_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5830);
// The repository's configuration file, `.github/green-gate.yml`: one flat mapping of settings,
// read as text into the values the inputs of the same names take, each with its line so that
// a bad value is reported where it is written. What a value must be is checked where the
// inputs are checked; here, only the file's shape: YAML, known keys, one value each.




function parseConfigFile(text, path) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const lineOf = (offset) => lines.linePos(offset ?? 0).line;
    const problemAt = (offset, problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GateError */ .u(`${path}:${lineOf(offset)}: ${problem}`);
    const syntax = doc.errors[0];
    if (syntax !== undefined) {
        // The library's message ends with its own position, which the prefix already gives.
        const message = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(syntax.message.replace(/ at line \d+.*$/s, ''));
        throw problemAt(syntax.pos[0], `not valid YAML: ${message}`);
    }
    const settings = new Map();
    const contents = doc.contents;
    if (contents === null)
        return { path, settings };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        throw problemAt(contents.range?.[0], 'must be a mapping of settings (`key: value` lines)');
    }
    for (const pair of contents.items) {
        const key = pair.key;
        const offset = key?.range?.[0];
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
            throw problemAt(offset, 'a key must be a plain setting name');
        const name = String(key.value);
        if (!(0,_config_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .isSettingName */ .s9)(name))
            throw problemAt(offset, unknownKey(name));
        const fail = (problem) => {
            throw problemAt(offset, problem);
        };
        settings.set(name, {
            value: settingText(name, pair.value, fail),
            line: lineOf(offset)
        });
    }
    return { path, settings };
}
/** The value as input text: a scalar as written, a list's items one a line. */
function settingText(name, value, fail) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && value.value !== null) {
        if (typeof value.value === 'object')
            fail(`${name} must be plain text, a number or a boolean`);
        return String(value.value);
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value)) {
        if (!(0,_config_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .isListSetting */ .Vj)(name))
            fail(`${name} takes one value, not a list`);
        return value.items
            .map((item) => {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item) || item.value === null || typeof item.value === 'object') {
                fail(`${name} must list plain values`);
            }
            return String(item.value);
        })
            .join('\n');
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
        fail(`${name} takes a value, not a mapping`);
    return fail(`${name} has no value; give one, or leave the key out for its default`);
}
function unknownKey(name) {
    const near = _config_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTING_NAMES */ .OI.map((known) => ({ known, distance: editDistance(name, known) }))
        .filter((n) => n.distance <= 3)
        .sort((a, b) => a.distance - b.distance)[0];
    const hint = near === undefined ? '' : ` (did you mean "${near.known}"?)`;
    return `"${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(name)}" is not a green-gate setting${hint}; docs/configuration.md lists them`;
}
/** Levenshtein distance, for naming the setting a mistyped key was meant to be. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            row.push(Math.min(previous[j] + 1, row[j - 1] + 1, substitution));
        }
        previous = row;
    }
    return previous[b.length];
}


/***/ })

};
