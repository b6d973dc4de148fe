// Lines that only count: `Tests: 5, Failures: 1.`, `✖ 3 problems (3 errors, 0 warnings)`,
// `1 test failed`. Every failure of a tool prints them, so two different failures would share
// them: never an identity, never a test's name.

import { normalizeText } from '../normalize.js'

// After normalizeText every number is `N`: a count is a number beside a word that counts.
const COUNTED =
  /\bN\s+(?:\w+\s+)?(?:problems?|errors?|warnings?|failures?|failed|failing|passed|passing|tests?|specs?|examples?|files?|issues?|assertions?|subtests?|skipped|pending|todos?|items?|suites?|dependenc(?:y|ies)|violations?|infos?|hints?|suggestions?|notices?|links?|honou?red|broken|errored|successe?s?|succeeded)\b/gi
const LABELLED =
  /\b(?:tests?|assertions?|failures?|errors?|warnings?|passed|failed|skipped|pending|total|pass|fail|skip|todo|files(?: checked)?|issues(?: found)?|files=N|tests=N)\s*[:=]?\s*N\b/gi
// Words that join counts into a sentence, and what normalizeText leaves of a duration.
const FILLER =
  /\b(?:found|in|of|with|and|had|scanned|checked|ran|run|total|summary|result|results|finished|executed|looks like you failed|test summary report|wallclock|secs|usr|sys|cusr|csys|CPU|listed below)\b|<dur>/gi

/** Whether the line says how many, and nothing else a fixer could act on. */
export function isCountLine(line: string): boolean {
  const text = normalizeText(line)
  const counts = (text.match(COUNTED)?.length ?? 0) + (text.match(LABELLED)?.length ?? 0)
  if (counts === 0) return false
  const rest = text.replace(COUNTED, ' ').replace(LABELLED, ' ').replace(FILLER, ' ')
  // What is left besides punctuation: at most the tool's name.
  return (rest.match(/[A-Za-z]{2,}/g)?.length ?? 0) <= 1
}
