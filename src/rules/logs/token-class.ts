// A small statistical reading of a failure's class: a Bernoulli naive Bayes over the words of the
// failing step (class-tokens.ts), its counts learnt from the tuning half of the generic corpus
// (class-model.ts, written by scripts/write-class-model.ts). The rules speak first; this is asked
// only when they cannot class a log at all.
import { CLASS_MODEL } from './class-model.js'
import type { DetectedClass } from './types.js'

/** The class whose failing steps most often said these words, or undefined with no model. */
export function tokenClass(tokens: readonly string[]): DetectedClass | undefined {
  const { classes, logs, words } = CLASS_MODEL
  const total = logs.reduce((a, b) => a + b, 0)
  const has = new Set(tokens)
  let best: DetectedClass | undefined
  let bestScore = -Infinity
  classes.forEach((c, i) => {
    const n = logs[i] ?? 0
    let score = Math.log((n + 1) / (total + classes.length))
    for (const [word, counts] of Object.entries(words)) {
      const p = ((counts[i] ?? 0) + 1) / (n + 2)
      score += Math.log(has.has(word) ? p : 1 - p)
    }
    if (score > bestScore) {
      bestScore = score
      best = c
    }
  })
  return best
}
