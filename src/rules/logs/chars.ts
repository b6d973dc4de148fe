// Character classes by code unit, exactly as a regex's \s, \d and \w read them (no `u` flag). The
// readers that walk a line once, instead of running a regex that would try every place of a long
// line as a start, test characters with these.

/** A regex's `\s`: ASCII blanks and the Unicode spaces and line ends JavaScript counts. */
export function isSpace(code: number): boolean {
  if (code < 0xa0) return code === 32 || (code >= 9 && code <= 13)
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/** A regex's `\d`. */
export const isDigit = (code: number): boolean => code >= 48 && code <= 57

/** `[A-Z]`. */
export const isUpper = (code: number): boolean => code >= 65 && code <= 90

/** `[a-z]`. */
export const isLower = (code: number): boolean => code >= 97 && code <= 122

/** A regex's `\w`: `[A-Za-z0-9_]`. */
export const isWord = (code: number): boolean =>
  isLower(code) || isUpper(code) || isDigit(code) || code === 95
