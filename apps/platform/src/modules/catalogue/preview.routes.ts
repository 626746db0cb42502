// GET /games-assets/previews/{provider}/{slug}.svg — the generated tile art: fixed 300×225, a year of
// immutable caching (the URL carries the drawing's version) and an ETag for revalidation.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ASSET_CACHE_CONTROL, setCacheControl } from '../../http/cache.ts'
import { HttpError } from '../../http/errors.ts'
import { findGameByIdentifier } from './catalogue.repository.ts'
import { PREVIEW_PATH_PREFIX, previewEtag, previewSvg } from './preview.ts'

const ParamsSchema = z.object({
  provider: z.string().regex(/^[a-z0-9-]{1,64}$/),
  file: z.string().regex(/^[a-z0-9-]{1,128}\.svg$/),
})

export function registerPreviewRoute(app: FastifyInstance): void {
  const { db } = app.deps
  app.get(
    `${PREVIEW_PATH_PREFIX}/:provider/:file`,
    { schema: { hide: true, params: ParamsSchema } },
    async (request, reply) => {
      const { provider, file } = request.params as z.infer<typeof ParamsSchema>
      const game = await findGameByIdentifier(db, `${provider}/${file.slice(0, -'.svg'.length)}`)
      if (!game) throw new HttpError(404, 'GAME_NOT_FOUND', 'No such game.')
      const svg = previewSvg(game)
      const etag = previewEtag(svg)
      setCacheControl(reply, ASSET_CACHE_CONTROL)
      reply.header('etag', etag)
      // Cross-origin <img> from the web host is fine for public art.
      reply.header('cross-origin-resource-policy', 'cross-origin')
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      return reply.type('image/svg+xml; charset=utf-8').send(svg)
    },
  )
}
