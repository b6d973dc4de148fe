// A small statistical reading of a failure's class: a Bernoulli naive Bayes over the words of the
// failing step (class-tokens.ts), its counts learnt from the tuning half of the generic corpus
// (class-model.ts, written by scripts/write-class-model.ts). The rules speak first; this is asked
// only when they cannot class a log at all.
import { CLASS_MODEL } from './class-model.js'
import type { DetectedClass } from './types.js'

const { classes, logs, words } = CLASS_MODEL
const TOTAL = logs.reduce((a, b) => a + b, 0)

/** The chance that a failing step of class `i` says a word the model counted `counts` times. */
const chance = (counts: readonly number[], i: number): number =>
  ((counts[i] ?? 0) + 1) / ((logs[i] ?? 0) + 2)

// A log says a handful of the model's words, so each class's score with no word said is summed
// once, and a reading only trades log(1-p) for log(p) over the words it holds.
const SILENT = classes.map((_, i) =>
  Object.values(words).reduce(
    (score, counts) => score + Math.log(1 - chance(counts, i)),
    Math.log(((logs[i] ?? 0) + 1) / (TOTAL + classes.length))
  )
)
const SAID = new Map(
  Object.entries(words).map(([word, counts]) => [
    word,
    classes.map((_, i) => Math.log(chance(counts, i)) - Math.log(1 - chance(counts, i)))
  ])
)

/** The class whose failing steps most often said these words, or undefined with no model. */
export function tokenClass(tokens: readonly string[]): DetectedClass | undefined {
  const scores = [...SILENT]
  for (const word of new Set(tokens)) {
    SAID.get(word)?.forEach((w, i) => (scores[i] = (scores[i] ?? 0) + w))
  }
  let best: DetectedClass | undefined
  let bestScore = -Infinity
  classes.forEach((c, i) => {
    const score = scores[i] ?? -Infinity
    if (score > bestScore) {
      bestScore = score
      best = c
    }
  })
  return best
}
