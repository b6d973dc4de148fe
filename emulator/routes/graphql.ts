import { runGraphql } from '../graphql.js'
import { HttpError, objectBody, type Route, type RouteContext } from '../router.js'

/** GitHub answers 200 with `errors` for a query it rejects; only a body without one is a 400. */
function postGraphql(ctx: RouteContext) {
  const body = objectBody(ctx)
  if (typeof body.query !== 'string')
    throw new HttpError(400, 'A query attribute must be specified and must be a string.')
  const variables = body.variables
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    throw new HttpError(400, 'Variables must be an object.')
  }
  const response = runGraphql(ctx.site, {
    query: body.query,
    ...(variables ? { variables: variables as Record<string, unknown> } : {})
  })
  return { status: 200, body: response }
}

export const graphqlRoutes: Route[] = [
  { method: 'POST', pattern: '/graphql', handler: postGraphql }
]
