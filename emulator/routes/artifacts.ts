// Workflow run artifacts as `@actions/artifact` makes them: its results service (twirp, JSON,
// under ACTIONS_RESULTS_URL) creates an artifact and hands out a signed blob URL; the upload
// stages blocks there and commits the block list (Azure's block blob protocol); finalize records
// its size and hash. The runtime token names the run, so an artifact belongs to the run the
// token was issued to. Beside it, the REST API's listing (and deletion) of a repository's
// artifacts, each with its digest and its run's branch.
import type { components } from '@octokit/openapi-types'
import type { ArtifactRun } from '../artifacts.js'
import { nodeId } from '../objects.js'
import { countedReply } from '../pagination.js'
import type { ArtifactRecord } from '../records.js'
import {
  found,
  HttpError,
  intParam,
  REPO,
  type Reply,
  type Route,
  type RouteContext
} from '../router.js'
import { readRuntimeToken } from '../runtime-token.js'

type RestArtifact = components['schemas']['artifact']

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService'

/** A twirp error: its status and `{ code, msg }` body, as the client reads them. */
function twirpError(status: number, code: string, msg: string): Reply {
  return { status, body: { code, msg } }
}

/** The run the runtime token was issued to, which must be the one the request names. */
function runOf(ctx: RouteContext, body: Record<string, unknown>): ArtifactRun | Reply {
  const claims = readRuntimeToken(String(ctx.headers.authorization ?? ''))
  if (claims === null) return twirpError(401, 'unauthenticated', 'no runtime token')
  if (body.workflow_run_backend_id !== String(claims.runId))
    return twirpError(403, 'permission_denied', 'the token belongs to another run')
  const branch = claims.ref.replace(/^refs\/heads\//, '')
  const headSha = ctx.site.store.branchSha(branch) ?? ''
  return { runId: claims.runId, headBranch: branch, headSha }
}

function twirpBody(ctx: RouteContext): Record<string, unknown> {
  const { body } = ctx
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function createArtifact(ctx: RouteContext, body: Record<string, unknown>, run: ArtifactRun) {
  const expires = stringOf(body.expires_at)
  const made = ctx.site.store.artifacts.create(run, stringOf(body.name), expires || undefined)
  if (made === 'exists')
    return twirpError(
      409,
      'already_exists',
      'an artifact with this name already exists on the workflow run'
    )
  if (made === 'quota')
    return twirpError(403, 'permission_denied', 'artifact storage quota has been hit')
  return {
    status: 200,
    body: { ok: true, signed_upload_url: ctx.site.signedUrl(`artifact/${made.id}`) }
  }
}

function finalizeArtifact(ctx: RouteContext, body: Record<string, unknown>, run: ArtifactRun) {
  const hash = stringOf(body.hash)
  const name = stringOf(body.name)
  const done = ctx.site.store.artifacts.finalize(
    run.runId,
    name,
    Number(body.size),
    hash || undefined
  )
  if (done === null)
    return twirpError(400, 'invalid_argument', `artifact ${name} did not upload as said`)
  return { status: 200, body: { ok: true, artifact_id: String(done.id) } }
}

function listArtifacts(ctx: RouteContext, body: Record<string, unknown>, run: ArtifactRun) {
  const name = stringOf(body.name_filter)
  const id = stringOf(body.id_filter)
  const artifacts = ctx.site.store.artifacts
    .list()
    .filter((a) => a.runId === run.runId && !a.expired)
    .filter((a) => (name === '' || a.name === name) && (id === '' || String(a.id) === id))
    .map((a) => ({
      workflow_run_backend_id: String(a.runId),
      workflow_job_run_backend_id: `job-${a.runId}`,
      database_id: String(a.id),
      name: a.name,
      size: String(a.content?.length ?? 0),
      created_at: a.createdAt,
      ...(a.digest === null ? {} : { digest: a.digest })
    }))
  return { status: 200, body: { artifacts } }
}

function signedArtifactUrl(ctx: RouteContext, body: Record<string, unknown>, run: ArtifactRun) {
  const record = ctx.site.store.artifacts.inRun(run.runId, stringOf(body.name))
  if (record === undefined || !record.finalized || record.expired)
    return twirpError(404, 'not_found', 'no such artifact')
  return { status: 200, body: { signed_url: ctx.site.signedUrl(`artifact/${record.id}`) } }
}

function deleteOwnArtifact(ctx: RouteContext, body: Record<string, unknown>, run: ArtifactRun) {
  const record = ctx.site.store.artifacts.inRun(run.runId, stringOf(body.name))
  if (record === undefined) return twirpError(404, 'not_found', 'no such artifact')
  ctx.site.store.artifacts.delete((a) => a === record)
  return { status: 200, body: { ok: true, artifact_id: String(record.id) } }
}

const METHODS: Record<
  string,
  (ctx: RouteContext, body: Record<string, unknown>, run: ArtifactRun) => Reply
> = {
  CreateArtifact: createArtifact,
  FinalizeArtifact: finalizeArtifact,
  ListArtifacts: listArtifacts,
  GetSignedArtifactURL: signedArtifactUrl,
  DeleteArtifact: deleteOwnArtifact
}

function twirp(ctx: RouteContext): Reply {
  const method = METHODS[ctx.params.method ?? '']
  if (method === undefined) return twirpError(404, 'bad_route', `no method ${ctx.params.method}`)
  const body = twirpBody(ctx)
  const run = runOf(ctx, body)
  return 'status' in run ? run : method(ctx, body, run)
}

/** Azure's Put Block (`comp=block`) and Put Block List (`comp=blocklist`) on the signed URL. */
function putBlob(ctx: RouteContext): Reply {
  const id = intParam(ctx, 'id')
  if (!ctx.site.isSigned(`artifact/${id}`, ctx.query.get('sig'))) throw new HttpError(403)
  const { artifacts } = ctx.site.store
  const comp = ctx.query.get('comp')
  const ok =
    comp === 'block'
      ? artifacts.stageBlock(id, ctx.query.get('blockid') ?? '', ctx.raw)
      : comp === 'blocklist'
        ? artifacts.commitBlocks(id, blockList(ctx.raw.toString('utf8')))
        : false
  if (!ok) throw new HttpError(400, 'InvalidBlobOrBlock')
  return { status: 201, headers: { 'x-ms-request-server-encrypted': 'true' } }
}

/** The block ids of a `<BlockList>`, in order. */
function blockList(xml: string): string[] {
  return [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map((m) => m[2] ?? '')
}

function getBlob(ctx: RouteContext): Reply {
  const id = intParam(ctx, 'id')
  if (!ctx.site.isSigned(`artifact/${id}`, ctx.query.get('sig'))) throw new HttpError(403)
  const record = found(ctx.site.store.artifacts.records.find((a) => a.id === id && a.finalized))
  if (record.content === null) throw new HttpError(410)
  return { status: 200, text: record.content }
}

function restArtifact(ctx: RouteContext, a: ArtifactRecord): RestArtifact {
  const url = `${ctx.site.repoApi}/actions/artifacts/${a.id}`
  return {
    id: a.id,
    node_id: nodeId('AR_', a.id),
    name: a.name,
    size_in_bytes: a.content?.length ?? 0,
    url,
    archive_download_url: `${url}/zip`,
    expired: a.expired,
    created_at: a.createdAt,
    expires_at: a.expiresAt,
    updated_at: a.createdAt,
    digest: a.digest,
    workflow_run: {
      id: a.runId,
      repository_id: ctx.site.store.repo.id,
      head_repository_id: ctx.site.store.repo.id,
      head_branch: a.headBranch,
      head_sha: a.headSha
    }
  }
}

/** The repository's artifacts (of exactly `name` when given), newest first. */
function listRepoArtifacts(ctx: RouteContext): Reply {
  const name = ctx.query.get('name') ?? undefined
  const records = ctx.site.store.artifacts.list(name)
  return countedReply(ctx, 'artifacts', records, (a) => restArtifact(ctx, a))
}

function deleteArtifact(ctx: RouteContext): Reply {
  const id = intParam(ctx, 'id')
  if (ctx.site.store.artifacts.delete((a) => a.id === id) === 0) throw new HttpError(404)
  return { status: 204 }
}

export const artifactRoutes: Route[] = [
  { method: 'GET', pattern: `${REPO}/actions/artifacts`, handler: listRepoArtifacts },
  { method: 'DELETE', pattern: `${REPO}/actions/artifacts/:id`, handler: deleteArtifact },
  { method: 'POST', pattern: `${SERVICE}/:method`, handler: twirp, public: true },
  { method: 'PUT', pattern: '/_blobs/artifact/:id', handler: putBlob, public: true, binary: true },
  { method: 'GET', pattern: '/_blobs/artifact/:id', handler: getBlob, public: true }
]
