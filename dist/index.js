import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 3929:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Os: () => (/* binding */ group),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* unused harmony exports commandLine, outputBlock */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
// The runner's command protocol, written directly: inputs from INPUT_* variables, workflow
// commands as `::name::data` lines on stdout, outputs appended to the GITHUB_OUTPUT file. The
// toolkit's own module for this also loads an HTTP client (for OIDC tokens the gate never asks
// for), a quarter of the action's start-up; a branch the gate skips needs none of it.



/** `%`, CR and LF would end or corrupt a command line, so the runner reads them escaped. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value also may not hold the `:` and `,` that separate properties. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** One workflow command line, e.g. `::error title=Paused::text`. */
function commandLine(name, data, properties = {}) {
    const props = Object.entries(properties)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => `${key}=${escapeProperty(value ?? '')}`)
        .join(',');
    return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(data)}`;
}
function issue(name, data, properties) {
    process.stdout.write(commandLine(name, data, properties) + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
}
/** An input as the runner passes it: INPUT_<NAME>, spaces as underscores, trimmed. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
function setSecret(secret) {
    issue('add-mask', secret);
}
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
}
function debug(message) {
    issue('debug', message);
}
function warning(message, properties) {
    issue('warning', message, properties);
}
function error(message, properties) {
    issue('error', message, properties);
}
/** An error annotation, and the step fails once the process exits. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** Output in a collapsible group of the log, closed even when `fn` throws. */
async function group(name, fn) {
    issue('group', name);
    try {
        return await fn();
    }
    finally {
        issue('endgroup', '');
    }
}
/**
 * `name<<delimiter` block in GITHUB_OUTPUT: values are multi-line JSON and free text, so the
 * delimiter is random and a value that contains it is refused rather than cut short.
 */
function outputBlock(name, value, delimiter) {
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`output ${name} contains its delimiter ${delimiter}`);
    }
    return `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`;
}
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT ?? '';
    if (file === '') {
        // Runners older than file commands read the output from the log.
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
        issue('set-output', value, { name });
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new Error(`GITHUB_OUTPUT names a missing file: ${file}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, outputBlock(name, value, `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`), 'utf8');
}


/***/ }),

/***/ 5228:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9354);
// The action's entry point, bundled to dist/index.js.

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9354:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/adapters/runner/commands.ts
var commands = __nccwpck_require__(3929);
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __nccwpck_require__(4632);
// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __nccwpck_require__(85);
// EXTERNAL MODULE: ./src/rules/gate/report.ts
var gate_report = __nccwpck_require__(4513);
// EXTERNAL MODULE: ./src/rules/gate/target.ts
var gate_target = __nccwpck_require__(8322);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/adapters/runner/event.ts
// The triggering event, read from the payload file the runner writes. Only the fields the gate
// needs are kept, each checked, so a malformed payload fails with the field it lacks.

function parseEvent(eventName, payload, where) {
    const read = new FieldReader(payload, where);
    switch (eventName) {
        case 'workflow_run':
            return parseWorkflowRun(read);
        case 'workflow_dispatch':
            return parseDispatch(read);
        default:
            return { kind: 'other', name: eventName };
    }
}
function parseWorkflowRun(read) {
    const run = 'workflow_run';
    const headRepoId = read.optionalNumber(`${run}.head_repository.id`);
    const baseRepoId = read.optionalNumber(`${run}.repository.id`) ?? read.optionalNumber('repository.id');
    const pulls = read.optionalArray(`${run}.pull_requests`) ?? [];
    return {
        kind: 'workflow_run',
        runId: read.number(`${run}.id`),
        runAttempt: read.optionalNumber(`${run}.run_attempt`) ?? 1,
        runUrl: read.optionalString(`${run}.html_url`) ?? '',
        startedAt: timeOrNull(read.optionalString(`${run}.run_started_at`) ?? read.optionalString(`${run}.created_at`)),
        headSha: read.sha(`${run}.head_sha`),
        headBranch: read.string(`${run}.head_branch`),
        headRepository: read.optionalString(`${run}.head_repository.full_name`),
        // A deleted fork leaves no head repository: it cannot be shown to be ours, so it is not.
        fromFork: headRepoId === null || baseRepoId === null || headRepoId !== baseRepoId,
        pullRequests: pulls.map((_, i) => read.number(`${run}.pull_requests.${i}.number`))
    };
}
function parseDispatch(read) {
    const ref = read.optionalString('ref');
    const inputs = {};
    const raw = read.optionalObject('inputs') ?? {};
    for (const [key, value] of Object.entries(raw)) {
        if (value === null || value === undefined)
            continue;
        // Inputs arrive as strings (booleans and numbers from some senders); nothing else reads as one.
        if (typeof value === 'object')
            read.fail(`inputs.${key}`, 'a string', value);
        inputs[key] = String(value);
    }
    const login = read.optionalString('sender.login');
    return {
        kind: 'workflow_dispatch',
        branch: ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null,
        inputs,
        sender: login === null ? null : { login, bot: read.optionalString('sender.type') === 'Bot' }
    };
}
/**
 * A payload value as quoted in an error: JSON, cut short. A megabyte string or a list nested
 * thousands deep (too deep for JSON.stringify) must still make one short line.
 */
