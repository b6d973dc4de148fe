// What the GraphQL resolvers share: GitHub's errors, node ids, and cursor connections.
import { GraphQLError } from 'graphql'

// Objects are plain records whose fields are values or functions of the field's arguments
// (graphql's default resolver calls them); `__typename` picks the type of an interface or union.
export type Args = Record<string, unknown>

export function failure(type: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { type } })
}

export function decoded(id: string): string {
  return Buffer.from(id, 'base64').toString('utf8')
}

export function notANode(id: string): GraphQLError {
  return failure('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`)
}

const MAX_PAGE = 100

/**
 * A cursor connection as GitHub pages one: `first` or `last` (at most 100) is required, `after`
 * is an opaque cursor from an earlier page's `pageInfo.endCursor`; `last` takes the newest items
 * (the end of the list). Only the page is built as objects.
 */
export function connection<T, N>(
  field: string,
  args: Args,
  items: readonly T[],
  build: (item: T) => N
) {
  const { first, last } = args
  const bound = typeof first === 'number' ? 'first' : 'last'
  const size = typeof first === 'number' ? first : last
  if (typeof size !== 'number') {
    throw failure(
      'MISSING_PAGINATION_BOUNDARIES',
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${field}\` connection.`
    )
  }
  if (size > MAX_PAGE) {
    throw failure(
      'EXCESSIVE_PAGINATION',
      `Requesting ${size} records on the \`${field}\` connection exceeds the \`${bound}\` limit of ${MAX_PAGE} records.`
    )
  }
  const after = typeof args.after === 'string' ? cursorIndex(args.after) + 1 : 0
  const start = bound === 'first' ? after : Math.max(after, items.length - size)
  const page = items.slice(start, start + size).map(build)
  const end = start + page.length - 1
  return {
    totalCount: items.length,
    nodes: page,
    edges: page.map((node, i) => ({ cursor: cursorAt(start + i), node })),
    pageInfo: {
      hasNextPage: start + page.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: page.length === 0 ? null : cursorAt(start),
      endCursor: page.length === 0 ? null : cursorAt(end)
    }
  }
}

function cursorAt(index: number): string {
  return Buffer.from(`cursor:v2:${index}`).toString('base64')
}

function cursorIndex(cursor: string): number {
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'))
  if (match === null)
    throw failure('INVALID_CURSOR_ARGUMENTS', `\`${cursor}\` does not appear to be a valid cursor.`)
  return Number(match[1])
}
