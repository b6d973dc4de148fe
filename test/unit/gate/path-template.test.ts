import { decidingSettings, parseSettings } from '../../../src/rules/settings/parse.js'
import { describe, expect, it } from '@jest/globals'
import {
  pathFor,
  programFromEntry,
  programFromPath,
  programListing
} from '../../../src/rules/gate/path-template.js'

describe('pathFor', () => {
  const cases: ReadonlyArray<{ template: string; program: string; path: string }> = [
    { template: '{program}.md', program: 'fast-sort', path: 'fast-sort.md' },
    { template: '.green-gate/{program}.json', program: 'demo', path: '.green-gate/demo.json' },
    { template: 'programs/{program}/state.md', program: 'demo', path: 'programs/demo/state.md' },
    { template: '{program}/{program}.md', program: 'demo', path: 'demo/demo.md' },
    { template: 'state.md', program: 'demo', path: 'state.md' }
  ]

  it.each(cases)('$template with $program → $path', ({ template, program, path }) => {
    expect(pathFor(template, program)).toBe(path)
  })
})

describe('programFromPath', () => {
  const cases: ReadonlyArray<{
    name: string
    template: string
    path: string
    program: string | null
  }> = [
    {
      name: 'a file at the top',
      template: '{program}.md',
      path: 'fast-sort.md',
      program: 'fast-sort'
    },
    {
      name: 'a file in a folder',
      template: '.green-gate/{program}.json',
      path: '.green-gate/demo.json',
      program: 'demo'
    },
    {
      name: 'a file in the program’s folder',
      template: 'programs/{program}/state.md',
      path: 'programs/v1.2_x/state.md',
      program: 'v1.2_x'
    },
    {
      name: 'a file one folder down',
      template: '{program}.md',
      path: 'dir/demo.md',
      program: null
    },
    { name: 'another extension', template: '{program}.md', path: 'demo.json', program: null },
    {
      name: 'another folder',
      template: 'state/{program}.md',
      path: 'other/demo.md',
      program: null
    },
    { name: 'an empty name', template: '{program}.md', path: '.md', program: null },
    { name: 'a name that is no program', template: '{program}.md', path: '-rf.md', program: null },
    { name: 'a template with no slot', template: 'state.md', path: 'state.md', program: null },
    {
      name: 'the ledger of a state file template',
      template: '.green-gate/{program}.json',
      path: 'demo.md',
      program: null
    }
  ]

  it.each(cases)('$name: $path under $template → $program', ({ template, path, program }) => {
    expect(programFromPath(template, path)).toBe(program)
  })
})

describe('programListing', () => {
  const cases: ReadonlyArray<{ template: string; dir: string; entry: 'file' | 'dir' }> = [
    { template: '{program}.md', dir: '', entry: 'file' },
    { template: './{program}.md', dir: '', entry: 'file' },
    { template: '.green-gate/{program}.json', dir: '.green-gate', entry: 'file' },
    { template: 'a/b/{program}.md', dir: 'a/b', entry: 'file' },
    { template: 'programs/{program}/state.md', dir: 'programs', entry: 'dir' },
    { template: '{program}/state.md', dir: '', entry: 'dir' }
  ]

  it.each(cases)('$template lists $entry entries of "$dir"', ({ template, dir, entry }) => {
    expect(programListing(template)).toEqual({ dir, entry })
  })
})

describe('programFromEntry', () => {
  const cases: ReadonlyArray<{
    name: string
    template: string
    path: string
    type: string
    program: string | null
  }> = [
    {
      name: 'a state file',
      template: '{program}.md',
      path: 'demo.md',
      type: 'file',
      program: 'demo'
    },
    {
      name: 'a folder where files are listed',
      template: '{program}.md',
      path: 'demo.md',
      type: 'dir',
      program: null
    },
    {
      name: 'a file of another kind',
      template: '{program}.md',
      path: 'README.txt',
      type: 'file',
      program: null
    },
    {
      name: 'a program folder',
      template: 'programs/{program}/state.md',
      path: 'programs/demo',
      type: 'dir',
      program: 'demo'
    },
    {
      name: 'a file where folders are listed',
      template: 'programs/{program}/state.md',
      path: 'programs/README.md',
      type: 'file',
      program: null
    },
    {
      name: 'a folder with the template’s prefix',
      template: 'programs/p-{program}/state.md',
      path: 'programs/p-demo',
      type: 'dir',
      program: 'demo'
    },
    {
      name: 'a folder without the template’s prefix',
      template: 'programs/p-{program}/state.md',
      path: 'programs/demo',
      type: 'dir',
      program: null
    },
    {
      name: 'a hidden folder',
      template: 'programs/{program}/state.md',
      path: 'programs/.cache',
      type: 'dir',
      program: null
    },
    {
      name: 'a submodule',
      template: '{program}.md',
      path: 'demo.md',
      type: 'submodule',
      program: null
    }
  ]

  it.each(cases)('$name', ({ template, path, type, program }) => {
    expect(programFromEntry(template, path, type)).toBe(program)
  })
})

describe('a template starting with ./', () => {
  // The inputs normalise it, so the listing and the paths it finds agree.
  it('is read as the same path without it', () => {
    const { settings } = parseSettings(
      (name) =>
        ({
          'github-token': 't',
          'state-path': './{program}.md',
          'ledger-path': './.gg/{program}.json'
        })[name] ?? ''
    )
    const config = decidingSettings(settings)
    expect(config).toMatchObject({ statePath: '{program}.md', ledgerPath: '.gg/{program}.json' })
    expect(programFromEntry(config.statePath, 'demo.md', 'file')).toBe('demo')
  })
})
