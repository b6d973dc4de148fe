import type { Reply, RouteContext } from './router.js'

const DEFAULT_PER_PAGE = 30
const MAX_PER_PAGE = 100

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * Slices one page out of `items` and builds GitHub's `Link` header (prev/next/last/first,
 * absolute URLs on the emulator) so Octokit's paginate() can walk it.
 */
export function pageOf<T>(
  ctx: RouteContext,
  items: readonly T[]
): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(positiveInt(ctx.query.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE)
  const page = positiveInt(ctx.query.get('page'), 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (n: number, rel: string): string => {
    const query = new URLSearchParams(ctx.url.searchParams)
    query.set('page', String(n))
    return `<${ctx.site.apiUrl}${ctx.url.pathname}?${query}>; rel="${rel}"`
  }
  const links = [
    ...(page > 1 ? [link(Math.min(page - 1, last), 'prev')] : []),
    ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
    ...(page > 1 ? [link(1, 'first')] : [])
  ]
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {}
  }
}

/** A paginated plain-array response. */
export function listReply<T>(
  ctx: RouteContext,
  items: readonly T[],
  render: (item: T) => unknown
): Reply {
  const page = pageOf(ctx, items)
  return { status: 200, body: page.items.map(render), headers: page.headers }
}

/**
 * A paginated `{ total_count, <key>: [...] }` response; `key` must stay the only other field
 * because Octokit's paginate() unwraps the first key after total_count.
 */
export function countedReply<T>(
  ctx: RouteContext,
  key: string,
  items: readonly T[],
  render: (item: T) => unknown
): Reply {
  const page = pageOf(ctx, items)
  return {
    status: 200,
    body: { total_count: items.length, [key]: page.items.map(render) },
    headers: page.headers
  }
}