function shown(value) {
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = Array.isArray(value) ? '[…]' : '{…}';
    }
    return text.length > 80 ? `${text.slice(0, 79).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
}
function timeOrNull(value) {
    const ms = value === null ? NaN : Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms);
}
/** Reads dotted paths out of untrusted JSON and says which one is wrong when one is. */
class FieldReader {
    root;
    where;
    constructor(root, where) {
        this.root = root;
        this.where = where;
        if (typeof root !== 'object' || root === null || Array.isArray(root)) {
            throw new errors/* GateError */.u(`${where}: the event payload is not a JSON object`);
        }
    }
    lookup(path) {
        let node = this.root;
        for (const key of path.split('.')) {
            if (typeof node !== 'object' || node === null)
                return undefined;
            node = node[key];
        }
        return node;
    }
    fail(path, expected, value) {
        const got = value === undefined ? 'it is missing' : `got ${shown(value)}`;
        throw new errors/* GateError */.u(`${this.where}: field "${path}" must be ${expected}, ${got}`);
    }
    string(path) {
        const value = this.lookup(path);
        if (typeof value !== 'string' || value === '')
            this.fail(path, 'a non-empty string', value);
        return value;
    }
    optionalString(path) {
        const value = this.lookup(path);
        if (value === undefined || value === null)
            return null;
        if (typeof value !== 'string')
            this.fail(path, 'a string', value);
        return value;
    }
    number(path) {
        const value = this.lookup(path);
        if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
            this.fail(path, 'a whole number', value);
        }
        return value;
    }
    optionalNumber(path) {
        const value = this.lookup(path);
        return value === undefined || value === null ? null : this.number(path);
    }
    sha(path) {
        const value = this.string(path);
        if (!/^[0-9a-f]{40}$/i.test(value))
            this.fail(path, 'a 40-character commit SHA', value);
        return value.toLowerCase();
    }
    optionalArray(path) {
        const value = this.lookup(path);
        if (value === undefined || value === null)
            return null;
        if (!Array.isArray(value))
            this.fail(path, 'a list', value);
        return value;
    }
    optionalObject(path) {
        const value = this.lookup(path);
        if (value === undefined || value === null)
            return null;
        if (typeof value !== 'object' || Array.isArray(value))
            this.fail(path, 'an object', value);
        return value;
    }
}

;// CONCATENATED MODULE: ./src/adapters/runner/env.ts
// What the runner tells a node action through its environment, read in one place.





function readRunnerContext(env = process.env) {
    const repository = parseRepository(required(env, 'GITHUB_REPOSITORY'));
    const eventName = required(env, 'GITHUB_EVENT_NAME');
    const eventPath = required(env, 'GITHUB_EVENT_PATH');
    return {
        repository,
        event: parseEvent(eventName, readPayload(eventPath), eventPath),
        runId: positiveInt(env.GITHUB_RUN_ID),
        runAttempt: positiveInt(env.GITHUB_RUN_ATTEMPT) ?? 1,
        serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
        runnerTemp: env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        workspace: env.GITHUB_WORKSPACE || process.cwd()
    };
}
function required(env, name) {
    const value = env[name];
    if (value === undefined || value === '') {
        throw new errors/* GateError */.u(`${name} is not set: green-gate runs as a step of a GitHub Actions job`);
    }
    return value;
}
function parseRepository(value) {
    const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value);
    if (match === null)
        throw new errors/* GateError */.u(`GITHUB_REPOSITORY must be "owner/name", got "${value}"`);
    return { owner: match[1], repo: match[2] };
}
function readPayload(path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        throw new errors/* GateError */.u(`${path}: cannot read the event payload (${code})`);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new errors/* GateError */.u(`${path}: the event payload is not valid JSON (${(0,untrusted/* oneLine */.TN)(error.message)})`);
    }
}
function positiveInt(value) {
    return value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/rules/checks/ignore.ts
var ignore = __nccwpck_require__(9859);
// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var branch = __nccwpck_require__(2219);
;// CONCATENATED MODULE: ./src/rules/gate/keeper-limits.ts
/** The pause reasons a keeper may take up, in the words of the `keeper-reasons` input. */
const KEEPER_REASONS = ['ci-fix-exhausted', 'stuck', 'ci-timeout'];

;// CONCATENATED MODULE: ./src/adapters/runner/input-defaults.ts
// Written by scripts/input-defaults.mjs from the inputs of action.yml (`npm run package`);
// edit action.yml, not this file.
const INPUT_DEFAULTS = {
    'github-token': '${{ github.token }}',
    mode: 'gate',
    program: '',
    'branch-pattern': 'autoloop/*',
    'head-sha': '',
    'state-branch': 'memory/autoloop',
    'state-path': '{program}.md',
    'ledger-path': '.green-gate/{program}.json',
    'state-max-bytes': '30720',
    'max-fix-attempts': '5',
    'unknown-failure-attempts': '1',
    'wall-clock-minutes': '60',
    'infra-reruns': '1',
    keeper: 'false',
    'keeper-reasons': 'ci-fix-exhausted,ci-timeout',
    'keeper-attempts': '5',
    'ignore-checks': '',
    'required-checks': '',
    'log-byte-budget': '65536',
    'max-log-jobs': '5',
    'program-issue': '',
    'opt-in-label': '',
    'needs-human-label': 'needs-human',
    reset: 'false',
    'fix-command': '',
    'fix-timeout-minutes': '30',
    'fix-cache-paths': '',
    'fix-cache-key-files': '',
    'fix-prompt-file': '',
    attempt: '',
    'fix-bundle': '',
    'push-token': '',
    'protected-paths': '.github/**',
    'ci-workflow': '',
    'fixer-workflow': 'green-gate-fixer.yml',
    fixer: '',
    'audit-key': '',
    'max-fix-cost': '',
    'fix-cost-estimate': '',
    'fix-cost-file': ''
};

;// CONCATENATED MODULE: ./src/adapters/runner/inputs.ts
// The action's inputs, read and checked once. Parsing takes a getter so it stays pure and can be
// tested from a table; the runner's INPUT_* variables come in through runner/commands.ts.






const MODES = ['gate', 'sweep', 'fix', 'push'];
const FIXERS = ['claude', 'command', 'copilot', 'none'];
/** What decides which workflows hold secrets: no fix may change it, whatever else is listed. */
const ALWAYS_PROTECTED = '.github/workflows/**';
function parseConfig(get) {
    const read = inputReader(get);
    // The readers run in this order so that of several bad inputs, the same one is named first.
    const access = readAccess(read);
    const target = readTarget(read);
    return {
        ...access,
        ...target,
        ...readPaths(read),
        ...readLimits(read),
        optInLabel: read.optional('opt-in-label'),
        needsHumanLabel: read.text('needs-human-label'),
        reset: inputs_boolean('reset', read.text('reset')),
        ...readFixPath(read),
        ...readRails(read),
        ...readKeeper(read)
    };
}
function inputReader(get) {
    const given = (name) => get(name).trim();
    const text = (name) => given(name) || INPUT_DEFAULTS[name];
    return { raw: get, given, text, optional: (name) => text(name) || null };
}
/** The mode, the tokens it runs with, and who fixes. */
function readAccess(read) {
    const mode = read.text('mode');
    if (!MODES.includes(mode))
        throw inputError('mode', `must be "gate", "sweep", "fix" or "push", got "${mode}"`);
    // Every process of a job can read a step's environment, the token included: the step that
    // runs agent code must not hold one. Passed empty, it stays empty (action.yml's default is an
    // expression only the runner fills in).
    const token = read.given('github-token');
    if (mode === 'fix' && token !== '')
        throw inputError('github-token', `must be '' with mode "fix": the fix command runs agent code`);
    if (mode !== 'fix' && token === '')
        throw inputError('github-token', 'is empty; pass a token with access to the repository');
    const fixCommand = read.optional('fix-command');
    if (fixCommand !== null && mode !== 'fix') {
        throw inputError('fix-command', `runs only with mode "fix", in a job without the gate's token (see the fixer job of the templates), not with mode "${mode}"`);
    }
    // Workflow expressions compare strings ignoring case, so the templates' `Claude` works too.
    const fixer = read.text('fixer').toLowerCase();
    if (fixer !== '' && !FIXERS.includes(fixer)) {
        throw inputError('fixer', `must be "claude", "command", "copilot", "none" or empty, got "${read.text('fixer')}"`);
    }
    const pushToken = read.given('push-token') || token;
    return {
        token,
        mode: mode,
        pushToken,
        fixCommand,
        fixer: fixer === '' ? null : fixer
    };
}
/** Which program and commit the run is about, and where it reports, when the inputs say. */
function readTarget(read) {
    const program = read.optional('program');
    if (program !== null && !(0,branch/* isProgramName */.Kc)(program)) {
        throw inputError('program', `"${program}" is not a program name (letters, digits, ".", "_" and "-" only)`);
    }
    const headSha = read.optional('head-sha');
    if (headSha !== null && !/^[0-9a-f]{40}$/i.test(headSha)) {
        throw inputError('head-sha', `must be a full 40-character commit SHA, got "${headSha}"`);
    }
    const issue = read.optional('program-issue');
    const programIssue = issue === null ? null : wholeNumber('program-issue', issue.replace(/^#/, ''), 1);
    return { program, headSha: headSha?.toLowerCase() ?? null, programIssue };
}
/** The branches gated, and where the state and the ledger live: apart from what is gated. */
function readPaths(read) {
    const branchPattern = read.text('branch-pattern');
    const stateBranch = read.text('state-branch');
    if ((0,branch/* branchMatches */.G3)(branchPattern, stateBranch)) {
        throw inputError('state-branch', `"${stateBranch}" matches branch-pattern "${branchPattern}"; state must live on a branch the gate does not gate`);
    }
    // `./{program}.md` and `{program}.md` are one path on the branch.
    const statePath = external_node_path_.posix.normalize(read.text('state-path'));
    if (!isProgramPath(statePath)) {
        throw inputError('state-path', `"${statePath}" must be a relative path containing {program}, so each program has its own file`);
    }
    const ledgerPath = external_node_path_.posix.normalize(read.text('ledger-path'));
    if (!isProgramPath(ledgerPath)) {
        throw inputError('ledger-path', `"${ledgerPath}" must be a relative path containing {program}, so each program has its own ledger`);
    }
    // A root-level *.md file is what autoloop's memory save copies back over the branch.
    if (!ledgerPath.includes('/') && ledgerPath.toLowerCase().endsWith('.md')) {
        throw inputError('ledger-path', `"${ledgerPath}" is a root-level .md file, which autoloop's memory save reverts; use a folder such as .green-gate/`);
    }
    return { branchPattern, stateBranch, statePath, ledgerPath };
}
/** A path template inside the state branch that gives each program a path of its own. */
function isProgramPath(path) {
    return path.includes('{program}') && !path.startsWith('/') && !path.includes('..');
}
/** The budgets of an iteration, which checks count, and how much of the logs is read. */
function readLimits(read) {
    const whole = (name, min) => wholeNumber(name, read.text(name), min);
    return {
        stateMaxBytes: whole('state-max-bytes', 1024),
        maxFixAttempts: whole('max-fix-attempts', 1),
        unknownFailureAttempts: whole('unknown-failure-attempts', 0),
        wallClockMinutes: positiveNumber('wall-clock-minutes', read.text('wall-clock-minutes')),
        infraReruns: whole('infra-reruns', 0),
        ignoreChecks: (0,ignore/* parseCheckPatterns */.Jh)(read.raw('ignore-checks')),
        requiredChecks: (0,ignore/* parseCheckPatterns */.Jh)(read.raw('required-checks')),
        logByteBudget: whole('log-byte-budget', 1024),
        maxLogJobs: whole('max-log-jobs', 1)
    };
}
/** What the fix and push modes take: the fix command's settings, the bundle and its limits. */
function readFixPath(read) {
    const attempt = read.text('attempt');
    return {
        fixTimeoutMinutes: positiveNumber('fix-timeout-minutes', read.text('fix-timeout-minutes')),
        fixCache: {
            paths: parseList(read.raw('fix-cache-paths')),
            keyFiles: parseList(read.raw('fix-cache-key-files'))
        },
        fixPromptFile: read.optional('fix-prompt-file'),
        attempt: attempt === '' ? null : wholeNumber('attempt', attempt, 1),
        fixBundle: read.optional('fix-bundle'),
        protectedPaths: [ALWAYS_PROTECTED, ...(0,ignore/* parseCheckPatterns */.Jh)(read.raw('protected-paths'))],
        ciWorkflow: read.optional('ci-workflow'),
        fixerWorkflow: workflowFile('fixer-workflow', read.text('fixer-workflow'))
    };
}
/** A workflow named by its file in .github/workflows, as a dispatch and a read of it need. */
function workflowFile(name, value) {
    if (!/^[A-Za-z0-9._-]+\.ya?ml$/.test(value) || value.startsWith('.')) {
        throw inputError(name, `must be a workflow file name in .github/workflows (e.g. green-gate-fixer.yml), got "${value}"`);
    }
    return value;
}
/** The ledger's audit key and the cap on what fixes may cost. */
function readRails(read) {
    return {
        auditKey: read.optional('audit-key'),
        maxFixCost: optionalAmount('max-fix-cost', read.text('max-fix-cost')),
        fixCostEstimate: optionalAmount('fix-cost-estimate', read.text('fix-cost-estimate')),
        fixCostFile: read.optional('fix-cost-file')
    };
}
/** Whether the sweep's keeper takes up paused programs, and which, how often. */
function readKeeper(read) {
    return {
        keeper: inputs_boolean('keeper', read.text('keeper')),
        keeperLimits: {
            attempts: wholeNumber('keeper-attempts', read.text('keeper-attempts'), 1),
            reasons: keeperReasons(read.text('keeper-reasons'))
        }
    };
}
function keeperReasons(raw) {
    const reasons = raw
        .split(/[\s,]+/)
        .map((r) => r.trim())
        .filter((r) => r !== '');
    for (const reason of reasons) {
        if (!KEEPER_REASONS.includes(reason)) {
            throw inputError('keeper-reasons', `lists "${reason}"; the keeper takes up ${KEEPER_REASONS.join(', ')}`);
        }
    }
    return reasons;
}
/** One path or glob a line, as actions/cache takes them. */
function parseList(raw) {
    return raw
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
function inputError(name, problem) {
    return new errors/* GateError */.u(`input "${name}" ${problem}`);
}
function wholeNumber(name, raw, min) {
    if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
        throw inputError(name, `must be a whole number of at least ${min}, got "${raw}"`);
    }
    return Number(raw);
}
function positiveNumber(name, raw) {
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value) || value <= 0) {
        throw inputError(name, `must be a number greater than 0, got "${raw}"`);
    }
    return value;
}
/** An amount of dollars such as `5` or `2.50`; empty: none. */
function optionalAmount(name, raw) {
    if (raw === '')
        return null;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value)) {
        throw inputError(name, `must be an amount in USD such as 5 or 2.50, or empty, got "${raw}"`);
    }
    return value;
}
/** YAML 1.2 core-schema booleans, the same set the runner's own boolean inputs accept. */
function inputs_boolean(name, raw) {
    if (/^(true|True|TRUE)$/.test(raw))
        return true;
    if (/^(false|False|FALSE)$/.test(raw))
        return false;
    throw inputError(name, `must be true or false, got "${raw}"`);
}

