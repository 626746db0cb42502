// GET /games-assets/previews/{provider}/{slug}.svg — the generated tile art: fixed 300×225, a year of
// immutable caching (the URL carries the drawing's version) and an ETag for revalidation.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ASSET_CACHE_CONTROL } from '../../http/cache.ts'
import { gamePreview } from './preview.service.ts'
import { PREVIEW_PATH_PREFIX } from './preview.ts'

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
      const { svg, etag } = await gamePreview(db, provider, file)
      // Cross-origin <img> from the web host is fine for public art.
      reply
        .header('cache-control', ASSET_CACHE_CONTROL)
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin')
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      return reply.type('image/svg+xml; charset=utf-8').send(svg)
    },
  )
}
