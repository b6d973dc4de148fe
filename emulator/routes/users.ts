// What the repository says about its people: the permission a user holds, as a gate asks before
// it trusts whoever dispatched it or wrote a comment.
import type { components } from '@octokit/openapi-types'
import { user, type Site } from '../objects.js'
import { HttpError, REPO, type Route, type RouteContext } from '../router.js'
import type { Permission, UserRecord } from '../records.js'

type Schemas = components['schemas']

/** The legacy base permission each role reads as: maintain is write, triage is read. */
const BASE: Record<Permission, 'admin' | 'write' | 'read' | 'none'> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none'
}

/** Each role with every role below it, as the collaborator object's `permissions` lists them. */
const ORDER: readonly Permission[] = ['none', 'read', 'triage', 'write', 'maintain', 'admin']

/**
 * The role the endpoint reports. A Bot is a GitHub App's account, which is never a
 * collaborator: it answers as one, whatever the registry says. Anyone who is not a collaborator
 * can still read a public repository, and GitHub reports that as `read`.
 */
function effectiveRole(site: Site, account: UserRecord): Permission {
  const role = account.type === 'Bot' ? 'none' : account.permission
  return role === 'none' && !site.store.repo.private ? 'read' : role
}

function collaborator(site: Site, account: UserRecord, role: Permission): Schemas['collaborator'] {
  const at = ORDER.indexOf(role)
  const holds = (level: Permission) => at >= ORDER.indexOf(level)
  return {
    ...user(site, account.login),
    permissions: {
      pull: holds('read'),
      triage: holds('triage'),
      push: holds('write'),
      maintain: holds('maintain'),
      admin: holds('admin')
    },
    role_name: role
  }
}

/** 404 `<login> is not a user` for a login GitHub has no account for, as it answers. */
function permissionOf(ctx: RouteContext) {
  const login = ctx.params.username ?? ''
  const account = ctx.site.store.user(login)
  if (account === undefined) throw new HttpError(404, `${login} is not a user`)
  const role = effectiveRole(ctx.site, account)
  const body: Schemas['repository-collaborator-permission'] = {
    permission: BASE[role],
    role_name: role,
    user: collaborator(ctx.site, account, role)
  }
  return { status: 200, body }
}

export const userRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/collaborators/:username/permission`, handler: permissionOf }
]