;// CONCATENATED MODULE: ./src/adapters/runner/outputs.ts
// The step outputs, every name always set so `steps.gate.outputs.x` is never undefined.



const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'status',
    'decision',
    'reason',
    'program',
    'head-sha',
    'pr-number',
    'attempt',
    'max-attempts',
    'signature',
    'failure-class',
    'pause-reason',
    'fix-prompt-file',
    'fix-sha',
    'fix-bundle',
    'fix-cost-usd',
    'fixes',
    'failing-checks'
]));
function toOutputs(report) {
    const failing = (0,gate_report/* failingChecks */.oe)(report).map(({ name, source, state, url, workflow }) => ({
        name,
        source,
        state,
        url,
        // Which workflow and event the job ran for: two workflows may both have a `test` job.
        workflow: workflow === null ? null : { name: workflow.name, path: workflow.path, event: workflow.event }
    }));
    return {
        status: report.reduction?.status ?? '',
        decision: report.decision,
        reason: report.reason,
        program: outputs_text(report.program),
        'head-sha': outputs_text(report.headSha),
        'pr-number': outputs_text(report.pullNumber),
        attempt: outputs_text(report.attempt),
        'max-attempts': outputs_text(report.maxAttempts),
        signature: outputs_text(report.signature),
        'failure-class': outputs_text(report.failureClass),
        'pause-reason': outputs_text(report.pauseReason),
        'fix-prompt-file': outputs_text(report.fixPromptFile),
        'fix-sha': outputs_text(report.fixSha),
        'fix-bundle': outputs_text(report.fixBundle),
        'fix-cost-usd': outputs_text(report.fixCostUsd ?? null),
        fixes: JSON.stringify(fixesHandedOut(report)),
        'failing-checks': JSON.stringify(failing)
    };
}
/**
 * One entry per fix whose prompt this run wrote, for the fixer jobs' matrix. `prompt` is the
 * file's name: the prompts travel to the fixer job as an artifact.
 */
