// Facts for the summary that no identity carries: the exception or assertion type, where a
// Rust test panicked, which Go test file reported. Read from the few lines already kept as
// error lines, so it costs nothing per log line.

const FACTS: readonly RegExp[] = [
  // `AssertionError`, `java.lang.NullPointerException`, `ZeroDivisionError`.
  /\b((?:[a-z_$][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception))\b/,
  /panicked at (?:'.*?', )?(\S+?\.rs:\d+:\d+)/,
  /^\s*(\w+_test\.go:\d+):/
]

const MAX_FACTS = 10

/** Distinct facts in first-seen order, at most ten. */
export function factsOf(lines: readonly string[]): string[] {
  const facts = new Set<string>()
  for (const line of lines) {
    for (const fact of FACTS) {
      const found = fact.exec(line)?.[1]
      if (found !== undefined) facts.add(found)
    }
    if (facts.size >= MAX_FACTS) break
  }
  return [...facts].slice(0, MAX_FACTS)
}
