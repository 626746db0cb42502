// /api/cms/*: static pages, snippets and SEO data (spec 2 §3, §5, §7), cached for a minute.
import { getPage } from '@croupier/contract/cms/get-page'
import { getSeoPage } from '@croupier/contract/cms/get-seo-page'
import { getSnippet } from '@croupier/contract/cms/get-snippet'
import { listPages } from '@croupier/contract/cms/list-pages'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import * as cms from './cms.service.ts'

export function registerCmsRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  const cached = { cache: 'config' } as const

  route(app, listPages, ({ query }) => cms.listPages(db, query.locale), cached)
  route(app, getPage, ({ params, query }) => cms.getPage(db, params.slug, query), cached)
  route(app, getSnippet, ({ params, query }) => cms.getSnippet(db, params.key, query.locale), cached)
  route(app, getSeoPage, ({ query }) => cms.getSeoPage(db, query.path, query.locale), cached)
}