function fixesHandedOut(report) {
    return (report.handedOut ?? [report]).flatMap((r) => r.decision === 'fix' && r.fixPromptFile !== null
        ? [
            {
                program: outputs_text(r.program),
                'head-sha': outputs_text(r.headSha),
                attempt: outputs_text(r.attempt),
                'pr-number': outputs_text(r.pullNumber),
                prompt: (0,external_node_path_.basename)(r.fixPromptFile)
            }
        ]
        : []);
}
function writeOutputs(report) {
    for (const [name, value] of Object.entries(toOutputs(report)))
        commands/* setOutput */.uH(name, value);
}
function outputs_text(value) {
    return value === null ? '' : String(value);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: ./src/rules/ledger/memory.ts
var memory = __nccwpck_require__(7906);
// EXTERNAL MODULE: ./src/rules/text.ts
var rules_text = __nccwpck_require__(7268);
;// CONCATENATED MODULE: ./src/adapters/runner/summary.ts
// The job summary: the decision in a sentence, then every check in a table a person can scan.





// Check names, states and links are free text from other apps; the summary renders HTML.

const BUCKET_LABEL = {
    success: '✅ success',
    failure: '❌ failure',
    pending: '⏳ pending'
};
/** Table rows for the summary: a header, then one row per counted check, then ignored ones. */
function checkTable(reduction) {
    const header = ['Check', 'Workflow', 'Source', 'State', 'Bucket', 'Link'].map((data) => ({
        data,
        header: true
    }));
    const row = (c, bucket) => [
        (0,untrusted/* escapeHtml */.ZD)(c.name),
        workflowCell(c.workflow),
        c.source,
        (0,untrusted/* escapeHtml */.ZD)(c.state),
        bucket,
        c.url === null ? '' : `<a href="${(0,untrusted/* escapeHtml */.ZD)(c.url)}">details</a>`
    ];
    return [
        header,
        ...reduction.checks.map((c) => row(c, BUCKET_LABEL[c.bucket])),
        ...reduction.excluded.map((c) => row(c, '➖ ignored'))
    ];
}
/**
 * An HTML element. Empty content gives the opening tag alone, as the runner's summary has always
 * been written by this action; browsers close table cells themselves.
 */
function summary_element(tag, content) {
    return content === '' ? `<${tag}>` : `<${tag}>${content}</${tag}>`;
}
function table(rows) {
    const cell = (c) => typeof c === 'string' ? summary_element('td', c) : summary_element('th', c.data);
    return summary_element('table', rows.map((row) => summary_element('tr', row.map(cell).join(''))).join(''));
}
/** What one report adds to the summary file: pure, so it is tested without a runner. */
function renderSummary(report) {
    let html = summary_element('h2', `green-gate: ${report.decision}`) +
        external_node_os_.EOL +
        `<p><b>${(0,untrusted/* escapeHtml */.ZD)(report.reason)}</b><br>` +
        `program <code>${(0,untrusted/* escapeHtml */.ZD)(report.program ?? '—')}</code> · ` +
        `branch <code>${(0,untrusted/* escapeHtml */.ZD)(report.branch ?? '—')}</code> · ` +
        `commit <code>${(0,untrusted/* escapeHtml */.ZD)(report.headSha ?? '—')}</code>` +
        (report.pullNumber === null ? '' : ` · PR #${report.pullNumber}`) +
        '</p>';
    if (report.spend !== undefined)
        html += `<p>Fix spending today (UTC): ${(0,rules_text/* spendText */.kJ)(report.spend)}</p>` + external_node_os_.EOL;
    if (report.reduction !== null) {
        const { status, reason } = report.reduction;
        html +=
            `<p>CI status: <b>${status}</b>: ${(0,untrusted/* escapeHtml */.ZD)(reason)}</p>` +
                table(checkTable(report.reduction)) +
                external_node_os_.EOL;
    }
    const timeline = report.timeline ?? [];
    if (timeline.length > 0) {
        const title = report.decision === 'accept'
            ? "Timeline of the accepted iteration's fix attempts"
            : "Timeline of this iteration's fix attempts";
        html += summary_element('h3', title) + external_node_os_.EOL + table(timelineTable(timeline, report.maxAttempts)) + external_node_os_.EOL;
    }
    const red = report.redHeads ?? [];
    if (report.redHeads !== undefined) {
        html +=
            summary_element('h3', `Gated pull requests with a red head: ${red.length}`) +
                external_node_os_.EOL +
                (red.length === 0 ? '' : table(redHeadTable(red)) + external_node_os_.EOL);
    }
    return html;
}
/** The keeper's list: program, pull request, head commit and why its CI is red. */
function redHeadTable(red) {
    const header = ['Program', 'Pull request', 'Head', 'Checks'].map((data) => ({
        data,
        header: true
    }));
    return [
        header,
        ...red.map((r) => [
            `<code>${(0,untrusted/* escapeHtml */.ZD)(r.program)}</code>`,
            `#${r.pullNumber}`,
            `<code>${(0,untrusted/* escapeHtml */.ZD)((0,rules_text/* shortSha */.Fu)(r.headSha))}</code>`,
            (0,untrusted/* escapeHtml */.ZD)(r.reason)
        ])
    ];
}
async function writeSummary(report) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    // Runners that emulate Actions do not always provide a summary file; the outputs are written.
    if (!file)
        return;
    try {
        await (0,promises_.access)(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
    }
    catch {
        throw new Error(`GITHUB_STEP_SUMMARY names a file the step cannot write: ${file}`);
    }
    await (0,promises_.appendFile)(file, renderSummary(report), 'utf8');
}
/**
 * One row per fix attempt, oldest first: signatures come from logs, so they are escaped. A Cost
 * column only when a fixer reported what an attempt cost.
 */
function timelineTable(attempts, max) {
    const costs = attempts.some((a) => a.costUsd !== undefined);
    const header = (0,memory/* timelineColumns */.fJ)(costs).map((data) => ({ data, header: true }));
    return [
        header,
        ...attempts.map((a) => [
            `${a.attempt}/${max ?? '?'}`,
            `<code>${(0,untrusted/* escapeHtml */.ZD)((0,rules_text/* shortSha */.Fu)(a.commit))}</code>`,
            `<code>${(0,untrusted/* escapeHtml */.ZD)(a.signature)}</code>`,
            (0,untrusted/* escapeHtml */.ZD)(a.failureClass),
            (0,untrusted/* escapeHtml */.ZD)(memory/* OUTCOME_TEXT */.r8[a.outcome]),
            ...(costs ? [a.costUsd === undefined ? '—' : (0,rules_text/* usd */.dR)(a.costUsd)] : []),
            a.runUrl === null ? '' : `<a href="${(0,untrusted/* escapeHtml */.ZD)(a.runUrl)}">CI run</a>`
        ])
    ];
}
/** Two workflows may both have a `test` job: the workflow, its file and event tell them apart. */
function workflowCell(workflow) {
    if (workflow === null)
        return '';
    return `${(0,untrusted/* escapeHtml */.ZD)(workflow.name)} <code>${(0,untrusted/* escapeHtml */.ZD)(workflow.path)}</code> (${(0,untrusted/* escapeHtml */.ZD)(workflow.event)})`;
}

;// CONCATENATED MODULE: ./src/entry/main.ts
// Wires the adapters to the rules: read the runner, run the gate or the sweep, report.









async function run() {
    try {
        const config = parseConfig((name) => commands/* getInput */.V4(name));
        for (const secret of new Set([config.token, config.pushToken, config.auditKey ?? ''])) {
            if (secret !== '')
                commands/* setSecret */.Pq(secret);
        }
        const ctx = readRunnerContext();
        const report = await RUNNERS[config.mode](ctx, config);
        writeOutputs(report);
        // The reason names checks and status contexts: on a line of its own, text from another app
        // would be read by the runner as a workflow command.
        commands/* info */.pq((0,untrusted/* oneLine */.TN)(`green-gate: ${report.decision}: ${report.reason}`));
        await writeSummary(report);
    }
    catch (error) {
        commands/* setFailed */.C1((0,errors/* errorLine */.B)(error));
    }
}
/** Each mode's sequence, loaded only when its mode runs. */
const RUNNERS = {
    gate,
    sweep,
    fix,
    push
};
async function gate(ctx, config) {
    // Resolved before a client exists: a fork or an unrelated branch costs no API call, and not
    // even the loading of the API client and the rest of the gate.
    const target = (0,gate_target/* resolveTarget */.u)(ctx.event, config);
    if (target.kind === 'skip')
        return (0,gate_report/* skipReport */.A9)(target.reason, target);
    const [{ runGate }, { createClient }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(443)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5443)),
        Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(159), __nccwpck_require__.e(423)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5423))
    ]);
    return runGate(createClient(config.token), ctx, config, target);
}
/** The fixer's job holds no token: it needs no API client. */
async function fix(ctx, config) {
    const { runFixJob } = await Promise.all(/* import() */[__nccwpck_require__.e(955), __nccwpck_require__.e(992)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4992));
    return runFixJob(ctx, config);
}
async function sweep(ctx, config) {
    const [{ runSweep }, { createClient }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(443), __nccwpck_require__.e(452)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7452)),
        Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(159), __nccwpck_require__.e(423)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5423))
    ]);
    return runSweep(createClient(config.token), ctx, config);
}
async function push(ctx, config) {
    const [{ runPushJob }, { createClient }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(955), __nccwpck_require__.e(815), __nccwpck_require__.e(443), __nccwpck_require__.e(38)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2038)),
        Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(159), __nccwpck_require__.e(423)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5423))
    ]);
    return runPushJob(createClient(config.token), ctx, config);
}


