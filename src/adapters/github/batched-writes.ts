// Many programs' comment and label writes as aliased mutations in a few GraphQL documents, each
// program's answer its own. GitHub runs the mutations of one document in order, one after the
// other, and a mutation that fails leaves the others standing: its error names its alias in
// `path`, so it is that program's failure alone.
import { errorLine, restated, type GateError, type Permission } from '../../rules/errors.js'
import type { GitHubClient } from './client.js'
import { graphql, GraphqlRefusal, type GraphqlErrorEntry } from './graphql.js'

/** Comments and labels on issues and pull requests: GitHub grants both through `issues`. */
const WRITES_NEED: Permission = { scope: 'issues', access: 'write' }

/** One write: a new comment on an issue, a comment's new text, labels added to an issue or PR. */
export type Write =
  | { kind: 'comment'; subject: string; body: string }
  | { kind: 'edit'; comment: string; body: string }
  | { kind: 'label'; labelable: string; labels: readonly string[] }

/** One program's writes, in the order GitHub must make them; never split across documents. */
export interface WriteGroup {
  /** Who the writes are for (a program), named in a failure. */
  owner: string
  writes: readonly Write[]
}

/** A write's answer: the node id it made or edited (none for labels), or why it failed. */
export type WriteOutcome =
  { ok: true; id: string | null } | { ok: false; type: string | null; failure: GateError }

/**
 * Fifty mutations a document, well inside what GitHub documents: a document may ask for at
 * most 500,000 nodes (each of these answers one), and must finish within its 10-second timeout,
 * which fifty small writes do with room. The text budget keeps a request's body to a few
 * hundred KB even when status comments run long.
 */
export const MAX_MUTATIONS = 50
export const MAX_TEXT = 400_000

const size = (w: Write): number => (w.kind === 'label' ? 0 : w.body.length)

/** Groups packed in order into documents within the limits; a group too big goes alone. */
export function packDocuments(
  groups: readonly WriteGroup[],
  limits = { mutations: MAX_MUTATIONS, text: MAX_TEXT }
): WriteGroup[][] {
  const documents: WriteGroup[][] = []
  let current: WriteGroup[] = []
  let mutations = 0
  let text = 0
  for (const group of groups) {
    if (group.writes.length === 0) continue
    const adds = group.writes.length
    const chars = group.writes.reduce((n, w) => n + size(w), 0)
    const full = mutations + adds > limits.mutations || text + chars > limits.text
    if (current.length > 0 && full) {
      documents.push(current)
      current = []
      mutations = 0
      text = 0
    }
    current.push(group)
    mutations += adds
    text += chars
  }
  if (current.length > 0) documents.push(current)
  return documents
}

const FIELDS: Record<Write['kind'], { mutation: string; input: string; answer: string }> = {
  comment: {
    mutation: 'addComment',
    input: 'AddCommentInput',
    answer: 'commentEdge { node { id } }'
  },
  edit: {
    mutation: 'updateIssueComment',
    input: 'UpdateIssueCommentInput',
    answer: 'issueComment { id }'
  },
  label: {
    mutation: 'addLabelsToLabelable',
    input: 'AddLabelsToLabelableInput',
    answer: 'clientMutationId'
  }
}

function inputOf(write: Write): Record<string, unknown> {
  switch (write.kind) {
    case 'comment':
      return { subjectId: write.subject, body: write.body }
    case 'edit':
      return { id: write.comment, body: write.body }
    case 'label':
      return { labelableId: write.labelable, labelIds: write.labels }
  }
}

/** The document for one pack: the j-th write of the document is aliased w<j>, its input $w<j>. */
export function writeDocument(groups: readonly WriteGroup[]): {
  query: string
  variables: Record<string, unknown>
} {
  const writes = groups.flatMap((g) => g.writes)
  const names = writes.map((w, j) => `$w${j}: ${FIELDS[w.kind].input}!`)
  const fields = writes.map((w, j) => {
    const f = FIELDS[w.kind]
    return `w${j}: ${f.mutation}(input: $w${j}) { ${f.answer} }`
  })
  return {
    query: `mutation GateWrites(${names.join(', ')}) {\n  ${fields.join('\n  ')}\n}`,
    variables: Object.fromEntries(writes.map((w, j) => [`w${j}`, inputOf(w)]))
  }
}

