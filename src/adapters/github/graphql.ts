// GraphQL requests through the gate's one client, their failures as one line a maintainer can
// act on, like the REST ones, and of a kind the flow can act on.
import { GateError, type ErrorKind, type Permission } from '../../rules/errors.js'
import type { GitHubClient } from './client.js'
import { explainApiError } from './errors.js'

/** One error of a GraphQL response: GitHub names its kind in `type` (NOT_FOUND, STALE_DATA, …). */
export interface GraphqlErrorEntry {
  type?: string
  message: string
  /** The field that failed, e.g. `["status"]` for an aliased mutation. */
  path?: readonly (string | number)[]
}

/** A GraphQL response that carried errors: what GitHub said, and what it did answer. */
export class GraphqlRefusal extends GateError {
  constructor(
    message: string,
    readonly errors: readonly GraphqlErrorEntry[],
    readonly data: unknown,
    needs: Permission | null = null
  ) {
    const kind = graphqlKind(errors)
    super(message, kind, kind === 'permission' ? needs : null)
  }
}

/** What a response's errors say went wrong: the worst of them, a missing permission first. */
export function graphqlKind(errors: readonly GraphqlErrorEntry[]): ErrorKind {
  const kinds = errors.map(entryKind)
  return KIND_ORDER.find((k) => kinds.includes(k)) ?? 'invalid-input'
}

const KIND_ORDER: readonly ErrorKind[] = [
  'permission',
  'rate-limited',
  'transient',
  'conflict',
  'not-found',
  'invalid-input'
]

function entryKind(entry: GraphqlErrorEntry): ErrorKind {
  if (/resource not accessible by/i.test(entry.message)) return 'permission'
  return GRAPHQL_KINDS[entry.type ?? ''] ?? 'invalid-input'
}

/** GitHub's error types; STALE_DATA and UNPROCESSABLE are a commit's expected head moved. */
const GRAPHQL_KINDS: Record<string, ErrorKind> = {
  FORBIDDEN: 'permission',
  NOT_FOUND: 'not-found',
  RATE_LIMITED: 'rate-limited',
  STALE_DATA: 'conflict',
  UNPROCESSABLE: 'conflict',
  INTERNAL: 'transient',
  SERVICE_UNAVAILABLE: 'transient'
}

/** One GraphQL request; `needs` is the permission the request needs, which `/graphql` cannot tell. */
export async function graphql<T>(
  gh: GitHubClient,
  doing: string,
  query: string,
  variables: Record<string, unknown>,
  needs: Permission
): Promise<T> {
  try {
    return await gh.graphql<T>(query, variables)
  } catch (error) {
    const errors = (error as { errors?: unknown }).errors
    if (Array.isArray(errors)) {
      const entries = errors.map(
        (e: { type?: unknown; message?: unknown; path?: unknown }): GraphqlErrorEntry => ({
          ...(typeof e.type === 'string' ? { type: e.type } : {}),
          message: String(e.message),
          ...(Array.isArray(e.path) ? { path: e.path as (string | number)[] } : {})
        })
      )
      const first = entries[0]
      // One line, like the REST failures: GitHub's messages can span paragraphs.
      const said = (first?.message ?? 'no message').replace(/\s*\n\s*/g, ' ')
      throw new GraphqlRefusal(
        `GitHub GraphQL ${first?.type ?? 'error'} while ${doing}: ${said}`,
        entries,
        (error as { data?: unknown }).data ?? null,
        needs
      )
    }
    throw explainApiError(error, doing, needs)
  }
}
