// The step outputs, every name always set so `steps.gate.outputs.x` is never undefined.
import * as core from '@actions/core'
import { basename } from 'node:path'
import { failingChecks, type GateReport } from '../../rules/gate/report.js'

export const OUTPUT_NAMES = [
  'status',
  'decision',
  'reason',
  'program',
  'head-sha',
  'pr-number',
  'attempt',
  'max-attempts',
  'signature',
  'failure-class',
  'pause-reason',
  'fix-prompt-file',
  'fix-sha',
  'fix-bundle',
  'fix-cost-usd',
  'fixes',
  'failing-checks'
] as const

export type OutputName = (typeof OUTPUT_NAMES)[number]

function toOutputs(report: GateReport): Record<OutputName, string> {
  const failing = failingChecks(report).map(({ name, source, state, url, workflow }) => ({
    name,
    source,
    state,
    url,
    // Which workflow and event the job ran for: two workflows may both have a `test` job.
    workflow:
      workflow === null ? null : { name: workflow.name, path: workflow.path, event: workflow.event }
  }))
  return {
    status: report.reduction?.status ?? '',
    decision: report.decision,
    reason: report.reason,
    program: text(report.program),
    'head-sha': text(report.headSha),
    'pr-number': text(report.pullNumber),
    attempt: text(report.attempt),
    'max-attempts': text(report.maxAttempts),
    signature: text(report.signature),
    'failure-class': text(report.failureClass),
    'pause-reason': text(report.pauseReason),
    'fix-prompt-file': text(report.fixPromptFile),
    'fix-sha': text(report.fixSha),
    'fix-bundle': text(report.fixBundle),
    'fix-cost-usd': text(report.fixCostUsd ?? null),
    fixes: JSON.stringify(fixesHandedOut(report)),
    'failing-checks': JSON.stringify(failing)
  }
}

/**
 * One entry per fix whose prompt this run wrote, for the fixer jobs' matrix. `prompt` is the
 * file's name: the prompts travel to the fixer job as an artifact.
 */
function fixesHandedOut(report: GateReport): Record<string, string>[] {
  return (report.handedOut ?? [report]).flatMap((r) =>
    r.decision === 'fix' && r.fixPromptFile !== null
      ? [
          {
            program: text(r.program),
            'head-sha': text(r.headSha),
            attempt: text(r.attempt),
            'pr-number': text(r.pullNumber),
            prompt: basename(r.fixPromptFile)
          }
        ]
      : []
  )
}

export function writeOutputs(report: GateReport): void {
  for (const [name, value] of Object.entries(toOutputs(report))) core.setOutput(name, value)
}

function text(value: string | number | null): string {
  return value === null ? '' : String(value)
}
