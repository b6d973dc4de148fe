// Which processes a fixer started, from a snapshot of the process table. Pure: the snapshot is
// read elsewhere (proc.ts). They are the processes that carry the run's marker variable, and
// their descendants: a `setsid` child whose parent exited is re-parented to init and leaves the
// process group, but it keeps the environment it was started with, and a child that clears its
// environment is still its parent's child. The fixer's own pid is no root: once it has exited,
// that number may already belong to someone else.

export interface ProcessEntry {
  pid: number
  ppid: number
  /** The marker variable is in its environment. */
  marked: boolean
}

/** Every marked process and every process that descends from one. */
export function startedBy(table: readonly ProcessEntry[]): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>()
  for (const entry of table) {
    const siblings = children.get(entry.ppid) ?? []
    siblings.push(entry)
    children.set(entry.ppid, siblings)
  }
  const found = new Map<number, ProcessEntry>()
  const queue = table.filter((entry) => entry.marked)
  while (queue.length > 0) {
    const entry = queue.pop() as ProcessEntry
    if (found.has(entry.pid)) continue
    found.set(entry.pid, entry)
    queue.push(...(children.get(entry.pid) ?? []))
  }
  return [...found.values()]
}

/**
 * `/proc/<pid>/stat` of a live process; null for a zombie (dead, only waiting to be reaped) or
 * text that is not a stat line. The command name may hold spaces and parentheses, so the fields
 * are read after the last `)`: state, then ppid.
 */
export function parseStat(text: string): { pid: number; ppid: number } | null {
  const close = text.lastIndexOf(')')
  const pid = Number.parseInt(text, 10)
  if (close === -1 || !Number.isSafeInteger(pid)) return null
  const [state, ppid] = text.slice(close + 2).split(' ')
  if (state === undefined || state === 'Z' || !/^\d+$/.test(ppid ?? '')) return null
  return { pid, ppid: Number(ppid) }
}
