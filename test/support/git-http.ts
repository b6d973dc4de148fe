// A git server over smart HTTP for the push job's end-to-end tests: git's own http-backend behind
// a node HTTP server on 127.0.0.1, serving the bare repositories under one folder. It answers
// only requests that carry the expected Authorization header (401 otherwise), and records every
// request with the header it carried.
import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GitHttpRequest {
  method: string
  path: string
  authorization: string | null
}

export interface GitHttpServer {
  url: string
  requests: GitHttpRequest[]
  close(): Promise<void>
}

export async function startGitHttpServer(root: string, token: string): Promise<GitHttpServer> {
  const expected = `basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`
  const requests: GitHttpRequest[] = []
  const server = createServer((req, res) => {
    const authorization = req.headers.authorization ?? null
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: req.method ?? '', path: url.pathname, authorization })
    if (authorization?.toLowerCase() !== expected.toLowerCase()) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end()
      return
    }
    serveCgi(root, req, res, url)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

function serveCgi(root: string, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const cgi = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH ?? '',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      // http-backend allows a push only from an authenticated user.
      REMOTE_USER: 'x-access-token',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.replace(/^\?/, ''),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
      GIT_HTTP_MAX_REQUEST_BUFFER: '100M',
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? '')
    },
    stdio: ['pipe', 'pipe', 'ignore']
  })
  req.pipe(cgi.stdin)
  let head = Buffer.alloc(0)
  let headersDone = false
  cgi.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) {
      res.write(chunk)
      return
    }
    head = Buffer.concat([head, chunk])
    const end = head.indexOf('\r\n\r\n')
    if (end === -1) return
    headersDone = true
    let status = 200
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim()
      const value = line.slice(colon + 1).trim()
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10)
      else res.setHeader(name, value)
    }
    res.writeHead(status)
    res.write(head.subarray(end + 4))
  })
  cgi.on('close', () => res.end())
}
