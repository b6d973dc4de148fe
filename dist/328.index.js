export const id = 328;
export const ids = [328];
export const modules = {

/***/ 8328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeFailure: () => (/* binding */ analyzeFailure)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/rules/checks/identity.ts
var identity = __webpack_require__(67139);
// EXTERNAL MODULE: ./src/adapters/github/job-logs.ts
var job_logs = __webpack_require__(28889);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/rules/logs/byte-text.ts
// A log's bytes held as a string of one character per byte (latin1). The scanner reads a block of
// a log in this form: it costs a copy, not a UTF-8 decoding, the string is one byte a character,
// and every byte the scanner looks for (newlines, CRs, colour codes, runner markers, the bytes of
// a word) is where it is in the log. A line becomes text only when something keeps or reads it.
// eslint-disable-next-line no-control-regex -- any byte outside ASCII
const NON_ASCII = /[^\u0000-\u007f]/;
/** The UTF-8 text of `bytes`; ASCII is its own text. */
const fromBytes = (bytes) => NON_ASCII.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
/** The UTF-8 bytes of `text`, one character a byte. */
const asBytes = (text) => Buffer.from(text, 'utf8').toString('latin1');
/**
 * How many bytes of UTF-8 hold at least `units` UTF-16 units of text, a character cut at the end
 * included: a unit takes at most three bytes.
 */
const bytesForUnits = (units) => 3 * units + 3;
/**
 * A line that changes often but is read once: kept as a range of the bytes it was read from (or
 * as text) and decoded when it is wanted.
 */
class HeldLine {
    source = '';
    start = 0;
    end = 0;
    text = '';
    /** The line of bytes `source.slice(start, end)`. */
    holdBytes(source, start, end) {
        this.source = source;
        this.start = start;
        this.end = end;
        this.text = undefined;
    }
    holdText(text) {
        this.text = text;
        this.source = '';
    }
    /** The line as text; the bytes it was read from are let go. */
    release() {
        const text = this.text ?? fromBytes(this.source.slice(this.start, this.end));
        this.holdText(text);
        return text;
    }
}

// EXTERNAL MODULE: ./src/rules/logs/classify.ts
var classify = __webpack_require__(30977);
;// CONCATENATED MODULE: ./src/rules/logs/class-tokens.ts
// The words a failing step's command and last lines hold, as the class model (token-class.ts)
// reads them: lower case, letters with `_` or `-` inside, each once. Paths, numbers and values
// fall apart into their words; what is left says what kind of tool ran and what it said.
/** How many of the step's last lines are read. */
const CLASS_TOKEN_LINES = 40;
const WORD = /[a-z][a-z_-]{2,20}/g;
// The runner's own lines, in every log whatever failed.
const RUNNER_LINE = /^(?:##\[|\[command\]|Post job cleanup|Cleaning up orphan)/;
/** The distinct words of the command and the step's last lines. */
function classTokens(command, lines) {
    const said = lines.filter((l) => !RUNNER_LINE.test(l)).slice(-CLASS_TOKEN_LINES);
    const words = new Set();
    for (const text of [command, ...said]) {
        for (const word of text.slice(0, 600).toLowerCase().match(WORD) ?? [])
            words.add(word);
    }
    return [...words];
}

// EXTERNAL MODULE: ./src/rules/logs/chars.ts
var chars = __webpack_require__(4138);
;// CONCATENATED MODULE: ./src/rules/logs/step-intent.ts
// Checked in this order, so a word that names a narrower job wins over a broader one in the same
// text: `fmt-check` is a formatter, `sphinx-build` docs, `npm run test:ci` a test, `make` (and
// `bmake`, `cmake`) a build. Words are whole: `checkstyleMain` is read as `checkstyle main`, and
// neither `latest` nor `build_index` names a test or a build.
const CUES = [
    [
        'lint',
        // Any `*lint` (yamllint, commitlint) and `*spell` (cspell, codespell) is a linter.
        /\b(?:[a-z]*lint|[a-z]*spell|clippy|checkstyle|vet|fmt|format(?:ting|ter)?|style|prettier|black|isort|ruff|flake8|rubocop|shellcheck|cppcheck|spotless|detekt)\b/
    ],
    ['type', /\b(?:type[- ]?check\w*|check[- ]?types|tsc|mypy|pyright|pytype|flow)\b/],
    ['docs', /\b(?:docs?|sphinx|mkdocs|javadoc|rustdoc|typedoc|jsdoc|doxygen)\b/],
    // A folder of migrations is what a command reads, not what it does (`squawk migrations/*.sql`).
    ['migration', /\b(?:migrate|migrations?(?![\w/])|alembic|flyway|liquibase)\b/],
    [
        'test',
        /\b(?:(?:make|ninja|gradlew?)\b[^|;&]*\scheck\b|tests?|spec|specs|e2e|jest|vitest|mocha|ava|pytest|tox|nox|rspec|phpunit|ctest|prove|unittest|playwright|cypress)\b/
    ],
    ['generate', /\b(?:gen|generate|generator|codegen)\b/],
    // `make check` runs the tests (above), `./check.sh`, `npm run check` or `check:deps` whatever
    // the project checks.
    ['check', /\bcheck\b/],
    ['dependency', /\b(?:install|deps|dependencies|restore|sync|p?npm ci)\b/],
    ['deploy', /\b(?:deploy|publish|upload)\b/],
    [
        'build',
        /\b(?:build|compile|bundle|package|pack|dist|[a-z]*make|ninja|gradlew?|mvnw?|webpack|vite|rollup|esbuild|javac|gcc|clang|cc)\b/
    ]
];
// An option names how a tool runs, not what it is for: `rspec --format progress` is no formatter.
const OPTION = /(?:^|\s)--?[A-Za-z][\w-]*(?:=\S*)?/g;
/** The words of a line: its options dropped, inner capitals starting a word (`checkstyleMain`). */
const words = (line) => line
    .replace(OPTION, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
// A command that names a file it writes (`-o gen/api.ts`, `--output-file=x.c`, `--go_out=.`)
// generates it, unless it fetches from an address (`curl -o tool.tgz https://...`).
const WRITES = /(?:^|\s)(?:-o|-out|--out(?:put)?(?:-?(?:file|dir))?|--outfile|--outdir|--[a-z]+_out)(?:[\s=]|$)/;
const ADDRESS = /\b[a-z]+:\/\//;
// A tool asked to check its input instead of rewriting it, as formatters are in CI (`--check`,
// `--diff`, `--list-different`, `-check`): whatever its name, what it reports is a style finding.
const CHECK_MODE = /(?:^|\s)--?(?:check|diff|list-different|check-formatted)(?=[\s=]|$)/;
// The files a command names, by their extension.
const NAMED_FILE = /(?:^|[\s='"])[^\s='"]*(\.[A-Za-z]\w{0,9})(?=['"]?(?:\s|$))/g;
/** A document or data file, no source a compiler builds code from. */
const DOCUMENT = /\.(?:json|ya?ml|toml|xml|html?|md|markdown|rst|adoc|txt|csv|ini|cfg|properties|svg)$/i;
/**
 * The intent one line of text names, by the narrowest word it holds (a folder's too:
 * `tests/golden/a.txt`), else by what it writes, else by a check mode it asks for, else by what
 * it reads: a command over documents and data only checks them.
 */
function intentOfLine(line) {
    const text = words(line);
    const named = CUES.find(([, cue]) => cue.test(text))?.[0];
    if (named !== undefined)
        return named;
    if (WRITES.test(line) && !ADDRESS.test(line))
        return 'generate';
    if (CHECK_MODE.test(line))
        return 'lint';
    const extensions = [...line.matchAll(NAMED_FILE)].map((m) => m[1] ?? '');
    const documents = extensions.length > 0 && extensions.every((e) => DOCUMENT.test(e));
    return documents ? 'validate' : undefined;
}
/**
 * What a text says the step was for. A script's last line that names something decides: a step
 * runs its set-up first (`npm ci`, then `npm test`), and its failing command is most often its
 * last. Longer lines are read only in part: no command is that long.
 */
function intentOf(text) {
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const intent = intentOfLine((lines[i] ?? '').slice(0, 1000));
        if (intent !== undefined)
            return intent;
    }
    return undefined;
}
/** Whether one of these scripts says what its step was for: then no step's name is read. */
const scriptsSayIntent = (scripts) => scripts.some((script) => intentOf(script) !== undefined);
// In a script `make check` runs the tests; in a step's or a job's name "check" is the umbrella
// a person gives whatever the step verifies (`check`, `Checks`, `PR check`), so it says nothing.
const UMBRELLA = /(?<!\btype[- ]?)\bchecks?\b/gi;
/** What a step's or a job's name says it was for. */
const intentOfName = (name) => name === undefined ? undefined : intentOf(name.replace(UMBRELLA, ' '));
/** The step's intent: its script's words first, then its name's, then its job's. */
function stepIntent(context) {
    return intentOf(context.script) ?? intentOfName(context.step) ?? intentOfName(context.job);
}
/**
 * Whether an intent is an umbrella: a build may compile, lint and test alike, a check run
 * whatever the project checks, a docs build fail as lint or as code, a tool over documents run
 * their tests or crash; what their output proves or
 * shows narrows them. A migration's, a generator's, a linter's or a test run's is firm.
 */
const isBroad = (intent) => intent === 'build' || intent === 'check' || intent === 'docs' || intent === 'validate';
/**
 * The class of failure an intent expects. Docs, migrations, generators and packaging are builds
 * of a kind; a deploy's failure is its credentials', its network's or its artefact's, which the
 * intent does not tell apart.
 */
function intendedClass(intent) {
    switch (intent) {
        case 'lint':
        case 'type':
        case 'test':
        case 'dependency':
        case 'build':
            return intent;
        case 'check':
            return 'test';
        case 'validate':
            return 'lint';
        case 'docs':
        case 'migration':
        case 'generate':
            return 'build';
        case 'deploy':
        case undefined:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/rules/logs/cues.ts
// The class of a failure no matcher recognised, read from general words in its error lines, and
// the class the command a step ran points to (weigh-class.ts weighs the two). A guess, but a
// better one than `unknown`: an unknown failure gets one attempt where a classified one gets the
// full budget.

// A type checker's finding in any language: two types set against each other, or a type that
// does not fit (`This expression has type int but ...`, `Couldn't match expected type`).
const TYPE_SHAPE = /\bhas type \S.{0,200}? but\b|\bexpected (?:an? )?(?:\w+ )?of type\b|\btype mismatch\b|\bmismatched types\b|\bCouldn't match (?:expected )?type\b|\bcannot unify\b/i;
/** Whether a message is a type checker's: the types it sets against each other name it. */
const typeShaped = (text) => TYPE_SHAPE.test(text);
const LINE_CUES = [
    [
        'infra',
        /\b(?:timed? ?out|time limit|Killed|out of memory|No space left|rate.?limit|connection (?:refused|reset)|ECONNRESET|ETIMEDOUT|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|Could not resolve host|Service Unavailable|Bad Gateway|Too Many Requests|TLS handshake)\b/i
    ],
    [
        'dependency',
        /\b(?:No module named|Cannot find (?:module|package)|ModuleNotFound|resolve dependenc|dependency (?:tree|conflict|resolution)|conflicting dependencies|No matching (?:version|distribution)|lock ?file|peer dep\w*|failed to (?:download|fetch|install)|could not install|package not found)/i
    ],
    [
        'build',
        /\b(?:compil(?:e|er|ation|ing)|build failed|linker|undefined reference|syntax ?error|cannot find symbol|unresolved import|Could not resolve|Module not found|bundl(?:e|ing) failed)/i
    ],
    ['type', /\b(?:type ?check\w*|type error|is not assignable|incompatible types?|TS\d{4})\b/i],
    ['type', TYPE_SHAPE],
    [
        'lint',
        /\b(?:lint\w*|would reformat|not (?:properly )?formatted|code style|style (?:check|violation)s?)\b/i
    ],
    // A duplicate finder's report: code found twice is a finding about style, not a failing test.
    [
        'lint',
        /\bclones? found\b|\bfound \d+ clones?\b|\bduplicat(?:e|ed|ion) (?:code|lines|blocks?|tokens)\b/i
    ],
    [
        'test',
        /\b(?:tests? (?:failed|failing)|failing tests?|assert\w*|expected .+ (?:to |but |got )|spec(?:s)? failed|\d+ failed)/i
    ],
    // A verdict in capitals or with a bang (`*** Failed! Falsified`); prose's `failed` (`Failed
    // installing x`) says no more than that a step failed.
    ['test', /\bFAIL(?:ED)?\b|\bFailed!/]
];
/**
 * The class the command a step ran points to: `pytest` a test, `npm ci` a dependency; none for a
 * `check`, which runs whatever the project checks.
 */
function classFromCommand(command) {
    const intent = intentOf(command);
    return intent === 'check' ? undefined : intendedClass(intent);
}
/** The classes the words of these lines point to. */
const lineCues = (lines) => LINE_CUES.flatMap(([c, cue]) => (lines.some((line) => cue.test(line)) ? [c] : []));
/**
 * Whether the message says an assertion or a check failed (`assertion ... failed`, `check x == 2
 * has failed`, a verdict at its place): a test's check, not a diagnostic or a compile error.
 */
function assertionFailed(text) {
    if (/\bFailure in\b|^test \S+:? (?:assertion )?failed\b/.test(text))
        return true;
    // A runner's verdict opening the message at a test's place: `FAIL top after push`.
    if (/^\s*FAIL(?:ED)?\b(?!\s*[:=(])/.test(text))
        return true;
    const at = text.search(/\b(?:assert(?:ion)?|check)\b/i);
    return at !== -1 && /\bfailed\b/.test(text.slice(at));
}

;// CONCATENATED MODULE: ./src/rules/logs/excerpt.ts
// The excerpt handed to the fixer: the end of the failing part of the log, plus error lines
// from before it. CI prints its errors last, so a head-only cut would lose them.

/**
 * The last lines of a stream, as many as hold at least `capacity` UTF-16 units when it can. A line
 * is kept as a range of the log's bytes (see byte-text.ts) it was read from and becomes text only
 * when the ring is drained: most lines of a 100 MB log pass through the ring and are never
 * wanted. Ranges sit in parallel arrays: one object per line of a 100 MB log is measurable. A
 * byte range cannot be counted in units without decoding it, so the ring keeps enough bytes to
 * hold the units whatever the text (a line that is text already counts its units), and drops the
 * lines it held beyond them when drained.
 */
class LineRing {
    capacity;
    sources = [];
    starts = [];
    ends = [];
    numbers = [];
    /** Whether the line is text already, not bytes. */
    texts = [];
    head = 0;
    size = 0;
    /** Bytes held: enough for `capacity` units. */
    held;
    constructor(capacity) {
        this.capacity = capacity;
        this.held = bytesForUnits(capacity);
    }
    /** The line `source.slice(start, end)`: bytes, or text when `text` is set. */
    push(source, start, end, lineNumber, text) {
        this.sources.push(source);
        this.starts.push(start);
        this.ends.push(end);
        this.numbers.push(lineNumber);
        this.texts.push(text);
        this.size += end - start + 1;
        while (this.head < this.sources.length - 1) {
            const oldest = (this.ends[this.head] ?? 0) - (this.starts[this.head] ?? 0) + 1;
            if (this.size - oldest < this.held)
                break;
            this.size -= oldest;
            this.head++;
        }
        if (this.head > 1024 && this.head * 2 > this.sources.length) {
            this.sources = this.sources.slice(this.head);
            this.starts = this.starts.slice(this.head);
            this.ends = this.ends.slice(this.head);
            this.numbers = this.numbers.slice(this.head);
            this.texts = this.texts.slice(this.head);
            this.head = 0;
        }
    }
    /** Push every line into `other` and empty this one. */
    moveTo(other) {
        for (let i = this.head; i < this.sources.length; i++) {
            other.push(this.sources[i] ?? '', this.starts[i] ?? 0, this.ends[i] ?? 0, this.numbers[i] ?? 0, this.texts[i] ?? false);
        }
        this.clear();
    }
    clear() {
        this.sources = [];
        this.starts = [];
        this.ends = [];
        this.numbers = [];
        this.texts = [];
        this.head = 0;
        this.size = 0;
    }
    /** The last `max` held lines numbered from `from` up to `to` (not included), as text, kept held. */
    peek(from, to, max) {
        const out = [];
        for (let i = this.sources.length - 1; i >= this.head && out.length < max; i--) {
            const lineNumber = this.numbers[i] ?? 0;
            if (lineNumber < from)
                break;
            if (lineNumber >= to)
                continue;
            const line = (this.sources[i] ?? '').slice(this.starts[i] ?? 0, this.ends[i] ?? 0);
            out.push({ text: this.texts[i] === true ? line : fromBytes(line), lineNumber });
        }
        return out.reverse();
    }
    /**
     * The held lines as text: the fewest last lines of at least `capacity` units, counting one more
     * for each line's end (every unit is at least one UTF-8 byte, so they hold the byte budget).
     */
    drain() {
        const out = [];
        let units = 0;
        for (let i = this.sources.length - 1; i >= this.head && units < this.capacity; i--) {
            const line = (this.sources[i] ?? '').slice(this.starts[i] ?? 0, this.ends[i] ?? 0);
            const text = this.texts[i] === true ? line : fromBytes(line);
            out.push({ text, lineNumber: this.numbers[i] ?? 0 });
            units += text.length + 1;
        }
        this.clear();
        return out.reverse();
    }
}
/** The cleaned lines at the end of a log, pinned at the last line that marked a failure. */
class TailBuffer {
    /** Lines up to the last failure mark. */
    kept;
    /** Lines since it, kept apart so post-job noise does not push the failure out. */
    since;
    pinned = false;
    constructor(capacity) {
        this.kept = new LineRing(capacity);
        this.since = new LineRing(capacity);
    }
    /** The line of bytes `source.slice(start, end)`. */
    push(source, lineNumber, start, end) {
        ;
        (this.pinned ? this.since : this.kept).push(source, start, end, lineNumber, false);
    }
    /** A line that is text already: a runner marker's message, a line read on its own. */
    pushText(text, lineNumber) {
        ;
        (this.pinned ? this.since : this.kept).push(text, 0, text.length, lineNumber, true);
    }
    /** The line just pushed marks a failure: the excerpt ends here unless another one follows. */
    pin() {
        this.since.moveTo(this.kept);
        this.pinned = true;
    }
    /**
     * The last `max` lines still held that are numbered from `from` up to `to` (not included), in
     * order: a step's last lines, read again without letting them go.
     */
    recent(from, to, max) {
        const newer = this.since.peek(from, to, max);
        return [...this.kept.peek(from, to, max - newer.length), ...newer];
    }
    /** The kept lines, up to the last failure mark (or the end when there is none). */
    lines() {
        return this.kept.drain();
    }
}
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');
const utf8Length = (text) => Buffer.byteLength(text, 'utf8');
const isContinuation = (byte) => ((byte ?? 0) & 0xc0) === 0x80;
/** The last `maxBytes` bytes of `text` (or the first, with `keep: 'start'`), whole characters. */
function truncateUtf8(text, maxBytes, keep) {
    const bytes = encoder.encode(text);
    if (bytes.length <= maxBytes)
        return text;
    if (keep === 'start') {
        let end = Math.max(0, maxBytes);
        while (end > 0 && isContinuation(bytes[end]))
            end--;
        return decoder.decode(bytes.subarray(0, end));
    }
    let start = bytes.length - Math.max(0, maxBytes);
    while (start < bytes.length && isContinuation(bytes[start]))
        start++;
    return decoder.decode(bytes.subarray(start));
}
const marker = (what) => `… [green-gate: ${what}] …`;
const KEY_LINE_BYTES = 400;
/** Share of the budget error lines from before the tail may take. */
const KEY_SHARE = 0.25;
/** Error lines numbered and separated by omission marks, as many as fit in `room` bytes. */
function pickKeys(keys, room) {
    const lines = [];
    let used = 0;
    let shownUpTo = 0;
    for (const key of keys) {
        const omitted = key.lineNumber - shownUpTo - 1;
        const entry = [
            ...(omitted > 0 ? [marker(`${omitted} lines omitted`)] : []),
            `${key.lineNumber}: ${truncateUtf8(key.text, KEY_LINE_BYTES, 'start')}`
        ];
        const size = entry.reduce((sum, line) => sum + utf8Length(line) + 1, 0);
        if (used + size > room)
            break;
        lines.push(...entry);
        used += size;
        shownUpTo = key.lineNumber;
    }
    return { lines, shownUpTo };
}
/**
 * Build the excerpt within `budget` UTF-8 bytes: error lines from before the tail (each
 * prefixed with its line number, at most a quarter of the budget), then as much of the tail
 * as fits, newest lines kept. Every cut is marked with the number of lines it left out.
 */
function cutExcerpt(input) {
    const { budget, lines, keyLines, lineCount } = input;
    const firstLineNumber = lines[0]?.lineNumber ?? lineCount + 1;
    const lastLineNumber = lines.at(-1)?.lineNumber ?? lineCount;
    const keyBudget = Math.floor(budget * KEY_SHARE);
    const after = lastLineNumber < lineCount
        ? marker(`${lineCount - lastLineNumber} lines after the failure omitted`)
        : undefined;
    const reserve = utf8Length(marker(`${lineCount} lines omitted`)) +
        1 +
        (after === undefined ? 0 : utf8Length(after) + 1);
    // Error lines surely before the tail get their share first; the tail fills the rest.
    const before = keyLines.filter((k) => k.lineNumber < firstLineNumber);
    const keyCost = pickKeys(before, keyBudget).lines.reduce((n, l) => n + utf8Length(l) + 1, 0);
    let room = budget - reserve - keyCost;
    const tail = [];
    let firstShown = lastLineNumber + 1;
    for (let i = lines.length - 1; i >= 0 && room > 0; i--) {
        const line = lines[i];
        if (line === undefined)
            break;
        const size = utf8Length(line.text) + 1;
        if (size <= room) {
            tail.push(line.text);
            firstShown = line.lineNumber;
            room -= size;
            continue;
        }
        // Only a last line longer than the whole budget is cut: keep its end, where errors are.
        const cutAt = room - 1 - utf8Length(marker('line cut')) - 1;
        if (tail.length === 0 && cutAt > 0) {
            tail.push(`${marker('line cut')} ${truncateUtf8(line.text, cutAt, 'end')}`);
            firstShown = line.lineNumber;
        }
        break;
    }
    // The tail may start later than planned: error lines up to it compete for what is left.
    const keys = pickKeys(keyLines.filter((k) => k.lineNumber < firstShown), Math.max(keyCost, room + keyCost));
    const omitted = firstShown - keys.shownUpTo - 1;
    const out = [
        ...keys.lines,
        ...(omitted > 0 ? [marker(`${omitted} lines omitted`)] : []),
        ...tail.reverse(),
        ...(after === undefined ? [] : [after])
    ];
    const text = out.join('\n');
    // Only a budget smaller than the markers themselves gets here.
    return utf8Length(text) <= budget ? text : truncateUtf8(text, budget, 'end');
}

;// CONCATENATED MODULE: ./src/rules/logs/facts.ts
// Facts for the summary that no identity carries: the exception or assertion type, where a
// Rust test panicked, which Go test file reported. Read from the few lines already kept as
// error lines, so it costs nothing per log line.

const FACTS = [
    /panicked at (?:'.*?', )?(\S+?\.rs:\d+:\d+)/,
    /^\s*(\w+_test\.go:\d+):/
];
const MAX_FACTS = 10;
/** A character of a JavaScript or Java name: `[\w$]`. */
const isNameChar = (code) => (0,chars/* isWord */.Jg)(code) || code === 36; /* $ */
/** Whether `at` is a word boundary, as a regex's `\b` (`$` is no word character). */
const boundary = (text, at) => (0,chars/* isWord */.Jg)(text.charCodeAt(at - 1)) !== (0,chars/* isWord */.Jg)(text.charCodeAt(at));
/** The last `Error` or `Exception` of the run, ending at a word boundary: [end, word start]. */
function lastType(text, start, end) {
    for (let at = end; at > start; at--) {
        if (at < end && text.charCodeAt(at) !== 36 /* $ */)
            continue;
        if (at - 5 >= start && text.startsWith('Error', at - 5))
            return [at, at - 5];
        if (at - 9 >= start && text.startsWith('Exception', at - 9))
            return [at, at - 9];
    }
    return [-1, -1];
}
/** The line's runs of name characters, each with the type it ends in and what it leads to. */
function nameRuns(text) {
    const runs = { text, bounds: [], typeEnds: [], typeWords: [], leads: new Int32Array() };
    for (let at = 0; at < text.length; at++) {
        if (!isNameChar(text.charCodeAt(at)))
            continue;
        const start = at;
        while (isNameChar(text.charCodeAt(at)))
            at++;
        const [end, word] = lastType(text, start, at);
        runs.bounds.push(start, at);
        runs.typeEnds.push(end);
        runs.typeWords.push(word);
    }
    runs.leads = new Int32Array(runs.typeEnds.length);
    for (let k = runs.typeEnds.length - 1; k >= 0; k--) {
        runs.leads[k] = nameEnd(runs, k, runs.bounds[2 * k] ?? 0);
    }
    return runs;
}
/**
 * Where a name that starts at `at` in run `k` ends, or -1: a capitalised type there (a run's
 * types are read back from its last: an earlier one starts earlier), or a package name that
 * leads through a dot straight into the next run.
 */
function nameEnd(runs, k, at) {
    const first = runs.text.charCodeAt(at);
    if ((0,chars/* isUpper */.Hg)(first))
        return (runs.typeWords[k] ?? -1) > at ? (runs.typeEnds[k] ?? -1) : -1;
    if (!(0,chars/* isLower */.cs)(first) && first !== 95 /* _ */ && first !== 36 /* $ */)
        return -1;
    const end = runs.bounds[2 * k + 1] ?? 0;
    const dotted = runs.text.charCodeAt(end) === 46 /* . */ && runs.bounds[2 * k + 2] === end + 1;
    return dotted ? (runs.leads[k + 1] ?? -1) : -1;
}
/**
 * The first exception or assertion type of a line: `AssertionError`, `ZeroDivisionError`,
 * `java.lang.NullPointerException` (lower-case package names, then a capitalised type ending in
 * Error or Exception). The same as the first match of the regex
 * \b((?:[a-z_$][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception))\b, which tries each boundary of a long
 * dotted name as a start and reads on from each: here each run of name characters is read once,
 * and what a dotted name leads to is known from the runs after it.
 */
function exceptionType(text) {
    if (!text.includes('Error') && !text.includes('Exception'))
        return undefined;
    const runs = nameRuns(text);
    for (let k = 0; k < runs.typeEnds.length; k++) {
        for (let at = runs.bounds[2 * k] ?? 0; at < (runs.bounds[2 * k + 1] ?? 0); at++) {
            if (!boundary(text, at))
                continue;
            const end = nameEnd(runs, k, at);
            if (end !== -1)
                return text.slice(at, end);
        }
    }
    return undefined;
}
/** Distinct facts in first-seen order, at most ten. */
function factsOf(lines) {
    const facts = new Set();
    for (const line of lines) {
        const type = exceptionType(line);
        if (type !== undefined)
            facts.add(type);
        for (const fact of FACTS) {
            const found = fact.exec(line)?.[1];
            if (found !== undefined)
                facts.add(found);
        }
        if (facts.size >= MAX_FACTS)
            break;
    }
    return [...facts].slice(0, MAX_FACTS);
}

// EXTERNAL MODULE: ./src/rules/logs/normalize.ts + 1 modules
var normalize = __webpack_require__(57318);
;// CONCATENATED MODULE: ./src/rules/logs/structures/count-lines.ts
// Lines that only count: `Tests: 5, Failures: 1.`, `✖ 3 problems (3 errors, 0 warnings)`,
// `1 test failed`. Every failure of a tool prints them, so two different failures would share
// them: never an identity, never a test's name.

// After normalizeText every number is `N`: a count is a number beside a word that counts.
const COUNTED = /\bN\s+(?:\w+\s+)?(?:problems?|errors?|warnings?|failures?|failed|failing|passed|passing|tests?|specs?|examples?|files?|issues?|assertions?|subtests?|skipped|pending|todos?|items?|suites?|dependenc(?:y|ies)|violations?|infos?|hints?|suggestions?|notices?|links?|honou?red|broken|errored|successe?s?|succeeded)\b/gi;
const LABELLED = /\b(?:tests?|assertions?|failures?|errors?|warnings?|passed|failed|skipped|pending|total|pass|fail|skip|todo|files(?: checked)?|issues(?: found)?|files=N|tests=N)\s*[:=]?\s*N\b/gi;
// Words that join counts into a sentence, and what normalizeText leaves of a duration.
const FILLER = /\b(?:found|in|of|with|and|had|scanned|checked|ran|run|total|summary|result|results|finished|executed|looks like you failed|test summary report|wallclock|secs|usr|sys|cusr|csys|CPU|listed below)\b|<dur>/gi;
/** Whether the line says how many, and nothing else a fixer could act on. */
function isCountLine(line) {
    const text = (0,normalize/* normalizeText */.fQ)(line);
    const counts = (text.match(COUNTED)?.length ?? 0) + (text.match(LABELLED)?.length ?? 0);
    if (counts === 0)
        return false;
    const rest = text.replace(COUNTED, ' ').replace(LABELLED, ' ').replace(FILLER, ' ');
    // What is left besides punctuation: at most the tool's name.
    return (rest.match(/[A-Za-z]{2,}/g)?.length ?? 0) <= 1;
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/found.ts
// What a structure reader returns: failures read from the failing step's last lines, each with
// the index of the line it names, so the scanner can quote it and number it.
/** Marks that open a failure's line in many tools' output. */
const MARKS = '✖✘×✗❌';
/** A framework's label before a name: `Test: `, `TEST CASE:  `, `Scenario Outline: `. */
const LABEL = /^[A-Z][A-Za-z]*(?: [A-Za-z]+)?:\s+/;
/** A failure's mark at the start of a line, bare or in brackets, with the blanks around it. */
const FAILURE_MARK = new RegExp(`^\\s*(?:\\[?[${MARKS}]\\]?|\\[fail\\]:?)\\s*`, 'u');
/** A word that says the line reports an error (a count line says it too: check apart). */
const ERROR_WORD = /\b(?:error|Error|ERROR|fatal|FATAL|failed|FAILED)\b|[a-z](?:Error|Exception)\b/;
/** A line of source a tool quotes under an error (`    1| doctype html`, `  > 3|   body(`). */
const QUOTED_SOURCE = /^\s*>?\s*\d+\s*\|/;
/** A line of such a quote: the source, the caret or rule under it (`----^`), or a blank. */
const EXCERPT_LINE = /^\s*(?:>?\s*\d+\s*\|.*|[-~ ]*\^[~^]*)?\s*$/;

;// CONCATENATED MODULE: ./src/rules/logs/structures/locations.ts
// Where a line points into the code: a stack frame (JavaScript, Java, Python, a native frame as
// valgrind and sanitizers print it), `at FILE line N.` or `in file FILE, line N`, or a bare
// `path:line`. A failure is located by the first such place in the repository: frames in
// dependencies, the runtime, the C library or a sanitizer's interceptors say where it
// surfaced, not what to fix.

const JS_FRAME = /^\s*at (?:async )?(?:(\S.*?) \()?(?:file:\/\/)?([^\s()]+?):\d+(?::\d+)?\)?$/;
const JAVA_FRAME = /^\s*at ((?:[\w$]+\/)?[\w$.<>]+)\(([\w$-]+\.\w+):\d+\)$/;
const PYTHON_FRAME = /^\s*File "([^"]+)", line \d+(?:, in (\S+))?/;
// Ruby's `./lib/cart.rb:10:in 'total'` (a backtrace's later lines start `from `).
const RUBY_FRAME = /^\s*(?:#\s+|from\s+)?([^\s:]+):\d+:in [`'‘](.+)['’]$/;
// `at 0x4011: sum (check.c:6)`, or a frame in a shared library: `by 0x48: free (in /usr/lib/x.so)`.
const NATIVE_FRAME = /^\s*(?:at|by) 0x[0-9A-Fa-f]+: (\S+) \((?:in )?([^\s()]+?)(?::\d+)?\)$/;
// A sanitizer's numbered frame: `#1 0x55a5 in copy_name src/buffer.c:7`, a module and its
// offset when there is no source (`#5 0x55a5 in _start (/work/buffer+0x10f0)`), or, as the
// thread checker prints it, no address and the module after the source
// (`#0 bump src/counter.c:10 (counter+0x1200)`).
const SANITIZER_FRAME = /^\s*#\d+ (?:0x[0-9A-Fa-f]+ )?(?:in )?(?:(\S+) )?(?:\(([^\s()]+?)\+0x[0-9A-Fa-f]+\)|([^\s()]+?)(?::\d+){1,2}(?: \([^\s()]+\+0x[0-9A-Fa-f]+\))?)$/;
// C and C++ reserve names that start with two underscores or one and a capital to the
// implementation: such a frame is the C library's or an interceptor's, wherever its source is.
const RESERVED_NAME = /^_[_A-Z]/;
// The toolchain's own sources as its debug information names them: the sanitizers' runtime
// (GCC's libsanitizer, LLVM's compiler-rt), the C library's (`../sysdeps/...`, `../csu/...`) and
// a memory checker's replacements of the allocator (`free (vg_replace_malloc.c:540)`).
const RUNTIME_SOURCE = /(?:^|\/)(?:(?:libsanitizer|compiler-rt|sysdeps|csu)\/|vg_replace_)/;
// `at t/calc.t line 9.`, `(in test file test/slug.bats, line 7)`, a Python frame quoted inside
// another tool's comment (`#   File "tests/a.py", line 10`): a file, then its line in words.
const FILE_LINE_WORDS = /(?:^|[\s("'`])(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)["'`]?,? line \d+/g;
// `src/a.js:12`, `./spec/x_spec.rb:5:in`, `(tests/a.py:3)`: a file with an extension, a line.
const PATH_LINE = /(?:^|[\s("'`[])(?:file:\/\/)?(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+/g;
// `[tests/tst_stack.cpp(16)]`, `src\\App.cs(12,5)`: the line in parentheses after the file.
const PATH_PAREN_LINE = /(?:^|[\s("'`[])(\.{0,2}\/?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)\(\d+(?:, ?\d+)?\)/g;
// A file named by a key in a record: Erlang's `{file,"test/a_SUITE.erl"}`, `"file": "src/a.js"`.
const KEYED_FILE = /(?:\{file,\s*|["']file["']\s*:\s*)"([^"\s]+)"/g;
// The JDK's and the JVM languages' own packages, and a module-qualified frame (`java.base/...`).
const JVM_RUNTIME = /^(?:[\w.]+\/|(?:java|javax|jdk|sun|com\.sun|kotlin|scala)\.)/;
/** Whether a normalized path is the repository's own code. */
function isOwnFile(path) {
    return (path !== '' &&
        !path.startsWith('/') &&
        !path.startsWith('<') &&
        !/^[\w-]+:/.test(path) &&
        !path.includes('node_modules/') &&
        !path.startsWith('internal/') &&
        !/(?:^|\/)(?:site|dist)-packages\//.test(path));
}
/** The line as a frame of a stack trace or traceback, or undefined. */
function frameOf(line) {
    const java = JAVA_FRAME.exec(line);
    if (java !== null) {
        const fn = java[1] ?? '';
        return { file: java[2] ?? '', fn, own: !JVM_RUNTIME.test(fn) };
    }
    const sanitizer = SANITIZER_FRAME.exec(line);
    if (sanitizer !== null)
        return nativeFrame(sanitizer[3] ?? sanitizer[2] ?? '', sanitizer[1]);
    // Native first: its `at 0x..: fn (file:line)` would read as a JavaScript frame too.
    const native = NATIVE_FRAME.exec(line);
    if (native !== null)
        return nativeFrame(native[2] ?? '', native[1]);
    const m = JS_FRAME.exec(line);
    const py = m === null ? (PYTHON_FRAME.exec(line) ?? RUBY_FRAME.exec(line)) : null;
    const [file, fn] = m !== null ? [m[2], m[1]] : [py?.[1], py?.[2]];
    if (file === undefined)
        return undefined;
    const path = (0,normalize/* normalizePath */.Fd)(file);
    return { file: path, ...(fn === undefined ? {} : { fn }), own: isOwnFile(path) };
}
function nativeFrame(file, fn) {
    const path = (0,normalize/* normalizePath */.Fd)(file);
    const own = isOwnFile(path) && !RESERVED_NAME.test(fn ?? '') && !RUNTIME_SOURCE.test(path);
    return { file: path, ...(fn === undefined ? {} : { fn }), own };
}
/** The first place in the repository the line points to: a frame, `F line N`, `path:line`. */
function ownLocationIn(line) {
    const frame = frameOf(line);
    if (frame !== undefined)
        return frame.own ? frame : undefined;
    const places = [FILE_LINE_WORDS, PATH_LINE, PATH_PAREN_LINE, KEYED_FILE].flatMap((shape) => [
        ...line.matchAll(shape)
    ]);
    for (const m of places) {
        const path = (0,normalize/* normalizePath */.Fd)(m[1] ?? '');
        if (isOwnFile(path))
            return { file: path };
    }
    return undefined;
}
// A path the command names: `docs/guide.adoc`, `demo.db`, or a folder's files by a glob, `doc/*.texi`.
const COMMAND_PATH = /(?:^|[\s"'=])((?:[\w.@~+-]+\/)*)(\*|[\w.@~+-]+)(\.[A-Za-z]\w*)(?=[\s"';)]|$)/gm;
/**
 * The file a tool named without its folder (`manual.texi:8: ...`), in the folder the command ran
 * it over: the one path of that name the command names, else the one folder whose files of that
 * kind it globs. A name the command does not settle stays as printed.
 */
function inCommandFolder(file, command) {
    if (file.includes('/'))
        return file;
    const dot = file.lastIndexOf('.');
    if (dot <= 0)
        return file;
    const named = new Set();
    const globbed = new Set();
    for (const [, folder = '', stem = '', ext = ''] of command.matchAll(COMMAND_PATH)) {
        if (`${stem}${ext}` === file)
            named.add(`${folder}${file}`);
        else if (stem === '*' && ext === file.slice(dot))
            globbed.add(`${folder}${file}`);
    }
    const only = (paths) => paths.size === 1 ? (0,normalize/* normalizePath */.Fd)([...paths][0] ?? '') : undefined;
    return only(named) ?? (named.size === 0 ? only(globbed) : undefined) ?? file;
}
/** Whether the command names the file, or globs its folder's files of its kind (`schema/*.json`). */
function readsFile(command, file) {
    const slash = file.lastIndexOf('/');
    const dot = file.lastIndexOf('.');
    return [...command.matchAll(COMMAND_PATH)].some(([, folder = '', stem = '', ext = '']) => {
        const path = (0,normalize/* normalizePath */.Fd)(`${folder}${stem}${ext}`);
        if (stem !== '*')
            return path === file;
        return dot > slash && path === `${file.slice(0, slash + 1)}*${file.slice(dot)}`;
    });
}
// An option that names what the tool writes, not what it reads: `-o build/guide.pdf`.
const OUTPUT_OPTION = /(?:^|\s)(?:-o|--out|--output|--outfile|--output-file)[\s=]?$/;
/** The repository's files the command reads, each once: `pandoc -o x.pdf docs/guide.md`. */
function filesIn(command) {
    const files = [...command.matchAll(COMMAND_PATH)].flatMap((m) => {
        const [, folder = '', stem = '', ext = ''] = m;
        const path = (0,normalize/* normalizePath */.Fd)(`${folder}${stem}${ext}`);
        const output = OUTPUT_OPTION.test(command.slice(Math.max(0, m.index - 20), m.index + 1));
        return stem === '*' || output || !isOwnFile(path) ? [] : [path];
    });
    return [...new Set(files)];
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/rule-ids.ts
// A rule id in a linter's message: `MD022/blanks-around-headings`, `lint/suspicious/noDebugger`,
// `E501`, `(no-unused-vars)`, `[subject-empty]`. A rule names the failure better than its
// message does: the message quotes the code, the rule does not change with it.
/** Shaped like an id, not a word of prose: a digit, a dash, a slash, an underscore between
 * words (`line_length`), an inner capital, or a capital after a dot (`Vale.Spelling`). */
const ID_SHAPED = /^@?[A-Za-z][\w@.]*(?:[/-][\w@.]+)*$/;
const CODE_LIKE = /\d|[/-]|[a-z]_[a-z]|[a-z][A-Z]|\.[A-Z]/;
const isRuleId = (word) => word.length <= 80 && ID_SHAPED.test(word) && CODE_LIKE.test(word);
// The tag that ends a message: `(rule)` or `[rule]`, after a blank.
const TAIL_TAG = /\s[([](@?[A-Za-z][\w@./-]*)[)\]]\s*$/;
// What comes before a tag of one plain word when it is a rule: the end of a sentence, or the
// wide gap of a column.
const SENTENCE_END = /(?:[.!?'"`)\]]|\s{2})\s*[([][^()[\]]+[)\]]\s*$/;
/** The rule a message ends with: `... never used. (no-unused-vars)`, `... [type-empty]`. */
function trailingRule(message) {
    const tag = TAIL_TAG.exec(message)?.[1];
    if (tag === undefined)
        return undefined;
    return isRuleId(tag) || SENTENCE_END.test(message) ? tag : undefined;
}
/** A rule, a dash, then its message: `require-license - license is required`. */
function dashedRule(message) {
    const word = /^(\S+)\s+[-–]\s+\S/.exec(message)?.[1];
    return word !== undefined && isRuleId(word) ? word : undefined;
}
/**
 * The rule a message starts with: `MD022/blanks-around-headings Headings should ...`, `(W211)
 * unused variable`, `Style/StringLiterals: Prefer ...`. Prose follows a rule; a source excerpt
 * (`L4 |<body>`, `12 | x`) is no message.
 */
function leadingRule(message) {
    const dashed = dashedRule(message);
    if (dashed !== undefined)
        return dashed;
    // A column's gap after the word sets it apart as much as a bracket: `triple-equals  == ...`.
    const column = /^([a-z][\w/-]*)\s{2,}\S/.exec(message)?.[1];
    if (column !== undefined && isRuleId(column))
        return column;
    const m = /^([[(]?)([^\s\])]+?)[\])]?(:?)\s+([A-Za-z"'`(])/.exec(message);
    const word = m?.[2];
    if (word === undefined || !isRuleId(word))
        return undefined;
    // Lower-case words joined by dashes open prose as often as a rule (`end-of-line within
    // string`): bare, they are a rule only when a sentence starts after them.
    const marked = m?.[1] !== '' || m?.[3] !== '' || !/^[a-z]/.test(m?.[4] ?? '');
    return marked || !/^[a-z]+(?:-[a-z]+)+$/.test(word) ? word : undefined;
}
/** A plain lower-case word in brackets that opens a message after its severity (`warning:
 * [rawtypes] found raw type`): the category a compiler's lint option names. */
function bracketedCategory(message) {
    return /^\[([a-z]{2,40})\]\s/.exec(message)?.[1];
}
/** The last column of a stylish table row (`2:10  ✖  Invalid hex  color-no-invalid-hex`). */
function lastColumnRule(message) {
    const m = /\S\s{2,}(\S+)\s*$/.exec(message);
    const word = m?.[1];
    return word !== undefined && isRuleId(word) ? word : undefined;
}
/**
 * The rule that closes a row whose columns are single blanks apart: its last word, or the word
 * before it when both are ids (`... no-unused-definitions remark-lint`: the rule, then the
 * plugin that holds it).
 */
function closingRule(message) {
    const words = message.trimEnd().split(/\s+/);
    const last = words.at(-1) ?? '';
    const before = words.at(-2) ?? '';
    if (!isRuleId(last))
        return undefined;
    return words.length > 2 && isRuleId(before) ? before : last;
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/diagnostics.ts
// Diagnostics of linters and compilers green-gate has no matcher for, read by their shape:
// - `path:line[:col][:] [severity] [rule] message [(rule)]`, one a line;
// - the same place with a message that ends in a colon, the message itself indented below;
// - `path: message at line N[, column M]`, the place after the message, and `path: error:
//   message` with no place (a validator's verdict on a whole file);
// - the place in words: `message File: path, line: N`, `[tool: ]ERROR: path: line N: message`,
//   `possible bashism in path line 4 (echo -n):`, and `line 7 column 12 - Warning: message`
//   about the one file the command checks;
// - `Warning 26 in path line 3: message`, the severity and code before the place, and
//   `[path:3] - CODE: message`, the place in brackets;
// - a record: `Issue: [CODE] message`, `Error: message` or `error[CODE]: message` with its place
//   a few lines below (`Location: path:3`, `on main.tf line 3:`, ` --> grammar/a.peggy:7:5`,
//   `  styles/main.scss 4:10  root stylesheet`);
// - a file's name on a line of its own, then indented rows that end in a rule (stylish tables),
//   or findings that say their line in words (`... passive voice on line 3 at column 9`);
// - a marked line with a rule and no file (`✖ subject may not be empty [subject-empty]`).
// A rule makes it lint (a bracketed category after a severity is one); a failed assertion at its
// place is a test's; `error:` with no rule is a compiler's; a doc generator's complaint is lint;
// anything else is named by its file and message, classed by the command. Warnings
// with a rule name the failure only when no error does: a linter that failed on warnings alone
// was told to (`--max-warnings 0`, chktex).







// The runner's `Error: ` in front of an annotation, or the tool's name (`mandoc: `), then the
// path and its line.
const LOCATED = /^\s*(?:\[?(?:Error|ERROR|error)\]?:?\s+|[a-z][\w.-]*:\s+)?(?:file:\/\/)?(\S+?):(\d+)(?::\d+)?(?::\s*|\s+)(\S.*)$/;
// A severity that opens the message: kept to tell an error from a note.
// A one-letter severity (`C:`, `W:`) fails the run as the tool's words do not say otherwise.
const SEVERITY = /^[\s:–-]*(?:\[(error|warning|warn|info|note|hint)\]|(fatal error|error|warning|warn|info|note|hint)\b(:?)|[CWEFR]:(?=\s))\s*/i;
const NOT_FAILING = /^(?:info|note|hint)$/i;
const WARNING = /^warn/i;
// A plain word in brackets before the rule, about the fix: `[Correctable]`.
const FIX_TAG = /^\[[A-Z][a-z]+\]\s+/;
const DEPRECATION = /\bDEPRECATED\b/;
// The place after the message; single blanks around it keep the lazy message linear.
const MESSAGE_AT_LINE = /^\s*(\S+?):\s(\S.*?\S)\s(?:at|on) line \d+\b/;
// `ERROR: The @foo tag is not a known tag. File: cart.js, line: 1`: the place labelled after it.
const LABELLED_AFTER = /^\s*(\S.*?\S)\s+File:\s(\S+?),?\s+line:?\s\d+\b/;
// `asciidoctor: ERROR: index.adoc: line 3: include file not found`: no compiler's `path:N:`, and
// a severity first (a shell names its script's line the same way: `x.sh: line 3: ...`).
const LINE_LABELLED = /^\s*(?:[\w.-]+:\s+)?(ERROR|WARNING|FATAL|Error|Warning|error|warning)\s*:\s+(\S+?):\s+line\s+\d+(?:,\s*col(?:umn)?\s+\d+)?:\s+(\S.*)$/;
// `"is reviewed" may be passive voice on line 3 at column 9`, under its file's heading.
const PLACE_IN_WORDS_AFTER = /\s(?:on|at) line \d+(?:,? (?:at )?col(?:umn)? \d+)?\.?\s*$/;
// Single blanks around `in` and `line` keep the lazy message linear.
const IN_PATH_LINE = /^\s*(\S.*?) in (\S+?),?(?: on)? line \d+\b[\s:]*(.*)$/;
// `src/cart.js: line 3, col 7, 'spare' is defined but never used. (W098)`, and
// `lib/Demo.pm around line 11: Unknown directive: =headl`.
const LINE_COMMA_COLUMN = /^\s*(\S+?)(?::\s+line\s+\d+,\s*col(?:umn)?\s+\d+,| (?:around|near) line \d+:)\s+(\S.*)$/;
const LINE_COLUMN = /^\s*line\s+\d+,?\s+column\s+\d+\s*[-:]\s*(\S.*)$/;
const FILE_ERROR = /^\s*(\S+?):\s((?:fatal )?error:\s.*)$/;
// `[src/a.go:3] - G101 (CWE-798): message`: the place in brackets first.
const BRACKETED_PLACE = /^\s*\[(\S+?):(\d+)(?::\d+)?\]\s*(?:-\s+)?(\S.*)$/;
// A finding printed as a record: `>> Issue: [B105:name] message` or `Error: message`, then
// its place a few lines below: `Location: path:3:1`, `on main.tf line 3, in resource ...:`,
// `at /w/default.nix:3:5:` (a frame of a trace has no colon after it).
const LABELLED_PLACE = /^\s*(?:(?:Location|File|Path)\s*:\s*|on\s+|-->\s*|at\s+(?=\S+:\d+:\d+:\s*$))(\S+?)(?::\d+(?::\d+)?|,?\s+line\s+\d+)\b(?:[,:].*)?$|^\s+(\S+\.[A-Za-z]\w*)\s+\d+:\d+(?:\s.*)?$/;
// `error[E0425]: message` above ` --> src/a.rs:3:5`: the code in brackets after the label.
const ISSUE = /^\s*(?:>>\s*)?(Issue|Error|Warning|Problem|Finding|error|warning)(\[[\w-]+\])?\s*:\s*(\S.*)$/;
// The labels that are a severity, kept for the message to say it.
const SEVERITY_LABEL = /^(?:Error|Warning|error|warning)$/;
// `[B105:hardcoded_password_string]`: the id, then the name it goes by.
const NAMED_ID = /^\[([A-Za-z][\w.-]*):[\w.-]+\]/;
/** How far above its place a record's issue line may be. */
const RECORD_REACH = 6;
const CODE_FIRST = /^\s*(error|warning)\s+(\w+)\s+in\s+(\S+?)(?:,?\s+line\s+\d+|:\d+)(?::\d+)?:?\s+(\S.*)$/i;
// `W301 src/a.c:12 message`, `[Q12] pkg/x.go (14): message`: a rule's code, then the place.
const CODE_LEADS = /^\s*\[?([A-Z]{1,4}\d{2,5})\]?:?\s+(\S+?)(?::\d+(?::\d+)?|\s?\(\d+(?:,\d+)?\)):?\s+(\S.*)$/;
// `ERROR    src/a.ts    12:5    no-foo    message`: a severity, then the file and its place.
const SEVERITY_PLACE = /^\s*(error|warning|warn|fatal)\s+(\S+?\.[A-Za-z]\w*)\s+\d+(?::\d+)?\s+(\S.*)$/i;
// A finding printed as a JSON record on a line of its own.
const JSON_RECORD = /^\s*\{".*\}\s*$/;
const FILE_KEYS = ['file', 'path', 'filename', 'fileName', 'filePath', 'file_path'];
const RULE_KEYS = ['code', 'rule', 'ruleId', 'rule_id', 'check_id', 'symbol', 'message-id'];
const MESSAGE_KEYS = ['message', 'msg', 'description'];
const LEVEL_KEYS = ['severity', 'level'];
// `Error: src/views/index.pug:3:5`, the source quoted under it, then the message.
const ERROR_PLACE_ALONE = /^\s*\[?(?:Error|ERROR|error)\]?:?\s+(\S+?):\d+(?::\d+)?:?\s*$/;
/** How far a quote of the source reaches. */
const EXCERPT_LINES = 12;
// `-- TYPE MISMATCH ------------ src/Main.elm`: the kind of error and its file in a rule, the
// message in prose under it.
const RULED_KIND = /^-{2,}\s+([A-Z][A-Z' ]{2,60}[A-Z])\s+-{3,}\s+(\S+)\s*$/;
// A row's place: `2:10`, or a range `8:1-8:30`.
const LINE_FIRST = /^\s*\d+:\s+(?=\S)/;
const ROW_POSITION = /^\s*\d+:\d+(?:-\d+(?::\d+)?)?\s/;
// A file's name on a line of its own, or after a one-word label: `[log] config/app.yml`,
// `FILE: docs/guide.md`, `In docs/team.md`; or its place alone, the finding under it
// (`src/cart.ts:2:3`).
const PATH_SHAPE = '(?:\\/|\\.{0,2}\\/)?(?:[\\w@.~+-]+\\/)*[\\w@~+-][\\w@.~+-]*\\.[A-Za-z]\\w*';
// A finding in any order and with any separators: the file with its line in some notation
// (`a.py@12`, `a.py(12)`, `a.py, line 12`, `a.py#L12`, `a.py 12`) and a rule's code anywhere on
// the line (`QA101`, `[QA101]`).
const LOOSE_PLACE = new RegExp(`(?:^|[\\s[(])(${PATH_SHAPE})\\]?(?:::?|[@#]L?|\\(|,? line |\\s+)\\d+\\b`);
const LOOSE_CODE = /(?:^|[\s[(])\[?([A-Z]{1,5}\d{2,5})\]?(?=[\s:,)\]]|$)/;
const BARE_PATH = new RegExp(`^\\s*(?:(?:\\[[a-z]+\\]\\s+|[A-Za-z]+:\\s+|In\\s+|[${MARKS}]\\s+)(${PATH_SHAPE})|(${PATH_SHAPE})(?::\\d+){0,2})\\s*$`);
/** A path a diagnostic is about: the repository's, with a name that has an extension or folder. */
function ownPath(text) {
    const path = (0,normalize/* normalizePath */.Fd)(text);
    // No extension, no folder: only the build files known by name (Dockerfile, Makefile).
    const named = /[./]/.test(path) || /^[A-Z][a-z]+file$/.test(path);
    return isOwnFile(path) && named && !/[()[\]{}<>,;'"`]/.test(path) ? path : undefined;
}
/**
 * A line that gives its place in words (`[tool: ]ERROR: path: line N: message`, `message in
 * path line N (detail):`, `line N column M - message` about the one file the command names):
 * the path, and what it says.
 */
function lineLabelled(line, command) {
    const labelled = LINE_LABELLED.exec(line);
    const labelledFile = ownPath(labelled?.[2] ?? '');
    if (labelled !== null && labelledFile !== undefined) {
        return { file: labelledFile, said: `${labelled[1] ?? ''}: ${labelled[3] ?? ''}` };
    }
    const commas = LINE_COMMA_COLUMN.exec(line);
    const commasFile = ownPath(commas?.[1] ?? '');
    if (commas !== null && commasFile !== undefined)
        return { file: commasFile, said: commas[2] ?? '' };
    const within = IN_PATH_LINE.exec(line);
    const withinFile = ownPath(within?.[2] ?? '');
    if (within !== null && withinFile !== undefined) {
        return { file: withinFile, said: `${within[1] ?? ''} ${within[3] ?? ''}`.trim() };
    }
    const unnamed = LINE_COLUMN.exec(line)?.[1];
    const files = unnamed === undefined ? [] : filesIn(command);
    const only = files.length === 1 ? files[0] : undefined;
    return unnamed === undefined || only === undefined ? undefined : { file: only, said: unnamed };
}
/** The message after a location, or undefined when it is no failure (a note, a count). */
function readMessage(rest, row = false, placed = true) {
    const severity = SEVERITY.exec(rest);
    const level = severity?.[1] ?? severity?.[2];
    if ((level !== undefined && NOT_FAILING.test(level)) || DEPRECATION.test(rest))
        return undefined;
    const text = rest
        .slice(severity?.[0].length ?? 0)
        .replace(FAILURE_MARK, '')
        .replace(FIX_TAG, '');
    if (!/[A-Za-z]{2}/.test(text) || isCountLine(text))
        return undefined;
    const rule = leadingRule(text) ??
        trailingRule(text) ??
        (row ? (lastColumnRule(text) ?? closingRule(text)) : undefined) ??
        (level === undefined ? undefined : bracketedCategory(text));
    return {
        rule,
        text,
        compilerShaped: placed && severity?.[3] === ':',
        warning: level !== undefined && WARNING.test(level),
        error: level !== undefined && !WARNING.test(level)
    };
}
// A document or data file (step-intent.ts), but the build's own settings.
const BUILD_SETTINGS = /(?:^|\/)(?:(?:pom|build)\.xml|package\.json|tsconfig[\w.-]*\.json)$/;
// Sources of languages that run without a compile step: a place in one that no compiler's
// `error:` names is a checker's finding (`src/a.py:1:1: 'sys' imported but unused`).
const INTERPRETED = /\.(?:py|rb|pl|pm|php|lua|sh|bash|r|tcl|exs?|erl)$/i;
/**
 * A checker's finding, which a person fixes as lint: a doc generator's complaint at a place in
 * its sources, not in a compiler's words (a doc build that crashes stays a build), anything
 * said about a document or a data file, whatever its words (a validator's `error:`), or a
 * message about a script's source that is not in a compiler's words.
 */
const checkerFinding = (command, message, file) => (!message.compilerShaped && intentOf(command) === 'docs') ||
    (file !== undefined && DOCUMENT.test(file) && !BUILD_SETTINGS.test(file)) ||
    (file !== undefined && !message.compilerShaped && INTERPRETED.test(file));
function diagnostic(file, message, command, at) {
    const { rule } = message;
    const failureClass = rule !== undefined
        ? 'lint'
        : assertionFailed(message.text)
            ? 'test'
            : typeShaped(message.text) && classFromCommand(command) !== 'lint'
                ? 'type'
                : checkerFinding(command, message, file)
                    ? 'lint'
                    : (classFromCommand(command) ?? (message.compilerShaped ? 'build' : 'lint'));
    return {
        at,
        warning: message.warning,
        hit: {
            tool: 'generic',
            failureClass,
            ...(rule === undefined ? {} : { code: rule }),
            ...(file === undefined ? {} : { file }),
            // A message may quote another place (`tag mismatch: name line 3`), which moves with edits.
            ...(rule === undefined ? { detail: (0,normalize/* normalizeText */.fQ)(message.text) } : {})
        }
    };
}
/** The diagnostic a message about `file` makes, or undefined when it is no failure. */
function diagnosticOf(file, text, command, at, placed = true) {
    const message = readMessage(text, false, placed);
    return message === undefined ? undefined : diagnostic(file, message, command, at);
}
/** A record's place at `at`, with the issue line above it, as a diagnostic. */
function recordAt(lines, at, command) {
    const place = LABELLED_PLACE.exec(lines[at] ?? '');
    const file = ownPath(place?.[1] ?? place?.[2] ?? '');
    if (file === undefined)
        return undefined;
    for (let i = at - 1; i >= 0 && i >= at - RECORD_REACH; i--) {
        const issue = ISSUE.exec(lines[i] ?? '');
        if (issue === null)
            continue;
        const [, label = '', code, said = ''] = issue;
        const text = `${code === undefined ? '' : `${code} `}${said.replace(NAMED_ID, '[$1]')}`;
        return diagnosticOf(file, SEVERITY_LABEL.test(label) ? `${label}: ${text}` : text, command, i);
    }
    return undefined;
}
/** The errors among the diagnostics, or when there is none, the warnings that name a rule. */
function errorsElseWarnings(diagnostics) {
    const errors = diagnostics.filter((d) => !d.warning);
    const named = errors.length > 0 ? errors : diagnostics.filter((d) => d.hit.code !== undefined);
    return named.map(({ at, hit }) => ({ at, hit }));
}
/** How far above a marked finding the line it is nested under may be. */
const SUBJECT_REACH = 4;
/**
 * What a marked finding is nested under (`2x lodash` above `  ✘ 4.17.20 → 4.17.21 in ...`): the
 * last word of the nearest line above it that is indented less, when that is no mark, no path
 * and no rule of dashes; two findings of one rule about two subjects are two failures.
 */
function subjectAbove(lines, at) {
    const indent = (text) => /^\s*/.exec(text)?.[0].length ?? 0;
    const own = indent(lines[at] ?? '');
    for (let i = at - 1; i >= 0 && i >= at - SUBJECT_REACH; i--) {
        const line = lines[i] ?? '';
        if (line.trim() === '' || indent(line) >= own)
            continue;
        if (FAILURE_MARK.test(line) || BARE_PATH.test(line) || !/\w/.test(line))
            return undefined;
        return (0,normalize/* normalizeText */.fQ)(line.trim().split(/\s+/).at(-1) ?? '');
    }
    return undefined;
}
/** A line that names its code before its place (`error E12 in a.c:3: ...`, `W301 a.c:12 ...`). */
function codedAt(line) {
    const first = CODE_FIRST.exec(line);
    if (first !== null) {
        return { file: first[3] ?? '', rule: first[2] ?? '', said: `${first[1]}: ${first[4]}` };
    }
    const leads = CODE_LEADS.exec(line);
    return leads === null
        ? undefined
        : { file: leads[2] ?? '', rule: leads[1] ?? '', said: leads[3] ?? '' };
}
/** The first of `keys` a record holds as text, or in its `location` record. */
function field(record, keys) {
    const location = record.location;
    for (const from of [record, typeof location === 'object' && location !== null ? location : {}]) {
        for (const key of keys) {
            const value = from[key];
            if (typeof value === 'string' && value !== '')
                return value;
        }
    }
    return undefined;
}
/** A finding a tool printed as a JSON record: its file, rule, severity and message. */
function jsonFinding(line) {
    if (!JSON_RECORD.test(line))
        return undefined;
    let record;
    try {
        record = JSON.parse(line);
    }
    catch {
        return undefined;
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record))
        return undefined;
    const fields = record;
    const file = field(fields, FILE_KEYS);
    const message = field(fields, MESSAGE_KEYS);
    if (file === undefined || message === undefined)
        return undefined;
    const level = field(fields, LEVEL_KEYS);
    const rule = field(fields, RULE_KEYS);
    return {
        file,
        ...(rule === undefined ? {} : { rule }),
        said: level === undefined ? message : `${level}: ${message}`
    };
}
/** A finding whose file, line and code the line gives in any order (`QA101 at a.py line 12: ...`). */
function looseAt(line, command, at) {
    const place = LOOSE_PLACE.exec(line);
    const code = place === null ? null : LOOSE_CODE.exec(line);
    const file = ownPath(place?.[1] ?? '');
    if (code === null || file === undefined)
        return undefined;
    const message = readMessage(line.replace(place?.[0] ?? '', ' ').trim());
    return message === undefined
        ? { read: undefined }
        : { read: diagnostic(file, { ...message, rule: code[1] }, command, at) };
}
/**
 * An error that gives only its place, its message after the source it quotes; or its kind and
 * file in a rule, its message the first line under it.
 */
function placeAlone(lines, at, command) {
    const ruled = RULED_KIND.exec(lines[at] ?? '');
    const place = ruled === null ? ERROR_PLACE_ALONE.exec(lines[at] ?? '') : null;
    const file = ownPath(ruled?.[2] ?? place?.[1] ?? '');
    const next = lines[at + 1] ?? '';
    if (file === undefined)
        return undefined;
    // No source quoted: the message is the indented line under the place (`\ttest adds: failed`).
    if (place !== null && !QUOTED_SOURCE.test(next)) {
        return /^\s+\S/.test(next)
            ? diagnosticOf(file, `error: ${next.trim()}`, command, at)
            : undefined;
    }
    const kind = ruled === null ? '' : `${ruled[1]}: `;
    for (let i = at + 1; i <= at + EXCERPT_LINES && i < lines.length; i++) {
        const said = (lines[i] ?? '').trim();
        if (!EXCERPT_LINE.test(said))
            return diagnosticOf(file, `error: ${kind}${said}`, command, at);
    }
    return undefined;
}
/** A line that names its severity before its file and place, or a JSON record of a finding. */
function leveledAt(line, command, at) {
    const leveled = SEVERITY_PLACE.exec(line);
    const found = leveled === null
        ? jsonFinding(line)
        : { file: leveled[2] ?? '', said: `${leveled[1]}: ${leveled[3]}` };
    const file = found === undefined ? undefined : ownPath(found.file);
    if (found === undefined || file === undefined)
        return undefined;
    const message = readMessage(found.said, leveled !== null);
    if (message === undefined)
        return { read: undefined };
    const rule = message.rule ?? found.rule;
    return { read: diagnostic(file, { ...message, rule }, command, at) };
}
/**
 * The diagnostic a line that names its own place makes: `{ read }` when the line is one (`read`
 * undefined when it says no failure), undefined when it names no place.
 */
function placedAt(lines, at, command) {
    const line = lines[at] ?? '';
    const coded = codedAt(line);
    const codedFile = coded === undefined ? undefined : ownPath(coded.file);
    const codedMessage = codedFile === undefined ? undefined : readMessage(coded?.said ?? '');
    if (codedMessage !== undefined) {
        const rule = codedMessage.rule ?? coded?.rule;
        return { read: diagnostic(codedFile, { ...codedMessage, rule }, command, at) };
    }
    const leveled = leveledAt(line, command, at);
    if (leveled !== undefined)
        return leveled;
    const alone = placeAlone(lines, at, command);
    if (alone !== undefined)
        return { read: alone };
    const record = recordAt(lines, at, command);
    if (record !== undefined)
        return { read: record };
    const after = LABELLED_AFTER.exec(line);
    const afterFile = ownPath(after?.[2] ?? '');
    if (after !== null && afterFile !== undefined) {
        return { read: diagnosticOf(afterFile, after[1] ?? '', command, at, false) };
    }
    const labelled = lineLabelled(line, command);
    if (labelled !== undefined) {
        return { read: diagnosticOf(labelled.file, labelled.said, command, at, false) };
    }
    const unplaced = FILE_ERROR.exec(line);
    const located = LOCATED.exec(line) ?? BRACKETED_PLACE.exec(line) ?? MESSAGE_AT_LINE.exec(line) ?? unplaced;
    const file = located === null ? undefined : ownPath(located[1] ?? '');
    if (located === null || file === undefined)
        return looseAt(line, command, at);
    const said = located[3] ?? located[2] ?? '';
    // `path:4 in public function `f`:` then the message, indented, on the next line.
    const next = lines[at + 1] ?? '';
    const text = said.endsWith(':') && /^\s+\S/.test(next) ? next.trim() : said;
    return { read: diagnosticOf(file, text, command, at, located !== unplaced) };
}
/**
 * A row under a file's heading (indented, or opened by its place, a mark or a severity), or a
 * marked line with a rule, which stands alone in the file its message names.
 */
function rowAt(lines, at, header, command) {
    const line = lines[at] ?? '';
    // The place may follow the severity: `ERROR: 2:3  no-var-keyword  Forbidden 'var' keyword`.
    const severity = SEVERITY.exec(line)?.[0] ?? '';
    const rest = line.slice(severity.length);
    const positioned = ROW_POSITION.test(rest);
    const marked = FAILURE_MARK.test(line);
    const row = header !== undefined;
    // `1: T1 Title exceeds max length`: a line of a text no file holds, then a rule.
    const numbered = !row && !marked && LINE_FIRST.test(line);
    if (!row && !marked && !numbered)
        return undefined;
    const stripped = numbered
        ? line.replace(LINE_FIRST, '')
        : severity + rest.replace(ROW_POSITION, '');
    // `Error: ValidationError:` introduces the message on the indented line under it.
    const next = lines[at + 1] ?? '';
    const introduced = stripped.trimEnd().endsWith(':') && /^\s+\S/.test(next);
    const message = readMessage(introduced ? `${severity}${next.trim()}` : stripped, positioned);
    if (numbered) {
        return message?.rule === undefined ? undefined : diagnostic(undefined, message, command, at);
    }
    // Under a file, a row a severity calls an error, or a mark, needs no rule to be one.
    if (message === undefined || !(message.rule !== undefined || (row && (message.error || marked))))
        return undefined;
    if (row)
        return diagnostic(header, message, command, at);
    const path = ownPath(message.text.split(/\s+/).find((w) => BARE_PATH.test(w)) ?? '');
    const read = diagnostic(path, message, command, at);
    const subject = subjectAbove(lines, at);
    return subject === undefined ? read : { ...read, hit: { ...read.hit, detail: subject } };
}
/** Every diagnostic in the lines, but those of `skip` (lines another structure read). */
function readDiagnostics(lines, command, skip) {
    const found = [];
    let header;
    // The file a heading named, kept over the excerpt a finding quotes up to a blank line.
    let headed;
    lines.forEach((line, at) => {
        if (skip.has(at))
            return;
        const path = BARE_PATH.exec(line);
        const bare = path?.[1] ?? path?.[2];
        if (bare !== undefined) {
            header = ownPath(bare);
            headed = header;
            return;
        }
        if (line.trim() === '')
            headed = undefined;
        if (line.trim() === '' || frameOf(line) !== undefined)
            return;
        const worded = headed === undefined ? null : PLACE_IN_WORDS_AFTER.exec(line);
        const wordedMessage = worded === null ? undefined : readMessage(line.slice(0, worded.index));
        const placed = wordedMessage === undefined
            ? placedAt(lines, at, command)
            : { read: diagnostic(headed, wordedMessage, command, at) };
        if (placed !== undefined) {
            if (placed.read !== undefined)
                found.push(placed.read);
            return;
        }
        const rowShaped = /^\s/.test(line) || ROW_POSITION.test(line) || FAILURE_MARK.test(line) || SEVERITY.test(line);
        if (!rowShaped)
            header = undefined;
        const read = rowAt(lines, at, rowShaped ? header : undefined, command);
        if (read !== undefined)
            found.push(read);
    });
    return errorsElseWarnings(found);
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/class-verdicts.ts
// A failed test named the way JVM runners name one, its method and then its class in
// parentheses, after a verdict: `Test Failure: addsNumbers(CalcTest)`, `FAILED: adds(com.acme.CalcTest)`.
// The trace under it is the test's: its own frame in the class places the test in a file (JVM
// frames name the file alone, so the folder comes from the command), else the command's file of
// the class's name does. The trace's lines are the test's details, no failure of their own.



const VERDICT = /^\s*(?:Test Failure|Test failed|Failure|Failed|FAIL(?:ED|URE)?|ERROR|Error)\s*:?\s+([\w$]{1,200})\(((?:[\w$]{1,200}\.){0,20}([\w$]{1,200}))\)\s*$/;
// The exception and the frames under the verdict: `java.lang.AssertionError: ...`, `\tat ...`.
const DETAIL = /^\s*(?:at\s|\.\.\. \d+ more|Caused by:|[\w$.]+(?:Error|Exception|Failure)\b)/;
/** How far a test's trace reaches. */
const TRACE_LINES = 200;
// A file the command names: its folder, its stem, its extension.
const COMMAND_FILE = /(?:^|\s)(\S*\/)?([\w$]+)(\.\w+)(?=\s|$)/g;
/** The class a frame's method belongs to, without its package: `CalcTest` of `a.b.CalcTest.adds`. */
const frameClass = (fn) => fn.split('.').slice(-2)[0] ?? '';
/** The file a test's class is in: its own frame's, in the command's folder; else the command's. */
function fileOf(details, cls, command) {
    for (const line of details) {
        const frame = frameOf(line);
        if (frame?.own === true && frameClass(frame.fn ?? '') === cls) {
            return ownPath(inCommandFolder(frame.file, command));
        }
    }
    const named = [...command.matchAll(COMMAND_FILE)].find((m) => m[2] === cls);
    return named === undefined ? undefined : ownPath(`${named[1] ?? ''}${cls}${named[3] ?? ''}`);
}
/** Each test a verdict names by method and class, and the lines of its trace. */
function readClassVerdicts(lines, command, skip) {
    const found = [];
    const claimed = new Set();
    lines.forEach((line, at) => {
        const m = skip.has(at) ? null : VERDICT.exec(line);
        if (m === null)
            return;
        const [, method = '', cls = '', simple = ''] = m;
        let end = at + 1;
        while (end < lines.length && end <= at + TRACE_LINES && DETAIL.test(lines[end] ?? ''))
            end++;
        for (let i = at; i < end; i++)
            claimed.add(i);
        const file = fileOf(lines.slice(at + 1, end), simple, command);
        found.push({
            at,
            hit: {
                tool: 'generic',
                failureClass: 'test',
                test: (0,normalize/* normalizeName */.Pc)(`${cls}.${method}`),
                ...(file === undefined ? {} : { file })
            }
        });
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/diffs.ts
// Unified diffs: what a formatter in check mode prints (`--- a.sh.orig` / `+++ a.sh`), and what
// `git diff --exit-code` prints when a step regenerated files that were committed stale. The
// files the diff names are the failure, never its hunks: those carry line numbers and code.
// A git diff after a step that names no formatter is a generator's drift (a build output out
// of date); any other diff is a formatter's (lint).


const GIT_HEADER = /^diff --git (\S+) (\S+)$/;
// `diff -u a.go.orig a.go`: the command line some formatters print above their diff.
const DIFF_COMMAND = /^diff(?: -\S+)* \S+ \S+$/;
// git's lines between its header and the file names.
const EXTENDED = /^(?:index [0-9a-f]+\.\.[0-9a-f]+|(?:new|deleted) file mode |(?:old|new) mode |similarity index |rename (?:from|to) )/;
const OLD_FILE = /^--- (\S+)/;
const NEW_FILE = /^\+\+\+ (\S+)/;
const HUNK = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;
/** The repository's path a side of a diff names: no `a/` or `b/`, no `.orig`, no timestamp. */
function sideOf(name, git) {
    if (name === '/dev/null')
        return undefined;
    // `--- Expected` / `+++ Actual`: a test's values, no file.
    return ownPath((git ? name.replace(/^[ab]\//, '') : name).replace(/\.orig$/, ''));
}
/** Where the hunks starting at `from` end: each takes the lines its header counts. */
function hunksEnd(lines, from) {
    let at = from;
    for (let hunk = HUNK.exec(lines[at] ?? ''); hunk !== null; hunk = HUNK.exec(lines[at] ?? '')) {
        let old = Number(hunk[1] ?? 1);
        let added = Number(hunk[2] ?? 1);
        for (at++; at < lines.length && (old > 0 || added > 0); at++) {
            const mark = (lines[at] ?? '').charAt(0);
            if (mark === '-')
                old--;
            else if (mark === '+')
                added--;
            else if (mark === ' ' || mark === '') {
                old--;
                added--;
            }
            else if (mark !== '\\')
                break;
        }
        // `\ No newline at end of file` may close the last line.
        if ((lines[at] ?? '').startsWith('\\ '))
            at++;
    }
    return at;
}
/** The files the diffs in the lines change, and the lines the diffs take (no other reader's). */
function readDiffs(lines, command) {
    const found = [];
    const claimed = new Set();
    let header;
    for (let at = 0; at < lines.length; at++) {
        const line = lines[at] ?? '';
        if (GIT_HEADER.test(line) || DIFF_COMMAND.test(line)) {
            header = at;
            continue;
        }
        if (header !== undefined && EXTENDED.test(line))
            continue;
        const old = OLD_FILE.exec(line)?.[1];
        const changed = old === undefined ? undefined : NEW_FILE.exec(lines[at + 1] ?? '')?.[1];
        if (old === undefined || changed === undefined) {
            header = undefined;
            continue;
        }
        const start = header ?? at;
        const git = GIT_HEADER.test(lines[start] ?? '');
        const end = hunksEnd(lines, at + 2);
        for (let i = start; i < end; i++)
            claimed.add(i);
        const file = sideOf(changed, git) ?? sideOf(old, git);
        if (file !== undefined) {
            const failureClass = classFromCommand(command) ?? (git ? 'build' : 'lint');
            found.push({ at: start, hit: { tool: 'generic', failureClass, code: 'diff', file } });
        }
        header = undefined;
        at = end - 1;
    }
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/exceeded-limits.ts
// A budget check that names each thing it measured on a line of its own, then says whether it
// went over its limit:
//   core
//   Package size limit has exceeded by 84 B
//   Size limit: 100 B
// Each thing over its limit is a failure, named by the thing and the verdict (its amounts
// replaced, so a few bytes more or less sign the same). A budget that is not met is a check of
// the code's shape, not a broken build: lint.

// Bounded gaps between the two words: no pattern that rescans a long line from every position.
const EXCEEDED = /\b(?:limit|budget)\b.{0,40}\bexceed(?:ed|s)\b|\bexceed(?:ed|s)\b.{0,40}\b(?:limit|budget)\b/i;
// A name alone on its line: one to four words of a name's characters, no sentence, no value.
const NAME = /^\s*([\w@./-]+(?: [\w@./-]+){0,3})\s*$/;
/** How far above its verdict the name may be, blank lines between. */
const NAME_REACH = 3;
const DETAIL_CHARS = 120;
/** The name on the nearest line above `at` that is not blank, if it is a name alone. */
function nameAbove(lines, at) {
    for (let i = at - 1; i >= 0 && i >= at - NAME_REACH; i--) {
        const line = lines[i] ?? '';
        if (line.trim() !== '')
            return NAME.exec(line)?.[1];
    }
    return undefined;
}
/** Each named thing a budget check says went over its limit, but on the lines of `skip`. */
function readExceededLimits(lines, skip) {
    return lines.flatMap((line, at) => {
        if (skip.has(at) || !EXCEEDED.test(line))
            return [];
        const name = nameAbove(lines, at);
        if (name === undefined)
            return [];
        const detail = (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(`${name}: ${line.trim()}`), DETAIL_CHARS);
        return [{ at, hit: { tool: 'generic', failureClass: 'lint', detail } }];
    });
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/expected-received.ts
// "Expected … / Received …" blocks (`Expected: 4`, `got: '3'`, `actual  : 15`): what a check
// wanted and what it found. Told to the fixer as a fact; when nothing else names the failure,
// the pair is its name, and a failed expectation is a test's.

const WANTED = /^[\s#]*(?:expected|Expected|EXPECTED)\s*:\s*(\S.*)$/;
const FOUND = /^[\s#]*(?:received|Received|actual|Actual|got|Got|but was|But was)\s*:\s*(\S.*)$/;
// Both on one line, each value in brackets, as JVM assertions print them: `expected:<4242> but
// was:<4243>`, `expected [3] but found [2]`.
const INLINE = /\bexpected:? ?([<[])([^<>[\]]{0,200})[>\]],? but (?:was|found|got):? ?[<[]([^<>[\]]{0,200})[>\]]/;
/** How many lines apart the two halves of a pair may be. */
const REACH = 6;
const VALUE_CHARS = 60;
const value = (text) => (0,normalize/* shorten */.ml)(text.trim(), VALUE_CHARS);
function pairOf(at, wanted, got, inline) {
    const fact = `expected ${value(wanted)}, got ${value(got)}`;
    return {
        at,
        fact,
        inline,
        hit: { tool: 'generic', failureClass: 'test', detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(fact), 80) }
    };
}
/** Every pair of an expected and a found value, in either order. */
function readExpectations(lines) {
    const pairs = [];
    lines.forEach((line, at) => {
        const inline = INLINE.exec(line);
        if (inline !== null) {
            pairs.push(pairOf(at, inline[2] ?? '', inline[3] ?? '', true));
            return;
        }
        const wanted = WANTED.exec(line)?.[1];
        if (wanted === undefined)
            return;
        for (let i = Math.max(0, at - REACH); i < lines.length && i <= at + REACH; i++) {
            const got = FOUND.exec(lines[i] ?? '')?.[1];
            if (got === undefined)
                continue;
            pairs.push(pairOf(at, wanted, got, false));
            return;
        }
    });
    return pairs;
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/failed-steps.ts
// The step a behaviour-driven scenario failed at: runners print each step with its definition's
// place, and put the error under the step that raised it, indented deeper:
//     Then the total is 6                   # features/step_definitions/basket_steps.rb:5
//       expected 6, got 7 (RuntimeError)
// The step is a test failure named by its scenario (the nearest heading above it) and its words
// (the keyword dropped), in the scenario's feature file, else its definition's; the error and its
// trace under it are its details.


const STEP = /^(\s+)(?:Given|When|Then|And|But|\*)\s+(\S.*?)\s+#\s+(\S+?):\d+\s*$/;
const SCENARIO = /^(\s*)(?:Scenario(?: Outline| Template)?|Example):\s*(\S.*?)(?:\s+#\s+(\S+?):\d+)?\s*$/;
/** How far above its step a scenario's heading may be: a scenario has few steps. */
const SCENARIO_LINES = 40;
/** How far a step's error and trace reach. */
const DETAIL_LINES = 12;
const indentOf = (line) => /^\s*/.exec(line)?.[0].length ?? 0;
/** The heading of the scenario the step at `at` belongs to: the nearest one less indented. */
function scenarioOf(lines, at, indent) {
    for (let i = at - 1; i >= Math.max(0, at - SCENARIO_LINES); i--) {
        const m = SCENARIO.exec(lines[i] ?? '');
        if (m === null || (m[1]?.length ?? 0) >= indent)
            continue;
        const file = (0,normalize/* normalizePath */.Fd)(m[3] ?? '');
        return { name: (0,normalize/* normalizeName */.Pc)(m[2] ?? ''), ...(isOwnFile(file) ? { file } : {}) };
    }
    return undefined;
}
/** The steps with an error under them, and the lines they take. */
function readFailedSteps(lines, skip) {
    const found = [];
    const claimed = new Set();
    lines.forEach((line, at) => {
        const step = skip.has(at) ? null : STEP.exec(line);
        const next = lines[at + 1] ?? '';
        if (step === null || next.trim() === '' || STEP.test(next))
            return;
        const indent = step[1]?.length ?? 0;
        if (indentOf(next) <= indent)
            return;
        let end = at + 1;
        while (end < lines.length && end <= at + DETAIL_LINES) {
            const detail = lines[end] ?? '';
            if (detail.trim() === '' || indentOf(detail) <= indent)
                break;
            end++;
        }
        for (let i = at; i < end; i++)
            claimed.add(i);
        const words = (0,normalize/* normalizeName */.Pc)(step[2] ?? '');
        const scenario = scenarioOf(lines, at, indent);
        const defined = (0,normalize/* normalizePath */.Fd)(step[3] ?? '');
        const file = scenario?.file ?? (isOwnFile(defined) ? defined : undefined);
        found.push({
            at,
            hit: {
                tool: 'generic',
                failureClass: 'test',
                test: scenario === undefined ? words : `${scenario.name}>${words}`,
                ...(file === undefined ? {} : { file })
            }
        });
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/verdicts.ts
// A test's verdict printed as a status word, whatever the framework prints around it:
// - in brackets before the test's name: `[  FAILED  ] Calc.Adds (0 ms)`, `[FAIL] parses dates`;
// - as a word before a name that is one word: `Failed CartTests.Adds [12 ms]`;
// - after the name and a run of dots: `Test: upcase ...FAILED`, `parses dates .... [FAIL]`,
//   `calc_tests: add_test...*failed*`, or a column's gap: `/cart/adds      [ ERROR ]`;
// - in a column of its own: `Add Two Numbers          | FAIL |`;
// - after a colon: `%%% fifo_SUITE ==> pops_in_order: FAILED` (not a summary's `Result: FAILED`),
//   a remark in parentheses after it: `test.span: FAILURE !! (check number 1)`.
// The name's tail is cut by hand, not by a regex that could backtrack over a long line.

const BRACKETED = /^\s*(?:[•*]\s+)?\[\s*(?:FAIL(?:ED|URE)?|NOT OK)\s*\]:?\s+(\S.*)$/;
// `Failed CartTests.Adds [12 ms]`: the verdict as a word before one name, its time after it.
const WORD_FIRST = /^\s*Failed\s+([^\s[\]]*[^\s[\]:])(?:\s+\[\d+(?:\.\d+)? ?m?s\])?\s*$/;
const VERDICT_END = /\[?(?:FAIL(?:ED|URE)?|ERROR)\]?$|\[ (?:FAIL(?:ED|URE)?|ERROR) +\]$|\*failed\*$/;
// A verdict in a column of pipes at the end of the line; the gap before it is checked by hand.
const COLUMN_VERDICT = /\|\s*FAIL\s*\|$/;
const SUMMARY_WORD = /^(?:overall |final )?(?:results?|status|build|tests?|summary|outcome|job|run)$/i;
const DURATION = /^\(\d+(?:\.\d+)? ?m?s\)$/;
// A bullet or an arrow that lists the unit: `-> 0004_add_orders ... FAILED`.
const BULLET = /^(?:->|=>|→|[-*•])\s+/;
// What a runner may print after a verdict that follows a colon: bangs, a remark in parentheses.
const AFTER_COLON_VERDICT = /^:\s*FAIL(?:ED|URE)?(?:\s*!+)?(?:\s+\([^()]*\))?$/;
/** The line with `chars` cut from its end, and how many of `counted` were among them. */
function cutEnd(text, chars, counted) {
    let end = text.length;
    let count = 0;
    while (end > 0 && chars.includes(text.charAt(end - 1))) {
        if (text.charAt(end - 1) === counted)
            count++;
        end--;
    }
    return { rest: text.slice(0, end), count };
}
/** The name before the colon of `name: FAILED`, unless it is a summary's word. */
function colonName(before) {
    const name = before.replace(/^[^\w/]+/, '').trim();
    return name === '' || SUMMARY_WORD.test(name) ? undefined : name;
}
/** The name of the test a line gives a failing verdict, or undefined. */
function failedVerdictName(line) {
    const bracketed = BRACKETED.exec(line)?.[1]?.trimEnd();
    if (bracketed !== undefined) {
        // A duration after the name: `(0 ms)`, `(12.5s)`.
        const open = bracketed.lastIndexOf(' (');
        return open > 0 && DURATION.test(bracketed.slice(open + 1))
            ? bracketed.slice(0, open).trimEnd()
            : bracketed;
    }
    const word = WORD_FIRST.exec(line)?.[1];
    if (word !== undefined)
        return word;
    const text = line.trim();
    const column = COLUMN_VERDICT.exec(text);
    if (column !== null && /\s{2}$/.test(text.slice(0, column.index))) {
        return text.slice(0, column.index).trimEnd();
    }
    const colon = text.indexOf(': ');
    if (colon > 0 && AFTER_COLON_VERDICT.test(text.slice(colon))) {
        return colonName(text.slice(0, colon));
    }
    const verdict = VERDICT_END.exec(text);
    if (verdict === null)
        return undefined;
    const before = text.slice(0, verdict.index).trimEnd();
    if (before.endsWith(':'))
        return colonName(before.slice(0, -1));
    const { rest, count } = cutEnd(before, ' .', '.');
    // A run of dots leads to the verdict, or a column's gap to one in spaced brackets.
    const gapped = verdict[0].startsWith('[ ') && text.slice(0, verdict.index).endsWith('  ');
    if (count < 2 && !gapped)
        return undefined;
    return rest.replace(BULLET, '').replace(LABEL, '');
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/failure-list.ts
// Failing tests as runners list them, whatever the runner:
// - numbered lists under a failure heading or with failure details (`1) Suite name` … `Message:`,
//   `Failure/Error:`, `Failed asserting`);
// - marked lines (`✘ [fail]: name`, `FAIL "name"`, `not ok 3 name` under the last TAP comment
//   above it, where a runner names the test or the group its assertions belong to, and
//   `not ok: name: message` with no number);
// - `Failed test 'name'`, a banner that ends in FAILED (`==== name-1.1 FAILED`), a verdict
//   (`[  FAILED  ] Calc.Adds`, `Test: upcase ...FAILED`), and a source location whose next line
//   says it failed (`File "x.py", line 4, in mod.fn` / `Failed example:`).
// Each test is placed in the first of the repository's files its details point to: under the
// item, under a later line that repeats its name (a summary list, then the details), or
// between the line that opened the test (`[ RUN      ] Calc.Adds`) and its verdict. A test
// listed again (a summary of the failures) is the same test. A test its details place nowhere
// belongs to the file the run last announced (`Running tests/roundtrip.rs (target/...)`,
// `Test file: tests/test_stats.R`). A test whose details open with an exit term
// (`{{badmatch,...},[...]}`) died of the term's tag: its code.







const NUMBERED = /^(\s*)\d+\) (\S.*)$/;
const MARKED = new RegExp(`^(\\s*)(?:(?:[${MARKS}]|FAIL(?:ED)?!?\\s*:|FAIL(?:ED)?\\b)\\s*(?:\\[fail\\]:\\s*)?)(\\S.*)$`, 'u');
const TAP_NOT_OK = /^(\s*)not ok \d+(?: -)? (\S.*)$/;
const TAP_RESULT = /^\s*(?:not )?ok \d+\b/;
// TAP's words with no number, the message after the name: `not ok: span_counts: got -4, want 4`.
const NOT_OK_COLON = /^(\s*)not ok:\s*([^:\s][^:]*)(?::\s|:?$)/;
const TAP_COMMENT = /^#\s+(\S.*)$/;
const FAILED_TEST = /^(#?\s*)Failed test:?\s+['"‘`]?(\S.*?)['"’`]?\s*$/;
const BANNER = /^(\s*)(?:={2,}|\*{2,}|-{2,})\s*(\S+)(?:\s.*)?\sFAIL(?:ED)?\s*$/;
const FAILED_NEXT = /^\s*Fail/;
// A file in a folder, alone: `src/greet.coffee`.
const FILE_ALONE = /^(?:[\w.-]+\/)+[\w-][\w.-]*\.[A-Za-z]\w*$/;
// A passed test's mark, which no group's line carries.
const PASSED_MARK = /^[✓✔√]/;
/** How far above a marked test its group's line may be: the group's other tests come between. */
const GROUP_REACH = 20;
// A test's path of names, suite first, heading its failure: `cart > sums prices times quantities:`.
const HEADED_TEST = /^(\S[^:>]*(?: > [^:>]+)+):\s*$/;
/** How far under its heading a test's frame may be: the values compared come first. */
const HEADED_DETAIL_LINES = 8;
// A harness announcing the file it runs, with a word for its kind: `Running unittests src/a.rs`,
// labelling it: `Test file: tests/test_stats.R`, or naming it alone as a heading over its tests
// (`t/greet_test.sh:`, `t/dates.t ..`).
const RUNNING = /^\s*(?:(?:Running\s+(?:[a-z]+\s+)?|Test file:\s+)([^\s(]+)|((?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z]\w*)(?::|\s+\.{2,}.*)?\s*$)/;
const FAILURE_HEADING = /\b(?:fail|error)/i;
const FAILURE_DETAIL = /\b(?:Failure|Error|Expected|expected|assert\w*|Message:|failed|got:|Received|actual)\b/;
// The place a runner prints after a test's name: `line: 16 tests/a.cpp`, `[test/a.rb:8]:`,
// `(tests/a.c:16)`, `at tests/a.c:16`. Its line moves with every edit above it.
/** How long a place after a test's name may be. */
const PLACE_CHARS = 300;
const PLACE_AFTER = /\s+(?:line:?\s*\d+\s+(\S+)|\[([^\s\]]+?):\d+(?::\d+)?\]|\(?(?:at\s+)?([^\s()]+?):\d+(?::\d+)?\)?):?$/;
// A closing line that says problems were found, with no count: `✗ Issues found`.
const TALLY = /^(?:issues|problems|errors|failures|warnings|violations)\s+(?:found|detected)\b/i;
const MODULE_TAG = /\s\((?:[a-z_]\w*\.)*[A-Z]\w*(?:\.[A-Z]\w*)*\)$/;
// A numbered item that is only a verdict: its test is on the next line (`1) Failure:` then
// `TestSlug#test_joins [test/slug_test.rb:8]:`).
const VERDICT_ONLY = /^(?:Failure|Error|FAIL(?:ED|URE)?|ERROR):?$/;
// A verdict that gives only the test's time: `• [FAILED] [0.001 seconds]`, its name under it.
const TIME_ONLY = /^[[(]?\d+(?:\.\d+)? ?(?:ms|s|sec|seconds?)[\])]?$/;
// A name, then the verdict alone: `Chrome Headless 120.0 (Linux) Cart adds items FAILED`.
const THEN_FAILED = ' FAILED';
const PLACED = /\S:\d+(?::\d+)?:/;
// The reason a test died of as a runner prints an exit term: its tag, `{{badmatch,{2,[]}},[...]}`
// or `{badarith,[...]}`; the values in it change from run to run, the tag does not.
const REASON_TERM = /(?:^|\s)\{(?:\{([a-z]\w*),|([a-z]\w*),\s*\[)/;
/** How far an item's details reach, and those printed apart under its name again. */
const BLOCK_LINES = 30;
const failure_list_DETAIL_LINES = 12;
const failure_list_indentOf = (line) => /^[\s#]*/.exec(line)?.[0].length ?? 0;
/**
 * A test's name as listed: unquoted, and no count, rule or location posing as one. A TAP result
 * is a test whatever it ends with (`not ok 1 test_add (tests.test_calc.CalcTest.test_add)`), and
 * so is a numbered failure with its module after it (`1) test adds two numbers (CalcTest)`); a
 * marked line that ends in `(SomeRule)` is a linter's.
 */
function nameOf(raw, result = false, numbered = false) {
    const name = raw
        .replace(/^["'“‘`](.*)["'”’`]$/, '$1')
        .replace(/:$/, '')
        .trim();
    const moduled = numbered && MODULE_TAG.test(name);
    const ruled = !result && !moduled && (trailingRule(name) ?? dashedRule(name)) !== undefined;
    // A marked file alone heads a linter's findings in it (`✗ src/greet.coffee`), each led by its
    // line (`✗ #2: Line exceeds ...`): no test is named either way.
    const file = !result && !numbered && (FILE_ALONE.test(name) || /^#?\d+:\s/.test(name));
    if (!/[A-Za-z]{2}/.test(name) || isCountLine(name) || ruled || file || TALLY.test(name)) {
        return undefined;
    }
    return frameOf(name) === undefined ? name : undefined;
}
/** Whether a numbered list at `at` is a list of failures: its heading or its details say so. */
function listsFailures(lines, at) {
    for (let i = at - 1, seen = 0; i >= 0 && seen < 3; i--) {
        const line = lines[i] ?? '';
        if (line.trim() === '')
            continue;
        if (!NUMBERED.test(line) && FAILURE_HEADING.test(line))
            return true;
        seen++;
    }
    return lines.slice(at + 1, at + 8).some((line) => FAILURE_DETAIL.test(line));
}
/**
 * A test's path of names heading its failure (`cart > sums prices:`), the values it compared and
 * a frame of the repository's code under it.
 */
function headedTest(lines, at) {
    const name = HEADED_TEST.exec(lines[at] ?? '')?.[1];
    if (name === undefined)
        return undefined;
    for (let i = at + 1; i <= at + HEADED_DETAIL_LINES && i < lines.length; i++) {
        const frame = frameOf(lines[i] ?? '');
        if (frame?.own === true)
            return { at, name, indent: 0, file: frame.file, end: i };
    }
    return undefined;
}
/**
 * What a line says of a failed test: what a list's mark (`m`) or a verdict leaves of it, or
 * a name with a bare verdict after it when its details say it failed (`Cart adds items FAILED`
 * over `    Expected 2 to equal 3.`). TAP names the test, or the group of tests, in a comment
 * above its assertions: the name is both, as neither alone tells two failures apart.
 */
function saidAt(lines, at, listed, tapComment) {
    const line = lines[at] ?? '';
    const m = listed ??
        FAILED_TEST.exec(line) ??
        BANNER.exec(line) ??
        NOT_OK_COLON.exec(line) ??
        MARKED.exec(line);
    if (m !== null)
        return tapComment !== undefined ? `${tapComment} > ${m[2] ?? ''}` : (m[2] ?? '');
    const verdict = failedVerdictName(line);
    if (verdict !== undefined)
        return verdict;
    const named = line.endsWith(THEN_FAILED) ? line.slice(0, -THEN_FAILED.length).trim() : '';
    const next = lines[at + 1] ?? '';
    return named !== '' && /^\s+\S/.test(next) && FAILURE_DETAIL.test(next) ? named : undefined;
}
/**
 * The line a marked test is nested under: the nearest one above it less indented, when it is
 * a name (no mark, no count, no file).
 */
function groupAbove(lines, at) {
    const indent = failure_list_indentOf(lines[at] ?? '');
    if (indent === 0)
        return undefined;
    for (let i = at - 1; i >= 0 && i >= at - GROUP_REACH; i--) {
        const line = lines[i] ?? '';
        if (line.trim() === '' || failure_list_indentOf(line) >= indent)
            continue;
        const name = line.trim().replace(/:$/, '');
        const named = /[A-Za-z]{2}/.test(name) && !PASSED_MARK.test(name) && !FAILURE_MARK.test(name);
        return named && !isCountLine(name) && ownPath(name) === undefined ? name : undefined;
    }
    return undefined;
}
/** The item a line opens, if it opens one. */
function itemAt(lines, at, tapComment) {
    const line = lines[at] ?? '';
    const frame = frameOf(line);
    if (frame?.fn !== undefined && FAILED_NEXT.test(lines[at + 1] ?? '')) {
        return {
            at,
            name: frame.fn,
            indent: failure_list_indentOf(line),
            ...(frame.own ? { file: frame.file } : {})
        };
    }
    const headed = headedTest(lines, at);
    if (headed !== undefined)
        return headed;
    const tap = TAP_NOT_OK.exec(line);
    const numbered = tap === null ? NUMBERED.exec(line) : null;
    if (numbered !== null && !listsFailures(lines, at))
        return undefined;
    const said = saidAt(lines, at, tap ?? numbered, tap !== null ? tapComment : undefined);
    // A verdict with no name, or only its time: the test is on the next line.
    const bare = (numbered !== null && VERDICT_ONLY.test(said?.trim() ?? '')) || TIME_ONLY.test(said ?? '');
    const raw = bare ? (lines[at + 1] ?? '').trim() : said;
    // The place is read in the line's tail: it is short, and a long name is not searched again.
    const tail = Math.max(0, (raw?.length ?? 0) - PLACE_CHARS);
    const place = raw === undefined ? null : PLACE_AFTER.exec(raw.slice(tail));
    const path = place?.[1] ?? place?.[2] ?? place?.[3];
    const named = path === undefined || !/[./]/.test(path) ? raw : raw?.slice(0, tail + (place?.index ?? 0));
    const listed = named === undefined ? undefined : nameOf(named, tap !== null, numbered !== null);
    if (listed === undefined)
        return undefined;
    // A marked test nested under its group's line: the group names it too.
    const group = FAILURE_MARK.test(line) ? groupAbove(lines, at) : undefined;
    const name = group === undefined ? listed : `${group} > ${listed}`;
    const file = path === undefined ? undefined : ownPath(path);
    return {
        at,
        name,
        indent: failure_list_indentOf(line),
        ...(numbered === null ? {} : { numbered: true }),
        ...(file === undefined ? {} : { file })
    };
}
/**
 * The lines of an item's details: the next one, and those indented deeper than the item; a
 * numbered item's run on at its own indent (`1) CalcTest::testAdd`, the message, then the file)
 * up to the next item or the counts.
 */
function blockOf(lines, item) {
    const { at: from, indent, end } = item;
    if (end !== undefined)
        return Array.from({ length: end - from }, (_, k) => from + 1 + k);
    const block = [];
    for (let i = from + 1; i < lines.length && i <= from + BLOCK_LINES; i++) {
        const line = lines[i] ?? '';
        const ends = item.numbered === true
            ? (failure_list_indentOf(line) <= indent && NUMBERED.test(line)) || isCountLine(line)
            : !(line.trim() === '' || failure_list_indentOf(line) > indent);
        if (i > from + 1 && (ends || TAP_RESULT.test(line)))
            break;
        block.push(i);
    }
    return block;
}
/** The line above `at` that opened the test `name` (`[ RUN      ] name`), or -1. */
function openerOf(lines, at, name) {
    for (let i = at - 1; i >= 0 && i >= at - BLOCK_LINES; i--) {
        const line = (lines[i] ?? '').trimEnd();
        if (line.endsWith(name) && /[\s\]]/.test(line.charAt(line.length - name.length - 1)))
            return i;
    }
    return -1;
}
/** The lines right above a verdict, nearest first, up to a blank line or a line `taken`. */
function aboveOf(lines, at, taken) {
    const above = [];
    for (let i = at - 1; i >= 0 && above.length < failure_list_DETAIL_LINES; i--) {
        if ((lines[i] ?? '').trim() === '' || taken.has(i))
            break;
        above.push(i);
    }
    return above;
}
/** The first of the repository's files the lines point to. */
function fileIn(lines, block) {
    for (const i of block) {
        const file = ownLocationIn(lines[i] ?? '')?.file;
        if (file !== undefined)
            return file;
    }
    return undefined;
}
/** The tag of the exit term the first of the lines holds. */
function reasonIn(lines, block) {
    for (const i of block) {
        const m = REASON_TERM.exec(lines[i] ?? '');
        if (m !== null)
            return m[1] ?? m[2];
    }
    return undefined;
}
/** Failing tests, and the lines their items and details take (other readers skip those). */
function readFailureList(lines) {
    const found = [];
    const claimed = new Set();
    const names = new Set();
    let tapComment;
    // Whether the line is in the comments right under a `not ok`: its diagnostics, no test's name.
    let diagnostics = false;
    let running;
    lines.forEach((line, at) => {
        const run = RUNNING.exec(line);
        const announced = run?.[1] ?? run?.[2];
        if (announced !== undefined)
            running = ownPath(announced);
        const comment = TAP_COMMENT.exec(line)?.[1];
        diagnostics = TAP_NOT_OK.test(line) || (diagnostics && comment !== undefined);
        // A comment that quotes a place is a diagnostic, no group's name.
        if (comment !== undefined && !diagnostics && !isCountLine(comment) && !PLACED.test(comment)) {
            tapComment = comment;
        }
        const item = claimed.has(at) ? undefined : itemAt(lines, at, tapComment);
        if (item === undefined)
            return;
        claimed.add(at);
        if (names.has(item.name))
            return;
        names.add(item.name);
        const block = blockOf(lines, item);
        // Details printed apart, under the name again: the lines that follow it, however indented.
        const again = lines.findIndex((l, i) => i > at && l.trim() === item.name);
        const details = again === -1 ? [] : Array.from({ length: failure_list_DETAIL_LINES }, (_, k) => again + 1 + k);
        // Details printed before the verdict, since the line that opened the test.
        const opener = openerOf(lines, at, item.name);
        const before = opener === -1 ? [] : Array.from({ length: at - opener }, (_, k) => opener + k);
        // Details printed right above a verdict, since a blank line or another test's lines.
        const above = aboveOf(lines, at, claimed);
        const placed = item.file ?? fileIn(lines, block) ?? fileIn(lines, details) ?? fileIn(lines, before);
        const placedAbove = placed === undefined ? fileIn(lines, above) : undefined;
        const file = placed ?? placedAbove ?? running;
        const reason = reasonIn(lines, block);
        const taken = [...before, ...block, ...(again === -1 ? [] : [again, ...details])];
        for (const i of [...taken, ...(placedAbove === undefined ? [] : above)])
            claimed.add(i);
        found.push({
            at,
            hit: {
                tool: 'generic',
                failureClass: 'test',
                test: (0,normalize/* normalizeName */.Pc)(item.name),
                ...(file === undefined ? {} : { file }),
                ...(reason === undefined ? {} : { code: reason })
            }
        });
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/located-list.ts
// A list of failing tests by location under a heading that says they failed, as behaviour-driven
// runners and spec runners close their output:
//   Failing scenarios:
//     features/cart.feature:3  Adding two items
//   Failed examples:
//   rspec ./spec/calc_spec.rb:4 # Calc adds
// Each row is a test: its name after the location, its file the location's.




// A short heading about failures that ends in a colon: `Failing scenarios:`, `Failed examples:`.
const HEADING = /^\s*(?:\w+ ){0,2}\w*fail\w*(?: \w+){0,2}:\s*$/i;
// `[command] path:line[:col] [#] [Label:] name`.
const ROW = /^\s*(?:[\w.-]+\s+)?((?:\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+(?::\d+)?\s+(?:#\s*)?(\S.*)$/;
/** Failing tests listed by location under a failure heading, and the lines they take. */
function readLocatedList(lines) {
    const found = [];
    const claimed = new Set();
    for (let at = 0; at < lines.length; at++) {
        if (!HEADING.test(lines[at] ?? ''))
            continue;
        // Its rows follow, maybe after a blank line; the list ends at the first line that is no row.
        let i = at + 1;
        while (i < lines.length && (lines[i] ?? '').trim() === '' && i <= at + 2)
            i++;
        for (; i < lines.length; i++) {
            const row = ROW.exec(lines[i] ?? '');
            const file = row === null ? undefined : (0,normalize/* normalizePath */.Fd)(row[1] ?? '');
            const name = row?.[2]?.trim().replace(LABEL, '') ?? '';
            if (file === undefined || !isOwnFile(file) || isCountLine(name))
                break;
            claimed.add(i);
            found.push({
                at: i,
                hit: { tool: 'generic', failureClass: 'test', test: (0,normalize/* normalizeName */.Pc)(name), file }
            });
        }
        at = i - 1;
    }
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/located-verdicts.ts
// A failed check's place followed by a verdict word, as native test frameworks print one:
//   tests/test_range.cpp:14: FAILED:
//   src/calc_test.cc:7: Failure
//   tests/test_units.cpp:8: ERROR: CHECK( km(2500) == 2 ) is NOT correct!
// It is a test failure, not a diagnostic. Its test is named in the section ruled off above it:
// a line between two rules of dashes or equals signs, or the first line under a rule that is no
// place (`TEST CASE:  meters become kilometers`, its label dropped), or announced right above it
// (`In StackSuite::testPush:`). A bare verdict with no
// section is named by the check on its next line; a verdict with more words needs a section,
// or it may be a compiler's `error:`. The verdict may come first, its test named on the next
// line: `Failure -> spec/slug_spec.lua @ 4` then `slug joins words with dashes`, or by the
// record that describes it when labelled records follow (`----- FAILED[data]: a.R<4--4>`, then
// ` call| expect_equal(...)` and ` info| span is the gap`). C's `assert`
// that aborts a test program is one too, in the C libraries' wordings:
//   check_calc: t/check_calc.c:9: main: Assertion `sum(2, 2) == 4' failed.
//   Assertion failed: (sum(2, 2) == 4), function main, file t/check_calc.c, line 9.
//   Assertion failed: sum(2, 2) == 4 (t/check_calc.c: main: 9)
//   ERROR:tests/test-stack.c:16:test_push: assertion failed (n == 3): (2 == 3)
// and a framework's `Test Failed at test/runtests.jl:12` with the check on the next line. A verdict
// alone on its line names the test on the line above it, placed by the record of fields under it.




const located_verdicts_VERDICT = /^\s*(\S+?):\d+(?::\d+)?:? (?:FAIL(?:ED)?|ERROR|Error|Failure|failure)\b:?(?:\s+(\S.*))?$/;
// The test a framework announces right above its checks: `In StackSuite::testPush:`.
const IN_TEST = /^\s*In (\S+(?: \S+)?):\s*$/;
// The verdict may open a rule of dashes and name its kind in brackets, the place a span of
// lines: `----- FAILED[data]: test_stats.R<4--4>`.
const VERDICT_FIRST = /^\s*(?:-{3,}\s*)?(?:FAIL(?:ED|URE)?|ERROR|Failure|Error)(?:\[[\w -]*\])?\s*(?:->|→|:|-)?\s*(\S+?)(?:\s+@\s*\d+|:\d+(?::\d+)?|<\d+--\d+>)\s*$/;
// Details as labelled records under it (` call| expect_equal(...)`, ` info| what it checks`).
const RECORD = /^\s*([A-Za-z_]\w*)\|\s?(.*)$/;
const DESCRIBING = /^(?:info|desc|description|name|message|msg)$/i;
const C_ASSERT = [
    // GLib's: `ERROR:tests/test-stack.c:16:test_push: assertion failed (n == 3): (2 == 3)`.
    /^(?:\*\*\s*)?ERROR:(?<file>[^\s:]+):\d+:[^\s:]+: assertion failed:? \((?<check>[^()]*)\)/,
    /^(?:\S+: )?(?<file>\S+?):\d+: (?:\S+: )?Assertion [`'‘"](?<check>.+)['’"] failed\.?\s*$/,
    /^Assertion failed: \(?(?<check>.+?)\)?, function \S+, file (?<file>\S+), line \d+\.?\s*$/,
    /^Assertion failed: (?<check>.+) \((?<file>\S+): \S+: \d+\)\s*$/,
    // A framework's own: `Test Failed at test/runtests.jl:12`, the check on the next line.
    /^(?:Test |Check )?[Ff]ailed at (?<file>\S+?):\d+(?::\d+)?:?\s*$/
];
// The label of the line that gives the check: `Expression: total(c) == 3`.
const CHECK_LABEL = /^\s*[A-Z]\w*:\s+/;
// A verdict alone on its line, its test named on the line above, its place a field under it:
// `adds items`, `FAILURE`, `name: check-equal?`, `location: tests/cart.rkt:12:2`.
const VERDICT_ALONE = /^\s*(?:FAIL(?:ED|URE)?|ERROR)\s*$/;
const LOCATION_FIELD = /^\s*(?:location|file|where)\s*:\s+(\S+?)(?::\d+)+\s*$/i;
const RULE = /^\s*(?:-{10,}|={10,}|~{10,})\s*$/;
const PLACE = /^\s*\S+:\d+(?::\d+)?:?\s*$/;
/** How far above its check a ruled name may be: the check's place and a separator between. */
const HEADING_REACH = 12;
/** How far the check's expression and values reach under it. */
const CHECK_LINES = 8;
/** The name ruled off above `at`, and the index of its first rule. */
function ruledName(lines, at) {
    const text = (i) => (lines[i] ?? '').trim();
    const announced = IN_TEST.exec(lines[at - 1] ?? '')?.[1];
    if (announced !== undefined)
        return { name: announced, from: at - 1 };
    let rule = at - 1;
    while (rule >= 0 && rule >= at - HEADING_REACH && !RULE.test(lines[rule] ?? ''))
        rule--;
    if (rule < 0 || rule < at - HEADING_REACH)
        return undefined;
    // A name between two rules.
    if (rule >= 2 && RULE.test(lines[rule - 2] ?? '') && text(rule - 1) !== '') {
        return { name: text(rule - 1), from: rule - 2 };
    }
    // The first line under the rule that is no place.
    for (let i = rule + 1; i < at; i++) {
        if (text(i) !== '' && !PLACE.test(lines[i] ?? '')) {
            return { name: text(i).replace(LABEL, ''), from: rule };
        }
    }
    return undefined;
}
/**
 * The test named under a verdict that comes first: the next line, or where the details are
 * labelled records, the one that describes the test, else the first record's value.
 */
function nameUnder(lines, at) {
    const records = [];
    for (let i = at + 1; i <= at + CHECK_LINES; i++) {
        const record = RECORD.exec(lines[i] ?? '');
        if (record === null)
            break;
        records.push(record);
    }
    const described = records.find((r) => DESCRIBING.test(r[1] ?? ''));
    return ((described ?? records[0])?.[2] ?? lines[at + 1] ?? '').trim();
}
/** Where the lines under `at` run out: a blank line, or `CHECK_LINES` on. */
function blockEnd(lines, at, from) {
    let end = from;
    while (end < lines.length && end <= at + CHECK_LINES && (lines[end] ?? '').trim() !== '')
        end++;
    return end;
}
const testAt = (at, file, named) => ({ at, hit: { tool: 'generic', failureClass: 'test', file, ...named } });
/** A verdict first, its test named under it: `Failure -> spec/slug_spec.lua @ 4`. */
function verdictFirst(lines, at) {
    const first = VERDICT_FIRST.exec(lines[at] ?? '');
    const file = first === null ? undefined : (0,normalize/* normalizePath */.Fd)(first[1] ?? '');
    const name = nameUnder(lines, at);
    if (file === undefined || !isOwnFile(file) || name === '' || PLACE.test(name))
        return undefined;
    // A line of source quoted under an error names no test.
    if (QUOTED_SOURCE.test(lines[at + 1] ?? ''))
        return undefined;
    const found = testAt(at, file, { test: (0,normalize/* normalizeName */.Pc)(name) });
    return { found, from: at, end: blockEnd(lines, at, at + 2) };
}
/** A verdict alone at `at` under its test's name, placed by a field of the record under it. */
function verdictAlone(lines, at) {
    const name = (lines[at - 1] ?? '').trim();
    if (!VERDICT_ALONE.test(lines[at] ?? '') || !/[A-Za-z]{2}/.test(name))
        return undefined;
    if (RULE.test(name) || PLACE.test(name) || isCountLine(name))
        return undefined;
    for (let i = at + 1; i <= at + CHECK_LINES && (lines[i] ?? '').trim() !== ''; i++) {
        const file = (0,normalize/* normalizePath */.Fd)(LOCATION_FIELD.exec(lines[i] ?? '')?.[1] ?? '');
        if (isOwnFile(file)) {
            return { found: testAt(at, file, { test: (0,normalize/* normalizeName */.Pc)(name) }), from: at - 1, end: at + 1 };
        }
    }
    return undefined;
}
/** An assertion in a C library's or a framework's words, with its place. */
function assertedAt(lines, at) {
    const line = (lines[at] ?? '').trim();
    const asserted = C_ASSERT.map((shape) => shape.exec(line)?.groups).find(Boolean);
    const file = (0,normalize/* normalizePath */.Fd)(asserted?.file ?? '');
    if (asserted === undefined || !isOwnFile(file))
        return undefined;
    const check = asserted.check ?? (lines[at + 1] ?? '').replace(CHECK_LABEL, '').trim();
    return { found: testAt(at, file, { detail: (0,normalize/* normalizeText */.fQ)(check) }), from: at, end: at + 1 };
}
/** A place then a verdict word, its test ruled off above it or its check under it. */
function placedVerdict(lines, at) {
    const m = located_verdicts_VERDICT.exec(lines[at] ?? '');
    const file = m === null ? undefined : (0,normalize/* normalizePath */.Fd)(m[1] ?? '');
    if (file === undefined || !isOwnFile(file))
        return undefined;
    const heading = ruledName(lines, at);
    if (m?.[2] !== undefined && heading === undefined)
        return undefined;
    // The check's expression, on the lines under it up to a blank one.
    const check = (0,normalize/* normalizeText */.fQ)((lines[at + 1] ?? '').trim());
    const named = heading !== undefined
        ? { test: (0,normalize/* normalizeName */.Pc)(heading.name) }
        : check === ''
            ? {}
            : { detail: check };
    return {
        found: testAt(at, file, named),
        from: heading?.from ?? at,
        end: blockEnd(lines, at, at + 1)
    };
}
/**
 * Failed checks with their tests, and the lines they take (heading, check, its expression), but
 * those of `skip` (a test list placed them already).
 */
function readLocatedVerdicts(lines, skip) {
    const found = [];
    const claimed = new Set();
    lines.forEach((_, at) => {
        if (skip.has(at))
            return;
        const check = (claimed.has(at) ? undefined : verdictFirst(lines, at)) ??
            verdictAlone(lines, at) ??
            assertedAt(lines, at) ??
            placedVerdict(lines, at);
        if (check === undefined)
            return;
        for (let i = check.from; i < check.end; i++)
            claimed.add(i);
        found.push(check.found);
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/memory-report.ts
// A memory or undefined-behaviour checker's report, where the report itself is the failure:
//   ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020... at pc ...
//   WRITE of size 5 at 0x6020... thread T0
//       #0 0x7f36 in __interceptor_strcpy ../../src/libsanitizer/asan/asan_interceptors.cpp:425
//       #1 0x55a5 in copy_name src/buffer.c:7
// (the process tag `==PID==` is dropped before). The failure is the error's kind and the
// repository's innermost frame of the first trace under it, never an address or a PID; the
// traces after it (where the memory was allocated, freed) and the summary belong to the report.
// An undefined-behaviour checker puts its report on the place it happened:
//   src/mathx.c:6:12: runtime error: signed integer overflow: 1073741823 * 3 cannot be ...
// named by the kind (the words before a value, a type or a colon) and the file. The C library
// checks its heap and stack itself, and aborts with one line that is the whole report:
//   free(): double free detected in tcache 2
//   *** stack smashing detected ***: terminated



// `ERROR: LeakSanitizer: detected memory leaks`, `WARNING: ThreadSanitizer: data race (pid=7)`.
const HEADER = /^\s*(?:ERROR|WARNING): (\w+): (\S.*)$/;
// Words that end the kind: `heap-use-after-free on address`, `SEGV on unknown address`.
const KIND_ENDS = new Set(['on', 'at', 'in', 'for', 'from']);
const SUMMARY = /^\s*SUMMARY: /;
const LIBC_ABORT = /^\s*(?:\*\*\* )?((?:[a-z_]+\(\): |double free or corruption|corrupted )[^*]*|(?:stack smashing|buffer overflow) detected)/;
const RUNTIME_ERROR = /^\s*(\S+?):\d+(?::\d+)?: runtime error: (\S.*)$/;
/** How far a report reaches: its traces, the memory map, the legend. */
const REPORT_LINES = 200;
const memory_report_DETAIL_CHARS = 80;
/**
 * The error's kind: its first words, up to a preposition (`heap-use-after-free on address`), a
 * value, a type or a bracket (`shift exponent 41`, `data race (pid=7)`), or through a colon
 * (`signed integer overflow: ...`).
 */
function kindOf(text) {
    const words = [];
    for (const word of text.split(' ')) {
        const bare = word.replace(/:$/, '');
        if (KIND_ENDS.has(bare) || !/^[A-Za-z-]+$/.test(bare))
            break;
        words.push(bare);
        if (bare !== word)
            break;
    }
    return words.join(' ');
}
/** A checker reports on code that ran: a test, unless the step says what else it ran for. */
function ranClass(command) {
    const meant = classFromCommand(command);
    return meant === undefined || meant === 'build' ? 'test' : meant;
}
/** A report on the line it happened, or undefined. */
function runtimeError(line, command, at) {
    const m = RUNTIME_ERROR.exec(line);
    const file = m === null ? '' : (0,normalize/* normalizePath */.Fd)(m[1] ?? '');
    const message = m?.[2] ?? '';
    const kind = kindOf(message);
    if (!isOwnFile(file) || kind === '')
        return undefined;
    const rest = message.slice(kind.length).replace(/^:?\s*/, '');
    return {
        at,
        hit: {
            tool: 'generic',
            failureClass: ranClass(command),
            code: kind,
            file,
            ...(rest === '' ? {} : { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(rest), memory_report_DETAIL_CHARS) })
        }
    };
}
/** Every checker's report in the lines, and the lines its reports take. */
function readMemoryReports(lines, command) {
    const found = [];
    const claimed = new Set();
    for (let at = 0; at < lines.length; at++) {
        const located = runtimeError(lines[at] ?? '', command, at);
        if (located !== undefined) {
            found.push(located);
            claimed.add(at);
            continue;
        }
        const aborted = LIBC_ABORT.exec(lines[at] ?? '')?.[1];
        if (aborted !== undefined) {
            claimed.add(at);
            const hit = { tool: 'generic', failureClass: ranClass(command) };
            found.push({
                at,
                hit: { ...hit, code: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(aborted.trim()), memory_report_DETAIL_CHARS) }
            });
            continue;
        }
        const header = HEADER.exec(lines[at] ?? '');
        const kind = kindOf(header?.[2] ?? '');
        if (header === null || kind === '')
            continue;
        // The first trace under the header, and the line just above it that says what happened.
        let own;
        let said = '';
        let frames = 0;
        let traced = false;
        let end = at + 1;
        for (; end < lines.length && end <= at + REPORT_LINES; end++) {
            const line = lines[end] ?? '';
            if (HEADER.test(line))
                break;
            claimed.add(end);
            if (SUMMARY.test(line))
                break;
            const frame = frameOf(line);
            if (frame !== undefined) {
                frames++;
                if (!traced && own === undefined && frame.own)
                    own = frame;
            }
            else if (frames > 0) {
                traced = true;
            }
            else if (line.trim() !== '') {
                said = line.trim();
            }
        }
        claimed.add(at);
        const detail = [own?.fn, said].filter((part) => part !== undefined && part !== '').join(' ');
        found.push({
            at,
            hit: {
                tool: 'generic',
                failureClass: ranClass(command),
                code: kind,
                ...(own === undefined ? {} : { file: own.file }),
                ...(detail === '' ? {} : { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(detail), memory_report_DETAIL_CHARS) })
            }
        });
        at = end - 1;
    }
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/module-graph.ts
// Dependency-graph checks: a chain of modules joined by arrows, one a line, that a cycle or a
// forbidden import follows (`1) cart.js > order.js`, `error no-ui-to-db: src/ui/a.js → src/db/b.js`).
// The modules of the chain are the failure, with the rule the line names before it. A closed
// cycle is the same cycle from whichever module it is printed: it is named from its first
// module in sorted order. A graph check is lint: the code's structure breaks a rule.


// Single blanks around the arrow: a run of blanks never makes the split backtrack.
const ARROW = / (?:->|→|=>|⇒|>) /;
const ENDS_IN_ARROW = / (?:->|→|=>|⇒|>)$/;
/** How many lines one chain may wrap onto: lines that end in `>` for another reason stop there. */
const WRAP_LINES = 20;
// A module as a graph tool names it: a path, or a package name with a scope or a dot.
const MODULE = /^@?[\w.~-]+(?:\/[\w.~@-]+)*$/;
// What may come before the chain: a list number, a mark, a severity and a rule.
const LEAD = /^(?:\d+[.)]|[-*•✖✘×✗]|(?:error|warn(?:ing)?|info)\b)$/i;
/** The chain a line is, with the rule before it, or undefined when the line is something else. */
function chainOf(line) {
    // `a.views -> b.models (l.3)`: the line of the last import is no module.
    const parts = line
        .trim()
        .replace(/ \((?:l\.|line )?\d+\)$/, '')
        .split(ARROW);
    if (parts.length < 2)
        return undefined;
    const words = (parts[0] ?? '').split(/\s+/);
    const modules = [words.pop() ?? '', ...parts.slice(1)].map((m) => (0,normalize/* normalizePath */.Fd)(m));
    if (!modules.every((m) => MODULE.test(m) && /[./]/.test(m) && /[A-Za-z]/.test(m))) {
        return undefined;
    }
    let rule;
    for (const word of words) {
        const tag = word.replace(/:$/, '');
        if (word.endsWith(':') && isRuleId(tag))
            rule = tag;
        else if (!LEAD.test(word))
            return undefined;
    }
    return { ...(rule === undefined ? {} : { rule }), modules };
}
/** A closed cycle from its least module, so where the tool started it does not matter. */
function canonical(modules) {
    if (modules.length < 3 || modules[0] !== modules.at(-1))
        return [...modules];
    const ring = modules.slice(0, -1);
    const start = ring.indexOf([...ring].sort()[0] ?? '');
    const turned = [...ring.slice(start), ...ring.slice(0, start)];
    return [...turned, turned[0] ?? ''];
}
/** Every chain of modules in the lines, but those of `skip`; a line ending in an arrow goes on. */
function readModuleGraph(lines, skip) {
    const found = [];
    for (let at = 0; at < lines.length; at++) {
        if (skip.has(at))
            continue;
        const start = at;
        let text = (lines[at] ?? '').trim();
        while (ENDS_IN_ARROW.test(text) &&
            at - start < WRAP_LINES &&
            at + 1 < lines.length &&
            !skip.has(at + 1)) {
            text = `${text} ${(lines[++at] ?? '').trim()}`;
        }
        const chain = chainOf(text);
        if (chain === undefined) {
            at = start;
            continue;
        }
        const modules = canonical(chain.modules);
        found.push({
            at: start,
            hit: {
                tool: 'generic',
                failureClass: 'lint',
                code: chain.rule ?? 'import-chain',
                file: modules[0] ?? '',
                detail: modules.join(' > ')
            }
        });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/problem-sections.ts
// A check that sorts what it found under headings that name the problem, one item a line, maybe
// after a sentence that leads into them:
//   Unused dependencies (1)          Missing dependencies        # MISSING LICENSES
//   lodash  package.json             * chalk: ./src/log.js       'MIT' found in:
//                                                                * src/app.py
// as dependency-graph and dead-code checkers print them. Each item is a failure: the heading is
// its code, the item's first word what it is about, the file it names where it is.



const PROBLEM = 'Unused|Missing|Unlisted|Unresolved|Undeclared|Duplicated?|Circular|Mismatched|Extraneous|Orphaned|Deprecated|Invalid';
const problem_sections_HEADING = new RegExp(`^\\s*((?:${PROBLEM})(?: [a-z]+){1,3})\\s*(?:\\(\\d+\\))?:?\\s*$`);
// A heading in a report's markup, in capitals: `# MISSING COPYRIGHT AND LICENSING INFORMATION`.
const MARKED_HEADING = new RegExp(`^#{1,3}\\s+((?:${PROBLEM.toUpperCase()})(?: [A-Z]+){1,5})\\s*$`);
// A sentence that leads into the items: `The following files have no licensing information:`.
const problem_sections_LEAD = /:\s*$/;
const problem_sections_BULLET = /^\s*(?:[*•-]|\d+[.)])\s+/;
/** How many items a heading holds at most: the rest are more of the same. */
const ITEMS = 50;
const NAME_CHARS = 80;
/** The items under each problem heading, and the lines they take. */
function readProblemSections(lines, skip) {
    const found = [];
    const claimed = new Set();
    lines.forEach((line, at) => {
        const heading = skip.has(at)
            ? undefined
            : (problem_sections_HEADING.exec(line)?.[1] ?? MARKED_HEADING.exec(line)?.[1]);
        if (heading === undefined)
            return;
        const code = heading.toLowerCase().replace(/ /g, '-');
        claimed.add(at);
        // Blank lines and a sentence that leads into them may come before the items.
        let first = at + 1;
        while (first < at + 4 &&
            ((lines[first] ?? '').trim() === '' || problem_sections_LEAD.test(lines[first] ?? ''))) {
            first++;
        }
        for (let i = first; i < lines.length && i <= at + ITEMS; i++) {
            const item = lines[i] ?? '';
            if (item.trim() === '' || problem_sections_HEADING.test(item) || MARKED_HEADING.test(item) || skip.has(i)) {
                break;
            }
            claimed.add(i);
            const text = item.replace(problem_sections_BULLET, '').trim();
            const [first = '', ...rest] = text.split(/\s+/).map((word) => word.replace(/[:,;]$/, ''));
            const asFile = ownPath(first);
            const file = asFile ?? ownLocationIn(text)?.file ?? rest.map(ownPath).find((f) => f !== undefined);
            found.push({
                at: i,
                hit: {
                    tool: 'generic',
                    failureClass: 'lint',
                    code,
                    ...(file === undefined ? {} : { file }),
                    ...(asFile === undefined ? { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(first), NAME_CHARS) } : {})
                }
            });
        }
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/schema-errors.ts
// Schema validators: a verdict on a file (`config/api.json invalid`, `x.yml fails to validate`),
// then its errors as records of `key: value` lines that name the place inside the document and
// the keyword that failed (`instancePath: '/port'`, `keyword: 'type'`; a JSON report of such
// records may stand alone, `"code": "INVALID_TYPE"`, `"path": "#/port"`), or one line per error
// as `file::$.path: message`, or under the verdict or the file named alone, one line per error led
// by its place (`  /spec/port: expected integer`), or a JSON Schema validator's message alone, which names its keyword
// in words (`99999 is greater than the maximum of 65535`, `must have required property 'name'`)
// about the one document the command validates, or an error that labels its place in the
// document (`... greater than max limit '65535'. Path: '/port'`). The file, the keyword and the place are the
// failure; the values in the message are not (they change with the data).




const schema_errors_VERDICT = /^\s*(\S+?):?\s+(?:is )?(?:invalid|not valid|fails to validate|failed validation)\b/i;
const VALID = /^\s*\S+:?\s+(?:is )?(?:valid|validates)\b/i;
// `instancePath: '/port',`, `"keyword": "type"`: a record's field, quoted or not (read trimmed,
// so the lazy value meets the end of the line, not a run of blanks).
const FIELD = /^["']?(\w+)["']?\s*:\s*["'`]?(.*?)["'`]?,?$/;
const PLACE_KEYS = new Set(['instancePath', 'dataPath', 'instanceLocation', 'path']);
const KEYWORD_KEYS = new Set(['keyword', 'code']);
// An error that labels the place in the document it is about.
const LABELLED_PATH = /\b(?:ERROR|Error|error)\b.*?\bPath: ['"]([^'"]*)['"]/;
// A report's opening bracket, alone on its line.
const REPORT_OPENS = /^\s*\[\s*$/;
// `config/app.json::$.port: '8080' is not of type 'integer'`
const PATH_ERROR = /^\s*(\S+?)::(\$[^\s:]*):\s+(\S.*)$/;
// Under a verdict or a data file named alone, an error led by its place in the document:
// `  /spec/port: expected integer`, `  - $.pages[0].slug: does not match`, `#/name: required`.
const POINTER_ERROR = /^\s*(?:[-*•]\s+)?((?:#|\$)?[/.[][^\s:]*|\$):\s+(\S.*)$/;
// A data file named alone on its line (DATA_FILE), the errors about it under it.
const NAMED_ALONE = /^\s*(\S+?):?\s*$/;
// JSON Schema's keywords as validators word them, and the property some of them quote.
const WORDINGS = [
    [/ is (?:greater|less) than or equal to the (maximum|minimum) of /, 'exclusive'],
    [/ is (?:greater than the (maximum)|less than the (minimum)) of /, ''],
    [/\bmust be [<>]=? ?-?\d/, 'limit'],
    [/['"](?<property>[^'"]+)['"] is a (required) property$/, ''],
    [/\bmust have (required) property ['"](?<property>[^'"]+)['"]/, ''],
    [/\bAdditional properties are not allowed \(['"](?<property>[^'"]+)['"]/, 'additionalProperties'],
    [/\bmust NOT have additional properties/, 'additionalProperties'],
    [/ is not of (type) /, ''],
    [/\bmust be (?:integer|number|string|boolean|object|array|null)$/, 'type'],
    [/ is not one of |\bmust be equal to one of the allowed values/, 'enum'],
    [/ does not match ['"]|\bmust match (pattern) /, 'pattern'],
    [/ is not a ['"][\w-]+['"]$|\bmust match (format) /, 'format']
];
const DATA_FILE = /\.(?:json|ya?ml|toml)$/;
/** The keyword a validator's message names, and the property it quotes. */
function keywordOf(message) {
    for (const [shape, named] of WORDINGS) {
        const m = shape.exec(message);
        if (m === null)
            continue;
        const said = m.slice(1).find((group) => group !== undefined && group !== m.groups?.property);
        const keyword = named === 'exclusive'
            ? `exclusive${(said ?? '').replace(/^./, (c) => c.toUpperCase())}`
            : named === 'limit'
                ? /\bmust be </.test(message)
                    ? 'maximum'
                    : 'minimum'
                : (said ?? named);
        const property = m.groups?.property;
        return property === undefined ? { keyword } : { keyword, property };
    }
    return undefined;
}
/** The one document the command validates: its only data file that is no schema. */
function documentOf(command) {
    const files = filesIn(command).filter((f) => DATA_FILE.test(f) && !/schema/i.test(f));
    return files.length === 1 ? files[0] : undefined;
}
/** How far a verdict's records reach. */
const RECORD_LINES = 40;
// The document's root: a place that says nothing the file does not.
const ROOT = /^(?:#?\/?|\$)$/;
function found({ file, keyword, place, message }, cls, at) {
    const detail = place !== undefined && !ROOT.test(place) ? place : message;
    return {
        at,
        hit: {
            tool: 'generic',
            failureClass: cls,
            code: keyword ?? 'schema',
            ...(file === undefined ? {} : { file }),
            ...(detail === undefined ? {} : { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(detail), 80) })
        }
    };
}
/**
 * The records after `at` (a verdict, or a report's opening bracket): one error for each keyword
 * or place they name, and the index of the line they end before.
 */
function recordsAfter(lines, at, file) {
    const errors = [];
    let record = {};
    const close = () => {
        if (record.keyword !== undefined || record.place !== undefined) {
            errors.push({ ...(file === undefined ? {} : { file }), ...record });
        }
        record = {};
    };
    let i = at + 1;
    for (; i < lines.length && i <= at + RECORD_LINES; i++) {
        const line = lines[i] ?? '';
        if (schema_errors_VERDICT.test(line) || VALID.test(line))
            break;
        if (/^\s*[{}]/.test(line))
            close();
        const pointed = POINTER_ERROR.exec(line);
        if (pointed !== null) {
            close();
            record = { place: pointed[1] ?? '', message: pointed[2] ?? '' };
            close();
            continue;
        }
        const field = FIELD.exec(line.trim());
        if (field === null)
            continue;
        const [, key = '', value = ''] = field;
        if (PLACE_KEYS.has(key))
            record.place = value;
        else if (KEYWORD_KEYS.has(key))
            record.keyword = value;
        else if (key === 'message')
            record.message = value;
    }
    close();
    return { errors, end: i };
}
/** Every schema error in the lines, but those of `skip`. */
const readSchemaErrors = (lines, command, skip) => {
    const cls = classFromCommand(command) ?? 'lint';
    const document = documentOf(command);
    // The records read so far end before this line.
    let through = 0;
    return lines.flatMap((line, at) => {
        if (skip.has(at) || at < through)
            return [];
        if (REPORT_OPENS.test(line)) {
            const report = recordsAfter(lines, at, document);
            // A validator's record says what failed and where, or in what words.
            const named = report.errors.filter((error) => error.keyword !== undefined && (error.place !== undefined || error.message !== undefined));
            if (named.length === 0)
                return [];
            through = report.end;
            return named.map((error) => found(error, cls, at));
        }
        const one = PATH_ERROR.exec(line);
        const oneFile = one === null ? undefined : ownPath(one[1] ?? '');
        if (one !== null && oneFile !== undefined) {
            return [found({ file: oneFile, place: one[2] ?? '', message: one[3] ?? '' }, cls, at)];
        }
        const alone = NAMED_ALONE.exec(line);
        const verdict = schema_errors_VERDICT.exec(line) ?? (DATA_FILE.test(alone?.[1] ?? '') ? alone : null);
        const file = verdict === null ? undefined : ownPath(verdict[1] ?? '');
        const labelled = file === undefined ? LABELLED_PATH.exec(line) : null;
        if (labelled !== null && document !== undefined) {
            const place = labelled[1] ?? '';
            const message = line
                .slice(0, labelled.index + labelled[0].length)
                .replace(/^\W*ERROR\W*/i, '');
            return [found({ file: document, place, message }, cls, at)];
        }
        if (file === undefined) {
            // `<value>: <message>`: the value a message quotes changes with the data.
            const said = keywordOf(line.trim());
            if (document === undefined || said === undefined)
                return [];
            const { keyword, property } = said;
            return [
                found({ file: document, keyword, ...(property === undefined ? {} : { place: property }) }, cls, at)
            ];
        }
        const records = recordsAfter(lines, at, file);
        if (records.errors.length > 0)
            through = records.end;
        return records.errors.map((error) => found(error, cls, at));
    });
};

;// CONCATENATED MODULE: ./src/rules/logs/structures/says-nothing.ts
// Lines a run prints whatever failed, or whether anything failed at all: counts, a rule or a
// table border, how long it took, and a check that passed. Two runs of one failure differ in
// them (a duration, a border as wide as a title, which passing test came first) and two different
// failures share them: never an identity, never what the summary quotes as the failure.


// After normalizeText: only what is left of a duration and the words that introduce one.
const TIMING_WORDS = /<dur>|\b(?:time|times|took|elapsed|duration|done|finished|completed|in|total|real|user|sys|wall(?:clock)?|runtime|ran|after)\b/gi;
// A passing check's verdict: a tick, `ok 3 - name`, `PASS x`, `[ OK ]` ahead of the name, or
// `... ok`, `PASSED` after it (read from the line's last characters: a regex anchored only at the
// end would try every place of a long line).
const PASSED_AHEAD = /^\s*(?:[✓✔√]|ok\b|PASS(?:ED)?\b|\[\s*(?:OK|PASS(?:ED)?)\s*\])/;
const PASSED_AFTER = /(?:\.\.\.|:|\s)\s*(?:ok|OK|PASS(?:ED)?|passed)$/;
const TAIL_CHARS = 16;
/** Whether the line has no letter or digit: a border, a rule, a bullet. */
const drawn = (text) => !/[\p{L}\p{N}]/u.test(text);
// Words that label a row of figures rather than say what failed.
const TALLY_WORDS = /\b(?:found|total|totals|sum|overall|all)\b/gi;
/**
 * Whether the line is figures under at most one label: a summary table's row (`│ Total: │ 3 │ 26
 * │ 8 (30.77%) │`) or `Found 2 clones.`, whatever the things counted are called.
 */
function tally(text) {
    const figures = text.match(/\bN\b/g)?.length ?? 0;
    if (figures === 0)
        return false;
    const words = text.replace(TALLY_WORDS, ' ').match(/[A-Za-z]{2,}/g)?.length ?? 0;
    return words === 0 || (words === 1 && (figures >= 2 || /^\W*found\b/i.test(text)));
}
/** Whether the line only says how long something took. */
function timing(text) {
    if (!text.includes('<dur>'))
        return false;
    return !/[A-Za-z]{2}/.test(text.replace(TIMING_WORDS, ' '));
}
/** Whether the line reports a check that passed. */
const reportsPass = (line) => PASSED_AHEAD.test(line) || PASSED_AFTER.test(line.trimEnd().slice(-TAIL_CHARS));
/** Whether the line says nothing of what failed: a count, a drawing, a timing or a pass. */
function saysNothing(line) {
    if (drawn(line) || reportsPass(line))
        return true;
    const text = (0,normalize/* normalizeText */.fQ)(line);
    return timing(text) || tally(text) || isCountLine(line);
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/shell-errors.ts
// The shell's own error lines, and those of the coreutils a script runs: what a `set -e` or
// `set -u` script stops on, with nothing above it to say more. The script, the variable, the
// command and the file they name are the failure.


// `scripts/x.sh: line 4: TAG: unbound variable`, `bash: line 1: TAG: unbound variable`.
const UNBOUND = /^(?:(\S+?): )?(?:line \d+: )?([\w@#*?$-]+): unbound variable$/;
// `cp: cannot stat 'a': No such file or directory`, `x.sh: line 3: ./run: No such file ...`.
const NO_SUCH_FILE = /^(?:(\S+?): line \d+: )?(?:(\S+?): )?(?:(?:cannot|can't|failed to) \w+(?: \w+)? )?['‘"`]?([^'’"`:]+?)['’"`]?: No such file or directory$/;
const SYNTAX = /^(\S+?): (?:line \d+: )?syntax error(?: near unexpected token [`'](.+)')?/;
const script = (path) => path === undefined || path === 'bash' || path === 'sh' ? {} : { file: (0,normalize/* normalizePath */.Fd)(path) };
const detail = (text) => text === undefined || text === '' ? {} : { detail: text };
/** Each error line's pattern, and what its match names; the first that matches counts. */
const SHELL_LINES = [
    [UNBOUND, (m) => ({ code: 'unbound-variable', ...script(m[1]), detail: m[2] ?? '' })],
    [
        NO_SUCH_FILE,
        (m) => ({ code: 'no-such-file', file: (0,normalize/* normalizePath */.Fd)(m[3] ?? ''), ...detail(m[2] ?? m[1]) })
    ],
    [SYNTAX, (m) => ({ code: 'shell-syntax', ...script(m[1]), ...detail(m[2]) })]
];
function hitOf(line) {
    for (const [pattern, read] of SHELL_LINES) {
        const m = pattern.exec(line);
        if (m !== null)
            return { tool: 'generic', ...read(m) };
    }
    return undefined;
}
/** Every shell error line, but those of `skip`: a script that broke is a build failure. */
const readShellErrors = (lines, command, skip) => {
    const failureClass = classFromCommand(command) ?? 'build';
    return lines.flatMap((line, at) => {
        const hit = skip.has(at) ? undefined : hitOf(line.trim());
        return hit === undefined ? [] : [{ at, hit: { ...hit, failureClass } }];
    });
};

;// CONCATENATED MODULE: ./src/rules/logs/structures/spanned-places.ts
// One finding that spans several places of the code, under a short heading that names it, each
// place a line of its own with the range it covers, as duplicate finders print a clone:
//   Clone found (javascript):
//    - src/cart.js [1:26 - 9:2] (8 lines, 104 tokens)
//      src/order.js [2:27 - 10:2]
// The finding is the heading; its places, not the ranges (they move with any edit above them),
// name it: the first is its file, the others its detail.



// A few words and maybe a tag in parentheses, ending in a colon: `Clone found (javascript):`.
const spanned_places_HEADING = /^\s*([A-Za-z][\w-]*(?: [\w-]+){0,4})(?: \([^()]{1,40}\))?:\s*$/;
// `- path [1:26 - 9:2]`, `path:3-9`, `path (lines 3-9)`, `path 3:1-9:2`: a place and its span.
const spanned_places_PLACE = /^\s*(?:[-*•]\s+)?(\S{1,300}?)(?: \[\d+(?::\d+)? ?- ?\d+(?::\d+)?\]|:\d+ ?- ?\d+| \(lines? \d+ ?- ?\d+\)| \d+:\d+ ?- ?\d+:\d+)(?:\s|$)/;
/** How many places one finding lists at most. */
const PLACES = 10;
/** The own files a finding's place lines name, from the line after its heading on. */
function placesAfter(lines, at) {
    const files = [];
    for (let i = at + 1; i < lines.length && files.length < PLACES; i++) {
        const file = ownPath(spanned_places_PLACE.exec(lines[i] ?? '')?.[1] ?? '');
        if (file === undefined)
            break;
        files.push(file);
    }
    return files;
}
/** Each finding that lists two or more places under its heading, and the lines they take. */
function readSpannedPlaces(lines, command, skip) {
    const found = [];
    const claimed = new Set();
    lines.forEach((line, at) => {
        const heading = skip.has(at) ? undefined : spanned_places_HEADING.exec(line)?.[1];
        if (heading === undefined)
            return;
        const [file, ...others] = placesAfter(lines, at);
        if (file === undefined || others.length === 0)
            return;
        for (let i = at; i <= at + others.length + 1; i++)
            claimed.add(i);
        found.push({
            at,
            hit: {
                tool: 'generic',
                failureClass: classFromCommand(command) ?? 'lint',
                code: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(heading).toLowerCase().replace(/ /g, '-'), 40),
                file,
                detail: others.join(' ')
            }
        });
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/file-in-words.ts
// A processor that names the file it failed in, in words, on a line of its own, and says what
// went wrong on a plain line beside it: `runtime error: file xsl/page.xsl line 5 element
// value-of` over `Variable 'sitename' has not been declared.`, or a message the input raised
// above `error: file docs/guide.xml`. The first such line is where the run stopped (those after
// it close the run); the failure is its file and the message beside it, classed by the command,
// else a build: the step did not make what it was run to make.




const FILE_IN_WORDS = /^\s*(?:[a-z]{1,20} )?error\s*:\s+file\s+(\S{1,300})(?:\s+line\s+\d+)?(?:\s|$)/i;
const MESSAGE_CHARS = 120;
/** A line beside the error that says something and is no error line of its own. */
function plain(line) {
    const text = line?.trim() ?? '';
    return /[A-Za-z]{2}/.test(text) && !ERROR_WORD.test(text) ? text : undefined;
}
/** The first error that names its file in words, with the message beside it. */
function readFileInWords(lines, command, skip) {
    const at = lines.findIndex((line, i) => !skip.has(i) && FILE_IN_WORDS.test(line));
    const file = at === -1 ? undefined : ownPath(FILE_IN_WORDS.exec(lines[at] ?? '')?.[1] ?? '');
    const message = plain(lines[at + 1]) ?? plain(lines[at - 1]);
    if (file === undefined || message === undefined)
        return { found: [], claimed: new Set() };
    return {
        found: [
            {
                at,
                hit: {
                    tool: 'generic',
                    failureClass: classFromCommand(command) ?? 'build',
                    file,
                    detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(message), MESSAGE_CHARS)
                }
            }
        ],
        claimed: new Set([at])
    };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/missing.ts
// What a configure script, a build setup or a generator says the machine lacks: a library, a
// program, a package, a header. A run that stops on one of these failed before any of the
// repository's code was built: a dependency failure, named by what is missing.
/** The code of a failure that names a missing package, library or program. */
const MISSING_CODE = 'missing';
// `Dependency "zlib" not found`, `Program 'ragel' not found or not executable`, `Package foo
// was not found in the pkg-config search path`, `Package 'foo', required by 'bar', not found`.
const KIND_MISSING = /\b(?:dependency|dependencies|program|package|library|module|header|tool|executable)\s+['"`‘]?([\w.+@/-]{1,100})['"`’]?,?\s+(?:required by [^,]{1,200},\s+)?(?:was\s+|is\s+|could\s+)?(?:not\s+(?:be\s+)?found|not\s+installed|missing|required)\b/i;
// `No package 'foo' found`, `could not find library zstd`, `unable to find program ragel`,
// `Can't locate Text/Wrap.pm in @INC`.
// With no kind named, what is missing is quoted or has a path's or a module's marks (`Text/Wrap.pm`):
// `Cannot find required key 'name'` names no package.
const FIND_FAILED = /\b(?:No (?:package|library|program|module)|(?:could not|couldn't|cannot|can't|unable to) (?:find|locate)(?: the)? (?:package|library|program|module|header|dependency))\s+['"`‘]?([\w.+@/-]{1,100})['"`’]?|\b(?:could not|couldn't|cannot|can't|unable to) (?:find|locate)(?: the)?\s+(?:['"`‘]([\w.+@/-]{1,100})['"`’]|([\w+@-]{1,100}[./][\w.+@/-]{1,100}))/i;
// `gperf was not found in PATH`. A name starts after a blank: a long word is read once, not
// from each of its characters.
const NOT_IN_PATH = /(?<![\w.+-])([\w.+-]{1,100}) (?:was |is )?not found in (?:the )?(?:PATH|\$PATH|search path)/;
// `libzstd is required to build demo`.
const LIB_REQUIRED = /\b(lib[\w.+-]{1,100}) (?:is|are) (?:required|missing|not installed)\b/;
// `Unmet build dependencies: libfoo-dev (>= 2)`: a label that says the list after it is missing.
const LISTED_MISSING = /\b(?:unmet|missing|unsatisfied|unresolved)\s(?:build\s)?(?:dependencies|dependency|packages?|requirements?):\s*([\w.+@/-]{1,100})/i;
// `    Text::CSV_XS not installed`: an item of a list under a line that says something is missing.
const ITEM_MISSING = /^\s+([\w.+@/:-]{1,100}) (?:is |was )?not (?:installed|found)\b/;
/** The name of what the message says is missing, or undefined when it says nothing missing. */
function missingThing(message) {
    const m = KIND_MISSING.exec(message) ??
        FIND_FAILED.exec(message) ??
        NOT_IN_PATH.exec(message) ??
        LIB_REQUIRED.exec(message) ??
        LISTED_MISSING.exec(message) ??
        ITEM_MISSING.exec(message);
    return m?.[1] ?? m?.[2] ?? m?.[3];
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/last-error.ts
// A tool that stops at its first error: a code generator or a schema compiler
// (`shop/user.proto:6:3: "strng" is not defined.`), a build setup (`meson.build:2:0: ERROR:
// ...`), a configure script (`configure: error: ...`). Its last error line (when none says
// error, its last line with a place or a missing thing) is the failure; a count after it is not;
// a bare `BUILD FAILED` stands for the cause under it. A linter goes on to the next file
// and names its rule, so a last error with a file and no rule is a compiler's or a generator's:
// `build`, unless the command says otherwise; when it says what is missing, `dependency`.







// `[FAILURE:/w/idl/status.thrift:8] ...`, `(idl/a.thrift:8)`: a place inside the line.
const INNER_PLACE = /(?:^|[\s([:'"])((?:\/|\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*):\d+/;
// `scons: *** [out/a.o] Source \`src/a.c' not found`: the error mark of make and its kin, and
// the file such a line quotes, with no line number.
const STAR_MARK = /(?:^|\s)\*{3}\s/;
const QUOTED_FILE = /[`'"‘]((?:\/|\.{0,2}\/)?(?:[\w@.~+-]+\/)*[\w@~+-][\w@.~+-]*\.[A-Za-z]\w*)['"’]/;
// A frame of any trace, those frameOf does not parse too (`at java.base/java.lang.X.y(X.java:6)`).
const AT_FRAME = /^\s+at\s/;
// `BUILD FAILED`, `Deploy failed.`: a verdict that says no more than that the run failed.
const BARE_VERDICT = /^\s*(?:[\w.-]{1,50}:\s+)?(?:[A-Za-z]+\s+){0,2}(?:failed|FAILED|Failed|error|ERROR|Error)[.!]?\s*$/;
const last_error_MESSAGE_CHARS = 120;
/** How far above a closing error line the error it closes may be. */
const CLOSING_LINES = 6;
/** The message of a line, unless it is a warning: a tool stops on an error. */
function errorIn(text) {
    const message = readMessage(text);
    return message?.warning === true ? undefined : message;
}
/**
 * A place inside the line; or a file the line quotes, when the line has the error mark or the
 * file is one the command reads (a generator's input: `-i 'schema/*.json'`).
 */
function innerPlace(line, command) {
    const inner = ownPath(INNER_PLACE.exec(line)?.[1] ?? '');
    if (inner !== undefined)
        return { file: inner, input: false };
    const quoted = ownPath(QUOTED_FILE.exec(line)?.[1] ?? '');
    if (quoted === undefined)
        return undefined;
    if (STAR_MARK.test(line))
        return { file: quoted, input: false };
    return readsFile(command, quoted) ? { file: quoted, input: true } : undefined;
}
function last_error_hitOf(line, command, cause) {
    const located = LOCATED.exec(line);
    const file = located === null ? undefined : ownPath(located[1] ?? '');
    const message = file === undefined ? undefined : errorIn(located?.[3] ?? '');
    const text = message?.text ?? line;
    const missing = missingThing(text);
    const inner = file === undefined ? innerPlace(line, command) : undefined;
    if (missing !== undefined) {
        return {
            tool: 'generic',
            failureClass: 'dependency',
            code: MISSING_CODE,
            ...(file === undefined ? {} : { file }),
            detail: missing
        };
    }
    // A place inside the line, or a verdict's cause: the message is the whole line.
    const stated = message ?? (inner === undefined && !cause ? undefined : errorIn(line));
    const place = file ?? inner?.file;
    if (stated === undefined || stated.rule !== undefined || (place === undefined && !cause)) {
        return undefined;
    }
    return {
        tool: 'generic',
        // A check that failed at its place is a test's; what the tool was given to read failed it:
        // the step's own kind of failure.
        failureClass: assertionFailed(stated.text)
            ? 'test'
            : typeShaped(stated.text) && classFromCommand(command) !== 'lint'
                ? 'type'
                : inner?.input !== true && checkerFinding(command, stated, place)
                    ? 'lint'
                    : (classFromCommand(command) ?? 'build'),
        ...(place === undefined ? {} : { file: place }),
        detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(stated.text), last_error_MESSAGE_CHARS)
    };
}
/**
 * What an error that names nothing stands for: the item under it that names what is missing
 * (`prerequisites not found.` over `    Text::CSV_XS not installed`), or the cause a bare verdict
 * prints on the line under it (`BUILD FAILED`, then `Target "dist" does not exist`).
 */
function under(lines, error) {
    for (let at = error + 1; at <= error + CLOSING_LINES && /^\s+\S/.test(lines[at] ?? ''); at++) {
        if (missingThing(lines[at] ?? '') !== undefined)
            return { at, cause: false };
    }
    const next = lines[error + 1] ?? '';
    const cause = BARE_VERDICT.test(lines[error] ?? '') &&
        /^\S/.test(next) &&
        !isCountLine(next) &&
        frameOf(next) === undefined;
    return cause ? { at: error + 1, cause } : { at: error, cause };
}
/**
 * Where the tool stopped: its last error line, or the error a few lines above it that names a
 * place or what is missing (a tool's closing `Error: error building site` says less), or what
 * the error stands for under it (under); when no line says error, its last line that names a
 * place or what is missing, else its last line (a hint may follow the error). Never a frame of a
 * trace, which the traces' reader reads.
 */
function stopLine(lines, command) {
    let placed = -1;
    let last = -1;
    let error = -1;
    for (let at = lines.length - 1; at >= 0; at--) {
        const line = lines[at] ?? '';
        if (frameOf(line) !== undefined || AT_FRAME.test(line))
            continue;
        const telling = LOCATED.test(line) ||
            innerPlace(line, command) !== undefined ||
            missingThing(line) !== undefined;
        if ((ERROR_WORD.test(line) || STAR_MARK.test(line)) && !isCountLine(line)) {
            if (telling)
                return { at, cause: false };
            if (error === -1)
                error = at;
        }
        if (error !== -1 && at <= error - CLOSING_LINES)
            return under(lines, error);
        if (placed === -1 && telling)
            placed = at;
        if (last === -1 && line.trim() !== '')
            last = at;
    }
    return error !== -1 ? under(lines, error) : { at: placed === -1 ? last : placed, cause: false };
}
/** The error the tool stopped on, when it names a file and no rule, or what is missing. */
function readLastError(lines, command, skip) {
    const { at, cause } = stopLine(lines, command);
    const hit = at < 0 || skip.has(at) ? undefined : last_error_hitOf(lines[at] ?? '', command, cause);
    return hit === undefined
        ? { found: [], claimed: new Set() }
        : { found: [{ hit, at }], claimed: new Set([at]) };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/progress-units.ts
// Runs of units that stop at the one that failed: a migration runner announces each migration
// (`Applying shop.0002_index... OK`, `Running upgrade a1 -> b2`, `== 2024_add_users: migrating`,
// `### MIGRATION 0002_email (UP) ###`, `+ email ... ok` with the error on the unit's own line),
// a configure script each check (`checking for gperf... no`, `Checking for 'zlib'   : not found`),
// then the first error ends the run.
// The unit the run stopped in and that error are the failure. A migration that fails is the
// repository's schema code failing to build the database its code runs on: `build`, as a
// generator's is; a failed check followed by an error means the machine lacks what was checked:
// `dependency`, as is any error that says what is missing.




// A logger's level and name before the message: `INFO  [alembic.runtime.migration] `, a level
// letter, a stamp and a level: `I, [2026-11-28T17:35:28.07 #148]  INFO -- : `, or a tool's tag:
// `[migrate] `.
const LOG_PREFIX = /^\s*(?:(?:INFO|NOTICE|DEBUG|LOG|info|notice)\b[\s:]*(?:\[[^\]\s]{1,200}\]\s*)?(?:-\s+)?|[A-Z], \[[^\]]{1,100}\]\s+[A-Z]+\s+--\s+[^:]{0,100}:\s+|\[[\w.:/-]{1,50}\]\s+)?/;
// A step of a schema change or a generator beginning: the unit follows.
const STARTED = /^(?:[=-]{1,9}>\s*)?(?:(?:begin|start(?:ing)?)\s+)?(?:applying|migrating|reverting|unapplying|rolling back|upgrading|downgrading|seeding|generating|running (?:upgrade|downgrade|migration|migrations|seed))\b:?\s+/i;
// `== 20240101 CreateUsers: migrating ====`.
const progress_units_BANNER = /^\s*={2,}\s+([^:]{1,200}):\s+(?:migrating|reverting)\b/;
// `### MIGRATION 0002_email (UP) ###`: the unit in a heading framed by the same marks.
const FRAMED = /^\s*([#=*-])\1+\s+(?:migration|migrating|applying|reverting)\s+(\S{1,200})(?:\s+\([^()]{0,50}\))?\s+\1+\s*$/i;
// `  + email ... ok`, `  + orders .. near "CREAT": syntax error`: a unit, dots, its outcome on
// the same line (a deploy's `+`, a revert's `-`).
const DOTTED = /^\s*(?:[+*>-]\s+)?([\w.:/@-]{1,200}) \.{2,}(?:\s+(\S.*))?$/;
const BARE_FAILURE = /^(?:not ok|fail(?:ed|ure)?|error)[.!]?$/i;
// `Migration 0003_prices failed`, `ERROR: migration "V2__index.sql" has failed`, `migration
// file "20240101_users.js" failed`.
const UNIT_FAILED = /\bmigration\s+(?:file\s+)?['"`‘]?([\w.:/-]{1,200}?)['"`’]?\s+(?:has\s+)?(?:been\s+)?failed\b/i;
// `checking for library containing ZSTD_compress... no`, or its outcome in a column:
// `Checking for 'libxml-2.0'        : not found`.
const CHECK = /^[Cc]hecking (.{1,300}?)(?:\.\.\.|\s+:)\s*(.*)$/;
const CHECK_FAILED = /^(?:no|not found|none)\b/;
// A finished unit: `... OK`, `... done`, `✓`, with a duration after it or not.
const FINISHED = /(?:\b(?:OK|ok|done|DONE|Done|applied|migrated)|[✓✔])[.!]?$/;
// `psycopg.errors.UndefinedTable: relation "x" does not exist`: an exception with no error word.
const QUALIFIED_EXCEPTION = /^[A-Za-z_]\w*(?:\.\w+)+:\s/;
const progress_units_MESSAGE_CHARS = 120;
// `Error executing:` introduces the statement that failed; the error itself comes after it.
const isErrorLine = (line) => /^\S/.test(line) &&
    !line.trimEnd().endsWith(':') &&
    frameOf(line) === undefined &&
    (ERROR_WORD.test(line) || QUALIFIED_EXCEPTION.test(line));
/** The text without its trailing `(0.12s)` and `...`. */
function bare(text) {
    let t = text.trimEnd();
    if (t.endsWith(')')) {
        const open = t.lastIndexOf('(');
        if (open > 0)
            t = t.slice(0, open).trimEnd();
    }
    let end = t.length;
    while (end > 0 && (t[end - 1] === '.' || t[end - 1] === '…'))
        end--;
    return t.slice(0, end).trimEnd();
}
/** The unit a line starts, or what else it says of the run's progress, or undefined. */
function unitOf(line, at) {
    const check = CHECK.exec(line);
    if (check !== null) {
        return CHECK_FAILED.test(check[2] ?? '') ? { name: check[1] ?? '', at, check: true } : 'passed';
    }
    const banner = progress_units_BANNER.exec(line)?.[1] ?? FRAMED.exec(line)?.[2];
    if (banner !== undefined)
        return { name: banner.trim(), at, check: false };
    const dotted = DOTTED.exec(line);
    if (dotted !== null) {
        const [, name = '', outcome = ''] = dotted;
        // A bare verdict (`not ok`, `FAILED`): the error follows on the lines after it.
        if (outcome === '' || BARE_FAILURE.test(outcome))
            return { name, at, check: false };
        if (FINISHED.test(outcome))
            return 'finished';
        return isErrorLine(outcome) ? { name, at, check: false, error: outcome } : undefined;
    }
    const text = line.slice(LOG_PREFIX.exec(line)?.[0].length ?? 0);
    const started = STARTED.exec(text);
    if (started === null)
        return undefined;
    const rest = text.slice(started[0].length);
    const name = bare(rest);
    if (FINISHED.test(name))
        return 'finished';
    return name === '' ? undefined : { name, at, check: false };
}
function progress_units_found(unit, error, at) {
    const missing = missingThing(error);
    const failureClass = unit.check || missing !== undefined ? 'dependency' : 'build';
    const said = error.slice(LOG_PREFIX.exec(error)?.[0].length ?? 0);
    const message = (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(said.trim()), progress_units_MESSAGE_CHARS);
    return { at, hit: { tool: 'generic', failureClass, detail: `${unit.name}: ${message}` } };
}
/**
 * The unit a run stopped in, with the first error after it (claimed: it is read here); or the
 * unit an error line says failed. At most one: such a run stops at its first failure.
 */
function readProgressUnits(lines, skip) {
    let unit;
    for (let at = 0; at < lines.length; at++) {
        if (skip.has(at))
            continue;
        const line = lines[at] ?? '';
        const named = UNIT_FAILED.exec(line)?.[1];
        if (named !== undefined) {
            return { found: [progress_units_found({ name: named, at, check: false }, line, at)], claimed: new Set([at]) };
        }
        const next = unitOf(line, at);
        // A passing check leaves the last failed one standing: configure goes on after it.
        if (next === 'passed')
            continue;
        if (next !== undefined && next !== 'finished' && next.error !== undefined) {
            return { found: [progress_units_found(next, next.error, at)], claimed: new Set([at]) };
        }
        if (next !== undefined) {
            unit = next === 'finished' ? undefined : next;
            continue;
        }
        if (unit !== undefined && isErrorLine(line)) {
            return { found: [progress_units_found(unit, line, unit.at)], claimed: new Set([at]) };
        }
    }
    return { found: [], claimed: new Set() };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/promoted-warnings.ts
// Warnings a tool was told to treat as errors: a doc builder's `-W` or `--strict`, a generator's
// warnings-as-errors switch. The step says so (`Warning, treated as error:`, `(warning treated
// as error, aborting now)`, `Aborted with 1 warnings in strict mode!`), and then its warnings are
// the failure: each names its page or file and what is wrong there. So are the warnings of a
// step that failed with nothing but warnings to show (`--failure-level=WARN`). A doc builder's
// or a checker's warning, or one with a rule, is `lint`, whatever the command that ran it; a
// build system's or a generator's warning about the code or build file it reads
// (`src/Makefile.am:3: warning: ...` with `-Werror`) stopped the build: `build`.





const PROMOTED = /\bwarnings?,?\s+(?:being\s+|are\s+|were\s+|is\s+)?treated\s+as\s+errors?\b|\bwarnings?\s+as\s+errors?\b|\bin\s+strict\s+mode\b/i;
// `WARNING -  Doc file ...`, `asciidoctor: WARNING: ...`, `[warning] ...`: a warning with no
// location of the shapes diagnostics know.
const LEVEL_LED = /^\s*(?:[\w.-]{1,50}:\s+)?\[?(?:WARNING|Warning|warning|WARN|warn)\]?(?:\s*[:-]\s*|\s+)(\S.*)$/;
const WARNING_WORD = /\bwarn(?:ing)?\b/i;
const promoted_warnings_MESSAGE_CHARS = 120;
function warningAt(line, command) {
    const located = LOCATED.exec(line);
    const labelled = lineLabelled(line, command);
    const file = located === null ? labelled?.file : ownPath(located[1] ?? '');
    const message = located !== null && file !== undefined
        ? readMessage(located[3] ?? '')
        : readMessage(labelled?.said ?? LEVEL_LED.exec(line)?.[1] ?? '');
    if (message === undefined)
        return undefined;
    const intent = intentOf(command);
    const built = message.rule === undefined &&
        file !== undefined &&
        intent !== 'docs' &&
        intent !== 'lint' &&
        !checkerFinding(command, message, file);
    return {
        hit: {
            tool: 'generic',
            failureClass: built ? 'build' : 'lint',
            ...(message.rule === undefined ? {} : { code: message.rule }),
            ...(file === undefined ? {} : { file }),
            ...(message.rule === undefined
                ? { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(message.text), promoted_warnings_MESSAGE_CHARS) }
                : {})
        }
    };
}
/** The warnings of a step that made them fatal, with the lines they were read from. */
function readPromotedWarnings(lines, command, skip) {
    const claimed = new Set();
    // A step that failed with warnings and nothing else to show failed on its warnings.
    const onlyWarnings = skip.size === 0 && !lines.some((line) => ERROR_WORD.test(line));
    if (!onlyWarnings && !lines.some((line) => PROMOTED.test(line)))
        return { found: [], claimed };
    const found = lines.flatMap((line, at) => {
        if (skip.has(at) || isCountLine(line) || (onlyWarnings && !WARNING_WORD.test(line)))
            return [];
        const warning = warningAt(line, command);
        if (warning === undefined)
            return [];
        claimed.add(at);
        return [{ ...warning, at }];
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/tex-stop.ts
// TeX stops on its first error and says so in two lines: the error, `! Undefined control
// sequence.` (with -file-line-error, `./main.tex:12: Undefined control sequence.`), and the
// line it stopped in, cut where it stopped: `l.12 \\usepackage{nope}\\foo`. The failure is the
// message and what TeX read last (the cut line's last word, which two different mistakes do
// not share), in the file the error names, else the file TeX was reading (it prints `(./file.tex`
// as it opens one and `)` as it closes it), else the one file the command typesets. A TeX run
// that halts wrote no document: the document's source did not build.



const BANG = /^! (\S.*)$/;
const FILE_LINE = /^(\S+?\.(?:tex|ltx|sty|cls|dtx)):\d+: (\S.*)$/;
const STOPPED_AT = /^l\.\d+ (.*)$/;
const TEX_SOURCE = /\.(?:tex|ltx|dtx)$/;
/** How far under its error TeX prints the line it stopped in (the help text comes between). */
const tex_stop_REACH = 8;
const tex_stop_DETAIL_CHARS = 100;
/** Follows TeX's stack of open files through a line: `(` and the path it opens, `)` closing one. */
function readFileStack(line, open) {
    for (let i = 0; i < line.length; i++) {
        if (line[i] === ')')
            open.pop();
        if (line[i] !== '(')
            continue;
        let end = i + 1;
        while (end < line.length && !/[\s()]/.test(line[end] ?? ''))
            end++;
        open.push((0,normalize/* normalizePath */.Fd)(line.slice(i + 1, end)));
        i = end - 1;
    }
}
/** TeX's errors, each with the lines from its message to where it stopped. */
function readTexStops(lines, command, skip) {
    const found = [];
    const claimed = new Set();
    const named = filesIn(command);
    const failureClass = classFromCommand(command) ?? 'build';
    const open = [];
    lines.forEach((line, at) => {
        readFileStack(line, open);
        if (skip.has(at) || claimed.has(at))
            return;
        const placed = FILE_LINE.exec(line);
        const message = placed?.[2] ?? BANG.exec(line)?.[1];
        if (message === undefined)
            return;
        let end = at + 1;
        while (end < lines.length && end <= at + tex_stop_REACH && !STOPPED_AT.test(lines[end] ?? ''))
            end++;
        const stopped = STOPPED_AT.exec(lines[end] ?? '');
        if (stopped === null)
            return;
        for (let i = at; i <= end; i++)
            claimed.add(i);
        const path = placed === null ? undefined : (0,normalize/* normalizePath */.Fd)(placed[1] ?? '');
        const reading = open.findLast((opened) => isOwnFile(opened) && TEX_SOURCE.test(opened));
        const file = path !== undefined && isOwnFile(path)
            ? path
            : (reading ?? (named.length === 1 ? named[0] : undefined));
        const last = (stopped[1] ?? '').trim().split(/\s+/).at(-1) ?? '';
        found.push({
            at,
            hit: {
                tool: 'generic',
                failureClass,
                ...(file === undefined ? {} : { file }),
                detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(`${message} ${last}`.trim()), tex_stop_DETAIL_CHARS)
            }
        });
    });
    return { found, claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/stops.ts
// Tools that report the failing unit once, then stop: migration runners, code generators, doc
// builders that fail on warnings, configure scripts. Their structures are read in this order,
// each leaving the lines it read to the next and to the generic reader's other structures:
// warnings made fatal, the unit a run of units stopped in, TeX's error and the line it stopped
// in, an error that names its file in words, and the error the step ends on (unless a test list
// was read).





const union = (a, b) => new Set([...a, ...b]);
/** What the stopping structures read, and the lines they read it from. */
function readStops(lines, command, skip) {
    const warnings = readPromotedWarnings(lines, command, skip);
    const units = readProgressUnits(lines, union(skip, warnings.claimed));
    const tex = readTexStops(lines, command, union(skip, union(warnings.claimed, units.claimed)));
    const read = union(union(warnings.claimed, units.claimed), tex.claimed);
    const worded = readFileInWords(lines, command, union(skip, read));
    const claimed = union(read, worded.claimed);
    // A test list's details name places too, and a test run is no tool that stops at one error.
    const last = skip.size > 0
        ? { found: [], claimed: new Set() }
        : readLastError(lines, command, claimed);
    return {
        found: [...warnings.found, ...units.found, ...tex.found, ...worded.found, ...last.found],
        claimed: union(claimed, last.claimed)
    };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/tables.ts
// Tabular reports: a file named in a heading (`FILE: src/Cart.php`, `== [models/a.sql] FAIL`)
// or a column, then rows of cells split by `|` that open with the line (`7 | ERROR | message`,
// `L:   3 | P:  12 | L039 | message`), a long message wrapped onto rows whose leading cells are
// empty. Each row is a diagnostic of that file, named by the rule that opens or ends its
// message, else by its message. A table's heading and rows are its own: no other structure
// reads them (a heading that ends in FAIL is no failing test).

const tables_HEADING = /^\s*(?:(?:FILE|File|file)\s*:\s*(\S+)|[=#*-]*\s*\[([^\]\s]+)\](?:\s*[A-Z]+)?)\s*$/;
// The line, bare or labelled: `7`, `7:12`, `L:   3`.
const POSITION = /^(?:[A-Za-z]{1,6}(?::\s*|\s+))?\d+(?::\d+)?$/;
// A cell that names a file: a folder in it, or a short lower-case extension (a dotted rule id
// such as `Generic.PHP.LowerCaseConstant.Found` is neither).
const PATH_CELL = /^(?:[^\s/]*\/\S*|[\w@.~+-]+\.[a-z][a-z0-9]{0,4}(?::\d+){0,2})$/;
// A fixable mark some reports put before the message: `[x]`, `[ ]`.
const FIXABLE = /^\[[ x]\]\s*/;
const pathIn = (cell) => PATH_CELL.test(cell) ? ownPath(cell) : undefined;
const cellsOf = (line) => line.split(/[|│]/).map((cell) => cell.trim());
/** The rows of every table in the lines, but those of `skip`, and the lines the tables take. */
function readTables(lines, command, skip) {
    const rows = [];
    const claimed = new Set();
    let file;
    lines.forEach((line, at) => {
        if (skip.has(at))
            return;
        const heading = tables_HEADING.exec(line);
        if (heading !== null) {
            file = { path: ownPath(heading[1] ?? heading[2] ?? ''), at };
            return;
        }
        const cells = cellsOf(line);
        if (cells.length < 2)
            return;
        const first = cells.findIndex((cell) => cell !== '');
        const last = rows.at(-1);
        // Empty cells where the row above had its line: the message of that row goes on.
        if (last !== undefined && last.end === at - 1 && first > last.first) {
            rows[rows.length - 1] = { ...last, end: at, cells: [...last.cells, ...cells.slice(first)] };
            claimed.add(at);
            return;
        }
        // A row opens with its line, or names its file in a cell beside it.
        const inRow = cells.map(pathIn).find((path) => path !== undefined);
        const opens = POSITION.test(cells[first] ?? '');
        if (cells.length < 3 ||
            !(opens || (inRow !== undefined && cells.some((c) => POSITION.test(c)))))
            return;
        rows.push({ at, end: at, first, file: inRow ?? file?.path, cells });
        claimed.add(at);
        if (inRow === undefined && file !== undefined)
            claimed.add(file.at);
    });
    const diagnostics = rows.flatMap(({ at, file: rowFile, cells }) => {
        const text = cells
            .filter((cell) => cell !== '' && !POSITION.test(cell) && pathIn(cell) === undefined)
            .map((cell) => cell.replace(FIXABLE, ''))
            .join(' ');
        const found = diagnosticOf(rowFile, text, command, at);
        return found === undefined ? [] : [found];
    });
    return { found: errorsElseWarnings(diagnostics), claimed };
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/traceback.ts
// Tracebacks and stack traces: the exception (type and message) and the place in the
// repository it came from. Python prints the innermost frame last, the others first, so the
// repository's innermost frame is the last own one of a Python traceback and the first own one
// of any other trace. A trace with no exception type (valgrind's `Invalid read of size 4`) is
// named by the line above its frames. Rust's panics name their place on the panic's own line,
// and an exception may carry its place as a record of file, line and column:
// `Exception: Assert_failure ("./tests/test_top.ml", 4, 2).`





const PYTHON_START = /^\s*Traceback \(most recent call last\):/;
// `KeyError: 'x'`, `java.lang.IllegalStateException: x`, `AssertionError [ERR_ASSERTION]: x`.
const EXCEPTION = /^\s*(?:Uncaught |Exception in thread "[^"]*" |Caused by: )?((?:[a-z_$][\w$]*\.)*(?:[A-Z][\w$]*)?(?:Error|Exception|Failure|Interrupt|Exit)\w*)(?: \[[\w-]+\])?(?::\s*(.*))?$/;
const PYTHON_EXCEPTION = /^([A-Za-z_][\w.]*)(?::\s*(.*))?$/;
const PANIC = /^thread '([^']*)' panicked at (?:'(.*)', )?([^\s:]+):\d+:\d+:?$/;
// What a tool prints between its error and the frames: a source excerpt (`  3 |    host: x`, the
// `----^` under it), or a note on the state (valgrind's `Locks held: none`).
const STATE_NOTE = /^\s*[A-Z][a-z]+ [a-z]+: \S+\s*$/;
const codeFrame = (line) => EXCERPT_LINE.test(line) || STATE_NOTE.test(line);
// An uncaught exception with its place as its argument: `Exception: Assert_failure ("a.ml", 4, 2)`,
// `Fatal error: exception Match_failure("a.ml", 9, 4)`.
const PLACED_EXCEPTION = /^\s*(?:Exception:|(?:Fatal error: )?exception)\s+([A-Z][\w.]*)\s*\(\s*"([^"\s]+)",\s*\d+,\s*\d+\)/;
/** How far above its frames an exception's line may be (a diff of values can come between). */
const HEADER_REACH = 15;
const traceback_MESSAGE_CHARS = 80;
function traceback_found(trace, failureClass) {
    const { type, message, frame } = trace;
    const detail = [frame?.fn, message].filter((part) => part !== undefined && part !== '').join(' ');
    return {
        at: trace.at,
        hit: {
            tool: 'generic',
            failureClass,
            ...(type === undefined ? {} : { code: type }),
            ...(frame === undefined ? {} : { file: frame.file }),
            ...(detail === '' ? {} : { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(detail), traceback_MESSAGE_CHARS) })
        }
    };
}
/** An exception that names its own place, as a trace of one own frame. */
function placedException(line, at) {
    const m = PLACED_EXCEPTION.exec(line);
    if (m === null)
        return undefined;
    const file = (0,normalize/* normalizePath */.Fd)(m[2] ?? '');
    return { type: m[1], message: '', frame: isOwnFile(file) ? { file, own: true } : undefined, at };
}
/** A Python traceback from its first line: its frames, then the exception. */
function pythonTrace(lines, start) {
    let own;
    let i = start + 1;
    for (; i < lines.length; i++) {
        const line = lines[i] ?? '';
        const frame = frameOf(line);
        if (frame !== undefined) {
            if (frame.own)
                own = frame;
        }
        else if (line.trim() !== '' && !/^\s/.test(line))
            break;
    }
    const m = PYTHON_EXCEPTION.exec(lines[i] ?? '');
    if (m === null)
        return { end: i };
    return { trace: { type: m[1], message: m[2] ?? '', frame: own, at: i }, end: i };
}
/** The last line from `from` up to `to` that says something and is no part of an excerpt. */
function lastSaid(lines, from, to) {
    for (let i = to - 1; i >= from; i--) {
        const line = lines[i] ?? '';
        const excerpt = codeFrame(line) || /^\s*\.\.\./.test(line);
        if (!excerpt && !/^\s+at\s/.test(line) && frameOf(line) === undefined)
            return line.trim();
    }
    return undefined;
}
/** The exception a run of frames starting at `at` belongs to: the nearest such line above. */
function headerOf(lines, at) {
    for (let i = at - 1; i >= 0 && i >= at - HEADER_REACH; i--) {
        const m = EXCEPTION.exec(lines[i] ?? '');
        if (m === null)
            continue;
        // `Parse error on line 4:` goes on under it, past the excerpt it quotes: its last line before
        // the frames that is no part of the excerpt says what was wrong.
        const message = m[2] ?? '';
        const goesOn = message.endsWith(':') ? lastSaid(lines, i + 1, at) : undefined;
        return { type: m[1], message: goesOn === undefined ? message : `${message} ${goesOn}`, at: i };
    }
    // No exception named: the line above the frames, and what it prints with it, says what went
    // wrong.
    let said = at - 1;
    while (said > 0 && said > at - HEADER_REACH && codeFrame(lines[said] ?? ''))
        said--;
    return { message: (lines[said] ?? '').trim(), at: said };
}
/** Every trace in the lines, but those of `skip`; `checked` when a memory checker printed them. */
function readTracebacks(lines, command, skip, checked = false) {
    // Under a memory checker the program ran, whatever built it first.
    const failureClass = checked ? ranClass(command) : (classFromCommand(command) ?? 'test');
    const traces = [];
    for (let i = 0; i < lines.length; i++) {
        if (skip.has(i))
            continue;
        const line = lines[i] ?? '';
        if (PYTHON_START.test(line)) {
            const { trace, end } = pythonTrace(lines, i);
            if (trace !== undefined)
                traces.push(trace);
            i = end;
            continue;
        }
        const placed = placedException(line, i);
        if (placed !== undefined) {
            traces.push(placed);
            continue;
        }
        const panic = PANIC.exec(line);
        if (panic !== null) {
            const file = (0,normalize/* normalizePath */.Fd)(panic[3] ?? '');
            const message = panic[2] ?? (lines[i + 1] ?? '').trim();
            traces.push({
                type: 'panic',
                message,
                frame: isOwnFile(file) ? { file, own: true } : undefined,
                at: i
            });
            continue;
        }
        if (frameOf(line) === undefined || frameOf(lines[i - 1] ?? '') !== undefined)
            continue;
        // The first frame of a run: its exception above it, its first own frame in it.
        let own;
        let end = i;
        for (; end < lines.length; end++) {
            const frame = frameOf(lines[end] ?? '');
            if (frame === undefined)
                break;
            own ??= frame.own ? frame : undefined;
        }
        const header = headerOf(lines, i);
        // A header another structure read (a diagnostic the tool printed before its own stack).
        if (skip.has(header.at)) {
            i = end - 1;
            continue;
        }
        if (header.message !== '' || header.type !== undefined) {
            traces.push({ type: header.type, message: header.message, frame: own, at: header.at });
        }
        i = end - 1;
    }
    return traces.map((t) => traceback_found(t, failureClass));
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/trailers.ts
// Lines that close a failure by pointing back at it: a compiler's `aborting due to previous
// errors`, a checker's `cannot make progress due to previous errors`, `see above`, a threshold's
// verdict over the items listed above it, and a wrapper's echo of the command that failed inside it (`make: *** [Makefile:3: deps] Error 2`).
// Every failure of a tool prints the same one, so it names none: the line it points back to does.
// A threshold's verdict (`too many duplicates (30%) over threshold (0%)`) closes every failing
// run alike; the items over it are listed above it.
const THRESHOLD = /\b(?:over|above|exceed(?:s|ed|ing)?|(?:does|did) not meet) (?:the )?(?:\w{1,20} )?threshold\b/i;
const POINTS_BACK = /\b(?:due to (?:the )?(?:previous|earlier|above|preceding) (?:errors?|failures?|problems?)|(?:see|errors?|problems?|failures?|reported|listed|shown) above|previous errors?)\b/i;
// `make: *** [target] Error 2`, `make[1]: *** [Makefile:9: all] Error 1`, and the like from any
// tool that echoes a target it ran; a task runner's `Command failed with status (1): [cmd]`.
const WRAPPER_ECHO = /^\s*[\w.-]+(?:\[\d+\])?: \*\*\* \[[^\]]{1,300}\] (?:Error|Interrupt)\b|\bCommand failed with (?:exit )?(?:status|code):? \(?N?\d*\)?/;
/** Whether the line only points back at a failure printed before it. */
const isTrailer = (line) => POINTS_BACK.test(line) || WRAPPER_ECHO.test(line) || THRESHOLD.test(line);

;// CONCATENATED MODULE: ./src/rules/logs/generic.ts
// The generic reader: what a failing step's last lines say when no matcher claimed any of them.
// It reads structures, not tools (structures/): diffs and tables first (their rows are no one
// else's), test lists and reports, failed steps, items under headings that name a problem,
// diagnostics, the unit a tool stopped at, traces, the shell's own errors, graphs, schema errors,
// and expected/received pairs. It runs once per failing step on lines the excerpt holds already,
// never per log line, so a large log costs it nothing.





















/** How much of a line the structures read: a name, a path or a rule is far shorter. */
const LINE_CHARS = 600;
// valgrind and the sanitizers tag each line with the process id: `==4242== Invalid read`,
// `==4242==ERROR: AddressSanitizer: ...`.
const PROCESS_TAG = /^==\d+== ?/;
/**
 * Read the last lines of a failing step that `command` ran. Test lists (items, or locations
 * under a failure heading), failed checks at their place and a memory checker's reports claim
 * their lines; traces, shell errors and diagnostics are read from the lines left. A pair of
 * expected and found values names the failure only when nothing else does.
 */
function readGeneric(lines, command) {
    const raw = lines.map((l) => l.text.replace(PROCESS_TAG, '').slice(0, LINE_CHARS));
    const checked = lines.some((l) => PROCESS_TAG.test(l.text));
    // A diff's hunks are code, a table's rows its own: no other structure reads them.
    const diffs = readDiffs(raw, command);
    const tables = readTables(raw, command, diffs.claimed);
    const texts = raw.map((text, at) => (diffs.claimed.has(at) || tables.claimed.has(at) ? '' : text));
    const list = readFailureList(texts);
    const lists = [
        list,
        readLocatedVerdicts(texts, list.claimed),
        readClassVerdicts(texts, command, list.claimed),
        readLocatedList(texts),
        readMemoryReports(texts, command),
        readProblemSections(texts, list.claimed),
        readSpannedPlaces(texts, command, list.claimed),
        readFailedSteps(texts, list.claimed)
    ];
    const claimed = new Set(lists.flatMap((read) => [...read.claimed]));
    // A diagnostic with a rule, or a failed check at its place, says what it is about; the lines
    // left may hold a unit a tool stopped at, and a stop's reading of a line comes before a plain
    // diagnostic's. A trace may name a stop's error too, so traces read the same lines.
    const diagnostics = readDiagnostics(texts, command, claimed);
    const told = diagnostics.filter((d) => d.hit.code !== undefined || d.hit.failureClass === 'test');
    const stops = readStops(texts, command, new Set([...claimed, ...told.map((d) => d.at)]));
    const skip = new Set([...claimed, ...stops.claimed]);
    // A diagnostic's line is read: a trace, a graph or a schema error there would say it twice.
    const read = new Set([...claimed, ...diagnostics.map((d) => d.at)]);
    const found = [
        ...diffs.found,
        ...tables.found,
        ...lists.flatMap((read) => read.found),
        ...stops.found,
        ...diagnostics.filter((d) => !stops.claimed.has(d.at)),
        ...readTracebacks(texts, command, read, checked),
        ...readShellErrors(texts, command, skip),
        ...readModuleGraph(texts, new Set([...skip, ...read])),
        ...readSchemaErrors(texts, command, new Set([...skip, ...read])),
        ...readExceededLimits(texts, new Set([...skip, ...read]))
    ];
    // A trailer that points back at the failure, or a wrapper's echo of it, yields to what names it;
    // a line that reports a pass never names one.
    const naming = found.filter(({ hit, at }) => !isTrailer(texts[at] ?? '') && !isTrailer(hit.detail ?? '') && !reportsPass(texts[at] ?? ''));
    const expectations = readExpectations(texts);
    const specific = naming.length > 0 ? naming : found;
    const named = specific.length > 0 ? specific : expectations.filter((e) => !e.inline);
    return {
        failures: named.flatMap(({ hit, at }) => {
            const line = lines[at];
            if (line === undefined)
                return [];
            const file = hit.file === undefined ? undefined : inCommandFolder(hit.file, command);
            return [{ hit: file === hit.file ? hit : { ...hit, file }, line }];
        }),
        facts: [...new Set(expectations.map((e) => e.fact))]
    };
}

;// CONCATENATED MODULE: ./src/rules/logs/literal-trie.ts
// A regex that finds any of a set of literal words, written as a trie: `error(?:: | TS|\[)?`
// rather than `error: |error TS|error\[|error`. The regex engine then tests each position of a
// line once per distinct first character instead of once per word, and at each position takes
// the longest word that starts there.
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function source(node) {
    const branches = [...node.next].map(([char, child]) => escapeRegExp(char) + source(child));
    if (branches.length === 0)
        return '';
    const choice = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    // Greedy: a longer word wins over a word that is its prefix.
    return node.end ? `(?:${choice})?` : choice;
}
/** Source of a regex matching the longest of `words` at each position. */
function literalTrie(words) {
    const root = { next: new Map(), end: false };
    for (const word of words) {
        let node = root;
        for (const char of word) {
            let child = node.next.get(char);
            if (child === undefined) {
                child = { next: new Map(), end: false };
                node.next.set(char, child);
            }
            node = child;
        }
        node.end = true;
    }
    return source(root);
}

// EXTERNAL MODULE: ./src/rules/logs/line-parts.ts
var line_parts = __webpack_require__(1590);
;// CONCATENATED MODULE: ./src/rules/logs/matchers.ts
// The table of tool outputs the scanner recognises. Each matcher names literal `needles`, one
// of which every line it can match contains: the scanner finds needles with one regex per line
// and runs only the matchers whose needle is present, so the per-tool regexes never see the
// noise. Matchers run in table order; the first that returns a hit, or CONTEXT for a line that
// only sets state (a file header), claims the line.



/** A region's answer for a line that is no failure but worth keeping as an error line. */
const KEY = 'key';
const FORMATTER = /\b(gofmt|goimports|rustfmt|cargo fmt|prettier|clang-format|black|isort|ruff format|dprint|biome format)\b/;
function newMatchContext(stepCommand) {
    return {
        lineNumber: 0,
        stepCommand,
        formatter: FORMATTER.exec(stepCommand)?.[1],
        testFile: undefined,
        lintFile: undefined,
        suitePath: [],
        specRecap: false,
        arrow: undefined,
        rustFile: undefined,
        region: undefined
    };
}
/** A matcher's answer for a line that only updated the context. */
const CONTEXT = 'context';
const REGION_SPAN = 5000;
const test = (tool, name, file) => ({
    tool,
    failureClass: 'test',
    test: (0,normalize/* normalizeName */.Pc)(name),
    ...(file === undefined ? {} : { file: (0,normalize/* normalizePath */.Fd)(file) })
});
const coded = (tool, failureClass, code, file, detail) => ({
    tool,
    failureClass,
    ...(code === undefined ? {} : { code }),
    ...(file === undefined ? {} : { file: (0,normalize/* normalizePath */.Fd)(file) }),
    ...(detail === undefined ? {} : { detail: (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(detail), 80) })
});
const infra = (code, detail) => ({
    tool: 'system',
    failureClass: 'infra',
    code,
    ...(detail === undefined || detail === '' ? {} : { detail })
});
/** A module path as an identity: workspace-relative when it is a file, as written otherwise. */
const moduleName = (module) => module.startsWith('/') || /^[A-Za-z]:\\/.test(module) ? (0,normalize/* normalizePath */.Fd)(module) : module;
/** A module a bundler could not resolve, named with the file that imports it. */
const unresolved = (tool, module, importer) => ({
    tool,
    failureClass: 'build',
    ...(importer === undefined ? {} : { file: (0,normalize/* normalizePath */.Fd)(importer) }),
    detail: `unresolved ${moduleName(module)}`
});
const missingModule = (tool, code, module, importer) => ({
    tool,
    failureClass: 'dependency',
    ...(code === undefined ? {} : { code }),
    ...(importer === undefined ? {} : { file: (0,normalize/* normalizePath */.Fd)(importer) }),
    detail: moduleName(module)
});
const bundler = (line, ctx) => line.includes('[vite]') || /\bvite\b/.test(ctx.stepCommand) ? 'vite' : 'rollup';
// Needles as specific as the lines they find: most lines of a busy log mention an error, npm
// or a .py file, and every line a needle finds costs a dispatch.
const NPM_ERROR = ['npm ERR!', 'npm error'];
// A linter's `path.py:12:5:`, not pytest's `path.py::test`.
const PY_LINE = [...'123456789'].map((digit) => `.py:${digit}`);
/** Read the next few lines (past the needle filter) for the rest of this failure. */
function follow(ctx, span, read) {
    ctx.region = { kind: 'follow', until: ctx.lineNumber + span, read };
}
// Where a network failure went: the host names it apart from a failure to reach another one.
// Most specific first: git names the URL it fetched before the host it could not resolve.
const HOSTS = [
    /(?:resolve host:? |getaddrinfo [A-Z_]+ |ENOTFOUND |EAI_AGAIN |connect to |connect E[A-Z]+ )['"[]?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/,
    /https?:\/\/([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/
];
const hostIn = (line) => {
    for (const host of HOSTS) {
        const found = host.exec(line)?.[1];
        if (found !== undefined)
            return found;
    }
    return undefined;
};
// Signals a crashing process dies of, as bash words them.
const SIGNALS = {
    'Segmentation fault': 'SIGSEGV',
    Aborted: 'SIGABRT',
    'Bus error': 'SIGBUS',
    'Floating point exception': 'SIGFPE',
    'Illegal instruction': 'SIGILL'
};
const crash = (command, signal) => test('crash', `${(0,normalize/* normalizeText */.fQ)(command)} (${signal})`);
// Exit codes with a meaning of their own. 126/127 and the signals are read more precisely from
// the shell's own line when there is one, so the exit code only stands in for it.
const EXIT_CODES = {
    124: (command) => infra('timeout', (0,normalize/* normalizeText */.fQ)(command)),
    126: (command) => ({ ...infra('not-executable', (0,normalize/* normalizeText */.fQ)(command)), secondary: true }),
    127: (command) => ({ ...infra('command-not-found', (0,normalize/* normalizeText */.fQ)(command)), secondary: true }),
    134: (command) => ({ ...crash(command, 'SIGABRT'), secondary: true }),
    135: (command) => ({ ...crash(command, 'SIGBUS'), secondary: true }),
    136: (command) => ({ ...crash(command, 'SIGFPE'), secondary: true }),
    137: (command) => infra('oom', (0,normalize/* normalizeText */.fQ)(command)),
    139: (command) => ({ ...crash(command, 'SIGSEGV'), secondary: true }),
    143: (command) => infra('terminated', (0,normalize/* normalizeText */.fQ)(command))
};
/** What a step's exit code alone says about it, with the step's command as the subject. */
function exitCodeHit(code, command) {
    return EXIT_CODES[code]?.(command);
}
/** How far a clippy note sits below its diagnostic's ` --> ` line, at most. */
const RUST_NOTE_LINES = 12;
const PYRIGHT_RULE = /\((report\w+)\)$/;
const FLOW_RULE = /\[([\w-]+)\]$/;
const ESBUILD_LOCATION = /^\s+(\S+?):\d+:\d+:$/;
const WEBPACK_UNRESOLVED = /^Module not found: (?:Error: )?Can't resolve '([^']+)'/;
const GO_TEST_FILE = /^\s+\w+_test\.go:\d+: /;
// What `^\s+symbol:\s+(.+)$` reads (the symbol, or the last blank when nothing follows them)
// without trying every split of the blanks between `\s+` and `.+` when a line end follows.
const JAVAC_SYMBOL = /^\s+symbol:\s+(\S.*|[^\S\n\r\u2028\u2029])$/;
/** Depth of a node --test line: TAP indents 4 spaces a level, the spec reporter 2. */
const depth = (indent, width) => Math.floor(indent.length / width);
/** A suite heading of node --test: the suite path is cut to its level and the suite named there. */
function enterSuite(ctx, level, name) {
    ctx.suitePath.length = level;
    ctx.suitePath[level] = (0,normalize/* normalizeName */.Pc)(name);
    return CONTEXT;
}
function suiteTest(ctx, level, name) {
    const path = [...ctx.suitePath.slice(0, level), name];
    return test('node-test', path.join('>'));
}
// npm reports network and disk trouble with the same `code` line as dependency errors.
const NPM_INFRA_CODES = {
    ECONNRESET: 'network',
    ETIMEDOUT: 'network',
    ECONNREFUSED: 'network',
    ENOTFOUND: 'network',
    EAI_AGAIN: 'network',
    ENETUNREACH: 'network',
    ENOSPC: 'disk-full',
    ENOMEM: 'oom'
};
// A network error counts when the line reports a failure, not when a tool says it will retry.
const NETWORK_FAILURE = /\b(?:error|Error|ERROR|ERR!|fatal|failed|FAILED)\b/;
const network = (needle, pattern, always = false) => ({
    needles: [needle],
    pattern,
    read: (m) => always || NETWORK_FAILURE.test(m.input) ? infra('network', hostIn(m.input)) : undefined
});
// Test titles first: a test named after an error (`● retries on ECONNRESET`) is a test.
const MATCHERS = [
    // ---------------------------------------------------------------- test runners
    {
        // jest (and vitest's file lines): the file whose failures follow.
        needles: ['FAIL'],
        pattern: /^\s*FAIL\s+(\S+\.\w+)(?:\s+\([\d.]+\s*m?s\))?$/,
        read: (m, ctx) => {
            ctx.testFile = (0,normalize/* normalizePath */.Fd)(m[1] ?? '');
            return CONTEXT;
        }
    },
    {
        // ^\s*FAIL\s+(\S+\.\w+) > (.+?)(?:\s+\d+ms)?$, its title split off in one pass.
        needles: ['FAIL'],
        pattern: /^\s*FAIL\s+(\S+\.\w+) > /,
        read: (m) => {
            const title = (0,line_parts/* splitTail */.H$)(m.input, m[0].length, /^\d+ms$/)?.head;
            return title === undefined ? undefined : test('vitest', title.split(' > ').join('>'), m[1]);
        }
    },
    {
        needles: ['●'],
        pattern: /^\s*● (?!Console$|Deprecation Warning|Validation (?:Error|Warning))(.+)$/,
        read: (m, ctx) => {
            const name = m[1] === 'Test suite failed to run' ? '(suite failed to run)' : (m[1] ?? '');
            return test('jest', name.split(' › ').join('>'), ctx.testFile);
        }
    },
    {
        // pytest's summary (`FAILED path::test - msg`, `ERROR path`) and its -v progress lines: the
        // pattern finds the lines, pytestParts reads them.
        needles: ['FAIL', 'ERROR'],
        pattern: /^(?:(?:FAILED|ERROR) |\S+?\.py::)/,
        read: (m) => {
            const parts = (0,line_parts/* pytestParts */.ie)(m.input);
            if (parts === undefined)
                return undefined;
            return test('pytest', (parts.test ?? '(collection)').replace(/::/g, '>'), parts.file);
        }
    },
    {
        // unittest names a test `name (module.Class.name)`; before Python 3.11 without the name.
        needles: ['FAIL', 'ERROR'],
        pattern: /^(?:FAIL|ERROR): (\w+) \(([\w.]+)\)/,
        read: (m) => {
            const name = m[1] ?? '';
            const where = m[2] ?? '';
            return test('unittest', where.endsWith(`.${name}`) ? where : `${where}.${name}`);
        }
    },
    {
        needles: ['FAIL'],
        pattern: /^\s*--- FAIL: (\S+) \(/,
        read: (m, ctx) => {
            // The test's own file:line report follows: kept for the summary.
            follow(ctx, 2, (line) => (GO_TEST_FILE.test(line) ? KEY : undefined));
            return test('go-test', m[1] ?? '');
        }
    },
    {
        // The package line repeats what `--- FAIL` said; alone it names a package that panicked.
        needles: ['FAIL'],
        pattern: /^FAIL\s+(\S+)\s+(?:[\d.]+s|\[build failed\]|\[setup failed\])$/,
        read: (m) => ({ ...test('go-test', m[1] ?? ''), secondary: true })
    },
    {
        needles: ['FAIL'],
        pattern: /^The following tests FAILED:$/,
        read: (_m, ctx) => {
            ctx.region = { kind: 'ctest', until: ctx.lineNumber + REGION_SPAN };
            return CONTEXT;
        }
    },
    {
        needles: Object.keys(SIGNALS),
        // A line end (a CR, U+2028) anywhere makes it no match: tested first, so the rest of the line
        // is not read again after each `line N: N ` in vain.
        pattern: /^(?=[^\n\r\u2028\u2029]*$)(?:.*line \d+: +\d+ )?(Segmentation fault|Aborted|Bus error|Floating point exception|Illegal instruction)(?: +\(core dumped\))?(?: +(\S.*))?$/,
        // Only the shell's job line (`line 2:  4242 Aborted  ./x`) names a command after the signal:
        // `Aborted with 1 warnings in strict mode!` on a line of its own is a tool's sentence.
        read: (m, ctx) => m[2] !== undefined && m[0].startsWith(m[1] ?? '')
            ? undefined
            : crash(m[2] ?? ctx.stepCommand, SIGNALS[m[1] ?? ''] ?? '')
    },
    {
        // cargo: a test binary killed by a signal.
        needles: ["didn't exit successfully"],
        // `(\S+)[^`]*`` split: what follows the binary is a blank and its arguments, or the backtick.
        pattern: /process didn't exit successfully: `(\S+)(?:\s[^`]*)?` \(signal: \d+, (SIG\w+)/,
        read: (m) => crash((0,normalize/* normalizePath */.Fd)(m[1] ?? '').replace(/-[0-9a-f]{16}$/, ''), m[2] ?? '')
    },
    {
        needles: ['FAIL'],
        pattern: /^test (\S+) \.\.\. FAILED$/,
        read: (m) => test('cargo-test', m[1] ?? '')
    },
    {
        // Surefire 3 (`pkg.Class.method -- Time elapsed`) and 2 (`method(pkg.Class)  Time elapsed`).
        needles: ['<<< '],
        pattern: /^\[ERROR\] (?:([\w.$]+)\.([\w$]+) -- |([\w$]+)\(([\w.$]+)\)\s+)Time elapsed.*<<< (?:FAILURE|ERROR)!$/,
        read: (m) => test('junit', `${m[1] ?? m[4] ?? ''}.${m[2] ?? m[3] ?? ''}`)
    },
    {
        needles: ['There w'],
        pattern: /^There (?:was|were) \d+ failures?:$/,
        read: (_m, ctx) => {
            ctx.region = { kind: 'junit', until: ctx.lineNumber + REGION_SPAN };
            return CONTEXT;
        }
    },
    {
        needles: ['failing'],
        pattern: /^\s+\d+ failing$/,
        read: (_m, ctx) => {
            ctx.region = { kind: 'mocha', until: ctx.lineNumber + REGION_SPAN, title: undefined };
            return CONTEXT;
        }
    },
    {
        needles: ['# Subtest: '],
        pattern: /^(\s*)# Subtest: (.+)$/,
        read: (m, ctx) => enterSuite(ctx, depth(m[1] ?? '', 4), m[2] ?? '')
    },
    {
        needles: ['not ok '],
        // A line end after the dash makes it no match: tested first, so the rest of the line is not
        // read again from each ` # SKIP` in vain.
        pattern: /^(\s*)not ok \d+ - (?=[^\n\r\u2028\u2029]*$)(.+?)( # (?:SKIP|TODO)\b.*)?$/,
        read: (m, ctx) => {
            if (m[3] !== undefined)
                return CONTEXT;
            const hit = suiteTest(ctx, depth(m[1] ?? '', 4), m[2] ?? '');
            // Outside any `# Subtest:` the name may be an assertion's message under a group a plain
            // comment names: the generic reader reads that shape, and the place in the diagnostics.
            return ctx.suitePath.length === 0 ? { ...hit, secondary: true } : hit;
        }
    },
    {
        needles: ['▶ '],
        pattern: /^(\s*)▶ (.+)$/,
        read: (m, ctx) => enterSuite(ctx, depth(m[1] ?? '', 2), m[2] ?? '')
    },
    {
        needles: ['✖ '],
        // node's spec reporter; the duration sets it apart from eslint's `✖ 3 problems` line.
        pattern: /^(\s*)✖ (?:(.+?) \([\d.]+m?s\)|(failing tests:))$/,
        read: (m, ctx) => {
            if (m[3] !== undefined)
                ctx.specRecap = true;
            if (ctx.specRecap || m[2] === undefined)
                return CONTEXT;
            const level = depth(m[1] ?? '', 2);
            // A suite's own line closes it; its failing tests were already read.
            if (ctx.suitePath[level] === (0,normalize/* normalizeName */.Pc)(m[2]))
                return CONTEXT;
            return suiteTest(ctx, level, m[2]);
        }
    },
    // ---------------------------------------------------------------- dependencies
    {
        // An ERESOLVE names the installed version and the peer range that rejects it.
        needles: NPM_ERROR,
        // Each `\S+@\S+` ends the line: checked first, so its `@` is looked for once.
        pattern: /^npm (?:ERR!|error) (?:Found: (?=\S+$)(\S+@\S+)|Conflicting peer dependency: (?=\S+$)(\S+@\S+)|((?:peer |peerOptional )?\S+@"[^"]*" from (?=\S+$)\S+@\S+))$/,
        read: (m) => ({
            tool: 'npm',
            failureClass: 'dependency',
            code: 'ERESOLVE',
            detail: m[1] === undefined ? (m[2] ?? m[3] ?? '') : `found ${m[1]}`
        })
    },
    {
        needles: ['conflict is caused by'],
        pattern: /^The conflict is caused by:$/,
        read: (_m, ctx) => {
            ctx.region = { kind: 'pip-conflict', until: ctx.lineNumber + REGION_SPAN };
            return CONTEXT;
        }
    },
    {
        needles: ['No module named', 'cannot import name'],
        pattern: /\b(ModuleNotFoundError|ImportError): (?:No module named '([\w.]+)'|cannot import name '(\w+)' from '([\w.]+)')/,
        read: (m) => missingModule('python', m[1], m[2] ?? `${m[4] ?? ''}.${m[3] ?? ''}`)
    },
    {
        // node's CommonJS and ESM loaders, and jest's resolver.
        needles: ['Cannot find module', 'Cannot find package'],
        pattern: /(?:^\s*|Error(?: \[ERR_MODULE_NOT_FOUND\])?: )Cannot find (?:module|package) '([^']+)'(?: from '([^']+)'| imported from (\S+))?/,
        read: (m) => missingModule('node', undefined, m[1] ?? '', m[2] ?? m[3])
    },
    {
        needles: ['go.sum entry', 'module provides package', 'module providing package'],
        pattern: /(?:missing go\.sum entry for module providing package|no required module provides package|cannot find module providing package) ([^\s;:]+)/,
        read: (m) => missingModule('go', undefined, m[1] ?? '')
    },
    {
        needles: ['go: '],
        pattern: /^go: ([\w.~-]+(?:\/[\w.~-]+)+)@\S+?: /,
        read: (m) => missingModule('go', undefined, m[1] ?? '')
    },
    {
        needles: ['By not providing "Find', 'Could NOT find ', 'configuration file provided by'],
        pattern: /By not providing "Find(\S+?)\.cmake"|Could NOT find (\S+)|configuration file provided by "([^"]+)"/,
        read: (m) => missingModule('cmake', undefined, `find_package ${m[1] ?? m[2] ?? m[3] ?? ''}`)
    },
    {
        needles: ["No package '"],
        pattern: /No package '([^']+)' found/,
        read: (m) => missingModule('cmake', undefined, `pkg-config ${m[1] ?? ''}`)
    },
    {
        needles: NPM_ERROR,
        pattern: /^npm (?:ERR!|error) code (E[A-Z0-9_]+)$/,
        read: (m) => {
            const code = m[1] ?? '';
            const trouble = NPM_INFRA_CODES[code];
            return trouble === undefined ? coded('npm', 'dependency', code) : infra(trouble);
        }
    },
    {
        needles: NPM_ERROR,
        pattern: /^npm (?:ERR!|error) 404\s+(?:The requested resource )?'((?:@[^/'\s]+\/)?[^@'\s]+)@[^']*' (?:is not in|could not be found)/,
        read: (m) => ({ tool: 'npm', failureClass: 'dependency', code: 'E404', detail: m[1] ?? '' })
    },
    {
        needles: NPM_ERROR,
        pattern: /^npm (?:ERR!|error) notarget No matching version found for ((?:@[^/\s]+\/)?[^@\s]+)@/,
        read: (m) => ({ tool: 'npm', failureClass: 'dependency', code: 'ETARGET', detail: m[1] ?? '' })
    },
    {
        needles: ['ERROR'],
        pattern: /^ERROR: (?:Could not find a version that satisfies the requirement|No matching distribution found for) ([A-Za-z0-9][\w.-]*)/,
        read: (m) => ({ tool: 'pip', failureClass: 'dependency', detail: (m[1] ?? '').toLowerCase() })
    },
    {
        needles: ['ERROR'],
        pattern: /^ERROR: (ResolutionImpossible|Cannot install .* conflicting dependencies)/,
        read: () => ({ tool: 'pip', failureClass: 'dependency', detail: 'conflict' })
    },
    {
        // The artifact of ^\[ERROR\] .*(cause).*?(?:artifact|Plugin) ([\w.-]+:[\w.-]+), in one pass.
        needles: ['ERROR'],
        pattern: /^\[ERROR\] .*(?:Could not resolve dependencies for project|could not be resolved)/,
        read: (m) => {
            const artifact = (0,line_parts/* mavenArtifact */.cI)(m.input);
            return artifact === undefined
                ? undefined
                : { tool: 'maven', failureClass: 'dependency', detail: artifact };
        }
    },
    {
        needles: ['error: '],
        pattern: /^error: (?:no matching package named `([^`]+)`|failed to select a version for (?:the requirement )?`([^`= ]+)|failed to get `([^`]+)` as a dependency)/,
        read: (m) => ({
            tool: 'cargo',
            failureClass: 'dependency',
            detail: m[1] ?? m[2] ?? m[3] ?? ''
        })
    },
    // ---------------------------------------------------------------- type checkers
    {
        needles: ['error TS'],
        pattern: /^\s*(?:(\S.*?)(?:\(\d+,\d+\):|:\d+:\d+ -) )?error (TS\d+):(?: Cannot find module '([^'.][^']*)')?/,
        // A package the compiler cannot find is a dependency, named; a relative import is a type error.
        read: (m) => m[3] === undefined ? coded('tsc', 'type', m[2], m[1]) : missingModule('tsc', m[2], m[3], m[1])
    },
    {
        // ^(\S+?\.pyi?):\d+(?::\d+)?: error: (.*?)(?:\s+\[([\w-]+)\])?$, its code split off in one pass.
        needles: ['error: '],
        pattern: /^(\S+?\.pyi?):\d+(?::\d+)?: error: /,
        read: (m) => {
            const split = (0,line_parts/* splitTail */.H$)(m.input, m[0].length, /^\[([\w-]+)\]$/, 0);
            if (split === undefined)
                return undefined;
            const code = split.tail?.[1];
            return code === undefined
                ? coded('mypy', 'type', undefined, m[1], split.head)
                : coded('mypy', 'type', code, m[1]);
        }
    },
    {
        // pyright; a long message wraps, and its rule ends the last line.
        needles: ['error: '],
        pattern: /^\s*(\S+?\.pyi?):\d+:\d+ - error: .*?(?:\((report\w+)\))?$/,
        read: (m, ctx) => {
            if (m[2] !== undefined)
                return coded('pyright', 'type', m[2], m[1]);
            const file = m[1];
            follow(ctx, 8, (line) => {
                const rule = line.includes(' - error: ') ? undefined : PYRIGHT_RULE.exec(line)?.[1];
                return rule === undefined ? undefined : coded('pyright', 'type', rule, file);
            });
            return CONTEXT;
        }
    },
    {
        needles: ['Error -'],
        pattern: /^Error -+ (\S+?):\d+:\d+$/,
        read: (m, ctx) => {
            const file = m[1];
            follow(ctx, 6, (line) => {
                const rule = FLOW_RULE.exec(line)?.[1];
                return rule === undefined ? undefined : coded('flow', 'type', rule, file);
            });
            return CONTEXT;
        }
    },
    // ---------------------------------------------------------------- compilers
    {
        // Python and JavaScript that does not parse: wherever it surfaces, the code does not build.
        needles: ['SyntaxError: ', 'IndentationError: ', 'TabError: '],
        pattern: /^(?:E\s+)?(?:Uncaught )?(SyntaxError|IndentationError|TabError): (.+)$/,
        read: (m, ctx) => coded(/python|pytest|\.py\b/.test(ctx.stepCommand) ? 'python' : 'node', 'build', m[1], undefined, m[2])
    },
    {
        needles: ['error['],
        pattern: /^error\[(E\d{4})\]: /,
        read: (m, ctx) => {
            const code = m[1] ?? '';
            ctx.arrow = { code, lineNumber: ctx.lineNumber, line: m.input };
            return coded('rustc', 'build', code);
        }
    },
    {
        needles: ['--> '],
        pattern: /^\s*--> (\S+?):\d+:\d+$/,
        read: (m, ctx) => {
            const pending = ctx.arrow;
            ctx.arrow = undefined;
            ctx.rustFile = { file: m[1] ?? '', lineNumber: ctx.lineNumber };
            return pending !== undefined && ctx.lineNumber - pending.lineNumber <= 2
                ? { ...coded('rustc', 'build', pending.code, m[1]), line: pending.line }
                : undefined;
        }
    },
    {
        needles: ['error: '],
        pattern: 
        // A trailing bracket names the flag that made a warning fatal, or a checker's rule
        // (cppcheck, clang-tidy print their findings in the compiler's shape).
        /^(\S+?\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|m|mm|cu)):\d+(?::\d+)?: (?:fatal )?error: (.*?)(?: \[(-W[\w=-]+|[A-Za-z][\w.,-]*)\])?$/,
        read: (m) => {
            // A doc tool's warning made fatal (`... (warning treated as error, aborting now)`) is no
            // compile error: the generic reader's promoted warnings read it.
            if (/\bwarning treated as error\b/.test(m[2] ?? ''))
                return undefined;
            // A test framework's failed check in the compiler's shape (`error: Failure in TEST(Cart,
            // Adds)`) is a test's failure: the generic reader reads it.
            if (assertionFailed(m[2] ?? ''))
                return undefined;
            if (m[3] === '-Wclang-format-violations')
                return coded('clang-format', 'lint', undefined, m[1]);
            if (m[3] === undefined)
                return coded('cc', 'build', undefined, m[1], (m[2] ?? '').replace(/[;(].*$/, ''));
            // A check's name, not a compiler flag: a static analyser's finding (cppcheck, clang-tidy).
            return m[3].startsWith('-W')
                ? coded('cc', 'build', m[3].replace('-Werror=', '-W'), m[1])
                : coded('cc', 'lint', m[3].split(',')[0], m[1]);
        }
    },
    {
        needles: ['undefined reference'],
        pattern: /undefined reference to [`'‘]([^'’`]+)['’`]/,
        read: (m) => coded('cc', 'build', undefined, undefined, `undefined reference to ${m[1]}`)
    },
    {
        needles: ['error: '],
        pattern: /^(\S+?\.java):\d+: error: (.+)$/,
        read: (m, ctx) => {
            const hit = coded('javac', 'build', undefined, m[1], m[2]);
            // `cannot find symbol` names the symbol two lines down, under the source and caret.
            follow(ctx, 4, (line) => {
                const symbol = JAVAC_SYMBOL.exec(line)?.[1];
                return symbol === undefined
                    ? undefined
                    : { ...hit, detail: `${hit.detail ?? ''}:${(0,normalize/* normalizeText */.fQ)(symbol)}` };
            });
            return hit;
        }
    },
    {
        needles: ['ERROR'],
        pattern: /^\[ERROR\] (\S+?\.java):\[\d+,\d+\] (.+)$/,
        read: (m) => coded('javac', 'build', undefined, m[1], m[2])
    },
    {
        needles: ['No rule to make target'],
        pattern: /No rule to make target [`'‘]([^'’`]+)['’`](?:, needed by [`'‘]([^'’`]+)['’`])?/,
        read: (m) => coded('make', 'build', undefined, undefined, `no rule for ${m[1] ?? ''} <- ${m[2] ?? ''}`)
    },
    {
        // make echoes the recipe that failed; what failed inside it was read above it.
        needles: ['*** ['],
        // The target ends at the first `]`, which a blank must follow: checked first, so each
        // `file:line: ` before it is not read on from.
        pattern: /^g?make(?:\[\d+\])?: \*\*\* \[(?=[^\]]+\] )(?:[^\]]*?:\d+: )?([^\]]+)\] /,
        read: (m) => {
            const target = (0,normalize/* normalizePath */.Fd)(m[1] ?? '');
            return {
                tool: 'make',
                failureClass: classFromCommand(target) ?? 'build',
                detail: target,
                secondary: true
            };
        }
    },
    {
        needles: ['CMake Error'],
        pattern: /^CMake Error(?: at (\S+?):\d+ \((\w+)\))?: ?(.*)$/,
        read: (m, ctx) => {
            if (m[1] === undefined)
                return coded('cmake', 'build', undefined, undefined, m[3]);
            const file = (0,normalize/* normalizePath */.Fd)(m[1]);
            // find_package and CMake's own modules: the package lines below say what is missing.
            if (m[2] === 'find_package' || file.startsWith('/'))
                return CONTEXT;
            const command = m[2] ?? '';
            follow(ctx, 3, (line) => line.trim() === ''
                ? undefined
                : coded('cmake', 'build', undefined, file, `${command}: ${line}`));
            return CONTEXT;
        }
    },
    {
        // ^(?:✘|X) \[ERROR\] (.+?)(?: \[plugin [^\]]+\])?$, its message split off in one pass.
        needles: ['[ERROR]'],
        pattern: /^(?:✘|X) \[ERROR\] /,
        read: (m, ctx) => {
            const message = (0,line_parts/* esbuildMessage */.qd)(m.input, m[0].length);
            if (message === undefined)
                return undefined;
            const module = /^Could not resolve "([^"]+)"/.exec(message)?.[1];
            follow(ctx, 5, (line) => {
                const file = ESBUILD_LOCATION.exec(line)?.[1];
                if (file === undefined)
                    return undefined;
                return module === undefined
                    ? coded('esbuild', 'build', undefined, file, message)
                    : unresolved('esbuild', module, file);
            });
            return CONTEXT;
        }
    },
    {
        needles: ['ERROR'],
        pattern: /^ERROR in (\S+)/,
        read: (m, ctx) => {
            const file = (m[1] ?? '').replace(/:\d+:\d+$/, '');
            follow(ctx, 3, (line) => {
                if (line.trim() === '')
                    return undefined;
                const module = WEBPACK_UNRESOLVED.exec(line)?.[1];
                return module === undefined
                    ? coded('webpack', 'build', undefined, file, line)
                    : unresolved('webpack', module, file);
            });
            return CONTEXT;
        }
    },
    {
        needles: ["Can't resolve '"],
        pattern: WEBPACK_UNRESOLVED,
        read: (m) => unresolved('webpack', m[1] ?? '')
    },
    {
        // vite (through rollup or rolldown) and rollup itself.
        needles: ['failed to resolve import', 'Could not resolve "', "Could not resolve '"],
        pattern: /(?:failed to resolve import|Could not resolve) ["']([^"']+)["'] (?:from|in) ["']?([^"'\s]+?)["']?\.?$/,
        read: (m, ctx) => unresolved(bundler(m.input, ctx), m[1] ?? '', m[2])
    },
    {
        needles: ['is not exported by'],
        pattern: /"([^"]+)" is not exported by "([^"]+)", imported by "([^"]+)"/,
        read: (m, ctx) => ({
            tool: bundler(m.input, ctx),
            failureClass: 'build',
            file: (0,normalize/* normalizePath */.Fd)(m[3] ?? ''),
            detail: `${m[1] ?? ''} not exported by ${(0,normalize/* normalizePath */.Fd)(m[2] ?? '')}`
        })
    },
    {
        // golangci-lint names its linter last; plain `go vet` output only differs by the command.
        needles: ['.go:'],
        pattern: /^(vet: )?(\S+?\.go):\d+(?::\d+)?: (.+?)(?: \((\w+)\))?$/,
        read: (m, ctx) => {
            if (m[4] !== undefined)
                return coded('go-vet', 'lint', m[4], m[2]);
            const vetting = m[1] === undefined && /\bvet\b/.test(ctx.stepCommand);
            return vetting
                ? coded('go-vet', 'lint', undefined, m[2], m[3])
                : coded('go', 'build', undefined, m[2], m[3]);
        }
    },
    // ---------------------------------------------------------------- linters
    {
        // clippy names the lint that denied the build in a note under the error.
        needles: ['(clippy::', '-D clippy::'],
        pattern: /(?:#\[deny\(|-D )(clippy::[\w-]+)/,
        // `-D warnings` spells the lint with dashes, `#[deny]` with underscores. The file is the
        // ` --> ` line's above it, a few lines of source and help apart.
        read: (m, ctx) => coded('clippy', 'lint', (m[1] ?? '').replace(/-/g, '_'), ctx.rustFile !== undefined && ctx.lineNumber - ctx.rustFile.lineNumber <= RUST_NOTE_LINES
            ? ctx.rustFile.file
            : undefined)
    },
    {
        // ^\s+\d+:\d+ {2}error {2}.+?(?:\s{2,}(@?[\w-]+(?:\/[\w-]+)*))?$, its rule split off in one pass.
        needles: ['  error  '],
        pattern: /^\s+\d+:\d+ {2}error {2}/,
        read: (m, ctx) => {
            const split = (0,line_parts/* splitTail */.H$)(m.input, m[0].length, /^(@?[\w-]+(?:\/[\w-]+)*)$/, 1, 2);
            if (split === undefined)
                return undefined;
            return coded('eslint', 'lint', split.tail?.[1] ?? 'eslint', ctx.lintFile);
        }
    },
    {
        needles: PY_LINE,
        pattern: /^(\S+?\.py):\d+:\d+: [CRWEFI]\d{4}: .*\(([\w-]+)\)$/,
        read: (m) => coded('pylint', 'lint', m[2], m[1])
    },
    {
        needles: PY_LINE,
        pattern: /^(\S+?\.pyi?):\d+:\d+: ([A-Z]{1,3}\d{2,4}) /,
        read: (m) => coded('flake8', 'lint', m[2], m[1])
    },
    {
        needles: ['In '],
        pattern: /^In (\S+) line \d+:$/,
        read: (m, ctx) => {
            ctx.lintFile = (0,normalize/* normalizePath */.Fd)(m[1] ?? '');
            return CONTEXT;
        }
    },
    {
        // shellcheck's default output (`^-- SC2086 (info): ...` under its header) and `-f gcc`.
        needles: ['SC'],
        pattern: /\^-*\^? (SC\d{4}) \((?:error|warning|info|style)\):|^(\S+?):\d+:\d+: \w+: .*\[(SC\d{4})\]$/,
        read: (m, ctx) => coded('shellcheck', 'lint', m[1] ?? m[3], m[2] ?? ctx.lintFile)
    },
    {
        needles: ['[warn]'],
        pattern: /^\[warn\] (\S+)$/,
        read: (m) => coded('prettier', 'lint', undefined, m[1])
    },
    {
        needles: ['ould reformat'],
        pattern: /^(?:would reformat|(Would reformat:)) (\S+)$/,
        read: (m) => coded(m[1] === undefined ? 'black' : 'ruff', 'lint', undefined, m[2])
    },
    {
        needles: ['Imports are incorrectly sorted'],
        pattern: /^ERROR: (\S+) Imports are incorrectly sorted/,
        read: (m) => coded('isort', 'lint', undefined, m[1])
    },
    {
        needles: ['Diff in '],
        pattern: /^Diff in (\S+?)(?: at line \d+|:\d+)?:$/,
        read: (m) => coded('rustfmt', 'lint', undefined, m[1])
    },
    {
        // gofmt -d
        needles: ['.orig '],
        pattern: /^diff (?:-u )?(\S+)\.orig \1$/,
        read: (m) => coded('gofmt', 'lint', undefined, m[1])
    },
    // ---------------------------------------------------------------- infrastructure
    {
        needles: ['exceeded the maximum execution time'],
        pattern: /exceeded the maximum execution time/,
        read: () => infra('timeout')
    },
    {
        needles: ['The operation was canceled'],
        pattern: /^The operation was canceled/,
        read: () => infra('cancelled')
    },
    {
        needles: ['shutdown signal'],
        pattern: /runner has received a shutdown signal/,
        read: () => infra('runner-lost')
    },
    {
        needles: ['lost communication'],
        pattern: /lost communication with the server/,
        read: () => infra('runner-lost')
    },
    {
        needles: ['No space left'],
        pattern: /No space left on device/,
        read: () => infra('disk-full')
    },
    { needles: ['ENOSPC'], pattern: /\bENOSPC\b/, read: () => infra('disk-full') },
    // A port another process listens on: whatever the step is called, the machine is not free. The
    // line names which program could not listen, with its numbers normalized.
    {
        needles: ['ddress already', 'EADDRINUSE'],
        pattern: /\bEADDRINUSE\b|\b[Aa]ddress already in use\b/,
        read: (m) => infra('address-in-use', (0,normalize/* shorten */.ml)((0,normalize/* normalizeText */.fQ)(m.input), 80))
    },
    // A lock another process holds (or left behind when it died): named by the lock's path.
    {
        needles: ["': File exists", 'Could not get lock', 'held by process'],
        pattern: /Unable to create '([^']{1,300}\.lock)': File exists|Could not get lock (\S{1,300}?)\.? |\block(?:file)? (\S{1,300}) is held by process\b/,
        read: (m) => infra('lock-held', (0,normalize/* normalizePath */.Fd)(m[1] ?? m[2] ?? m[3] ?? ''))
    },
    // bash reports a SIGKILLed child as `line 2: 1234 Killed  cmd`; the OOM killer sends SIGKILL.
    { needles: ['Killed'], pattern: /^(?:.*line \d+:\s+\d+ )?Killed\b/, read: () => infra('oom') },
    {
        needles: ['out of memory'],
        pattern: /heap out of memory|fatal error: runtime: out of memory|^Out of memory/,
        read: () => infra('oom')
    },
    {
        needles: ['Cannot allocate memory'],
        pattern: /Cannot allocate memory/,
        read: () => infra('oom')
    },
    {
        needles: ['command not found'],
        pattern: /(?:^|: )([^\s:]+): command not found$/,
        read: (m) => infra('command-not-found', m[1])
    },
    {
        needles: [': Permission denied'],
        pattern: /^(?:\S+: )?line \d+: ([^\s:]+): Permission denied$/,
        read: (m) => infra('not-executable', (0,normalize/* normalizePath */.Fd)(m[1] ?? ''))
    },
    network('ECONNRESET', /\bECONNRESET\b/),
    network('ETIMEDOUT', /\bETIMEDOUT\b/),
    network('ECONNREFUSED', /\bECONNREFUSED\b/),
    network('ENOTFOUND', /\bENOTFOUND\b/),
    network('EAI_AGAIN', /\bEAI_AGAIN\b/),
    network('socket hang up', /socket hang up/),
    // Never a retry notice: the request did not leave the machine.
    network('Could not resolve host', /Could not resolve host/, true),
    network('Connection reset by peer', /Connection reset by peer/)
];
/** Every needle once, in the order the prefilter tries them. */
const NEEDLES = [...new Set(MATCHERS.flatMap((m) => m.needles))];
const JUNIT_TEST = /^\d+\) ([\w$]+)\(([\w.$]+)\)$/;
const JUNIT_END = /^(?:FAILURES!!!|OK \()/;
const MOCHA_TEST = /^ {2}\d+\) (.+)$/;
const MOCHA_TITLE = /^\s+(\S.*)$/;
const LISTED_FILE = /^[\w./@-]+\.\w+$/;
const CTEST_TEST = /^\s*\d+ - (\S+) \(([^)]+)\)/;
const PIP_CONFLICT = /^\s+(The user requested \S+|\S+ \S+ depends on \S+)/;
/**
 * A file a formatter in check mode lists on a line of its own (`gofmt -l`, `prettier -l`):
 * lint, named by the formatter the step runs.
 */
function readListedFile(line, ctx) {
    if (ctx.formatter === undefined || !LISTED_FILE.test(line))
        return undefined;
    return { tool: 'formatter', failureClass: 'lint', code: ctx.formatter, file: (0,normalize/* normalizePath */.Fd)(line) };
}
/**
 * Read a line inside a multi-line block (JUnit's numbered failure list, mocha's failure
 * details), where the lines that matter carry no needle.
 */
function readRegionLine(line, ctx) {
    const region = ctx.region;
    if (region === undefined)
        return undefined;
    if (ctx.lineNumber > region.until) {
        ctx.region = undefined;
        return undefined;
    }
    if (region.kind === 'follow') {
        const read = region.read(line);
        if (read !== undefined)
            ctx.region = undefined;
        return read;
    }
    if (region.kind === 'ctest') {
        const m = CTEST_TEST.exec(line);
        if (m === null) {
            ctx.region = undefined;
            return undefined;
        }
        const status = m[2] ?? '';
        return test('ctest', status === 'Failed' ? (m[1] ?? '') : `${m[1] ?? ''} (${status})`);
    }
    if (region.kind === 'pip-conflict') {
        const m = PIP_CONFLICT.exec(line);
        if (m === null) {
            if (!/^\s/.test(line))
                ctx.region = undefined;
            return undefined;
        }
        return { tool: 'pip', failureClass: 'dependency', detail: `conflict:${m[1] ?? ''}` };
    }
    if (region.kind === 'junit') {
        if (JUNIT_END.test(line))
            ctx.region = undefined;
        const m = JUNIT_TEST.exec(line);
        return m === null ? undefined : test('junit', `${m[2] ?? ''}.${m[1] ?? ''}`);
    }
    // mocha: `  1) suite` then deeper-indented title parts, the last one ending in `:`.
    const start = MOCHA_TEST.exec(line);
    if (start !== null)
        region.title = [];
    const part = start?.[1] ?? (region.title === undefined ? undefined : MOCHA_TITLE.exec(line)?.[1]);
    if (part === undefined || region.title === undefined)
        return undefined;
    if (!part.endsWith(':')) {
        region.title.push(part);
        return undefined;
    }
    const title = [...region.title, part.slice(0, -1)];
    region.title = undefined;
    return test('mocha', title.join('>'));
}

;// CONCATENATED MODULE: ./src/rules/logs/class-model.ts
const CLASS_MODEL = {
    classes: ['infra', 'dependency', 'build', 'type', 'lint', 'test'],
    logs: [0, 10, 100, 2, 144, 130],
    words: {
        'a-b': [0, 0, 0, 0, 0, 6],
        aborted: [0, 0, 0, 0, 2, 6],
        aborting: [0, 0, 2, 0, 4, 3],
        about: [0, 0, 0, 0, 2, 1],
        above: [0, 0, 4, 0, 1, 0],
        actual: [0, 0, 0, 0, 4, 28],
        ada: [0, 0, 0, 0, 0, 4],
        add: [0, 2, 6, 0, 5, 7],
        adding: [0, 0, 2, 0, 2, 4],
        address: [0, 0, 0, 0, 0, 7],
        adds: [0, 0, 0, 0, 0, 4],
        after: [0, 0, 0, 0, 1, 7],
        all: [0, 0, 2, 0, 10, 2],
        already: [0, 0, 10, 0, 0, 0],
        alt: [0, 0, 0, 0, 3, 0],
        alter: [0, 0, 5, 0, 0, 0],
        and: [0, 3, 6, 0, 17, 8],
        anonymous: [0, 0, 6, 0, 2, 6],
        api: [0, 0, 2, 0, 12, 0],
        app: [0, 0, 8, 2, 12, 4],
        application: [0, 0, 2, 0, 1, 4],
        apply: [0, 0, 2, 0, 0, 2],
        applying: [0, 0, 4, 0, 0, 0],
        are: [0, 2, 8, 0, 2, 4],
        args: [0, 0, 3, 0, 1, 0],
        argument: [0, 0, 2, 1, 3, 0],
        around: [0, 0, 2, 0, 1, 2],
        array: [0, 0, 4, 0, 2, 2],
        assert: [0, 0, 0, 0, 0, 10],
        assert_failure: [0, 0, 0, 0, 0, 4],
        assertequal: [0, 0, 0, 0, 0, 4],
        assertion: [0, 0, 0, 0, 0, 17],
        assertionerror: [0, 0, 0, 0, 0, 4],
        assertions: [0, 0, 0, 0, 0, 10],
        asserts: [0, 0, 0, 0, 0, 8],
        assignment: [0, 0, 0, 0, 3, 0],
        async: [0, 0, 6, 0, 0, 7],
        attribute: [0, 0, 3, 0, 6, 0],
        autoconf: [0, 2, 1, 0, 0, 0],
        avoid: [0, 0, 0, 0, 3, 0],
        back: [0, 0, 3, 0, 0, 2],
        backend: [0, 0, 4, 0, 0, 0],
        bad: [0, 0, 0, 0, 3, 0],
        base: [0, 0, 10, 0, 0, 2],
        basename: [0, 0, 8, 0, 0, 0],
        bash: [0, 10, 93, 2, 144, 125],
        because: [0, 0, 3, 0, 0, 1],
        been: [0, 0, 4, 0, 0, 0],
        before: [0, 0, 0, 0, 5, 2],
        below: [0, 0, 0, 0, 1, 2],
        bin: [0, 10, 93, 2, 144, 125],
        blanks: [0, 0, 0, 0, 0, 9],
        block: [0, 0, 0, 0, 1, 8],
        body: [0, 0, 1, 0, 2, 1],
        book: [0, 0, 1, 0, 4, 0],
        boolean: [0, 0, 2, 0, 1, 0],
        bounds: [0, 0, 0, 0, 2, 2],
        'brittle-node': [0, 0, 0, 0, 0, 6],
        broken: [0, 0, 0, 0, 0, 4],
        buf: [0, 0, 0, 0, 4, 0],
        buffer: [0, 0, 0, 0, 1, 2],
        build: [0, 5, 16, 0, 16, 12],
        building: [0, 0, 3, 0, 2, 0],
        but: [0, 0, 2, 0, 5, 8],
        button: [0, 0, 1, 0, 2, 0],
        bytes: [0, 0, 0, 0, 0, 6],
        calc: [0, 0, 4, 0, 1, 6],
        call: [0, 0, 3, 0, 4, 10],
        can: [0, 2, 4, 0, 9, 0],
        cannot: [0, 0, 4, 0, 1, 2],
        cargo: [0, 0, 0, 0, 2, 2],
        cart: [0, 0, 0, 1, 12, 18],
        case: [0, 0, 0, 0, 1, 6],
        cases: [0, 0, 0, 0, 0, 10],
        catalog: [0, 0, 0, 0, 4, 0],
        cents: [0, 0, 0, 0, 2, 1],
        cflags: [0, 0, 1, 0, 0, 4],
        check: [0, 0, 2, 0, 4, 21],
        checking: [0, 2, 0, 0, 4, 0],
        checks: [0, 0, 0, 0, 2, 6],
        cjs: [0, 0, 4, 0, 4, 0],
        clamp: [0, 0, 0, 0, 1, 4],
        class: [0, 0, 2, 0, 3, 0],
        cli: [0, 0, 7, 0, 8, 0],
        close: [0, 0, 4, 0, 1, 0],
        cmdline: [0, 0, 4, 0, 0, 0],
        code: [0, 0, 7, 0, 14, 5],
        col: [0, 0, 0, 0, 6, 0],
        color: [0, 0, 2, 0, 1, 0],
        colors: [0, 0, 1, 0, 0, 2],
        column: [0, 0, 16, 0, 8, 0],
        com: [0, 0, 1, 0, 0, 2],
        command: [0, 0, 2, 0, 4, 4],
        common: [0, 0, 1, 0, 0, 2],
        compared: [0, 0, 0, 0, 0, 4],
        compile: [0, 0, 3, 0, 4, 0],
        compiler: [0, 4, 4, 0, 0, 0],
        compiling: [0, 2, 0, 0, 0, 6],
        confidence: [0, 0, 0, 0, 4, 0],
        config: [0, 0, 5, 0, 16, 4],
        configure: [0, 2, 3, 0, 0, 0],
        const: [0, 0, 0, 0, 2, 2],
        constraint: [0, 0, 3, 0, 0, 0],
        containing: [0, 3, 0, 0, 0, 0],
        contains: [0, 0, 0, 0, 3, 0],
        content: [0, 0, 4, 0, 1, 0],
        contracts: [0, 0, 0, 0, 4, 0],
        copyright: [0, 0, 0, 0, 2, 2],
        core: [0, 0, 0, 0, 3, 4],
        could: [0, 0, 0, 0, 4, 0],
        count: [0, 0, 3, 0, 0, 6],
        counter: [0, 0, 0, 0, 0, 4],
        counts: [0, 0, 0, 0, 0, 7],
        cpp: [0, 0, 0, 0, 0, 20],
        cppcheck: [0, 0, 0, 0, 4, 0],
        cpu: [0, 2, 0, 0, 0, 4],
        create: [0, 0, 7, 0, 0, 0],
        created: [0, 0, 1, 0, 0, 2],
        creating: [0, 0, 2, 0, 0, 2],
        css: [0, 0, 4, 0, 4, 0],
        csys: [0, 0, 0, 0, 0, 4],
        cursor: [0, 0, 4, 0, 0, 0],
        cusr: [0, 0, 0, 0, 0, 4],
        dashes: [0, 0, 0, 0, 0, 8],
        data: [0, 0, 2, 0, 5, 8],
        database: [0, 0, 6, 0, 0, 0],
        date: [0, 0, 1, 0, 0, 2],
        debian: [0, 2, 4, 0, 0, 2],
        debug: [0, 0, 0, 0, 0, 4],
        deep: [0, 0, 1, 0, 0, 2],
        def: [0, 0, 2, 0, 4, 0],
        default: [0, 2, 7, 0, 2, 3],
        defined: [0, 0, 6, 0, 2, 0],
        definition: [0, 0, 1, 0, 3, 0],
        demo: [0, 3, 43, 0, 39, 44],
        democtl: [0, 0, 4, 0, 0, 0],
        dependencies: [0, 2, 0, 0, 5, 2],
        dependency: [0, 1, 0, 0, 4, 0],
        deploy: [0, 0, 2, 0, 1, 0],
        deprecated: [0, 0, 0, 0, 4, 0],
        detail: [0, 0, 2, 0, 0, 2],
        details: [0, 0, 2, 0, 2, 2],
        detected: [0, 0, 0, 0, 5, 3],
        dev: [0, 0, 4, 2, 0, 0],
        dialect: [0, 0, 2, 0, 2, 0],
        diff: [0, 0, 0, 0, 2, 4],
        difference: [0, 0, 0, 0, 0, 4],
        dir: [0, 2, 1, 0, 0, 0],
        direction: [0, 0, 4, 0, 0, 0],
        directory: [0, 2, 5, 0, 3, 3],
        discount: [0, 0, 0, 0, 1, 2],
        dist: [0, 0, 18, 0, 3, 0],
        'dist-packages': [0, 0, 5, 0, 2, 0],
        doc: [0, 0, 4, 0, 2, 0],
        docs: [0, 0, 4, 0, 20, 1],
        document: [0, 0, 4, 0, 1, 0],
        documentation: [0, 0, 0, 0, 4, 0],
        does: [0, 0, 6, 0, 1, 0],
        done: [0, 0, 16, 0, 5, 2],
        drops: [0, 0, 0, 0, 0, 3],
        duplicate: [0, 0, 5, 0, 1, 0],
        during: [0, 0, 2, 0, 0, 4],
        each: [0, 0, 2, 0, 0, 10],
        echo: [0, 0, 0, 0, 2, 2],
        element: [0, 0, 1, 0, 4, 0],
        email: [0, 0, 10, 0, 0, 0],
        empty: [0, 0, 0, 0, 3, 4],
        enable: [0, 2, 1, 0, 2, 2],
        enabled: [0, 0, 2, 0, 1, 0],
        encountered: [0, 0, 1, 0, 0, 4],
        end: [0, 0, 1, 0, 2, 5],
        enoent: [0, 0, 2, 0, 0, 1],
        entry: [0, 0, 1, 0, 3, 2],
        environment: [0, 2, 0, 0, 0, 2],
        equal: [0, 0, 0, 0, 0, 18],
        equality: [0, 0, 0, 0, 0, 4],
        equivalent: [0, 0, 0, 0, 1, 2],
        erl: [0, 0, 0, 0, 0, 4],
        err: [0, 0, 2, 0, 0, 4],
        error: [0, 6, 65, 2, 75, 39],
        'error-exitcode': [0, 0, 0, 0, 4, 4],
        errormessage: [0, 0, 2, 0, 0, 2],
        errors: [0, 0, 9, 0, 22, 14],
        every: [0, 0, 0, 0, 4, 5],
        examining: [0, 0, 2, 0, 2, 0],
        example: [0, 0, 4, 0, 16, 2],
        exception: [0, 0, 4, 0, 0, 4],
        exec: [0, 0, 3, 0, 0, 0],
        execute: [0, 0, 4, 0, 1, 0],
        executing: [0, 0, 3, 0, 0, 0],
        exist: [0, 0, 6, 0, 0, 0],
        exists: [0, 0, 6, 0, 0, 0],
        exit: [0, 0, 4, 0, 0, 6],
        exited: [0, 0, 0, 0, 2, 2],
        expected: [0, 0, 3, 2, 12, 63],
        expecting: [0, 0, 3, 0, 2, 0],
        exports: [0, 0, 5, 0, 1, 0],
        expression: [0, 0, 1, 0, 0, 2],
        extended: [0, 0, 4, 0, 0, 0],
        fail: [0, 0, 0, 0, 2, 18],
        failed: [0, 0, 15, 0, 6, 74],
        failing: [0, 0, 2, 0, 0, 8],
        fails: [0, 0, 0, 0, 2, 2],
        failure: [0, 0, 1, 0, 0, 27],
        failures: [0, 0, 0, 0, 0, 29],
        false: [0, 0, 0, 0, 3, 4],
        fatal: [0, 2, 6, 0, 0, 0],
        feature: [0, 0, 0, 0, 0, 4],
        features: [0, 2, 0, 0, 0, 6],
        field: [0, 0, 5, 0, 1, 0],
        file: [0, 2, 21, 0, 14, 27],
        filename: [0, 0, 3, 0, 0, 0],
        files: [0, 2, 4, 0, 17, 4],
        filtered: [0, 0, 0, 0, 0, 4],
        find: [0, 0, 1, 0, 5, 0],
        finished: [0, 0, 2, 0, 2, 14],
        first: [0, 2, 0, 0, 1, 5],
        fix: [0, 0, 0, 0, 5, 2],
        following: [0, 0, 0, 0, 1, 2],
        for: [0, 6, 21, 0, 16, 16],
        force: [0, 0, 5, 0, 0, 0],
        foreach: [0, 0, 4, 0, 0, 0],
        format: [0, 0, 5, 0, 5, 0],
        found: [0, 7, 9, 0, 28, 2],
        free: [0, 0, 0, 0, 4, 4],
        from: [0, 0, 4, 0, 4, 11],
        full: [0, 2, 0, 0, 0, 8],
        function: [0, 0, 2, 0, 9, 10],
        functions: [0, 0, 0, 0, 1, 2],
        gcc: [0, 4, 1, 0, 2, 4],
        gen: [0, 0, 14, 0, 0, 0],
        generated: [0, 0, 0, 0, 2, 4],
        gengetopt: [0, 0, 4, 0, 0, 0],
        get: [0, 0, 4, 0, 2, 1],
        ggo: [0, 0, 4, 0, 0, 0],
        given: [0, 0, 2, 0, 0, 4],
        'glib-': [0, 0, 0, 0, 0, 4],
        global: [0, 0, 0, 0, 0, 6],
        got: [0, 0, 2, 0, 3, 18],
        gperf: [0, 1, 2, 0, 0, 0],
        grammar: [0, 0, 4, 0, 0, 0],
        greet: [0, 0, 1, 0, 7, 1],
        group: [0, 0, 0, 0, 4, 0],
        guide: [0, 0, 4, 0, 6, 0],
        guile: [0, 0, 0, 0, 0, 6],
        halt: [0, 0, 0, 0, 0, 4],
        halves: [0, 0, 0, 0, 0, 3],
        handlebars: [0, 0, 4, 0, 0, 0],
        handlebarsenvironment: [0, 0, 4, 0, 0, 0],
        has: [0, 0, 8, 2, 8, 4],
        have: [0, 0, 1, 0, 4, 2],
        hbs: [0, 0, 4, 0, 0, 0],
        head: [0, 0, 2, 0, 2, 2],
        header: [0, 0, 3, 0, 0, 0],
        hello: [0, 0, 0, 0, 0, 5],
        'hello-world': [0, 0, 0, 0, 0, 8],
        hello_world: [0, 0, 0, 0, 0, 7],
        help: [0, 0, 1, 0, 2, 4],
        helpers: [0, 0, 2, 0, 0, 2],
        here: [0, 0, 3, 0, 1, 2],
        hint: [0, 0, 2, 0, 0, 2],
        hits: [0, 0, 0, 0, 2, 3],
        holds: [0, 0, 0, 0, 0, 3],
        home: [0, 2, 35, 0, 37, 44],
        honored: [0, 0, 0, 0, 0, 4],
        host: [0, 2, 3, 0, 15, 4],
        html: [0, 0, 8, 0, 12, 2],
        'html-validate': [0, 0, 0, 0, 4, 0],
        http: [0, 0, 0, 0, 1, 2],
        https: [0, 0, 3, 0, 15, 0],
        identical: [0, 0, 1, 0, 0, 2],
        ignored: [0, 0, 0, 0, 0, 4],
        illegal: [0, 0, 2, 0, 0, 1],
        img: [0, 0, 0, 0, 3, 0],
        import: [0, 0, 0, 0, 2, 2],
        include: [0, 0, 2, 0, 5, 2],
        index: [0, 0, 8, 0, 12, 4],
        info: [0, 0, 4, 0, 4, 4],
        information: [0, 0, 0, 0, 8, 0],
        infos: [0, 0, 0, 0, 4, 0],
        initials: [0, 0, 0, 0, 0, 3],
        input: [0, 0, 3, 0, 0, 1],
        insert: [0, 0, 5, 0, 0, 0],
        inside: [0, 0, 0, 0, 0, 4],
        install: [0, 2, 0, 0, 3, 0],
        installed: [0, 2, 0, 0, 2, 0],
        installing: [0, 0, 3, 0, 0, 0],
        instead: [0, 0, 1, 0, 5, 0],
        int: [0, 0, 2, 2, 3, 5],
        integer: [0, 0, 5, 0, 4, 2],
        internal: [0, 0, 2, 0, 2, 13],
        into: [0, 0, 6, 0, 0, 0],
        intro: [0, 0, 2, 0, 1, 0],
        invalid: [0, 0, 6, 0, 8, 4],
        invoke: [0, 0, 2, 0, 0, 1],
        ions: [0, 0, 2, 0, 0, 6],
        issues: [0, 0, 0, 0, 8, 2],
        item: [0, 0, 0, 1, 2, 5],
        items: [0, 0, 0, 0, 2, 7],
        its: [0, 0, 2, 0, 1, 0],
        java: [0, 0, 0, 0, 4, 2],
        job: [0, 0, 0, 0, 1, 2],
        jobs: [0, 0, 0, 0, 2, 2],
        joins: [0, 0, 0, 0, 0, 9],
        'js-yaml': [0, 0, 0, 0, 3, 0],
        json: [0, 0, 4, 0, 23, 1],
        keeps: [0, 0, 0, 0, 0, 3],
        key: [0, 0, 10, 0, 4, 0],
        keyword: [0, 0, 1, 0, 3, 0],
        known: [0, 0, 1, 0, 3, 0],
        label: [0, 0, 2, 1, 1, 0],
        last: [0, 0, 2, 0, 3, 4],
        latex: [0, 0, 2, 0, 1, 0],
        left: [0, 0, 0, 0, 0, 4],
        length: [0, 0, 2, 0, 3, 0],
        less: [0, 0, 2, 0, 4, 0],
        let: [0, 0, 0, 0, 1, 2],
        letter: [0, 0, 0, 0, 0, 4],
        level: [0, 0, 2, 0, 4, 0],
        levels: [0, 0, 1, 0, 0, 6],
        lexer: [0, 0, 4, 0, 1, 0],
        lexers: [0, 0, 4, 0, 0, 0],
        lib: [0, 0, 20, 0, 8, 18],
        libexec: [0, 0, 0, 0, 0, 4],
        library: [0, 1, 1, 0, 1, 2],
        libs: [0, 0, 0, 0, 0, 4],
        libsanitizer: [0, 0, 0, 0, 0, 4],
        license: [0, 0, 0, 0, 3, 0],
        limit: [0, 0, 2, 0, 3, 0],
        line: [0, 0, 26, 0, 33, 18],
        lines: [0, 0, 0, 0, 5, 2],
        link: [0, 0, 2, 0, 3, 0],
        linker: [0, 2, 1, 0, 0, 0],
        lint: [0, 0, 0, 0, 37, 0],
        linux: [0, 0, 2, 0, 0, 4],
        list: [0, 0, 0, 1, 3, 2],
        load: [0, 0, 2, 0, 4, 2],
        loader: [0, 0, 0, 0, 4, 2],
        local: [0, 0, 0, 0, 1, 4],
        location: [0, 0, 1, 0, 2, 2],
        log: [0, 2, 2, 0, 2, 8],
        lookup: [0, 0, 3, 0, 0, 0],
        lua: [0, 0, 1, 0, 2, 6],
        macros: [0, 0, 0, 0, 0, 4],
        main: [0, 0, 12, 0, 9, 16],
        make: [0, 2, 18, 2, 14, 8],
        makefile: [0, 2, 13, 2, 12, 6],
        malloc: [0, 0, 0, 0, 0, 3],
        man: [0, 0, 8, 0, 2, 0],
        mandoc: [0, 0, 2, 0, 2, 0],
        math: [0, 0, 0, 0, 3, 2],
        max: [0, 0, 0, 0, 3, 0],
        may: [0, 0, 2, 0, 3, 0],
        memory: [0, 0, 0, 0, 3, 2],
        merror: [0, 0, 2, 0, 0, 2],
        message: [0, 0, 1, 0, 6, 2],
        messages: [0, 0, 4, 0, 0, 2],
        method: [0, 0, 3, 0, 1, 2],
        mfailed: [0, 0, 0, 0, 0, 4],
        mfailures: [0, 0, 0, 0, 0, 4],
        mid: [0, 0, 2, 0, 0, 2],
        migrate: [0, 0, 6, 0, 0, 0],
        migration: [0, 0, 8, 0, 0, 0],
        migrations: [0, 0, 14, 0, 0, 0],
        missing: [0, 0, 10, 0, 15, 0],
        mkdir: [0, 0, 7, 0, 1, 10],
        mode: [0, 0, 2, 0, 2, 2],
        module: [0, 0, 4, 0, 5, 8],
        modules: [0, 2, 0, 0, 5, 2],
        more: [0, 0, 1, 0, 8, 0],
        most: [0, 0, 2, 0, 3, 4],
        multiplies: [0, 0, 0, 0, 0, 4],
        must: [0, 0, 2, 0, 7, 0],
        mwarning: [0, 0, 0, 0, 4, 0],
        name: [0, 4, 10, 0, 19, 3],
        names: [0, 0, 0, 1, 4, 2],
        near: [0, 0, 5, 0, 0, 0],
        needed: [0, 2, 2, 0, 0, 0],
        never: [0, 0, 1, 0, 3, 3],
        new: [0, 0, 8, 0, 5, 4],
        next: [0, 0, 3, 0, 0, 2],
        'no-auto-compile': [0, 0, 0, 0, 0, 6],
        'no-color': [0, 0, 0, 0, 2, 2],
        node: [0, 0, 13, 0, 5, 14],
        node_modules: [0, 0, 16, 0, 4, 10],
        'non-zero': [0, 0, 0, 0, 0, 4],
        none: [0, 2, 0, 0, 2, 4],
        noout: [0, 0, 0, 0, 4, 0],
        not: [0, 7, 26, 0, 24, 23],
        note: [0, 0, 2, 0, 3, 2],
        notes: [0, 0, 0, 0, 3, 1],
        now: [0, 0, 2, 0, 2, 0],
        npm: [0, 0, 2, 0, 12, 6],
        npx: [0, 0, 12, 0, 18, 4],
        null: [0, 0, 10, 2, 2, 1],
        number: [0, 0, 9, 0, 2, 2],
        numbers: [0, 0, 0, 0, 0, 3],
        object: [0, 2, 11, 0, 3, 3],
        occurred: [0, 0, 2, 0, 0, 2],
        offline: [0, 0, 0, 0, 2, 2],
        one: [0, 0, 2, 0, 1, 2],
        open: [0, 0, 5, 0, 0, 1],
        openapi: [0, 0, 2, 0, 2, 0],
        opening: [0, 0, 1, 0, 3, 0],
        operation: [0, 0, 2, 0, 2, 0],
        operationalerror: [0, 0, 4, 0, 0, 0],
        operator: [0, 0, 1, 0, 1, 10],
        option: [0, 2, 8, 0, 5, 0],
        options: [0, 0, 0, 0, 0, 6],
        order: [0, 0, 2, 0, 1, 7],
        orders: [0, 0, 5, 0, 1, 0],
        original: [0, 0, 3, 0, 2, 0],
        other: [0, 0, 2, 0, 2, 0],
        out: [0, 2, 2, 0, 5, 16],
        output: [0, 2, 5, 0, 0, 4],
        'output-dir': [0, 0, 4, 0, 0, 0],
        overflow: [0, 0, 0, 0, 0, 3],
        override: [0, 0, 1, 0, 2, 0],
        package: [0, 2, 2, 0, 8, 2],
        packages: [0, 0, 0, 0, 4, 0],
        page: [0, 0, 3, 0, 3, 1],
        paper: [0, 0, 2, 0, 2, 0],
        param: [0, 0, 0, 0, 3, 0],
        parameters: [0, 0, 4, 0, 0, 0],
        params: [0, 0, 2, 0, 4, 0],
        parse: [0, 0, 12, 0, 7, 0],
        parseerror: [0, 0, 2, 0, 2, 0],
        parser: [0, 0, 4, 0, 2, 0],
        parsewithoutprocessin: [0, 0, 4, 0, 0, 0],
        parsing: [0, 0, 4, 0, 2, 0],
        pass: [0, 0, 0, 0, 0, 14],
        passed: [0, 0, 0, 0, 2, 24],
        passes: [0, 0, 0, 0, 0, 8],
        path: [0, 3, 4, 0, 8, 3],
        paths: [0, 0, 2, 0, 3, 0],
        pets: [0, 0, 0, 0, 4, 0],
        php: [0, 0, 0, 0, 6, 2],
        'pkg-config': [0, 3, 0, 0, 0, 4],
        please: [0, 2, 0, 0, 2, 0],
        port: [0, 0, 0, 0, 5, 2],
        possible: [0, 0, 0, 0, 3, 2],
        precompile: [0, 0, 4, 0, 0, 0],
        precompiler: [0, 0, 4, 0, 0, 0],
        previous: [0, 0, 0, 0, 2, 4],
        previously: [0, 0, 2, 0, 0, 1],
        price: [0, 0, 0, 0, 5, 4],
        prices: [0, 0, 0, 0, 1, 6],
        primary: [0, 0, 5, 0, 0, 0],
        print: [0, 0, 0, 0, 4, 2],
        pro: [0, 0, 2, 0, 0, 2],
        problem: [0, 0, 0, 0, 12, 0],
        process: [0, 0, 3, 0, 0, 10],
        processing: [0, 0, 3, 0, 2, 0],
        processticksandreject: [0, 0, 2, 0, 0, 6],
        profile: [0, 0, 0, 0, 2, 2],
        programming: [0, 0, 2, 0, 2, 0],
        project: [0, 2, 2, 0, 6, 0],
        properties: [0, 0, 0, 0, 2, 2],
        property: [0, 0, 0, 0, 3, 2],
        proto: [0, 0, 4, 0, 2, 0],
        protocol: [0, 0, 0, 0, 1, 2],
        pthread_create: [0, 0, 0, 0, 0, 4],
        public: [0, 0, 2, 0, 5, 0],
        python: [0, 0, 7, 0, 4, 6],
        qmake: [0, 0, 2, 0, 0, 2],
        quantities: [0, 0, 0, 0, 0, 8],
        quantity: [0, 0, 0, 0, 1, 4],
        query: [0, 0, 6, 0, 1, 0],
        queue: [0, 0, 0, 0, 2, 6],
        quiet: [0, 0, 0, 0, 6, 0],
        race: [0, 0, 0, 0, 0, 4],
        ragel: [0, 1, 4, 0, 0, 0],
        raise: [0, 0, 4, 0, 2, 0],
        rake: [0, 0, 0, 0, 0, 4],
        rakefile: [0, 0, 0, 0, 0, 4],
        ran: [0, 0, 0, 0, 0, 16],
        random: [0, 0, 0, 0, 0, 8],
        randomized: [0, 0, 0, 0, 0, 6],
        rate: [0, 0, 0, 0, 1, 2],
        read: [0, 0, 2, 0, 2, 5],
        reading: [0, 0, 4, 0, 0, 0],
        recent: [0, 0, 2, 0, 2, 4],
        recursive: [0, 0, 0, 0, 4, 0],
        redefined: [0, 0, 2, 0, 1, 0],
        ref: [0, 0, 3, 0, 2, 0],
        reference: [0, 0, 2, 0, 2, 0],
        references: [0, 0, 3, 0, 1, 0],
        relative: [0, 0, 0, 0, 1, 2],
        release: [0, 0, 0, 0, 0, 3],
        remove: [0, 0, 0, 0, 2, 2],
        report: [0, 0, 0, 0, 4, 4],
        required: [0, 3, 3, 0, 9, 6],
        rerun: [0, 2, 2, 0, 0, 2],
        resolve: [0, 0, 3, 0, 0, 0],
        result: [0, 0, 2, 0, 0, 6],
        results: [0, 0, 0, 0, 4, 10],
        retry: [0, 0, 0, 0, 1, 2],
        return: [0, 0, 5, 0, 12, 8],
        returned: [0, 0, 3, 0, 0, 6],
        right: [0, 0, 0, 0, 0, 4],
        ring: [0, 0, 0, 0, 2, 2],
        root: [0, 0, 4, 0, 0, 1],
        rscript: [0, 0, 0, 0, 0, 4],
        ruby: [0, 0, 2, 0, 0, 2],
        rule: [0, 0, 7, 0, 3, 0],
        rules: [0, 0, 1, 0, 6, 0],
        run: [0, 0, 9, 0, 16, 26],
        run_main: [0, 0, 0, 0, 2, 2],
        runit: [0, 0, 0, 0, 0, 4],
        runner: [0, 2, 35, 0, 37, 46],
        running: [0, 0, 2, 0, 2, 20],
        runtime: [0, 0, 1, 0, 0, 2],
        same: [0, 0, 1, 0, 1, 2],
        scale: [0, 0, 0, 0, 3, 0],
        scd: [0, 0, 4, 0, 0, 0],
        scdoc: [0, 0, 4, 0, 0, 0],
        scenario: [0, 0, 0, 0, 0, 4],
        scenarios: [0, 0, 0, 0, 0, 4],
        schema: [0, 0, 8, 0, 12, 0],
        schemas: [0, 0, 1, 0, 2, 0],
        scm: [0, 0, 0, 0, 0, 6],
        script: [0, 0, 1, 0, 0, 2],
        scripts: [0, 2, 8, 0, 4, 10],
        search: [0, 2, 1, 0, 0, 0],
        seconds: [0, 0, 4, 0, 2, 22],
        section: [0, 0, 3, 0, 5, 0],
        security: [0, 0, 0, 0, 8, 0],
        see: [0, 0, 3, 0, 5, 4],
        seed: [0, 0, 2, 0, 0, 16],
        self: [0, 0, 5, 0, 0, 2],
        serial: [0, 0, 1, 0, 1, 2],
        service: [0, 0, 0, 0, 7, 0],
        set: [0, 0, 7, 0, 2, 0],
        setup: [0, 2, 2, 0, 4, 0],
        severity: [0, 0, 2, 0, 4, 0],
        share: [0, 0, 3, 0, 4, 0],
        shell: [0, 10, 93, 2, 144, 125],
        should: [0, 2, 1, 0, 9, 12],
        site: [0, 0, 8, 0, 8, 0],
        size: [0, 0, 2, 0, 3, 10],
        skip: [0, 0, 0, 0, 0, 4],
        skipped: [0, 0, 0, 0, 2, 12],
        slug: [0, 0, 0, 0, 1, 18],
        slugtest: [0, 0, 0, 0, 0, 4],
        sol: [0, 0, 0, 0, 4, 0],
        solhint: [0, 0, 0, 0, 4, 0],
        source: [0, 2, 4, 0, 4, 6],
        space: [0, 0, 1, 0, 3, 0],
        span: [0, 0, 0, 0, 1, 3],
        spare: [0, 0, 0, 0, 3, 2],
        spec: [0, 0, 0, 0, 0, 12],
        specification: [0, 0, 0, 0, 2, 2],
        specified: [0, 0, 0, 0, 5, 2],
        sql: [0, 0, 8, 0, 2, 0],
        sqlite: [0, 0, 8, 0, 0, 0],
        src: [0, 0, 26, 0, 54, 24],
        stack: [0, 0, 1, 0, 2, 22],
        standard: [0, 0, 2, 0, 2, 0],
        start: [0, 0, 3, 0, 0, 6],
        started: [0, 0, 0, 0, 2, 2],
        starting: [0, 0, 0, 0, 0, 6],
        stash: [0, 0, 2, 0, 0, 2],
        statement: [0, 0, 3, 0, 2, 0],
        stats: [0, 0, 0, 0, 1, 2],
        status: [0, 0, 3, 0, 2, 12],
        step: [0, 0, 4, 0, 0, 0],
        steps: [0, 0, 0, 0, 0, 4],
        stop: [0, 0, 3, 0, 0, 0],
        stopped: [0, 0, 2, 0, 0, 2],
        str: [0, 0, 2, 2, 0, 0],
        strict: [0, 0, 2, 0, 2, 0],
        strictly: [0, 0, 0, 0, 0, 4],
        string: [0, 2, 6, 0, 7, 4],
        strings: [0, 2, 0, 0, 3, 7],
        strng: [0, 0, 3, 0, 0, 0],
        styles: [0, 0, 4, 0, 6, 0],
        success: [0, 0, 0, 0, 0, 8],
        successfully: [0, 0, 2, 0, 0, 2],
        such: [0, 0, 12, 0, 2, 1],
        suite: [0, 0, 0, 0, 0, 8],
        suites: [0, 0, 0, 0, 0, 4],
        sum: [0, 0, 0, 0, 1, 3],
        summary: [0, 0, 2, 0, 4, 12],
        sums: [0, 0, 0, 0, 1, 9],
        sure: [0, 0, 1, 0, 2, 0],
        symbol: [0, 0, 1, 0, 0, 2],
        syntax: [0, 0, 8, 0, 1, 0],
        sys: [0, 2, 0, 0, 1, 4],
        system: [0, 2, 0, 0, 3, 0],
        table: [0, 0, 16, 0, 2, 0],
        tag: [0, 0, 0, 0, 3, 0],
        tap: [0, 0, 0, 0, 0, 13],
        target: [0, 0, 2, 0, 0, 2],
        targets: [0, 0, 3, 0, 0, 0],
        task: [0, 0, 0, 0, 0, 4],
        task_queues: [0, 0, 2, 0, 0, 6],
        tasks: [0, 0, 0, 0, 0, 4],
        templates: [0, 0, 4, 0, 0, 0],
        test: [0, 2, 0, 0, 3, 74],
        test_stats: [0, 0, 0, 0, 0, 4],
        test_strings: [0, 0, 0, 0, 0, 4],
        test_text: [0, 0, 0, 0, 0, 4],
        testing: [0, 0, 0, 0, 0, 4],
        tests: [0, 0, 0, 0, 2, 82],
        tex: [0, 0, 2, 0, 2, 0],
        text: [0, 1, 2, 0, 8, 4],
        than: [0, 0, 0, 0, 4, 0],
        that: [0, 0, 0, 0, 3, 2],
        the: [0, 6, 9, 0, 24, 29],
        then: [0, 0, 0, 0, 2, 4],
        there: [0, 0, 2, 0, 2, 2],
        these: [0, 2, 0, 0, 2, 2],
        this: [0, 0, 5, 0, 2, 4],
        thread: [0, 0, 0, 0, 0, 8],
        throw: [0, 0, 8, 0, 0, 1],
        time: [0, 0, 2, 0, 3, 16],
        times: [0, 0, 1, 0, 1, 8],
        title: [0, 0, 2, 0, 4, 4],
        todo: [0, 0, 0, 0, 2, 2],
        token: [0, 0, 1, 0, 2, 0],
        took: [0, 0, 2, 0, 0, 4],
        tool: [0, 0, 0, 0, 1, 2],
        top: [0, 0, 0, 0, 0, 6],
        total: [0, 0, 6, 0, 9, 13],
        totals: [0, 0, 0, 0, 1, 4],
        trace: [0, 0, 0, 0, 0, 6],
        traceback: [0, 0, 2, 0, 2, 8],
        treated: [0, 0, 2, 0, 8, 0],
        tree: [0, 0, 4, 0, 0, 0],
        tried: [0, 1, 0, 0, 0, 2],
        trim: [0, 0, 0, 0, 1, 2],
        trims: [0, 0, 0, 0, 0, 5],
        true: [0, 0, 0, 0, 2, 4],
        try: [0, 0, 3, 0, 1, 0],
        two: [0, 0, 1, 0, 0, 12],
        txt: [0, 2, 0, 0, 0, 2],
        type: [0, 2, 6, 2, 11, 4],
        types: [0, 2, 2, 0, 0, 0],
        unable: [0, 0, 1, 0, 2, 0],
        undefined: [0, 2, 12, 0, 7, 2],
        unexpected: [0, 0, 0, 0, 1, 6],
        unit: [0, 0, 0, 0, 0, 8],
        unknown: [0, 0, 3, 0, 4, 0],
        unused: [0, 0, 0, 0, 12, 4],
        usage: [0, 0, 1, 0, 4, 2],
        use: [0, 0, 4, 0, 11, 2],
        used: [0, 0, 7, 0, 9, 0],
        user: [0, 0, 7, 0, 0, 2],
        user_id: [0, 0, 4, 0, 0, 0],
        users: [0, 0, 13, 0, 1, 0],
        using: [0, 0, 3, 0, 3, 4],
        usr: [0, 10, 97, 2, 144, 127],
        util: [0, 0, 6, 0, 2, 1],
        utils: [0, 0, 3, 0, 0, 0],
        valgrind: [0, 0, 0, 0, 0, 4],
        valid: [0, 0, 0, 0, 3, 0],
        validate: [0, 0, 0, 0, 6, 0],
        validation: [0, 0, 0, 0, 4, 0],
        value: [0, 0, 4, 0, 5, 5],
        values: [0, 0, 6, 0, 1, 11],
        variable: [0, 2, 7, 0, 4, 4],
        vault: [0, 0, 0, 0, 3, 0],
        verbose: [0, 0, 0, 0, 2, 4],
        version: [0, 2, 8, 0, 9, 13],
        versions: [0, 0, 2, 0, 2, 0],
        violations: [0, 0, 0, 0, 4, 0],
        vows: [0, 0, 0, 0, 0, 4],
        wall: [0, 0, 0, 0, 2, 10],
        warn: [0, 0, 0, 0, 4, 2],
        warning: [0, 0, 13, 0, 29, 8],
        warnings: [0, 0, 4, 0, 33, 2],
        was: [0, 3, 1, 0, 2, 10],
        welcome: [0, 0, 2, 0, 1, 0],
        were: [0, 0, 4, 0, 0, 2],
        werror: [0, 0, 4, 0, 4, 0],
        wextra: [0, 0, 0, 0, 2, 2],
        when: [0, 0, 0, 0, 3, 4],
        where: [0, 0, 2, 0, 1, 0],
        which: [0, 0, 0, 0, 9, 2],
        will: [0, 0, 0, 0, 3, 0],
        with: [0, 0, 4, 0, 13, 33],
        within: [0, 0, 1, 0, 0, 2],
        without: [0, 0, 2, 0, 2, 0],
        word: [0, 0, 0, 0, 2, 2],
        words: [0, 0, 1, 0, 1, 16],
        work: [0, 2, 35, 0, 35, 44],
        worker: [0, 0, 0, 0, 4, 0],
        world: [0, 2, 0, 0, 0, 4],
        wrap: [0, 0, 2, 0, 1, 1],
        write: [0, 0, 2, 0, 1, 4],
        writing: [0, 0, 0, 0, 1, 8],
        written: [0, 0, 2, 0, 2, 2],
        xml: [0, 0, 4, 0, 6, 0],
        xmllint: [0, 0, 0, 0, 4, 0],
        yaml: [0, 1, 2, 0, 6, 0],
        year: [0, 0, 1, 0, 2, 0],
        you: [0, 2, 1, 0, 5, 2],
        your: [0, 0, 0, 0, 5, 0]
    }
};

;// CONCATENATED MODULE: ./src/rules/logs/token-class.ts
// A small statistical reading of a failure's class: a Bernoulli naive Bayes over the words of the
// failing step (class-tokens.ts), its counts learnt from the tuning half of the generic corpus
// (class-model.ts, written by scripts/write-class-model.ts). The rules speak first; this is asked
// only when they cannot class a log at all.

const { classes, logs, words: token_class_words } = CLASS_MODEL;
const TOTAL = logs.reduce((a, b) => a + b, 0);
/** The chance that a failing step of class `i` says a word the model counted `counts` times. */
const chance = (counts, i) => ((counts[i] ?? 0) + 1) / ((logs[i] ?? 0) + 2);
// A log says a handful of the model's words, so each class's score with no word said is summed
// once, and a reading only trades log(1-p) for log(p) over the words it holds.
const SILENT = classes.map((_, i) => Object.values(token_class_words).reduce((score, counts) => score + Math.log(1 - chance(counts, i)), Math.log(((logs[i] ?? 0) + 1) / (TOTAL + classes.length))));
const SAID = new Map(Object.entries(token_class_words).map(([word, counts]) => [
    word,
    classes.map((_, i) => Math.log(chance(counts, i)) - Math.log(1 - chance(counts, i)))
]));
/** The class whose failing steps most often said these words, or undefined with no model. */
function tokenClass(tokens) {
    const scores = [...SILENT];
    for (const word of new Set(tokens)) {
        SAID.get(word)?.forEach((w, i) => (scores[i] = (scores[i] ?? 0) + w));
    }
    let best;
    let bestScore = -Infinity;
    classes.forEach((c, i) => {
        const score = scores[i] ?? -Infinity;
        if (score > bestScore) {
            bestScore = score;
            best = c;
        }
    });
    return best;
}

;// CONCATENATED MODULE: ./src/rules/logs/weigh-class.ts
// The class of a log from two kinds of evidence: what its output proves, and what the failing
// step meant to do (step-intent.ts). Output that proves a failure more fundamental than the
// step's purpose names it; output that only has a shape (a compiler-like line, a wrapper's echo,
// a structure the generic reader guessed at, a general word) yields to the purpose.



// A compiler's own error code (`E0308`, `CS1002`): code that does not compile, whatever ran it.
const COMPILER_CODE = /^[A-Z]{1,3}\d{3,5}$/;
/**
 * Proof, in the order infra > dependency > build > type > lint > test, names the log: the machine
 * or the install failed, a compiler stopped the step before its own tool ran, a recognised tool
 * reported. Otherwise a step meant to lint, type-check, test or install names it (a lint step
 * whose output has `file:line: error` lines is lint; a test step whose binary crashed is test).
 * A build step's intent is the broadest (it may compile, lint and test alike): it names only a
 * log nothing else classes; so does a `check` or a docs build. A migration's or a generator's
 * step names it as a build.
 */
function weighClass(evidence) {
    const { failures, cues, intended, broad = intended === 'build' } = evidence;
    const proven = (0,classify/* classify */.L)([
        ...failures.filter((f) => proves(f, intended)).map((f) => f.failureClass),
        ...cues.filter(fundamental)
    ]);
    if (proven !== 'unknown')
        return proven;
    if (failures.some(verdict) && (intended === undefined || broad))
        return 'test';
    if (intended !== undefined && !broad)
        return intended;
    const shaped = (0,classify/* classify */.L)(failures.length > 0 ? failures.map((f) => f.failureClass) : cues);
    return shaped !== 'unknown' ? shaped : (intended ?? 'unknown');
}
// A file alone, as a check that lists files prints it under its verdict (`FAIL: src/a.c`), or an
// error's words under a failure's mark (`✖ Error: security issues detected!`): no test's name.
const FILE_ONLY = /^[\w./-]+\.\w+(?:\s+\(.*\))?$/;
/**
 * A runner's verdict on a test it names: it says a test ran and failed, whatever compiler-looking
 * lines came before it, when the step is an umbrella (`make check`, a script) that says nothing
 * firmer. A verdict on a file alone is a check's finding, not a test's.
 */
const verdict = (f) => f.tool === 'generic' &&
    f.failureClass === 'test' &&
    f.test !== undefined &&
    !FILE_ONLY.test(f.test.slice(0, 400)) &&
    !ERROR_WORD.test(f.test);
/** The machine or the install failing is never what a step meant to check. */
const fundamental = (c) => c === 'infra' || c === 'dependency';
/**
 * A failure proves its class when a tool the gate knows reported it as its own. A shape the
 * generic reader read or a wrapper's echo does not. Nor does, in a lint or type-check step, a
 * compiler-shaped error that names a rule: a warning made fatal (`-Wunused-variable`) or a
 * checker's finding printed the way a compiler prints (`[arrayIndexOutOfBounds]`). An error with
 * no rule, or with a compiler's own code (`E0308`), is code that does not compile, which stopped
 * the step before its checker ran; and a test or build step compiles before it runs anything.
 */
function proves(f, intended) {
    // The generic reader's class is often the step command's own (`make install`, a trace in `npm
    // ci`): no proof; but a package, library or program the output says is missing is one.
    if (f.tool === 'generic')
        return f.code === MISSING_CODE;
    if (f.secondary === true)
        return false;
    if (fundamental(f.failureClass))
        return true;
    if (f.failureClass !== 'build' || (intended !== 'lint' && intended !== 'type'))
        return true;
    return f.code === undefined || COMPILER_CODE.test(f.code);
}

;// CONCATENATED MODULE: ./src/rules/logs/key-scan-wasm.ts
// Written by scripts/write-key-scan-module.mjs from src/rules/logs/key-scan.wat (`npm run package`); edit that file,
// not this one.
const KEY_SCAN_WASM = [
    'AGFzbQEAAAABFANgBH9/f38Bf2ACf38Bf2ABfwF/AwYFAAEBAgEFAwEAAQYSA38AQQALfwBBgAILfwBBgCILBzQGBm1lbW9y',
    'eQIABnRhYmxlcwMAB2J1Y2tldHMDAQVpbnB1dAMCBXN0cmlwAAMEc2NhbgAECuAHBZQBAQR/QYAiIABqKAIAIQQCQANAIAFF',
    'DQFBgAIgAWhBCXRqIQUgBUEEaiAFKAIAQQxsaiEGIAVBBGohBQJAA0AgBSAGTw0BIAQgBSgCBHEgBSgCAEYEQCACIANBA3Rq',
    'IQcgByAANgIAIAcgBSgCCDYCBCADQQFqIQMLIAVBDGohBQwACwsgASABQQFrcSEBDAALCyADCxYAIAAgAUkEf0GAIiAAai0A',
    'AAVBAAsLkQIBAn8gAEEBaiABEAEhAyADQdsARgRAIABBAmohAgJAA0AgAiABEAEhAyADQTBrQQpJIANBO0YgA0E/RnJyRQ0B',
    'IAJBAWohAgwACwsCQANAIAIgARABQSBrQRBPDQEgAkEBaiECDAALCyACIAEQAUHAAGtBP0kEQCACQQFqDwsgAEECag8LIANB',
    '3QBGBEAgAEECaiECAkADQCACIAEQASEDIAIgAU8NASADQQdGDQEgA0EbRg0BIANBCkYNASADQQ1GDQEgAkEBaiECDAALCyAD',
    'QQdGBEAgAkEBag8LIANBG0YgAkEBaiABEAFB3ABGcQRAIAJBAmoPCyACDwsgA0HAAGtBIEkEQCAAQQJqDwsgAAu4AQEFfwJA',
    'A0AgASEDAkADQCADIABPDQFBgCIgA2r9AAQA/QwbGxsbGxsbGxsbGxsbGxsb/SP9ZCEFIAUEQCADIAVoaiEDDAILIANBEGoh',
    'AwwACwsgAyAASwRAIAAhAwtBgCIgAmpBgCIgAWogAyABa/wKAAAgAiADIAFraiECIAMgAE8NASADIAAQAiEEIAQgA0YEQEGA',
    'IiACakEbOgAAIAJBAWohAiADQQFqIQQLIAQhAQwACwsgAgvjAgIFfwt7/QwPDw8PDw8PDw8PDw8PDw8PIQlBAP0ABAAhCkEQ',
    '/QAEACELQSD9AAQAIQxBMP0ABAAhDUHAAP0ABAAhDkHQAP0ABAAhD0HgAP0ABAAhEEHwAP0ABAAhEQJAA0AgAiAATw0BQYAi',
    'IAJqIQQgBP0ABAAhCCAKIAggCf1O/Q4gCyAIQQT9bf0O/U4hByAE/QAEASEIIAcgDCAIIAn9Tv0OIA0gCEEE/W39Dv1O/U4h',
    'ByAE/QAEAiEIIAcgDiAIIAn9Tv0OIA8gCEEE/W39Dv1O/U4hByAE/QAEAyEIIAcgECAIIAn9Tv0OIBEgCEEE/W39Dv1O/U4h',
    'ByAH/VMEQEGAASAH/QsEACAH/QwAAAAAAAAAAAAAAAAAAAAA/ST9ZCEFAkADQCAFRQ0BIAVoIQYgAiAGaiAGLQCAASABIAMQ',
    'ACEDIAUgBUEBa3EhBQwACwsLIAJBEGohAgwACwsgAws='
].join('');

;// CONCATENATED MODULE: ./src/rules/logs/key-scan.ts
// Finding a fixed set of short keys in a block of bytes with the WebAssembly search of
// key-scan.wat: this side sorts the keys into its eight buckets, writes the nibble tables, copies
// a block in (its colour codes taken out there when it has any) and reads back where each key
// starts. The module is compiled once, when the scanner is first loaded.

const BUCKETS = 8;
const BUCKET_BYTES = 512;
/** A bucket holds a count and then three i32s a key. */
const BUCKET_KEYS = (BUCKET_BYTES - 4) / 12;
/** Zero bytes after a block: the search reads up to 19 bytes past its last position. */
const PADDING = 32;
const PAGE = 65536;
const NONE = new Int32Array(0);
const key_scan_MODULE = new WebAssembly.Module(Buffer.from(KEY_SCAN_WASM, 'base64'));
/** The key's bytes as a little-endian i32, and the mask of the bytes it has. */
function packed(key) {
    let bytes = 0;
    for (let i = 0; i < key.length; i++)
        bytes |= key.charCodeAt(i) << (8 * i);
    return { bytes: bytes | 0, mask: key.length === 4 ? -1 : (1 << (8 * key.length)) - 1 };
}
// How often a byte comes up in a log, roughly: lower-case letters, digits, spaces and path
// punctuation most, the rest of printable ASCII less, other bytes seldom.
const weight = (byte) => /[a-z0-9 ./:_-]/.test(String.fromCharCode(byte)) ? 8 : byte >= 32 && byte < 127 ? 2 : 1;
const WEIGHTS = Array.from({ length: 256 }, (_, byte) => weight(byte));
const key_scan_TOTAL = WEIGHTS.reduce((a, b) => a + b, 0);
/** The share of places in a log, roughly, that these nibbles let through a bucket's first test. */
function admitted(nibbles) {
    let share = 1;
    for (let k = 0; k < 4; k++) {
        const low = nibbles[2 * k] ?? 0;
        const high = nibbles[2 * k + 1] ?? 0;
        // Only the bytes whose high nibble is let through are summed: for one key's byte, sixteen.
        let through = 0;
        for (let h = 0; h < 16; h++) {
            if ((high & (1 << h)) === 0)
                continue;
            for (let l = 0; l < 16; l++)
                if (low & (1 << l))
                    through += WEIGHTS[16 * h + l];
        }
        share *= through / key_scan_TOTAL;
    }
    return share;
}
const group = (ids, nibbles) => ({
    ids,
    nibbles,
    share: admitted(nibbles)
});
const groupOf = (key, id) => group([id], 
// A shorter key has every nibble where it has no byte.
[0, 1, 2, 3].flatMap((k) => k < key.length
    ? [1 << (key.charCodeAt(k) & 15), 1 << (key.charCodeAt(k) >> 4)]
    : [0xffff, 0xffff]));
const joined = (a, b) => group([...a.ids, ...b.ids], a.nibbles.map((n, i) => n | (b.nibbles[i] ?? 0)));
/**
 * What joining two groups costs: the more places they let through together. Kept per pair, since
 * a join changes only the pairs of the group it makes (a scanner is built at every start).
 */
function joinCosts() {
    const costs = new Map();
    return (a, b) => {
        let row = costs.get(a);
        if (row === undefined)
            costs.set(a, (row = new Map()));
        let cost = row.get(b);
        if (cost === undefined) {
            cost =
                a.ids.length + b.ids.length > BUCKET_KEYS
                    ? Infinity
                    : joined(a, b).share - a.share - b.share;
            row.set(b, cost);
        }
        return cost;
    };
}
/**
 * Keys that start with the same byte begin in one group (a shorter key alone), and the two
 * groups whose union lets the fewest more places through are joined until eight are left.
 */
function bucketsOf(keys) {
    const first = new Map();
    keys.forEach((key, id) => {
        const name = key.length < 4 ? `${id}` : key.charAt(0);
        const own = groupOf(key, id);
        const seen = first.get(name);
        first.set(name, seen === undefined ? own : joined(seen, own));
    });
    const groups = [...first.values()];
    const costOf = joinCosts();
    while (groups.length > BUCKETS) {
        let best = [0, 1, Infinity];
        for (let i = 0; i < groups.length; i++) {
            for (let j = i + 1; j < groups.length; j++) {
                const cost = costOf(groups[i], groups[j]);
                if (cost < best[2])
                    best = [i, j, cost];
            }
        }
        const [i, j, cost] = best;
        if (cost === Infinity)
            throw new Error(`key scan: ${keys.length} keys do not fit its buckets`);
        groups[i] = joined(groups[i], groups[j]);
        groups.splice(j, 1);
    }
    return Array.from({ length: BUCKETS }, (_, b) => [...(groups[b]?.ids ?? [])]);
}
/** The positions where the keys start in one block, read with `at` and `key`. */
class KeyScan {
    exports;
    input;
    /** How many keys can start at one place: those that are prefixes of one another. */
    perPlace;
    /** The last search's (position, key) pairs. */
    found = NONE;
    offset = 0;
    /** `keys`: one to four characters each, every one a byte (see byte-text.ts), none zero. */
    constructor(keys) {
        for (const key of keys) {
            const bytes = [...key].map((c) => c.charCodeAt(0));
            if (bytes.length < 1 || bytes.length > 4 || bytes.some((b) => b < 1 || b > 255))
                throw new Error(`key scan: cannot search for ${JSON.stringify(key)}`);
        }
        const instance = new WebAssembly.Instance(key_scan_MODULE);
        this.exports = instance.exports;
        this.input = this.exports.input.value;
        this.perPlace = Math.max(1, ...keys.map((k) => keys.filter((o) => o.startsWith(k)).length));
        this.write(keys, bucketsOf(keys));
    }
    write(keys, buckets) {
        const { memory } = this.exports;
        const tables = new Uint8Array(memory.buffer, this.exports.tables.value, 128);
        const words = new Int32Array(memory.buffer, this.exports.buckets.value);
        buckets.forEach((ids, b) => {
            const bit = 1 << b;
            const base = (b * BUCKET_BYTES) / 4;
            words[base] = ids.length;
            ids.forEach((id, i) => {
                const key = keys[id] ?? '';
                for (let k = 0; k < 4; k++) {
                    // A shorter key admits any byte where it has none.
                    const code = key.length > k ? key.charCodeAt(k) : -1;
                    for (let nibble = 0; nibble < 16; nibble++) {
                        const low = 32 * k + nibble;
                        if (code === -1 || (code & 15) === nibble)
                            tables[low] = (tables[low] ?? 0) | bit;
                        if (code === -1 || code >> 4 === nibble)
                            tables[low + 16] = (tables[low + 16] ?? 0) | bit;
                    }
                }
                const { bytes, mask } = packed(key);
                words.set([bytes, mask, id], base + 1 + 3 * i);
            });
        });
    }
    /**
     * Searches the bytes `text.slice(from, to)` (whole lines), with their colour codes taken out
     * first when `strip` is set: CSI and OSC sequences and two-byte escapes, an OSC title never
     * past its line's end; with `find` unset, nothing else. Returns the text searched: `text`, or
     * the stripped block as a new string.
     */
    scan(text, from, to, strip, find = true) {
        this.found = NONE;
        this.offset = from;
        if (!strip && !find)
            return text;
        const length = to - from;
        const { memory } = this.exports;
        const needed = this.input + length + PADDING + 4 + 8 * (length + PADDING) * this.perPlace;
        if (needed > memory.buffer.byteLength) {
            memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE));
        }
        const bytes = Buffer.from(memory.buffer);
        bytes.write(text.slice(from, to), this.input, 'latin1');
        const searched = strip ? this.exports.strip(length) : length;
        // The pairs are read as i32s: aligned to four bytes.
        const out = (this.input + searched + PADDING + 3) & ~3;
        bytes.fill(0, this.input + searched, out);
        const count = find ? this.exports.scan(searched, out) : 0;
        this.found = new Int32Array(memory.buffer, out, 2 * count);
        this.offset = strip ? 0 : from;
        return strip ? bytes.toString('latin1', this.input, this.input + searched) : text;
    }
    /** How many keys the last search found. */
    get size() {
        return this.found.length / 2;
    }
    /** Where the `i`th key found starts in the text. */
    at(i) {
        return (this.found[2 * i] ?? 0) + this.offset;
    }
    /** Which key it is: its index in the keys. */
    key(i) {
        return this.found[2 * i + 1] ?? -1;
    }
}

;// CONCATENATED MODULE: ./src/rules/logs/word-finder.ts
// Finding a set of literal words in a long text quickly. Each word is found by a key of up to
// four bytes inside it: the keys of a whole block are searched at once (key-scan.ts), and each
// key found is confirmed by comparing the words it belongs to in place.

/**
 * What keys start with: few bytes, between them in nearly every word, so keys that start alike
 * share the search's buckets and its first test lets few places through (â is the first byte of
 * ●, ▶ and ✖). Any word still gets a key (its first characters), so the set only affects speed.
 */
const KEY_STARTS = ' -*<EFISaglpr\u00e2';
const KEY_LENGTH = 4;
// The commonest characters of English text and of logs (paths, URLs, numbers): a key with fewer
// of them is found less often where its word is not.
const COMMON = ' etaoinshrdlu.:/-_0123456789';
/** How rarely `window` is found where its word is not, roughly: its uncommon characters. */
const rarity = (window) => [...window].filter((c) => !COMMON.includes(c)).length;
/**
 * Where in `word` its key starts: at a key character, a whole key long (a shorter key lets
 * anything through where it has no byte), the rarest window, the last of equals.
 */
function keyStart(word) {
    let best = -1;
    const better = (i) => {
        if (best === -1)
            return true;
        const window = word.slice(i, i + KEY_LENGTH);
        const kept = word.slice(best, best + KEY_LENGTH);
        return rarity(window) >= rarity(kept);
    };
    for (let i = 0; i + KEY_LENGTH <= word.length; i++) {
        if (KEY_STARTS.includes(word.charAt(i)) && better(i))
            best = i;
    }
    return best === -1 ? 0 : best;
}
/**
 * Finds the words of a fixed set in the lines of a larger text, in place, its lines read in
 * order: the keys of a whole block are found at once, so a line with no key costs a comparison.
 */
class WordFinder {
    search;
    /** For each key, the words it belongs to. */
    wordsOf;
    text = '';
    /** The next key found, by its index in what the search found. */
    next = 0;
    /** For each word, the last line (by count of lines read) it was found in. */
    foundIn;
    lines = 0;
    constructor(words) {
        const own = new Map();
        words.forEach((word, id) => {
            const offset = keyStart(word);
            const key = word.slice(offset, offset + KEY_LENGTH);
            own.set(key, [...(own.get(key) ?? []), { word, offset, id }]);
        });
        this.search = new KeyScan([...own.keys()]);
        this.wordsOf = [...own.values()];
        this.foundIn = new Float64Array(words.length);
    }
    /**
     * Start reading the lines of `text.slice(from, to)`, each a newline's end, their colour codes
     * taken out first when `strip` is set, their words looked for when `find` is; returns the text
     * the lines are read from.
     */
    begin(text, from, to, strip, find = true) {
        this.text = this.search.scan(text, from, to, strip, find);
        this.next = 0;
        return this.text;
    }
    /**
     * Calls `found` once for each word that starts at `from` or after it in the line that ends at
     * the newline at `end`; returns whether there was any. A word no line holds never spans one.
     * Lines are read in order: the keys of lines passed over are skipped. A word found again in
     * the line is not compared again: a line of one word repeated costs a step a key.
     */
    inLine(from, end, found) {
        const { search, text, foundIn } = this;
        const line = ++this.lines;
        let any = false;
        for (; this.next < search.size; this.next++) {
            const at = search.at(this.next);
            if (at >= end)
                break;
            if (at < from)
                continue;
            for (const { word, offset, id } of this.wordsOf[search.key(this.next)] ?? []) {
                const wordAt = at - offset;
                if (foundIn[id] === line || wordAt < from || !text.startsWith(word, wordAt))
                    continue;
                foundIn[id] = line;
                any = true;
                found(word);
            }
        }
        return any;
    }
}

// EXTERNAL MODULE: ./src/rules/logs/signature.ts
var signature = __webpack_require__(22021);
;// CONCATENATED MODULE: ./src/rules/logs/scanner.ts
// The incremental core: feed a job log in chunks of any size, get a LogAnalysis at the end.
// It keeps bounded state only (the current partial line, a tail of about the excerpt budget,
// capped failure lists per step), so a 100 MB log costs one pass and little memory. Most
// lines are noise, so a chunk is read as a block of bytes (byte-text.ts): its colours are
// stripped and the keys of its words found in one pass of WebAssembly (WordFinder), and a line
// costs a newline search and a timestamp check by character codes; it becomes text only when it
// has a word or a multi-line reader holds it, and the excerpt's tail keeps lines as ranges of the
// block. The per-tool regexes run only on lines that contain one of their needles. Lines whose
// reading takes more than that (runner markers, CRs, colour codes in the timestamp, a script
// echo) are decoded and read one by one by line().



















const DEFAULT_BYTE_BUDGET = 65536;
const BLOCK_BYTES = 64 * 1024;
const DEFAULT_MAX_FAILURES = 500;
/** Matchers see at most this much of a line; minified bundles can put megabytes on one. */
const MAX_LINE = 16 * 1024;
/** Input with no newline for this long is taken as a line, so memory stays bounded. */
const MAX_CARRY = 1024 * 1024;
/**
 * The bytes that hold what line() can read of one line: a runner timestamp and MAX_LINE units. The
 * rest of a longer line is counted, not kept: a 100 MB line costs no more memory than a short one.
 */
const HEAD = bytesForUnits(MAX_LINE + 64);
const MAX_KEY_LINES = 40;
const KEY_LINE_CHARS = 1000;
const MAX_FAILED_STEPS = 20;
/** A `Run` group that never closes is output after this many lines. */
const MAX_SCRIPT_LINES = 1000;
/** The script's last lines kept for what they say the step was for: its set-up comes first. */
const SCRIPT_LINES = 32;
/** How far into a step's output a package manager echoes the script it runs. */
const RUNNER_ECHO_LINES = 6;
/** The last lines of a failing step the generic reader reads: a runner's failure report fits. */
const WINDOW_LINES = 400;
/** The last lines of output that identify a failure when no line reads as an error. */
const FALLBACK_LINES = 3;
// Words that make a line read as an error when no matcher claims it (for `firstErrorLine`),
// and literals that every line the hint matches contains.
const ERROR_HINT = /\b(?:error|Error|ERROR|FAIL|FAILED|failed|fatal|panic|panicked|Traceback|Exception)\b|[a-z]Error\b/;
const HINT_WORDS = [
    'error',
    'Error',
    'ERROR',
    'FAIL',
    'failed',
    'fatal',
    'panic',
    'Traceback',
    'Exception'
];
/** For each word the scan finds, the matchers that need it; none for a hint word. */
const MATCHERS_OF = new Map([...new Set([...NEEDLES, ...HINT_WORDS])].map((word) => [
    word,
    MATCHERS.flatMap((m, i) => (m.needles.includes(word) ? [i] : []))
]));
/** For one line (an annotation, a line read on its own). */
const WORD_SCAN = new RegExp(literalTrie([...MATCHERS_OF.keys()]), 'g');
/** For a line of a block, read in place: the same words as bytes, found by their keys. */
const MATCHERS_OF_BYTES = new Map([...MATCHERS_OF].map(([word, at]) => [asBytes(word), at]));
const WORD_FINDER = new WordFinder([...MATCHERS_OF_BYTES.keys()]);
/**
 * A copy that does not share storage with the chunk it was sliced from. V8 slices keep their
 * parent string alive, so a kept line would pin a whole 64 KB chunk (or the whole log).
 */
// Concatenation then slice makes V8 flatten into a new string of the text's own length.
const detach = (text) => ` ${text}`.slice(1);
const EXIT_CODE = /^Process completed with exit code (\d+)\.?$/;
/** The longest extension a file named alone is looked for with. */
const EXTENSION_CHARS = 8;
/** A file in a folder of the checkout, alone on its line: `contracts/Vault.sol`. */
const RELATIVE_FILE = /^[A-Za-z][\w.-]*(?:\/[\w.@-]+)+\.[A-Za-z]\w{0,6}$/;
/** Whether `code` is an ASCII letter. */
const isLetter = (code) => (0,chars/* isLower */.cs)(code) || (0,chars/* isUpper */.Hg)(code);
/**
 * Whether the line `text.slice(from, to)` may be a file named alone: it ends in an extension
 * (read first: few lines do) and starts with a letter, with no blank between.
 */
function bareFile(text, from, to) {
    let dot = to - 1;
    while (dot > from && dot >= to - EXTENSION_CHARS && (0,chars/* isWord */.Jg)(text.charCodeAt(dot)))
        dot--;
    if (text.charCodeAt(dot) !== 46 /* . */ || dot === to - 1)
        return false;
    if (!isLetter(text.charCodeAt(dot + 1)) || !isLetter(text.charCodeAt(from)))
        return false;
    const space = text.indexOf(' ', from);
    return space === -1 || space >= to;
}
/** How the runner marks an error line in a job log; a reported line has the room it leaves. */
const ERROR_MARKER = '##[error]';
class StepState {
    name;
    startLine;
    failures = new Map();
    truncated = false;
    failed = false;
    exitCode;
    /** The first line that read as an error: a failure's or a hint's. */
    firstErrorLine;
    /**
     * The last one: with the first, what identifies a failure no matcher recognised. Held until
     * the step ends: it changes on every error line of a noisy step.
     */
    lastErrorLine;
    lastError = new HeldLine();
    /**
     * The last non-empty output line, the fallback when nothing reads as an error. Held until the
     * step ends: it changes on nearly every line.
     */
    lastLine = '';
    last = new HeldLine();
    keyLines = [];
    lastKeyLineNumber = -1;
    /** The last line of the step's script as the `Run` group echoes it: what ran last. */
    command;
    /** The script's last lines as the group echoes them: what step-intent.ts reads. */
    script = [];
    /** Inside the `Run` group, where the runner echoes the script. */
    echoing;
    /** The step's first line of output: after the group that echoes its script. */
    outputStart;
    /** The line after its last (0 while it runs). */
    endLine = 0;
    /** Its last lines, taken when it failed: what the generic reader reads. */
    window;
    constructor(name, startLine, echoing = false) {
        this.name = name;
        this.startLine = startLine;
        this.command = name;
        this.echoing = echoing;
        this.outputStart = startLine;
    }
    addKeyLine(text, lineNumber) {
        this.firstErrorLine ??= detach(text.slice(0, KEY_LINE_CHARS));
        if (lineNumber !== this.lastKeyLineNumber) {
            this.lastError.holdText(text);
            this.lastKeyLineNumber = lineNumber;
        }
        if (this.keyLines.length < MAX_KEY_LINES && this.keyLines.at(-1)?.lineNumber !== lineNumber) {
            this.keyLines.push({ lineNumber, text: detach(text.slice(0, KEY_LINE_CHARS)) });
        }
    }
    /** The line of bytes `source.slice(start, end)`, decoded only if it is kept now. */
    addKeyBytes(source, start, end, lineNumber) {
        if (this.firstErrorLine === undefined || this.keyLines.length < MAX_KEY_LINES) {
            this.addKeyLine(fromBytes(source.slice(start, end)), lineNumber);
        }
        else if (lineNumber !== this.lastKeyLineNumber) {
            this.lastError.holdBytes(source, start, end);
            this.lastKeyLineNumber = lineNumber;
        }
    }
    /** The step is over: its held lines as text, apart from the input they were read from. */
    close() {
        this.lastLine = this.last.release();
        if (this.lastKeyLineNumber !== -1) {
            this.lastErrorLine = detach(this.lastError.release().slice(0, KEY_LINE_CHARS));
        }
    }
    get interesting() {
        return this.failures.size > 0 || this.keyLines.length > 0;
    }
}
function createLogScanner(options = {}) {
    const scan = new LogScan(options);
    return {
        push: (chunk) => scan.push(chunk),
        end: () => scan.end(),
        finish: (job) => scan.finish(job)
    };
}
/** One scan's state, and the steps that read the input into it, line by line or by block. */
class LogScan {
    budget;
    maxFailures;
    maxSignatureLength;
    classModel;
    // The unfinished last line: its first HEAD bytes (all line() reads of it) and its length.
    carry = '';
    carryLength = 0;
    lineNumber = 0;
    byteCount = 0;
    finished = false;
    // The steps the analysis reads, once the input has ended.
    chosen;
    // Whether the chunk being read is all ASCII: its bytes are its text.
    ascii = false;
    tail;
    // candidate[i] === lineNumber: matcher i's needle is on the current line; `picked` lists them.
    candidate = new Int32Array(MATCHERS.length);
    picked = [];
    failedSteps = [];
    failedStepsDropped = 0;
    lastQuiet;
    // Whether the line before was blank: a linter's report heads a file's problems after one.
    afterBlank = false;
    // Output before the first `Run` header belongs to the runner's own set-up.
    step = new StepState('Set up job', 0);
    ctx = newMatchContext('');
    // Whether a word found in the current block line is some matcher's needle.
    blockNeedled = false;
    constructor(options) {
        this.budget = options.byteBudget ?? DEFAULT_BYTE_BUDGET;
        this.maxFailures = options.maxFailures ?? DEFAULT_MAX_FAILURES;
        this.maxSignatureLength = options.maxSignatureLength ?? signature/* DEFAULT_MAX_SIGNATURE_LENGTH */.$_;
        this.classModel = options.classModel ?? true;
        this.tail = new TailBuffer(this.budget);
    }
    push(chunk) {
        if (this.chosen !== undefined)
            throw new Error('log scanner: push after finish');
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        this.byteCount += bytes.length;
        // Read a block at a time: the word search's memory grows with the block it reads.
        for (let at = 0; at < bytes.length; at += BLOCK_BYTES) {
            const block = bytes.subarray(at, at + BLOCK_BYTES);
            this.ascii = (0,external_node_buffer_.isAscii)(block);
            this.consume(block.toString('latin1'), false);
        }
    }
    /** End of input: the steps the analysis reads are settled. Their scripts. */
    end() {
        if (this.chosen === undefined) {
            this.consume('', true);
            this.closeStep(this.lineNumber + 1);
            const { failedSteps, lastQuiet } = this;
            const chosen = failedSteps.length > 0 ? failedSteps : lastQuiet === undefined ? [] : [lastQuiet];
            // A step that did not fail is read from what the tail still holds of it.
            for (const s of chosen)
                s.window ??= this.windowOf(s);
            this.chosen = chosen;
        }
        return this.chosen.map(scriptOf);
    }
    finish(job) {
        if (this.finished)
            throw new Error('log scanner: finish called twice');
        this.end();
        this.finished = true;
        return analyse(this.chosen ?? [], {
            budget: this.budget,
            maxSignatureLength: this.maxSignatureLength,
            maxFailures: this.maxFailures,
            tail: this.tail,
            failedStepsDropped: this.failedStepsDropped,
            lineCount: this.lineNumber,
            byteCount: this.byteCount,
            job,
            classModel: this.classModel
        });
    }
    /** The script echo is over: keep its last line apart from the input it was sliced from. */
    endEcho() {
        const { step } = this;
        if (!step.echoing)
            return;
        step.echoing = false;
        step.command = detach(step.command);
        step.script.forEach((line, i) => (step.script[i] = detach(line)));
    }
    /** The last lines the tail holds of a step's output. */
    windowOf(step) {
        return this.tail.recent(step.outputStart, step.endLine, WINDOW_LINES);
    }
    /** The step is over; `end` is the number of the line after its last. */
    closeStep(end) {
        this.endEcho();
        const { step } = this;
        step.close();
        step.endLine = end;
        if (step.failed) {
            step.window = this.windowOf(step);
            if (this.failedSteps.length < MAX_FAILED_STEPS)
                this.failedSteps.push(step);
            else
                this.failedStepsDropped++;
        }
        else if (step.interesting) {
            this.lastQuiet = step;
        }
    }
    record(hit, line, keyLine = true) {
        const { step, lineNumber } = this;
        const identity = (0,signature/* identityOf */.cu)(hit);
        if (!step.failures.has(identity)) {
            if (step.failures.size >= this.maxFailures) {
                step.truncated = true;
            }
            else {
                step.failures.set(identity, {
                    identity: detach(identity),
                    failureClass: hit.failureClass,
                    tool: hit.tool,
                    ...(hit.test === undefined ? {} : { test: detach(hit.test) }),
                    ...(hit.code === undefined ? {} : { code: detach(hit.code) }),
                    ...(hit.file === undefined ? {} : { file: detach(hit.file) }),
                    line: detach((hit.line ?? line).slice(0, KEY_LINE_CHARS)),
                    lineNumber,
                    ...(hit.secondary === true ? { secondary: true } : {})
                });
            }
        }
        if (keyLine)
            step.addKeyLine(line, lineNumber);
    }
    /** A line of bytes of the chunk being read, as text. */
    decode(bytes) {
        return this.ascii ? bytes : fromBytes(bytes);
    }
    /** Mark `matchers` (those that need a word the line holds) as candidates for the line. */
    mark(matchers) {
        for (const i of matchers) {
            if (this.candidate[i] === this.lineNumber)
                continue;
            this.candidate[i] = this.lineNumber;
            this.picked.push(i);
        }
        return matchers.length > 0;
    }
    markNeedle = (bytes) => {
        if (this.mark(MATCHERS_OF_BYTES.get(bytes) ?? []))
            this.blockNeedled = true;
    };
    /** Run the matchers whose needles the line contains; note it if it only reads as an error. */
    examine(line) {
        WORD_SCAN.lastIndex = 0;
        let m = WORD_SCAN.exec(line);
        if (m === null)
            return;
        let needled = false;
        let last = '';
        do {
            // A word repeated (a line of one word over and over) has marked its matchers already.
            if (m[0] !== last && this.mark(MATCHERS_OF.get(m[0]) ?? []))
                needled = true;
            last = m[0];
            WORD_SCAN.lastIndex = m.index + 1;
            m = WORD_SCAN.exec(line);
        } while (m !== null);
        this.judge(line, needled);
    }
    /** Run the marked matchers on a line with a word; note it if it only reads as an error. */
    judge(line, needled) {
        if (needled && this.runPicked(line))
            return;
        if (ERROR_HINT.test(line))
            this.step.addKeyLine(line, this.lineNumber);
    }
    /** The picked matchers in the table's order, up to the first that reads the line. */
    runPicked(line) {
        const { picked, candidate } = this;
        if (picked.length > 1)
            picked.sort((a, b) => a - b);
        let read = false;
        for (const i of picked) {
            candidate[i] = 0;
            if (read)
                continue;
            const matcher = MATCHERS[i];
            const found = matcher?.pattern.exec(line);
            if (matcher === undefined || found == null)
                continue;
            const hit = matcher.read(found, this.ctx);
            if (hit === undefined)
                continue;
            // A wrapper's echo is no error line of its own: the fallback reads what it wrapped.
            if (hit !== CONTEXT)
                this.record(hit, line, hit.secondary !== true);
            read = true;
        }
        picked.length = 0;
        return read;
    }
    /**
     * Whether as many failing steps are kept as the analysis reads. Output after them cannot change
     * it, only the excerpt and the count of failing steps left out, so it is no longer read.
     */
    get settled() {
        return this.failedSteps.length >= MAX_FAILED_STEPS;
    }
    /** A new step begins at the current line. */
    startStep(name, echoing, context) {
        this.closeStep(this.lineNumber);
        this.step = new StepState(name, this.lineNumber, echoing);
        this.ctx = newMatchContext(context);
    }
    /** `##[group]`, `##[error]` and the other runner markers. */
    marker(text) {
        const { tail, lineNumber } = this;
        const close = text.indexOf(']');
        const kind = text.slice(3, close);
        const body = (0,normalize/* stripAnsi */.aJ)(text.slice(close + 1));
        if (kind === 'endgroup') {
            this.endEcho();
            const { step } = this;
            if (step.outputStart === step.startLine)
                step.outputStart = lineNumber + 1;
        }
        if (kind === 'endgroup' || kind === 'debug')
            return;
        if (kind === 'group') {
            if (body.startsWith('Run ')) {
                const name = body.slice(4);
                this.startStep(name, true, name);
            }
            tail.pushText(body, lineNumber);
            return;
        }
        if (kind === 'error')
            this.error(body);
        else
            tail.pushText(kind === 'warning' ? `Warning: ${body}` : body, lineNumber);
    }
    /** An error annotation (`::error::`) or the runner's own error message. */
    error(message) {
        const { tail, lineNumber } = this;
        tail.pushText(`Error: ${message}`, lineNumber);
        this.step.failed = true;
        const exit = EXIT_CODE.exec(message);
        if (exit !== null) {
            this.exitCode(Number(exit[1]), message);
            return;
        }
        // Read like output; an error line of its own when no matcher recognises it.
        if (!this.settled) {
            const before = this.step.failures.size;
            this.examine(message);
            if (this.step.failures.size === before)
                this.step.addKeyLine(message, lineNumber);
        }
        tail.pin();
    }
    /**
     * A line a check reported instead of a log (an annotation, an app's output): read as its error
     * annotation in a job log is, so the same message signs and classes the same either way.
     */
    reported(line) {
        this.byteCount += Buffer.byteLength(line, 'utf8') + 1;
        this.lineNumber++;
        const message = line.endsWith('\r') ? line.slice(0, -1) : line;
        this.error((0,normalize/* stripAnsi */.aJ)(message.slice(0, MAX_LINE - ERROR_MARKER.length)));
    }
    /** The runner's line with the step's exit code: the step's output ends here. */
    exitCode(code, body) {
        const { step } = this;
        step.exitCode = code;
        const meaning = exitCodeHit(code, step.command);
        // The runner's own line says nothing the exit code does not: no error line of its own.
        if (meaning !== undefined && !this.settled)
            this.record(meaning, body, false);
        this.tail.pin();
        // The post-job clean-up that follows is never the step's failure.
        this.startStep('Post job cleanup', false, '');
    }
    /**
     * A package manager's echo of the script it runs (`> tslint -c tslint.json src`, `$ jest`) at
     * the start of a step's output: what the step runs, as the group's echo of its script is.
     */
    echoedScript(command) {
        const { step } = this;
        if (this.lineNumber - step.outputStart >= RUNNER_ECHO_LINES)
            return;
        if (step.script.push(command.slice(0, KEY_LINE_CHARS)) > SCRIPT_LINES)
            step.script.shift();
    }
    /**
     * A line read on its own, as text: its timestamp, CRs and colours included, cut after what
     * it can read of a longer line.
     */
    line(text) {
        const lineNumber = ++this.lineNumber;
        const from = (0,normalize/* timestampEnd */.Ed)(text, 0, text.length);
        let to = text.length;
        if (to > from && text.charCodeAt(to - 1) === 13 /* \r */)
            to--;
        if (to - from > MAX_LINE)
            to = from + MAX_LINE;
        if (text.charCodeAt(from) === 35 /* # */ && text.startsWith('##[', from)) {
            this.marker(text.slice(from, to));
            return;
        }
        let content = text.slice(from, to);
        // A bare CR redraws the line (progress bars): only what was written last is visible.
        const cr = content.lastIndexOf('\r');
        if (cr !== -1)
            content = content.slice(cr + 1);
        if (content.includes('\u001b')) {
            content = (0,normalize/* stripAnsi */.aJ)(content);
            // A tool that leaves a colour reset unterminated pushes the runner's marker right of it.
            if (content.startsWith('##[')) {
                this.marker(content);
                return;
            }
        }
        this.tail.pushText(content, lineNumber);
        const afterBlank = this.afterBlank;
        this.afterBlank = content.length === 0;
        if (content.length === 0)
            return;
        const { step } = this;
        if (step.echoing) {
            // The runner echoes the script, then its shell and env; none of it is output.
            if (content.startsWith('shell: ') || lineNumber - step.startLine > MAX_SCRIPT_LINES) {
                this.endEcho();
            }
            else {
                step.command = content.slice(0, KEY_LINE_CHARS);
                if (step.script.push(step.command) > SCRIPT_LINES)
                    step.script.shift();
            }
            return;
        }
        if (echoes(content, 0))
            this.echoedScript(content.slice(2));
        if (this.settled)
            return;
        step.last.holdText(content);
        this.output(content, this.examineLine, afterBlank);
    }
    /**
     * A line of a step's output, as text: the readers that hold context across lines, then its
     * words, read by `words` (a line read on its own searches them itself).
     */
    output(content, words, afterBlank) {
        const { ctx, lineNumber } = this;
        // eslint's stylish output heads each file's problems with the bare absolute path; the linters
        // that print like it may give it from the checkout (`contracts/Vault.sol`) after a blank line.
        if (!content.includes(' ') &&
            (content.charCodeAt(0) === 47 /* / */ || (afterBlank && RELATIVE_FILE.test(content)))) {
            ctx.lintFile = (0,normalize/* normalizePath */.Fd)(content);
        }
        ctx.lineNumber = lineNumber;
        if (ctx.region !== undefined) {
            const read = readRegionLine(content, ctx);
            if (read === KEY) {
                this.step.addKeyLine(content, lineNumber);
                return;
            }
            if (read !== undefined) {
                this.record(read, content);
                return;
            }
        }
        const listed = readListedFile(content, ctx);
        if (listed !== undefined) {
            this.record(listed, content);
            return;
        }
        words(content);
    }
    examineLine = (content) => this.examine(content);
    append(text, from, to) {
        this.carryLength += to - from;
        const { carry } = this;
        if (carry.length < HEAD)
            this.carry += text.slice(from, Math.min(to, from + HEAD - carry.length));
    }
    flushCarry() {
        this.line(fromBytes(this.carry));
        this.carry = '';
        this.carryLength = 0;
    }
    /**
     * A line of the block of bytes `text` (its colours stripped) from its content's start `from` to
     * its newline: read from ranges of the block, decoded only when it has a word to read.
     */
    blockLine(text, from, end) {
        const lineNumber = ++this.lineNumber;
        let to = end;
        if (to > from && text.charCodeAt(to - 1) === 13 /* \r */)
            to--;
        if (echoes(text, from))
            this.echoedScript(this.decode(text.slice(from + 2, to)));
        this.tail.push(text, lineNumber, from, to);
        const afterBlank = this.afterBlank;
        this.afterBlank = to === from;
        if (to === from || this.settled)
            return;
        this.step.last.holdBytes(text, from, to);
        const { ctx } = this;
        // Readers that hold context read every line (and a bare path may head eslint's problems):
        // they read it as text, and leave its words to the block's search.
        if (ctx.region !== undefined ||
            ctx.formatter !== undefined ||
            text.charCodeAt(from) === 47 /* / */ ||
            (afterBlank && bareFile(text, from, to))) {
            this.output(this.decode(text.slice(from, to)), (content) => this.words(text, from, to, end, content), afterBlank);
            return;
        }
        // Most lines: the words found in place, decoded only when one is there.
        ctx.lineNumber = lineNumber;
        this.words(text, from, to, end);
    }
    /**
     * The words of the block's line `text.slice(from, to)`, whose newline is at `end`: the matchers
     * they pick, else the hint that it reads as an error. `content` is its text when it is decoded
     * already.
     */
    words(text, from, to, end, content) {
        this.blockNeedled = false;
        if (!WORD_FINDER.inLine(from, end, this.markNeedle))
            return;
        if (this.blockNeedled) {
            this.judge(content ?? this.decode(text.slice(from, to)), true);
        }
        else if (ERROR_HINT.test(text.slice(from, to))) {
            // A hint word alone: the hint reads the bytes as it reads the text (its words are ASCII).
            this.step.addKeyBytes(text, from, to, this.lineNumber);
        }
    }
    /**
     * The whole lines of bytes `raw.slice(start, end)`. A line goes through line() when reading it
     * takes more than its words and the block's readers: when a step's script is echoing, when it
     * is too long, has a CR inside it or a runner marker, or has colour codes that the block's
     * stripping could not have removed the way line() does (in or next to its timestamp).
     */
    block(raw, start, end) {
        const firstEsc = raw.indexOf('\u001b', start);
        const coloured = firstEsc !== -1 && firstEsc < end;
        const text = WORD_FINDER.begin(raw, start, end, coloured, !this.settled);
        let t = coloured ? 0 : start;
        let esc = coloured ? firstEsc : Infinity;
        let cr = after(raw, '\r', start);
        let runner = after(raw, '##[', start);
        let strippedRunner = coloured ? after(text, '##[', 0) : Infinity;
        for (let r = start; r < end;) {
            const rawEnd = raw.indexOf('\n', r);
            const textEnd = coloured ? text.indexOf('\n', t) : rawEnd;
            if (esc < r)
                esc = after(raw, '\u001b', r);
            if (cr < r)
                cr = after(raw, '\r', r);
            if (runner < r)
                runner = after(raw, '##[', r);
            if (strippedRunner < t)
                strippedRunner = after(text, '##[', t);
            let own = this.step.echoing ||
                rawEnd - r > MAX_LINE ||
                cr < rawEnd - 1 ||
                runner < rawEnd ||
                strippedRunner < textEnd;
            const from = own ? t : (0,normalize/* timestampEnd */.Ed)(text, t, textEnd);
            if (!own && esc < rawEnd) {
                // Colour codes are stripped after the timestamp is cut off: only those after it are
                // stripped the same in the block.
                const rawFrom = (0,normalize/* timestampEnd */.Ed)(raw, r, rawEnd);
                own = esc < rawFrom || rawFrom - r !== from - t;
            }
            if (own)
                this.line(this.decode(raw.slice(r, Math.min(rawEnd, r + HEAD))));
            else
                this.blockLine(text, from, textEnd);
            r = rawEnd + 1;
            t = textEnd + 1;
        }
    }
    consume(text, final) {
        let start = 0;
        const nl = text.indexOf('\n');
        if (this.carryLength > 0 && nl !== -1) {
            this.append(text, 0, nl);
            this.flushCarry();
            start = nl + 1;
        }
        // Whole lines end at the last newline; the rest waits for the next chunk.
        const end = nl === -1 ? start : text.lastIndexOf('\n') + 1;
        if (end > start)
            this.block(text, start, end);
        if (end < text.length)
            this.append(text, end, text.length);
        if (this.carryLength > MAX_CARRY || (final && this.carryLength > 0))
            this.flushCarry();
    }
}
/** Whether the line at `from` opens with a package manager's `> ` or `$ `. */
function echoes(text, from) {
    const first = text.charCodeAt(from);
    const prompt = first === 62 /* > */ || first === 36; /* $ */
    return prompt && text.charCodeAt(from + 1) === 32;
}
/** What the failing steps' script lines show of what they were for: what the intent reads. */
const scriptOf = (s) => [s.name, ...s.script].join('\n');
/**
 * What the chosen steps were meant to do, from their scripts, their names in the jobs API (failed
 * steps pair up in order when both count as many) and the job's name.
 */
function intentsOf(chosen, job) {
    const named = job?.failedSteps?.length === chosen.length ? job.failedSteps : [];
    return chosen.flatMap((s, i) => {
        const intent = stepIntent({
            script: scriptOf(s),
            ...(named[i] === undefined ? {} : { step: named[i] }),
            ...(job?.name === undefined ? {} : { job: job.name })
        });
        return intent === undefined ? [] : [intent];
    });
}
/**
 * The class the failures, or with none the error lines' words, weighed with what the steps were
 * for. With no line that reads as an error and nothing said of what ran, the words of the last
 * lines that sign the failure.
 */
function classOf(failures, said, chosen, { job, classModel }) {
    const intents = intentsOf(chosen, job);
    const meant = (0,classify/* classify */.L)(intents.flatMap((i) => intendedClass(i) ?? []));
    const { errorLines, lastLines } = said;
    const cueLines = errorLines.length > 0 || intents.length > 0 ? errorLines : lastLines;
    const ruled = weighClass({
        failures,
        cues: failures.length > 0 ? [] : lineCues(cueLines),
        intended: meant === 'unknown' ? undefined : meant,
        broad: intents.every(isBroad)
    });
    if (ruled !== 'unknown' || chosen.length === 0 || !classModel)
        return ruled;
    // The rules cannot class it: the words the failing steps said, as the class model weighs them.
    const tokens = classTokens(chosen.map((s) => s.command).join('\n'), chosen.flatMap((s) => (s.window ?? []).map((l) => l.text)));
    return tokenClass(tokens) ?? ruled;
}
/** The analysis of the chosen steps: the failing ones, else the last one with anything to say. */
function analyse(chosen, totals) {
    const byIdentity = new Map();
    for (const s of chosen) {
        for (const [id, f] of s.failures)
            if (!byIdentity.has(id))
                byIdentity.set(id, f);
    }
    // A wrapper's echo counts only when nothing it wraps was recognised.
    const primary = [...byIdentity.values()].filter((f) => f.secondary !== true);
    // No matcher read the failure: the generic reader reads the steps' last lines.
    const generic = primary.length === 0 ? readSteps(chosen, totals.maxFailures) : { failures: [], facts: [] };
    const secondaryOnly = primary.length === 0 && generic.failures.length === 0;
    const kept = primary.length > 0
        ? primary
        : generic.failures.length > 0
            ? generic.failures
            : [...byIdentity.values()];
    const keptById = new Map(kept.map((f) => [f.identity, f]));
    const reduced = (0,signature/* reduceIdentities */.R_)(keptById.keys());
    const failures = reduced.flatMap((id) => keptById.get(id) ?? []);
    const keyLines = chosen.flatMap((s) => s.keyLines).sort((a, b) => a.lineNumber - b.lineNumber);
    const errorLines = fallbackLines(chosen);
    const lastLines = chosen.flatMap(lastOutputLines);
    const failureClass = classOf(failures, { errorLines, lastLines }, chosen, totals);
    // The first line of the kind that names the log, else the first line that read as an error.
    const firstErrorLine = failures
        .filter((f) => f.failureClass === failureClass)
        .sort((a, b) => a.lineNumber - b.lineNumber)[0]?.line ?? chosen[0]?.firstErrorLine;
    const identities = reduced.length === 0
        ? fallback(chosen, errorLines, lastLines)
        : secondaryOnly
            ? wrappedIdentities(failures, { errorLines, lastLines })
            : reduced;
    const facts = factsOf([...keyLines.map((k) => k.text), ...failures.map((f) => f.line)]);
    return {
        failingSteps: chosen.filter((s) => s.failed).map(failingStep),
        ...(firstErrorLine === undefined ? {} : { firstErrorLine }),
        failures,
        ...(secondaryOnly ? { lastLines } : {}),
        failuresTruncated: chosen.some((s) => s.truncated) || totals.failedStepsDropped > 0,
        tests: sortedUnique(failures.flatMap((f) => (f.test === undefined ? [] : [testName(f)]))),
        codes: sortedUnique(failures.flatMap((f) => (f.code === undefined ? [] : [codeName(f)]))),
        facts: [...new Set([...facts, ...generic.facts])].slice(0, MAX_FACTS),
        failureClass,
        identities,
        signature: (0,signature/* buildSignature */.vG)(identities, totals.maxSignatureLength),
        excerpt: cutExcerpt({
            budget: totals.budget,
            lines: totals.tail.lines(),
            keyLines,
            lineCount: totals.lineCount
        }),
        lineCount: totals.lineCount,
        byteCount: totals.byteCount
    };
}
/**
 * What the generic reader finds in the steps' last lines, as failures (at most `max`, the first
 * of each identity) and the facts it has for the summary.
 */
function readSteps(chosen, max) {
    const byIdentity = new Map();
    const facts = [];
    for (const s of chosen) {
        const reading = readGeneric(s.window ?? [], scriptOf(s));
        facts.push(...reading.facts);
        for (const { hit, line } of reading.failures) {
            const identity = (0,signature/* identityOf */.cu)(hit);
            if (byIdentity.has(identity) || byIdentity.size >= max)
                continue;
            byIdentity.set(identity, {
                identity,
                failureClass: hit.failureClass,
                tool: hit.tool,
                ...(hit.test === undefined ? {} : { test: hit.test }),
                ...(hit.code === undefined ? {} : { code: hit.code }),
                ...(hit.file === undefined ? {} : { file: hit.file }),
                line: line.text.slice(0, KEY_LINE_CHARS),
                lineNumber: line.lineNumber
            });
        }
    }
    return { failures: [...byIdentity.values()], facts };
}
const failingStep = (s) => ({
    name: s.name,
    ...(s.command === s.name ? {} : { command: s.command }),
    startLine: s.startLine,
    ...(s.exitCode === undefined ? {} : { exitCode: s.exitCode })
});
const after = (text, what, from) => {
    const at = text.indexOf(what, from);
    return at === -1 ? Infinity : at;
};
/**
 * The first and the last line of the failing steps that read as an error, but a line that says
 * nothing of what failed; a trailer that points back at the error yields to a line that names it.
 */
const fallbackLines = (chosen) => chosen.flatMap((s) => {
    const said = [s.firstErrorLine, s.lastErrorLine].flatMap((l) => l === undefined || saysNothing(l) ? [] : [l]);
    const naming = said.filter((l) => !isTrailer(l));
    return (naming.length > 0 ? naming : said).map((l) => withIntroduced(s, l));
});
/**
 * An error line that ends in a colon (`Schema validation failed:`, `Error in check(x) :`)
 * introduces its message, and one with a deeper indented line under it goes on there
 * (`ERROR:  While executing gem ...` over `    missing value for attribute summary`): the next
 * line that says something is read with it.
 */
function withIntroduced(s, line) {
    const lines = s.window ?? [];
    const at = lines.findIndex((l) => l.text.startsWith(line));
    const next = at === -1 ? undefined : lines.slice(at + 1).find((l) => l.text.trim() !== '');
    if (next === undefined || next.text.startsWith('##['))
        return line;
    const indent = (text) => text.length - text.trimStart().length;
    const introduces = line.trimEnd().endsWith(':') || indent(next.text) > indent(lines[at]?.text ?? '');
    return introduces ? `${line} ${next.text.trim()}` : line;
}
/**
 * A step's last lines of output that say something: not blank, not a count, not the runner's. A
 * tool that fails with no error word (`src/a.js: line 3, col 5, Missing semicolon.` then `1 error`)
 * says what failed there.
 */
function lastOutputLines(s) {
    const said = (s.window ?? [])
        .map((l) => l.text)
        .filter((text) => text.trim() !== '' && !text.startsWith('##[') && !saysNothing(text));
    const naming = said.filter((text) => !isTrailer(text));
    if (naming.length > 0)
        return naming.slice(-FALLBACK_LINES);
    if (said.length > 0)
        return said.slice(-FALLBACK_LINES);
    return saysNothing(s.lastLine) ? [] : [s.lastLine];
}
/**
 * Only a wrapper's echo or a crash recognised. An echo the same whatever failed inside it (`make:
 * *** [deps] Error 2`) yields to the lines that say what did; a crash's signal names it beside them.
 */
function wrappedIdentities(recognised, said) {
    const { errorLines, lastLines } = said;
    const ids = recognised.map((f) => f.identity);
    if (!recognised.every((f) => isTrailer(f.line))) {
        return (0,signature/* reduceIdentities */.R_)([...ids, ...(0,signature/* fallbackIdentities */.$X)(errorLines)]);
    }
    const lines = errorLines.length > 0 ? errorLines : lastLines;
    const named = (0,signature/* fallbackIdentities */.$X)(lines.filter((l) => !isTrailer(l)));
    return (0,signature/* reduceIdentities */.R_)(named.length > 0 ? named : [...ids, ...(0,signature/* fallbackIdentities */.$X)(errorLines)]);
}
/** Nothing recognised: the first and last error-like lines, else the last output and the exit; never a count. */
function fallback(chosen, errorLines, lastLines) {
    if (errorLines.length > 0)
        return (0,signature/* fallbackIdentities */.$X)(errorLines);
    const exit = chosen.find((s) => s.exitCode !== undefined)?.exitCode;
    const fromOutput = (0,signature/* fallbackIdentities */.$X)(lastLines);
    return sortedUnique(exit === undefined ? fromOutput : [...fromOutput, `exit:${exit}`]);
}
const sortedUnique = (values) => [...new Set(values)].sort();
/** The test with its file's whole path, where the identity keeps only the file's name. */
const testName = (f) => f.file === undefined || f.test === undefined
    ? f.identity.slice('test:'.length)
    : `${f.file}>${f.test}`;
const codeName = (f) => f.failureClass === 'infra' ? `infra:${f.code ?? ''}` : (f.code ?? '');
/** Analyse the lines a check reported instead of a log, each one an error of its own. */
function analyzeReported(lines, options = {}) {
    const scan = new LogScan(options);
    for (const line of lines)
        for (const part of line.split(/\r?\n/))
            scan.reported(part);
    return scan.finish();
}
/** Analyse a whole log held in memory (tests, small logs), of the job `job` names. */
function analyzeLog(text, options = {}, job) {
    const scanner = createLogScanner(options);
    scanner.push(text);
    return scanner.finish(job);
}

;// CONCATENATED MODULE: ./src/rules/logs/summary.ts
// One summary and one signature for a whole failing run, from the analyses of its jobs.


const LISTED = 10;
const summary_LINE_CHARS = 300;
const list = (items) => {
    const shown = items.slice(0, LISTED).join(', ');
    return items.length > LISTED ? `${shown} (+${items.length - LISTED} more)` : shown;
};
function describeJob({ job, analysis }) {
    const steps = analysis.failingSteps.map((s) => {
        const notes = [
            ...(s.command === undefined ? [] : [`last command: ${s.command}`]),
            ...(s.exitCode === undefined ? [] : [`exit ${s.exitCode}`])
        ];
        return notes.length === 0 ? s.name : `${s.name} (${notes.join('; ')})`;
    });
    const lines = [
        `Job ${job}: ${analysis.failureClass}`,
        `  Failing step: ${steps.length === 0 ? '(none marked; the last step was read)' : steps.join('; ')}`
    ];
    if (analysis.firstErrorLine !== undefined) {
        lines.push(`  First error: ${analysis.firstErrorLine.trim().slice(0, summary_LINE_CHARS)}`);
    }
    const errors = analysis.failures.flatMap((f) => (f.test === undefined ? [f.identity] : []));
    if (analysis.tests.length > 0)
        lines.push(`  Failing tests: ${list(analysis.tests)}`);
    if (analysis.codes.length > 0)
        lines.push(`  Error codes: ${list(analysis.codes)}`);
    if (errors.length > 0)
        lines.push(`  Errors: ${list(errors)}`);
    if (analysis.facts.length > 0)
        lines.push(`  Details: ${list(analysis.facts)}`);
    for (const line of analysis.lastLines ?? []) {
        lines.push(`  Last output: ${line.trim().slice(0, summary_LINE_CHARS)}`);
    }
    if (analysis.failuresTruncated)
        lines.push('  (more failures than were kept)');
    return lines.join('\n');
}
/**
 * Combine the jobs of a run: the class by precedence over the jobs' classes, the signature
 * from the union of their identities (so it does not depend on job order).
 */
function summarizeRun(jobs, maxSignatureLength = signature/* DEFAULT_MAX_SIGNATURE_LENGTH */.$_) {
    const identities = (0,signature/* reduceIdentities */.R_)(jobs.flatMap((j) => j.analysis.identities));
    const classes = jobs.flatMap((j) => j.analysis.failureClass === 'unknown' ? [] : [j.analysis.failureClass]);
    return {
        failureClass: (0,classify/* classify */.L)(classes),
        signature: (0,signature/* buildSignature */.vG)(identities, maxSignatureLength),
        text: jobs.map(describeJob).join('\n\n')
    };
}

;// CONCATENATED MODULE: ./src/rules/logs/index.ts
// The failing-log pipeline's pure core: no I/O, chunks in, analysis out.




// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __webpack_require__(90085);
// EXTERNAL MODULE: ./src/rules/checks/fixable.ts
var fixable = __webpack_require__(4950);
;// CONCATENATED MODULE: ./src/rules/gate/failure-report.ts
// A red commit's failure report from per-check evidence, however the evidence was read: the
// action streams job logs and app reports from the API, `green-gate status` reads a log file.
// One signature, class, summary and excerpt out, the same for the same evidence. Pure but for
// awaiting the evidence.



async function reportFailure(reduction, options, evidenceOf) {
    const failing = (0,fixable/* failuresToFix */.E)(reduction);
    const read = failing.slice(0, options.maxJobs);
    // Each job gets an equal share of what is left after the per-job headings, so one huge log
    // cannot crowd the others out and the whole excerpt stays within log-byte-budget.
    const headings = read.reduce((n, c) => n + Buffer.byteLength(heading((0,identity/* checkLabel */.v8)(c))) + 1, 0);
    const share = Math.max(256, Math.floor((options.byteBudget - headings) / Math.max(1, read.length)));
    const jobs = [];
    for (const check of read) {
        const evidence = await evidenceOf(check, share);
        jobs.push({ job: (0,identity/* checkLabel */.v8)(check), analysis: analyzeEvidence(check, evidence, share) });
    }
    const run = summarizeRun(jobs);
    const skipped = failing.length - read.length;
    const note = skipped > 0
        ? `\n\n(${skipped} more failing checks not read: ${failing
            .slice(read.length)
            .map(identity/* checkLabel */.v8)
            .join(', ')})`
        : '';
    return {
        signature: run.signature,
        failureClass: run.failureClass,
        summary: `${run.text}${note}`,
        excerpt: jobs.map((j) => `${heading(j.job)}${j.analysis.excerpt}`).join('\n'),
        urls: failing.flatMap((c) => (c.url === null ? [] : [c.url])),
        tests: [...new Set(jobs.flatMap((j) => j.analysis.tests))].sort(),
        files: [
            ...new Set(jobs.flatMap((j) => j.analysis.failures.flatMap((f) => f.file ?? [])))
        ].sort()
    };
}
/**
 * Any evidence as the scanner's analysis. Reported lines (and a bare state, as the line
 * `<name>: <state>`) are each an error of its own, signed and classed as the same text in a log
 * would be.
 */
function analyzeEvidence(check, evidence, byteBudget) {
    if (evidence.kind === 'log')
        return evidence.analysis;
    if (evidence.kind === 'lines')
        return analyzeReported(evidence.lines, { byteBudget });
    // A bare state says nothing of the class: only the rules may read one into its name.
    return analyzeReported([`${check.name}: ${check.state}`], { byteBudget, classModel: false });
}
function heading(job) {
    return `=== ${job} ===\n`;
}

;// CONCATENATED MODULE: ./src/flow/gate/failure.ts
// What the gate knows about a red CI, read from the API: per failing check, the evidence (a job
// log streamed through the scanner, or an app's own report), combined by failure-report.ts.






function analyzeFailure(gh, repo, reduction, options) {
    return reportFailure(reduction, options, (check, share) => evidence(gh, repo, check, share));
}
async function evidence(gh, repo, check, byteBudget) {
    if (check.source === 'status')
        return { kind: 'state' };
    const jobId = (0,identity/* actionsJobId */.u3)(check);
    if (jobId === null && check.id !== null) {
        const report = await (0,job_logs/* checkRunReport */.oi)(gh, repo, check.id);
        const said = [...report.annotations, ...report.output];
        return said.length > 0 ? { kind: 'lines', lines: said } : { kind: 'state' };
    }
    if (jobId === null)
        return { kind: 'state' };
    const scanner = createLogScanner({ byteBudget });
    if (await (0,job_logs/* streamJobLog */.ur)(gh, repo, jobId, (chunk) => scanner.push(chunk))) {
        // What the failing step was for: its script says, else its name in the workflow (one more
        // request, made only then), else the job's (an Actions check run is named after its job).
        const job = { name: check.name };
        if (scriptsSayIntent(scanner.end()))
            return { kind: 'log', analysis: scanner.finish(job) };
        const steps = await (0,job_logs/* jobSteps */.DK)(gh, repo, jobId);
        const failedSteps = steps.filter((s) => s.conclusion === 'failure').map((s) => s.name);
        return { kind: 'log', analysis: scanner.finish({ ...job, failedSteps }) };
    }
    core/* warning */.$e((0,untrusted/* oneLine */.TN)(`the log of job "${(0,identity/* checkLabel */.v8)(check)}" (${jobId}) is gone; using its annotations and steps`));
    const [report, steps] = await Promise.all([
        (0,job_logs/* checkRunReport */.oi)(gh, repo, jobId),
        (0,job_logs/* jobSteps */.DK)(gh, repo, jobId)
    ]);
    return {
        kind: 'lines',
        lines: [
            ...report.annotations,
            ...steps.map((s) => `step ${s.name}: ${s.conclusion ?? s.status}`)
        ]
    };
}


/***/ })

};
