// The process table as Linux shows it in /proc, and the stopping of what a fixer left running.
// Elsewhere (no /proc) only the process group can be stopped.
import { readdirSync, readFileSync } from 'node:fs'
import { parseStat, startedBy, type ProcessEntry } from '../../rules/fix/process-tree.js'

function readProcessTable(marker: string): ProcessEntry[] {
  let names: string[]
  try {
    names = readdirSync('/proc')
  } catch {
    return []
  }
  const table: ProcessEntry[] = []
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'))
      if (stat === null) continue
      // Another user's environment is unreadable, and such a process is not the fixer's anyway.
      let marked = false
      try {
        marked = readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(marker)
      } catch {
        marked = false
      }
      table.push({ ...stat, marked })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/**
 * Stops the fixer's process group and every process it started (see process-tree.ts). A few
 * rounds, since a process may fork between one look and the kill.
 */
export function stopEverything(group: number, marker: string): void {
  kill(-group)
  for (let round = 0; round < 5; round++) {
    const left = startedBy(readProcessTable(marker)).filter((entry) => entry.pid !== process.pid)
    if (left.length === 0) return
    for (const entry of left) kill(entry.pid)
  }
}
