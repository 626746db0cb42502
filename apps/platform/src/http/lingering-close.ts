// Answers sent before the request body was read (413 from Fastify's body limit, 401 from a hook)
// must reach the client: closing a socket with unread input makes the kernel reset the connection,
// which throws the answer away at the other end (the web proxy saw 500s instead of 413). So the
// connection stays open while the rest is read and dropped, for a bounded time (ADR 021).
import type { FastifyInstance } from 'fastify'

/** How long a connection keeps reading an unwanted body after the answer, before it is cut. */
export const LINGER_MS = 2000

export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Fastify asks to close after a too-large body; draining it instead keeps the answer deliverable.
    if (request.raw.complete === false && reply.getHeader('connection') === 'close')
      reply.removeHeader('connection')
    return payload
  })
  app.addHook('onResponse', async (request) => {
    const raw = request.raw
    // `complete` is Node's own; injected requests (tests) have none and nothing to drain.
    if (raw.complete !== false || !raw.socket) return
    raw.resume()
    const cut = setTimeout(() => raw.socket.destroy(), LINGER_MS)
    cut.unref()
    raw.once('end', () => clearTimeout(cut))
  })
}
