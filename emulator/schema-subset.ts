// The part of GitHub's published schema that the documents a gate sends touch, cut so that a
// document it accepts GitHub's whole schema accepts too, and runs the same: every field kept keeps
// all its arguments, every input type, enum and scalar it can reach is kept whole, and an
// interface or union kept keeps every type that can stand for it, with the fields it holds them
// to. A document that needs more than the cut is checked against the whole schema (graphql.ts).
import type {
  IntrospectionField,
  IntrospectionInputValue,
  IntrospectionInterfaceType,
  IntrospectionNamedTypeRef,
  IntrospectionQuery,
  IntrospectionType,
  IntrospectionTypeRef
} from 'graphql'

/** `Type.field`, or a bare `Type` named by a fragment. */
export type Coordinate = string

type Named = { readonly name: string }

/** The named type at the bottom of a list or non-null wrapping. */
function named(ref: IntrospectionTypeRef): string {
  return 'ofType' in ref && ref.ofType ? named(ref.ofType) : (ref as Named).name
}

function fieldsOf(type: IntrospectionType): readonly IntrospectionField[] {
  return type.kind === 'OBJECT' || type.kind === 'INTERFACE' ? type.fields : []
}

function implementing(
  type: IntrospectionType
): readonly IntrospectionNamedTypeRef<IntrospectionInterfaceType>[] {
  // Older introspection leaves an interface's own interfaces out, or null.
  return ('interfaces' in type ? type.interfaces : undefined) ?? []
}

/** What a type keeps whole: an input type its fields, a union its members, an interface what
 * stands for it. */
function wholeReach(type: IntrospectionType, all: readonly IntrospectionType[]): string[] {
  switch (type.kind) {
    case 'INPUT_OBJECT':
      return type.inputFields.map((f) => named(f.type))
    case 'UNION':
      return type.possibleTypes.map((t) => t.name)
    case 'INTERFACE':
      return all.filter((t) => implementing(t).some((i) => i.name === type.name)).map((t) => t.name)
    default:
      return []
  }
}

/** The field's own types: what it returns and every argument's. */
function fieldReach(field: IntrospectionField): string[] {
  return [named(field.type), ...field.args.map((a: IntrospectionInputValue) => named(a.type))]
}

type Step = readonly [type: string, field?: string]

/** The kept field names per type, closed as the file's head says. */
function keptFields(
  { types: all, queryType, mutationType, directives }: IntrospectionQuery['__schema'],
  coordinates: readonly Coordinate[]
): Map<string, Set<string>> {
  const byName = new Map(all.map((t) => [t.name, t]))
  const kept = new Map<string, Set<string>>()
  // The roots and the directives' arguments are always there, whatever is asked.
  const pending: Step[] = [
    [queryType.name],
    ...(mutationType ? [[mutationType.name] as const] : []),
    ...directives.flatMap((d) => d.args.map((a): Step => [named(a.type)])),
    ...coordinates.map((c): Step => c.split('.') as unknown as Step)
  ]
  for (;;) {
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      pending.push(...step(next, byName, kept))
    }
    // A type with no field kept is no schema's type: it keeps its first.
    for (const [name, fields] of kept) {
      const type = byName.get(name)
      const first = type && fieldsOf(type)[0]
      if (fields.size === 0 && first) pending.push([name, first.name])
    }
    if (pending.length === 0) return kept
  }
}

/** Keeps a type, or a field of one, and answers what that keeps in turn. */
function step(
  [name, field]: Step,
  byName: ReadonlyMap<string, IntrospectionType>,
  kept: Map<string, Set<string>>
): Step[] {
  const type = byName.get(name)
  if (type === undefined) throw new Error(`schema subset: no type ${name} in GitHub's schema`)
  const all = [...byName.values()]
  const more: Step[] = []
  let fields = kept.get(name)
  if (fields === undefined) {
    fields = new Set()
    kept.set(name, fields)
    more.push(...wholeReach(type, all).map((t): Step => [t]))
    // A type joining keeps the fields of the interfaces it stands for that are kept already.
    for (const i of implementing(type))
      more.push(...[...(kept.get(i.name) ?? [])].map((f): Step => [name, f]))
  }
  if (field === undefined || fields.has(field)) return more
  const definition = fieldsOf(type).find((f) => f.name === field)
  if (definition === undefined) throw new Error(`schema subset: no field ${name}.${field}`)
  fields.add(field)
  more.push(...fieldReach(definition).map((t): Step => [t]))
  // A field of an interface is a field of everything standing for it.
  if (type.kind === 'INTERFACE') more.push(...wholeReach(type, all).map((t): Step => [t, field]))
  return more
}

/** The schema's cut for these coordinates, descriptions left out: no check or run reads them. */
export function schemaSubset(
  published: IntrospectionQuery,
  coordinates: readonly Coordinate[]
): IntrospectionQuery {
  const { __schema: schema } = published
  const kept = keptFields(schema, coordinates)
  const within = <T extends Named>(list: readonly T[]): T[] => list.filter((t) => kept.has(t.name))
  const types = schema.types.flatMap((type): IntrospectionType[] => {
    const fields = kept.get(type.name)
    if (fields === undefined) return []
    const bare = { ...type, description: null }
    const cut = {
      fields: fieldsOf(bare)
        .filter((f) => fields.has(f.name))
        .map(undescribed)
    }
    switch (bare.kind) {
      case 'OBJECT':
        return [{ ...bare, ...cut, interfaces: within(implementing(bare)) }]
      case 'INTERFACE':
        return [
          {
            ...bare,
            ...cut,
            interfaces: within(implementing(bare)),
            possibleTypes: within(bare.possibleTypes)
          }
        ]
      case 'INPUT_OBJECT':
        return [{ ...bare, inputFields: bare.inputFields.map(undescribed) }]
      case 'ENUM':
        return [{ ...bare, enumValues: bare.enumValues.map((v) => ({ ...v, description: null })) }]
      default:
        return [bare]
    }
  })
  return { __schema: { ...schema, description: null, types, directives: schema.directives } }
}

function undescribed<T extends IntrospectionField | IntrospectionInputValue>(field: T): T {
  return 'args' in field
    ? { ...field, description: null, args: field.args.map(undescribed) }
    : { ...field, description: null }
}