/***/ }),

/***/ 7139:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   WG: () => (/* binding */ ACTIONS_APP),
/* harmony export */   v8: () => (/* binding */ checkLabel)
/* harmony export */ });
// What a check on a commit is, independent of the API it was read from: which runs are the same
// check (a later run replaces an earlier one) and which are two checks that both count.
/** GitHub Actions' app: its check runs are jobs of a workflow run. */
const ACTIONS_APP = 'github-actions';
/** A string equal for equal identities and different otherwise (fields cannot run together). */
function identityKey(identity) {
    switch (identity.kind) {
        case 'job':
            return JSON.stringify([identity.kind, identity.name, identity.workflowPath, identity.event]);
        case 'unplaced-job':
            return JSON.stringify([identity.kind, identity.name, identity.checkSuiteId]);
        case 'app-check':
            return JSON.stringify([identity.kind, identity.app, identity.name]);
        case 'status':
            return JSON.stringify([identity.kind, identity.context]);
    }
}
/** How people tell checks apart: `CI / test` for a job, the bare name otherwise. */
function checkLabel(check) {
    return check.workflow === null ? check.name : `${check.workflow.name} / ${check.name}`;
}


/***/ }),

/***/ 9859:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jh: () => (/* binding */ parseCheckPatterns),
/* harmony export */   VH: () => (/* binding */ checkMatcher)
/* harmony export */ });
/* unused harmony export checkNameMatcher */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7139);


/** Splits the ignore-checks input: names or globs, one per line or comma separated. */
function parseCheckPatterns(raw) {
    return raw
        .split(/[\n,]/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
}
/**
 * A predicate for check names matching any pattern. Check names are free text such as
 * `test (ubuntu-latest, 20)`, so glob syntax applies but slashes are not path separators and
 * parentheses are literal, not extglobs.
 */
function checkNameMatcher(patterns) {
    if (patterns.length === 0)
        return () => false;
    const matchers = patterns.map((p) => picomatch__WEBPACK_IMPORTED_MODULE_0___default()(p, { nocase: true, dot: true, noextglob: true, bash: true }));
    return (name) => matchers.some((m) => m(name));
}
/** A predicate for checks whose name, or label such as `CI / test`, matches any pattern. */
function checkMatcher(patterns) {
    const matches = checkNameMatcher(patterns);
    return (check) => matches(check.name) || matches((0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLabel */ .v8)(check));
}


/***/ }),

