#!/usr/bin/env node
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

/***/ 4726:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ describeLocation)
/* harmony export */ });
// Where the program's files live on the state branch, and the files as stored (their blob oid
// read with them).
function describeLocation(at) {
    return `${at.branch}:${at.path}`;
}


/***/ }),

/***/ 3546:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(127);
// The CLI's entry point, bundled to dist/cli/index.js (the package's `green-gate` bin).

process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 127:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.2.0"};
// EXTERNAL MODULE: ./src/rules/errors.ts
var errors = __nccwpck_require__(4632);
// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __nccwpck_require__(85);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
;// CONCATENATED MODULE: ./src/entry/cli/args.ts
// Command-line arguments against a command's declared options: Node's own tokenizer, with the
// checks and one-line messages this CLI wants (its strict mode words errors at length and
// differently across Node versions). Pure: argv in, parsed arguments or a GateError out.


function parseCommandArgs(spec, argv) {
    const { tokens } = (0,external_node_util_.parseArgs)({
        args: [...argv],
        strict: false,
        allowPositionals: true,
        tokens: true,
        options: {
            help: { type: 'boolean', short: 'h' },
            ...Object.fromEntries(Object.entries(spec.options).map(([name, o]) => [
                name,
                { type: o.kind === 'flag' ? 'boolean' : 'string' }
            ]))
        }
    });
    if (tokens.some((t) => t.kind === 'option' && t.name === 'help'))
        return { kind: 'help' };
    const values = {};
    const flags = new Set();
    const positionals = [];
    for (const token of tokens) {
        if (token.kind === 'positional')
            positionals.push(token.value);
        if (token.kind !== 'option')
            continue;
        const option = spec.options[token.name];
        if (option === undefined || token.rawName !== `--${token.name}`)
            throw new errors/* GateError */.u(`unknown option ${token.rawName} (see --help)`);
        if (token.name in values || flags.has(token.name))
            throw new errors/* GateError */.u(`option ${token.rawName} is given twice`);
        if (option.kind === 'flag') {
            if (token.value !== undefined)
                throw new errors/* GateError */.u(`option ${token.rawName} takes no value`);
            flags.add(token.name);
            continue;
        }
        // A separate value that looks like an option is a forgotten value, not a value; `-` (stdin)
        // and `--name=-x` stay possible.
        const value = token.value;
        if (value === undefined || (!token.inlineValue && value.startsWith('-') && value !== '-'))
            throw new errors/* GateError */.u(`option ${token.rawName} needs a value (${token.rawName} ${option.placeholder ?? 'VALUE'})`);
        values[token.name] = value;
    }
    const { min, max } = spec.positionals;
    if (positionals.length > max) {
        const extra = positionals.slice(max).map((p) => `"${p}"`);
        const takes = max === 0 ? 'no arguments' : `at most ${max === 1 ? 'one' : max} ${spec.positionals.name}`;
        throw new errors/* GateError */.u(`unexpected argument${extra.length > 1 ? 's' : ''} ${extra.join(' ')} (${spec.name} takes ${takes})`);
    }
    if (positionals.length < min)
        throw new errors/* GateError */.u(`missing ${spec.positionals.name} (see --help)`);
    return { kind: 'run', values, flags, positionals };
}

// EXTERNAL MODULE: ./src/rules/ledger/chain.ts
var chain = __nccwpck_require__(3320);
// EXTERNAL MODULE: ./src/rules/ledger/codec.ts + 1 modules
var codec = __nccwpck_require__(1973);
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/entry/cli/io.ts
// The CLI's inputs: a named file or standard input, refused when they cannot be what a command
// reads (a terminal nobody is typing into, a binary file).


const CHUNK_BYTES = 64 * 1024;
/**
 * A file's bytes read synchronously into one buffer: a command does nothing while it waits for
 * its input, and a stream's round trips through the event loop and a new buffer a chunk cost a
 * tenth of the time of signing a large log. A chunk is overwritten by the next one.
 */
function* fileChunks(path) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(path, 'r');
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    try {
        for (;;) {
            const read = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, CHUNK_BYTES, null);
            if (read === 0)
                return;
            yield buffer.subarray(0, read);
        }
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * A file path, or standard input for `-` or no path. With no path and a terminal on standard
 * input there is nothing to read: say so rather than wait. An explicit `-` on a terminal is a
 * person about to type, so it only gets a hint.
 */
function openInput(path) {
    if (path !== undefined && path !== '-')
        return { chunks: fileChunks(path), label: path };
    if (process.stdin.isTTY) {
        if (path === undefined)
            throw new errors/* GateError */.u('no input: name a FILE or pipe one in (standard input is a terminal)');
        process.stderr.write('reading standard input from the terminal; end it with Ctrl-D\n');
    }
    return { chunks: process.stdin, label: 'stdin' };
}
/**
 * Every chunk of an input, refusing a binary one at its first NUL byte. A chunk is read before the
 * next is asked for: it may share its memory with the next one.
 */
async function* inputChunks({ chunks, label }) {
    let offset = 0;
    try {
        for await (const chunk of chunks) {
            const nul = chunk.indexOf(0);
            if (nul !== -1)
                throw new errors/* GateError */.u(`${label}: binary data (a NUL byte at byte ${offset + nul})`);
            offset += chunk.length;
            yield chunk;
        }
    }
    catch (error) {
        if (error instanceof errors/* GateError */.u)
            throw error;
        throw new errors/* GateError */.u(`${label}: cannot read (${error.code ?? 'error'})`);
    }
}
/** Reads a whole input as UTF-8 text. */
async function readInput(path) {
    const input = openInput(path);
    const chunks = [];
    for await (const chunk of inputChunks(input))
        chunks.push(Buffer.from(chunk));
    return { text: Buffer.concat(chunks).toString('utf8'), label: input.label };
}

;// CONCATENATED MODULE: ./src/entry/cli/audit-command.ts
// `green-gate audit verify LEDGER`: walk a program ledger's audit chain the way the gate does and
// show each entry's link, so a maintainer can find the entry an edit broke before resuming.




