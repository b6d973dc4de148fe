// GitHub's GraphQL schema as the emulator checks documents against it. Building the whole
// published schema costs a test file about a third of a second, so a document is first checked
// against the cut of it that a gate's documents touch (github-schema.json, written by
// write-schema.ts): what the cut accepts, the whole schema accepts and runs alike (see
// schema-subset.ts). Only a document the cut refuses, or one asking about the schema itself, is
// checked against the whole schema, so the emulator answers every document as GitHub's would.
import { readFileSync } from 'node:fs'
import {
  BREAK,
  buildClientSchema,
  validate,
  visit,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery
} from 'graphql'

/**
 * GitHub's published schema (`@octokit/graphql-schema`), read from its file: the package's own
 * entry would also build a schema of its own for its validator, twice the work.
 */
export const PUBLISHED = new URL(
  '../node_modules/@octokit/graphql-schema/schema.json',
  import.meta.url
)
export const CUT = new URL('./github-schema.json', import.meta.url)

const built = new Map<URL, GraphQLSchema>()

/**
 * Built once, on the first document that needs it. Both are GitHub's own (the cut is held to the
 * published one by a test), so checking that each is a valid schema would only spend time.
 */
function schemaAt(file: URL): GraphQLSchema {
  let schema = built.get(file)
  if (schema === undefined) {
    const introspection = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery
    schema = buildClientSchema(introspection, { assumeValid: true })
    built.set(file, schema)
  }
  return schema
}

export interface Checked {
  /** The schema the document runs against. */
  schema: GraphQLSchema
  /** GitHub's schema's objections; none for a document that may run. */
  errors: readonly GraphQLError[]
}

// A gate sends the same few documents on every run: each is checked once.
const checks = new WeakMap<DocumentNode, Checked>()

/** Whether the document asks about the schema itself, which only the whole one answers right. */
function introspects(document: DocumentNode): boolean {
  let asks = false
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined
      asks = true
      return BREAK
    }
  })
  return asks
}

/**
 * The document checked against the cut, and against the whole schema if the cut refuses it or
 * it asks about the schema itself.
 */
export function checked(document: DocumentNode): Checked {
  let check = checks.get(document)
  if (check === undefined) {
    const cut = schemaAt(CUT)
    const fits = !introspects(document) && validate(cut, document).length === 0
    const schema = fits ? cut : schemaAt(PUBLISHED)
    check = { schema, errors: fits ? [] : validate(schema, document) }
    checks.set(document, check)
  }
  return check
}
