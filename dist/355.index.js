export const id = 355;
export const ids = [355];
export const modules = {

/***/ 16355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseConfigFile: () => (/* binding */ parseConfigFile)
/* harmony export */ });
/* unused harmony export checkConfigFile */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24632);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90085);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57590);
// The repository's configuration file, `.github/green-gate.yml`: one flat mapping of settings,
// read as text into the values the inputs of the same names take, each with its line so that
// a bad value is reported where it is written. What a value must be is checked where the
// inputs are checked; here, only the file's shape: YAML, known keys, one value each.




/** The file's settings; a bad file is refused with its first problem, and how many follow. */
function parseConfigFile(text, path) {
    const { file, problems } = checkConfigFile(text, path);
    const [first] = problems;
    if (first === undefined)
        return file;
    const more = problems.length - 1;
    const also = more === 0 ? '' : ` (and ${more} more; \`green-gate config check\` lists them all)`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GateError */ .ue(`${first.message}${also}`);
}
/** Every problem of the file's shape, not only the first: a person fixes them in one go. */
function checkConfigFile(text, path) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const lineOf = (offset) => lines.linePos(offset ?? 0).line;
    const problems = [];
    const problemAt = (offset, problem) => {
        const line = lineOf(offset);
        problems.push({ line, message: `${path}:${line}: ${problem}` });
    };
    const settings = new Map();
    const file = { path, settings };
    for (const syntax of doc.errors) {
        // The library's message ends with its own position, which the prefix already gives.
        const message = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(syntax.message.replace(/ at line \d+.*$/s, ''));
        problemAt(syntax.pos[0], `not valid YAML: ${message}`);
    }
    const contents = doc.contents;
    if (problems.length > 0 || contents === null)
        return { file, problems };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        problemAt(contents.range?.[0], 'must be a mapping of settings (`key: value` lines)');
        return { file, problems };
    }
    for (const pair of contents.items) {
        const key = pair.key;
        const offset = key?.range?.[0];
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key)) {
            problemAt(offset, 'a key must be a plain setting name');
            continue;
        }
        const name = String(key.value);
        if (!(0,_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .isSettingName */ .s9)(name)) {
            problemAt(offset, unknownKey(name));
            continue;
        }
        const value = settingText(name, pair.value);
        if (typeof value === 'string')
            settings.set(name, { value, line: lineOf(offset) });
        else
            problemAt(offset, value.problem);
    }
    return { file, problems };
}
/** The value as input text: a scalar as written, a list's items one a line. */
function settingText(name, value) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && value.value !== null) {
        if (typeof value.value === 'object')
            return { problem: `${name} must be plain text, a number or a boolean` };
        return String(value.value);
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value)) {
        if (!(0,_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .isListSetting */ .Vj)(name))
            return { problem: `${name} takes one value, not a list` };
        const items = value.items.map((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item) && item.value !== null && typeof item.value !== 'object'
            ? String(item.value)
            : null);
        if (items.includes(null))
            return { problem: `${name} must list plain values` };
        return items.join('\n');
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
        return { problem: `${name} takes a value, not a mapping` };
    return { problem: `${name} has no value; give one, or leave the key out for its default` };
}
function unknownKey(name) {
    const elsewhere = _spec_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_IN_FILE */ .VH[name];
    if (elsewhere !== undefined)
        return `"${name}" is not a setting of this file: ${elsewhere}`;
    const near = _spec_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTING_NAMES */ .OI.map((known) => ({ known, distance: editDistance(name, known) }))
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