/***/ 543:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jr: () => (/* binding */ checksIn),
/* harmony export */   UD: () => (/* binding */ bucketOfStatus),
/* harmony export */   Us: () => (/* binding */ reduceChecks),
/* harmony export */   Z9: () => (/* binding */ bucketOfCheckRun),
/* harmony export */   vr: () => (/* binding */ awaitsApproval)
/* harmony export */ });
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7139);
// Step 5a: reduce every check on a commit to one status. Pure: plain data in, plain data out.

const PASSED_CONCLUSIONS = new Set(['success', 'neutral', 'skipped']);
/**
 * Buckets a check run. GitHub reports conclusions in lower case over REST and upper case over
 * GraphQL; both are accepted. Every completed conclusion that is not a pass fails: failure,
 * cancelled, timed_out, action_required, startup_failure, stale, and any value GitHub adds
 * later, since an outcome nobody can read must not be taken for green.
 */
function bucketOfCheckRun(status, conclusion) {
    if (status.toLowerCase() !== 'completed')
        return 'pending';
    const outcome = (conclusion ?? '').toLowerCase();
    if (outcome === '')
        return 'pending';
    return PASSED_CONCLUSIONS.has(outcome) ? 'success' : 'failure';
}
/**
 * A check that waits for a maintainer's approval (a workflow run from a first-time contributor,
 * a deployment review). Not green, so never accepted, but nothing in the code to fix either.
 */
function awaitsApproval(check) {
    return check.source === 'check-run' && check.state.toLowerCase() === 'action_required';
}
/** Buckets a commit status state (error, failure, pending, success). */
function bucketOfStatus(state) {
    const s = state.toLowerCase();
    if (s === 'success')
        return 'success';
    if (s === 'pending' || s === 'expected')
        return 'pending';
    return 'failure';
}
/** The checks in one bucket, in the order given. */
function checksIn(checks, bucket) {
    return checks.filter((c) => c.bucket === bucket);
}
const BUCKET_ORDER = { failure: 0, pending: 1, success: 2 };
function reduceChecks(observed, options = {}) {
    // Newest first per check, then exclusion: a newer run of the gate's own job replaces an older
    // one before the gate's run is left out, so no earlier run of it lingers as a failure.
    const latest = latestPerCheck(observed);
    const exclude = options.exclude ?? (() => false);
    const checks = [];
    const excluded = [];
    for (const v of latest)
        (exclude(v) ? excluded : checks).push(v);
    checks.sort((a, b) => BUCKET_ORDER[a.bucket] - BUCKET_ORDER[b.bucket] ||
        (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkLabel */ .v8)(a).localeCompare((0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkLabel */ .v8)(b)) ||
        (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(a.identity).localeCompare((0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(b.identity)) ||
        (a.id ?? 0) - (b.id ?? 0));
    const status = overallStatus(checks);
    return {
        status,
        reason: explain(status, checks),
        checks,
        excluded,
        superseded: observed.length - latest.length
    };
}
function overallStatus(checks) {
    // Never accept on nothing: a commit with no checks yet is still waiting for CI.
    if (checks.length === 0)
        return 'pending';
    if (checks.some((c) => c.bucket === 'failure'))
        return 'failure';
    if (checks.some((c) => c.bucket === 'pending'))
        return 'pending';
    return 'success';
}
function explain(status, checks) {
    const total = checks.length;
    const names = (bucket) => {
        const matching = checksIn(checks, bucket).map(_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkLabel */ .v8);
        const shown = matching.slice(0, 5).join(', ');
        return matching.length > 5 ? `${shown} and ${matching.length - 5} more` : shown;
    };
    const count = (bucket) => checksIn(checks, bucket).length;
    switch (status) {
        case 'failure':
            return `${count('failure')} of ${total} checks failed: ${names('failure')}`;
        case 'pending':
            return total === 0
                ? 'no checks have reported on this commit yet'
                : `${count('pending')} of ${total} checks not finished: ${names('pending')}`;
        case 'success':
            return `all ${total} checks passed`;
    }
}
/**
 * Keeps the newest run per check: a re-run replaces the verdict of the run before it. Newest
 * means the latest time, then the highest id (GitHub ids grow over time).
 *
 * Jobs of one name in one workflow run (matrix legs given one `name:`) share an identity, yet
 * within one attempt they are distinct jobs. So the newest run picks an attempt, and every run
 * of the check in that same attempt counts with it; runs of earlier attempts, or of older runs
 * of the workflow, are replaced as a set. Legs are not paired k-th to k-th across attempts, as
 * GitHub promises them no order. The set is safe for "re-run failed jobs", which leaves out only
 * jobs that passed, and for a full re-run or a newer run, which bring every leg again; a lone
 * re-run of one green leg beside a red one would hide the red, unless GitHub carries the red
 * into the new attempt. Without the attempt (another app, a status, a job whose run's jobs were
 * not read) the newest run alone counts: from check runs alone a re-run and a second leg of one
 * name look the same.
 */
function latestPerCheck(observed) {
    const runs = new Map();
    for (const check of observed) {
        const key = (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(check.identity);
        const same = runs.get(key);
        if (same === undefined)
            runs.set(key, [check]);
        else
            same.push(check);
    }
    return [...runs.values()].flatMap((same) => {
        const newest = same.reduce((a, b) => (isNewer(b, a) ? b : a));
        return newest.runAttempt === null ? [newest] : same.filter((c) => sameAttempt(c, newest));
    });
}
function sameAttempt(a, b) {
    return a.runAttempt === b.runAttempt && a.workflow?.runId === b.workflow?.runId;
}
function isNewer(a, b) {
    const timeA = Date.parse(a.at ?? '');
    const timeB = Date.parse(b.at ?? '');
    if (!Number.isNaN(timeA) && !Number.isNaN(timeB) && timeA !== timeB)
        return timeA > timeB;
    return (a.id ?? 0) > (b.id ?? 0);
}


/***/ }),

/***/ 4632:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ errorLine),
/* harmony export */   u: () => (/* binding */ GateError)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(85);

/**
 * An error meant for the person reading the job log: its message is one line that names what
 * is wrong and where. Anything else that escapes is a bug and is reported as such.
 */
class GateError extends Error {
    name = 'GateError';
}
/** One line for the log, never a stack trace. */
function errorLine(error) {
    if (error instanceof GateError)
        return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(error.message);
    const message = error instanceof Error ? error.message : String(error);
    return `unexpected error: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message)}`;
}


/***/ }),

/***/ 2219:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ programFromBranch),
/* harmony export */   G3: () => (/* binding */ branchMatches),
/* harmony export */   Kc: () => (/* binding */ isProgramName),
/* harmony export */   OI: () => (/* binding */ branchForProgram)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);

