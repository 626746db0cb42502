// /api/cms/*: static pages, snippets and SEO data (spec 2 §3, §5, §7), cached for a minute.
import { getPage } from '@croupier/contract/cms/get-page'
import { getSeoPage } from '@croupier/contract/cms/get-seo-page'
import { getSnippet } from '@croupier/contract/cms/get-snippet'
import { listPages } from '@croupier/contract/cms/list-pages'
import type { FastifyInstance } from 'fastify'
import { CONFIG_CACHE_CONTROL, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import * as cms from './cms.service.ts'

export function registerCmsRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  route(app, listPages, ({ query, reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return cms.listPages(db, query.locale)
  })
  route(app, getPage, ({ params, query, reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return cms.getPage(db, params.slug, query)
  })
  route(app, getSnippet, ({ params, query, reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return cms.getSnippet(db, params.key, query.locale)
  })
  route(app, getSeoPage, ({ query, reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return cms.getSeoPage(db, query.path, query.locale)
  })
}
