// What a configure script, a build setup or a generator says the machine lacks: a library, a
// program, a package, a header. A run that stops on one of these failed before any of the
// repository's code was built: a dependency failure, named by what is missing.

/** The code of a failure that names a missing package, library or program. */
export const MISSING_CODE = 'missing'

// `Dependency "zlib" not found`, `Program 'ragel' not found or not executable`, `Package foo
// was not found in the pkg-config search path`, `Package 'foo', required by 'bar', not found`.
const KIND_MISSING =
  /\b(?:dependency|dependencies|program|package|library|module|header|tool|executable)\s+['"`‘]?([\w.+@/-]{1,100})['"`’]?,?\s+(?:required by [^,]{1,200},\s+)?(?:was\s+|is\s+|could\s+)?(?:not\s+(?:be\s+)?found|not\s+installed|missing|required)\b/i
// `No package 'foo' found`, `could not find library zstd`, `unable to find program ragel`,
// `Can't locate Text/Wrap.pm in @INC`.
// With no kind named, what is missing is quoted or has a path's or a module's marks (`Text/Wrap.pm`):
// `Cannot find required key 'name'` names no package.
const FIND_FAILED =
  /\b(?:No (?:package|library|program|module)|(?:could not|couldn't|cannot|can't|unable to) (?:find|locate)(?: the)? (?:package|library|program|module|header|dependency))\s+['"`‘]?([\w.+@/-]{1,100})['"`’]?|\b(?:could not|couldn't|cannot|can't|unable to) (?:find|locate)(?: the)?\s+(?:['"`‘]([\w.+@/-]{1,100})['"`’]|([\w+@-]{1,100}[./][\w.+@/-]{1,100}))/i
// `gperf was not found in PATH`. A name starts after a blank: a long word is read once, not
// from each of its characters.
const NOT_IN_PATH =
  /(?<![\w.+-])([\w.+-]{1,100}) (?:was |is )?not found in (?:the )?(?:PATH|\$PATH|search path)/
// `libzstd is required to build demo`.
const LIB_REQUIRED = /\b(lib[\w.+-]{1,100}) (?:is|are) (?:required|missing|not installed)\b/
// `Unmet build dependencies: libfoo-dev (>= 2)`: a label that says the list after it is missing.
const LISTED_MISSING =
  /\b(?:unmet|missing|unsatisfied|unresolved)\s(?:build\s)?(?:dependencies|dependency|packages?|requirements?):\s*([\w.+@/-]{1,100})/i
// `    Text::CSV_XS not installed`: an item of a list under a line that says something is missing.
const ITEM_MISSING = /^\s+([\w.+@/:-]{1,100}) (?:is |was )?not (?:installed|found)\b/

/** The name of what the message says is missing, or undefined when it says nothing missing. */
export function missingThing(message: string): string | undefined {
  const m =
    KIND_MISSING.exec(message) ??
    FIND_FAILED.exec(message) ??
    NOT_IN_PATH.exec(message) ??
    LIB_REQUIRED.exec(message) ??
    LISTED_MISSING.exec(message) ??
    ITEM_MISSING.exec(message)
  return m?.[1] ?? m?.[2] ?? m?.[3]
}
