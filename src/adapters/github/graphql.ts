// GraphQL requests through the gate's one client, their failures as one line a maintainer can
// act on, like the REST ones.
import { GateError } from '../../rules/errors.js'
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
    readonly data: unknown
  ) {
    super(message)
  }
}

export async function graphql<T>(
  gh: GitHubClient,
  doing: string,
  query: string,
  variables: Record<string, unknown>
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
        (error as { data?: unknown }).data ?? null
      )
    }
    throw explainApiError(error, doing)
  }
}
