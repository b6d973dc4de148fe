// The job's runtime token, as a runner hands it to every step (ACTIONS_RUNTIME_TOKEN). GitHub's
// is a signed JWT whose claims say which run and job it belongs to and the ref of the run; the
// toolkit's artifact client reads the run and job from its `scp` claim. The emulator's is the
// same shape, unsigned: its services read the run and ref back from it.

/** What the emulated runtime token says: the run's ref and id. */
export interface RuntimeClaims {
  ref: string
  runId: number
}

const RESULTS_SCOPE = /(?:^|\s)Actions\.Results:(\d+):[^\s:]+(?:\s|$)/

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function runtimeToken(claims: RuntimeClaims): string {
  const header = base64url({ typ: 'JWT', alg: 'none' })
  const payload = base64url({
    scp: `Actions.GenericRead Actions.Results:${claims.runId}:job-${claims.runId}`,
    ref: claims.ref
  })
  return `${header}.${payload}.emulated`
}

/** The claims of a `Bearer` runtime token; null for any other authorization. */
export function readRuntimeToken(authorization: string | undefined): RuntimeClaims | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (payload === undefined) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      scp?: unknown
      ref?: unknown
    }
    const run = typeof claims.scp === 'string' ? RESULTS_SCOPE.exec(claims.scp)?.[1] : undefined
    if (run === undefined || typeof claims.ref !== 'string' || !claims.ref.startsWith('refs/'))
      return null
    return { ref: claims.ref, runId: Number(run) }
  } catch {
    return null
  }
}
