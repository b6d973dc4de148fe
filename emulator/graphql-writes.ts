// The comment and label mutations over the store, with GitHub's per-mutation errors: a document
// of many aliased mutations runs them in order, and one that fails (a node that is gone, or a
// refusal a test set up with `MutationFault`) answers null with its own error, naming its alias,
// while the others stand.
import { issueComment } from './graphql-issues.js'
import { decoded, failure, notANode, type Args } from './graphql-support.js'
import { nodeId, stableId, type Site } from './objects.js'

/** One issue or pull request's writes refused, as a missing permission or an abuse limit would. */
export interface MutationFault {
  /** The mutation's field: addComment, updateIssueComment, addLabelsToLabelable. */
  mutation: string
  /** The issue or pull request written to; any when absent. */
  issue?: number
  /** GitHub's error type; FORBIDDEN when absent. */
  type?: string
  message?: string
  /** How many matching mutations fail; default 1. */
  times?: number
}

/** Refused mutations waiting to happen, per site. */
const faults = new WeakMap<Site, (MutationFault & { remaining: number })[]>()

export function faultMutation(site: Site, rule: MutationFault): void {
  const rules = faults.get(site) ?? []
  rules.push({ ...rule, remaining: rule.times ?? 1 })
  faults.set(site, rules)
}

/** Throws GitHub's error when a fault matches this mutation on this issue. */
function refuse(site: Site, mutation: string, issue: number): void {
  const rules = faults.get(site) ?? []
  const index = rules.findIndex(
    (r) => r.mutation === mutation && (r.issue === undefined || r.issue === issue)
  )
  const rule = rules[index]
  if (rule === undefined) return
  if (--rule.remaining <= 0) rules.splice(index, 1)
  throw failure(
    rule.type ?? 'FORBIDDEN',
    rule.message ?? `Resource not accessible by integration (${mutation} on #${issue})`
  )
}

/** A label's node id, the one the REST API gives it. */
export function labelId(name: string): string {
  return nodeId('LA_', stableId(`label ${name}`))
}

/** An issue comment's number from its node id (the REST API's `node_id`); NaN for others. */
function commentNumber(id: string): number {
  const match = /^IC_(\d+)$/.exec(decoded(id))
  return match === null ? Number.NaN : Number(match[1])
}

/** The issue or pull request a node id names; undefined for any other. */
function issueNumber(id: string): number | undefined {
  const number = /^(?:PR|I)_(\d+)$/.exec(decoded(id))?.[1]
  return number === undefined ? undefined : Number(number)
}

export function issueWrites(site: Site) {
  const { store } = site
  return {
    addComment: ({ input }: Args) => {
      const { subjectId, body } = input as { subjectId: string; body: string }
      const number = issueNumber(subjectId)
      if (number === undefined || store.issue(number) === undefined) throw notANode(subjectId)
      refuse(site, 'addComment', number)
      const node = issueComment(site, store.addComment(number, body))
      return { commentEdge: { cursor: node.id, node }, clientMutationId: null }
    },
    updateIssueComment: ({ input }: Args) => {
      const { id, body } = input as { id: string; body: string }
      const found = store.comment(commentNumber(id))
      if (found === undefined) throw notANode(id)
      refuse(site, 'updateIssueComment', found.issueNumber)
      const updated = store.updateComment(found.id, body)
      if (updated === undefined) throw notANode(id)
      return { issueComment: issueComment(site, updated) }
    },
    deleteIssueComment: ({ input }: Args) => {
      const { id } = input as { id: string }
      if (!store.deleteComment(commentNumber(id))) throw notANode(id)
      return { clientMutationId: null }
    },
    addLabelsToLabelable: ({ input }: Args) => {
      const { labelableId, labelIds } = input as { labelableId: string; labelIds: string[] }
      const number = issueNumber(labelableId)
      const issue = number === undefined ? undefined : store.issue(number)
      if (issue === undefined) throw notANode(labelableId)
      refuse(site, 'addLabelsToLabelable', issue.number)
      const names = labelIds.map((id) => {
        const name = [...store.labels].find((l) => labelId(l) === id)
        if (name === undefined) throw notANode(id)
        return name
      })
      store.addLabels(issue.number, names)
      return { clientMutationId: null }
    }
  }
}
