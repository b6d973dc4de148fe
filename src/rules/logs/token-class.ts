// A small statistical reading of a failure's class: a Bernoulli naive Bayes over the words of the
// failing step (class-tokens.ts), its counts learnt from the tuning half of the generic corpus
// (class-model.ts, written by scripts/write-class-model.ts). The rules speak first; this is asked
// only when they cannot class a log at all.
import { CLASS_MODEL } from './class-model.js'
import type { DetectedClass } from './types.js'

/** Each class's score with no word said, and what each word adds to it when said. */
type Weights = {
  readonly base: readonly number[]
  readonly said: ReadonlyMap<string, readonly number[]>
}

let weights: Weights | undefined

// A log says a handful of the model's words, so the absent ones are summed once here and each
// reading only trades log(1-p) for log(p) over the words it holds.
function modelWeights(): Weights {
  if (weights) return weights
  const { classes, logs, words } = CLASS_MODEL
  const total = logs.reduce((a, b) => a + b, 0)
  const base = classes.map((_, i) => Math.log(((logs[i] ?? 0) + 1) / (total + classes.length)))
  const said = new Map<string, number[]>()
  for (const [word, counts] of Object.entries(words)) {
    said.set(
      word,
      classes.map((_, i) => {
        const p = ((counts[i] ?? 0) + 1) / ((logs[i] ?? 0) + 2)
        base[i] = (base[i] ?? 0) + Math.log(1 - p)
        return Math.log(p) - Math.log(1 - p)
      })
    )
  }
  weights = { base, said }
  return weights
}

/** The class whose failing steps most often said these words, or undefined with no model. */
export function tokenClass(tokens: readonly string[]): DetectedClass | undefined {
  const { base, said } = modelWeights()
  const scores = [...base]
  for (const word of new Set(tokens)) {
    said.get(word)?.forEach((w, i) => (scores[i] = (scores[i] ?? 0) + w))
  }
  let best: DetectedClass | undefined
  let bestScore = -Infinity
  CLASS_MODEL.classes.forEach((c, i) => {
    const score = scores[i] ?? -Infinity
    if (score > bestScore) {
      bestScore = score
      best = c
    }
  })
  return best
}
