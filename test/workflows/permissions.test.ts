// Permissions and secrets are stated once, in docs/reference.md's table and install's secrets
// table; the templates, action.yml's github-token description and install's gate paragraph must
// say the same.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../../emulator/runner.js'
import { templates } from './support.js'

type Grants = Record<string, string>

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** The markdown table under a heading, as cells, header row first. */
function tableUnder(text: string, heading: string): string[][] {
  const from = text.indexOf(`\n${heading}\n`)
  const rows = text
    .slice(from + heading.length + 2)
    .split('\n## ')[0]
    ?.split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
  return (rows ?? []).map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim())
  )
}

/** Each template job's permissions as the reference's table gives them. */
function documented(): Record<string, Grants> {
  const [header = [], ...rows] = tableUnder(read('docs/reference.md'), '## Permissions')
  const scopes = header.slice(1, -1)
  return Object.fromEntries(
    rows.map((cells) => [
      (cells[0] ?? '').replace(/`/g, ''),
      Object.fromEntries(
        scopes.flatMap((scope, i) => (cells[i + 1] ? [[scope, cells[i + 1] as string]] : []))
      )
    ])
  )
}

/** Each template job's permissions as the templates ask for them. */
function granted(): Record<string, Grants> {
  return Object.fromEntries(
    templates().flatMap((t) => {
      const workflow = parse(t.text) as { jobs: Record<string, { permissions?: Grants }> }
      return Object.entries(workflow.jobs).map(([id, job]) => [
        `${t.name} · ${id}`,
        job.permissions ?? {}
      ])
    })
  )
}

describe("each template job's permissions, stated once", () => {
  it("the reference's table is what the templates ask for, job by job", () => {
    expect(documented()).toEqual(granted())
  })

  it("action.yml's github-token and install's gate paragraph name the gate job's", () => {
    const gate = granted()['green-gate.yml · gate'] ?? {}
    const action = parse(read('action.yml')) as {
      inputs: Record<string, { description: string }>
    }
    const token = action.inputs['github-token']?.description ?? ''
    const install = read('docs/install.md')
    const paragraph = install.slice(install.indexOf('The gate job needs'))
    for (const [scope, level] of Object.entries(gate)) {
      expect(token).toContain(`\`${scope}: ${level}\``)
      expect(paragraph.split('\n\n')[0]).toContain(`\`${scope}: ${level}\``)
    }
    expect(paragraph).not.toContain('`actions: read`')
  })

  it("install's secrets table lists every secret a template reads", () => {
    const read_ = templates().flatMap((t) =>
      [...t.text.matchAll(/\$\{\{[^}]*\bsecrets\.([A-Z0-9_]+)/g)].map((m) => m[1])
    )
    const rows = tableUnder(read('docs/install.md'), '## Secrets and variables each fixer needs')
    const listed = rows
      .filter((cells) => cells[1] === 'secret')
      .map((cells) => (cells[0] ?? '').replace(/`/g, ''))
    expect(new Set(read_).size).toBeGreaterThan(0)
    expect([...new Set(read_)].sort()).toEqual([...new Set(listed)].sort())
  })
})
