// GET /messages/:locale.json (spec 1 §7): merged catalog, shared-cacheable for 5 minutes (the
// client busts it in 5-minute buckets), ETag and 304.
import { getMessages, MESSAGES_CACHE_CONTROL } from '@croupier/contract/i18n/get-messages'
import { isLocale } from '@croupier/rules/locale'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { MessageCatalogs } from './message-catalogs.ts'

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value.replace(/^W\//, '') === etag
  })
}

export function registerI18nRoutes(app: FastifyInstance): void {
  const { config } = app.deps
  const catalogs = new MessageCatalogs(config.messagesDir, {
    watch: !config.isProduction,
    warn: (message) => app.log.warn(message),
  })

  route(app, getMessages, ({ params, request, reply }) => {
    if (!isLocale(params.locale)) throw new HttpError(404, 'NOT_FOUND', `Unknown locale ${params.locale}`)
    const catalog = catalogs.get(params.locale)
    reply.header('cache-control', MESSAGES_CACHE_CONTROL).header('etag', catalog.etag)
    if (matchesEtag(request.headers['if-none-match'], catalog.etag)) {
      reply.code(304).send()
      return reply as never
    }
    return catalog.messages
  })
}