/** Program names end up in branch names, file paths and commit messages: keep them plain. */
function isProgramName(name) {
    return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..');
}
/** True when a head branch is one the gate looks after (branch-pattern, a git-style glob). */
function branchMatches(pattern, branch) {
    return picomatch__WEBPACK_IMPORTED_MODULE_0___default()(pattern, { dot: true })(branch);
}
/**
 * The program a branch belongs to: the part of the branch the pattern's wildcard stands for
 * (`autoloop/*` and `autoloop/fast-sort` give `fast-sort`). A pattern with no single
 * wildcard to read it from falls back to the branch's last path segment. autoloop's legacy
 * branches carry a hash after the name (`autoloop/fast-sort-3f9a2c`): the hash is dropped.
 */
function programFromBranch(pattern, branch) {
    const parts = pattern.split(/\*+/);
    if (parts.length === 2) {
        const [prefix = '', suffix = ''] = parts;
        if (branch.startsWith(prefix) && branch.endsWith(suffix)) {
            const middle = branch.slice(prefix.length, branch.length - suffix.length);
            if (middle !== '')
                return withoutLegacyHash(middle);
        }
    }
    return withoutLegacyHash(branch.slice(branch.lastIndexOf('/') + 1));
}
/**
 * autoloop once named branches `autoloop/<program>-<6 to 40 hex digits>`. A suffix of hex
 * letters only (`-beefed`) reads as a word, so a hash must hold a digit to be taken for one.
 */
function withoutLegacyHash(name) {
    const match = /^(.+)-([0-9a-f]{6,40})$/.exec(name);
    return match?.[1] !== undefined && /\d/.test(match[2] ?? '') ? match[1] : name;
}
/**
 * The branch a program lives on, for a manual retry that names only the program; null when the
 * pattern has no single wildcard to put the program in.
 */
function branchForProgram(pattern, program) {
    const parts = pattern.split(/\*+/);
    return parts.length === 2 ? `${parts[0]}${program}${parts[1]}` : null;
}


/***/ }),

/***/ 4513:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A9: () => (/* binding */ skipReport),
/* harmony export */   VN: () => (/* binding */ bareReport),
/* harmony export */   oe: () => (/* binding */ failingChecks)
/* harmony export */ });
/* harmony import */ var _checks_reduce_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(543);
// What one gate run concluded, as plain data for the outputs, the job summary and the CLI.

/** A report for a run that stopped before reading checks. */
function skipReport(reason, where, pullNumber = null) {
    return bareReport('skip', reason, where, pullNumber);
}
/** A report that reads no checks: a skip, or the fixer's and the pusher's side of a fix. */
function bareReport(decision, reason, where, pullNumber = null) {
    return {
        decision,
        reason,
        ...where,
        pullNumber,
        reduction: null,
        attempt: null,
        maxAttempts: null,
        signature: null,
        failureClass: null,
        pauseReason: null,
        fixPromptFile: null,
        fixSha: null,
        fixBundle: null
    };
}
function failingChecks(report) {
    return report.reduction === null ? [] : (0,_checks_reduce_js__WEBPACK_IMPORTED_MODULE_0__/* .checksIn */ .Jr)(report.reduction.checks, 'failure');
}


/***/ }),

/***/ 8322:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ resolveTarget)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4632);
/* harmony import */ var _branch_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2219);
// Which branch, program and commit an event asks the gate to judge, or why it is skipped.
// Pure: decided from the event and the inputs alone, before any API call.


function resolveTarget(event, config) {
    switch (event.kind) {
        case 'workflow_run':
            return fromWorkflowRun(event, config);
        case 'workflow_dispatch':
            return fromDispatch(event, config);
        case 'other':
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GateError */ .u(`event "${event.name}" is not supported in gate mode: run the gate on workflow_run or workflow_dispatch, or set mode: sweep`);
    }
}
function fromWorkflowRun(event, config) {
    const { headBranch: branch, headSha } = event;
    const skip = (reason) => ({
        kind: 'skip',
        reason,
        branch,
        headSha,
        program: config.program
    });
    // A fork's head is untrusted code: refuse it before anything else is looked at.
    if (event.fromFork) {
        const from = event.headRepository ?? 'an unknown repository';
        return skip(`head commit comes from a fork (${from}); green-gate never gates fork code`);
    }
    if (!(0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .branchMatches */ .G3)(config.branchPattern, branch)) {
        return skip(`head branch "${branch}" does not match branch-pattern "${config.branchPattern}"`);
    }
    const program = config.program ?? (0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .programFromBranch */ .BV)(config.branchPattern, branch);
    if (!(0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .isProgramName */ .Kc)(program)) {
        return skip(`branch "${branch}" names no usable program ("${program}")`);
    }
    return {
        kind: 'evaluate',
        branch,
        program,
        headSha: config.headSha ?? headSha,
        pullNumbers: event.pullRequests,
        trigger: {
            runId: event.runId,
            runAttempt: event.runAttempt,
            runUrl: event.runUrl,
            startedAt: event.startedAt
        },
        reset: config.reset
    };
}
function fromDispatch(event, config) {
    const pattern = config.branchPattern;
    const dispatchedOnGatedBranch = event.branch !== null && (0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .branchMatches */ .G3)(pattern, event.branch);
    const program = config.program ??
        (event.inputs.program?.trim() || null) ??
        (dispatchedOnGatedBranch && event.branch !== null
            ? (0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .programFromBranch */ .BV)(pattern, event.branch)
            : null);
    if (program === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GateError */ .u(`workflow_dispatch needs a program: set the program input or dispatch on a branch matching "${pattern}"`);
    }
    if (!(0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .isProgramName */ .Kc)(program)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GateError */ .u(`workflow_dispatch input "program": "${program}" is not a program name`);
    }
    const branch = (0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .branchForProgram */ .OI)(pattern, program) ?? (dispatchedOnGatedBranch ? event.branch : null);
    if (branch === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GateError */ .u(`cannot tell the branch of program "${program}" from branch-pattern "${pattern}"; dispatch on the program's branch`);
    }
    return {
        kind: 'evaluate',
        branch,
        program,
        headSha: config.headSha,
        pullNumbers: [],
        trigger: null,
        reset: config.reset || event.inputs.reset === 'true'
    };
}


/***/ }),

/***/ 7906:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I2: () => (/* binding */ pauseReasonText),
/* harmony export */   J1: () => (/* binding */ rerunsOn),
/* harmony export */   Zr: () => (/* binding */ holdReasonText),
/* harmony export */   fJ: () => (/* binding */ timelineColumns),
/* harmony export */   go: () => (/* binding */ freshIteration),
/* harmony export */   id: () => (/* binding */ isStopped),
/* harmony export */   l4: () => (/* binding */ emptyMemory),
/* harmony export */   r8: () => (/* binding */ OUTCOME_TEXT)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7268);

