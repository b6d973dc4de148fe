// The kinds of value a setting takes, each read from its text or refused with what it must be.
import { KEEPER_REASONS, type PauseKind } from '../vocabulary/keeper-limits.js'
import type { InputName } from './input-defaults.js'
import { SettingProblem } from './reader.js'

/** One path or glob a line, as actions/cache takes them. */
export function parseList(raw: string): string[] {
  return raw
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export function inputError(name: string, problem: string): SettingProblem {
  return new SettingProblem(name, problem)
}

export function wholeNumber(name: string, raw: string, min: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
    throw inputError(name, `must be a whole number of at least ${min}, got "${raw}"`)
  }
  return Number(raw)
}

export function percent(name: string, raw: string): number {
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 100) {
    throw inputError(name, `must be a whole number from 0 to 100 (a percent), got "${raw}"`)
  }
  return Number(raw)
}

export function positiveNumber(name: string, raw: string): number {
  const value = Number(raw)
  if (raw === '' || !Number.isFinite(value) || value <= 0) {
    throw inputError(name, `must be a number greater than 0, got "${raw}"`)
  }
  return value
}

/** An amount of dollars such as `5` or `2.50`; empty: none. */
export function optionalAmount(name: string, raw: string): number | null {
  if (raw === '') return null
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value)) {
    throw inputError(name, `must be an amount in USD such as 5 or 2.50, or empty, got "${raw}"`)
  }
  return value
}

/** YAML 1.2 core-schema booleans, the same set the runner's own boolean inputs accept. */
export function boolean(name: string, raw: string): boolean {
  if (/^(true|True|TRUE)$/.test(raw)) return true
  if (/^(false|False|FALSE)$/.test(raw)) return false
  throw inputError(name, `must be true or false, got "${raw}"`)
}

/** The pauses the keeper may take up, as listed. */
export function keeperReasons(raw: string): PauseKind[] {
  const reasons = raw
    .split(/[\s,]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '')
  for (const reason of reasons) {
    if (!KEEPER_REASONS.includes(reason as PauseKind)) {
      throw inputError(
        'keeper-reasons',
        `lists "${reason}"; the keeper takes up ${KEEPER_REASONS.join(', ')}`
      )
    }
  }
  return reasons as PauseKind[]
}

/** A workflow named by its file in .github/workflows, as a dispatch and a read of it need. */
export function workflowFile(name: InputName, value: string): string {
  if (!/^[A-Za-z0-9._-]+\.ya?ml$/.test(value) || value.startsWith('.')) {
    throw inputError(
      name,
      `must be a workflow file name in .github/workflows (e.g. green-gate-fixer.yml), got "${value}"`
    )
  }
  return value
}
