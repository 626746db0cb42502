// Requests no page can answer get a 4xx in the platform's error shape before rendering: headers
// past the limit (431), over-long URLs (414), path segments no route or identifier can have (404).
import http from 'node:http'
import type { Duplex } from 'node:stream'
import type { ErrorBody, ErrorCode } from '@croupier/contract/errors'
import type { NextFunction, Request, Response } from 'express'

/** Below the platform's 16 KB (Node's default) so that whatever passes here, plus our forwarded headers, passes there. */
export const MAX_HEADER_BYTES = 15 * 1024
/** Our choice: the longest page path is far below this; a longer one is a probe. */
export const MAX_PAGE_PATH_LENGTH = 1024
/** The platform's identifier limit (Fastify's maxParamLength): no slug or game name is longer. */
export const MAX_PATH_SEGMENT_LENGTH = 100
/** How long a refused connection keeps reading what the client still sends, so the answer is not reset away. */
const LINGER_MS = 2000

/** C0 controls and DEL: no page path holds one (NUL reached the platform as a 500). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function errorBody(error: ErrorCode, message: string): string {
  return JSON.stringify({ error, message } satisfies ErrorBody)
}

export function sendError(res: Response, status: number, error: ErrorCode, message: string): void {
  res.status(status).type('application/json').set('Cache-Control', 'no-store').send(errorBody(error, message))
}

/** Express middleware for page paths (the platform's paths are proxied before it). */
export function guardPagePath(req: Request, res: Response, next: NextFunction): void {
  const refusal = pagePathRefusal(req.originalUrl)
  if (refusal) sendError(res, ...refusal)
  else next()
}

/** Why no page can answer this URL (status, code, message), or null. */
export function pagePathRefusal(url: string): [number, ErrorCode, string] | null {
  const queryStart = url.indexOf('?')
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
  if (pathname.length > MAX_PAGE_PATH_LENGTH) return [414, 'URI_TOO_LONG', 'The address is too long.']
  for (const segment of pathname.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return [400, 'BAD_REQUEST', 'The address is malformed.']
    }
    if (decoded.length > MAX_PATH_SEGMENT_LENGTH || hasControlCharacter(decoded))
      return [404, 'NOT_FOUND', 'There is no page at this address.']
  }
  return null
}

/** Node counts the request line into the header limit: an overflow inside it is an over-long URL. */
function isRequestLineTooLong(error: Error & { rawPacket?: Buffer }): boolean {
  const packet = error.rawPacket
  if (!packet || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false
  const lineEnd = packet.indexOf('\r\n')
  return lineEnd === -1 || lineEnd > MAX_PAGE_PATH_LENGTH
}

const answered = new WeakSet<Duplex>()

/**
 * The HTTP server's 'clientError': Node's default writes its answer and destroys the socket while the
 * client is still sending, which resets the answer away (a 64 KB header saw a reset, not 431).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (answered.has(socket)) return
  answered.add(socket)
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? isRequestLineTooLong(error)
        ? [414, 'URI_TOO_LONG', 'The address is too long.']
        : [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long.']
        : [400, 'BAD_REQUEST', 'The request is malformed.']
  const body = errorBody(code, message)
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
  // Keep reading (and dropping) the rest until the client hangs up or the linger time is over.
  socket.resume()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
