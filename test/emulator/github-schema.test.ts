// The cut of GitHub's schema the emulator checks documents against first: that it is what the
// published schema holds for the fields it names, and that a document outside it is answered by
// the whole schema, so the emulator refuses exactly what GitHub would.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  assertValidSchema,
  buildClientSchema,
  parse,
  validate,
  type IntrospectionQuery,
  type IntrospectionType
} from 'graphql'
import { checked, CUT, PUBLISHED } from '../../emulator/github-schema.js'
import { SCHEMA_FIELDS } from '../../emulator/github-schema-fields.js'
import { schemaSubset } from '../../emulator/schema-subset.js'

const read = (file: URL) => JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery
const published = read(PUBLISHED)
const cut = read(CUT)
const byName = new Map(published.__schema.types.map((t) => [t.name, t]))

/** The definition with every description left out, as the cut keeps it. */
const undescribed = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'description' ? null : v)))

const names = (list: readonly { name: string }[] | null | undefined) =>
  (list ?? []).map((t) => t.name)

describe("the emulator's cut of GitHub's schema", () => {
  it('is the cut of the published schema for the fields it names (else run write-schema.ts)', () => {
    expect(cut).toEqual(schemaSubset(published, SCHEMA_FIELDS))
  })

  it('keeps each field as GitHub publishes it, and input types, enums and scalars whole', () => {
    for (const type of cut.__schema.types) {
      const original = byName.get(type.name) as IntrospectionType
      if (type.kind !== 'OBJECT' && type.kind !== 'INTERFACE') {
        expect(type).toEqual(undescribed(original))
        continue
      }
      const fields = new Map(
        'fields' in original ? original.fields.map((f) => [f.name, undescribed(f)]) : []
      )
      for (const field of type.fields) expect(field).toEqual(fields.get(field.name))
      expect(names(original.kind === type.kind ? original.interfaces : [])).toEqual(
        expect.arrayContaining(names(type.interfaces))
      )
    }
  })

  it('keeps every type that can stand for an interface or union it keeps', () => {
    const kept = new Set(names(cut.__schema.types))
    for (const type of cut.__schema.types) {
      const original = byName.get(type.name)
      if (original?.kind === 'UNION' || original?.kind === 'INTERFACE') {
        for (const name of names(original.possibleTypes)) expect(kept).toContain(name)
      }
    }
  })

  it('is a valid schema', () => {
    expect(() => assertValidSchema(buildClientSchema(cut))).not.toThrow()
  })
})

describe('a document the cut cannot answer', () => {
  const outside = parse('{ viewer { bio company } }')

  it('is checked and run against the whole schema', () => {
    expect(validate(buildClientSchema(cut), outside)).not.toEqual([])
    const { schema, errors } = checked(outside)
    expect(errors).toEqual([])
    expect(names(published.__schema.types).filter((name) => !schema.getType(name))).toEqual([])
  })

  it('asks about the whole schema, not the cut', () => {
    const { schema, errors } = checked(
      parse('{ __type(name: "EnterpriseMemberConnection") { name } }')
    )
    expect(errors).toEqual([])
    expect(schema.getType('EnterpriseMemberConnection')).toBeDefined()
  })

  it("is refused with the whole schema's reasons", () => {
    const whole = checked(outside).schema
    const document = parse('{ viewer { login nickname } repository(name: "x") { id } }')
    expect(checked(document).errors.map((e) => e.message)).toEqual(
      validate(whole, document).map((e) => e.message)
    )
  })
})