type Answer = Record<string, Record<string, unknown> | null | undefined> | null

/** The node id a mutation's answer carries, when it carries one. */
function idIn(write: Write, answer: Record<string, unknown>): string | null {
  if (write.kind === 'comment') {
    const edge = answer.commentEdge as { node?: { id?: unknown } | null } | null | undefined
    return typeof edge?.node?.id === 'string' ? edge.node.id : null
  }
  if (write.kind === 'edit') {
    const comment = answer.issueComment as { id?: unknown } | null | undefined
    return typeof comment?.id === 'string' ? comment.id : null
  }
  return null
}

const WHAT: Record<Write['kind'], string> = {
  comment: 'commenting',
  edit: 'editing a comment',
  label: 'labelling'
}

/**
 * Each group's outcomes, write by write, from one document's answer: an error whose path names a
 * write's alias is that write's; a write with no answer and no error of its own failed with the
 * document's (unnamed) errors.
 */
export function outcomesOf(
  groups: readonly WriteGroup[],
  data: Answer,
  errors: readonly GraphqlErrorEntry[]
): WriteOutcome[][] {
  const unnamed = errors.filter((e) => !/^w\d+$/.test(String(e.path?.[0] ?? '')))
  let j = 0
  return groups.map((group) =>
    group.writes.map((write) => {
      const alias = `w${j++}`
      const own = errors.find((e) => e.path?.[0] === alias)
      const answer = data?.[alias]
      if (own === undefined && answer !== null && answer !== undefined)
        return { ok: true, id: idIn(write, answer) }
      const said = own ?? unnamed[0] ?? { message: 'GitHub gave no answer for it' }
      const line = said.message.replace(/\s*\n\s*/g, ' ')
      const failure = new GraphqlRefusal(
        `GitHub GraphQL ${said.type ?? 'error'} while ${WHAT[write.kind]} for ${group.owner}: ${line}`,
        [said],
        null,
        WRITES_NEED
      )
      return { ok: false, type: said.type ?? null, failure }
    })
  )
}

/**
 * The groups' writes, in as few documents as the limits allow, sent one after the other; their
 * outcomes in the groups' order. A document GitHub did not answer at all (a network failure,
 * say) fails every write in it, each naming its own group.
 */
export async function sendWrites(
  gh: GitHubClient,
  groups: readonly WriteGroup[]
): Promise<WriteOutcome[][]> {
  const outcomes = new Map<WriteGroup, WriteOutcome[]>()
  for (const pack of packDocuments(groups)) {
    const { query, variables } = writeDocument(pack)
    const doing = `writing for ${pack.length} programs`
    let answered: WriteOutcome[][]
    try {
      answered = outcomesOf(
        pack,
        await graphql<Answer>(gh, doing, query, variables, WRITES_NEED),
        []
      )
    } catch (error) {
      answered =
        error instanceof GraphqlRefusal
          ? outcomesOf(pack, error.data as Answer, error.errors)
          : failedAll(pack, error)
    }
    pack.forEach((g, i) => outcomes.set(g, answered[i] ?? []))
  }
  return groups.map((g) => outcomes.get(g) ?? [])
}

/** Every write of the groups failed with `error`, each naming its own group. */
export function failedAll(pack: readonly WriteGroup[], error: unknown): WriteOutcome[][] {
  return pack.map((g) =>
    g.writes.map((w) => ({
      ok: false,
      type: null,
      failure: restated(error, `${WHAT[w.kind]} for ${g.owner}: ${errorLine(error)}`)
    }))
  )
}