const auditVerifyCommand = {
    name: 'audit verify',
    synopsis: 'LEDGER [--key-env NAME]',
    summary: "Check a program ledger's audit chain, one line per entry.",
    details: [
        "LEDGER is a program's ledger from the state branch (.green-gate/<program>.json by default), or - for standard input. Each line shows an entry's number, decision, short hash and whether its link holds; the last line names the first broken link.",
        'Keyed entries (the audit-key input) are checked with the key in the environment variable --key-env names, never a key on the command line, where other users of the machine can read it. Without it only their links are checked (unchecked).'
    ],
    options: {
        'key-env': {
            kind: 'value',
            placeholder: 'NAME',
            description: 'environment variable holding the audit key'
        }
    },
    positionals: { min: 1, max: 1, name: 'LEDGER' },
    exitCodes: [
        ['0', 'the chain verifies'],
        ['1', 'a link is broken'],
        ['2', 'bad usage or input, named in one line on standard error']
    ],
    async run({ values, positionals }) {
        const key = auditKey(values['key-env']);
        const { text, label } = await readInput(positionals[0]);
        const parsed = (0,codec/* parseLedger */.h)(text);
        if (!parsed.ok)
            throw new errors/* GateError */.u(`${label}: ${parsed.message}`);
        const report = (0,chain/* verifyChain */.H5)(parsed.ledger, key);
        return {
            output: describeChain(parsed.ledger, report),
            exitCode: report.firstBroken === null ? 0 : 1
        };
    }
};
function auditKey(name) {
    if (name === undefined)
        return null;
    const key = process.env[name];
    if (key === undefined || key === '')
        throw new errors/* GateError */.u(`--key-env ${name}: the environment variable is not set or empty`);
    return key;
}
const STATE_TEXT = {
    ok: 'ok',
    unchecked: 'ok (link only: keyed, no key given)',
    unchained: 'unchained (written before the chain)',
    broken: 'broken'
};
/** One line per entry, then the verdict. */
function describeChain(ledger, report) {
    const rows = report.links.map((l) => [
        String(l.seq),
        l.decision,
        shortHash(l.hash),
        l.why === undefined ? STATE_TEXT[l.state] : `${STATE_TEXT[l.state]}: ${l.why}`
    ]);
    const widths = [0, 1, 2].map((i) => Math.max(0, ...rows.map((r) => r[i]?.length ?? 0)));
    const lines = rows.map((r) => r.map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  '));
    const { anchor } = ledger;
    const start = anchor === undefined
        ? ''
        : ` from the anchor at entry ${anchor.seq} (${shortHash(anchor.hash)})`;
    const broken = report.firstBroken;
    const verdict = broken === null
        ? `${ledger.program}: chain ok, ${report.links.length} entries${start}`
        : `${ledger.program}: broken at entry ${broken.seq}: ${broken.why ?? 'broken'}`;
    return [...lines, verdict].join('\n');
}
/** `sha256:1a2b3c4d5e6f`: the algorithm and enough of the digest to tell entries apart. */
function shortHash(hash) {
    const [algorithm, digest] = hash.split(':');
    return `${algorithm}:${(digest ?? '').slice(0, 12)}`;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/rules/checks/identity.ts
// What a check on a commit is, independent of the API it was read from: which runs are the same
// check (a later run replaces an earlier one) and which are two checks that both count.
/** GitHub Actions' app: its check runs are jobs of a workflow run. */
const ACTIONS_APP = 'github-actions';
/** An Actions job's check run links to `/actions/runs/<run>/job/<job>`; its id is the job id. */
function actionsJobId(check) {
    const match = /\/actions\/runs\/\d+\/job\/(\d+)/.exec(check.url ?? '');
    return match === null ? null : Number(match[1]);
}
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

;// CONCATENATED MODULE: ./src/rules/checks/ignore.ts


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
    const matchers = patterns.map((p) => picomatch_default()(p, { nocase: true, dot: true, noextglob: true, bash: true }));
    return (name) => matchers.some((m) => m(name));
}
/** A predicate for checks whose name, or label such as `CI / test`, matches any pattern. */
function checkMatcher(patterns) {
    const matches = checkNameMatcher(patterns);
    return (check) => matches(check.name) || matches(checkLabel(check));
}

// EXTERNAL MODULE: ./src/rules/gate/branch.ts
var gate_branch = __nccwpck_require__(2219);
;// CONCATENATED MODULE: ./src/rules/gate/keeper-limits.ts
/** The pause reasons a keeper may take up, in the words of the `keeper-reasons` input. */
const KEEPER_REASONS = ['ci-fix-exhausted', 'stuck', 'ci-timeout'];

;// CONCATENATED MODULE: ./src/rules/accept/ci-changes.ts
// Green counts only when CI ran as the default branch defines it: CI on the agent's branch runs the
// branch's own workflow files and test-runner configuration, so a change to either since the last
// commit the gate trusted (accepted, or approved by a maintainer) makes that green no evidence.
// Pure: the changed files in, the CI-defining paths among them out.

/** Workflows, composite actions and their settings steer CI: covered whatever the setting says. */
const ALWAYS_CI_PATHS = '.github/**';
/**
 * The test runners' own configuration, at any depth (a monorepo's packages each have one).
 * `package.json` is left out: nearly every dependency change writes it; a repository that keeps
 * its test settings there adds it. `pyproject.toml` is in: pytest and coverage read their
 * options (`addopts`, `fail_under`) from it, and no other file would show that change.
 */
const DEFAULT_CI_CONFIG_PATHS = [
    'jest.config.*',
    'vitest.config.*',
    'vitest.workspace.*',
    '.mocharc*',
    'ava.config.*',
    'karma.conf.*',
    'playwright.config.*',
    'cypress.config.*',
    '.nycrc*',
    'pytest.ini',
    '.pytest.ini',
    'pyproject.toml',
    'setup.cfg',
    'tox.ini',
    'noxfile.py',
    'conftest.py',
    '.coveragerc',
    'codecov.yml',
    '.codecov.yml',
    'Makefile',
    'GNUmakefile',
    'phpunit.xml*',
    '**/.config/nextest.toml'
];
/** How many of the paths a pause names; the count of the rest follows them. */
const NAMED = 3;
/** A glob without a slash matches a file of that name at any depth, as in `.gitignore`. */
function ciPathMatcher(globs) {
    const options = { dot: true, nocase: true };
    const named = globs.filter((g) => !g.includes('/'));
    const placed = [ALWAYS_CI_PATHS, ...globs.filter((g) => g.includes('/'))];
    const byName = named.length === 0 ? () => false : picomatch_default()(named, options);
    const byPath = picomatch_default()(placed, options);
    return (path) => byPath(path) || byName(path.slice(path.lastIndexOf('/') + 1));
}
/** The CI-defining paths the change touches, both names of a rename, each once, in diff order. */
function ciConfigChanges(changed, globs) {
    const matches = ciPathMatcher(globs);
    const touched = changed.flatMap((f) => [
        f.path,
        ...(f.previousPath === null ? [] : [f.previousPath])
    ]);
    return [...new Set(touched.filter(matches))];
}
/** The pause's record of the paths found; null when none is CI-defining. */
function ciChange(paths, since) {
    if (paths === null)
        return { files: null, more: 0, since };
    if (paths.length === 0)
        return null;
    return { files: paths.slice(0, NAMED), more: Math.max(0, paths.length - NAMED), since };
}
/**
 * Of the CI-defining paths a change touched, those whose content at the head is not the default
 * branch's: a maintainer's edit on the default branch that the program branch merged is the
 * default branch's CI, not the agent's. `files` holds each path's blob on both (null: no such
 * file there); a path it lacks stays the agent's, as it could not be told.
 */
function notTheDefaults(paths, files) {
    return paths.filter((p) => {
        const file = Object.hasOwn(files, p) ? files[p] : undefined;
        return file === undefined || file.onHead !== file.onDefault;
    });
}

;// CONCATENATED MODULE: ./src/rules/config-keys.ts
// The settings a repository keeps in its configuration file, with their defaults. Each one is
// also an input of the same name, which overrides the file for one workflow. What stays out:
// what differs per run (mode, program, head-sha, reset, attempt, the fix files), secrets and
// tokens, and the fixer, which the templates' jobs branch on through a repository variable.

/** Where the templates and the command line look for the file. */
const CONFIG_FILE = '.github/green-gate.yml';
const SETTINGS = {
    'branch-pattern': { default: 'autoloop/*' },
    'state-branch': { default: 'memory/autoloop' },
    'state-path': { default: '{program}.md' },
    'ledger-path': { default: '.green-gate/{program}.json' },
    'state-max-bytes': { default: '30720' },
    'max-fix-attempts': { default: '5' },
    'unknown-failure-attempts': { default: '1' },
    'wall-clock-minutes': { default: '60' },
    'infra-reruns': { default: '1' },
    'ignore-checks': { default: '', list: true },
    'required-checks': { default: '', list: true },
    'ci-config-paths': { default: DEFAULT_CI_CONFIG_PATHS.join(','), list: true },
    'ci-workflows': { default: '', list: true },
    'log-byte-budget': { default: '65536' },
    'max-log-jobs': { default: '5' },
    'opt-in-label': { default: '' },
    'needs-human-label': { default: 'needs-human' },
    keeper: { default: 'false' },
    'keeper-reasons': { default: 'ci-fix-exhausted,ci-timeout', list: true },
    'keeper-attempts': { default: '5' },
    'rate-limit-reserve': { default: '10' },
    'fix-timeout-minutes': { default: '30' },
    'fix-cache-paths': { default: '', list: true },
    'fix-cache-key-files': { default: '', list: true },
    'protected-paths': { default: '.github/**', list: true },
    'ci-workflow': { default: '' },
    'fixer-workflow': { default: 'green-gate-fixer.yml' },
    'max-fix-cost': { default: '' },
    'fix-cost-estimate': { default: '' }
};
/** Inputs a person may look for in the file, and where each is set instead. */
const NOT_IN_FILE = {
    fixer: "the templates pass the repository variable GREEN_GATE_FIXER (claude, command or copilot) as the action's fixer input; set it under Settings → Secrets and variables → Actions → Variables",
    'audit-key': "it is a secret; the templates pass the repository secret GREEN_GATE_AUDIT_KEY as the action's audit-key input"
};
const SETTING_NAMES = Object.keys(SETTINGS);
function isSettingName(name) {
    return Object.hasOwn(SETTINGS, name);
}
/** Lists the file gives as sequences are joined a line each, as the list inputs take them. */
function isListSetting(name) {
    return 'list' in SETTINGS[name];
}

;// CONCATENATED MODULE: ./src/adapters/runner/input-defaults.ts
// Written by scripts/write-input-defaults.mjs from the inputs of action.yml (`npm run package`);
// edit action.yml, not this file.
const INPUT_DEFAULTS = {
    'github-token': '${{ github.token }}',
    mode: 'gate',
    'config-file': '',
    program: '',
    'branch-pattern': '',
    'head-sha': '',
    'state-branch': '',
    'state-path': '',
    'ledger-path': '',
    'state-max-bytes': '',
    'max-fix-attempts': '',
    'unknown-failure-attempts': '',
    'wall-clock-minutes': '',
    'infra-reruns': '',
    keeper: '',
    'keeper-reasons': '',
    'keeper-attempts': '',
    'rate-limit-reserve': '',
    'ignore-checks': '',
    'required-checks': '',
    'ci-config-paths': '',
    'ci-workflows': '',
    'log-byte-budget': '',
    'max-log-jobs': '',
    'program-issue': '',
    'opt-in-label': '',
    'needs-human-label': '',
    reset: 'false',
    'fix-command': '',
    'fix-timeout-minutes': '',
    'fix-cache-paths': '',
    'fix-cache-key-files': '',
    'fix-prompt-file': '',
    attempt: '',
    'fix-bundle': '',
    'push-token': '',
    'protected-paths': '',
    'ci-workflow': '',
    'fixer-workflow': '',
    fixer: '',
    'audit-key': '',
    'max-fix-cost': '',
    'fix-cost-estimate': '',
    'fix-cost-file': ''
};

;// CONCATENATED MODULE: ./src/adapters/runner/inputs.ts
// The action's inputs, read and checked once. Parsing takes a getter so it stays pure and can be
// tested from a table; the runner's INPUT_* variables come in through @actions/core.







const MODES = ['gate', 'sweep', 'fix', 'push'];
const FIXERS = ['claude', 'command', 'copilot', 'none'];
/** What decides which workflows hold secrets: no fix may change it, whatever else is listed. */
const ALWAYS_PROTECTED = '.github/workflows/**';
/** The gate's own jobs (the templates name them all `green-gate…`) are never CI to judge. */
const ALWAYS_IGNORED = 'green-gate*';
/**
 * The settings of one run: each from its input when one is passed, else from the repository's
 * configuration file, else its default. A bad value is reported where it was written.
 */
function parseConfig(get, file = null) {
    const read = inputReader(get, file);
    try {
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
            ...readSweep(read)
        };
    }
    catch (error) {
        if (error instanceof SettingProblem)
            throw new errors/* GateError */.u(read.where(error));
        throw error;
    }
}
/** A value that is not what its setting takes; parseConfig says where it was written. */
class SettingProblem extends Error {
    setting;
    problem;
    constructor(setting, problem) {
        super(`input "${setting}" ${problem}`);
        this.setting = setting;
        this.problem = problem;
    }
}
function inputReader(get, file) {
    const given = (name) => get(name).trim();
    const fromFile = (name) => (isSettingName(name) ? file?.settings.get(name) : undefined);
    const fallback = (name) => fromFile(name)?.value ?? (isSettingName(name) ? SETTINGS[name].default : INPUT_DEFAULTS[name]);
    const raw = (name) => (given(name) !== '' ? get(name) : fallback(name));
    const text = (name) => given(name) || fallback(name).trim();
    const where = ({ setting, problem, message }) => {
        const line = given(setting) === '' ? fromFile(setting)?.line : undefined;
        return line === undefined || file === null
            ? message
            : `${file.path}:${line}: ${setting} ${problem}`;
    };
    return { raw, given, text, optional: (name) => text(name) || null, where };
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
    if (program !== null && !(0,gate_branch/* isProgramName */.Kc)(program)) {
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
    // Without a wildcard the pattern is one fixed branch (often the default branch itself), with
    // no program in its name for a retry to find: refused rather than gating the wrong branch.
    if (!branchPattern.includes('*')) {
        throw inputError('branch-pattern', `"${branchPattern}" has no * where the program's name goes (e.g. autoloop/*); without one it names a single branch`);
    }
    const stateBranch = read.text('state-branch');
    if ((0,gate_branch/* branchMatches */.G3)(branchPattern, stateBranch)) {
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
        ignoreChecks: [ALWAYS_IGNORED, ...parseCheckPatterns(read.raw('ignore-checks'))],
        requiredChecks: parseCheckPatterns(read.raw('required-checks')),
        ciConfigPaths: parseCheckPatterns(read.raw('ci-config-paths')),
        ciWorkflows: parseList(read.raw('ci-workflows')),
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
        protectedPaths: [ALWAYS_PROTECTED, ...parseCheckPatterns(read.raw('protected-paths'))],
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
/**
 * Whether the sweep's keeper takes up paused programs, and which, how often; and the share of
 * the API budget the sweep leaves to gate runs.
 */
function readSweep(read) {
    return {
        keeper: inputs_boolean('keeper', read.text('keeper')),
        keeperLimits: {
            attempts: wholeNumber('keeper-attempts', read.text('keeper-attempts'), 1),
            reasons: keeperReasons(read.text('keeper-reasons'))
        },
        rateLimitReserve: percent('rate-limit-reserve', read.text('rate-limit-reserve'))
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
    return new SettingProblem(name, problem);
}
function wholeNumber(name, raw, min) {
    if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
        throw inputError(name, `must be a whole number of at least ${min}, got "${raw}"`);
    }
    return Number(raw);
}
function percent(name, raw) {
    if (!/^\d{1,3}$/.test(raw) || Number(raw) > 100) {
        throw inputError(name, `must be a whole number from 0 to 100 (a percent), got "${raw}"`);
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

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./src/rules/config-file.ts
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
    throw new errors/* GateError */.u(`${first.message}${also}`);
}
/** Every problem of the file's shape, not only the first: a person fixes them in one go. */
function checkConfigFile(text, path) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
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
        const message = (0,untrusted/* oneLine */.TN)(syntax.message.replace(/ at line \d+.*$/s, ''));
        problemAt(syntax.pos[0], `not valid YAML: ${message}`);
    }
    const contents = doc.contents;
    if (problems.length > 0 || contents === null)
        return { file, problems };
    if (!(0,dist/* isMap */.jh)(contents)) {
        problemAt(contents.range?.[0], 'must be a mapping of settings (`key: value` lines)');
        return { file, problems };
    }
    for (const pair of contents.items) {
        const key = pair.key;
        const offset = key?.range?.[0];
        if (!(0,dist/* isScalar */.jn)(key)) {
            problemAt(offset, 'a key must be a plain setting name');
            continue;
        }
        const name = String(key.value);
        if (!isSettingName(name)) {
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
    if ((0,dist/* isScalar */.jn)(value) && value.value !== null) {
        if (typeof value.value === 'object')
            return { problem: `${name} must be plain text, a number or a boolean` };
        return String(value.value);
    }
    if ((0,dist/* isSeq */.oP)(value)) {
        if (!isListSetting(name))
            return { problem: `${name} takes one value, not a list` };
        const items = value.items.map((item) => (0,dist/* isScalar */.jn)(item) && item.value !== null && typeof item.value !== 'object'
            ? String(item.value)
            : null);
        if (items.includes(null))
            return { problem: `${name} must list plain values` };
        return items.join('\n');
    }
    if ((0,dist/* isMap */.jh)(value))
        return { problem: `${name} takes a value, not a mapping` };
    return { problem: `${name} has no value; give one, or leave the key out for its default` };
}
function unknownKey(name) {
    const elsewhere = NOT_IN_FILE[name];
    if (elsewhere !== undefined)
        return `"${name}" is not a setting of this file: ${elsewhere}`;
    const near = SETTING_NAMES.map((known) => ({ known, distance: editDistance(name, known) }))
        .filter((n) => n.distance <= 3)
        .sort((a, b) => a.distance - b.distance)[0];
    const hint = near === undefined ? '' : ` (did you mean "${near.known}"?)`;
    return `"${(0,untrusted/* oneLine */.TN)(name)}" is not a green-gate setting${hint}; docs/configuration.md lists them`;
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

;// CONCATENATED MODULE: ./src/entry/cli/settings-file.ts
// The repository's settings file as the CLI finds it: the one named, else the default path,
// whose absence (as for the action) means every setting is its default.



const CONFIG_FILE_OPTION = {
    kind: 'value',
    placeholder: 'FILE',
    description: `the repository's settings file, as the action's config-file input (default ${CONFIG_FILE}, if there)`
};
/** The file's text and how to name it; null when no file was named and the default is absent. */
async function settingsText(given) {
    if (given === undefined && !(0,external_node_fs_namespaceObject.existsSync)(CONFIG_FILE))
        return null;
    return readInput(given ?? CONFIG_FILE);
}

;// CONCATENATED MODULE: ./src/entry/cli/config-command.ts
// `green-gate config check [FILE]`: check a configuration file the way the action reads it,
// before it is pushed, and print every setting it leads to and where each one comes from.





const configCheckCommand = {
    name: 'config check',
    synopsis: '[FILE]',
    summary: 'Check a configuration file the way the action reads it.',
    details: [
        `FILE is the repository's settings file (default ${CONFIG_FILE}, which may be absent: every setting is then its default), or - for standard input. Prints each setting with its value and whether the file or the default gives it. Each key the action does not know, and each value it would refuse, gets a line naming the line and key, and exit code 2.`
    ],
    options: {},
    positionals: { min: 0, max: 1, name: 'FILE' },
    async run({ positionals }) {
        const input = await settingsText(positionals[0]);
        if (input === null) {
            const none = { path: CONFIG_FILE, settings: new Map() };
            return { output: describeSettings(none, `no ${CONFIG_FILE}`), exitCode: 0 };
        }
        const { text, label } = input;
        const { file, problems } = checkConfigFile(text, label);
        const all = [...problems, ...valueProblems(file)].sort((a, b) => a.line - b.line);
        if (all.length > 0)
            return { output: '', exitCode: 0, problems: all.map((p) => p.message) };
        return { output: describeSettings(file, `${file.path}: ok`), exitCode: 0 };
    }
};
/**
 * What the action's own parser refuses: each setting on its own first, so that every bad value
 * is named, then, when each is fine alone, the file as a whole (settings that clash).
 */
function valueProblems(file) {
    const alone = [...file.settings].flatMap(([name, set]) => refusal({ path: file.path, settings: new Map([[name, set]]) }, set.line));
    // A clash names the later of the two settings; listed last, after any problem of a line.
    return alone.length > 0 || file.settings.size < 2 ? alone : refusal(file, Infinity);
}
function refusal(file, line) {
    try {
        // No token is used here; the parser only wants one to be there.
        parseConfig((name) => (name === 'github-token' ? 'offline' : ''), file);
        return [];
    }
    catch (error) {
        if (error instanceof errors/* GateError */.u)
            return [{ line, message: error.message }];
        throw error;
    }
}
function describeSettings(file, heading) {
    const rows = SETTING_NAMES.map((name) => {
        const set = file.settings.get(name);
        const value = (set?.value ?? SETTINGS[name].default).split('\n').join(', ');
        return [name, value === '' ? '—' : value, set ? `${file.path}:${set.line}` : 'default'];
    });
    const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length)));
    const lines = rows.map(([name, value, from]) => [
        name.padEnd(widths[0]),
        value.padEnd(widths[1]),
        from
    ].join('  '));
    return [
        `${heading} (${file.settings.size} of ${SETTING_NAMES.length} settings set)`,
        ...lines
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/entry/cli/help.ts
/** Two columns, the first padded to its widest cell. */
function table(rows) {
    const width = Math.max(...rows.map(([left]) => left.length));
    return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}
const DONE = ['0', 'done'];
const BAD_INPUT = ['2', 'bad usage or input, named in one line on standard error'];
const EXIT_STATUS_CODES = [
    ['0', 'done; with --exit-status, the status is success'],
    ['1', 'with --exit-status, the status is failure'],
    BAD_INPUT,
    ['8', 'with --exit-status, the status is pending']
];
/** The codes the given commands can exit with; a command's own codes are named after it. */
function exitCodes(commands) {
    const [only] = commands;
    if (commands.length === 1 && only?.exitCodes !== undefined)
        return ['exit codes:', ...table(only.exitCodes)];
    const withStatus = commands.some((c) => 'exit-status' in c.options);
    const rows = new Map(withStatus ? EXIT_STATUS_CODES : [DONE, BAD_INPUT]);
    for (const c of commands) {
        for (const [code, text] of c.exitCodes ?? []) {
            const known = rows.get(code);
            if (known === undefined)
                rows.set(code, `${c.name}: ${text}`);
            else if (code !== '0' && code !== '2')
                rows.set(code, `${known}; ${c.name}: ${text}`);
        }
    }
    return ['exit codes:', ...table([...rows].sort(([a], [b]) => Number(a) - Number(b)))];
}
/** A paragraph broken into lines of at most `width` characters where it has spaces. */
function wrap(paragraph, width = 80) {
    const lines = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    return [...lines, line];
}
/** `green-gate --help`, or the help of a group such as `state`. */
function usage(commands) {
    return [
        'usage: green-gate <command> [arguments]',
        '',
        'commands:',
        ...table(commands.map((c) => [c.name, c.summary])),
        '',
        'options:',
        ...table([
            ['-h, --help', "show help; after a command, that command's help"],
            ['--version', 'print the version']
        ]),
        '',
        ...exitCodes(commands),
        '',
        'An unexpected error (a bug) exits 1 with one line on standard error.'
    ].join('\n');
}
/** `green-gate NAME --help`. */
function commandHelp(spec) {
    const options = [
        ...Object.entries(spec.options).map(([name, o]) => [
            o.kind === 'value' ? `--${name} ${o.placeholder ?? 'VALUE'}` : `--${name}`,
            o.description
        ]),
        ['-h, --help', 'show this help']
    ];
    return [
        `usage: green-gate ${spec.name} ${spec.synopsis}`.trimEnd(),
        '',
        ...wrap(spec.summary),
        ...spec.details.flatMap((p) => ['', ...wrap(p)]),
        '',
        'options:',
        ...table(options),
        '',
        ...exitCodes([spec])
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/rules/checks/reduce.ts
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
        checkLabel(a).localeCompare(checkLabel(b)) ||
        identityKey(a.identity).localeCompare(identityKey(b.identity)) ||
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
        const matching = checksIn(checks, bucket).map(checkLabel);
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
        const key = identityKey(check.identity);
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

;// CONCATENATED MODULE: ./src/rules/checks/from-rest.ts
// GitHub's REST shapes (check runs, commit statuses, workflow runs) read into checks with their
// identity. Pure: the lists come in already fetched.


function fromRest(input) {
    const place = workflowPlacer(input.workflowRuns ?? []);
    const attempts = new Map();
    for (const job of input.jobs ?? [])
        attempts.set(job.id, job);
    const attemptOf = (r, runId) => {
        const job = r.id === undefined ? undefined : attempts.get(r.id);
        return job?.run_id === runId ? (job.run_attempt ?? null) : null;
    };
    return [
        ...(input.checkRuns ?? []).map((r) => checkRun(r, place, attemptOf)),
        ...(input.statuses ?? []).map((s) => ({
            identity: { kind: 'status', context: s.context },
            name: s.context,
            source: 'status',
            workflow: null,
            runAttempt: null,
            state: s.state,
            bucket: bucketOfStatus(s.state),
            url: s.target_url ?? null,
            id: s.id ?? null,
            at: s.updated_at ?? s.created_at ?? null
        })),
        ...(input.workflowRuns ?? []).filter(awaitingApproval).map(approvalWait)
    ];
}
/** A workflow run held for approval has no jobs yet: the run itself is what waits. */
function awaitingApproval(run) {
    return (run.conclusion ?? '').toLowerCase() === 'action_required';
}
function approvalWait(run) {
    const name = run.name ?? run.path;
    return {
        identity: { kind: 'job', name, workflowPath: run.path, event: run.event },
        name,
        source: 'check-run',
        workflow: { runId: run.id, name, path: run.path, event: run.event },
        runAttempt: null,
        state: 'action_required',
        bucket: bucketOfCheckRun(run.status ?? 'completed', run.conclusion),
        url: run.html_url ?? null,
        id: null,
        at: run.run_started_at ?? null
    };
}
function checkRun(r, place, attemptOf) {
    const app = r.app?.slug ?? '';
    const workflow = app === ACTIONS_APP ? place(r) : null;
    const identity = app !== ACTIONS_APP
        ? { kind: 'app-check', app, name: r.name }
        : workflow === null
            ? { kind: 'unplaced-job', name: r.name, checkSuiteId: r.check_suite?.id ?? null }
            : { kind: 'job', name: r.name, workflowPath: workflow.path, event: workflow.event };
    return {
        identity,
        name: r.name,
        source: 'check-run',
        workflow,
        runAttempt: workflow === null ? null : attemptOf(r, workflow.runId),
        state: (r.status.toLowerCase() === 'completed' ? r.conclusion : r.status) ?? r.status,
        bucket: bucketOfCheckRun(r.status, r.conclusion),
        url: r.html_url ?? r.details_url ?? null,
        id: r.id ?? null,
        at: r.started_at ?? r.completed_at ?? null
    };
}
/**
 * Finds an Actions job's workflow run: the run whose check suite holds the job, else the run its
 * job page names, should an earlier attempt's jobs sit in a check suite other than the one the
 * run reports now. GitHub writes an Actions job's page link itself; no other app can.
 */
function workflowPlacer(runs) {
    const origin = (run) => ({
        runId: run.id,
        name: run.name ?? run.path,
        path: run.path,
        event: run.event
    });
    const bySuite = new Map();
    const byId = new Map();
    for (const run of runs) {
        if (run.check_suite_id !== undefined)
            bySuite.set(run.check_suite_id, origin(run));
        byId.set(run.id, origin(run));
    }
    return (r) => {
        const suite = r.check_suite?.id;
        const inSuite = suite === undefined ? undefined : bySuite.get(suite);
        if (inSuite !== undefined)
            return inSuite;
        const linked = /\/actions\/runs\/(\d+)\/job\/\d+$/.exec(r.html_url ?? '');
        return (linked === null ? undefined : byId.get(Number(linked[1]))) ?? null;
    };
}
/**
 * The workflow runs that hold two Actions jobs of one name: only their jobs list can say whether
 * those are two jobs of one attempt (both count) or a job and its re-run (the newer counts).
 */
function runsWithRepeatedJobNames(checks) {
    const seen = new Set();
    const repeated = new Set();
    for (const c of checks) {
        if (c.identity.kind !== 'job' || c.workflow === null || c.id === null)
            continue;
        const key = JSON.stringify([c.workflow.runId, c.name]);
        if (seen.has(key))
            repeated.add(c.workflow.runId);
        seen.add(key);
    }
    return [...repeated].sort((a, b) => a - b);
}

;// CONCATENATED MODULE: ./src/entry/cli/checks-input.ts

function parseChecksInput(text, label) {
    const documents = splitJsonDocuments(text);
    const input = { checkRuns: [], statuses: [], workflowRuns: [], jobs: [] };
    if (documents.length === 0)
        throw new errors/* GateError */.u(`${label}: empty input, expected JSON`);
    documents.forEach((source, i) => {
        const where = documents.length === 1 ? label : `${label}, document ${i + 1}`;
        let value;
        try {
            value = JSON.parse(source);
        }
        catch (error) {
            throw new errors/* GateError */.u(`${where}: not valid JSON (${error.message})`);
        }
        collect(value, where, '', input);
    });
    return input;
}
/**
 * Top-level JSON values laid end to end, each as its own text. Only objects and lists are split
 * out; anything else is left whole for JSON.parse to name what is wrong with it.
 */
function splitJsonDocuments(text) {
    const documents = [];
    let start = -1;
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (start === -1) {
            if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\ufeff')
                continue;
            if (c !== '{' && c !== '[')
                return [...documents, text.slice(i)];
            start = i;
        }
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c === '\\')
                escaped = true;
            else if (c === '"')
                inString = false;
        }
        else if (c === '"')
            inString = true;
        else if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']') {
            depth--;
            if (depth === 0) {
                documents.push(text.slice(start, i + 1));
                start = -1;
            }
        }
    }
    return start === -1 ? documents : [...documents, text.slice(start)];
}
const SHAPES = 'expected {"check_runs": [...], "statuses": [...], "workflow_runs": [...]}, a list of pages from `gh api --paginate --slurp`, or a list of statuses';
/** Adds what one value holds; `path` says where in the document it sits, for messages. */
function collect(value, where, path, into) {
    if (Array.isArray(value)) {
        value.forEach((item, i) => collectElement(item, where, `${path}[${i}]`, into));
        return;
    }
    if (!isRecord(value))
        throw new errors/* GateError */.u(`${where}: ${SHAPES}`);
    const key = (name) => (path === '' ? name : `${path}.${name}`);
    into.checkRuns.push(...list(value.check_runs, where, key('check_runs'), RUN_FIELDS));
    into.statuses.push(...list(value.statuses, where, key('statuses'), STATUS_FIELDS));
    into.workflowRuns.push(...list(value.workflow_runs, where, key('workflow_runs'), WORKFLOW_RUN_FIELDS));
    into.jobs.push(...list(value.jobs, where, key('jobs'), [], JOB_NUMBERS));
}
/** An element of a top-level list: a slurped page, a page of statuses, or one check. */
function collectElement(item, where, at, into) {
    if (Array.isArray(item))
        into.statuses.push(...list(item, where, at, STATUS_FIELDS));
    else if (isRecord(item) &&
        ('check_runs' in item || 'statuses' in item || 'workflow_runs' in item || 'jobs' in item))
        collect(item, where, at, into);
    else if (isRecord(item) && 'context' in item)
        into.statuses.push(checked(item, where, at, STATUS_FIELDS));
    else if (isRecord(item) && 'name' in item)
        into.checkRuns.push(checked(item, where, at, RUN_FIELDS));
    else
        throw new errors/* GateError */.u(`${where}: ${at}: ${SHAPES}`);
}
const RUN_FIELDS = ['name', 'status'];
const STATUS_FIELDS = ['context', 'state'];
const WORKFLOW_RUN_FIELDS = ['path', 'event'];
/** A job is read for its attempt only: which run and attempt its id (its check run's) is in. */
const JOB_NUMBERS = ['id', 'run_id', 'run_attempt'];
function list(value, where, path, required, numbers = []) {
    if (value === undefined || value === null)
        return [];
    if (!Array.isArray(value))
        throw new errors/* GateError */.u(`${where}: ${path} must be a list`);
    return value.map((item, i) => checked(item, where, `${path}[${i}]`, required, numbers));
}
/** One check, with the string and number fields the reduction reads. */
function checked(item, where, at, required, numbers = []) {
    if (!isRecord(item))
        throw new errors/* GateError */.u(`${where}: ${at} must be an object`);
    for (const name of required) {
        const v = item[name];
        if (typeof v !== 'string' || v === '')
            throw new errors/* GateError */.u(`${where}: ${at}.${name} must be a non-empty string`);
    }
    for (const name of numbers) {
        if (!Number.isSafeInteger(item[name]))
            throw new errors/* GateError */.u(`${where}: ${at}.${name} must be a whole number`);
    }
    return item;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/entry/cli/command.ts
/** The exit code a script branches on for a reduced status; always 0 unless asked. */
function exitCodeFor(status, exitStatus) {
    if (!exitStatus)
        return 0;
    return status === 'success' ? 0 : status === 'failure' ? 1 : 8;
}
const EXIT_STATUS_OPTION = {
    kind: 'flag',
    description: "exit 1 when the checks' status is failure and 8 when it is pending"
};

;// CONCATENATED MODULE: ./src/entry/cli/reduce-command.ts
// `green-gate reduce`: step 5a on JSON the caller already has, e.g. from `gh api`.







const reduceCommand = {
    name: 'reduce',
    synopsis: '[FILE|-] [--ignore PATTERNS] [--exit-status]',
    summary: "Reduce a commit's check runs and commit statuses to one status: success, failure or pending.",
    details: [
        'Reads FILE, or standard input when FILE is - or absent: {"check_runs": [...], "statuses": [...], "workflow_runs": [...], "jobs": [...]} (any key may be left out; workflow runs place each Actions job in its workflow and event), the pages `gh api --paginate --slurp` prints for a commit\'s check-runs and statuses, or several of these one after another.',
        'Jobs (`actions/runs/ID/jobs?filter=all`) say which attempt of its run each job ran in: jobs of one name in one attempt (matrix legs given one name) all count, and the newest attempt replaces earlier ones. Without them the newest run of each name counts.',
        'Prints one JSON line: status, reason, the names in each bucket, the ignored names, how many older runs newer ones replaced, and every counted check.'
    ],
    options: {
        ignore: {
            kind: 'value',
            placeholder: 'PATTERNS',
            description: 'check names or globs to leave out, comma or newline separated'
        },
        'exit-status': EXIT_STATUS_OPTION
    },
    positionals: { min: 0, max: 1, name: 'FILE' },
    async run({ values, flags, positionals }) {
        const { text, label } = await readInput(positionals[0]);
        const input = parseChecksInput(text, label);
        const reduction = reduceChecks(fromRest(input), {
            exclude: checkMatcher(parseCheckPatterns(values.ignore ?? ''))
        });
        const names = (bucket) => checksIn(reduction.checks, bucket).map(checkLabel);
        return {
            output: JSON.stringify({
                status: reduction.status,
                reason: reduction.reason,
                buckets: {
                    failure: names('failure'),
                    pending: names('pending'),
                    success: names('success')
                },
                ignored: reduction.excluded.map(checkLabel),
                superseded: reduction.superseded,
                checks: reduction.checks
            }),
            exitCode: exitCodeFor(reduction.status, flags.has('exit-status'))
        };
    }
};

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
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
var classify = __nccwpck_require__(977);
;// CONCATENATED MODULE: ./src/rules/logs/chars.ts
// Character classes by code unit, exactly as a regex's \s, \d and \w read them (no `u` flag). The
// readers that walk a line once, instead of running a regex that would try every place of a long
// line as a start, test characters with these.
/** A regex's `\s`: ASCII blanks and the Unicode spaces and line ends JavaScript counts. */
function isSpace(code) {
    if (code < 0xa0)
        return code === 32 || (code >= 9 && code <= 13);
    return (code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff);
}
/** A regex's `\d`. */
const isDigit = (code) => code >= 48 && code <= 57;
/** `[A-Z]`. */
const isUpper = (code) => code >= 65 && code <= 90;
/** `[a-z]`. */
const isLower = (code) => code >= 97 && code <= 122;
/** A regex's `\w`: `[A-Za-z0-9_]`. */
const isWord = (code) => isLower(code) || isUpper(code) || isDigit(code) || code === 95;

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
// The files a command names, by their extension.
const NAMED_FILE = /(?:^|[\s='"])[^\s='"]*(\.[A-Za-z]\w{0,9})(?=['"]?(?:\s|$))/g;
/** A document or data file, no source a compiler builds code from. */
const DOCUMENT = /\.(?:json|ya?ml|toml|xml|html?|md|markdown|rst|adoc|txt|csv|ini|cfg|properties|svg)$/i;
/**
 * The intent one line of text names, by the narrowest word it holds (a folder's too:
 * `tests/golden/a.txt`), else by what it writes, else by what it reads: a command over documents
 * and data only checks them.
 */
function intentOfLine(line) {
    const text = words(line);
    const named = CUES.find(([, cue]) => cue.test(text))?.[0];
    if (named !== undefined)
        return named;
    if (WRITES.test(line) && !ADDRESS.test(line))
        return 'generate';
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
    [
        'lint',
        /\b(?:lint\w*|would reformat|not (?:properly )?formatted|code style|style (?:check|violation)s?)\b/i
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
 * has failed`): a test's check, not a diagnostic or a compile error.
 */
function assertionFailed(text) {
    if (/\bFailure in\b|^test \S+:? (?:assertion )?failed\b/.test(text))
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
const isNameChar = (code) => isWord(code) || code === 36; /* $ */
/** Whether `at` is a word boundary, as a regex's `\b` (`$` is no word character). */
const boundary = (text, at) => isWord(text.charCodeAt(at - 1)) !== isWord(text.charCodeAt(at));
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
    if (isUpper(first))
        return (runs.typeWords[k] ?? -1) > at ? (runs.typeEnds[k] ?? -1) : -1;
    if (!isLower(first) && first !== 95 /* _ */ && first !== 36 /* $ */)
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/rules/logs/workspace.ts
// The runner's checkout, cut from the paths in a text: /home/runner/work/<repo>/<repo>/,
// self-hosted .../_work/<repo>/<repo>/, Windows D:\a\<repo>\<repo>\ . The repeated repo name (a
// backreference) keeps it precise.
//
// What is cut is what one regex used to cut, replacing every match of
//   (?:file://)?(?:(?:(?<!\w)[A-Za-z]:)?(?:[\\/][^\s\\/'"`]+)*?[\\/]_?work[\\/]([^\s\\/'"`]+)[\\/]\1
//     |[A-Za-z]:\\a\\([^\s\\'"`]+)\\\2)(?=[\\/])[\\/]?
// (the tests hold it and compare). That regex tried each separator of a path as the start of one
// and read on to the path's end from there: a 16 KB path took a fifth of a second. Here the work
// folder is found first and its path walked back once, so a text costs one pass however it looks.

/** The work folder and the repeated repo name, from the separator before it. */
const WORK_FOLDER = /[\\/]_?work[\\/]([^\s\\/'"`]+)[\\/]\1(?=[\\/])/g;
/** A hosted Windows runner's checkout, from its drive letter. */
const WINDOWS_CHECKOUT = /(?:file:\/\/)?[A-Za-z]:\\a\\([^\s\\'"`]+)\\\1(?=[\\/])/g;
const isSeparator = (code) => code === 47 /* / */ || code === 92; /* \ */
/** What ends a path: a blank or a quote. */
const endsPath = (code) => isSpace(code) || code === 34 /* " */ || code === 39 /* ' */ || code === 96; /* ` */
/** The first match of a global regex that starts at `from` or after it. */
function matchFrom(pattern, text, from) {
    pattern.lastIndex = from;
    return pattern.exec(text);
}
/**
 * Where a path starting with the separator at `at` starts, with a drive letter (`C:`) and then
 * `file://` in front of it when they are there: the earliest place not before `from`. A letter
 * that ends a word is no drive (`[FAILURE:/home/...`).
 */
function withPrefix(text, at, from) {
    let start = at;
    const drive = text.charCodeAt(at - 2);
    const isDrive = (isUpper(drive) || isLower(drive)) &&
        text.charCodeAt(at - 1) === 58 &&
        !isWord(text.charCodeAt(at - 3));
    if (at - 2 >= from && isDrive)
        start = at - 2;
    return start - 7 >= from && text.startsWith('file://', start - 7) ? start - 7 : start;
}
/**
 * The earliest start, not before `from`, of a path that reaches the work folder whose separator
 * is at `at`: the path is walked back one segment at a time until a blank, a quote or an empty
 * segment (`//`) ends it, and each separator on the way is a start it could have.
 */
function pathStart(text, at, from) {
    let start = withPrefix(text, at, from);
    for (let i = at - 1; i >= from; i--) {
        const code = text.charCodeAt(i);
        if (endsPath(code))
            break;
        if (!isSeparator(code))
            continue;
        if (isSeparator(text.charCodeAt(i + 1)))
            break;
        start = Math.min(start, withPrefix(text, i, from));
    }
    return start;
}
/**
 * The text with every checkout prefix cut out, read left to right: the next cut starts at the
 * earliest place either kind of checkout can start, a work folder's path first on a tie, and
 * takes the separator after the repo name with it.
 */
function stripWorkspace(text) {
    if (!text.includes('work') && !text.includes(':\\a\\'))
        return text;
    let out = '';
    let from = 0;
    let work = matchFrom(WORK_FOLDER, text, 0);
    let workStart = work === null ? Infinity : pathStart(text, work.index, 0);
    let windows = matchFrom(WINDOWS_CHECKOUT, text, 0);
    for (;;) {
        // A match found before is still the first one unless a cut went past where it starts.
        if (work !== null && work.index < from) {
            work = matchFrom(WORK_FOLDER, text, from);
            workStart = work === null ? Infinity : pathStart(text, work.index, from);
        }
        else if (work !== null && workStart < from) {
            workStart = pathStart(text, work.index, from);
        }
        if (windows !== null && windows.index < from)
            windows = matchFrom(WINDOWS_CHECKOUT, text, from);
        const windowsStart = windows === null ? Infinity : windows.index;
        const cut = workStart <= windowsStart ? work : windows;
        if (cut === null)
            break;
        out += text.slice(from, Math.min(workStart, windowsStart));
        from = cut.index + cut[0].length + 1;
    }
    return out + text.slice(from);
}

;// CONCATENATED MODULE: ./src/rules/logs/normalize.ts
// Text clean-up shared by the scanner, the matchers and the signature. Everything here is
// about making two runs of the same failure produce the same text.



/**
 * Index just past the runner's `2026-04-22T22:30:01.1234567Z ` prefix of the line starting at
 * `start`, or `start` when the line has none. Checked by character codes, not a regex: it runs
 * on every line of logs that can be 100 MB.
 */
function timestampEnd(text, start, end) {
    if (end - start < 20 ||
        text.charCodeAt(start + 4) !== 45 /* - */ ||
        text.charCodeAt(start + 10) !== 84 /* T */ ||
        !isDigit(text.charCodeAt(start)) ||
        !isDigit(text.charCodeAt(start + 11))) {
        return start;
    }
    // The Z is looked for where it can be, not on through the block: a line that starts like a
    // date would otherwise cost a search to the next Z, maybe 64 KB on.
    const last = Math.min(start + 40, end - 1);
    let z = start + 19;
    while (z <= last && text.charCodeAt(z) !== 90 /* Z */)
        z++;
    if (z > last)
        return start;
    return text.charCodeAt(z + 1) === 32 /* space */ ? z + 2 : z + 1;
}
// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks, titles).
// eslint-disable-next-line no-control-regex -- terminal escapes are control characters
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
function stripAnsi(text) {
    return text.includes('\u001b') ? text.replace(ANSI, '') : text;
}
/**
 * How much of a path, a name or a message is normalized and kept. An identity shows 80 to 120
 * characters of it and hashes the rest, and a tool's file name, test title or error message is
 * far shorter. Normalizing costs tens of nanoseconds a character, several times what reading a
 * log costs a byte: a log whose every 16 KiB line read as a failure would cost ten times what a
 * realistic one does. Past this, the text is cut before it is read.
 */
const NORMALIZED_CHARS = 2048;
const head = (text) => text.length > NORMALIZED_CHARS ? text.slice(0, NORMALIZED_CHARS) : text;
// Scratch space: system temp dirs, the runner's _temp, macOS per-user folders, Windows temp.
// Only at the start of a path, so a repo folder named tmp/ is left alone.
const TEMP_ROOT = '(?<![\\w.~/-])(?:(?:/private)?/var/folders|(?:/private)?(?:/var)?/tmp|/(?:home|Users)/runner/work/_temp|[A-Za-z]:\\\\(?:a\\\\_temp|Windows\\\\Temp|Users\\\\[^\\s\\\\]+\\\\AppData\\\\Local\\\\Temp))(?=[\\\\/\\s\'"`:;,)\\]}]|$)';
const TEMP_PATH = new RegExp(`${TEMP_ROOT}(?:[\\\\/][^\\s'"\`:;,)\\]}]*)?`, 'g');
const IS_TEMP_PATH = new RegExp(`^${TEMP_ROOT}`);
/**
 * A file path as an identity: workspace-relative, forward slashes, no `./`, no line/column, and a
 * temp path reduced to its file name so mkdtemp directories do not leak in.
 */
function normalizePath(path) {
    let p = stripWorkspace(head(path).trim())
        .replace(/(?::\d+){1,2}$|\(\d+(?:,\d+)?\)$|:\[\d+(?:,\d+)?\]$/, '')
        .replace(/\\/g, '/');
    if (IS_TEMP_PATH.test(p))
        p = `<tmp>/${p.slice(p.lastIndexOf('/') + 1)}`;
    return p.replace(/^\.\//, '');
}
const ISO_TIME = /\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const HEX_ADDRESS = /\b0x[0-9a-f]+\b/gi;
// Commit SHAs, build ids, hashed file names: long hex runs that contain a digit.
const HEX_ID = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b/gi;
const DURATION = /\(?\b\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec|secs|seconds|m|min|minutes|h)\b\)?/g;
/** The length of the unit of time (ns, µs, us, ms, s, sec) that ends at `end`, or 0. */
function unitBefore(text, end) {
    const last = text.charCodeAt(end - 1);
    if (last === 99 /* c */)
        return text.startsWith('sec', end - 3) ? 3 : 0;
    if (last !== 115 /* s */)
        return 0;
    return end >= 2 && 'n\u00b5um'.includes(text.charAt(end - 2)) ? 2 : 1;
}
/**
 * Where the duration that ends `text` starts, with the blanks before it: `(12 ms)`, ` 3.5s`,
 * `[1 sec]`. -1 when it ends in none. The same as where the regex
 * \s*[([]?\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec)[)\]]?$ matches, found from the end: a regex
 * anchored only at the end tries every place of the text as its start.
 */
function trailingDurationStart(text) {
    let at = text.length;
    const close = text.charCodeAt(at - 1);
    if (close === 41 /* ) */ || close === 93 /* ] */)
        at--;
    const unit = unitBefore(text, at);
    if (unit === 0)
        return -1;
    at -= unit;
    if (isSpace(text.charCodeAt(at - 1)))
        at--;
    let start = at;
    while (isDigit(text.charCodeAt(start - 1)))
        start--;
    if (start === at)
        return -1;
    if (text.charCodeAt(start - 1) === 46 /* . */ && isDigit(text.charCodeAt(start - 2))) {
        start--;
        while (isDigit(text.charCodeAt(start - 1)))
            start--;
    }
    const open = text.charCodeAt(start - 1);
    if (open === 40 /* ( */ || open === 91 /* [ */)
        start--;
    while (isSpace(text.charCodeAt(start - 1)))
        start--;
    return start;
}
/** Volatile parts inside a name the tool gives (a test title): never plain numbers. */
function normalizeName(name) {
    const stripped = stripWorkspace(head(name));
    const duration = trailingDurationStart(stripped);
    return (duration === -1 ? stripped : stripped.slice(0, duration))
        .replace(TEMP_PATH, '<tmp>')
        .replace(ISO_TIME, '<time>')
        .replace(UUID, '<uuid>')
        .replace(HEX_ADDRESS, '<addr>')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * Free text (an error message, a fallback line) with everything that changes between runs
 * replaced: times, durations, temp paths, line/column, addresses, ids, ports, PIDs and any
 * other number.
 */
function normalizeText(text) {
    return stripWorkspace(stripAnsi(head(text)))
        .replace(TEMP_PATH, '<tmp>')
        .replace(ISO_TIME, '<time>')
        .replace(UUID, '<uuid>')
        .replace(HEX_ADDRESS, '<addr>')
        .replace(HEX_ID, '<hex>')
        .replace(DURATION, '<dur>')
        .replace(/\d+/g, 'N')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * Text cut to `max` characters without losing what was cut: a readable prefix and a short hash
 * of the whole, so two long texts that differ only at the end still differ.
 */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    const hash = (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 8);
    return `${text.slice(0, max - hash.length - 1)}#${hash}`;
}

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
    const text = normalizeText(line);
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
const RUBY_FRAME = /^\s*(?:#\s+|from\s+)?([^\s:]+\.\w+):\d+:in [`'‘](.+)['’]$/;
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
    const path = normalizePath(file);
    return { file: path, ...(fn === undefined ? {} : { fn }), own: isOwnFile(path) };
}
function nativeFrame(file, fn) {
    const path = normalizePath(file);
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
        const path = normalizePath(m[1] ?? '');
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
    const only = (paths) => paths.size === 1 ? normalizePath([...paths][0] ?? '') : undefined;
    return only(named) ?? (named.size === 0 ? only(globbed) : undefined) ?? file;
}
/** Whether the command names the file, or globs its folder's files of its kind (`schema/*.json`). */
function readsFile(command, file) {
    const slash = file.lastIndexOf('/');
    const dot = file.lastIndexOf('.');
    return [...command.matchAll(COMMAND_PATH)].some(([, folder = '', stem = '', ext = '']) => {
        const path = normalizePath(`${folder}${stem}${ext}`);
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
        const path = normalizePath(`${folder}${stem}${ext}`);
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
    const path = normalizePath(text);
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
            ...(rule === undefined ? { detail: normalizeText(message.text) } : {})
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
        return normalizeText(line.trim().split(/\s+/).at(-1) ?? '');
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
        const detail = shorten(normalizeText(`${name}: ${line.trim()}`), DETAIL_CHARS);
        return [{ at, hit: { tool: 'generic', failureClass: 'lint', detail } }];
    });
}

;// CONCATENATED MODULE: ./src/rules/logs/structures/expected-received.ts
// "Expected … / Received …" blocks (`Expected: 4`, `got: '3'`, `actual  : 15`): what a check
// wanted and what it found. Told to the fixer as a fact; when nothing else names the failure,
// the pair is its name, and a failed expectation is a test's.

const WANTED = /^[\s#]*(?:expected|Expected|EXPECTED)\s*:\s*(\S.*)$/;
const FOUND = /^[\s#]*(?:received|Received|actual|Actual|got|Got|but was|But was)\s*:\s*(\S.*)$/;
/** How many lines apart the two halves of a pair may be. */
const REACH = 6;
const VALUE_CHARS = 60;
const value = (text) => shorten(text.trim(), VALUE_CHARS);
/** Every pair of an expected and a found value, in either order. */
function readExpectations(lines) {
    const pairs = [];
    lines.forEach((line, at) => {
        const wanted = WANTED.exec(line)?.[1];
        if (wanted === undefined)
            return;
        for (let i = Math.max(0, at - REACH); i < lines.length && i <= at + REACH; i++) {
            const got = FOUND.exec(lines[i] ?? '')?.[1];
            if (got === undefined)
                continue;
            const fact = `expected ${value(wanted)}, got ${value(got)}`;
            pairs.push({
                at,
                fact,
                hit: { tool: 'generic', failureClass: 'test', detail: shorten(normalizeText(fact), 80) }
            });
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
        const file = normalizePath(m[3] ?? '');
        return { name: normalizeName(m[2] ?? ''), ...(isOwnFile(file) ? { file } : {}) };
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
        const words = normalizeName(step[2] ?? '');
        const scenario = scenarioOf(lines, at, indent);
        const defined = normalizePath(step[3] ?? '');
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
const verdicts_DURATION = /^\(\d+(?:\.\d+)? ?m?s\)$/;
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
        return open > 0 && verdicts_DURATION.test(bracketed.slice(open + 1))
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
                test: normalizeName(item.name),
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
            const file = row === null ? undefined : normalizePath(row[1] ?? '');
            const name = row?.[2]?.trim().replace(LABEL, '') ?? '';
            if (file === undefined || !isOwnFile(file) || isCountLine(name))
                break;
            claimed.add(i);
            found.push({
                at: i,
                hit: { tool: 'generic', failureClass: 'test', test: normalizeName(name), file }
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




const VERDICT = /^\s*(\S+?):\d+(?::\d+)?:? (?:FAIL(?:ED)?|ERROR|Error|Failure|failure)\b:?(?:\s+(\S.*))?$/;
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
    const file = first === null ? undefined : normalizePath(first[1] ?? '');
    const name = nameUnder(lines, at);
    if (file === undefined || !isOwnFile(file) || name === '' || PLACE.test(name))
        return undefined;
    // A line of source quoted under an error names no test.
    if (QUOTED_SOURCE.test(lines[at + 1] ?? ''))
        return undefined;
    const found = testAt(at, file, { test: normalizeName(name) });
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
        const file = normalizePath(LOCATION_FIELD.exec(lines[i] ?? '')?.[1] ?? '');
        if (isOwnFile(file)) {
            return { found: testAt(at, file, { test: normalizeName(name) }), from: at - 1, end: at + 1 };
        }
    }
    return undefined;
}
/** An assertion in a C library's or a framework's words, with its place. */
function assertedAt(lines, at) {
    const line = (lines[at] ?? '').trim();
    const asserted = C_ASSERT.map((shape) => shape.exec(line)?.groups).find(Boolean);
    const file = normalizePath(asserted?.file ?? '');
    if (asserted === undefined || !isOwnFile(file))
        return undefined;
    const check = asserted.check ?? (lines[at + 1] ?? '').replace(CHECK_LABEL, '').trim();
    return { found: testAt(at, file, { detail: normalizeText(check) }), from: at, end: at + 1 };
}
/** A place then a verdict word, its test ruled off above it or its check under it. */
function placedVerdict(lines, at) {
    const m = VERDICT.exec(lines[at] ?? '');
    const file = m === null ? undefined : normalizePath(m[1] ?? '');
    if (file === undefined || !isOwnFile(file))
        return undefined;
    const heading = ruledName(lines, at);
    if (m?.[2] !== undefined && heading === undefined)
        return undefined;
    // The check's expression, on the lines under it up to a blank one.
    const check = normalizeText((lines[at + 1] ?? '').trim());
    const named = heading !== undefined
        ? { test: normalizeName(heading.name) }
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
    const file = m === null ? '' : normalizePath(m[1] ?? '');
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
            ...(rest === '' ? {} : { detail: shorten(normalizeText(rest), memory_report_DETAIL_CHARS) })
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
                hit: { ...hit, code: shorten(normalizeText(aborted.trim()), memory_report_DETAIL_CHARS) }
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
                ...(detail === '' ? {} : { detail: shorten(normalizeText(detail), memory_report_DETAIL_CHARS) })
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
    const modules = [words.pop() ?? '', ...parts.slice(1)].map((m) => normalizePath(m));
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
                    ...(asFile === undefined ? { detail: shorten(normalizeText(first), NAME_CHARS) } : {})
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
            ...(detail === undefined ? {} : { detail: shorten(normalizeText(detail), 80) })
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

;// CONCATENATED MODULE: ./src/rules/logs/structures/shell-errors.ts
// The shell's own error lines, and those of the coreutils a script runs: what a `set -e` or
// `set -u` script stops on, with nothing above it to say more. The script, the variable, the
// command and the file they name are the failure.


// `scripts/x.sh: line 4: TAG: unbound variable`, `bash: line 1: TAG: unbound variable`.
const UNBOUND = /^(?:(\S+?): )?(?:line \d+: )?([\w@#*?$-]+): unbound variable$/;
// `cp: cannot stat 'a': No such file or directory`, `x.sh: line 3: ./run: No such file ...`.
const NO_SUCH_FILE = /^(?:(\S+?): line \d+: )?(?:(\S+?): )?(?:(?:cannot|can't|failed to) \w+(?: \w+)? )?['‘"`]?([^'’"`:]+?)['’"`]?: No such file or directory$/;
const SYNTAX = /^(\S+?): (?:line \d+: )?syntax error(?: near unexpected token [`'](.+)')?/;
const script = (path) => path === undefined || path === 'bash' || path === 'sh' ? {} : { file: normalizePath(path) };
const detail = (text) => text === undefined || text === '' ? {} : { detail: text };
/** Each error line's pattern, and what its match names; the first that matches counts. */
const SHELL_LINES = [
    [UNBOUND, (m) => ({ code: 'unbound-variable', ...script(m[1]), detail: m[2] ?? '' })],
    [
        NO_SUCH_FILE,
        (m) => ({ code: 'no-such-file', file: normalizePath(m[3] ?? ''), ...detail(m[2] ?? m[1]) })
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
                    detail: shorten(normalizeText(message), MESSAGE_CHARS)
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
            : inner?.input !== true && checkerFinding(command, stated, place)
                ? 'lint'
                : (classFromCommand(command) ?? 'build'),
        ...(place === undefined ? {} : { file: place }),
        detail: shorten(normalizeText(stated.text), last_error_MESSAGE_CHARS)
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
    const message = shorten(normalizeText(said.trim()), progress_units_MESSAGE_CHARS);
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
                ? { detail: shorten(normalizeText(message.text), promoted_warnings_MESSAGE_CHARS) }
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
        open.push(normalizePath(line.slice(i + 1, end)));
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
        const path = placed === null ? undefined : normalizePath(placed[1] ?? '');
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
                detail: shorten(normalizeText(`${message} ${last}`.trim()), tex_stop_DETAIL_CHARS)
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
            ...(detail === '' ? {} : { detail: shorten(normalizeText(detail), traceback_MESSAGE_CHARS) })
        }
    };
}
/** An exception that names its own place, as a trace of one own frame. */
function placedException(line, at) {
    const m = PLACED_EXCEPTION.exec(line);
    if (m === null)
        return undefined;
    const file = normalizePath(m[2] ?? '');
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
            const file = normalizePath(panic[3] ?? '');
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
        readLocatedList(texts),
        readMemoryReports(texts, command),
        readProblemSections(texts, list.claimed),
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
    const expectations = readExpectations(texts);
    const named = found.length > 0 ? found : expectations;
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

;// CONCATENATED MODULE: ./src/rules/logs/line-parts.ts
// The parts of a tool's line that one regex would find only by trying many places of the line and
// reading on from each: a lazy message before an optional tail, a file name with several `.py`
// in it, a cause named many times before the artifact it names. Read here in one pass each, with
// the same answers as the regexes in each comment (the tests compare them), so a line of 16 KiB
// costs a few passes over it, not one for each of its characters.

/** What a regex's `.` does not match: a line can hold a CR or a Unicode line separator. */
const LINE_END = /[\n\r\u2028\u2029]/;
/** The message as `.+` (`.*` with `least` 0) reads it: undefined when it cannot. */
const dotted = (text, least = 1) => text.length < least || LINE_END.test(text) ? undefined : text;
/**
 * The rest of `line` from `start` split as `(.+?)(?:\s+TAIL)?$` splits it (`.*?` when `least` is
 * 0, `\s{2,}` when `blanks` is 2), for a TAIL without blanks, given as `tail` anchored at both
 * ends; undefined when that regex does not match. TAIL can only follow the line's last blank, so
 * it is tried there once: the regex tries its blanks from every place of a run of them.
 */
function splitTail(line, start, tail, least = 1, blanks = 1) {
    let last = line.length - 1;
    while (last >= start && !isSpace(line.charCodeAt(last)))
        last--;
    const found = last >= start ? tail.exec(line.slice(last + 1)) : null;
    if (found !== null) {
        let run = last;
        while (run > start && isSpace(line.charCodeAt(run - 1)))
            run--;
        const cut = Math.max(run, start + least);
        const head = last + 1 - cut >= blanks ? line.slice(start, cut) : undefined;
        // A line end before the blanks stops the lazy group short of both the tail and the end.
        if (head !== undefined)
            return LINE_END.test(head) ? undefined : { head, tail: found };
    }
    const head = dotted(line.slice(start), least);
    return head === undefined ? undefined : { head, tail: null };
}
/** Where the run of non-blanks that starts at `from` ends. */
function wordEnd(line, from) {
    let end = from;
    while (end < line.length && !isSpace(line.charCodeAt(end)))
        end++;
    return end;
}
/**
 * The first `.py` in `line.slice(from, end)` after its first character that ends it, or is
 * followed by `::` and more of it (`after` set: only those).
 */
function pyFile(line, from, end, after) {
    for (let at = line.indexOf('.py', from + 1); at !== -1 && at + 3 <= end;) {
        if (!after && at + 3 === end)
            return at;
        if (line.startsWith('::', at + 3) && at + 5 < end)
            return at;
        at = line.indexOf('.py', at + 1);
    }
    return -1;
}
/**
 * A pytest line's file and test: its summary (`FAILED path.py::test - message`, `ERROR path.py`)
 * or a -v progress line (`path.py::test FAILED`). The same as the regex
 * ^(?:(?:FAILED|ERROR) (\S+?\.py)(?:::(\S+))?(?: - .*)?|(\S+?\.py)::(\S+) (?:FAILED|ERROR)\b.*)$
 */
function pytestParts(line) {
    const lead = line.startsWith('FAILED ') ? 7 : line.startsWith('ERROR ') ? 6 : 0;
    if (lead > 0) {
        const end = wordEnd(line, lead);
        const rest = end === line.length || (line.startsWith(' - ', end) && !LINE_END.test(line.slice(end)));
        const py = rest ? pyFile(line, lead, end, false) : -1;
        if (py !== -1) {
            const file = line.slice(lead, py + 3);
            return py + 3 === end ? { file } : { file, test: line.slice(py + 5, end) };
        }
    }
    const end = wordEnd(line, 0);
    const outcome = ['FAILED', 'ERROR'].find((word) => line.startsWith(` ${word}`, end));
    const after = outcome === undefined ? -1 : end + 1 + outcome.length;
    if (after === -1 || isWord(line.charCodeAt(after)) || LINE_END.test(line.slice(after))) {
        return undefined;
    }
    const py = pyFile(line, 0, end, true);
    return py === -1 ? undefined : { file: line.slice(0, py + 3), test: line.slice(py + 5, end) };
}
const MAVEN_CAUSE = /Could not resolve dependencies for project|could not be resolved/g;
const MAVEN_ARTIFACT = /(?:artifact|Plugin) ([\w.-]+:[\w.-]+)/g;
/**
 * The artifact Maven could not resolve, from an `[ERROR] ` line: the first one named after the
 * last cause that has one after it. The same as the group of the regex
 * ^\[ERROR\] .*(?:Could not resolve dependencies for project|could not be resolved).*?(?:artifact|Plugin) ([\w.-]+:[\w.-]+)
 * which reads from each cause to the end of the line when none has an artifact after it.
 */
function mavenArtifact(line) {
    // Its dots stop at a line end: what follows one cannot be read.
    const lineEnd = line.search(LINE_END);
    const text = lineEnd === -1 ? line : line.slice(0, lineEnd);
    let last = -1;
    MAVEN_ARTIFACT.lastIndex = 0;
    for (let m = MAVEN_ARTIFACT.exec(text); m !== null; m = MAVEN_ARTIFACT.exec(text)) {
        last = m.index;
        MAVEN_ARTIFACT.lastIndex = m.index + 1;
    }
    let after = -1;
    MAVEN_CAUSE.lastIndex = '[ERROR] '.length;
    for (let m = MAVEN_CAUSE.exec(text); m !== null; m = MAVEN_CAUSE.exec(text)) {
        if (m.index + m[0].length > last)
            break;
        after = m.index + m[0].length;
    }
    if (after === -1)
        return undefined;
    MAVEN_ARTIFACT.lastIndex = after;
    return MAVEN_ARTIFACT.exec(text)?.[1];
}
/**
 * An esbuild error's message, the rest of `line` from `start` without the ` [plugin name]` that
 * may end it. The same as the group of (.+?)(?: \[plugin [^\]]+\])?$ from `start`: the tag runs
 * to the end with no `]` inside, so it starts after the last other `]`.
 */
function esbuildMessage(line, start) {
    const end = line.length;
    if (line.charCodeAt(end - 1) === 93 /* ] */) {
        const from = Math.max(line.lastIndexOf(']', end - 2) + 1, start + 1);
        const tag = line.indexOf(' [plugin ', from);
        if (tag !== -1 && tag + 9 <= end - 2)
            return dotted(line.slice(start, tag));
    }
    return dotted(line.slice(start));
}

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
    test: normalizeName(name),
    ...(file === undefined ? {} : { file: normalizePath(file) })
});
const coded = (tool, failureClass, code, file, detail) => ({
    tool,
    failureClass,
    ...(code === undefined ? {} : { code }),
    ...(file === undefined ? {} : { file: normalizePath(file) }),
    ...(detail === undefined ? {} : { detail: shorten(normalizeText(detail), 80) })
});
const infra = (code, detail) => ({
    tool: 'system',
    failureClass: 'infra',
    code,
    ...(detail === undefined || detail === '' ? {} : { detail })
});
/** A module path as an identity: workspace-relative when it is a file, as written otherwise. */
const moduleName = (module) => module.startsWith('/') || /^[A-Za-z]:\\/.test(module) ? normalizePath(module) : module;
/** A module a bundler could not resolve, named with the file that imports it. */
const unresolved = (tool, module, importer) => ({
    tool,
    failureClass: 'build',
    ...(importer === undefined ? {} : { file: normalizePath(importer) }),
    detail: `unresolved ${moduleName(module)}`
});
const missingModule = (tool, code, module, importer) => ({
    tool,
    failureClass: 'dependency',
    ...(code === undefined ? {} : { code }),
    ...(importer === undefined ? {} : { file: normalizePath(importer) }),
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
const crash = (command, signal) => test('crash', `${normalizeText(command)} (${signal})`);
// Exit codes with a meaning of their own. 126/127 and the signals are read more precisely from
// the shell's own line when there is one, so the exit code only stands in for it.
const EXIT_CODES = {
    124: (command) => infra('timeout', normalizeText(command)),
    126: (command) => ({ ...infra('not-executable', normalizeText(command)), secondary: true }),
    127: (command) => ({ ...infra('command-not-found', normalizeText(command)), secondary: true }),
    134: (command) => ({ ...crash(command, 'SIGABRT'), secondary: true }),
    135: (command) => ({ ...crash(command, 'SIGBUS'), secondary: true }),
    136: (command) => ({ ...crash(command, 'SIGFPE'), secondary: true }),
    137: (command) => infra('oom', normalizeText(command)),
    139: (command) => ({ ...crash(command, 'SIGSEGV'), secondary: true }),
    143: (command) => infra('terminated', normalizeText(command))
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
    ctx.suitePath[level] = normalizeName(name);
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
            ctx.testFile = normalizePath(m[1] ?? '');
            return CONTEXT;
        }
    },
    {
        // ^\s*FAIL\s+(\S+\.\w+) > (.+?)(?:\s+\d+ms)?$, its title split off in one pass.
        needles: ['FAIL'],
        pattern: /^\s*FAIL\s+(\S+\.\w+) > /,
        read: (m) => {
            const title = splitTail(m.input, m[0].length, /^\d+ms$/)?.head;
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
            const parts = pytestParts(m.input);
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
        read: (m) => crash(normalizePath(m[1] ?? '').replace(/-[0-9a-f]{16}$/, ''), m[2] ?? '')
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
            if (ctx.suitePath[level] === normalizeName(m[2]))
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
            const artifact = mavenArtifact(m.input);
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
            const split = splitTail(m.input, m[0].length, /^\[([\w-]+)\]$/, 0);
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
                    : { ...hit, detail: `${hit.detail ?? ''}:${normalizeText(symbol)}` };
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
            const target = normalizePath(m[1] ?? '');
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
            const file = normalizePath(m[1]);
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
            const message = esbuildMessage(m.input, m[0].length);
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
            file: normalizePath(m[3] ?? ''),
            detail: `${m[1] ?? ''} not exported by ${normalizePath(m[2] ?? '')}`
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
            const split = splitTail(m.input, m[0].length, /^(@?[\w-]+(?:\/[\w-]+)*)$/, 1, 2);
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
            ctx.lintFile = normalizePath(m[1] ?? '');
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
        read: (m) => infra('not-executable', normalizePath(m[1] ?? ''))
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
    return { tool: 'formatter', failureClass: 'lint', code: ctx.formatter, file: normalizePath(line) };
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
    if (intended !== undefined && !broad)
        return intended;
    const shaped = (0,classify/* classify */.L)(failures.length > 0 ? failures.map((f) => f.failureClass) : cues);
    return shaped !== 'unknown' ? shaped : (intended ?? 'unknown');
}
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
const groupOf = (key, id) => ({
    ids: [id],
    // A shorter key has every nibble where it has no byte.
    nibbles: [0, 1, 2, 3].flatMap((k) => k < key.length
        ? [1 << (key.charCodeAt(k) & 15), 1 << (key.charCodeAt(k) >> 4)]
        : [0xffff, 0xffff])
});
const joined = (a, b) => ({
    ids: [...a.ids, ...b.ids],
    nibbles: a.nibbles.map((n, i) => n | (b.nibbles[i] ?? 0))
});
// How often a byte comes up in a log, roughly: lower-case letters, digits, spaces and path
// punctuation most, the rest of printable ASCII less, other bytes seldom.
const weight = (byte) => /[a-z0-9 ./:_-]/.test(String.fromCharCode(byte)) ? 8 : byte >= 32 && byte < 127 ? 2 : 1;
const WEIGHTS = Array.from({ length: 256 }, (_, byte) => weight(byte));
const TOTAL = WEIGHTS.reduce((a, b) => a + b, 0);
/** The share of places in a log, roughly, that a bucket lets through its first test. */
function admitted(g) {
    let share = 1;
    for (let k = 0; k < 4; k++) {
        const low = g.nibbles[2 * k] ?? 0;
        const high = g.nibbles[2 * k + 1] ?? 0;
        let through = 0;
        WEIGHTS.forEach((w, byte) => {
            if (low & (1 << (byte & 15)) && high & (1 << (byte >> 4)))
                through += w;
        });
        share *= through / TOTAL;
    }
    return share;
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
    while (groups.length > BUCKETS) {
        let best = [0, 1, Infinity];
        for (let i = 0; i < groups.length; i++) {
            for (let j = i + 1; j < groups.length; j++) {
                const a = groups[i];
                const b = groups[j];
                if (a.ids.length + b.ids.length > BUCKET_KEYS)
                    continue;
                const cost = admitted(joined(a, b)) - admitted(a) - admitted(b);
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

;// CONCATENATED MODULE: ./src/rules/logs/signature.ts


const DEFAULT_MAX_SIGNATURE_LENGTH = 200;
/** The signature of a failure whose output named nothing the gate could recognise. */
const UNKNOWN_SIGNATURE = 'unknown';
// Not a pipe: the signature lands in a markdown table row of the state file, and the autoloop
// scheduler does not read escaped pipes in a cell.
const SEPARATOR = ' ; ';
const MAX_IDENTITY_LENGTH = 120;
const basename = (path) => path.slice(path.lastIndexOf('/') + 1);
/**
 * The identity of one failure: `test:<file name>><test path>` for a test, otherwise
 * `<code or tool>:<file>:<detail>` with the parts it has (`TS2339:src/a.ts`, `E404:left-pad`,
 * `cc:main.c:'x' undeclared`), and `infra:<kind>` for the machine's failures.
 */
function identityOf(hit) {
    if (hit.test !== undefined) {
        const file = hit.file === undefined ? '' : `${basename(hit.file)}>`;
        return shorten(`test:${file}${hit.test}`, MAX_IDENTITY_LENGTH);
    }
    const head = hit.failureClass === 'infra' ? `infra:${hit.code ?? hit.tool}` : (hit.code ?? hit.tool);
    const parts = [head, hit.file, hit.detail].filter((p) => p !== undefined && p !== '');
    return shorten(parts.join(':'), MAX_IDENTITY_LENGTH);
}
/**
 * Sorted and de-duplicated, without any identity that another one refines: `E0308` goes when
 * `E0308:src/main.rs` is there, a go test `TestSub` when `TestSub/negative` is, a suite when one
 * of its tests is. Whether the bare form was also printed then does not change the signature.
 */
function reduceIdentities(identities) {
    const unique = [...new Set(identities)];
    const refined = new Set();
    for (const id of unique) {
        for (let i = id.indexOf(':') + 1; i < id.length; i++) {
            const c = id[i];
            if (c === ':' || c === '/' || c === '>')
                refined.add(id.slice(0, i));
        }
        refined.add(id.slice(0, id.indexOf(':')));
    }
    return unique.filter((id) => !refined.has(id)).sort();
}
/**
 * Identities from free text when no tool output was recognised: the given error-like lines,
 * with everything volatile normalized.
 */
function fallbackIdentities(lines) {
    const ids = lines
        .map((line) => normalizeText(line))
        .filter((text) => text !== '')
        .map((text) => shorten(`error:${text}`, MAX_IDENTITY_LENGTH));
    return [...new Set(ids)];
}
/**
 * The signature: identities joined with ` ; `, or `unknown` when there are none. Past `maxLength`, as many as fit are kept and the
 * rest counted, with a hash of the full list so two long lists that share a prefix still differ.
 */
function buildSignature(identities, maxLength = DEFAULT_MAX_SIGNATURE_LENGTH) {
    if (identities.length === 0)
        return UNKNOWN_SIGNATURE;
    const full = identities.join(SEPARATOR);
    if (full.length <= maxLength)
        return full;
    const hash = (0,external_node_crypto_.createHash)('sha256').update(identities.join('\n')).digest('hex').slice(0, 8);
    let shown = '';
    let kept = 0;
    for (const id of identities) {
        const next = kept === 0 ? id : `${shown}${SEPARATOR}${id}`;
        const suffix = ` +${identities.length - kept - 1} more #${hash}`;
        if (next.length + suffix.length > maxLength)
            break;
        shown = next;
        kept++;
    }
    const rest = `+${identities.length - kept} more #${hash}`;
    return kept === 0 ? rest : `${shown} ${rest}`;
}

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
const isLetter = (code) => isLower(code) || isUpper(code);
/**
 * Whether the line `text.slice(from, to)` may be a file named alone: it ends in an extension
 * (read first: few lines do) and starts with a letter, with no blank between.
 */
function bareFile(text, from, to) {
    let dot = to - 1;
    while (dot > from && dot >= to - EXTENSION_CHARS && isWord(text.charCodeAt(dot)))
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
        this.maxSignatureLength = options.maxSignatureLength ?? DEFAULT_MAX_SIGNATURE_LENGTH;
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
            job
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
        const identity = identityOf(hit);
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
        const body = stripAnsi(text.slice(close + 1));
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
        this.error(stripAnsi(message.slice(0, MAX_LINE - ERROR_MARKER.length)));
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
        const from = timestampEnd(text, 0, text.length);
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
            content = stripAnsi(content);
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
            ctx.lintFile = normalizePath(content);
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
            const from = own ? t : timestampEnd(text, t, textEnd);
            if (!own && esc < rawEnd) {
                // Colour codes are stripped after the timestamp is cut off: only those after it are
                // stripped the same in the block.
                const rawFrom = timestampEnd(raw, r, rawEnd);
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
function classOf(failures, said, chosen, job) {
    const intents = intentsOf(chosen, job);
    const meant = (0,classify/* classify */.L)(intents.flatMap((i) => intendedClass(i) ?? []));
    const { errorLines, lastLines } = said;
    const cueLines = errorLines.length > 0 || intents.length > 0 ? errorLines : lastLines;
    return weighClass({
        failures,
        cues: failures.length > 0 ? [] : lineCues(cueLines),
        intended: meant === 'unknown' ? undefined : meant,
        broad: intents.every(isBroad)
    });
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
    const reduced = reduceIdentities(keptById.keys());
    const failures = reduced.flatMap((id) => keptById.get(id) ?? []);
    const keyLines = chosen.flatMap((s) => s.keyLines).sort((a, b) => a.lineNumber - b.lineNumber);
    const errorLines = fallbackLines(chosen);
    const lastLines = chosen.flatMap(lastOutputLines);
    const failureClass = classOf(failures, { errorLines, lastLines }, chosen, totals.job);
    // The first line of the kind that names the log, else the first line that read as an error.
    const firstErrorLine = failures
        .filter((f) => f.failureClass === failureClass)
        .sort((a, b) => a.lineNumber - b.lineNumber)[0]?.line ?? chosen[0]?.firstErrorLine;
    const identities = reduced.length === 0
        ? fallback(chosen, errorLines, lastLines)
        : secondaryOnly
            ? reduceIdentities([...reduced, ...fallbackIdentities(errorLines)])
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
        signature: buildSignature(identities, totals.maxSignatureLength),
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
            const identity = identityOf(hit);
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
/** The first and the last line of the failing steps that read as an error, but a count. */
const fallbackLines = (chosen) => chosen.flatMap((s) => [s.firstErrorLine, s.lastErrorLine].flatMap((l) => l === undefined || isCountLine(l) ? [] : [withIntroduced(s, l)]));
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
        .filter((text) => text.trim() !== '' && !text.startsWith('##[') && !isCountLine(text));
    if (said.length > 0)
        return said.slice(-FALLBACK_LINES);
    return isCountLine(s.lastLine) ? [] : [s.lastLine];
}
/** Nothing recognised: the first and last error-like lines, else the last output and the exit; never a count. */
function fallback(chosen, errorLines, lastLines) {
    if (errorLines.length > 0)
        return fallbackIdentities(errorLines);
    const exit = chosen.find((s) => s.exitCode !== undefined)?.exitCode;
    const fromOutput = fallbackIdentities(lastLines);
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
const summary_list = (items) => {
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
        lines.push(`  Failing tests: ${summary_list(analysis.tests)}`);
    if (analysis.codes.length > 0)
        lines.push(`  Error codes: ${summary_list(analysis.codes)}`);
    if (errors.length > 0)
        lines.push(`  Errors: ${summary_list(errors)}`);
    if (analysis.facts.length > 0)
        lines.push(`  Details: ${summary_list(analysis.facts)}`);
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
function summarizeRun(jobs, maxSignatureLength = DEFAULT_MAX_SIGNATURE_LENGTH) {
    const identities = reduceIdentities(jobs.flatMap((j) => j.analysis.identities));
    const classes = jobs.flatMap((j) => j.analysis.failureClass === 'unknown' ? [] : [j.analysis.failureClass]);
    return {
        failureClass: (0,classify/* classify */.L)(classes),
        signature: buildSignature(identities, maxSignatureLength),
        text: jobs.map(describeJob).join('\n\n')
    };
}

;// CONCATENATED MODULE: ./src/rules/logs/index.ts
// The failing-log pipeline's pure core: no I/O, chunks in, analysis out.




;// CONCATENATED MODULE: ./src/entry/cli/signature-command.ts
// `green-gate signature [FILE|-]`: the log pipeline on a raw GitHub Actions job log, streamed, so
// a maintainer can see what the gate would call a failure and whether two runs match.



const signatureCommand = {
    name: 'signature',
    synopsis: '[FILE|-] [--budget BYTES] [--job NAME] [--step NAME]',
    summary: 'Sign and classify a raw job log the way the gate does.',
    details: [
        "Reads FILE, or standard input when FILE is - or absent: a job's log as GitHub serves it for download. Prints one JSON line: signature, class, summary (failing steps, first error, tests, codes), and the size of the excerpt a fixer would get. Two logs with the same signature are the same failure to the gate.",
        "The class weighs what the failing step was for: its command as the log shows it, then --step (the failed step's name in the workflow), then --job (the job's name), as the gate reads them from the jobs API."
    ],
    options: {
        budget: {
            kind: 'value',
            placeholder: 'BYTES',
            description: "size of the log excerpt, at least 1024 (default: the action's log-byte-budget, 65536)"
        },
        job: { kind: 'value', placeholder: 'NAME', description: "the job's name" },
        step: { kind: 'value', placeholder: 'NAME', description: "the failed step's name" }
    },
    positionals: { min: 0, max: 1, name: 'FILE' },
    async run({ values, positionals }) {
        const budget = values.budget === undefined ? undefined : Number(values.budget);
        if (budget !== undefined && (!Number.isSafeInteger(budget) || budget < 1024)) {
            throw new errors/* GateError */.u(`--budget must be a whole number of at least 1024, got "${values.budget}"`);
        }
        const input = openInput(positionals[0]);
        const scanner = createLogScanner(budget === undefined ? {} : { byteBudget: budget });
        for await (const chunk of inputChunks(input))
            scanner.push(chunk);
        const analysis = scanner.finish({
            ...(values.job === undefined ? {} : { name: values.job }),
            ...(values.step === undefined ? {} : { failedSteps: [values.step] })
        });
        const run = summarizeRun([{ job: input.label, analysis }]);
        return {
            output: JSON.stringify({
                signature: analysis.signature,
                class: analysis.failureClass,
                summary: {
                    failing_steps: analysis.failingSteps.map((s) => ({
                        name: s.name,
                        exit_code: s.exitCode ?? null
                    })),
                    first_error: analysis.firstErrorLine ?? null,
                    tests: analysis.tests,
                    codes: analysis.codes,
                    text: run.text
                },
                excerpt_bytes: Buffer.byteLength(analysis.excerpt),
                log_bytes: analysis.byteCount,
                log_lines: analysis.lineCount
            }),
            exitCode: 0
        };
    }
};

// EXTERNAL MODULE: ./src/rules/state/index.ts + 7 modules
var rules_state = __nccwpck_require__(3669);
;// CONCATENATED MODULE: ./src/entry/cli/state-command.ts
// `green-gate state validate|show FILE`: check a state file the way the gate reads it, before a
// maintainer pushes an edit, and print the gate's view of it.



const FILE_DETAIL = "FILE is a program's state file from the state branch (memory/autoloop), or - for standard input. A file the gate cannot read gets one line naming the line and field at fault, and exit code 2.";
const stateValidateCommand = {
    name: 'state validate',
    synopsis: 'FILE',
    summary: 'Check a state file the way the gate reads it.',
    details: [FILE_DETAIL],
    options: {},
    positionals: { min: 1, max: 1, name: 'FILE' },
    async run({ positionals }) {
        const { doc, label, history, bytes } = await readState(positionals[0]);
        return {
            output: `${label}: ok (${doc.rows.length} rows, ${history} history entries, ${bytes} bytes)`,
            exitCode: 0
        };
    }
};
const stateShowCommand = {
    name: 'state show',
    synopsis: 'FILE [--json]',
    summary: 'Print what the gate reads in a state file.',
    details: [FILE_DETAIL],
    options: { json: { kind: 'flag', description: 'print one JSON object instead of a table' } },
    positionals: { min: 1, max: 1, name: 'FILE' },
    async run({ flags, positionals }) {
        const { doc, history, bytes } = await readState(positionals[0]);
        return {
            output: flags.has('json')
                ? JSON.stringify({ ...doc.state, historyEntries: history, bytes })
                : describeState(doc.state, history, bytes),
            exitCode: 0
        };
    }
};
/**
 * Reads and parses a state file. What the scheduler would read differently than the file seems
 * to say goes to stderr as warnings, so the output stays the file's view.
 */
async function readState(path) {
    const { text, label } = await readInput(path);
    const parsed = (0,rules_state/* parseStateFile */.ne)(text);
    if (!parsed.ok)
        throw new errors/* GateError */.u((0,rules_state/* formatStateError */.bU)(label, parsed.error));
    for (const w of parsed.doc.warnings) {
        process.stderr.write(`warning: ${label}:${w.line}: ${w.message}\n`);
    }
    const bytes = Buffer.byteLength(text, 'utf8');
    return { doc: parsed.doc, label, history: (0,rules_state/* readHistory */.Lu)(text).length, bytes };
}
/** autoloop's repo-memory `max-file-size` for state files. */
const STATE_FILE_LIMIT = 30720;
function describeState(s, historyEntries, bytes) {
    const rows = [
        ['Paused', s.paused ? `yes: ${s.pauseReason ?? 'no reason given'}` : 'no'],
        ['Completed', s.completed ? `yes: ${s.completedReason ?? ''}` : 'no'],
        ['Iteration', s.iterationCount === null ? '—' : String(s.iterationCount)],
        ['Branch', s.branch ?? '—'],
        ['PR', s.pr === null ? '—' : `#${s.pr}`],
        ['Issue', s.issue === null ? '—' : `#${s.issue}`],
        ['Recent statuses', s.recentStatuses.join(', ') || '—'],
        ['CI fix attempts', String(s.ciFixAttempts)],
        ['CI signature', s.ciSignature ?? '—'],
        ['CI head SHA', s.ciHeadSha ?? '—'],
        ['CI gate started', s.ciGateStarted ?? '—'],
        ['CI last event', s.ciLastEvent ?? '—'],
        ['CI ledger entry', s.ciLedger === null ? '—' : String(s.ciLedger)],
        ['History entries', String(historyEntries)],
        ['Size', `${bytes} bytes (autoloop's memory save refuses a file over ${STATE_FILE_LIMIT})`]
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

;// CONCATENATED MODULE: ./src/rules/gate/failure-report.ts
// A red commit's failure report from per-check evidence, however the evidence was read: the
// action streams job logs and app reports from the API, `green-gate status` reads a log file.
// One signature, class, summary and excerpt out, the same for the same evidence. Pure but for
// awaiting the evidence.



/** The failing checks a fix could change: a run waiting for approval is not one of them. */
function failuresToFix(reduction) {
    return checksIn(reduction.checks, 'failure').filter((c) => !awaitsApproval(c));
}
/** The workflow runs whose failed jobs GitHub can run again. */
function rerunnableRuns(reduction) {
    return [
        ...new Set(failuresToFix(reduction).flatMap((c) => (c.workflow === null ? [] : [c.workflow.runId])))
    ];
}
async function reportFailure(reduction, options, evidenceOf) {
    const failing = failuresToFix(reduction);
    const read = failing.slice(0, options.maxJobs);
    // Each job gets an equal share of what is left after the per-job headings, so one huge log
    // cannot crowd the others out and the whole excerpt stays within log-byte-budget.
    const headings = read.reduce((n, c) => n + Buffer.byteLength(heading(checkLabel(c))) + 1, 0);
    const share = Math.max(256, Math.floor((options.byteBudget - headings) / Math.max(1, read.length)));
    const jobs = [];
    for (const check of read) {
        const evidence = await evidenceOf(check, share);
        jobs.push({ job: checkLabel(check), analysis: analyzeEvidence(check, evidence, share) });
    }
    const run = summarizeRun(jobs);
    const skipped = failing.length - read.length;
    const note = skipped > 0
        ? `\n\n(${skipped} more failing checks not read: ${failing
            .slice(read.length)
            .map(checkLabel)
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
    const lines = evidence.kind === 'lines' ? evidence.lines : [`${check.name}: ${check.state}`];
    return analyzeReported(lines, { byteBudget });
}
function heading(job) {
    return `=== ${job} ===\n`;
}

;// CONCATENATED MODULE: ./src/rules/checks/required.ts
// Checks that must be there: a commit where a required check has not reported stays pending,
// however green the others are, so a CI workflow that silently did not run on the branch can
// never let a commit through on lint alone (and the wall clock pauses it in the end). A red
// check is red whatever is missing. Pure.

function requireChecks(reduction, patterns) {
    if (reduction.status === 'failure')
        return reduction;
    const missing = patterns.filter((p) => !reduction.checks.some(checkMatcher([p])));
    if (missing.length === 0)
        return reduction;
    return {
        ...reduction,
        status: 'pending',
        reason: `required check${missing.length === 1 ? '' : 's'} not reported yet: ${missing.join(', ')}; ${reduction.reason}`
    };
}

// EXTERNAL MODULE: ./src/rules/ledger/memory.ts
var ledger_memory = __nccwpck_require__(7906);
// EXTERNAL MODULE: ./src/rules/accept/test-patterns.ts
var test_patterns = __nccwpck_require__(6836);
;// CONCATENATED MODULE: ./src/rules/gate/name-stems.ts
// The module a test file is named after, across the usual layouts: `test/x.test.js`,
// `x.spec.ts`, `__tests__/x.js`, `x_test.go`, `test_x.py`, `spec/x_spec.rb`, `XTest.java`,
// Rust's `tests/x.rs`. A changed file named like that stem, or lying in a folder of that name,
// is one the test most likely loads. Pure.

/** A test's marks around the module's name: `test_x`, `x_test`, `x-spec`, `XTest`, `XIT`. */
const name_stems_MARKS = [/^tests?[_-](?=.)/, /(?<=.)[_-](?:tests?|spec)$/, /(?<=[a-z0-9])(?:Tests?|IT|Spec)$/];
/** The stem of a test file's name, lower case; null when the path is not a test's. */
function testStem(path) {
    if (!test_patterns/* TEST_PATHS */.qj.some((p) => p.test(path)))
        return null;
    // `x.test.js`, `x.spec.ts`: the name before the first dot is the stem already.
    const name = name_stems_nameOf(path);
    const mark = name_stems_MARKS.find((m) => m.test(name));
    return (mark === undefined ? name : name.replace(mark, '')).toLowerCase();
}
/** Whether a changed file is the module a test file is named after (`src/x.js`, `x/index.ts`). */
function stemMates(testPath, changed) {
    const stem = testStem(testPath);
    if (stem === null || stem === '')
        return false;
    const lower = changed.toLowerCase();
    return name_stems_nameOf(lower) === stem || lower.split('/').slice(0, -1).includes(stem);
}
/** A file's name up to its first dot. */
function name_stems_nameOf(path) {
    return (path.split('/').at(-1) ?? '').split('.')[0] ?? '';
}

;// CONCATENATED MODULE: ./src/rules/gate/test-imports.ts
// What a test file loads, read from its text: relative imports resolved to repository paths, and
// the names of the modules it imports by name (a package of a monorepo, a Python module, a Go
// package). A small reading of the usual forms, not a parser: what it misses, the flake rule
// treats as unknown. Pure.
/** The imports of the file at `path`, or null when its language is not one read here. */
function importsOf(path, text) {
    const dir = dirOf(path);
    if (/\.[cm]?[jt]sx?$/.test(path))
        return jsImports(dir, text);
    if (path.endsWith('.py'))
        return pythonImports(dir, text);
    // A Go test sees its package's folder (the rule's own), and the packages it imports.
    if (path.endsWith('.go'))
        return goImports(text);
    return null;
}
const JS_FORMS = [
    /\bfrom\s*['"]([^'"\n]+)['"]/g,
    /\bimport\s*['"]([^'"\n]+)['"]/g,
    // require, dynamic import, and a runner's module mocks name what the test loads alike.
    /\b(?:require|import|mock|requireActual|doMock)\s*\(\s*['"]([^'"\n]+)['"]/g
];
function jsImports(dir, text) {
    const found = JS_FORMS.flatMap((form) => [...text.matchAll(form)].map((m) => m[1] ?? ''));
    return found.map((spec) => spec.startsWith('.')
        ? { kind: 'path', path: withoutExtension(joinPath(dir, spec)) }
        : { kind: 'module', name: packageName(spec) });
}
/** `@acme/b/sub` and `b/sub` both load package `b`. */
function packageName(spec) {
    const parts = spec.split('/');
    return (spec.startsWith('@') ? parts[1] : parts[0]) ?? spec;
}
function pythonImports(dir, text) {
    const found = [];
    for (const m of text.matchAll(/^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import\b/gm)) {
        const dots = m[1] ?? '';
        const dotted = m[2] ?? '';
        if (dots === '')
            found.push(moduleNamed(dotted));
        else {
            // One dot is the test's own package, each further dot one folder up.
            const up = Array.from({ length: dots.length - 1 }, () => '..');
            const names = dotted.split('.').filter((s) => s !== '');
            // `from . import x` loads from the package itself: its `__init__`, in its folder.
            const rel = [...up, ...(names.length === 0 ? ['__init__'] : names)].join('/');
            found.push({ kind: 'path', path: joinPath(dir, rel) });
        }
    }
    for (const m of text.matchAll(/^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)/gm)) {
        for (const part of (m[1] ?? '').split(','))
            found.push(moduleNamed(part.trim().split(/\s/)[0] ?? ''));
    }
    return found;
}
function moduleNamed(dotted) {
    return { kind: 'module', name: dotted.split('.').at(-1) ?? dotted };
}
function goImports(text) {
    const blocks = [...text.matchAll(/^import[ \t]*\(([^)]*)\)/gm)].map((m) => m[1] ?? '');
    const single = [...text.matchAll(/^import[ \t]+(?:[\w.]+[ \t]+)?"([^"\n]+)"/gm)].map((m) => `"${m[1] ?? ''}"`);
    const quoted = [...blocks, ...single].flatMap((b) => [...b.matchAll(/"([^"\n]+)"/g)].map((m) => m[1] ?? ''));
    return quoted.map((spec) => ({ kind: 'module', name: spec.split('/').at(-1) ?? spec }));
}
/**
 * Whether an import reaches the changed path: a module imported by name, any file or folder of
 * that name; a path, the file itself and anything in its folder and below, since a module under
 * test loads its neighbours more often than not.
 */
function importReaches(imported, changed) {
    if (imported.kind === 'module')
        return withoutExtension(changed).split('/').includes(imported.name);
    const dir = dirOf(imported.path);
    return dir === '' || changed.startsWith(`${dir}/`);
}
function dirOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}
function withoutExtension(path) {
    return path.replace(/(?<=[^/])\.[\w]+$/, '');
}
/** A relative specifier joined to a folder, `..` resolved; above the root stays at the root. */
function joinPath(dir, spec) {
    const out = [];
    for (const part of [...dir.split('/'), ...spec.split('/')]) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            out.pop();
        else
            out.push(part);
    }
    return out.join('/');
}

;// CONCATENATED MODULE: ./src/rules/gate/flake.ts
// A failing test the change cannot have caused: a flake candidate, re-run once before a fix
// attempt is spent on it. The evidence: the program has an accepted commit (where every test
// that ran passed), and nothing changed since then is in the failing tests' reach; or every
// failing test is one the program already knows as flaky, which it stays only while its re-runs
// keep coming back green. Pure.
//
// In reach of a failing test: its file and the files the log points at, the module it is named
// after (name-stems.ts), anything in its own folder, setup every test runs under (CI and test
// settings, the manifests of its package), and, read from its text, what it imports and the
// folders those lie in (test-imports.ts). Out of reach: what no test loads (docs, images), and
// code its imports show it does not load (another package of a monorepo, a script). A changed
// file only its imports could rule out, when they cannot be read, counts as in reach.



/** Known flaky tests kept per program: the newest, enough to recognise a repeat. */
const MAX_KNOWN_FLAKES = 20;
/** Test files whose imports are read for one decision; a failure naming more is not ruled out. */
const MAX_TEST_SOURCES = 5;
/** A test file longer than this is not read: its imports count as unknown. */
const MAX_TEST_SOURCE_BYTES = (/* unused pure expression or super */ null && (64 * 1024));
/**
 * Flake re-runs a program gets in one iteration. Two: a suite with one genuinely flaky test
 * rarely trips twice in an iteration, and past that a fix attempt, which the budget bounds,
 * costs less than CI cycles an agent's flaky output could keep asking for.
 */
const MAX_FLAKE_RERUNS = 2;
/** Red re-runs in a row after which a known flake is no longer taken for one. */
const MAX_FLAKE_MISSES = 2;
/**
 * The failing tests when they are flake candidates, else null. `changed`: the paths changed since
 * the last accepted commit; null when there is none to compare with. `sources`: the failing test
 * files' text (`testFilesToRead`); absent when not read, and then what only they could rule out
 * is in reach.
 */
function flakeCandidates(failure, changed, known, sources) {
    const { tests } = failure;
    if (failure.failureClass !== 'test' || tests.length === 0)
        return null;
    if (tests.every((t) => known.includes(t)))
        return [...tests];
    const subject = subjectOf(failure, sources);
    // A log that names no file cannot rule the change out.
    if (changed === null || subject.pointed.length === 0)
        return null;
    return changed.every((path) => reachOf(path, subject) === 'out') ? [...tests] : null;
}
/**
 * The test files whose text would settle the rule: none when the names and folders already do,
 * or when there are more than `MAX_TEST_SOURCES` (then nothing is read and the rule holds them
 * in reach).
 */
function testFilesToRead(failure, changed) {
    const subject = subjectOf(failure, undefined);
    const reach = changed.map((path) => reachOf(path, subject));
    const settled = reach.includes('in') || !reach.includes('unsure');
    return settled || subject.testFiles.length > MAX_TEST_SOURCES ? [] : subject.testFiles;
}
function subjectOf(failure, sources) {
    const files = failure.files.map(clean);
    const named = failure.tests.flatMap(testFile).map(clean);
    // A runner that names tests without their file (pytest's ids) points at it in the log.
    const testFiles = [...new Set([...named, ...files.filter((f) => testStem(f) !== null)])];
    const pointed = [...new Set([...files, ...testFiles])];
    return {
        pointed,
        testFiles,
        imports: sources === undefined ? undefined : importsIn(testFiles, sources)
    };
}
/** A file that could not be read, or a language not read here, rules nothing out: null. */
function importsIn(testFiles, sources) {
    const lists = testFiles.map((t) => {
        const text = sources[t] ?? null;
        return text === null ? null : importsOf(t, text);
    });
    return testFiles.length === 0 || lists.some((l) => l === null)
        ? null
        : lists.flatMap((l) => l ?? []);
}
function reachOf(path, { pointed, testFiles, imports }) {
    if (setsUpTests(path, testFiles))
        return 'in';
    if (!loadable(path))
        return 'out';
    if (pointed.some((file) => samePath(path, file)))
        return 'in';
    const near = (t) => stemMates(t, path) || inFolder(path, dirOf(t));
    if (testFiles.some(near))
        return 'in';
    if (imports === undefined)
        return 'unsure';
    return imports === null || imports.some((i) => importReaches(i, path)) ? 'in' : 'out';
}
/** What no test runner loads: prose, images, fonts, licences. */
const INERT = /\.(?:md|markdown|mdx|rst|adoc|txt|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|eot|pdf)$|(?:^|\/)(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CODEOWNERS)(?:\.\w+)?$/i;
function loadable(path) {
    return !INERT.test(path);
}
/** Manifests and lockfiles: what a package's tests run with. */
const MANIFESTS = /(?:^|\/)(?:package(?:-lock)?\.json|yarn\.lock|pnpm-lock\.yaml|go\.(?:mod|sum)|Cargo\.(?:toml|lock)|requirements[\w.-]*\.txt|setup\.py|Pipfile(?:\.lock)?|poetry\.lock|uv\.lock|Gemfile\.lock|[\w.-]+\.gemspec)$/;
/**
 * CI and test settings anywhere, and a manifest of the test's own package (in a folder above
 * it): what every test runs under.
 */
function setsUpTests(path, testFiles) {
    if (!MANIFESTS.test(path))
        return test_patterns/* CHECK_CONFIG_PATHS */.Tx.some((p) => p.test(path));
    const dir = dirOf(path);
    return testFiles.length === 0 || testFiles.some((t) => inFolder(t, dir));
}
/** The file a runner's test id starts with (`math.test.js>adds`), when it names one. */
function testFile(test) {
    const first = test.split('>')[0] ?? '';
    return /\.\w+$/.test(first) && !/\s/.test(first) ? [first] : [];
}
function clean(logged) {
    return logged.replace(/^\.\//, '');
}
/** A repository path and a log's path, which may be relative to a package or the workspace. */
function samePath(path, logged) {
    return path === logged || path.endsWith(`/${logged}`) || logged.endsWith(`/${path}`);
}
/**
 * Whether a repository path lies in a log's folder: the log's paths may be relative to a
 * package, so the folder may stand anywhere in the path (the root holds every path).
 */
function inFolder(path, logged) {
    return logged === '' || `/${path}`.includes(`/${logged}/`);
}
/** The memory with these tests known as flaky, newest last, within the cap; their misses forgotten. */
function withFlakes(memory, found) {
    const kept = (memory.flakes ?? []).filter((t) => !found.includes(t));
    const misses = (memory.flakeMisses ?? []).filter((m) => !found.includes(m.test));
    return withMisses({ ...memory, flakes: [...kept, ...found].slice(-MAX_KNOWN_FLAKES) }, misses);
}
/**
 * The memory after a re-run of `tests` came back red: each known flake among them missed once
 * more, and one at `MAX_FLAKE_MISSES` in a row is known no longer.
 */
function withMissed(memory, tests) {
    const known = memory.flakes ?? [];
    const before = memory.flakeMisses ?? [];
    const missed = tests
        .filter((test) => known.includes(test))
        .map((test) => ({ test, misses: (before.find((m) => m.test === test)?.misses ?? 0) + 1 }));
    const dropped = missed.filter((m) => m.misses >= MAX_FLAKE_MISSES).map((m) => m.test);
    const misses = [
        ...before.filter((m) => !tests.includes(m.test)),
        ...missed.filter((m) => m.misses < MAX_FLAKE_MISSES)
    ];
    return withMisses({ ...memory, flakes: known.filter((t) => !dropped.includes(t)) }, misses);
}
function withMisses(memory, misses) {
    const next = { ...memory, flakeMisses: misses };
    if (misses.length === 0)
        delete next.flakeMisses;
    return next;
}

// EXTERNAL MODULE: ./src/rules/text.ts
var rules_text = __nccwpck_require__(7268);
;// CONCATENATED MODULE: ./src/rules/gate/fix-cost.ts

/** Amounts closer than this are equal: reported costs are sums of floating-point figures. */
const EPSILON = 1e-9;
function utcDay(now) {
    return now.toISOString().slice(0, 10);
}
/** USD the program's fix attempts reported on the UTC day of `now`. */
function spentToday(memory, now) {
    return memory.spend?.day === utcDay(now) ? memory.spend.usd : 0;
}
/**
 * The memory with the attempt's cost recorded on it and added to the day's spending. An attempt
 * that already has a cost, or is no longer in the iteration, is left as it is: a rerun of the
 * recording step never counts a cost twice.
 */
function withFixCost(memory, cost, now) {
    const i = memory.attempts.findIndex((a) => a.attempt === cost.attempt);
    const attempt = memory.attempts[i];
    if (attempt === undefined || attempt.costUsd !== undefined)
        return memory;
    const attempts = memory.attempts.map((a, j) => j === i ? { ...a, costUsd: cost.usd } : a);
    return {
        ...memory,
        attempts,
        spend: {
            day: utcDay(now),
            usd: spentToday(memory, now) + cost.usd,
            dearestUsd: Math.max(memory.spend?.dearestUsd ?? 0, cost.usd)
        }
    };
}
/** What the next attempt is assumed to cost: the dearest seen, or the estimate if dearer. */
function nextAttemptUsd(memory, limits) {
    return Math.max(memory.spend?.dearestUsd ?? 0, limits.fixCostEstimateUsd ?? 0);
}
/** The pause due when one more attempt could take today's spending past the cap. */
function costCapPause(memory, limits, now) {
    const cap = limits.maxFixCostUsd ?? null;
    if (cap === null)
        return null;
    const spent = spentToday(memory, now);
    return spent + nextAttemptUsd(memory, limits) > cap + EPSILON
        ? { kind: 'cost-cap', spentUsd: spent, capUsd: cap }
        : null;
}
/**
 * A cost reported after the fix was pushed, as a decision of its own: a `wait` for CI on the fix
 * whose only change is the cost. A broken audit chain records nothing: the next gate run pauses.
 */
function costVerdict(memory, auditBreak, cost, now) {
    const next = auditBreak === null ? withFixCost(memory, cost, now) : memory;
    const recorded = next !== memory;
    return {
        decision: 'wait',
        reason: recorded
            ? `fix attempt ${cost.attempt} pushed; it cost ${usd(cost.usd)} (${usd(spentToday(next, now))} today)`
            : `fix attempt ${cost.attempt} pushed; its cost of ${usd(cost.usd)} was not recorded (${auditBreak === null ? 'already recorded, or the attempt is no longer open' : 'the audit chain is broken'})`,
        attempt: memory.attempts.length,
        pause: null,
        next: recorded ? next : null,
        timeline: next.attempts,
        status: null,
        resumed: false
    };
}

;// CONCATENATED MODULE: ./src/rules/gate/wall-clock.ts
// The wall clock of an iteration: how long it has run since its clock started, and whether that
// is past the limit. One rule for the gate's decision and for the sweep. Pure.
/** The minutes the iteration has run, when past the wall clock; else null. */
function pastWallClock({ started, now, wallClockMinutes }) {
    const elapsed = (now.getTime() - Date.parse(started)) / 60_000;
    return elapsed > wallClockMinutes ? elapsed : null;
}

;// CONCATENATED MODULE: ./src/rules/gate/decide.ts






/** What a failure is taken to be when its logs could not be read. */
const UNKNOWN_FAILURE = {
    signature: UNKNOWN_SIGNATURE,
    failureClass: 'unknown'
};
/**
 * The memory the decision starts from. An unpause or a reset gives a fresh budget and clock; a
 * higher Iteration Count in the file is a new autoloop iteration, which starts fresh too (an old
 * clock never pauses it), but only while the gate holds nothing: autoloop runs no iteration on a
 * held or paused program, so a count raised then is not autoloop's. A pause someone else set is
 * recorded as theirs.
 */
function start(input) {
    const { memory, file } = input;
    const resumed = input.reset || input.steering === 'unpause';
    const count = file.iterationCount;
    let base;
    // A lift restores the budget and clock; it waives no guard (only an approve does, for its head).
    if (resumed)
        base = (0,ledger_memory/* freshIteration */.go)(memory, count ?? memory.iteration);
    else if (count !== null &&
        memory.iteration !== null &&
        count > memory.iteration &&
        memory.hold.kind === 'none') {
        base = (0,ledger_memory/* freshIteration */.go)(memory, count);
    }
    else
        base = count !== null && memory.iteration === null ? { ...memory, iteration: count } : memory;
    if (input.steering === 'pause')
        base = { ...base, hold: { kind: 'manual', reason: file.pauseReason } };
    const cost = input.fixCost ?? null;
    if (cost !== null)
        base = withFixCost(base, cost, input.now);
    return { base, resumed };
}
function sameMemory(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/**
 * A broken audit chain pauses the program, once per break: the pause is a new entry chained from
 * the last one as it stands, and the broken entries stay as they are for a maintainer to repair.
 * Until then every run (a reset or an unpause included) leaves it paused.
 */
function auditPause(input, base, entry) {
    const reason = { kind: 'audit-broken', entry };
    const { hold } = input.memory;
    const already = hold.kind === 'paused' && hold.reason.kind === 'audit-broken' && hold.reason.entry === entry;
    const common = { attempt: base.attempts.length, timeline: base.attempts, status: null };
    if (already && !input.reset && input.steering !== 'unpause') {
        return {
            ...common,
            decision: 'skip',
            reason: `program is paused (${(0,ledger_memory/* pauseReasonText */.I2)(reason)}); repair the ledger, then set Paused to false in the state file`,
            pause: null,
            next: null,
            resumed: false
        };
    }
    const why = `the ledger's audit chain does not verify from entry ${entry}; see green-gate audit verify`;
    return ledgerPause(input, base, reason, why);
}
/** A pause over the ledger itself, decided before any check is read: it spends nothing. */
function ledgerPause(input, base, reason, why) {
    return {
        decision: 'pause',
        reason: `${(0,ledger_memory/* pauseReasonText */.I2)(reason)} — ${why}`,
        attempt: base.attempts.length,
        pause: reason,
        timeline: base.attempts,
        next: {
            ...base,
            hold: { kind: 'paused', reason },
            lastEvent: { decision: 'pause', eventKey: input.eventKey, at: (0,rules_text/* isoSeconds */.nE)(input.now) }
        },
        status: null,
        resumed: false
    };
}
/**
 * A ledger that is not the one the gate last wrote pauses the program loudly, chained on the
 * ledger as it stands (or a new one, when it was another program's), and is anchored so; a
 * maintainer's reset or unpause accepts it as it is.
 */
function tamperPause(input, base, what) {
    const reason = { kind: 'ledger-tampered', what };
    const why = "the ledger is not the one the gate last wrote; a maintainer's reset accepts it as it is";
    return ledgerPause(input, base, reason, why);
}
/**
 * What needs no checks: the pause of a broken audit chain or a tampered ledger, and the skips
 * (completed, paused, already handled, superseded).
 */
function screen(input) {
    const { base, resumed } = start(input);
    const broken = input.auditBreak ?? null;
    if (broken !== null)
        return auditPause(input, base, broken);
    const tampered = input.tampered ?? null;
    // Once paused for it, the pause stands and is not written again (its anchor may be missing).
    const told = base.hold.kind === 'paused' && base.hold.reason.kind === 'ledger-tampered';
    if (tampered !== null && !resumed && !told)
        return tamperPause(input, base, tampered);
    const skip = (reason) => ({
        decision: 'skip',
        reason,
        attempt: base.attempts.length,
        pause: null,
        // A pause someone set, a new iteration or an unpause is worth recording even on a skip, and
        // so is a program's first memory, so that a later unpause is told against it.
        next: sameMemory(base, input.memory) && !(input.adopted === true && (0,ledger_memory/* isStopped */.id)(base.hold))
            ? null
            : base,
        timeline: base.attempts,
        status: null,
        resumed: false
    });
    const { file, reset } = input;
    if (file.completed) {
        return skip(`program is completed${file.completedReason ? ` (${file.completedReason})` : ''}`);
    }
    if ((0,ledger_memory/* isStopped */.id)(base.hold) && !reset) {
        const why = base.hold.kind === 'paused' ? (0,ledger_memory/* pauseReasonText */.I2)(base.hold.reason) : base.hold.reason;
        return skip(`program is paused (${why ?? 'no reason given'}); set Paused to false in the state file or dispatch a retry with reset`);
    }
    const last = base.lastEvent;
    if (!reset && last?.eventKey === input.eventKey) {
        return skip(`event ${input.eventKey} was already handled (${last.decision})`);
    }
    if (input.headSha !== input.branchHead) {
        return skip(`commit ${(0,rules_text/* shortSha */.Fu)(input.headSha)} is no longer the branch head (now ${(0,rules_text/* shortSha */.Fu)(input.branchHead)})`);
    }
    if (!reset && last?.decision === 'accept' && base.headSha === input.headSha) {
        return skip(`commit ${(0,rules_text/* shortSha */.Fu)(input.headSha)} was already accepted`);
    }
    return null;
}
/** The attempt list with the newest attempt, if still with the fixer, given its outcome. */
function settle(attempts, outcome, note) {
    const last = attempts.at(-1);
    if (last?.outcome !== 'with-fixer')
        return [...attempts];
    return [...attempts.slice(0, -1), { ...last, outcome, ...(note === undefined ? {} : { note }) }];
}
function decide(input) {
    const screened = screen(input);
    if (screened !== null)
        return screened;
    const { base, resumed } = start(input);
    const ground = {
        input,
        base,
        resumed,
        started: base.clockStarted ?? (0,rules_text/* isoSeconds */.nE)(earliest(input.ciStartedAt, input.now)),
        attempts: base.attempts.length,
        sha: (0,rules_text/* shortSha */.Fu)(input.headSha),
        retrying: (input.fixFailure ?? null) !== null
    };
    // Approval is checked before the wall clock: waiting for a person is not CI time, and the clock
    // starts again when CI runs after the approval.
    const early = decide_awaitingApproval(ground) ?? wallClockPause(ground);
    if (early !== null)
        return early;
    switch (input.status) {
        case 'pending':
            return waitForCi(ground);
        case 'success':
            return accept(ground);
        case 'failure':
            return onFailure(ground);
    }
}
/**
 * Past the wall clock with the fix still out on the very commit it was handed out for: paused on
 * the failure the ledger recorded, before any check or log is read (the fixer never pushed, so
 * CI on that commit can tell nothing new). Null when any of that does not hold, or after a
 * screen's skip: the checks decide then.
 */
function overdueFix(input, limits) {
    if (screen(input) !== null)
        return null;
    const { base, resumed } = start(input);
    const { hold, clockStarted } = base;
    const out = hold.kind === 'fixing' && hold.sha === input.headSha;
    if (resumed || !out || clockStarted === null)
        return null;
    // Only the wall clock decides: CI on the commit is the failure the fix was handed out for.
    const ledgerOnly = {
        ...input,
        status: 'failure',
        failure: null,
        checksReason: `the fix handed out on ${(0,rules_text/* shortSha */.Fu)(input.headSha)} is still out`,
        ciStartedAt: null,
        limits: { ...limits, maxFixAttempts: hold.max, unknownClassAttempts: 0, infraReruns: 0 },
        runUrl: null
    };
    const ground = {
        input: ledgerOnly,
        base,
        resumed,
        started: clockStarted,
        attempts: base.attempts.length,
        sha: (0,rules_text/* shortSha */.Fu)(input.headSha),
        retrying: false
    };
    return wallClockPause(ground);
}
function lastEvent({ input }, decision) {
    return { decision, eventKey: input.eventKey, at: (0,rules_text/* isoSeconds */.nE)(input.now) };
}
function pauseVerdict(ground, { reason, why, outcome }) {
    const { input, base } = ground;
    const settled = settle(base.attempts, outcome, input.fixFailure ?? undefined);
    return {
        decision: 'pause',
        reason: `${(0,ledger_memory/* pauseReasonText */.I2)(reason)} — ${why}`,
        attempt: ground.attempts,
        pause: reason,
        timeline: settled,
        next: {
            ...base,
            hold: { kind: 'paused', reason },
            attempts: settled,
            signature: 'signature' in reason ? reason.signature : base.signature,
            headSha: input.headSha,
            clockStarted: ground.started,
            lastEvent: lastEvent(ground, 'pause')
        },
        // The pushed iteration's `pending-ci` ends here, as it does on accept.
        status: 'ci-fix-exhausted',
        resumed: ground.resumed
    };
}
/** A verdict that spends nothing and records `next` (null: nothing). */
function quiet(ground, decision, reason, next) {
    const { base, attempts, resumed } = ground;
    return {
        decision,
        reason,
        attempt: attempts,
        pause: null,
        next,
        timeline: base.attempts,
        status: null,
        resumed
    };
}
function decide_awaitingApproval(ground) {
    const { input, base, resumed } = ground;
    const approvals = input.awaitingApproval ?? [];
    if (input.status !== 'failure' || input.failure !== null || approvals.length === 0)
        return null;
    const held = base.hold.kind === 'blocked' && base.hold.sha === input.headSha;
    // Once per commit: a repeat is not news. The event is not marked handled, since after the
    // approval the same workflow run completes again under the same run attempt.
    const next = held && !resumed
        ? null
        : {
            ...base,
            hold: { kind: 'blocked', sha: input.headSha },
            headSha: input.headSha,
            clockStarted: null
        };
    const reason = `CI on ${ground.sha} awaits a maintainer's approval (${approvals.join(', ')}); no fix attempt spent`;
    return quiet(ground, 'blocked', reason, next);
}
function wallClockPause(ground) {
    const { wallClockMinutes } = ground.input.limits;
    const elapsed = pastWallClock({
        started: ground.started,
        now: ground.input.now,
        wallClockMinutes
    });
    if (elapsed === null)
        return null;
    const { input } = ground;
    const missing = input.status === 'pending' && input.ciMissing === true;
    return pauseVerdict(ground, {
        reason: missing ? { kind: 'ci-missing', sha: input.headSha } : { kind: 'ci-timeout' },
        why: `iteration running ${Math.floor(elapsed)} min, past the ${wallClockMinutes} min wall clock`,
        outcome: 'timed-out'
    });
}
function waitForCi(ground) {
    const { input, base } = ground;
    const next = { ...base, clockStarted: ground.started };
    // Only a clock start, a lifted pause or a new iteration is worth a commit.
    const worth = sameMemory(next, input.memory)
        ? null
        : { ...next, lastEvent: lastEvent(ground, 'wait') };
    return quiet(ground, 'wait', `CI on ${ground.sha} not finished: ${input.checksReason}`, worth);
}
/** The pause a review on green calls for, with what it saw: a finding, or a change unread. */
function heldBack(review) {
    if (review === null)
        return null;
    if (review.kind === 'unreviewable')
        return { reason: review, what: 'the change cannot be read to tell whether it checks less' };
    const findings = [...review.findings];
    if (findings.length === 0)
        return null;
    return review.by === 'fix'
        ? {
            reason: { kind: 'fix-weakened-tests', findings },
            what: 'the fix commits check less than before'
        }
        : {
            reason: { kind: 'weakened-tests', findings },
            what: "the iteration's commits check less than before"
        };
}
function accept(ground) {
    const { input, base, attempts } = ground;
    const guarded = guardOnGreen(ground);
    if (guarded !== null)
        return guarded;
    // Green on the very commit whose failed jobs were re-run as flake candidates: they failed and
    // passed on one commit, so they are flaky.
    const flaky = base.suspects?.commit === input.headSha ? base.suspects.tests : [];
    const kept = flaky.length > 0 ? withFlakes(base, flaky) : { ...base };
    delete kept.suspects;
    // Accepted, this head is where the next change is measured from.
    delete kept.approvedSha;
    return {
        decision: 'accept',
        reason: `CI green on ${ground.sha}${attempts > 0 ? ` after ${(0,rules_text/* plural */.LS)(attempts, 'fix attempt')}` : ''}${flaky.length > 0 ? ` after a re-run: flaky ${flaky.join(', ')}` : ''}`,
        attempt: attempts,
        pause: null,
        timeline: settle(base.attempts, 'fixed'),
        next: {
            ...kept,
            hold: { kind: 'none' },
            attempts: [],
            signature: null,
            headSha: input.headSha,
            acceptedSha: input.headSha,
            clockStarted: null,
            lastEvent: lastEvent(ground, 'accept'),
            ...(input.whatRan ? { whatRan: input.whatRan.next } : {})
        },
        status: 'accepted',
        resumed: ground.resumed
    };
}
/**
 * The guards on green, in order: the change checks less, the change redefines CI, CI ran less
 * than at the last accept. A lift restores the budget but waives none; only a maintainer's
 * approve of this very head does. Null: nothing holds the accept back.
 */
function guardHold(input) {
    if (input.memory.approvedSha === input.headSha)
        return null;
    const held = heldBack(input.review ?? null);
    if (held !== null)
        return held;
    const changed = input.ciChange ?? null;
    if (changed !== null)
        return {
            reason: { kind: 'ci-changed', ...changed },
            what: 'the branch changed what CI runs, so the green is not evidence'
        };
    const [finding, ...more] = input.whatRan?.findings ?? [];
    if (finding === undefined)
        return null;
    return {
        reason: { ...finding, more: more.length },
        what: finding.kind === 'tests-failed-in-green'
            ? 'a job that ended green reported failed tests'
            : 'CI ran fewer tests than at the last accept'
    };
}
function guardOnGreen(ground) {
    const held = guardHold(ground.input);
    if (held === null)
        return null;
    const { headSha } = ground.input;
    return pauseVerdict(ground, {
        reason: held.reason,
        why: `CI is green on ${ground.sha}, but ${held.what}; a maintainer who checked it approves this head with /green-gate approve ${headSha}`,
        outcome: 'fixed'
    });
}
/**
 * The failure rules in order, once a red flake re-run is settled: already with the fixer, infra
 * re-run, flake re-run, stuck, budget, cost cap, no fixer to dispatch, fix.
 */
function onFailure(given) {
    const failure = given.input.failure ?? UNKNOWN_FAILURE;
    const ground = afterRedRerun(given);
    return (alreadyWithFixer(ground) ??
        infraRerun(ground, failure) ??
        flakeRerun(ground) ??
        stuck(ground, failure) ??
        budgetSpent(ground, failure) ??
        costCapped(ground) ??
        fixerMissing(ground) ??
        fix(ground, failure));
}
/**
 * Red again on the commit whose failed jobs were re-run as flake candidates: a miss for each known
 * flake among them (flake.ts drops one that keeps missing), and the re-run is settled.
 */
function afterRedRerun(ground) {
    const { base, input } = ground;
    if (base.suspects?.commit !== input.headSha)
        return ground;
    const next = withMissed(base, base.suspects.tests);
    delete next.suspects;
    return { ...ground, base: next };
}
/** A second CI workflow finishing on the same commit: the fixer already has this one. */
function alreadyWithFixer(ground) {
    const { input, base, attempts } = ground;
    const newest = base.attempts.at(-1);
    const withFixer = newest?.outcome === 'with-fixer' && newest.commit === input.headSha;
    if (ground.retrying || ground.resumed || !withFixer)
        return null;
    const reason = `failure on ${ground.sha} is already with the fixer as attempt ${attempts}/${input.limits.maxFixAttempts}`;
    return quiet(ground, 'wait', reason, null);
}
/**
 * A failing test the change cannot have caused: its failed jobs run once more before a fix
 * attempt is spent (the judge asks only once per commit, and only with that evidence).
 */
function flakeRerun(ground) {
    const { input, base } = ground;
    const tests = input.flake ?? [];
    const spent = base.flakeReruns ?? 0;
    const capped = spent >= MAX_FLAKE_RERUNS;
    if (ground.retrying || tests.length === 0 || input.rerunnable !== true || capped)
        return null;
    return rerunVerdict(ground, `CI on ${ground.sha} failed in ${tests.join(', ')}, which nothing changed since the last accepted commit can reach (or a known flake): failed jobs re-run once (${spent + 1}/${MAX_FLAKE_RERUNS} this iteration), no fix attempt spent`, { suspects: { commit: input.headSha, tests: [...tests] }, flakeReruns: spent + 1 });
}
/** Failed jobs run again on this commit, counted on it; no attempt spent, no agent woken. */
function rerunVerdict(ground, reason, also = {}) {
    const { input, base } = ground;
    return {
        decision: 'rerun',
        reason,
        attempt: ground.attempts,
        pause: null,
        timeline: base.attempts,
        next: {
            ...base,
            ...also,
            headSha: input.headSha,
            clockStarted: ground.started,
            reruns: { commit: input.headSha, count: (0,ledger_memory/* rerunsOn */.J1)(base, input.headSha) + 1 },
            lastEvent: lastEvent(ground, 'rerun')
        },
        status: null,
        resumed: ground.resumed
    };
}
/** The machine failed, not the code: GitHub runs the failed jobs again, no agent is woken. */
function infraRerun(ground, failure) {
    const { input, base } = ground;
    const { infraReruns } = input.limits;
    const reruns = (0,ledger_memory/* rerunsOn */.J1)(base, input.headSha);
    const rerun = !ground.retrying &&
        failure.failureClass === 'infra' &&
        input.rerunnable === true &&
        reruns < infraReruns;
    if (!rerun)
        return null;
    return rerunVerdict(ground, `CI on ${ground.sha} failed on infrastructure (${failure.signature}): failed jobs re-run ${reruns + 1}/${infraReruns} on this commit, no fix attempt spent`);
}
function stuck(ground, failure) {
    const { attempts } = ground;
    if (ground.retrying || attempts === 0 || failure.signature !== ground.base.signature)
        return null;
    return pauseVerdict(ground, {
        reason: { kind: 'stuck', signature: failure.signature },
        why: `fix attempt ${attempts} left the same failure`,
        outcome: 'same-failure'
    });
}
/** How the newest attempt, if still with the fixer, ended: it pushed a new failure, or nothing. */
function newestOutcome(ground) {
    return ground.retrying ? 'no-commit' : 'new-failure';
}
function budgetSpent(ground, failure) {
    const { input, attempts } = ground;
    const { maxFixAttempts, unknownClassAttempts } = input.limits;
    const budget = failure.failureClass === 'unknown'
        ? Math.min(maxFixAttempts, unknownClassAttempts)
        : maxFixAttempts;
    if (attempts < budget)
        return null;
    const spent = budget < maxFixAttempts
        ? `${(0,rules_text/* plural */.LS)(attempts, 'attempt')} spent on a failure of unknown class`
        : `all ${maxFixAttempts} fix attempts spent`;
    return pauseVerdict(ground, {
        reason: { kind: 'ci-fix-exhausted', signature: failure.signature },
        why: spent + (ground.retrying ? `; the last one: ${input.fixFailure}` : ''),
        outcome: newestOutcome(ground)
    });
}
function costCapped(ground) {
    const { input, base } = ground;
    const capped = costCapPause(base, input.limits, input.now);
    if (capped === null)
        return null;
    return pauseVerdict(ground, {
        reason: capped,
        why: `the next fix attempt could cost ${(0,rules_text/* usd */.dR)(nextAttemptUsd(base, input.limits))}, past max-fix-cost`,
        outcome: newestOutcome(ground)
    });
}
/** A fix is due, but no fixer run can start on the branch: pause and say what to do. */
function fixerMissing(ground) {
    const reason = ground.input.fixerProblem ?? null;
    if (reason === null)
        return null;
    return pauseVerdict(ground, {
        reason,
        why: `fix attempt ${ground.attempts + 1} was due on ${ground.sha}`,
        outcome: newestOutcome(ground)
    });
}
function fix(ground, failure) {
    const { input, base } = ground;
    const { maxFixAttempts } = input.limits;
    const attempt = ground.attempts + 1;
    const earlier = settle(base.attempts, newestOutcome(ground), input.fixFailure ?? undefined);
    const record = handedOut(input, failure, attempt);
    return {
        decision: 'fix',
        reason: `CI red on ${ground.sha} (${failure.failureClass}): fix attempt ${attempt}/${maxFixAttempts}`,
        attempt,
        pause: null,
        timeline: [...earlier, record],
        next: {
            ...base,
            hold: { kind: 'fixing', attempt, max: maxFixAttempts, sha: input.headSha },
            attempts: [...earlier, record],
            signature: failure.signature,
            headSha: input.headSha,
            clockStarted: ground.started,
            lastEvent: lastEvent(ground, 'fix')
        },
        status: null,
        resumed: ground.resumed
    };
}
function earliest(a, b) {
    return a !== null && a.getTime() < b.getTime() ? a : b;
}
/** The attempt a `fix` hands out on the judged commit, with the fixer until CI says otherwise. */
function handedOut(input, failure, attempt) {
    return {
        attempt,
        commit: input.headSha,
        signature: failure.signature,
        failureClass: failure.failureClass,
        runUrl: input.runUrl,
        at: (0,rules_text/* isoSeconds */.nE)(input.now),
        outcome: 'with-fixer'
    };
}

;// CONCATENATED MODULE: ./src/rules/gate/keeper.ts
// The evergreen keeper, as a pure rule: a program the gate paused for a reason the keeper takes
// (by default a spent budget or the wall clock) gets a fix with fresh context, a bounded number of
// times per head commit; CI green on the keeper's fix releases it. Everything else is decided as
// the gate decides it.



/** True when the gate paused the program for a reason the keeper takes up. */
function keeperTakes(hold, reasons) {
    return hold.kind === 'paused' && reasons.includes(hold.reason.kind);
}
/** The keeper may act: the program is paused for its reasons and its budget is not spent. */
function keeperMayAct(memory, limits) {
    return keeperTakes(memory.hold, limits.reasons) && memory.keeper?.spent !== true;
}
/** The keeper's decision, or the gate's own where the keeper has nothing to do. */
function keep(input, limits) {
    const { memory } = input;
    const { hold } = memory;
    // A person's word (a reset, Paused edited) and programs the keeper does not take: the gate's.
    if (input.reset ||
        input.steering !== 'none' ||
        hold.kind !== 'paused' ||
        !keeperTakes(hold, limits.reasons)) {
        return decide(input);
    }
    const ground = {
        input,
        limits,
        tally: memory.keeper ?? { commit: input.headSha, attempts: [], spent: false },
        reason: hold.reason,
        sha: (0,rules_text/* shortSha */.Fu)(input.headSha)
    };
    const skipped = keeperSkip(ground);
    if (skipped !== null)
        return skipped;
    switch (input.status) {
        case 'pending':
            return keeper_quiet(ground, 'wait', `keeper: CI on ${ground.sha} not finished: ${input.checksReason}`);
        case 'success':
            return guarded(ground) ?? release(ground);
        case 'failure':
            return keeperOnFailure(ground);
    }
}
function keeper_quiet({ tally }, decision, reason) {
    return {
        decision,
        reason,
        attempt: tally.attempts.length,
        pause: null,
        next: null,
        timeline: tally.attempts,
        status: null,
        resumed: false,
        keeper: true
    };
}
function keeper_lastEvent({ input }, decision) {
    return { decision, eventKey: input.eventKey, at: (0,rules_text/* isoSeconds */.nE)(input.now) };
}
function keeperSkip(ground) {
    const { input } = ground;
    if (input.file.completed)
        return keeper_quiet(ground, 'skip', 'program is completed');
    if (input.headSha !== input.branchHead) {
        return keeper_quiet(ground, 'skip', `commit ${ground.sha} is no longer the branch head`);
    }
    const fixerProblem = input.fixerProblem ?? null;
    if (fixerProblem !== null && input.status === 'failure') {
        const why = (0,ledger_memory/* pauseReasonText */.I2)(fixerProblem);
        return keeper_quiet(ground, 'skip', `keeper: no fixer run can start: ${why}; left paused`);
    }
    if (ground.tally.spent) {
        return keeper_quiet(ground, 'skip', `keeper: all ${ground.limits.attempts} keeper attempts spent; left paused`);
    }
    return null;
}
/**
 * Green that a guard holds back (the change checks less or redefines CI, or CI ran less) is no
 * evidence: the keeper releases nothing.
 */
function guarded(ground) {
    const held = guardHold(ground.input);
    if (held === null)
        return null;
    const why = (0,ledger_memory/* pauseReasonText */.I2)(held.reason);
    return keeper_quiet(ground, 'skip', `keeper: CI green on ${ground.sha}, but ${why}; left paused`);
}
/** CI green on the keeper's fix: the program is released. */
function release(ground) {
    const { input } = ground;
    const closed = settle(ground.tally.attempts, 'fixed');
    const after = closed.length > 0 ? ` after ${(0,rules_text/* plural */.LS)(closed.length, 'keeper attempt')}` : '';
    return {
        decision: 'accept',
        reason: `CI green on ${ground.sha}${after}: released (was paused: ${(0,ledger_memory/* pauseReasonText */.I2)(ground.reason)})`,
        attempt: closed.length,
        pause: null,
        timeline: closed,
        next: {
            ...input.memory,
            hold: { kind: 'none' },
            attempts: [],
            signature: null,
            headSha: input.headSha,
            clockStarted: null,
            keeper: null,
            lastEvent: keeper_lastEvent(ground, 'accept'),
            ...(input.whatRan ? { whatRan: input.whatRan.next } : {})
        },
        status: 'accepted',
        // A release lifts the pause: the needs-human label goes.
        resumed: true,
        keeper: true
    };
}
function keeperOnFailure(ground) {
    const { input, tally } = ground;
    const failure = input.failure ?? UNKNOWN_FAILURE;
    const retrying = (input.fixFailure ?? null) !== null;
    const newest = tally.attempts.at(-1);
    if (!retrying && newest?.outcome === 'with-fixer' && newest.commit === input.headSha) {
        return keeper_quiet(ground, 'wait', `keeper: attempt ${newest.attempt} on ${ground.sha} is with the fixer`);
    }
    const outcome = retrying
        ? 'no-commit'
        : newest?.signature === failure.signature
            ? 'same-failure'
            : 'new-failure';
    const earlier = settle(tally.attempts, outcome, input.fixFailure ?? undefined);
    if (earlier.length >= ground.limits.attempts)
        return keeperSpent(ground, earlier);
    // The push job tells of an attempt that handed back nothing: recorded, and the next sweep hands
    // out the next one (a fix handed out here would find no fixer job).
    if (retrying)
        return handedBackNothing(ground, earlier);
    return keeperFix(ground, failure, earlier);
}
/** Same shape for the keeper's pause and wait: the program stays paused, the tally is recorded. */
function keeperHold(ground, verdict) {
    const { decision, reason, tally } = verdict;
    return {
        decision,
        reason,
        attempt: tally.attempts.length,
        pause: ground.reason,
        timeline: tally.attempts,
        next: { ...ground.input.memory, keeper: tally, lastEvent: keeper_lastEvent(ground, decision) },
        // A pause is already recorded: the gate recorded it when it paused.
        status: null,
        resumed: false,
        keeper: true
    };
}
function keeperSpent(ground, earlier) {
    const { limits, tally } = ground;
    return keeperHold(ground, {
        decision: 'pause',
        reason: `${(0,ledger_memory/* pauseReasonText */.I2)(ground.reason)} — keeper: all ${limits.attempts} keeper attempts spent on ${(0,rules_text/* shortSha */.Fu)(tally.commit)}; the program stays paused`,
        tally: { ...tally, attempts: earlier, spent: true }
    });
}
function handedBackNothing(ground, earlier) {
    return keeperHold(ground, {
        decision: 'wait',
        reason: `keeper: attempt ${earlier.length} on ${ground.sha} handed back nothing (${ground.input.fixFailure}); the next sweep tries again`,
        tally: { ...ground.tally, attempts: earlier }
    });
}
function keeperFix(ground, failure, earlier) {
    const { input, limits } = ground;
    const record = handedOut(input, failure, earlier.length + 1);
    const attempts = [...earlier, record];
    return {
        decision: 'fix',
        reason: `keeper: CI red on ${ground.sha} (${failure.failureClass}), paused (${(0,ledger_memory/* pauseReasonText */.I2)(ground.reason)}): keeper attempt ${record.attempt}/${limits.attempts} with fresh context`,
        attempt: record.attempt,
        // The program stays paused while the keeper's fix runs.
        pause: ground.reason,
        // What the fix prompt tells the fixer was tried: the paused iteration's attempts, then the
        // keeper's.
        timeline: [...input.memory.attempts, ...attempts],
        next: {
            ...input.memory,
            headSha: input.headSha,
            keeper: { ...ground.tally, attempts, spent: false },
            lastEvent: keeper_lastEvent(ground, 'fix')
        },
        status: null,
        resumed: false,
        keeper: true
    };
}

// EXTERNAL MODULE: ./src/rules/accept/weakening.ts + 1 modules
var weakening = __nccwpck_require__(1640);
// EXTERNAL MODULE: ./src/rules/accept/what-ran.ts
var what_ran = __nccwpck_require__(84);
;// CONCATENATED MODULE: ./src/rules/gate/judge.ts
// Gate mode's decision on one commit, wherever its evidence comes from: the skips that need no
// checks first, then the checks reduced as step 5a (ignore-checks, required-checks, the gate's
// own run left out) and, on red, the failure report, then steps 5b and 5c. The action reads the
// evidence from the API; `green-gate status` from files, and so decides the same.













/** Findings kept in the ledger and the pause comment: the first few say enough. */
const MAX_FINDINGS = 10;
/**
 * `evaluated` is called only when no skip applies, so a skip costs no check or log request.
 * `keeper`: the evergreen keeper decides on a program it took up, past the skips of a pause.
 */
async function judge(screening, config, run, evaluated, keeper = null) {
    const skipped = keeper === null ? screen(screening) : null;
    if (skipped !== null)
        return skipped;
    // A fix still out past the wall clock pauses on the ledger alone: no check or log is read.
    const overdue = keeper === null && run.fixFailure === null ? overdueFix(screening, limitsOf(config)) : null;
    if (overdue !== null)
        return overdue;
    const { reduction, failure, ciMissing } = await evaluated(screening.memory);
    const review = await reviewOf(screening, reduction, run);
    const ciChange = review !== null && heldBack(review) !== null
        ? null
        : await ciChangeOf(screening, reduction, run);
    const input = {
        ...(ciMissing === true ? { ciMissing } : {}),
        ...screening,
        status: reduction.status,
        failure,
        checksReason: reduction.reason,
        ciStartedAt: run.startedAt,
        limits: limitsOf(config),
        runUrl: run.runUrl,
        fixFailure: run.fixFailure,
        rerunnable: rerunnableRuns(reduction).length > 0,
        awaitingApproval: reduction.checks.filter(awaitsApproval).map(checkLabel),
        review,
        flake: failure === null ? null : await flakeOf(screening, failure, run),
        // A change that checks less, or cannot be read, pauses anyway: no second compare then.
        ciChange,
        // Nor are the logs read when the change alone holds the accept back.
        whatRan: ciChange !== null || (review !== null && heldBack(review) !== null)
            ? null
            : await whatRanOf(screening, reduction, run)
    };
    return keeper === null ? decide(input) : keep(input, keeper);
}
/**
 * Green: what the agent's commits since the last commit the gate trusted (approved, else accepted,
 * else the default branch) did to the checks, the fix commits of this iteration among them. One
 * compare, the one the flake rule reads on red. A reset or an unpause reads it all the same.
 */
async function reviewOf(screening, reduction, run) {
    const { memory, headSha } = screening;
    if (reduction.status !== 'success' || run.changedSince === undefined)
        return null;
    const base = memory.approvedSha ?? memory.acceptedSha ?? run.defaultBranch;
    if (base === undefined || base === headSha)
        return null;
    const changed = await run.changedSince(base);
    if (changed === null) {
        const why = (await run.unknownWhy?.(base)) ?? 'it cannot be read in full';
        return { kind: 'unreviewable', why: `the change since ${base.slice(0, 7)}: ${why}` };
    }
    const findings = (0,weakening/* findWeakening */.n8)(changed).slice(0, MAX_FINDINGS);
    const fixed = memory.attempts.at(-1)?.outcome === 'with-fixer';
    return { kind: 'findings', by: fixed ? 'fix' : 'iteration', findings };
}
/**
 * Green: what CI-defining files the branch changed since the last commit the gate trusted (the one
 * a maintainer approved, else the last accepted, else the default branch as the merge base). A
 * change that cannot be read counts as one, after a reset or an unpause too.
 */
async function ciChangeOf(screening, reduction, run) {
    const { changedSince, defaultBranch, ciConfigPaths } = run;
    if (reduction.status !== 'success' || changedSince === undefined)
        return null;
    if (defaultBranch === undefined || ciConfigPaths === undefined)
        return null;
    const { approvedSha, acceptedSha } = screening.memory;
    const since = approvedSha ?? acceptedSha ?? defaultBranch;
    if (since === screening.headSha)
        return null;
    const changed = await changedSince(since);
    if (changed === null)
        return ciChange(null, since);
    const paths = ciConfigChanges(changed, ciConfigPaths);
    // From a commit of the branch, a merge of the default branch brings the maintainers' edits.
    const merged = since === defaultBranch || paths.length === 0 ? null : await run.ciFiles?.(paths);
    return ciChange(merged === null || merged === undefined ? paths : notTheDefaults(paths, merged), since);
}
/**
 * Green: what the CI jobs were seen to run, held against the inventory sealed at the last accept
 * (what-ran.ts); read on every green head, an approved one too, whose inventory is the new
 * baseline.
 */
async function whatRanOf(screening, reduction, run) {
    if (reduction.status !== 'success' || run.whatRan === undefined)
        return null;
    const baseline = screening.memory.whatRan;
    const { green, seen } = await run.whatRan(baseline);
    return {
        findings: (0,what_ran/* whatRanFindings */.W7)(baseline, green, seen),
        next: (0,what_ran/* nextWhatRan */.fu)(baseline, green, seen)
    };
}
/**
 * The failing tests when they are flake candidates (flake.ts): asked once per commit, only for a
 * test failure; the compare with the last accepted commit only when the tests are not known
 * flakes, and the failing test files' text only when the compare leaves changed code that only
 * their imports can rule out.
 */
async function flakeOf(screening, failure, run) {
    const { memory, headSha } = screening;
    if (failure.failureClass !== 'test' || (0,ledger_memory/* rerunsOn */.J1)(memory, headSha) > 0)
        return null;
    const known = memory.flakes ?? [];
    const fromKnown = flakeCandidates(failure, null, known);
    if (fromKnown !== null || run.changedSince === undefined)
        return fromKnown;
    const accepted = memory.acceptedSha;
    if (accepted === undefined || accepted === headSha)
        return null;
    const changed = await run.changedSince(accepted);
    if (changed === null)
        return null;
    const paths = changed.flatMap((f) => [
        f.path,
        ...(f.previousPath === null ? [] : [f.previousPath])
    ]);
    // The test files' imports only when the names and folders cannot settle it: one more read.
    const wanted = testFilesToRead(failure, paths);
    const sources = wanted.length === 0 ? null : await run.testSources?.(wanted);
    return flakeCandidates(failure, paths, known, sources ?? undefined);
}
/** Step 5a on a commit's checks with the gate's inputs; `ownRunId`: the gate's workflow run. */
function reduceForGate(checks, config, ownRunId) {
    const ignored = checkMatcher(config.ignoreChecks);
    const reduction = reduceChecks(checks, {
        exclude: (check) => ignored(check) ||
            // The gate's own job is a check on the commit when it runs on the same SHA: known by its
            // workflow run, as GitHub placed it, never by a link another app could have written.
            (ownRunId !== null && check.workflow?.runId === ownRunId)
    });
    return requireChecks(reduction, config.requiredChecks);
}
/** The rows of the state file a decision reads but the gate does not own. */
function fileView(state) {
    return {
        completed: state.completed,
        completedReason: state.completedReason,
        iterationCount: state.iterationCount,
        pauseReason: state.pauseReason
    };
}
function limitsOf(config) {
    return {
        maxFixAttempts: config.maxFixAttempts,
        wallClockMinutes: config.wallClockMinutes,
        unknownClassAttempts: config.unknownFailureAttempts,
        infraReruns: config.infraReruns,
        maxFixCostUsd: config.maxFixCost,
        fixCostEstimateUsd: config.fixCostEstimate
    };
}
/** The evaluation with CI evidence required of a green (ci-evidence.ts) for these workflows. */
function withCiEvidence(evaluation, facts, wanted) {
    const evidence = ciEvidence(facts, wanted);
    const ruled = requireCiEvidence(evaluation.reduction, evidence);
    return { ...evaluation, reduction: ruled, ciMissing: ciMissing(evaluation.reduction, evidence) };
}
/**
 * A decision made on the checks remembers the workflows it needed a run of, so the sweep and a
 * manual retry, which no CI run wakes, ask a run of the same ones.
 */
function rememberCi(verdict, memory, wanted) {
    const known = memory.ciWorkflows ?? [];
    const added = wanted.filter((w) => !known.includes(w));
    if (verdict.decision === 'skip' || added.length === 0)
        return verdict;
    return { ...verdict, next: { ...(verdict.next ?? memory), ciWorkflows: [...known, ...added] } };
}

;// CONCATENATED MODULE: ./src/rules/ledger/ledger.ts
/** Enough for many iterations' history; the file stays a few hundred KB at most. */
const MAX_ENTRIES = 100;
function newLedger(program, repository) {
    return { program, ...(repository === undefined ? {} : { repository }), entries: [] };
}
function lastEntry(ledger) {
    return ledger.entries.at(-1);
}
function lastSeq(ledger) {
    return lastEntry(ledger)?.seq ?? 0;
}
function entryAt(ledger, seq) {
    return ledger.entries.find((entry) => entry.seq === seq);
}

;// CONCATENATED MODULE: ./src/rules/ledger/anchor.ts
// Whose ledger counts. A ledger names its program and repository; with an audit key it is sealed,
// and each decision is anchored outside the state branch, in an Actions cache entry scoped to the
// default branch, which cannot be changed once made. The anchor that counts is the highest
// (epoch, entry) recorded, not the newest: an entry someone else made in that scope can then only
// claim more than the ledger holds, which pauses the program, never less, which would hide a
// rollback. A maintainer's reset starts a new epoch, above every anchor made before. A ledger that
// is not the one the gate last wrote (rolled back, emptied, swapped, re-sealed) is told here. Pure.


/** GitHub removes a cache entry nobody used for seven days. */
const CACHE_EVICTION_MS = 7 * 24 * 3600 * 1000;
const PREFIX = 'green-gate-anchor/';
/** The cache keys of one program's anchors all start so. */
function anchorKeyPrefix(program) {
    return `${PREFIX}${program}/`;
}
function anchorKey(program, anchor) {
    return `${anchorKeyPrefix(program)}${anchor.epoch}/${anchor.seq}/${anchor.hash}`;
}
/**
 * The anchor a cache key records, when it is one of `program`'s. Read from the right: a program
 * whose name starts with another's (`api` and `api/v2`) never reads the other's keys.
 */
function parseAnchorKey(key, program) {
    const prefix = anchorKeyPrefix(program);
    if (!key.startsWith(prefix))
        return null;
    const rest = key.slice(prefix.length);
    const match = /^(\d+)\/(\d+)\/((?:hmac-sha256|sha256):[0-9a-f]{64})$/.exec(rest);
    if (match === null)
        return null;
    return { epoch: Number(match[1]), seq: Number(match[2]), hash: match[3] };
}
/** The highest anchor among these cache keys that is one of the program's. */
function highestAnchor(keys, program) {
    let best = null;
    for (const key of keys) {
        const anchor = parseAnchorKey(key, program);
        if (anchor !== null && (best === null || above(anchor, best)))
            best = anchor;
    }
    return best;
}
function above(a, b) {
    return a.epoch !== b.epoch ? a.epoch > b.epoch : a.seq > b.seq;
}
/** The ledger's epoch: 0 until a maintainer's reset accepts it as it stands. */
function epochOf(ledger) {
    return ledger.epoch ?? 0;
}
/** Why this ledger is not the program's as the gate last wrote it; null when it is. */
function ledgerTamper(ledger, identity) {
    if (ledger !== null && ledger.program !== identity.program)
        return `the ledger names program ${JSON.stringify(ledger.program)}`;
    if (ledger?.repository !== undefined && ledger.repository !== identity.repository)
        return `the ledger names repository ${JSON.stringify(ledger.repository)}`;
    const key = identity.auditKey;
    if (key === null)
        return null;
    if (ledger !== null && (0,chain/* checkSeal */._L)(ledger, key) === 'broken')
        return 'its seal does not match';
    return anchorTamper(ledger, identity.anchor, identity.now);
}
/** The ledger against its anchor: it may have moved on from it, never back or aside. */
function anchorTamper(ledger, lookup, now) {
    if (lookup.kind === 'unchecked')
        return null;
    const last = ledger?.entries.at(-1);
    if (lookup.kind === 'none') {
        // A ledger that records an anchor found before has lost it, which GitHub does by itself
        // only to an entry unused for a week.
        const evicted = last !== undefined && now.getTime() - Date.parse(last.at) >= CACHE_EVICTION_MS;
        return ledger?.anchored === undefined || last === undefined || evicted
            ? null
            : `no anchor records entry ${last.seq}`;
    }
    const { epoch, seq, hash } = lookup.anchor;
    if (ledger === null || last === undefined)
        return `the ledger is ${ledger === null ? 'gone' : 'empty'}; its anchor records entry ${seq}`;
    // A ledger past a reset the anchors do not show yet has moved on; one before it, back.
    if (epochOf(ledger) > epoch)
        return null;
    if (epochOf(ledger) < epoch)
        return `rolled back to before a reset (epoch ${epochOf(ledger)}; its anchor records epoch ${epoch})`;
    if (last.seq < seq)
        return `rolled back to entry ${last.seq}; its anchor records entry ${seq}`;
    const anchored = entryAt(ledger, seq);
    if (anchored !== undefined && (0,chain/* hashOf */.qQ)(ledger, anchored) !== hash)
        return `entry ${seq} is not the one anchored`;
    return null;
}
/** The ledger is this program's own, whatever its entries say: its counters are its own. */
function isOwnLedger(ledger, identity) {
    return (ledger.program === identity.program &&
        (ledger.repository === undefined || ledger.repository === identity.repository));
}

// EXTERNAL MODULE: ./src/rules/gate/decision.ts
var gate_decision = __nccwpck_require__(4257);
;// CONCATENATED MODULE: ./src/rules/gate/last-event.ts

function formatLastEvent(event) {
    return `${event.decision} ${event.eventKey} ${event.at}`;
}
/** Lenient: a row a person edited into another shape reads as no last event. */
function parseLastEvent(value) {
    const [decision, eventKey, at, ...rest] = (value ?? '').trim().split(/\s+/);
    if (rest.length > 0 || eventKey === undefined || at === undefined)
        return null;
    if (!gate_decision/* DECISIONS */.Y.includes(decision))
        return null;
    return { decision: decision, eventKey, at };
}

;// CONCATENATED MODULE: ./src/rules/gate/reconcile.ts
// Reads the state file against the ledger: which memory to decide from, whether a person (or
// autoloop) changed `Paused` since the gate wrote it, and whether the file is behind the ledger
// (a memory save copied an older copy over it). Pure.







/**
 * `auditKey`: the key the ledger's audit chain is checked with; null: plain hashes only.
 * `identity`: whose ledger this must be, and its anchor; null: not checked (the CLI).
 */
function reconcile(ledger, doc, auditKey = null, identity = null) {
    const tampered = identity === null ? null : ledgerTamper(ledger, identity);
    const sealed = ledger !== null && auditKey !== null && (0,chain/* checkSeal */._L)(ledger, auditKey) === 'ok';
    const found = reconcileFound(ledger, doc, auditKey, identity);
    return { ...found, tampered, sealed: sealed && tampered === null, refusedUnpause: null };
}
function reconcileFound(ledger, doc, auditKey, identity) {
    // Another program's ledger tells nothing of this one; a ledger the anchor says was emptied or
    // removed is not replaced by the file's rows, which the agent can write.
    const foreign = ledger !== null && identity !== null && !isOwnLedger(ledger, identity);
    const anchored = identity?.anchor.kind === 'found';
    const last = ledger === null || foreign ? undefined : lastEntry(ledger);
    if (ledger === null || foreign || last === undefined) {
        return foreign || anchored ? unknownMemory() : adopt(doc.state);
    }
    const fileSeq = doc.state.ciLedger;
    const shown = fileSeq === null ? undefined : entryAt(ledger, fileSeq);
    // Steering is read only from a file whose Paused row the scheduler reads. Against a rendering
    // the gate knows, any change counts; against none (the row is missing), only a pause the gate
    // did not write, since a file without the gate's pause may just be older.
    const steering = !doc.heading.schedulerFinds
        ? 'none'
        : shown !== undefined
            ? steeringFrom(shown.memory.hold, doc.state)
            : steeringFrom(last.memory.hold, doc.state) === 'pause'
                ? 'pause'
                : 'none';
    return {
        memory: last.memory,
        steering,
        behind: fileSeq !== last.seq,
        shownSeq: shown?.seq ?? null,
        auditBreak: (0,chain/* verifyChain */.H5)(ledger, auditKey).firstBroken?.seq ?? null,
        adopted: false
    };
}
/** Nothing the gate can trust is known of the program: it starts from nothing, rows rewritten. */
function unknownMemory() {
    return {
        memory: (0,ledger_memory/* emptyMemory */.l4)(),
        steering: 'none',
        behind: true,
        shownSeq: null,
        auditBreak: null,
        adopted: false
    };
}
function steeringFrom(rendered, state) {
    const renderedPaused = rendered.kind !== 'none';
    const renderedReason = (0,ledger_memory/* holdReasonText */.Zr)(rendered);
    const reason = renderedReason === null ? null : (0,rules_state/* schedulerSafe */.lx)(renderedReason);
    if (state.paused && (!renderedPaused || (state.pauseReason ?? null) !== reason))
        return 'pause';
    if (!state.paused && renderedPaused)
        return 'unpause';
    return 'none';
}
/**
 * A file the gate kept before it had a ledger: its CI rows become the memory, once. A pause
 * the gate recorded as its last event is its own; any other pause is someone else's.
 */
function adopt(state) {
    const last = parseLastEvent(state.ciLastEvent);
    const gatePaused = last?.decision === 'pause';
    const hold = !state.paused
        ? { kind: 'none' }
        : gatePaused
            ? { kind: 'paused', reason: legacyPause(state.pauseReason, state.ciSignature) }
            : { kind: 'manual', reason: state.pauseReason };
    const memory = {
        ...(0,ledger_memory/* emptyMemory */.l4)(),
        hold,
        iteration: state.iterationCount,
        clockStarted: state.ciGateStarted,
        // Only the count survives from before the ledger; the attempts' details were in prose.
        attempts: Array.from({ length: state.ciFixAttempts }, (_, i) => ({
            attempt: i + 1,
            commit: state.ciHeadSha ?? '',
            signature: state.ciSignature ?? UNKNOWN_SIGNATURE,
            failureClass: 'unknown',
            runUrl: null,
            at: state.ciGateStarted ?? '',
            outcome: i + 1 === state.ciFixAttempts && last?.decision === 'fix' ? 'with-fixer' : 'new-failure'
        })),
        signature: state.ciSignature,
        headSha: state.ciHeadSha,
        lastEvent: last
    };
    const steering = !state.paused && gatePaused ? 'unpause' : 'none';
    return { memory, steering, behind: false, shownSeq: null, auditBreak: null, adopted: true };
}
/** The pause reason the gate wrote before it had a ledger, read back once. */
function legacyPause(text, signature) {
    const [kind, ...rest] = (text ?? '').split(': ');
    const named = rest.join(': ') || signature || UNKNOWN_SIGNATURE;
    if (kind === 'ci-timeout')
        return { kind: 'ci-timeout' };
    if (kind === 'stuck in CI fix loop')
        return { kind: 'stuck', signature: named };
    return { kind: 'ci-fix-exhausted', signature: named };
}

// EXTERNAL MODULE: ./src/rules/state/fields.ts + 1 modules
var fields = __nccwpck_require__(6519);
// EXTERNAL MODULE: ./src/rules/gate/path-template.ts
var path_template = __nccwpck_require__(6799);
;// CONCATENATED MODULE: ./src/rules/issue/comments.ts
// What the gate says on the program issue, written for a person skimming it: what happened, on
// which commit, with links, and what happens next. Pure: plain data in, markdown out.


// Pipes and line breaks from signatures and reasons must not break the comments' tables.


function statusMarker(program) {
    return `<!-- green-gate:status program=${program} -->`;
}
/** Each decision's mark, wherever a table names one. */
const ICON = {
    accept: '✅',
    fix: '🔧',
    wait: '⏳',
    pause: '⚠️',
    skip: '➖',
    rerun: '🔁',
    blocked: '✋'
};
/** The short comment added for each accept, fix or pause (a pause's is the loud one). */
function eventComment(f) {
    // Branch names and signatures come from the agent and the log: a backtick in them must not
    // end the code span and let the rest render as markdown (mentions, links).
    const where = `${commitLink(f)} on ${inlineCode(f.branch)}${pullRef(f)}${runLinks(f)}`;
    if (f.keeper === true && f.decision !== 'pause')
        return keeperComment(f, where);
    switch (f.decision) {
        case 'accept':
            return [
                `${ICON.accept} **green-gate · ${noMentions(f.program)}**: CI is green on ${where}.`,
                '',
                `Iteration accepted${f.attempt > 0 ? ` after ${plural(f.attempt, 'fix attempt')}` : ''}; the fix budget is reset for the next one.`
            ].join('\n');
        case 'fix':
            return [
                `${ICON.fix} **green-gate · ${noMentions(f.program)}**: CI failed on ${where}.`,
                '',
                `Fix attempt **${f.attempt} of ${f.maxAttempts}** handed to the fixer. Class: \`${f.failureClass ?? 'unknown'}\`. Signature: ${inlineCode(f.signature ?? '—')}.`,
                '',
                'Next: the fixer pushes a commit to the branch, CI runs on it, and the gate looks again. Until CI is green or the gate gives up, the state file holds the program (`Paused` true, reason `ci-fix-in-progress`) so autoloop starts no new iteration on a red branch.',
                ...(f.noFixer ? ['', `⚠️ **No fixer:** ${f.noFixer}.`] : [])
            ].join('\n');
        case 'pause':
            return pauseComment(f);
        case 'blocked':
            return [
                `${ICON.blocked} **green-gate · ${noMentions(f.program)}**: CI on ${where} is waiting for a maintainer's approval.`,
                '',
                `${inlineCode(f.reason)}`,
                '',
                "A maintainer with write access can approve the workflow run from the run's page. No fix attempt is spent; the state file holds the program (`Paused` true, reason `ci-blocked`) until CI has run, and the gate decides again when it completes."
            ].join('\n');
        case 'wait':
        case 'skip':
        case 'rerun':
            // Only decisions that change something are announced; effects.ts never asks for these.
            throw new Error(`no event comment for a ${f.decision}`);
    }
}
/** The keeper's fix handed out, or its release of the program. */
function keeperComment(f, where) {
    const head = `**green-gate keeper · ${noMentions(f.program)}**`;
    if (f.decision === 'accept') {
        return [
            `${ICON.accept} ${head}: CI is green on ${where}.`,
            '',
            `Released after ${plural(f.attempt, 'keeper attempt')}: \`Paused\` is false again and autoloop may start its next iteration.`
        ].join('\n');
    }
    return [
        `${ICON.fix} ${head}: CI is red on ${where}; the program is paused (${inlineCode(f.pauseReason ?? '')}).`,
        '',
        `Keeper attempt **${f.attempt} of ${f.maxAttempts}** handed to the fixer with fresh context: what the earlier attempts tried, and a request for a different approach. Class: \`${f.failureClass ?? 'unknown'}\`. Signature: ${inlineCode(f.signature ?? '—')}.`,
        '',
        'The program stays paused until CI is green on a keeper fix; then the keeper releases it.',
        ...(f.noFixer ? ['', `⚠️ **No fixer:** ${f.noFixer}.`] : [])
    ].join('\n');
}
/** The loud one: why the program stopped, what was tried, how to start it again. */
function pauseComment(f) {
    const lines = [
        `## ${ICON.pause} green-gate paused ${inlineCode(f.program)}`,
        '',
        ...(f.keeper === true
            ? [
                `The keeper's ${f.maxAttempts} attempts did not make CI green: the program stays paused, and the keeper does not try again on this commit.`,
                ''
            ]
            : []),
        // Reasons quote signatures and check names, which come from the log: shown as code, never
        // rendered (no mentions, no links).
        `**${inlineCode(f.pauseReason ?? f.reason)}**`,
        '',
        `Commit ${commitLink(f)} on ${inlineCode(f.branch)}${pullRef(f)}${runLinks(f)}. Fix attempts spent: ${f.attempt} of ${f.maxAttempts}.`
    ];
    if (f.signature !== null)
        lines.push('', `Failure signature: ${inlineCode(f.signature)}`);
    if (f.weakening)
        lines.push('', ...weakeningLines(f.weakening));
    const recent = f.attempts.slice(-3);
    if (recent.length > 0)
        lines.push('', 'Most recent fix attempts:', '', ...timeline(recent, f));
    if (f.pauseReason?.startsWith('audit-broken:') === true) {
        lines.push('', `The audit chain of ${inlineCode(f.ledgerFile)} does not verify: \`green-gate audit verify\` names the broken entry. Restore it from the state branch's history before resuming; resuming on a broken chain pauses again.`);
    }
    lines.push('', `Nothing was reverted: the branch stays as the fixer left it${f.pullNumber === null ? '' : `, and the pull request is labelled \`${f.needsHumanLabel}\``}.`, '', '**To resume**, after looking at the branch:', `- set \`| Paused | false |\` in [\`${f.stateFile}\`](${f.stateFileUrl}); the next CI result starts a fresh budget of ${f.maxAttempts} fix attempts; or`, `- run the green-gate retry workflow with ${inlineCode(`program: ${f.program}`)} and \`reset: true\` to re-evaluate the branch head now.`);
    return lines.join('\n');
}
/**
 * What the fix commits did, each finding with its place and the diff line quoted as it stands:
 * the line is the fix's (agent-written) text, so it is fenced, never rendered.
 */
function weakeningLines({ by, findings }) {
    const quotes = findings.flatMap((w) => (w.quote === null ? [] : [w.quote]));
    const fence = fenceFor(quotes.join('\n'));
    return [
        `CI is green, but the ${by === 'fix' ? 'fix' : "iteration's"} commits check less than before, so the gate did not accept:`,
        '',
        ...findings.map((w) => `- ${inlineCode(weakeningText(w))}`),
        ...(quotes.length === 0 ? [] : ['', `${fence}diff`, ...quotes, fence]),
        '',
        'If the change is right (the test was wrong, the threshold too strict), resume the program as below and the branch is accepted as it is.'
    ];
}
/**
 * The one comment per program that is edited in place: the program's state at a glance (`table`,
 * from `statusTable`). The decision that posts it puts what it says (`said`) above the table.
 */
function statusComment(program, table, said = []) {
    // A blank line after each part keeps it a paragraph of its own above the table's heading.
    return [statusMarker(program), ...said.map((s) => `${s}\n`), table].join('\n');
}
/**
 * The program's state as a heading and a table: the status comment's body, the reply to
 * `/green-gate status`, and what `green-gate status --table` prints.
 */
function statusTable(f, now) {
    const rows = [
        ['Last decision', `${ICON[f.decision]} ${f.decision}: ${(0,untrusted/* inlineCode */.ti)(f.reason)}`],
        ['Commit', `${commitLink(f)}${pullRef(f)}${runLinks(f)}`],
        ['Fix attempts', `${f.spent} of ${f.maxAttempts}`],
        ...(f.spend === null
            ? []
            : [['Fix spending today (UTC)', (0,rules_text/* spendText */.kJ)(f.spend)]]),
        ['Signature', f.signature === null ? '—' : (0,untrusted/* inlineCode */.ti)(f.signature)],
        ['Paused', pausedCell(f)],
        ...(f.command === undefined || f.command === null
            ? []
            : [['Last command', commandCell(f.command)]]),
        ...((f.flakes ?? []).length === 0
            ? []
            : [['Known flakes', (f.flakes ?? []).map(untrusted/* inlineCode */.ti).join(', ')]]),
        ['State file', `[\`${f.stateFile}\`](${f.stateFileUrl})`],
        ['Updated', (0,rules_text/* isoSeconds */.nE)(now)]
    ];
    const lines = [
        `### green-gate status · ${(0,untrusted/* inlineCode */.ti)(f.program)}`,
        '',
        '| | |',
        '| --- | --- |',
        ...rows.map(([k, v]) => `| ${k} | ${(0,untrusted/* escapeCell */.kq)(v)} |`)
    ];
    if (f.attempts.length > 0) {
        const title = f.decision === 'accept'
            ? `The accepted iteration's fix attempts (the next one starts at 0 of ${f.maxAttempts}):`
            : "This iteration's fix attempts:";
        lines.push('', title, '', ...timeline(f.attempts, f));
    }
    return lines.join('\n');
}
/**
 * The fix attempts as a table, one row each: what was handed out, on what, and how it ended; what
 * it cost, when a fixer reported any attempt's cost.
 */
function timeline(attempts, f) {
    const costs = attempts.some((a) => a.costUsd !== undefined);
    const rows = attempts.map((a) => {
        // Signatures come from logs: test names in them can hold backticks, pipes and mentions.
        const cells = [
            `${a.attempt}/${f.maxAttempts}`,
            ...[(0,rules_text/* shortSha */.Fu)(a.commit), a.signature, a.failureClass].map(untrusted/* inlineCode */.ti),
            ledger_memory/* OUTCOME_TEXT */.r8[a.outcome],
            ...(costs ? [a.costUsd === undefined ? '—' : (0,rules_text/* usd */.dR)(a.costUsd)] : []),
            a.runUrl === null ? '—' : `[CI run](${a.runUrl})`
        ];
        return `| ${cells.map(untrusted/* escapeCell */.kq).join(' | ')} |`;
    });
    const header = (0,ledger_memory/* timelineColumns */.fJ)(costs);
    return [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...rows];
}
/** One line when a memory save had reverted the gate's rows and the gate wrote them again. */
function repairComment(f, shownSeq) {
    const was = shownSeq === null ? 'an older copy' : `ledger entry ${shownSeq}`;
    return `♻️ **green-gate · ${f.program}**: [\`${f.stateFile}\`](${f.stateFileUrl}) showed ${was}, not the gate's latest decision (a memory save copied an older file over it); its CI rows were written again from ${inlineCode(f.ledgerFile)}.`;
}
/** A lift of `Paused` that no person with write access made straight after the pause, undone. */
function refusedUnpauseComment(f, refusal) {
    return `🛡️ **green-gate · ${f.program}**: [\`${f.stateFile}\`](${f.stateFileUrl}) had \`Paused\` set to false ${refusalText(refusal)}; the gate's pause was written back. To resume, a maintainer sets \`| Paused | false |\` or runs the retry workflow with \`reset: true\`.`;
}
function refusalText(refusal) {
    switch (refusal.kind) {
        case 'not-a-maintainer':
            return `by ${inlineCode(refusal.by)}, who is not a person with write access to this repository`;
        case 'broken-chain': {
            const version = refusal.by === null ? 'a version it cannot read' : `a version by ${inlineCode(refusal.by)}`;
            return `after ${version} (commit ${inlineCode(shortSha(refusal.commit))}) came between the gate's pause and the lift`;
        }
        case 'unseen':
            return "but the file's recent history does not show the gate's latest pause and a person's lift after it";
    }
}
/** A maintainer's command: which, by whom, and a link to the comment. */
function commandCell(command) {
    return `${(0,untrusted/* inlineCode */.ti)(`/green-gate ${command.command}`)} by ${(0,untrusted/* inlineCode */.ti)(command.by)} ([comment](${command.url}))`;
}
/** The state file's Paused row in words: a loud pause, the fix loop's hold, or running. */
function pausedCell(f) {
    if (f.hold !== undefined)
        return holdCell(f.hold);
    if (f.decision === 'pause')
        return `yes: ${(0,untrusted/* inlineCode */.ti)(f.pauseReason ?? '')}`;
    if (f.decision === 'fix')
        return 'held while the fix runs (`ci-fix-in-progress`)';
    if (f.decision === 'blocked')
        return 'held until CI is approved (`ci-blocked`)';
    return 'no';
}
/** The hold itself in words, when a command set or lifted it after the last decision. */
function holdCell(hold) {
    switch (hold.kind) {
        case 'none':
            return 'no';
        case 'fixing':
            return 'held while the fix runs (`ci-fix-in-progress`)';
        case 'blocked':
            return 'held until CI is approved (`ci-blocked`)';
        case 'paused':
        case 'manual':
            return `yes: ${(0,untrusted/* inlineCode */.ti)((0,ledger_memory/* holdReasonText */.Zr)(hold) ?? 'no reason given')}`;
    }
}
function commitLink(f) {
    // A program the gate has not yet judged a commit of has none to link to.
    if (f.headSha === '')
        return '—';
    return `[\`${(0,rules_text/* shortSha */.Fu)(f.headSha)}\`](${f.commitUrl})`;
}
function pullRef(f) {
    if (f.pullNumber === null)
        return '';
    return f.pullUrl === null ? ` (#${f.pullNumber})` : ` ([#${f.pullNumber}](${f.pullUrl}))`;
}
function runLinks(f) {
    const links = [
        f.ciRunUrl === null ? null : `[CI run](${f.ciRunUrl})`,
        f.gateRunUrl === null ? null : `[gate run](${f.gateRunUrl})`
    ].filter((l) => l !== null);
    return links.length === 0 ? '' : ` · ${links.join(' · ')}`;
}

;// CONCATENATED MODULE: ./src/rules/issue/programs-table.ts


const STATE = {
    none: 'active',
    fixing: '🔧 fixing',
    paused: '⚠️ paused',
    manual: '⏸️ paused by hand',
    blocked: '✋ awaiting approval'
};
const COLUMNS = [
    'Program',
    'State',
    'Fix attempts',
    'Last decision',
    'When',
    'Pause reason',
    'Links'
];
/** The programs' table under a heading, by program name; a line saying so when there is none. */
function programsTable(programs) {
    const heading = `### green-gate · ${programs.length} program${programs.length === 1 ? '' : 's'}`;
    if (programs.length === 0)
        return `${heading}\n\nNo program has a state file or a ledger yet.`;
    const rows = [...programs]
        .sort((a, b) => (a.program < b.program ? -1 : a.program > b.program ? 1 : 0))
        .map((f) => {
        const decided = f.decidedAt ?? null;
        // Log text can sit in a pause reason: it is code, and a cell.
        const cells = [
            (0,untrusted/* inlineCode */.ti)(f.program),
            STATE[(f.hold ?? { kind: 'none' }).kind],
            `${f.spent} of ${f.maxAttempts}`,
            decided === null ? '—' : `${ICON[f.decision]} ${f.decision}`,
            decided ?? '—',
            f.pauseReason === null ? '—' : (0,untrusted/* inlineCode */.ti)(f.pauseReason),
            links(f)
        ];
        return `| ${cells.map(untrusted/* escapeCell */.kq).join(' | ')} |`;
    });
    return [
        heading,
        '',
        `| ${COLUMNS.join(' | ')} |`,
        `|${' --- |'.repeat(COLUMNS.length)}`,
        ...rows
    ].join('\n');
}
function links(f) {
    return [
        `[state](${f.stateFileUrl})`,
        ...(f.headSha === '' ? [] : [`[commit](${f.commitUrl})`]),
        ...(f.ciRunUrl === null ? [] : [`[CI run](${f.ciRunUrl})`])
    ].join(' · ');
}

// EXTERNAL MODULE: ./src/adapters/github/state-file.ts
var state_file = __nccwpck_require__(4726);
;// CONCATENATED MODULE: ./src/rules/steer/status-facts.ts


function programView(ledger) {
    const newest = ledger?.entries.at(-1);
    if (ledger === null || newest === undefined)
        return null;
    const entries = [...ledger.entries].reverse();
    return {
        memory: newest.memory,
        decided: entries.find((e) => e.steer === undefined) ?? null,
        command: entries.find((e) => e.steer !== undefined)?.steer ?? null
    };
}
/** The ledger's view, else the state file's rows as the gate would first read them. */
function viewOf(ledger, doc) {
    return (programView(ledger) ?? {
        memory: doc === null ? (0,ledger_memory/* emptyMemory */.l4)() : reconcile(null, doc).memory,
        decided: null,
        command: null
    });
}
function statusFacts(program, view, place) {
    const { memory, decided } = view;
    const headSha = memory.headSha ?? decided?.headSha ?? '';
    return {
        program,
        decision: decided?.decision ?? 'skip',
        reason: decided?.reason ?? 'no decision on CI yet',
        branch: place.branch,
        headSha,
        commitUrl: `${place.repoUrl}/commit/${headSha}`,
        pullNumber: null,
        pullUrl: null,
        ciRunUrl: decided?.runUrl ?? null,
        gateRunUrl: null,
        attempt: memory.attempts.length,
        maxAttempts: place.maxAttempts,
        signature: memory.signature,
        failureClass: decided?.failure?.failureClass ?? null,
        pauseReason: (0,ledger_memory/* holdReasonText */.Zr)(memory.hold),
        stateFile: place.stateFile,
        stateFileUrl: place.stateFileUrl,
        ledgerFile: place.ledgerFile,
        needsHumanLabel: place.needsHumanLabel,
        attempts: memory.attempts,
        spent: memory.attempts.length,
        noFixer: null,
        spend: null,
        hold: memory.hold,
        command: view.command,
        flakes: memory.flakes ?? [],
        decidedAt: decided?.at ?? null
    };
}

;// CONCATENATED MODULE: ./src/flow/steer/status-place.ts
// Where a program lives, as the status table links it: the same for the status comment, the
// reply to `/green-gate status`, the sweep's table and `green-gate status --table` and `--all`.



function statusPlace(at, config) {
    const repoUrl = `${at.serverUrl}/${at.repository.owner}/${at.repository.repo}`;
    const { state, ledger } = at.files;
    return {
        repoUrl,
        branch: at.branch,
        stateFile: (0,state_file/* describeLocation */.l)(state),
        stateFileUrl: `${repoUrl}/blob/${state.branch}/${state.path}`,
        ledgerFile: (0,state_file/* describeLocation */.l)(ledger),
        maxAttempts: config.maxFixAttempts,
        needsHumanLabel: config.needsHumanLabel
    };
}
/**
 * A program's status facts where it lives: from its ledger, else its state file's rows. The
 * sweep's table of every program and `green-gate status --table` and `--all` read them so.
 */
function programStatus(at, config, program) {
    const branch = (0,gate_branch/* branchForProgram */.OI)(config.branchPattern, program.name) ?? program.name;
    const place = statusPlace({ ...at, branch }, config);
    return statusFacts(program.name, viewOf(program.ledger, program.doc), place);
}

;// CONCATENATED MODULE: ./src/entry/cli/status-table.ts
// `green-gate status --table` and `--all`: a program's state as the status table, and every
// program's as one table, rendered from the ledgers (or, without one, from the state files' rows)
// by the same rules as the reply to `/green-gate status` and the sweep's job summary, so they all
// print the same facts for the same files.










const TABLE_OPTIONS = {
    table: {
        kind: 'flag',
        description: "print the program's state as the status table, as `/green-gate status` replies"
    },
    all: {
        kind: 'flag',
        description: 'print every program in one table, from a checkout of the state branch (the argument, default .) or over the API with --token-env'
    },
    'token-env': {
        kind: 'value',
        placeholder: 'NAME',
        description: 'with --all: read the state branch over the API with the token in this environment variable (with --repository)'
    },
    ledger: {
        kind: 'value',
        placeholder: 'FILE',
        description: "with --table: the program's ledger (.green-gate/<program>.json on the state branch)"
    },
    repository: {
        kind: 'value',
        placeholder: 'OWNER/NAME',
        description: "with --table or --all: the repository the links point at (default: the ledger's)"
    },
    'server-url': {
        kind: 'value',
        placeholder: 'URL',
        description: 'with --table or --all: the GitHub server the links point at (default: https://github.com)'
    }
};
async function statusTableOf(values, given) {
    const ledger = values.ledger === undefined ? null : await readLedger(values.ledger);
    const program = ledger?.program ?? (0,external_node_path_.basename)(given.label).replace(/\.md$/, '');
    const facts = programFacts(values, given.config, { program, ledger, doc: given.doc });
    return statusTable(facts, given.now);
}
/**
 * Every program with a state file or a ledger: read over the API with --token-env (as the sweep
 * reads them), else from `dir`, a checkout of the state branch.
 */
async function allProgramsTable(values, dir, config) {
    if (values['token-env'] !== undefined && dir !== undefined)
        throw new errors/* GateError */.u('--all reads a checkout DIR or the API (--token-env), not both');
    const found = values['token-env'] === undefined
        ? await readCheckout(dir ?? '.', config)
        : await readOverApi(values, values['token-env'], config);
    const repository = found.find((f) => f.ledger?.repository !== undefined)?.ledger?.repository;
    const withRepo = repository === undefined ? values : { repository, ...values };
    return programsTable(found.map((f) => programFacts(withRepo, config, f)));
}
async function readCheckout(dir, config) {
    const found = [];
    for (const program of listPrograms(dir, config)) {
        const ledger = await readOptional((0,external_node_path_.join)(dir, (0,path_template/* pathFor */.p0)(config.ledgerPath, program)), readLedger);
        const state = await readOptional((0,external_node_path_.join)(dir, (0,path_template/* pathFor */.p0)(config.statePath, program)), readState);
        found.push({ program, ledger, doc: state?.doc ?? null });
    }
    return found;
}
/** The state branch over the API (GITHUB_API_URL, as the action, for GitHub Enterprise). */
async function readOverApi(values, name, config) {
    const token = process.env[name] ?? '';
    if (token === '')
        throw new errors/* GateError */.u(`--token-env ${name}: the variable is unset or empty`);
    const [owner = '', repo = ''] = (values.repository ?? '').split('/');
    if (owner === '' || repo === '')
        throw new errors/* GateError */.u('--token-env needs --repository OWNER/NAME');
    // Loaded only here: the API client is most of the action's bundle, and no other command needs it.
    const [{ createClient }, { readPrograms }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(421), __nccwpck_require__.e(159), __nccwpck_require__.e(239)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3239)),
        Promise.all(/* import() */[__nccwpck_require__.e(421), __nccwpck_require__.e(889)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5889))
    ]);
    const { swept } = await readPrograms(createClient(token), { owner, repo }, config);
    return [...swept].map(([program, { ledger, doc }]) => ({ program, ledger, doc }));
}
/** The facts of one program's table: its ledger's view, else its state file's rows. */
function programFacts(values, config, at) {
    const [owner = '', repo = ''] = (values.repository ?? at.ledger?.repository ?? '').split('/');
    if (owner === '' || repo === '') {
        throw new errors/* GateError */.u('--table and --all need --repository OWNER/NAME (the ledger names none)');
    }
    return programStatus({
        serverUrl: (values['server-url'] ?? 'https://github.com').replace(/\/+$/, ''),
        repository: { owner, repo },
        files: {
            state: { branch: config.stateBranch, path: (0,path_template/* pathFor */.p0)(config.statePath, at.program) },
            ledger: { branch: config.stateBranch, path: (0,path_template/* pathFor */.p0)(config.ledgerPath, at.program) }
        }
    }, config, { name: at.program, ledger: at.ledger, doc: at.doc });
}
/** The programs in a checkout, found as the sweep finds them on the branch. */
function listPrograms(dir, config) {
    if (!(0,external_node_fs_namespaceObject.existsSync)(dir))
        throw new errors/* GateError */.u(`${dir}: no such folder (check out the state branch)`);
    const names = new Set();
    for (const template of [config.statePath, config.ledgerPath]) {
        const folder = (0,path_template/* programListing */.X9)(template).dir;
        for (const entry of entriesOf((0,external_node_path_.join)(dir, folder))) {
            const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
            const type = entry.isFile() ? 'file' : entry.isDirectory() ? 'dir' : 'other';
            const program = (0,path_template/* programFromEntry */.RK)(template, path, type);
            if (program !== null)
                names.add(program);
        }
    }
    return [...names];
}
/** What is directly in a folder of the checkout; nothing when the folder is not there. */
function entriesOf(dir) {
    return (0,external_node_fs_namespaceObject.existsSync)(dir) ? (0,external_node_fs_namespaceObject.readdirSync)(dir, { withFileTypes: true }) : [];
}
/** A file read by `read`, or null when it is not there. */
async function readOptional(path, read) {
    return (0,external_node_fs_namespaceObject.existsSync)(path) ? read(path) : null;
}
async function readLedger(path) {
    const { text, label } = await readInput(path);
    const parsed = (0,codec/* parseLedger */.h)(text);
    if (!parsed.ok)
        throw new errors/* GateError */.u(`${label}: ${parsed.message}`);
    return parsed.ledger;
}

;// CONCATENATED MODULE: ./src/entry/cli/status-command.ts
// `green-gate status STATE_FILE`: what the gate would decide for a program right now. The flags
// are the action's inputs, read by the action's own parser with the action's defaults; the
// checks and the failing log come from files instead of the API, and the decision is gate
// mode's own (judge.ts), so the same inputs give the decision the action gives. Nothing is written.
















/** The action's inputs a decision reads, each a flag of the same name (head-sha is --head). */
const INPUT_FLAGS = {
    head: {
        kind: 'value',
        placeholder: 'SHA',
        description: "input head-sha: the commit, 40 hex digits (default: the state file's CI Head SHA)"
    },
    'max-fix-attempts': { kind: 'value', placeholder: 'N', description: 'fix budget per iteration' },
    'unknown-failure-attempts': {
        kind: 'value',
        placeholder: 'N',
        description: 'fix attempts for a failure of unknown class'
    },
    'wall-clock-minutes': { kind: 'value', placeholder: 'M', description: 'time cap per iteration' },
    'ignore-checks': {
        kind: 'value',
        placeholder: 'PATTERNS',
        description: 'checks to leave out, comma or newline separated'
    },
    'required-checks': {
        kind: 'value',
        placeholder: 'PATTERNS',
        description: 'checks that must have reported before green'
    },
    'log-byte-budget': {
        kind: 'value',
        placeholder: 'BYTES',
        description: 'bytes of failing log in the analysis'
    },
    'max-log-jobs': { kind: 'value', placeholder: 'N', description: 'failing checks read, at most' },
    reset: {
        kind: 'value',
        placeholder: 'BOOL',
        description: 'true: unpause and start a fresh fix budget, as a retry with reset does'
    }
};
const inputName = (flag) => (flag === 'head' ? 'head-sha' : flag);
const flagName = (input) => (input === 'head-sha' ? 'head' : input);
const statusCommand = {
    name: 'status',
    synopsis: 'STATE_FILE | --all [DIR] [--config-file FILE] [--checks FILE] [--log FILE] [--head SHA] [--now ISO] [--ci-started ISO] [--<input> VALUE]... [--exit-status] [--table [--ledger FILE] [--repository OWNER/NAME] [--server-url URL]]',
    summary: 'Print the decision the gate would make for a program; nothing is written.',
    details: [
        "STATE_FILE is the program's state file; --checks takes the head commit's checks in any shape `reduce` reads, and --log the log of the first failing check (any other failing check counts by its name and state, as the action counts a check without a log). One of them may be - for standard input.",
        "The settings come from the repository's settings file as the action reads it (--config-file, default .github/green-gate.yml when there); the other flags are the action's inputs of the same name, which override the file, checked as the action checks them. Prints one JSON line: decision, reason, status, attempt, max_attempts, signature, failure_class, pause_reason.",
        "With --table it prints the program's state instead, as the status table the gate answers `/green-gate status` with: from the ledger given with --ledger, else from the state file's rows; --now sets the table's Updated time.",
        "With --all the argument is a checkout of the state branch (default .), and it prints every program there in one table, as the sweep's job summary shows them: state, fix attempts and budget, last decision and when, pause reason, links."
    ],
    options: {
        checks: {
            kind: 'value',
            placeholder: 'FILE',
            description: "the head commit's checks (default: none yet, pending)"
        },
        log: {
            kind: 'value',
            placeholder: 'FILE',
            description: 'the first failing check’s job log, for the signature and class'
        },
        now: { kind: 'value', placeholder: 'ISO', description: 'the time to decide at (default: now)' },
        'ci-started': {
            kind: 'value',
            placeholder: 'ISO',
            description: 'when the CI run started, as the workflow_run event says (default: unknown)'
        },
        'config-file': CONFIG_FILE_OPTION,
        ...INPUT_FLAGS,
        ...TABLE_OPTIONS,
        'exit-status': EXIT_STATUS_OPTION
    },
    positionals: { min: 0, max: 1, name: 'STATE_FILE' },
    async run({ values, flags, positionals }) {
        if (flags.has('all')) {
            const table = await allProgramsTable(values, positionals[0], await configFrom(values));
            return { output: table, exitCode: 0 };
        }
        if (positionals[0] === undefined)
            throw new errors/* GateError */.u('missing STATE_FILE (see --help)');
        const stdinUsers = [positionals[0], values.checks, values.log].filter((p) => p === '-');
        if (stdinUsers.length > 1)
            throw new errors/* GateError */.u('only one of STATE_FILE, --checks and --log can be - (standard input)');
        const config = await configFrom(values);
        const now = values.now === undefined ? new Date() : isoTime('now', values.now);
        const ciStartedAt = values['ci-started'] === undefined ? null : isoTime('ci-started', values['ci-started']);
        const { doc, label } = await readState(positionals[0]);
        if (flags.has('table')) {
            const table = await statusTableOf(values, { doc, label, config, now });
            return { output: table, exitCode: 0 };
        }
        const head = config.headSha ?? doc.state.ciHeadSha?.toLowerCase();
        if (head === undefined)
            throw new errors/* GateError */.u('name the commit with --head SHA (the state file has no CI Head SHA)');
        const read = reconcile(null, doc);
        let evaluation = null;
        const evaluate = () => evaluateFiles(values, config);
        const verdict = await judge({
            memory: read.memory,
            file: fileView(doc.state),
            steering: read.steering,
            eventKey: 'cli/status',
            headSha: head,
            branchHead: head,
            reset: config.reset,
            now
        }, config, { startedAt: ciStartedAt, runUrl: null, fixFailure: null }, async () => (evaluation = await evaluate()));
        // A skip reads no checks; its status is what the checks say all the same.
        evaluation ??= await evaluate();
        const { reduction, failure } = evaluation;
        return {
            output: JSON.stringify({
                decision: verdict.decision,
                reason: verdict.reason,
                status: reduction.status,
                attempt: verdict.attempt,
                max_attempts: config.maxFixAttempts,
                signature: failure?.signature ?? null,
                failure_class: failure?.failureClass ?? null,
                pause_reason: verdict.pause === null ? null : (0,ledger_memory/* pauseReasonText */.I2)(verdict.pause)
            }),
            exitCode: exitCodeFor(reduction.status, flags.has('exit-status'))
        };
    }
};
/** The checks from --checks and the first failing check's log from --log, as the action reads them. */
async function evaluateFiles(values, config) {
    const checks = values.checks === undefined
        ? {}
        : parseChecksInput((await readInput(values.checks)).text, values.checks);
    const reduction = reduceForGate(fromRest(checks), config, null);
    const failing = failuresToFix(reduction);
    if (reduction.status !== 'failure' || failing.length === 0)
        return { reduction, failure: null };
    const logText = values.log === undefined ? null : (await readInput(values.log)).text;
    const first = failing[0];
    const failure = await reportFailure(reduction, { byteBudget: config.logByteBudget, maxJobs: config.maxLogJobs }, async (check, byteBudget) => check === first && logText !== null
        ? // An Actions check run is named after its job, as the action reads it.
            { kind: 'log', analysis: analyzeLog(logText, { byteBudget }, { name: check.name }) }
        : { kind: 'state' });
    return { reduction, failure };
}
/**
 * The action's input parser on the flags over the settings file, as the action reads its inputs
 * over it; a problem is named by the flag, or the file's line, that caused it.
 */
async function configFrom(values) {
    const input = await settingsText(values['config-file']);
    const file = input === null ? null : parseConfigFile(input.text, input.label);
    const given = new Map(Object.keys(INPUT_FLAGS).flatMap((flag) => {
        const value = values[flag];
        return value === undefined ? [] : [[inputName(flag), value]];
    }));
    try {
        // Inputs not given read as the runner passes an unset input, so the parser's defaults
        // (action.yml's) apply. status calls no API: the token is only there to be well-formed.
        return parseConfig((name) => (name === 'github-token' ? 'offline' : (given.get(name) ?? '')), file);
    }
    catch (error) {
        if (!(error instanceof errors/* GateError */.u))
            throw error;
        throw new errors/* GateError */.u(error.message.replace(/^input "([a-z-]+)"/, (_, name) => `--${flagName(name)}`));
    }
}
function isoTime(flag, raw) {
    if (!(0,fields/* isIsoTime */.dZ)(raw))
        throw new errors/* GateError */.u(`--${flag} must be an ISO time like 2026-04-22T22:30:00Z, got "${raw}"`);
    return new Date(raw);
}

;// CONCATENATED MODULE: ./src/entry/cli/main.ts
// The `green-gate` command line: the gate's pure rules, usable on a laptop.











const COMMANDS = [
    reduceCommand,
    signatureCommand,
    stateValidateCommand,
    stateShowCommand,
    statusCommand,
    auditVerifyCommand,
    configCheckCommand
];
const isHelp = (arg) => arg === '--help' || arg === '-h';
/** Runs one command line; returns the exit code. */
async function main(argv) {
    const [first, second] = argv;
    if (first === undefined)
        return fail(`missing command\n${usage(COMMANDS)}`);
    if (isHelp(first) || first === 'help')
        return print(usage(COMMANDS));
    if (first === '--version')
        return print(package_namespaceObject.rE);
    // `state` groups two commands, and `audit` and `config` one each, named by their first two words.
    const group = COMMANDS.filter((c) => c.name.split(' ')[0] === first);
    if (group.length === 0)
        return fail(`unknown command "${first}" (see green-gate --help)`);
    const command = group.find((c) => c.name === first || c.name === `${first} ${second}`);
    if (command === undefined) {
        if (isHelp(second))
            return print(usage(group));
        const names = group.map((c) => `"${c.name}"`).join(' or ');
        return fail(`expected ${names}, got "${[first, second ?? ''].join(' ').trim()}"`);
    }
    try {
        const parsed = parseCommandArgs(command, argv.slice(command.name.split(' ').length));
        if (parsed.kind === 'help')
            return print(commandHelp(command));
        const result = await command.run(parsed);
        const problems = result.problems ?? [];
        if (problems.length > 0) {
            for (const problem of problems)
                process.stderr.write(`green-gate ${command.name}: ${(0,untrusted/* oneLine */.TN)(problem)}\n`);
            return 2;
        }
        process.stdout.write(`${result.output}\n`);
        return result.exitCode;
    }
    catch (error) {
        process.stderr.write(`green-gate ${command.name}: ${(0,errors/* errorLine */.B)(error)}\n`);
        return error instanceof errors/* GateError */.u ? 2 : 1;
    }
}
function print(text) {
    process.stdout.write(`${text}\n`);
    return 0;
}
function fail(message) {
    process.stderr.write(`green-gate: ${message}\n`);
    return 2;
}


/***/ }),

/***/ 6836:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ SEVERITY),
/* harmony export */   CS: () => (/* binding */ TEST_DEFINITIONS),
/* harmony export */   K8: () => (/* binding */ SKIPPED_DIRS),
/* harmony export */   O1: () => (/* binding */ SKIP_MARKERS),
/* harmony export */   Sv: () => (/* binding */ EXCLUDE_KEYS),
/* harmony export */   TQ: () => (/* binding */ TEST_SOURCE),
/* harmony export */   Tx: () => (/* binding */ CHECK_CONFIG_PATHS),
/* harmony export */   Yx: () => (/* binding */ ASSERTIONS),
/* harmony export */   _: () => (/* binding */ INCLUDE_KEYS),
/* harmony export */   ep: () => (/* binding */ TEST_SCRIPT_KEYS),
/* harmony export */   es: () => (/* binding */ NO_OP),
/* harmony export */   h1: () => (/* binding */ FOCUS_MARKERS),
/* harmony export */   jV: () => (/* binding */ STRICT_KEYS),
/* harmony export */   p4: () => (/* binding */ RUNS_LESS),
/* harmony export */   qj: () => (/* binding */ TEST_PATHS),
/* harmony export */   rg: () => (/* binding */ WEAK_ASSERTIONS),
/* harmony export */   rt: () => (/* binding */ SUPPRESSIONS),
/* harmony export */   we: () => (/* binding */ FLOOR_KEYS),
/* harmony export */   xS: () => (/* binding */ CEILING_KEYS),
/* harmony export */   yz: () => (/* binding */ TRIVIAL_ASSERTIONS)
/* harmony export */ });
// What tests look like in the ecosystems green-gate reads logs of: JavaScript and TypeScript,
// Python, Go, Rust, Java and Kotlin, Ruby, PHP and C#. Each table is a list of line patterns;
// a line matches a table when one of them matches. Pure data.
/**
 * Paths a test runner picks up as tests, when the file is source it loads (`TEST_SOURCE`) and
 * stands in no directory runners skip (`SKIPPED_DIRS`).
 */
const TEST_PATHS = [
    /(^|\/)(__tests__|tests?|spec|specs|testing)\//i,
    /\.(test|spec)\.[cm]?[jt]sx?$/,
    /(^|\/)test_[^/]*\.py$/,
    /_test\.(py|go|rb)$/,
    /(^|\/)conftest\.py$/,
    /_spec\.rb$/,
    /(^|\/)src\/test\//,
    /Tests?\.(java|kt|cs|php)$/,
    /IT\.(java|kt)$/,
    /(^|\/)[^/]+\.Tests?\//
];
/**
 * The extensions of what test runners load: sources and snapshots. A `.bak`, `.off` or `.txt`
 * suffix is not run, and a binary fixture holds no test.
 */
const TEST_SOURCE = /\.(?:[cm]?[jt]sx?|py|go|rs|rb|php|java|kts?|cs|snap|c|cc|cpp|swift|scala|exs?|sh|bats)$/;
/**
 * Directories test runners leave out by default: hidden ones, Go's `testdata`, installed
 * dependencies and build output.
 */
const SKIPPED_DIRS = /(^|\/)(?:\.[^/]+|testdata|node_modules|vendor|venv|build|dist)\//;
/** A test skipped, marked to fail, or left to do. */
const SKIP_MARKERS = [
    // JavaScript, TypeScript
    /\b(?:it|test|describe|context|suite|specify)\.(?:skip|todo|fixme)\b/,
    /\b(?:xit|xdescribe|xtest|xcontext|xspecify)\s*\(/,
    // Python
    /@pytest\.mark\.(?:skip|skipif|xfail)\b/,
    /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/,
    /\bpytest\.(?:skip|xfail)\s*\(/,
    /\bself\.skipTest\s*\(/,
    /\braise\s+(?:unittest\.)?SkipTest\b/,
    // Go
    /\b[tb]\.Skip(?:f|Now)?\s*\(/,
    // Rust
    /#\[ignore\b/,
    // Java, Kotlin
    /@(?:Disabled|Ignore)\b/,
    /\bassume(?:True|That)\s*\(\s*false\s*\)/,
    // Ruby
    /^\s*(?:xit|xdescribe|xcontext|xspecify)\b/,
    /^\s*(?:skip|pending)\b(?:\s*\(|\s+['"]|\s*$)/,
    // PHP
    /\$this->mark(?:TestSkipped|TestIncomplete)\s*\(/,
    // C#
    /\[(?:Fact|Theory|Test|TestMethod|TestCase)\s*\([^)]*\bSkip\s*=/,
    /\[(?:Ignore|Explicit)\b/,
    /\bAssert\.Inconclusive\s*\(/
];
/** Focusing one test, which leaves every other test of the file, or the run, out. */
const FOCUS_MARKERS = [
    /\b(?:it|test|describe|context|suite|specify)\.only\s*\(/,
    /\b(?:fit|fdescribe|fcontext)\s*\(/,
    /:focus\b|\bfocus:\s*true\b/
];
/** The line that declares a test. */
const TEST_DEFINITIONS = [
    // A skipped or focused test is still declared: the marker is what the guard reports. The
    // chain of modifiers is bounded, so a line of `it.it.it.…` is not read to its end from each.
    /\b[xf]?(?:it|test|specify)(?:\.\w+){0,4}\s*\(\s*['"`]/,
    /^\s*(?:async\s+)?def\s+test\w*\s*\(/,
    /^\s*func\s+(?:Test|Fuzz)\w*\s*\(/,
    /#\[(?:tokio::)?test\]/,
    /@(?:Test|ParameterizedTest|RepeatedTest)\b/,
    /^\s*x?(?:it|specify|test)\s+['"]/,
    /^\s*def\s+test_\w*/,
    /\bfunction\s+test\w*\s*\(/,
    /\[(?:Fact|Theory|Test|TestMethod|TestCase)\b/
];
/** A line that checks something. */
const ASSERTIONS = [
    /\bexpect\s*[({]/,
    /\bassert\w*!?\s*\(/i,
    /^\s*assert\s/,
    /\bself\.assert\w*\s*\(/,
    /\b[tb]\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/,
    /\b(?:assert|require)\.\w+\s*\(/,
    /\$this->assert\w+\s*\(|\bself::assert\w+\s*\(/,
    /\bAssert\.\w+\s*\(/,
    /\.[Ss]hould(?:\(\))?\b/,
    /\bpytest\.raises\b/
];
/**
 * An assertion that only checks that something is there, truthy or not an error: traded for one
 * that checked a value, it lets a wrong value through.
 */
const WEAK_ASSERTIONS = [
    // JavaScript, TypeScript (Jest, Vitest, Chai)
    /\.\s*(?:not\s*\.\s*)?(?:toBeDefined|toBeTruthy|toBeFalsy)\s*\(\s*\)/,
    /\.\s*not\s*\.\s*(?:toBeNull|toBeUndefined|toThrow)\s*\(\s*\)/,
    /\bexpect\s*\([^)]{0,120}\)\s*\.\s*to(?:\.not)?(?:\.be)?\.(?:exist|ok|true)\b/,
    /\bassert\.(?:ok|exists|isOk|isDefined|isNotNull)\s*\(/,
    // Python
    /\bassert(?:IsNotNone|True|IsNot)\s*\(\s*[\w.]+\s*\)/,
    /^\s*assert\s+[\w.]+(?:\s+is\s+not\s+None)?\s*(?:#.*)?$/,
    // Rust
    /\bassert!\s*\([^;]{0,200}\.is_(?:ok|some|err|none)\(\)\s*\)/,
    // Go (testify)
    /\b(?:assert|require)\.(?:NotNil|NoError|True|NotEmpty)\s*\(\s*t\s*,\s*[\w.]+\s*\)/,
    // Java, Kotlin, C#, PHP
    /\b(?:assertNotNull|assertTrue)\s*\(\s*[\w.$]+\s*\)/,
    /\bAssert\.(?:NotNull|IsNotNull|True|IsTrue)\s*\(\s*[\w.]+\s*\)/,
    /\$this->assert(?:NotNull|NotEmpty|True)\s*\(\s*\$[\w>-]+\s*\)/,
    // Ruby
    /\.to\s*\(?\s*(?:be_truthy|be_present)\b|\.not_to\s*\(?\s*be_nil\b/
];
/** An assertion that cannot fail: a literal checked against itself. */
const TRIVIAL_ASSERTIONS = [
    /\bexpect\s*\(\s*(true|1|'[^']*'|"[^"]*")\s*\)\s*\.\s*(?:toBe|toEqual|toStrictEqual)\s*\(\s*\1\s*\)/,
    /\bexpect\s*\(\s*(?:true|1)\s*\)\s*\.\s*toBeTruthy\s*\(\s*\)/,
    /\bexpect\s*\(\s*(true|1)\s*\)\s*\.\s*to\s*\(?\s*(?:eq|be|equal)\s*\(?\s*\1\b/,
    /^\s*assert\s+(?:True|1|not\s+(?:False|None|0))\s*(?:#.*)?$/,
    /\bassert(?:True|Truthy)?\s*\(\s*(?:true|True|1)\s*\)/,
    /!\s*\(\s*true\s*\)/,
    /\bassert(?:_eq!|Equals?|Equal|AreEqual|Same|Equal!)\s*\(\s*([\w.'"-]+)\s*,\s*\1\s*\)/,
    /\bAssert\.(?:True|IsTrue)\s*\(\s*true\s*\)/,
    /\bAssert\.(?:Equal|AreEqual)\s*\(\s*([\w.'"-]+)\s*,\s*\1\s*\)/,
    /\bself\.assert(?:Equal|Is)\s*\(\s*([\w.'"-]+)\s*,\s*\1\s*\)/
];
/** A check switched off for a line, a block or a file. */
const SUPPRESSIONS = [
    /eslint-disable/,
    /@ts-(?:ignore|expect-error|nocheck)\b/,
    /#\s*noqa\b/,
    /#\s*type:\s*ignore\b/,
    /#\s*(?:pylint|mypy):\s*(?:disable|ignore)/,
    /\/\/\s*nolint\b/,
    /#!?\[allow\(/,
    /@SuppressWarnings\b/,
    /#\s*rubocop:disable\b/,
    /@(?:phpstan-ignore|psalm-suppress)\b/,
    /#pragma\s+warning\s+disable\b/,
    /\[SuppressMessage\b/,
    /\bNOSONAR\b/,
    /\b(?:istanbul|c8|v8)\s+ignore\b/,
    /#\s*pragma:\s*no\s*cover\b/,
    /\bbiome-ignore\b|\boxlint-disable\b|\bdeno-lint-ignore\b/
];
/** A command or setting that lets a failing run pass, or runs fewer tests. */
const RUNS_LESS = [
    /\|\|\s*(?:true|exit\s+0|:)\s*(?:$|[;"'&)])/,
    /--passWithNoTests\b/,
    /\bcontinue-on-error:\s*true\b/,
    /\ballow_failure:\s*true\b/,
    /^\s*set\s+\+e\b/,
    /--testPathIgnorePatterns\b|\btestPathIgnorePatterns\b|\btestIgnore\b/,
    /--(?:deselect|ignore-glob|exclude-tag|skip)\b/,
    /\s--ignore[= ]\S*test/i,
    /\s-k\s+['"]?not\s/,
    /-DskipTests\b|-Dmaven\.test\.skip\b/,
    /\s-x\s+test\b/,
    /\s-skip[= ]/,
    /--exit-zero\b/,
    // Tests listed or collected, not run; or only those one name picks
    /--(?:listTests|collect-only|co|no-run)\b|\s-list[= ]/,
    /\s-run[= ]|--testNamePattern\b/,
    /--no-fail-on-(?:error|warning)s?\b|--max-warnings[= ]+-1\b/
];
/** Settings and files that say what CI checks and how strictly. */
const CHECK_CONFIG_PATHS = [
    /(^|\/)package\.json$/,
    /(^|\/)(jest|vitest|vite|karma|playwright|cypress|ava|c8|nyc)\.config\.[cm]?[jt]s$/,
    /(^|\/)\.(nycrc|c8rc|mocharc|eslintrc|stylelintrc|prettierrc|rubocop|golangci|flake8|coveragerc|pylintrc|jshintrc)([.\w]*)?$/,
    /(^|\/)eslint\.config\.[cm]?[jt]s$/,
    /(^|\/)(pyproject\.toml|setup\.cfg|tox\.ini|pytest\.ini|mypy\.ini|\.golangci\.ya?ml|codecov\.ya?ml|\.codecov\.ya?ml)$/,
    /(^|\/)(tsconfig[\w.-]*\.json|Cargo\.toml|clippy\.toml|pom\.xml|build\.gradle(\.kts)?|phpunit\.xml(\.dist)?|phpstan\.neon|\.editorconfig|Directory\.Build\.props|\.csproj)$/,
    /\.csproj$/,
    /(^|\/)(Makefile|Rakefile|Justfile|noxfile\.py|Gemfile)$/,
    /(^|\/)\.github\/workflows\/|(^|\/)\.gitlab-ci\.ya?ml$|(^|\/)\.circleci\/|(^|\/)azure-pipelines\.ya?ml$|(^|\/)Jenkinsfile$/
];
/** Keys that choose the tests a run includes: an entry dropped from one runs fewer. */
const INCLUDE_KEYS = /^(?:testpaths|testmatch|testregex|roots|include|python_files|projects)$/;
/** Keys that choose the tests a run leaves out: an entry added to one runs fewer. */
const EXCLUDE_KEYS = /^(?:exclude|norecursedirs|testpathignorepatterns|ignore|testignore|modulepathignorepatterns)$/;
/** A package script or CI key that runs the tests. */
const TEST_SCRIPT_KEYS = /^(?:[\w-]+:)?(?:test|tests|check|ci|verify)(?:[:_-][\w:-]*)?$/;
/** A command that does nothing and succeeds: what a test script is replaced with to pass. */
const NO_OP = /^\s*["']?(?:true|exit\s+0|:|echo(?:\s[^"']*)?)["']?\s*,?\s*$/;
/** Keys whose number is a floor: lowering it checks less. */
const FLOOR_KEYS = /cover|threshold|fail[_-]?under|min(?:imum)?[_-]?(?:cov|coverage|score)|branches|functions|lines|statements|mutation|score/i;
/** Keys whose number is a ceiling: raising it lets more through. */
const CEILING_KEYS = /max[_-]?(?:warnings|violations|issues|errors|complexity)|maxWarnings/i;
/** A rule's severity, in the words and numbers linters use. */
const SEVERITY = /\b(error|warn(?:ing)?|off|info|hint|none|suggestion|silent|[012])\b/i;
/** Strictness switches whose `true` makes a check stricter. */
const STRICT_KEYS = /\b(strict\w*|noImplicit\w+|noUnused\w+|noUncheckedIndexedAccess|exactOptionalPropertyTypes|warningsAsErrors|TreatWarningsAsErrors|failOnWarning|fail_on_warning|disallow_\w+|warn_unused_ignores|check_untyped_defs)\b/i;


/***/ }),

/***/ 1640:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  U: () => (/* binding */ WEAKENING_KINDS),
  n8: () => (/* binding */ findWeakening),
  xU: () => (/* binding */ weakeningText)
});

// UNUSED EXPORTS: holdsTests

;// CONCATENATED MODULE: ./src/rules/accept/diff.ts
// The fix commits as GitHub's compare gives them: each changed file with its unified patch, read
// into the lines it added and removed, each with where it stands. Pure.
/**
 * Longest part of a line read: enough for any setting or test line, and a bound on the work a
 * minified or crafted line can cost.
 */
const LINE_CHARS = 2000;
/** Reads a patch's hunks: `+` lines counted on the new side, `-` lines on the old. */
function patchLines(patch) {
    const added = [];
    const removed = [];
    let oldLine = 0;
    let newLine = 0;
    for (const raw of (patch ?? '').split('\n')) {
        const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(raw);
        if (hunk !== null) {
            oldLine = Number(hunk[1]);
            newLine = Number(hunk[2]);
        }
        else if (raw.startsWith('+')) {
            added.push({ text: raw.slice(1, 1 + LINE_CHARS), line: newLine++ });
        }
        else if (raw.startsWith('-')) {
            removed.push({ text: raw.slice(1, 1 + LINE_CHARS), line: oldLine++ });
        }
        else if (!raw.startsWith('\\')) {
            oldLine++;
            newLine++;
        }
    }
    return { added, removed };
}

// EXTERNAL MODULE: ./src/rules/accept/test-patterns.ts
var test_patterns = __nccwpck_require__(6836);
;// CONCATENATED MODULE: ./src/rules/accept/weakening.ts
// Did the agent's commits make CI green by checking less? Read from their diff alone (no
// checkout): tests skipped, focused away, deleted or moved where the runner does not look;
// assertions removed, traded for weaker ones or made trivially true; checks disabled inline;
// thresholds lowered or severities softened; CI told to run less. An honest change that updates an
// expected value together with the code, adds tests or moves them where they still run finds
// nothing here. Pure.


const WEAKENING_KINDS = [
    'skipped',
    'focused',
    'deleted-test',
    'renamed-out',
    'assertions-removed',
    'assertion-weakened',
    'trivial-assertion',
    'rule-disabled',
    'threshold-lowered',
    'runs-less'
];
/** Longest quote kept: enough to recognise the line, bounded for the ledger and the comment. */
const QUOTE_CHARS = 160;
const matchesAny = (patterns, text) => patterns.some((p) => p.test(text));
/** A file the test runner runs: named as a test, loadable source, in a directory it reads. */
const isTestPath = (path) => matchesAny(test_patterns/* TEST_PATHS */.qj, path) && test_patterns/* TEST_SOURCE */.TQ.test(path) && !test_patterns/* SKIPPED_DIRS */.K8.test(path);
/** Rust keeps unit tests beside the code: its sources count as test files too. */
const holdsTests = (path) => isTestPath(path) || path.endsWith('.rs');
function findWeakening(files) {
    return files.flatMap(inFile);
}
function inFile(file) {
    const { path } = file;
    if (file.status === 'removed') {
        return holdsTests(path) ? [{ kind: 'deleted-test', path, line: null, quote: null }] : [];
    }
    const found = [];
    const previous = file.previousPath;
    if (previous !== null && isTestPath(previous) && !isTestPath(path)) {
        found.push({ kind: 'renamed-out', path: previous, line: null, quote: `${previous} → ${path}` });
    }
    const { added, removed } = moved(patchLines(file.patch));
    const at = (kind, sign, l) => ({
        kind,
        path,
        line: l.line,
        quote: `${sign}${l.text.trim()}`.slice(0, QUOTE_CHARS)
    });
    const tests = holdsTests(path);
    for (const l of added) {
        if (tests && matchesAny(test_patterns/* SKIP_MARKERS */.O1, l.text))
            found.push(at('skipped', '+', l));
        else if (tests && matchesAny(test_patterns/* FOCUS_MARKERS */.h1, l.text))
            found.push(at('focused', '+', l));
        else if (tests && matchesAny(test_patterns/* TRIVIAL_ASSERTIONS */.yz, l.text))
            found.push(at('trivial-assertion', '+', l));
        else if (matchesAny(test_patterns/* SUPPRESSIONS */.rt, l.text))
            found.push(at('rule-disabled', '+', l));
    }
    if (tests)
        found.push(...lostTests(added, removed, at));
    if (matchesAny(test_patterns/* CHECK_CONFIG_PATHS */.Tx, path))
        found.push(...looserChecks(added, removed, at));
    return found;
}
/**
 * Tests or assertions removed more of than added. An assertion that only checks presence or
 * truth (`WEAK_ASSERTIONS`) does not make up for one that checked a value: the trade is reported
 * at the weaker line.
 */
function lostTests(added, removed, at) {
    const defs = (lines) => lines.filter((l) => matchesAny(test_patterns/* TEST_DEFINITIONS */.CS, l.text));
    const removedDefs = defs(removed);
    const deleted = removedDefs[0];
    if (deleted !== undefined && removedDefs.length > defs(added).length)
        return [at('deleted-test', '-', deleted)];
    const checks = (lines) => lines.filter((l) => matchesAny(test_patterns/* ASSERTIONS */.Yx, l.text) &&
        !matchesAny(test_patterns/* TRIVIAL_ASSERTIONS */.yz, l.text) &&
        !matchesAny(test_patterns/* WEAK_ASSERTIONS */.rg, l.text));
    const removedChecks = checks(removed);
    const lost = removedChecks[0];
    if (lost === undefined || removedChecks.length <= checks(added).length)
        return [];
    const weaker = added.find((l) => matchesAny(test_patterns/* WEAK_ASSERTIONS */.rg, l.text));
    return [
        weaker === undefined
            ? at('assertions-removed', '-', lost)
            : at('assertion-weakened', '+', weaker)
    ];
}
/** A setting file that checks less: a floor lowered, a ceiling raised, a rule or test step gone. */
function looserChecks(added, removed, at) {
    const found = [];
    for (const l of added)
        if (matchesAny(test_patterns/* RUNS_LESS */.p4, l.text))
            found.push(at('runs-less', '+', l));
    const testStep = removed.find((l) => runsTests(l.text));
    if (testStep !== undefined && !added.some((l) => runsTests(l.text)))
        found.push(at('runs-less', '-', testStep));
    const after = new Map(added.map((l) => [keyOf(l.text), l]));
    for (const before of removed) {
        const key = keyOf(before.text);
        const now = key === null ? undefined : after.get(key);
        if (key === null || now === undefined)
            continue;
        if (lowered(before.text, now.text))
            found.push(at('threshold-lowered', '+', now));
        else if (softened(key, before.text, now.text))
            found.push(at('rule-disabled', '+', now));
        else if (narrowed(key, before.text, now.text))
            found.push(at('runs-less', '+', now));
    }
    const before = new Set(removed.map((l) => keyOf(l.text)));
    for (const l of added) {
        const key = keyOf(l.text);
        if (key !== null && !before.has(key) && narrowed(key, '', l.text))
            found.push(at('runs-less', '+', l));
    }
    return found;
}
/**
 * A setting that picks fewer tests: an entry dropped from a list of tests run, one added to a
 * list left out, or a test script that now does nothing. `before` is empty for a key just added.
 */
function narrowed(key, before, after) {
    if (test_patterns/* TEST_SCRIPT_KEYS */.ep.test(key) && test_patterns/* NO_OP */.es.test(weakening_valueOf(after)) && !test_patterns/* NO_OP */.es.test(weakening_valueOf(before)))
        return true;
    const [was, is] = [entriesOf(before), entriesOf(after)];
    if (test_patterns/* INCLUDE_KEYS */._.test(key))
        return before !== '' && [...was].some((e) => !is.has(e));
    return test_patterns/* EXCLUDE_KEYS */.Sv.test(key) && [...is].some((e) => !was.has(e));
}
/** The entries of a setting's value: its words, quoted or not, in a list or after `=`. */
function entriesOf(text) {
    if (text === '')
        return new Set();
    return new Set(weakening_valueOf(text)
        .split(/[\s,'"[\]()]+/)
        .filter((e) => e !== ''));
}
/** A command that runs tests, in a CI file, a Makefile or a package script. */
const TEST_STEP = /\b(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test|pytest|tox|go\s+test|cargo\s+(?:test|nextest)|rspec|phpunit|dotnet\s+test|jest|vitest|mocha|make\s+(?:test|check))\b/;
/** Build tools whose test goal may stand anywhere after them on the line. */
const BUILD_TOOL_GOALS = [
    [/\bmvn\b/, /\b(?:test|verify)\b/],
    [/\bgradlew?\b/, /\b(?:test|check)\b/]
];
/**
 * Whether a line runs tests. A build tool's goal is looked for after its first mention only: a
 * later mention finds no goal the first one missed, and a pattern retried at every mention
 * would take time in the square of the line's length (the diff is the agent's text).
 */
function runsTests(text) {
    if (TEST_STEP.test(text))
        return true;
    return BUILD_TOOL_GOALS.some(([tool, goal]) => {
        const at = tool.exec(text);
        return at !== null && goal.test(text.slice(at.index + at[0].length));
    });
}
/** The setting a line sets: what stands before its value, without quotes and spacing. */
function keyOf(text) {
    const match = 
    // Words separated by spaces, so that no run of spaces can be split two ways (the diff is
    // the agent's text: a pattern that backtracks on it would let one line stall the gate).
    /^\s*["']?([@\w./-]+(?:\s+[@\w./-]+)*)["']?\s*[:=]/.exec(text) ??
        /^\s*<([\w.-]+)>/.exec(text) ??
        /^\s*(--?[\w-]+)/.exec(text);
    return match === null ? null : match[1].trim().toLowerCase();
}
/** Every `name: number`, `name = number` and `--name number` of a line. */
function numbersOf(text) {
    const found = new Map();
    // A name starts after its leading dashes only, not after every dash inside it: a line of
    // `a-a-a-…` would otherwise be read once from each dash, in time the square of its length.
    const pairs = /(?<![\w-])-{0,2}([A-Za-z_][\w-]*)["']?(?:\s*[:=]\s*|\s+)["']?(-?\d+(?:\.\d+)?)\b/g;
    for (const m of text.matchAll(pairs))
        found.set(m[1].toLowerCase(), Number(m[2]));
    return found;
}
/** A floor (coverage, score) lowered or a ceiling (warnings allowed) raised. */
function lowered(before, after) {
    const now = numbersOf(after);
    for (const [name, was] of numbersOf(before)) {
        const is = now.get(name);
        if (is === undefined)
            continue;
        if (test_patterns/* CEILING_KEYS */.xS.test(name) ? is > was || (is < 0 && was >= 0) : test_patterns/* FLOOR_KEYS */.we.test(name) && is < was)
            return true;
    }
    return false;
}
const SEVERITY_RANK = { error: 2, '2': 2, warn: 1, warning: 1, '1': 1 };
/** A rule turned from an error into a warning or off, or a strictness switch turned off. */
function softened(key, before, after) {
    if (test_patterns/* STRICT_KEYS */.jV.test(key) && /\btrue\b/.test(before) && /\bfalse\b/.test(after))
        return true;
    const [was, is] = [test_patterns/* SEVERITY */.C$.exec(weakening_valueOf(before)), test_patterns/* SEVERITY */.C$.exec(weakening_valueOf(after))];
    if (was === null || is === null)
        return false;
    const rank = (m) => SEVERITY_RANK[m[1].toLowerCase()] ?? 0;
    return rank(is) < rank(was);
}
function weakening_valueOf(text) {
    return text.slice(text.search(/[:=]/) + 1);
}
/** Lines a fix only moved (the same text removed and added) are no change. */
function moved({ added, removed }) {
    return { added: unmatched(added, removed), removed: unmatched(removed, added) };
}
/** The lines of `lines` left when each is paired off with an equal line of `others`. */
function unmatched(lines, others) {
    const left = new Map();
    for (const l of others)
        left.set(l.text.trim(), (left.get(l.text.trim()) ?? 0) + 1);
    return lines.filter((l) => {
        const count = left.get(l.text.trim()) ?? 0;
        if (count > 0)
            left.set(l.text.trim(), count - 1);
        return count === 0;
    });
}
/** One finding in words, with where it is: what a pause reason and its comment say. */
function weakeningText(w) {
    const where = w.line === null ? w.path : `${w.path}:${w.line}`;
    switch (w.kind) {
        case 'skipped':
            return `a test skipped at ${where}`;
        case 'focused':
            return `a test focused, leaving the others out, at ${where}`;
        case 'deleted-test':
            return w.line === null ? `test file ${w.path} deleted` : `a test deleted at ${where}`;
        case 'renamed-out':
            return `test file ${w.path} moved out of the test paths (${w.quote ?? ''})`;
        case 'assertions-removed':
            return `assertions removed at ${where}`;
        case 'assertion-weakened':
            return `an assertion traded for a weaker one at ${where}`;
        case 'trivial-assertion':
            return `an assertion that cannot fail at ${where}`;
        case 'rule-disabled':
            return `a check disabled or softened at ${where}`;
        case 'threshold-lowered':
            return `a threshold lowered at ${where}`;
        case 'runs-less':
            return `CI told to check less at ${where}`;
    }
}


/***/ }),

/***/ 84:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NK: () => (/* binding */ findingText),
/* harmony export */   W7: () => (/* binding */ whatRanFindings),
/* harmony export */   fu: () => (/* binding */ nextWhatRan)
/* harmony export */ });
/* unused harmony exports greenCiJobs, ranCount, jobsToRead, mergeInventories, seenText */

/**
 * The green jobs of these CI workflow runs among a commit's checks: a job that passed (a skipped
 * one ran nothing), named after its workflow, with the job whose log tells what it ran.
 */
function greenCiJobs(checks, ciRuns) {
    return checks
        .filter((c) => c.workflow !== null && ciRuns.has(c.workflow.runId))
        .filter((c) => c.state.toLowerCase() === 'success')
        .map((c) => ({ job: `${c.workflow?.name ?? ''} / ${c.name}`, jobId: actionsJobId(c) }));
}
/** Tests that ran: those that passed and those that failed, not the skipped. */
function ranCount(inventory) {
    return inventory.passed + inventory.failed;
}
/**
 * The jobs whose logs are worth reading: those that showed an inventory at the last accept, and
 * those never seen. A job known to print none is not read again.
 */
function jobsToRead(baseline, green) {
    const before = byJob(baseline);
    return green.filter((g) => g.jobId !== null && before.get(g.job) !== null);
}
/**
 * What holds the accept back, worst first: failures inside green jobs, then jobs that ran less.
 * A job with no baseline keeps the rules it had before (it can show a failure, not a drop).
 */
function whatRanFindings(baseline, green, seen) {
    const before = byJob(baseline);
    const present = new Set(green.map((g) => g.job));
    const failed = [];
    const missing = [];
    for (const [job, now] of seen) {
        const was = before.get(job);
        if (now !== null && now.failed > 0 && !sameFailures(was ?? null, now))
            failed.push({ kind: 'tests-failed-in-green', job, failed: now.failed });
    }
    for (const { job, inventory: was } of baseline ?? []) {
        if (was === null)
            continue;
        const now = present.has(job) ? (seen.get(job) ?? null) : null;
        if (now === null || ranCount(now) < ranCount(was))
            missing.push({ kind: 'tests-missing', job, before: ranCount(was), now: now && ranCount(now) });
    }
    return [...failed, ...missing];
}
/**
 * The baseline an accept seals: what each green job showed now, and for a job not read (known to
 * print nothing) what it showed before. Jobs no longer run are forgotten.
 */
function nextWhatRan(baseline, green, seen) {
    const before = byJob(baseline);
    return [...new Set(green.map((g) => g.job))].sort().map((job) => ({
        job,
        inventory: seen.has(job) ? (seen.get(job) ?? null) : (before.get(job) ?? null)
    }));
}
/** The same failures as the last accept recorded: a quarantine the default branch allows. */
function sameFailures(was, now) {
    if (was === null || was.failed !== now.failed)
        return false;
    return was.failures.join('\n') === now.failures.join('\n');
}
/** The baseline by job; a job absent from it is `undefined`, one that printed nothing `null`. */
function byJob(baseline) {
    return new Map((baseline ?? []).map((j) => [j.job, j.inventory]));
}
/** Jobs of one name (matrix legs given one `name:`) count as one: their inventories add up. */
function mergeInventories(inventories) {
    const seen = inventories.filter((i) => i !== null);
    const [first] = seen;
    if (first === undefined)
        return null;
    const sum = (pick) => seen.reduce((n, i) => n + pick(i), 0);
    const failures = [...new Set(seen.flatMap((i) => i.failures))].sort();
    return {
        runner: first.runner,
        passed: sum((i) => i.passed),
        failed: sum((i) => i.failed),
        skipped: sum((i) => i.skipped),
        total: sum((i) => i.total),
        failures
    };
}
/** A finding in the words of a pause reason: `test: 28 → 1`, `test: 1 failed`. */
function findingText(finding) {
    return finding.kind === 'tests-failed-in-green'
        ? `${finding.job}: ${finding.failed} failed`
        : `${finding.job}: ${finding.before} → ${finding.now === null ? 'no test summary' : finding.now}`;
}
/** One job's line in the job summary: what ran, or that the gate cannot vouch for it. */
function seenText(inventory) {
    if (inventory === null)
        return 'what ran: not seen';
    const { runner, passed, failed, skipped } = inventory;
    return `${runner}: ${passed} passed, ${failed} failed, ${skipped} skipped`;
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
/* harmony export */   G3: () => (/* binding */ branchMatches),
/* harmony export */   Kc: () => (/* binding */ isProgramName),
/* harmony export */   OI: () => (/* binding */ branchForProgram)
/* harmony export */ });
/* unused harmony exports programFromBranch, branchClaim, notProgramsBranch */
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
    return withoutLegacyHash(nameInBranch(pattern, branch));
}
/** The part of the branch that names its program, hash and all. */
function nameInBranch(pattern, branch) {
    const parts = pattern.split(/\*+/);
    if (parts.length === 2) {
        const [prefix = '', suffix = ''] = parts;
        if (branch.startsWith(prefix) && branch.endsWith(suffix)) {
            const middle = branch.slice(prefix.length, branch.length - suffix.length);
            if (middle !== '')
                return middle;
        }
    }
    return branch.slice(branch.lastIndexOf('/') + 1);
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
function branchClaim(pattern, program, branch) {
    const own = branchForProgram(pattern, program);
    if (own !== null ? branch === own : nameInBranch(pattern, branch) === program)
        return 'own';
    return branchMatches(pattern, branch) && programFromBranch(pattern, branch) === program
        ? 'legacy'
        : 'other';
}
/**
 * Why `branch` is not `program`'s to gate, or null when it is. A legacy branch counts only where
 * autoloop's scheduler would take it for the program's: no branch by the program's name, and
 * the head of the program's one open pull request. `facts`: null when not read (an own branch
 * needs none).
 */
function notProgramsBranch(pattern, program, branch, facts) {
    const claim = branchClaim(pattern, program, branch);
    if (claim === 'own')
        return null;
    const own = branchForProgram(pattern, program);
    const named = own === null ? `${program}'s` : `${program}'s (${own})`;
    if (claim === 'other')
        return `branch ${branch} is not the branch of ${named}`;
    if (own === null)
        return `legacy branch ${branch}: branch-pattern names no branch of ${program}`;
    if (facts === null)
        return `legacy branch ${branch}: the program's branches were not read`;
    if (facts.ownExists)
        return `legacy branch ${branch} is not ${program}'s: ${own} exists`;
    if (facts.openHeads === null) {
        return `legacy branch ${branch}: too many open pull requests to find ${program}'s one`;
    }
    const heads = facts.openHeads.filter((head) => branchClaim(pattern, program, head) !== 'other');
    return heads.length === 1 && heads[0] === branch
        ? null
        : `legacy branch ${branch} is not the head of ${program}'s one open pull request`;
}


/***/ }),

/***/ 4257:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ DECISIONS)
/* harmony export */ });
// The kinds of decision the gate makes, for the rules that decide and everything that renders
// or reads one back. Pure.
/** Every decision, for readers that check a value written down earlier. */
const DECISIONS = [
    'accept',
    'fix',
    'wait',
    'pause',
    'skip',
    'rerun',
    'blocked'
];


/***/ }),

/***/ 6799:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ programFromEntry),
/* harmony export */   X9: () => (/* binding */ programListing),
/* harmony export */   p0: () => (/* binding */ pathFor)
/* harmony export */ });
/* unused harmony export programFromPath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _branch_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2219);
// A path on the state branch with `{program}` in it (`{program}.md`, `.green-gate/{program}.json`,
// `programs/{program}/state.md`): the path of a program, the program of a path, and where to
// look to find every program. Pure.


const SLOT = '{program}';
function pathFor(template, program) {
    return template.replaceAll(SLOT, program);
}
/** The program a path belongs to, read through the template; null: not one of its paths. */
function programFromPath(template, path) {
    const [before = '', after = ''] = template.split(SLOT);
    if (!template.includes(SLOT) || !path.startsWith(before) || !path.endsWith(after))
        return null;
    const program = path.slice(before.length, path.length - after.length);
    return (0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .isProgramName */ .Kc)(program) && pathFor(template, program) === path ? program : null;
}
/**
 * Where a listing finds the programs: the folder holding the segment with `{program}`, and
 * whether that segment is a file (`{program}.md`) or a folder (`{program}/state.md`).
 */
function programListing(template) {
    const segments = template.split('/');
    const at = segments.findIndex((segment) => segment.includes(SLOT));
    const dir = segments.slice(0, at).join('/');
    return {
        dir: node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(dir || '.') === '.' ? '' : dir,
        entry: at === segments.length - 1 ? 'file' : 'dir'
    };
}
/** The program a listed entry stands for, given what kind of entry it is. */
function programFromEntry(template, path, type) {
    const { entry } = programListing(template);
    if (type !== entry)
        return null;
    if (entry === 'file')
        return programFromPath(template, path);
    const segment = template.split('/').find((s) => s.includes(SLOT)) ?? SLOT;
    const [before = '', after = ''] = segment.split(SLOT);
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path);
    const program = name.startsWith(before) && name.endsWith(after)
        ? name.slice(before.length, name.length - after.length)
        : '';
    return (0,_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .isProgramName */ .Kc)(program) ? program : null;
}


/***/ }),

/***/ 3320:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H5: () => (/* binding */ verifyChain),
/* harmony export */   _L: () => (/* binding */ checkSeal),
/* harmony export */   qQ: () => (/* binding */ hashOf)
/* harmony export */ });
/* unused harmony exports GENESIS, canonicalJson, sealEntry, truncateChain, appendEntry, sealLedger */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The ledger's audit chain. Every entry carries `prev`, the hash of the entry before it, and `mac`,
// a MAC over its own canonical content (prev included, and the program's name, so an entry cannot
// be moved to another program's ledger). With an audit key the MAC is HMAC-SHA256, which only a
// holder of the key can forge; without one it is a plain SHA-256 that catches accidental edits.
// An entry's hash, for the next one's `prev`, is its MAC.
//
// Truncation: the ledger keeps its newest entries; when older ones are dropped, the first kept
// entry's `prev` is recorded as the ledger's anchor and trusted. Adoption: entries written before
// the chain existed have neither field; the first chained entry's `prev` is the plain SHA-256 of
// the last unchained entry's canonical content, and the unchained ones are reported, not judged.
// Pure, on parsed ledgers: how the bytes are fetched or written is none of its business.


/** The `prev` of a program's first entry. */
const GENESIS = `sha256:${'0'.repeat(64)}`;
const KEYED = 'hmac-sha256:';
const PLAIN = 'sha256:';
const HASH = /^(hmac-sha256|sha256):[0-9a-f]{64}$/;
/** JSON with every object's keys sorted, so the same content always hashes the same. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
        const fields = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
        return `{${fields.join(',')}}`;
    }
    return JSON.stringify(value);
}
/**
 * What an entry's MAC covers: the ledger's program and repository and the entry without its MAC
 * (a ledger that names no repository was written before it was named, and its MACs without it).
 */
function content(owner, entry) {
    return canonicalJson({
        program: owner.program,
        repository: owner.repository,
        entry: unsealed(entry)
    });
}
function unsealed(entry) {
    const copy = { ...entry };
    delete copy.mac;
    return copy;
}
function macOf(owner, entry, key) {
    return macOfText(content(owner, entry), key);
}
function macOfText(text, key) {
    return key === null
        ? PLAIN + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex')
        : KEYED + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(text).digest('hex');
}
/** The hash the next entry links to: the MAC, or for an unchained entry its plain hash. */
function hashOf(owner, entry) {
    return entry.mac ?? macOf(owner, entry, null);
}
function isChained(entry) {
    return entry.prev !== undefined || entry.mac !== undefined;
}
function same(a, b) {
    return a.length === b.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(a), Buffer.from(b));
}
/** The entry with its link to the ledger's last entry and its MAC. */
function sealEntry(ledger, entry, key) {
    const last = ledger.entries.at(-1);
    const prev = last === undefined ? (ledger.anchor?.hash ?? GENESIS) : hashOf(ledger, last);
    const linked = { ...unsealed(entry), prev };
    return { ...linked, mac: macOf(ledger, linked, key) };
}
/**
 * The ledger cut to its newest `max` entries, its anchor recording where the chain now starts.
 * A broken link is never cut away: the entries from it on are kept, so the break stays visible
 * until a maintainer repairs it.
 */
function truncateChain(ledger, max, key) {
    const { entries } = ledger;
    if (entries.length <= max)
        return ledger;
    const broken = verifyChain(ledger, key).firstBroken;
    const brokenAt = broken === null ? entries.length : entries.findIndex((e) => e.seq === broken.seq);
    const kept = entries.slice(Math.min(entries.length - max, brokenAt));
    const first = kept[0];
    const cut = { ...ledger, entries: kept };
    delete cut.anchor;
    if (first === undefined || first.prev === undefined || first.seq === 1)
        return cut;
    return { ...cut, anchor: { seq: first.seq - 1, hash: first.prev } };
}
/** Every entry's link, checked with the audit key (null: none, keyed MACs are not checked). */
function verifyChain(ledger, key) {
    const { entries } = ledger;
    let chained = false;
    let keyed = false;
    const links = entries.map((entry, i) => {
        const hash = hashOf(ledger, entry);
        const link = (state, why) => ({
            seq: entry.seq,
            decision: entry.decision,
            hash,
            state,
            ...(why === undefined ? {} : { why })
        });
        if (!isChained(entry)) {
            return chained ? link('broken', 'its chain fields were removed') : link('unchained');
        }
        chained = true;
        const { prev, mac } = entry;
        if (prev === undefined || mac === undefined || !HASH.test(prev) || !HASH.test(mac))
            return link('broken', 'its prev or mac is missing or malformed');
        const before = entries[i - 1];
        const expected = before !== undefined
            ? hashOf(ledger, before)
            : entry.seq === 1
                ? GENESIS
                : ledger.anchor?.seq === entry.seq - 1
                    ? ledger.anchor.hash
                    : null;
        if (expected === null)
            return link('broken', `no anchor records the hash of entry ${entry.seq - 1}`);
        if (!same(prev, expected))
            return link('broken', `its prev is not the hash of entry ${entry.seq - 1}`);
        if (mac.startsWith(KEYED)) {
            keyed = true;
            if (key === null)
                return link('unchecked');
        }
        else if (keyed) {
            // Dropping to a plain hash after keyed entries is how a forger without the key would go.
            return link('broken', 'an unkeyed mac after keyed ones');
        }
        return same(mac, macOf(ledger, entry, mac.startsWith(KEYED) ? key : null))
            ? link('ok')
            : link('broken', 'its content does not match its mac');
    });
    return { links, firstBroken: links.find((l) => l.state === 'broken') ?? null };
}
/**
 * The ledger with one more entry, numbered after the last and chained to it (with the audit key,
 * or a plain hash without one).
 */
function appendEntry(ledger, entry, auditKey) {
    const next = sealEntry(ledger, { ...entry, seq: lastSeq(ledger) + 1 }, auditKey);
    return truncateChain({ ...ledger, entries: [...ledger.entries, next] }, MAX_ENTRIES, auditKey);
}
/**
 * What the seal covers: everything of the ledger outside its entries that the gate reads, and
 * the newest entry's hash, which the chain ties to every entry before it.
 */
function sealContent(ledger) {
    const last = ledger.entries.at(-1);
    const { program, repository, anchor, statusComment, anchored, epoch } = ledger;
    const head = last === undefined ? null : hashOf(ledger, last);
    return canonicalJson({ program, repository, anchor, statusComment, anchored, epoch, head });
}
/** The ledger sealed with the audit key; without one it is left unsealed (a seal needs a key). */
function sealLedger(ledger, key) {
    const unsealedLedger = { ...ledger };
    delete unsealedLedger.seal;
    return key === null
        ? unsealedLedger
        : { ...unsealedLedger, seal: macOfText(sealContent(unsealedLedger), key) };
}
function checkSeal(ledger, key) {
    if (ledger.seal === undefined)
        return 'absent';
    return same(ledger.seal, macOfText(sealContent(ledger), key)) ? 'ok' : 'broken';
}


/***/ }),

/***/ 1973:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  h: () => (/* binding */ parseLedger)
});

// UNUSED EXPORTS: serializeLedger

// EXTERNAL MODULE: ./src/rules/gate/decision.ts
var decision = __nccwpck_require__(4257);
// EXTERNAL MODULE: ./src/rules/logs/classify.ts
var classify = __nccwpck_require__(977);
// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __nccwpck_require__(85);
// EXTERNAL MODULE: ./src/rules/accept/weakening.ts + 1 modules
var weakening = __nccwpck_require__(1640);
;// CONCATENATED MODULE: ./src/rules/logs/inventory/index.ts
// Placeholder until the readers land.
const TEST_RUNNERS = ['jest', 'plain'];
function inventoryReader() {
    let found = null;
    return {
        line(text) {
            const j = /Tests:\s+(?:(\d+) failed, )?(\d+) passed, (\d+) total/.exec(text);
            if (j)
                found = { runner: 'jest', passed: Number(j[2]), failed: Number(j[1] ?? 0), skipped: 0, total: Number(j[3]), failures: [] };
            const m = /(\d+) passed, (\d+) failed/.exec(text);
            if (m)
                found = { runner: 'plain', passed: Number(m[1]), failed: Number(m[2]), skipped: 0, total: Number(m[1]) + Number(m[2]), failures: [] };
        },
        result: () => found
    };
}
function readInventory(log) {
    const r = inventoryReader();
    for (const l of log.split('\n'))
        r.line(l);
    return r.result();
}

// EXTERNAL MODULE: ./src/rules/ledger/memory.ts
var memory = __nccwpck_require__(7906);
;// CONCATENATED MODULE: ./src/rules/ledger/codec.ts
// The ledger file as JSON, read strictly: a ledger the gate cannot read is never overwritten, and
// the error names the field that is wrong. Pure.






const FORMAT = 'green-gate-ledger/1';
function serializeLedger(ledger) {
    const { program, repository, anchor, statusComment, seal, anchored, epoch, entries } = ledger;
    const head = {
        format: FORMAT,
        program,
        ...optional('repository', repository ?? null),
        ...optional('anchored', anchored ?? null),
        ...optional('epoch', epoch ?? null)
    };
    const tail = {
        ...optional('anchor', anchor ?? null),
        statusComment,
        ...optional('seal', seal ?? null)
    };
    return `${JSON.stringify({ ...head, ...tail, entries }, null, 1)}\n`;
}
function parseLedger(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        // The parser's message may quote the file, line breaks and all: one short line of it.
        const why = (0,untrusted/* oneLine */.TN)(error instanceof Error ? error.message : String(error)).slice(0, 120);
        return { ok: false, message: `not JSON (${why})` };
    }
    try {
        const root = new Reader(json, '');
        if (root.string('format') !== FORMAT) {
            throw new ShapeError(`format: expected "${FORMAT}"`);
        }
        const entries = root.list('entries', readEntry);
        entries.forEach((entry, i) => {
            const before = entries[i - 1];
            if (before !== undefined && entry.seq !== before.seq + 1) {
                throw new ShapeError(`entries[${i}].seq: expected ${before.seq + 1}, got ${entry.seq}`);
            }
        });
        const anchor = root.nullableChild('anchor');
        const comment = root.nullableChild('statusComment');
        return {
            ok: true,
            ledger: {
                program: root.string('program'),
                // Absent from ledgers written before the gate named the repository and sealed them.
                ...optional('repository', root.nullableString('repository')),
                ...optional('seal', root.nullableString('seal')),
                ...optional('anchored', root.nullableCount('anchored')),
                ...optional('epoch', root.nullableCount('epoch')),
                ...(comment === null
                    ? {}
                    : { statusComment: { issue: comment.count('issue'), id: comment.string('id') } }),
                entries,
                ...(anchor === null
                    ? {}
                    : { anchor: { seq: anchor.count('seq'), hash: anchor.string('hash') } })
            }
        };
    }
    catch (error) {
        if (error instanceof ShapeError)
            return { ok: false, message: error.message };
        throw error;
    }
}
class ShapeError extends Error {
}
const CLASSES = [...classify/* CLASS_PRECEDENCE */.m, 'unknown'];
const STATUSES = [
    'accepted',
    'rejected',
    'error',
    'pending-ci',
    'ci-fix-exhausted'
];
const OUTCOMES = Object.keys(memory/* OUTCOME_TEXT */.r8);
/** A JSON object read field by field; every error names the path to the field. */
class Reader {
    path;
    object;
    constructor(value, path) {
        this.path = path;
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
            throw new ShapeError(`${path || 'ledger'}: expected an object`);
        }
        this.object = value;
    }
    at(key) {
        return this.path === '' ? key : `${this.path}.${key}`;
    }
    fail(key, expected) {
        throw new ShapeError(`${this.at(key)}: expected ${expected}, got ${JSON.stringify(this.object[key]) ?? 'nothing'}`);
    }
    string(key) {
        const value = this.object[key];
        return typeof value === 'string' ? value : this.fail(key, 'a string');
    }
    nullableString(key) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.string(key);
    }
    count(key) {
        const value = this.object[key];
        return Number.isSafeInteger(value) && value >= 0
            ? value
            : this.fail(key, 'a whole number');
    }
    /** A finite amount of at least 0, such as a cost. */
    amount(key) {
        const value = this.object[key];
        return typeof value === 'number' && Number.isFinite(value) && value >= 0
            ? value
            : this.fail(key, 'an amount of at least 0');
    }
    nullableAmount(key) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.amount(key);
    }
    nullableCount(key) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.count(key);
    }
    boolean(key) {
        const value = this.object[key];
        return typeof value === 'boolean' ? value : this.fail(key, 'true or false');
    }
    oneOf(key, options) {
        const value = this.object[key];
        return options.includes(value)
            ? value
            : this.fail(key, `one of ${options.join(', ')}`);
    }
    nullableOneOf(key, options) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.oneOf(key, options);
    }
    child(key) {
        return new Reader(this.object[key], this.at(key));
    }
    nullableChild(key) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.child(key);
    }
    strings(key) {
        const value = this.object[key];
        return Array.isArray(value) && value.every((item) => typeof item === 'string')
            ? value
            : this.fail(key, 'a list of strings');
    }
    nullableStrings(key) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.strings(key);
    }
    list(key, read) {
        const value = this.object[key];
        if (!Array.isArray(value))
            return this.fail(key, 'a list');
        return value.map((item, i) => read(new Reader(item, `${this.at(key)}[${i}]`)));
    }
    nullableList(key, read) {
        const value = this.object[key];
        return value === null || value === undefined ? null : this.list(key, read);
    }
}
function readEntry(r) {
    const failure = r.nullableChild('failure');
    const pause = r.nullableChild('pause');
    const steer = r.nullableChild('steer');
    return {
        seq: r.count('seq'),
        at: r.string('at'),
        eventKey: r.string('eventKey'),
        decision: r.oneOf('decision', decision/* DECISIONS */.Y),
        reason: r.string('reason'),
        headSha: r.nullableString('headSha'),
        runUrl: r.nullableString('runUrl'),
        failure: failure === null ? null : readFailure(failure),
        pause: pause === null ? null : readPause(pause),
        attempt: r.count('attempt'),
        maxAttempts: r.count('maxAttempts'),
        status: r.nullableOneOf('status', STATUSES),
        resumed: r.boolean('resumed'),
        memory: readMemory(r.child('memory')),
        ...optional('steer', steer === null ? null : readSteer(steer)),
        ...optional('prev', r.nullableString('prev')),
        ...optional('mac', r.nullableString('mac'))
    };
}
const COMMAND_KINDS = [
    'pause',
    'resume',
    'retry',
    'reset',
    'status',
    'approve',
    'unknown'
];
function readSteer(r) {
    return { command: r.oneOf('command', COMMAND_KINDS), by: r.string('by'), url: r.string('url') };
}
/** A failure as the gate signed it: on an entry, and on each fix attempt. */
function readFailure(r) {
    return { signature: r.string('signature'), failureClass: r.oneOf('failureClass', CLASSES) };
}
/** A field that is absent rather than null when the file does not have it. */
function optional(key, value) {
    return (value === null ? {} : { [key]: value });
}
function readPause(r) {
    const kind = r.oneOf('kind', [
        'ci-fix-exhausted',
        'stuck',
        'ci-timeout',
        'ci-missing',
        'audit-broken',
        'cost-cap',
        'ledger-tampered',
        'fixer-missing',
        'fixer-changed',
        'fix-weakened-tests',
        'weakened-tests',
        'unreviewable',
        'ci-changed',
        'tests-missing',
        'tests-failed-in-green'
    ]);
    switch (kind) {
        case 'ci-timeout':
            return { kind };
        case 'ci-missing':
            return { kind, sha: r.string('sha') };
        case 'audit-broken':
            return { kind, entry: r.count('entry') };
        case 'cost-cap':
            return { kind, spentUsd: r.amount('spentUsd'), capUsd: r.amount('capUsd') };
        case 'ledger-tampered':
            return { kind, what: r.string('what') };
        case 'fixer-missing':
        case 'unreviewable':
            return { kind, why: r.string('why') };
        case 'fixer-changed':
            return {
                kind,
                path: r.string('path'),
                branch: r.string('branch'),
                defaultBranch: r.string('defaultBranch')
            };
        case 'fix-weakened-tests':
        case 'weakened-tests':
            return { kind, findings: r.list('findings', readWeakening) };
        case 'ci-changed':
            return { kind, ...readCiChange(r) };
        case 'tests-missing':
            return {
                kind,
                job: r.string('job'),
                before: r.count('before'),
                now: r.nullableCount('now'),
                more: r.count('more')
            };
        case 'tests-failed-in-green':
            return { kind, job: r.string('job'), failed: r.count('failed'), more: r.count('more') };
        default:
            return { kind, signature: r.string('signature') };
    }
}
function readCiChange(r) {
    return { files: r.nullableStrings('files'), more: r.count('more'), since: r.string('since') };
}
function readWeakening(r) {
    return {
        kind: r.oneOf('kind', weakening/* WEAKENING_KINDS */.U),
        path: r.string('path'),
        line: r.nullableCount('line'),
        quote: r.nullableString('quote')
    };
}
function readHold(r) {
    const kind = r.oneOf('kind', ['none', 'fixing', 'paused', 'manual', 'blocked']);
    switch (kind) {
        case 'none':
            return { kind };
        case 'fixing':
            return { kind, attempt: r.count('attempt'), max: r.count('max'), sha: r.string('sha') };
        case 'paused':
            return { kind, reason: readPause(r.child('reason')) };
        case 'manual':
            return { kind, reason: r.nullableString('reason') };
        case 'blocked':
            return { kind, sha: r.string('sha') };
    }
}
function readAttempt(r) {
    return {
        attempt: r.count('attempt'),
        commit: r.string('commit'),
        ...readFailure(r),
        runUrl: r.nullableString('runUrl'),
        at: r.string('at'),
        outcome: r.oneOf('outcome', OUTCOMES),
        ...optional('note', r.nullableString('note')),
        ...optional('costUsd', r.nullableAmount('costUsd'))
    };
}
function readLastEvent(r) {
    return {
        decision: r.oneOf('decision', decision/* DECISIONS */.Y),
        eventKey: r.string('eventKey'),
        at: r.string('at')
    };
}
function readMemory(r) {
    const last = r.nullableChild('lastEvent');
    const spend = r.nullableChild('spend');
    // Both absent from ledgers written before the gate re-ran failed jobs and kept paused programs.
    const reruns = r.nullableChild('reruns');
    const keeper = r.nullableChild('keeper');
    const suspects = r.nullableChild('suspects');
    return {
        hold: readHold(r.child('hold')),
        iteration: r.nullableCount('iteration'),
        clockStarted: r.nullableString('clockStarted'),
        attempts: r.list('attempts', readAttempt),
        signature: r.nullableString('signature'),
        headSha: r.nullableString('headSha'),
        lastEvent: last === null ? null : readLastEvent(last),
        ...(spend === null
            ? {}
            : {
                spend: {
                    day: spend.string('day'),
                    usd: spend.amount('usd'),
                    dearestUsd: spend.amount('dearestUsd')
                }
            }),
        reruns: reruns === null ? null : { commit: reruns.string('commit'), count: reruns.count('count') },
        keeper: keeper === null
            ? null
            : {
                commit: keeper.string('commit'),
                attempts: keeper.list('attempts', readAttempt),
                spent: keeper.boolean('spent')
            },
        // Absent from ledgers written before the gate told flakes apart.
        ...optional('acceptedSha', r.nullableString('acceptedSha')),
        ...optional('approvedSha', r.nullableString('approvedSha')),
        ...optional('flakes', r.nullableStrings('flakes')),
        ...optional('suspects', suspects === null ? null : readSuspects(suspects)),
        // Absent from ledgers written before known flakes had to keep earning their re-run.
        ...optional('flakeMisses', r.nullableList('flakeMisses', readMiss)),
        ...optional('flakeReruns', r.nullableCount('flakeReruns')),
        // Absent from ledgers written before the gate recorded the program issue.
        ...optional('issue', r.nullableCount('issue')),
        // Absent from ledgers written before the gate remembered which workflows are CI.
        ...optional('ciWorkflows', r.nullableStrings('ciWorkflows')),
        // Absent from ledgers written before the gate read what CI ran: the next accept records it.
        ...optional('whatRan', r.nullableList('whatRan', readJobSeen))
    };
}
function readJobSeen(r) {
    const inventory = r.nullableChild('inventory');
    return { job: r.string('job'), inventory: inventory === null ? null : codec_readInventory(inventory) };
}
function codec_readInventory(r) {
    return {
        runner: r.oneOf('runner', TEST_RUNNERS),
        passed: r.count('passed'),
        failed: r.count('failed'),
        skipped: r.count('skipped'),
        total: r.count('total'),
        failures: r.strings('failures')
    };
}
function readMiss(r) {
    return { test: r.string('test'), misses: r.count('misses') };
}
function readSuspects(r) {
    return { commit: r.string('commit'), tests: r.strings('tests') };
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
/* unused harmony exports GUARD_PAUSES, guardPausedHead, withIssue */
/* harmony import */ var _accept_weakening_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1640);
/* harmony import */ var _accept_what_ran_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(84);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7268);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(85);




/** The pauses a guard takes on green: only `/green-gate approve <sha>` waives one, for that SHA. */
const GUARD_PAUSES = (/* unused pure expression or super */ null && ([
    'ci-changed',
    'weakened-tests',
    'fix-weakened-tests',
    'unreviewable',
    'tests-missing',
    'tests-failed-in-green'
]));
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
    const kept = { ...memory };
    // The cap on flake re-runs is the iteration's, like its fix budget.
    delete kept.flakeReruns;
    return {
        ...kept,
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
        case 'ci-missing':
            return `ci-missing: no run of CI on ${reason.sha.slice(0, 7)}`;
        case 'audit-broken':
            return `audit-broken: entry ${reason.entry}`;
        case 'cost-cap':
            return `cost-cap: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .usd */ .dR)(reason.spentUsd)} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .usd */ .dR)(reason.capUsd)}`;
        case 'ledger-tampered':
            return `ledger-tampered: ${reason.what}`;
        case 'fixer-missing':
            return `fixer-missing: ${reason.why}`;
        case 'fixer-changed':
            return `fixer-changed: ${reason.path} on ${reason.branch} differs from ${reason.defaultBranch}'s: merge the default branch or restore it, then resume`;
        case 'fix-weakened-tests':
        case 'weakened-tests': {
            const [first, ...more] = reason.findings.map(_accept_weakening_js__WEBPACK_IMPORTED_MODULE_0__/* .weakeningText */ .xU);
            return `${reason.kind}: ${first ?? 'the change checks less'}${more.length > 0 ? ` (and ${more.length} more)` : ''}`;
        }
        case 'ci-changed':
            return `ci-changed: ${ciChangeText(reason)}`;
        case 'unreviewable':
            return `unreviewable: ${reason.why}`;
        case 'tests-missing':
        case 'tests-failed-in-green': {
            // Job names come from the workflow run: one line, no live mention.
            const more = reason.more > 0 ? ` (and ${reason.more} more)` : '';
            return `${reason.kind}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .noMentions */ .T7)((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_accept_what_ran_js__WEBPACK_IMPORTED_MODULE_3__/* .findingText */ .NK)(reason)))}${more}`;
        }
    }
}
/** Longest part of a path a pause reason shows: paths are the agent's, and land in a cell. */
const PATH_CHARS = 100;
function ciChangeText({ files, more, since }) {
    const from = /^[0-9a-f]{40}$/.test(since) ? (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(since) : (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(since);
    if (files === null)
        return `the change since ${from} could not be read`;
    // Paths are the agent's to name: one line each, no live mention.
    const named = files.map((f) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .noMentions */ .T7)((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(f)).slice(0, PATH_CHARS)).join(', ');
    return `${named}${more > 0 ? ` (and ${more} more)` : ''}`;
}
/** The head a guard paused on green, which `/green-gate approve` may name; null when none. */
function guardPausedHead(memory) {
    const { hold, headSha } = memory;
    const guarded = hold.kind === 'paused' && GUARD_PAUSES.includes(hold.reason.kind);
    return guarded ? headSha : null;
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
/** The memory with the program issue recorded, unless one is already. */
function withIssue(memory, issue) {
    return memory.issue !== undefined || issue === null ? memory : { ...memory, issue };
}


/***/ }),

/***/ 977:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ classify),
/* harmony export */   m: () => (/* binding */ CLASS_PRECEDENCE)
/* harmony export */ });
/**
 * When one log shows several kinds of failure, the most fundamental one names it. Earlier wins:
 *
 * - `infra`: the machine failed (OOM kill, timeout, lost runner, full disk, network). Nothing
 *   else in the log can be trusted, and no code change is the fix.
 * - `dependency`: packages did not install, so nothing after that ran against the real code.
 * - `build`: the code does not compile; every test after it fails for that reason.
 * - `type`: a type error stops ts-jest/mypy-gated suites the same way, and is the cheaper fix.
 * - `lint`: a mechanical rule violation; usually its own step, ahead of the tests.
 * - `test`: assertions failed in code that built and type-checked.
 */
const CLASS_PRECEDENCE = [
    'infra',
    'dependency',
    'build',
    'type',
    'lint',
    'test'
];
/** The class of a log whose failures have these classes; `unknown` when there are none. */
function classify(classes) {
    let best = CLASS_PRECEDENCE.length;
    for (const c of classes)
        best = Math.min(best, CLASS_PRECEDENCE.indexOf(c));
    return CLASS_PRECEDENCE[best] ?? 'unknown';
}


/***/ }),

/***/ 5818:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ formatStateError),
/* harmony export */   h: () => (/* binding */ quote)
/* harmony export */ });
// Why a state file could not be read, located to a line and a field, so the log names the exact
// spot a maintainer has to fix. Parsing returns these instead of throwing: a caller that gets
// one has no document, so it cannot write back a file it did not understand.
/** `label:line: field "X": message`, e.g. with label `memory/autoloop:demo.md`. */
function formatStateError(label, error) {
    // Quoted short: a field cell can be any length, the line stays readable.
    const field = error.field === null ? '' : `field ${quote(error.field)}: `;
    return `${label}:${error.line}: ${field}${error.message}`;
}
/** A file excerpt for a message: quoted, one line, short. */
function quote(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 59)}…` : flat);
}


/***/ }),

/***/ 6519:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  LU: () => (/* binding */ STATE_KEYS),
  RC: () => (/* binding */ decodeField),
  LK: () => (/* binding */ fieldKeyOf),
  Po: () => (/* binding */ isEmptyValue),
  dZ: () => (/* binding */ isIsoTime),
  lx: () => (/* binding */ schedulerSafe)
});

// UNUSED EXPORTS: EMPTY_CELL, OWNED_KEYS, ROW_NAMES, absentCell, encodeOwned

// EXTERNAL MODULE: ./src/rules/state/errors.ts
var errors = __nccwpck_require__(5818);
;// CONCATENATED MODULE: ./src/rules/state/recent-statuses.ts
// The Recent Statuses list: the scheduler reads its tail (five `rejected` in a row pause a
// program), so it stays short and the gate turns a pushed iteration's `pending-ci` into its
// final outcome instead of recording the same iteration twice.
const MAX_RECENT_STATUSES = 10;
/** `current` with `status` added at the end, keeping the last ten. */
function nextRecentStatuses(current, status, replaceTrailingPendingCi) {
    const last = current[current.length - 1];
    const replaces = replaceTrailingPendingCi && last?.toLowerCase() === 'pending-ci';
    const next = [...(replaces ? current.slice(0, -1) : current), status];
    return next.slice(-MAX_RECENT_STATUSES);
}

// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __nccwpck_require__(85);
;// CONCATENATED MODULE: ./src/rules/state/fields.ts
// The Machine State rows: their names as autoloop writes them, what each row the gate reads means
// as a typed value, and for the rows it owns, how a typed value is written back. Every row is read
// the way autoloop's scheduler reads it (a value it would misread is read the same way, with a
// warning): the gate's own CI rows are renderings of its ledger, so a value there that does not
// decode is only rewritten, never acted on.



const ROW_NAMES = {
    lastRun: 'Last Run',
    iterationCount: 'Iteration Count',
    bestMetric: 'Best Metric',
    targetMetric: 'Target Metric',
    metricDirection: 'Metric Direction',
    branch: 'Branch',
    pr: 'PR',
    issue: 'Issue',
    paused: 'Paused',
    pauseReason: 'Pause Reason',
    completed: 'Completed',
    completedReason: 'Completed Reason',
    consecutiveErrors: 'Consecutive Errors',
    recentStatuses: 'Recent Statuses',
    ciFixAttempts: 'CI Fix Attempts',
    ciSignature: 'CI Signature',
    ciHeadSha: 'CI Head SHA',
    ciGateStarted: 'CI Gate Started',
    ciLastEvent: 'CI Last Event',
    ciLedger: 'CI Ledger'
};
/** Owned rows in the order a missing one is appended to the table. */
const OWNED_KEYS = (/* unused pure expression or super */ null && ([
    'paused',
    'pauseReason',
    'recentStatuses',
    'ciFixAttempts',
    'ciSignature',
    'ciHeadSha',
    'ciGateStarted',
    'ciLastEvent',
    'ciLedger'
]));
/** What autoloop writes for "no value". */
const EMPTY_CELL = '—';
/** Cell values the scheduler also reads as "no value". */
function isEmptyValue(value) {
    return value === '' || value === '—' || value === '-';
}
function normalizeFieldName(name) {
    return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
const KEY_BY_NAME = new Map(Object.entries(ROW_NAMES).map(([key, name]) => [
    normalizeFieldName(name),
    key
]));
function fieldKeyOf(name) {
    return KEY_BY_NAME.get(normalizeFieldName(name));
}
const ok = (value) => ({ value });
const warn = (value, warning) => ({ value, warning });
function invalid(field, value, expected) {
    throw new RangeError(`cannot write ${JSON.stringify(value)} to ${field}: expected ${expected}`);
}
/**
 * The scheduler splits a row at every `|`, escaped or not, and a split row eats the one below
 * it; a look-alike keeps the text readable and the table whole.
 */
function schedulerSafe(value) {
    return (0,untrusted/* oneLine */.TN)(value).replace(/\|/g, '¦');
}
const fields_text = {
    decode: (value) => ok(value),
    encode(value) {
        const line = value === null ? '' : schedulerSafe(value);
        return isEmptyValue(line) ? null : line;
    }
};
/** As the scheduler reads it: true only when the value is `true` in any case. */
const flag = {
    decode(value) {
        const word = (value ?? 'false').toLowerCase();
        if (word === 'true')
            return ok(true);
        if (word === 'false')
            return ok(false);
        return warn(false, `${(0,errors/* quote */.h)(value ?? '')} reads as false: the autoloop scheduler takes only "true" as true`);
    },
    encode: (value) => String(value)
};
/** Reads a whole number; anything else is the fallback, with a warning. */
function wholeNumber(fallback) {
    return {
        decode(value) {
            if (value === null)
                return ok(fallback);
            const n = Number(value);
            return /^\d+$/.test(value) && Number.isSafeInteger(n)
                ? ok(n)
                : warn(fallback, `expected a whole number, got ${(0,errors/* quote */.h)(value)}; rewritten from the ledger`);
        },
        encode: (value) => value === null
            ? null
            : Number.isSafeInteger(value) && value >= 0
                ? String(value)
                : invalid(ROW_NAMES.ciFixAttempts, value, 'a whole number')
    };
}
/** A row the gate renders: a value it could not have written reads as absent, with a warning. */
function pattern(test, expected) {
    return {
        decode: (value) => value === null || test(value)
            ? ok(value)
            : warn(null, `expected ${expected}, got ${(0,errors/* quote */.h)(value)}; rewritten from the ledger`),
        encode: (value) => value === null || test(value) ? value : invalid('a CI row', value, expected)
    };
}
const SHA = /^[0-9a-f]{7,64}$/i;
const sha = pattern((value) => SHA.test(value), 'a commit SHA (7 to 64 hex digits)');
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** A full date and time with its zone, such as 2026-04-22T22:30:00Z. */
function isIsoTime(value) {
    return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
}
const isoTime = pattern(isIsoTime, 'an ISO 8601 time like 2026-04-22T22:30:00Z');
const statusList = {
    decode: (value) => ok((value ?? '')
        .split(',')
        .map((status) => status.trim())
        .filter((status) => status !== '')),
    encode(value) {
        for (const status of value) {
            if (!/^[^,\r\n]+$/.test(status) || status.trim() === '') {
                invalid(ROW_NAMES.recentStatuses, status, 'a status without commas or line breaks');
            }
        }
        const kept = value.map((status) => status.trim()).slice(-MAX_RECENT_STATUSES);
        return kept.length === 0 ? null : kept.join(', ');
    }
};
const OWNED_CODECS = {
    paused: flag,
    pauseReason: fields_text,
    recentStatuses: statusList,
    ciFixAttempts: wholeNumber(0),
    ciSignature: fields_text,
    ciHeadSha: sha,
    ciGateStarted: isoTime,
    ciLastEvent: fields_text,
    ciLedger: wholeNumber(null)
};
const wholeNumberOrNull = {
    decode: (value) => ok(value !== null && /^\d+$/.test(value) ? Number(value) : null)
};
/** `#12`, `12` or `[#12](url)`; anything else (autoloop has written `pending-ci`) is none. */
const reference = {
    decode(value) {
        const digits = /^\[?#?(\d+)\b/.exec(value ?? '')?.[1];
        return ok(digits === undefined ? null : Number(digits));
    }
};
const branch = {
    decode: (value) => ok(value === null ? null : value.replace(/^`(.*)`$/, '$1'))
};
const READERS = {
    ...OWNED_CODECS,
    iterationCount: wholeNumberOrNull,
    branch,
    pr: reference,
    issue: reference,
    completed: flag,
    completedReason: fields_text
};
/** The rows the typed view reads, in the table's order. */
const STATE_KEYS = Object.keys(ROW_NAMES).filter((key) => key in READERS);
function decodeField(key, value) {
    return READERS[key].decode(value);
}
/** The cell text an absent row amounts to: the row's default, written out. */
function absentCell(key) {
    const codec = OWNED_CODECS[key];
    return codec.encode(codec.decode(null).value);
}
function encodeOwned(key, value) {
    return OWNED_CODECS[key].encode(value);
}


/***/ }),

/***/ 3669:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  bU: () => (/* reexport */ errors/* formatStateError */.b),
  ne: () => (/* reexport */ machine_state_parseStateFile),
  Lu: () => (/* reexport */ readHistory),
  lx: () => (/* reexport */ fields/* schedulerSafe */.lx)
});

// UNUSED EXPORTS: ROW_NAMES, applyStateChanges, nextRecentStatuses, renderStateTemplate

// EXTERNAL MODULE: ./src/rules/state/errors.ts
var errors = __nccwpck_require__(5818);
// EXTERNAL MODULE: ./src/rules/state/fields.ts + 1 modules
var fields = __nccwpck_require__(6519);
;// CONCATENATED MODULE: ./src/rules/state/lines.ts
// Text <-> lines that remember their own line endings, so a file can be edited line by line and
// written back with every untouched byte (BOM, CRLF, missing final newline) exactly as it was.
const BOM = '\uFEFF';
function splitLines(text) {
    const bom = text.startsWith(BOM) ? BOM : '';
    const body = text.slice(bom.length);
    const lines = [];
    let crlf = 0;
    let lf = 0;
    let start = 0;
    for (const match of body.matchAll(/\r?\n/g)) {
        const eol = match[0] === '\r\n' ? '\r\n' : '\n';
        if (eol === '\r\n')
            crlf++;
        else
            lf++;
        lines.push({ text: body.slice(start, match.index), eol });
        start = match.index + match[0].length;
    }
    if (start < body.length)
        lines.push({ text: body.slice(start), eol: '' });
    return { bom, lines, eol: crlf > lf ? '\r\n' : '\n' };
}
function lines_joinLines(split) {
    return split.bom + split.lines.map((line) => line.text + line.eol).join('');
}
/**
 * Inserts `texts` as new lines before index `at`. Appending after a last line that had no
 * newline gives that line one and leaves the new last line without, so the file keeps its
 * "no trailing newline" shape.
 */
function lines_insertLines(lines, at, texts, eol) {
    const out = [...lines];
    if (texts.length === 0)
        return out;
    const added = texts.map((text) => ({ text, eol }));
    const previous = out[at - 1];
    if (at === out.length && previous !== undefined && previous.eol === '') {
        out[at - 1] = { text: previous.text, eol };
        const last = added.length - 1;
        added[last] = { text: texts[last] ?? '', eol: '' };
    }
    out.splice(at, 0, ...added);
    return out;
}
function lines_isBlank(line) {
    return line !== undefined && line.text.trim() === '';
}

;// CONCATENATED MODULE: ./src/rules/state/outline.ts
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
function outline_scanOutline(lines) {
    const headings = [];
    const fenced = [];
    let fence = null;
    lines.forEach((line, index) => {
        if (fence !== null) {
            fenced.push(true);
            const close = FENCE.exec(line.text);
            const marker = close?.[1];
            const closes = marker !== undefined &&
                marker[0] === fence[0] &&
                marker.length >= fence.length &&
                line.text.trim() === marker;
            if (closes)
                fence = null;
            return;
        }
        const open = FENCE.exec(line.text)?.[1];
        if (open !== undefined) {
            fence = open;
            fenced.push(true);
            return;
        }
        fenced.push(false);
        const heading = ATX_HEADING.exec(line.text);
        const hashes = heading?.[1];
        if (hashes !== undefined) {
            const text = (heading?.[2] ?? '').replace(/[ \t]+#+$/, '');
            headings.push({ index, level: hashes.length, text });
        }
    });
    return { headings, fenced };
}
/**
 * True when a heading's words are `title`, whatever emoji or symbols lead it: autoloop writes
 * "⚙️ Machine State", and a maintainer retyping it may drop or change the emoji.
 */
function outline_headingIs(heading, level, title) {
    const words = heading.text.replace(/^[^\p{L}\p{N}]+/u, '').trim();
    return heading.level === level && words.toLowerCase() === title.toLowerCase();
}
/** Index one past the last line of the section that `heading` opens. */
function outline_sectionEnd(outline, heading, lineCount) {
    const next = outline.headings.find((h) => h.index > heading.index && h.level <= heading.level);
    return next === undefined ? lineCount : next.index;
}

;// CONCATENATED MODULE: ./src/rules/state/table-cells.ts
// Markdown table rows split into cells, read and refitted. The escaping that keeps any value
// (pipes, newlines) inside one cell of one row is the untrusted-text module's (escapeCell).
/** Splits a line that starts with a pipe; null for any other line. */
function splitRow(text) {
    const lead = /^[ \t]*\|/.exec(text);
    if (lead === null)
        return null;
    const indent = text.slice(0, lead[0].length - 1);
    const parts = [];
    let start = lead[0].length;
    for (let i = start; i < text.length; i++) {
        if (text[i] === '|' && text[i - 1] !== '\\') {
            parts.push(text.slice(start, i));
            start = i + 1;
        }
    }
    const tail = text.slice(start);
    if (parts.length > 0 && tail.trim() === '')
        return { indent, cells: parts, after: `|${tail}` };
    return { indent, cells: [...parts, tail], after: '' };
}
function isTableLine(text) {
    return /^[ \t]*\|/.test(text);
}
/** A cell's value: padding trimmed and `\|` read back as `|`. */
function cellValue(cell) {
    return cell.trim().replace(/\\\|/g, '|');
}
/**
 * Cell text for `escaped` in place of `oldCell`. An old cell padded for alignment (more than one
 * space before the pipe) keeps its width when the value fits, so an aligned table stays aligned;
 * otherwise one space on each side. Never less than one space before the closing pipe, so a
 * value ending in a backslash cannot escape it.
 */
function table_cells_fitCell(oldCell, escaped) {
    const lead = /^[ \t]*/.exec(oldCell)?.[0] || ' ';
    const body = lead + escaped;
    const aligned = /[ \t]{2,}$/.test(oldCell);
    return aligned && body.length < oldCell.length ? body.padEnd(oldCell.length) : `${body} `;
}

;// CONCATENATED MODULE: ./src/rules/state/machine-state.ts
// Reads the `## ⚙️ Machine State` table of an autoloop state file into a typed view while
// keeping every line exactly as written, so an edit can replace single cells and leave the rest
// of the file byte for byte as it was.





const SECTION = 'Machine State';
function machine_state_parseStateFile(text) {
    const split = splitLines(text);
    const { lines } = split;
    const outline = outline_scanOutline(lines);
    const heading = findSection(outline);
    if ('ok' in heading)
        return heading;
    // The section's lines, and which of them sit in code fences.
    const section = {
        lines,
        fenced: outline.fenced,
        end: outline_sectionEnd(outline, heading, lines.length)
    };
    const header = findTableHeader(section, heading);
    if (typeof header !== 'number')
        return header;
    const table = readRows(section, header + 2);
    if ('ok' in table)
        return table;
    const broken = rowBelowTable(section, table.end);
    if (broken !== null)
        return broken;
    const { rows } = table;
    const schedulerFinds = (lines[heading.index]?.text ?? '').startsWith(machine_state_SCHEDULER_HEADING);
    const warnings = schedulerWarnings(heading, schedulerFinds, rows);
    const state = readState(rows, warnings);
    return {
        ok: true,
        doc: {
            ...split,
            state,
            warnings,
            heading: { index: heading.index, schedulerFinds },
            rows,
            tableEnd: table.end - 1
        }
    };
}
/** The one Machine State heading: a second one would leave unclear which the scheduler reads. */
function findSection(outline) {
    const [heading, second] = outline.headings.filter((h) => outline_headingIs(h, 2, SECTION));
    if (heading === undefined) {
        return failure('missing-section', 0, null, 'no "## ⚙️ Machine State" section');
    }
    if (second !== undefined) {
        return failure('duplicate-section', second.index, null, `second Machine State section (first on line ${heading.index + 1})`);
    }
    return heading;
}
/** The 0-based index of the section's first table line, once its header and separator check. */
function findTableHeader(section, heading) {
    const { lines, fenced, end } = section;
    let header = -1;
    for (let i = heading.index + 1; i < end && header < 0; i++) {
        if (!fenced[i] && isTableLine(lines[i]?.text ?? ''))
            header = i;
    }
    if (header < 0) {
        return failure('missing-table', heading.index, null, 'section has no "| Field | Value |" table');
    }
    const headerText = lines[header]?.text ?? '';
    const headerCells = splitRow(headerText)?.cells.map((c) => cellValue(c).toLowerCase());
    if (headerCells?.length !== 2 || headerCells[0] !== 'field' || headerCells[1] !== 'value') {
        return failure('bad-header', header, null, `expected the table header "| Field | Value |", got ${(0,errors/* quote */.h)(headerText)}`);
    }
    const separator = lines[header + 1];
    const separatorCells = separator === undefined ? undefined : splitRow(separator.text)?.cells;
    const separates = header + 1 < end &&
        separatorCells?.length === 2 &&
        separatorCells.every((cell) => /^\s*:?-+:?\s*$/.test(cell));
    if (!separates) {
        return failure('bad-separator', separator !== undefined && header + 1 < end ? header + 1 : header, null, 'table header is not followed by a separator row like "|-------|-------|"');
    }
    return header;
}
/** The data rows from `first` on, up to the first line that is not a table row. */
function readRows(section, first) {
    const { lines, fenced, end } = section;
    const rows = [];
    let index = first;
    for (; index < end && !fenced[index]; index++) {
        const line = lines[index]?.text ?? '';
        const parts = splitRow(line);
        if (parts === null)
            break;
        const [fieldCell, cell, ...extra] = parts.cells;
        const field = cellValue(fieldCell ?? '');
        if (cell === undefined || extra.length > 0) {
            return failure('bad-row', index, field === '' ? null : field, `expected 2 cells ("| Field | Value |"), got ${parts.cells.length} (escape a pipe in a value as \\|)`);
        }
        const value = cellValue(cell);
        rows.push({
            field,
            value: (0,fields/* isEmptyValue */.Po)(value) ? null : value,
            line: index + 1,
            before: `${parts.indent}|${fieldCell}|`,
            cell,
            after: parts.after,
            fieldCell: fieldCell ?? ''
        });
    }
    return { rows, end: index };
}
/**
 * A known row further down means the table was broken (a value split over two lines, a blank
 * line between rows): reading on would take the rows below it as absent, e.g. attempts as 0.
 * `tableEnd` is the 0-based index of the line that ended the table.
 */
function rowBelowTable(section, tableEnd) {
    const { lines, fenced, end } = section;
    for (let i = tableEnd; i < end; i++) {
        const below = fenced[i] ? null : splitRow(lines[i]?.text ?? '');
        const field = below === null ? '' : cellValue(below.cells[0] ?? '');
        if (below !== null && below.cells.length >= 2 && (0,fields/* fieldKeyOf */.LK)(field) !== undefined) {
            const breaker = lines[tableEnd]?.text ?? '';
            return failure('bad-row', tableEnd, null, `${breaker.trim() === '' ? 'a blank line' : (0,errors/* quote */.h)(breaker)} breaks the table, leaving the ${(0,errors/* quote */.h)(field)} row on line ${i + 1} out of it; join a value split over two lines, or remove the line`);
        }
    }
    return null;
}
/** What the file says that the autoloop scheduler reads otherwise than the gate does. */
function schedulerWarnings(heading, schedulerFinds, rows) {
    const warnings = [];
    if (!schedulerFinds) {
        warnings.push({
            line: heading.index + 1,
            message: `the autoloop scheduler finds the section only under the heading "${machine_state_SCHEDULER_HEADING}", so it reads none of these rows; the gate writes the heading that way`
        });
    }
    rows.forEach((row, i) => {
        const below = rows[i + 1];
        if (row.after === '' && below !== undefined) {
            warnings.push({
                line: row.line,
                message: `this row has no closing pipe, so the autoloop scheduler reads the ${(0,errors/* quote */.h)(below.field)} row below as part of it; end the row with |`
            });
        }
        if (!`${row.fieldCell}|${row.cell}`.includes('\\|'))
            return;
        warnings.push({
            line: row.line,
            message: `the autoloop scheduler splits rows at every pipe, escaped or not, so it misreads this row${below === undefined ? '' : ` and the ${(0,errors/* quote */.h)(below.field)} row below it`}; write ¦ instead of \\|`
        });
    });
    return warnings;
}
/** The heading as the scheduler's pattern spells it, emoji and variation selector included. */
const machine_state_SCHEDULER_HEADING = '## \u2699\ufe0f Machine State';
/** The row for a known field: the owned rows are unique; for the others the last one counts,
 * as it does for the autoloop scheduler. */
function machine_state_findRow(doc, key) {
    return doc.rows.findLast((row) => (0,fields/* fieldKeyOf */.LK)(row.field) === key);
}
/** Reads every known row as the scheduler does: the last of duplicate rows counts. */
function readState(rows, warnings) {
    const seen = new Map();
    for (const row of rows) {
        const key = (0,fields/* fieldKeyOf */.LK)(row.field);
        if (key === undefined)
            continue;
        const first = seen.get(key);
        if (first === undefined)
            seen.set(key, row);
        else {
            warnings.push({
                line: first.line,
                message: `${(0,errors/* quote */.h)(row.field)} appears again on line ${row.line}; the scheduler and the gate read the last one`
            });
        }
    }
    const values = {};
    for (const key of fields/* STATE_KEYS */.LU) {
        const row = machine_state_findRow({ rows }, key);
        const decoded = (0,fields/* decodeField */.RC)(key, row?.value ?? null);
        if (decoded.warning !== undefined && row !== undefined) {
            warnings.push({ line: row.line, message: `${(0,errors/* quote */.h)(row.field)}: ${decoded.warning}` });
        }
        values[key] = decoded.value;
    }
    // Every key of STATE_KEYS was decoded by its own reader just above.
    return values;
}
function failure(kind, index, field, message) {
    return { ok: false, error: { kind, line: index + 1, field, message } };
}

// EXTERNAL MODULE: ./src/rules/untrusted.ts
var untrusted = __nccwpck_require__(85);
;// CONCATENATED MODULE: ./src/rules/state/history.ts
// The `## 📊 Iteration History` section: entries newest first, each a `### ` heading with the
// time and a link to the run, then `- **Label**: value` lines. The gate only ever adds entries
// on top; it never rewrites one.



const history_HISTORY_HEADING = '## 📊 Iteration History';
const history_SECTION = 'Iteration History';
const ENTRY_LEVEL = 3;
/** `YYYY-MM-DD HH:MM UTC`, the form autoloop uses in entry headings. */
function formatHistoryTime(when) {
    const date = typeof when === 'string' ? new Date(when) : when;
    if (Number.isNaN(date.getTime())) {
        throw new RangeError(`not a time: ${JSON.stringify(String(when))}`);
    }
    const iso = date.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** The entry's lines, without line endings. */
function renderHistoryEntry(entry) {
    const parts = [oneLine(entry.title), formatHistoryTime(entry.when)];
    if (entry.runUrl !== undefined)
        parts.push(`[Run](${linkTarget(entry.runUrl)})`);
    const heading = `### ${parts.join(' — ')}`;
    if (entry.lines.length === 0)
        return [heading];
    const bullets = entry.lines.map(([label, value]) => `- **${oneLine(label)}**: ${oneLine(value)}`);
    return [heading, '', ...bullets];
}
/**
 * Adds `entries` (listed newest first, as they will read) above the newest existing entry,
 * creating the section at the end of the file when there is none.
 */
function history_prependHistoryLines(lines, entries, eol) {
    if (entries.length === 0)
        return [...lines];
    const block = entries.flatMap((entry, i) => [
        ...(i > 0 ? [''] : []),
        ...renderHistoryEntry(entry)
    ]);
    const outline = scanOutline(lines);
    const heading = outline.headings.find((h) => headingIs(h, 2, history_SECTION));
    if (heading === undefined) {
        const gap = lines.length === 0 || isBlank(lines[lines.length - 1]) ? [] : [''];
        return insertLines(lines, lines.length, [...gap, history_HISTORY_HEADING, '', ...block], eol);
    }
    const end = sectionEnd(outline, heading, lines.length);
    const newest = outline.headings.find((h) => h.index > heading.index && h.index < end && h.level === ENTRY_LEVEL);
    if (newest !== undefined) {
        const previous = newest.index - 1;
        const gap = previous === heading.index || isBlank(lines[previous]) ? [] : [''];
        return insertLines(lines, newest.index, [...gap, ...block, ''], eol);
    }
    // No entries yet: go after the section's last text (intro, placeholder), before any rule
    // that closes it.
    let anchor = heading.index;
    for (let i = heading.index + 1; i < end; i++) {
        const line = lines[i];
        if (line !== undefined && !isBlank(line) && !isRule(line))
            anchor = i;
    }
    const after = lines[anchor + 1];
    const tail = after === undefined || isBlank(after) ? [] : [''];
    return insertLines(lines, anchor + 1, ['', ...block, ...tail], eol);
}
function readHistory(text) {
    const { lines } = splitLines(text);
    const outline = outline_scanOutline(lines);
    const heading = outline.headings.find((h) => outline_headingIs(h, 2, history_SECTION));
    if (heading === undefined)
        return [];
    const end = outline_sectionEnd(outline, heading, lines.length);
    const inSection = outline.headings.filter((h) => h.index > heading.index && h.index < end);
    return inSection
        .filter((h) => h.level === ENTRY_LEVEL)
        .map((h) => {
        const stop = inSection.find((next) => next.index > h.index && next.level <= ENTRY_LEVEL);
        const fields = [];
        for (let i = h.index + 1; i < (stop?.index ?? end); i++) {
            const field = outline.fenced[i] ? null : FIELD.exec(lines[i]?.text ?? '');
            if (field?.[1] !== undefined)
                fields.push([field[1], field[2] ?? '']);
        }
        const [title = '', ...rest] = h.text.split(/\s+—\s+/);
        return {
            title,
            when: rest.find((part) => /^\d{4}-\d{2}-\d{2}/.test(part)) ?? null,
            runUrl: /\]\(\s*<?([^)\s>]+)>?\s*\)/.exec(h.text)?.[1] ?? null,
            line: h.index + 1,
            fields
        };
    });
}
const FIELD = /^\s*[-*+]\s+\*\*([^*]+?):?\*\*:?\s*(.*?)\s*$/;
function isRule(line) {
    return /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(line.text);
}
/** A URL that cannot end the markdown link early. */
function linkTarget(url) {
    return oneLine(url).replace(/[ ()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

;// CONCATENATED MODULE: ./src/rules/state/edit.ts







/**
 * Applies `changes` to the state file `text`. A row is rewritten only when its value changes;
 * a missing owned row is appended to the table only when the new value differs from what an
 * absent row already means (false, 0, none), so a file without the gate's rows keeps its shape
 * until the gate has something to record. Throws RangeError for a value that could not be read
 * back (a negative attempt count, a malformed SHA or time): that is a caller bug.
 */
function applyStateChanges(text, changes) {
    const parsed = parseStateFile(text);
    if (!parsed.ok)
        return parsed;
    const doc = parsed.doc;
    const cells = targetCells(doc, changes);
    let lines = [...doc.lines];
    const added = [];
    for (const key of OWNED_KEYS) {
        if (!cells.has(key))
            continue;
        const value = cells.get(key) ?? null;
        const row = findRow(doc, key);
        if (row === undefined) {
            if (value !== absentCell(key))
                added.push(newRow(ROW_NAMES[key], value, doc.rows.at(-1)));
        }
        else if (row.value !== value) {
            const index = row.line - 1;
            const cell = fitCell(row.cell, escapeCell(value ?? EMPTY_CELL));
            lines[index] = { text: `${row.before}${cell}${row.after}`, eol: lines[index]?.eol ?? '' };
        }
    }
    // A last row without its closing pipe makes the scheduler read the line below as part of it:
    // new rows go above it, where nothing can swallow them.
    const last = doc.rows.at(-1);
    const unclosed = last !== undefined && last.after === '' && last.line - 1 === doc.tableEnd;
    lines = insertLines(lines, unclosed ? doc.tableEnd : doc.tableEnd + 1, added, doc.eol);
    lines = prependHistoryLines(lines, changes.history ?? [], doc.eol);
    let out = joinLines({ ...doc, lines });
    // A heading the scheduler cannot find hides the gate's hold from it: fixed with any write.
    const heading = lines[doc.heading.index];
    if (out !== text && !doc.heading.schedulerFinds && heading !== undefined) {
        lines[doc.heading.index] = { text: SCHEDULER_HEADING, eol: heading.eol };
        out = joinLines({ ...doc, lines });
    }
    return { ok: true, text: out, changed: out !== text };
}
/** The unescaped cell text each owned row should end up with (null: empty). */
function targetCells(doc, changes) {
    const set = changes.set ?? {};
    const cells = new Map();
    for (const key of OWNED_KEYS) {
        if (set[key] !== undefined)
            cells.set(key, encode(key, set));
    }
    if (changes.appendStatus !== undefined) {
        const statuses = nextRecentStatuses(set.recentStatuses ?? doc.state.recentStatuses, changes.appendStatus, changes.replaceTrailingPendingCi ?? false);
        cells.set('recentStatuses', encodeOwned('recentStatuses', statuses));
    }
    return cells;
}
function encode(key, set) {
    return encodeOwned(key, set[key]);
}
/** A new row laid out like `template` (the table's last row), so an aligned table stays so. */
function newRow(field, value, template) {
    const fieldCell = fitCell(template?.fieldCell ?? '', escapeCell(field));
    const valueCell = fitCell(template?.cell ?? '', escapeCell(value ?? EMPTY_CELL));
    const indent = /^[ \t]*/.exec(template?.before ?? '')?.[0] ?? '';
    return `${indent}|${fieldCell}|${valueCell}|`;
}

;// CONCATENATED MODULE: ./src/rules/state/template.ts
// A new state file in autoloop's layout, for a program that has none yet: same headings, same
// Machine State rows in the same order (the gate's own rows last), so the scheduler and the
// agents read it as one of their own.



function renderStateTemplate(options) {
    const program = oneLine(options.program);
    const branch = options.branch ?? `autoloop/${program}`;
    const rows = [
        [ROW_NAMES.lastRun, null],
        [ROW_NAMES.iterationCount, '0'],
        [ROW_NAMES.bestMetric, null],
        [ROW_NAMES.targetMetric, options.targetMetric ?? null],
        [ROW_NAMES.metricDirection, options.metricDirection ?? null],
        [ROW_NAMES.branch, `\`${branch}\``],
        [ROW_NAMES.pr, reference(options.pr)],
        [ROW_NAMES.issue, reference(options.issue)],
        [ROW_NAMES.paused, 'false'],
        [ROW_NAMES.pauseReason, null],
        [ROW_NAMES.completed, 'false'],
        [ROW_NAMES.completedReason, null],
        [ROW_NAMES.consecutiveErrors, '0'],
        [ROW_NAMES.recentStatuses, null],
        [ROW_NAMES.ciFixAttempts, '0'],
        [ROW_NAMES.ciSignature, null],
        [ROW_NAMES.ciHeadSha, null],
        [ROW_NAMES.ciGateStarted, null],
        [ROW_NAMES.ciLastEvent, null],
        [ROW_NAMES.ciLedger, null]
    ];
    const sections = [
        [
            '## ⚙️ Machine State',
            '',
            '> 🤖 *Read by the scheduler and the CI gate on every run: change values, keep the layout.*',
            '',
            '| Field | Value |',
            '|-------|-------|',
            ...rows.map(([field, value]) => `| ${field} | ${escapeCell(value ?? '') || EMPTY_CELL} |`)
        ],
        ['## 🎯 Current Priorities', '', '*(None set: the agent picks its own next step.)*'],
        ['## 📚 Lessons Learned', '', '- *(nothing recorded)*'],
        ['## 🚧 Foreclosed Avenues', '', '- *(nothing ruled out)*'],
        ['## 🔭 Future Directions', '', '- *(no ideas recorded)*'],
        [HISTORY_HEADING, '', 'Newest first.']
    ];
    const lines = [
        `# Autoloop: ${program}`,
        '',
        `🤖 *State of the \`${program}\` program, kept by Autoloop and its CI gate. Maintainers may edit any section.*`,
        ...sections.flatMap((section) => ['', '---', '', ...section])
    ];
    const eol = options.eol ?? '\n';
    return lines.map((line) => line + eol).join('');
}
function reference(number) {
    return number === null || number === undefined ? null : `#${number}`;
}

;// CONCATENATED MODULE: ./src/rules/state/index.ts
// The state file API: pure functions from file text to typed state and back.









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
/* harmony export */   T7: () => (/* binding */ noMentions),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   ti: () => (/* binding */ inlineCode)
/* harmony export */ });
/* unused harmony exports escapeHtml, fenceFor, untrustedMarker, fencedText, untrustedBlock */
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
    const hash = createHash('sha256');
    for (const text of texts)
        hash.update(text).update('\u0000');
    hash.update(nonce);
    let digest = hash.digest('hex');
    for (;;) {
        const marker = `UNTRUSTED-CI-DATA-${digest.slice(0, 24).toUpperCase()}`;
        if (!texts.some((text) => text.includes(marker)))
            return marker;
        digest = createHash('sha256').update(digest).digest('hex');
    }
}
/** `text` in a code block that no line of it can close. */
function fencedText(text) {
    const fence = fenceFor(text);
    return [`${fence}text`, text, fence].join('\n');
}
/** `text` fenced as data between `BEGIN <marker>` and `END <marker>` lines. */
function untrustedBlock(text, marker) {
    return [`BEGIN ${marker}`, fencedText(text), `END ${marker}`].join('\n');
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

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

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

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


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
/******/ var __webpack_exports__ = __nccwpck_require__(3546);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