/** An outcome in words, for the timelines in the job summary and on the program issue. */
const OUTCOME_TEXT = {
    'with-fixer': 'with the fixer',
    'no-commit': 'nothing pushed',
    fixed: 'fixed: CI green',
    'new-failure': 'a new failure',
    'same-failure': 'the same failure',
    'timed-out': 'past the wall clock'
};
/** The timeline's columns, in the status comment and the job summary alike. */
function timelineColumns(costs) {
    return ['Attempt', 'Commit', 'Signature', 'Class', 'Outcome', ...(costs ? ['Cost'] : []), 'Run'];
}
function emptyMemory() {
    return {
        hold: { kind: 'none' },
        iteration: null,
        clockStarted: null,
        attempts: [],
        signature: null,
        headSha: null,
        lastEvent: null,
        reruns: null,
        keeper: null
    };
}
/**
 * The same memory with the iteration's budget, clock and signatures forgotten. The last commit
 * judged is kept: an accepted commit stays accepted in the next iteration.
 */
function freshIteration(memory, iteration) {
    return {
        ...memory,
        hold: { kind: 'none' },
        iteration,
        clockStarted: null,
        attempts: [],
        signature: null,
        keeper: null
    };
}
function pauseReasonText(reason) {
    switch (reason.kind) {
        case 'ci-fix-exhausted':
            return `ci-fix-exhausted: ${reason.signature}`;
        case 'stuck':
            return `stuck in CI fix loop: ${reason.signature}`;
        case 'ci-timeout':
            return 'ci-timeout';
        case 'audit-broken':
            return `audit-broken: entry ${reason.entry}`;
        case 'cost-cap':
            return `cost-cap: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .usd */ .dR)(reason.spentUsd)} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .usd */ .dR)(reason.capUsd)}`;
        case 'ledger-tampered':
            return `ledger-tampered: ${reason.what}`;
        case 'fixer-missing':
            return `fixer-missing: ${reason.why}`;
    }
}
/** The prefix of the hold's Pause Reason: the scheduler shows it as the reason it skipped. */
const FIX_HOLD_PREFIX = 'ci-fix-in-progress';
const BLOCKED_HOLD_PREFIX = 'ci-blocked';
/** The `Pause Reason` the file shows for a hold; null when not held. */
function holdReasonText(hold) {
    switch (hold.kind) {
        case 'none':
            return null;
        case 'fixing':
            return `${FIX_HOLD_PREFIX}: attempt ${hold.attempt}/${hold.max} on ${hold.sha.slice(0, 7)}`;
        case 'paused':
            return pauseReasonText(hold.reason);
        case 'manual':
            return hold.reason;
        case 'blocked':
            return `${BLOCKED_HOLD_PREFIX}: awaiting approval on ${hold.sha.slice(0, 7)}`;
    }
}
/** Re-runs already asked for on this commit. */
function rerunsOn(memory, commit) {
    return memory.reruns?.commit === commit ? memory.reruns.count : 0;
}
/** True when the gate would not act on a CI result: paused loudly, or by someone else. */
function isStopped(hold) {
    return hold.kind === 'paused' || hold.kind === 'manual';
}


/***/ }),

/***/ 7268:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   dR: () => (/* binding */ usd),
/* harmony export */   kJ: () => (/* binding */ spendText),
/* harmony export */   nE: () => (/* binding */ isoSeconds)
/* harmony export */ });
// Small wording helpers shared by the decisions, the comments and the fix outcome.
/** The 7-character form people know a commit by. */
function shortSha(sha) {
    return sha.slice(0, 7);
}
/** ISO 8601 to the second, the form the state file's time rows use. */
function isoSeconds(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** `1 fix attempt`, `2 fix attempts`. */
function plural(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
/** An amount in dollars as the pause reasons, comments and summaries show it: `$1.50`. */
function usd(amount) {
    return `$${amount.toFixed(2)}`;
}
/** A day's fix spending against its cap: `$1.20 of $5.00`, or `$1.20` with no cap. */
function spendText({ spentUsd, capUsd }) {
    return `${usd(spentUsd)}${capUsd === null ? '' : ` of ${usd(capUsd)}`}`;
}


/***/ }),

/***/ 85:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ untrustedBlock),
/* harmony export */   F7: () => (/* binding */ untrustedMarker),
/* harmony export */   T7: () => (/* binding */ noMentions),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   ti: () => (/* binding */ inlineCode)
/* harmony export */ });
/* unused harmony export fenceFor */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Text the gate did not write (check names, status contexts, log lines, test names, branch
// names) placed where it could act: a line of its own in the job log is a workflow command, a
// backtick can end a code span early, `@team` in markdown notifies, a pipe or line break ends a
// table cell. Every rendering of such text goes through here.

// CommonMark's line endings, and the ones the Actions runner reads commands at (\r alone
// included); U+0085, U+2028 and U+2029 too, as some readers break lines there.
const LINE_BREAK = /\s*(?:\r\n|[\r\n\u0085\u2028\u2029])\s*/g;
/**
 * Line breaks collapsed to one space. For the job log (no text can start a `::command::`
 * line), table cells and history lines (no text can end its row), and code spans (no blank line
 * can end the paragraph around them).
 */
function oneLine(text) {
    return text.replace(LINE_BREAK, ' ').trim();
}
/** A markdown table cell: one line, pipes escaped. */
function escapeCell(text) {
    return oneLine(text).replace(/\|/g, '\\|');
}
const longestRun = (text, char) => {
    let longest = 0;
    let run = 0;
    for (const c of text) {
        run = c === char ? run + 1 : 0;
        if (run > longest)
            longest = run;
    }
    return longest;
};
/**
 * Inline code that the text cannot close early: the fence is one backtick longer than any
 * backtick run inside, as CommonMark ends a code span only at a run of the same length, and a
 * space pads text that starts or ends with a backtick. Mentions and links inside do not render.
 */
function inlineCode(text) {
    const line = oneLine(text);
    if (line === '')
        return '` `';
    const ticks = '`'.repeat(longestRun(line, '`') + 1);
    const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${line}${pad}${ticks}`;
}
/**
 * Free text with its mentions made inert: a zero-width space after each `@` that could start
 * one, so `@acme/security` reads the same and notifies nobody.
 */
function noMentions(text) {
    return text.replace(/@(?=[A-Za-z0-9])/g, '@\u200b');
}
/** Text for an HTML element's content or a quoted attribute. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
/** A backtick fence no line of `text` can close. */
function fenceFor(text) {
    return '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
}
/**
 * A marker that none of `texts` contains. It hashes the texts with `nonce`, so a log cannot know
 * it in advance, and is re-drawn in the (never expected) case that one does contain it.
 */
function untrustedMarker(texts, nonce = '') {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const text of texts)
        hash.update(text).update('\u0000');
    hash.update(nonce);
    let digest = hash.digest('hex');
    for (;;) {
        const marker = `UNTRUSTED-CI-DATA-${digest.slice(0, 24).toUpperCase()}`;
        if (!texts.some((text) => text.includes(marker)))
            return marker;
        digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(digest).digest('hex');
    }
}
/** `text` fenced as data between `BEGIN <marker>` and `END <marker>` lines. */
function untrustedBlock(text, marker) {
    const fence = fenceFor(text);
    return [`BEGIN ${marker}`, `${fence}text`, text, fence, `END ${marker}`].join('\n');
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5228);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
