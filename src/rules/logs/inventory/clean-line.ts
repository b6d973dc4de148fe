// A raw job-log line as the readers read it: the runner's timestamp, colours, redrawn progress
// and control characters gone; the runner's own markers read as step boundaries or skipped.

import { stripAnsi, timestampEnd } from '../normalize.js'

/** The runner's marker that a step starts: whatever a reader waits for ends with the step. */
export const STEP_START = Symbol('step start')

// C0 controls but the tab, DEL and the C1 controls: what is left after colours are stripped.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]+/g

const marker = (text: string): typeof STEP_START | undefined =>
  text.startsWith('##[group]Run ') ? STEP_START : undefined

/** The line's text, STEP_START for a step's header, undefined for the runner's other markers. */
export function cleanLine(raw: string): string | typeof STEP_START | undefined {
  let text = raw.slice(timestampEnd(raw, 0, raw.length))
  if (text.endsWith('\r')) text = text.slice(0, -1)
  // A bare CR redraws the line: only what was written last is seen.
  const cr = text.lastIndexOf('\r')
  if (cr !== -1) text = text.slice(cr + 1)
  if (text.startsWith('##[')) return marker(text)
  text = stripAnsi(text)
  if (text.startsWith('##[')) return marker(text)
  return text.replace(CONTROL, '')
}
