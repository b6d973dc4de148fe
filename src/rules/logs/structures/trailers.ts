// Lines that close a failure by pointing back at it: a compiler's `aborting due to previous
// errors`, a checker's `cannot make progress due to previous errors`, `see above`, a threshold's
// verdict over the items listed above it, and a wrapper's echo of the command that failed inside it (`make: *** [Makefile:3: deps] Error 2`).
// Every failure of a tool prints the same one, so it names none: the line it points back to does.

// A threshold's verdict (`too many duplicates (30%) over threshold (0%)`) closes every failing
// run alike; the items over it are listed above it.
const THRESHOLD =
  /\b(?:over|above|exceed(?:s|ed|ing)?|(?:does|did) not meet) (?:the )?(?:\w{1,20} )?threshold\b/i
const POINTS_BACK =
  /\b(?:due to (?:the )?(?:previous|earlier|above|preceding) (?:errors?|failures?|problems?)|(?:see|errors?|problems?|failures?|reported|listed|shown) above|previous errors?)\b/i
// `make: *** [target] Error 2`, `make[1]: *** [Makefile:9: all] Error 1`, and the like from any
// tool that echoes a target it ran; a task runner's `Command failed with status (1): [cmd]`.
const WRAPPER_ECHO =
  /^\s*[\w.-]+(?:\[\d+\])?: \*\*\* \[[^\]]{1,300}\] (?:Error|Interrupt)\b|\bCommand failed with (?:exit )?(?:status|code):? \(?N?\d*\)?/

/** Whether the line only points back at a failure printed before it. */
export const isTrailer = (line: string): boolean =>
  POINTS_BACK.test(line) || WRAPPER_ECHO.test(line) || THRESHOLD.test(line)
