// Registers one contract endpoint on Fastify: the contract validates the request and the
// response, the route declares who may call it and how the answer is cached, and the handler
// only maps the parsed input to one service call.
import type { Endpoint } from '@croupier/contract/endpoint'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import type { LiveSession } from '../modules/session/session.service.ts'
import {
  ASSET_CACHE_CONTROL,
  CONFIG_CACHE_CONTROL,
  PRIVATE_NO_STORE,
  REFERENCE_CACHE_CONTROL,
} from './cache.ts'
import { rejectControlCharacters } from './control-characters.ts'
import { currentSession, getSessionPlayer, requirePlayer } from './session.ts'

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined

/** guest: no session lookup; player: 401 without a live session; any: the player or null. */
export type RouteAuth = 'guest' | 'player' | 'any'

/** Named Cache-Control policies (http/cache.ts); 'none' sends no header. */
export type RouteCache = 'private-no-store' | 'config' | 'reference' | 'asset' | 'none'

const CACHE_CONTROL: Record<Exclude<RouteCache, 'none'>, string> = {
  'private-no-store': PRIVATE_NO_STORE,
  config: CONFIG_CACHE_CONTROL,
  reference: REFERENCE_CACHE_CONTROL,
  asset: ASSET_CACHE_CONTROL,
}

type SessionFor<A extends RouteAuth> = A extends 'player'
  ? LiveSession
  : A extends 'any'
    ? LiveSession | null
    : null

export interface RouteInput<E extends Endpoint, A extends RouteAuth = 'guest'> {
  body: Infer<E['body']>
  query: Infer<E['query']>
  params: Infer<E['params']>
  /** The caller's session as `auth` declares it (always null for guest routes: never looked up). */
  session: SessionFor<A>
  request: FastifyRequest
  reply: FastifyReply
}

export interface RouteOptions<A extends RouteAuth = RouteAuth>
  extends Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler'> {
  /** Default 'guest'. */
  auth?: A
  /** Default 'private-no-store' when the route reads a session (its answer is the player's), else 'none'. */
  cache?: RouteCache
}

export function route<E extends Endpoint, A extends RouteAuth = 'guest'>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E, A>) => Promise<Infer<E['response']>> | Infer<E['response']>,
  options: RouteOptions<A> = {},
): void {
  const { auth = 'guest', cache, onRequest, ...fastifyOptions } = options
  const status = endpoint.status ?? 200
  const cacheControl = cacheControlOf(cache ?? (auth === 'guest' ? 'none' : 'private-no-store'))
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...fastifyOptions,
    // The guard runs before the body is read: a guest's upload is refused without parsing it.
    ...guardOf(auth, onRequest),
    // Before the schema: text with NUL or control characters never reaches a service (422).
    preValidation: rejectControlCharacters,
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags ? [...endpoint.tags] : undefined,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { [status]: endpoint.response },
    },
    handler: async (request, reply) => {
      // Set before the handler so it may answer otherwise (304 Not Modified) by sending itself.
      reply.status(status)
      if (cacheControl) reply.header('cache-control', cacheControl)
      const result = await handler({
        body: request.body as Infer<E['body']>,
        query: request.query as Infer<E['query']>,
        params: request.params as Infer<E['params']>,
        session: (await sessionOf(auth, request)) as SessionFor<A>,
        request,
        reply,
      })
      if (reply.sent) return reply
      return result
    },
  })
}

function cacheControlOf(cache: RouteCache): string | null {
  return cache === 'none' ? null : CACHE_CONTROL[cache]
}

function guardOf(auth: RouteAuth, onRequest: RouteShorthandOptions['onRequest']) {
  if (auth !== 'player') return onRequest ? { onRequest } : {}
  if (!onRequest) return { onRequest: requirePlayer }
  return { onRequest: [requirePlayer, ...(Array.isArray(onRequest) ? onRequest : [onRequest])] }
}

function sessionOf(auth: RouteAuth, request: FastifyRequest): Promise<LiveSession | null> | null {
  if (auth === 'player') return currentSession(request)
  if (auth === 'any') return getSessionPlayer(request)
  return null
}
