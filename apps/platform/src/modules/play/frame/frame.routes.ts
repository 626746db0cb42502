// The game frame (issue #4 item 8): GET /game-frame/:sessionId answers the HTML page the game page
// embeds in its iframe; GET /game-frame/assets/:file the bundled script and stylesheet. The script
// reads the session through GET /api/game_sessions/:id, so this route needs no session lookup.
import { DEFAULT_LOCALE, htmlLang, isLocale, type Locale } from '@croupier/rules/locale'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ASSET_CACHE_CONTROL, setCacheControl } from '../../../http/cache.ts'
import { HttpError } from '../../../http/errors.ts'
import { MessageCatalogs } from '../../i18n/i18n.service.ts'
import { FRAME_ASSET_PREFIX, frameAssetCache } from './frame-assets.ts'
import { FRAME_CONTENT_SECURITY_POLICY, frameHtml } from './frame-page.ts'

const PageParamsSchema = z.object({ sessionId: z.uuid() })
const PageQuerySchema = z.object({ locale: z.string().max(10).optional() })
const AssetParamsSchema = z.object({ file: z.string().regex(/^frame-[A-Za-z0-9_-]{16}\.(js|css)$/) })

function frameMessages(catalogs: MessageCatalogs, locale: Locale): Record<string, unknown> {
  const play = catalogs.get(locale).messages.play
  const frame = play?.frame
  return typeof frame === 'object' && frame !== null ? (frame as Record<string, unknown>) : {}
}

export function registerGameFrameRoutes(app: FastifyInstance): void {
  const { config } = app.deps
  const assets = frameAssetCache({ minify: config.isProduction })
  const catalogs = new MessageCatalogs(config.messagesDir, {
    watch: !config.isProduction,
    warn: (message) => app.log.warn(message),
  })

  app.get(
    '/game-frame/:sessionId',
    { schema: { hide: true, params: PageParamsSchema, querystring: PageQuerySchema } },
    async (request, reply) => {
      const { sessionId } = request.params as z.infer<typeof PageParamsSchema>
      const query = request.query as z.infer<typeof PageQuerySchema>
      const locale: Locale = query.locale && isLocale(query.locale) ? query.locale : DEFAULT_LOCALE
      const built = await assets()
      const html = frameHtml(
        { sessionId, locale, messages: frameMessages(catalogs, locale) },
        built,
        htmlLang(locale),
      )
      // The session id is in the URL: keep the page out of shared caches.
      setCacheControl(reply, 'private, no-cache')
      reply.header('content-security-policy', FRAME_CONTENT_SECURITY_POLICY)
      reply.header('referrer-policy', 'same-origin')
      return reply.type('text/html; charset=utf-8').send(html)
    },
  )

  app.get(
    `${FRAME_ASSET_PREFIX}/:file`,
    { schema: { hide: true, params: AssetParamsSchema } },
    async (request, reply) => {
      const { file } = request.params as z.infer<typeof AssetParamsSchema>
      const built = await assets()
      const asset = [built.script, built.style].find((candidate) => candidate.file === file)
      if (!asset) throw new HttpError(404, 'NOT_FOUND', 'No such frame asset.')
      setCacheControl(reply, ASSET_CACHE_CONTROL)
      reply.header('etag', asset.etag)
      if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send()
      return reply.type(asset.contentType).send(asset.body)
    },
  )
}
