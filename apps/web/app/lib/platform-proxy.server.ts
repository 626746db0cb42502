// The embedded proxy to the platform's public paths (ARCHITECTURE.md): the platform's own answers
// pass through untouched, 413 and 431 included; a failure to reach it is logged and answered 502.
import http from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorBody, ErrorCode } from '@croupier/contract/errors'
import { PLATFORM_PUBLIC_PATHS } from '@croupier/contract/routes'
import { createProxyMiddleware } from 'http-proxy-middleware'

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PUBLIC_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  )
}

export type ProxyLog = (line: string) => void

const BAD_GATEWAY: ErrorBody & { error: ErrorCode } = {
  error: 'BAD_GATEWAY',
  message: 'The platform could not be reached.',
}

export function createPlatformProxy(platformUrl: string, log: ProxyLog) {
  const outgoing = new WeakMap<http.IncomingMessage, http.ClientRequest>()
  return createProxyMiddleware({
    target: platformUrl,
    changeOrigin: false,
    ws: true,
    // forwarded-headers.server.ts sets one clean value of each; appending would keep forged hops.
    xfwd: false,
    // Without an agent the proxy asks for Connection: close, and a platform that answers before the
    // body is read (401, 413) then closes on the unread rest, resetting its answer away. Idle sockets
    // close well before the platform's 72 s keep-alive ends, so none is reused as it closes.
    agent: new http.Agent({ keepAlive: true, timeout: 30_000 }),
    pathFilter: (pathname) => isPlatformPath(pathname),
    on: {
      proxyReq: (proxyReq, req) => {
        outgoing.set(req, proxyReq)
        // Connection is hop-by-hop: a visitor's `close` must not make the platform close (see agent).
        proxyReq.setHeader('connection', 'keep-alive')
      },
      proxyRes: (proxyRes, req, res) => {
        // A platform that dies mid-answer: end the visitor's response instead of leaving it hanging.
        proxyRes.once('close', () => {
          if (!proxyRes.complete && !res.writableEnded) res.destroy()
        })
        // It answered before the whole body arrived (401, 413): the rest is of no use to it. Drop that
        // connection and read the visitor's rest away, or the upload stalls and the visitor is reset
        // when the keep-alive time runs out.
        proxyRes.once('end', () => {
          if (req.complete) return
          req.unpipe()
          outgoing.get(req)?.destroy()
          req.resume()
        })
      },
      error: (error: NodeJS.ErrnoException, req, res) => {
        log(`PLATFORM_PROXY_ERROR ${req.method} ${req.url?.slice(0, 200)}: ${error.code ?? error.message}`)
        if (!(res instanceof http.ServerResponse)) return void (res as Socket).destroy()
        if (res.headersSent) return
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
        res.end(JSON.stringify(BAD_GATEWAY))
      },
    },
  })
}
