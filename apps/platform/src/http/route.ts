// Registers one contract endpoint on Fastify: the contract validates the request and the
// response; the handler only maps the parsed input to one service call.
import type { Endpoint } from '@croupier/contract/endpoint'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import { rejectControlCharacters } from './control-characters.ts'

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined

export interface RouteInput<E extends Endpoint> {
  body: Infer<E['body']>
  query: Infer<E['query']>
  params: Infer<E['params']>
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler'>

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Infer<E['response']>> | Infer<E['response']>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
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
      const result = await handler({
        body: request.body as Infer<E['body']>,
        query: request.query as Infer<E['query']>,
        params: request.params as Infer<E['params']>,
        request,
        reply,
      })
      if (reply.sent) return reply
      return result
    },
  })
}
