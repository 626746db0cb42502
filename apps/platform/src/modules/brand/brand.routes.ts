// Brand assets (logos, banner art, manager avatars) served with a long cache: their URLs carry a
// version query, so a new file ships under a new URL. SVG files get a CSP that forbids scripts.
import fs from 'node:fs'
import path from 'node:path'
import { BRAND_ASSETS_PATH } from '@croupier/contract/routes'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ASSET_CACHE_CONTROL } from '../../http/cache.ts'
import { HttpError } from '../../http/errors.ts'

const ASSETS_DIR = path.join(import.meta.dirname, 'assets')
export const ASSETS_PATH_PREFIX = BRAND_ASSETS_PATH
const ASSET_NAME = /^[a-z0-9-]+\.svg$/

function loadAssets(): Map<string, Buffer> {
  const assets = new Map<string, Buffer>()
  for (const name of fs.readdirSync(ASSETS_DIR)) {
    if (ASSET_NAME.test(name)) assets.set(name, fs.readFileSync(path.join(ASSETS_DIR, name)))
  }
  return assets
}

export function registerBrandRoutes(app: FastifyInstance): void {
  const assets = loadAssets()
  app.get(
    `${ASSETS_PATH_PREFIX}/:file`,
    {
      schema: {
        summary: 'Brand asset (SVG logos, banner art, avatars)',
        tags: ['assets'],
        params: z.object({ file: z.string().regex(ASSET_NAME) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string }
      const body = assets.get(file)
      if (!body) throw new HttpError(404, 'NOT_FOUND', `No asset ${file}`)
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', ASSET_CACHE_CONTROL)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body)
    },
  )
}
