// Reads and writes static pages, their translations, snippets and SEO rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { cmsPages, cmsPageTranslations, cmsSnippets, seoPages } from './cms.tables.ts'

export type PageRow = typeof cmsPages.$inferSelect
export type PageTranslationRow = typeof cmsPageTranslations.$inferSelect
export type SnippetRow = typeof cmsSnippets.$inferSelect
export type SeoPageRow = typeof seoPages.$inferSelect

export function listPageRows(db: Database): Promise<PageRow[]> {
  return db.select().from(cmsPages).orderBy(asc(cmsPages.position), asc(cmsPages.id))
}

/** Titles only (no content) of every page in the given locales. */
export function listPageTitles(
  db: Database,
  locales: readonly string[],
): Promise<{ pageId: number; locale: string; title: string }[]> {
  return db
    .select({
      pageId: cmsPageTranslations.pageId,
      locale: cmsPageTranslations.locale,
      title: cmsPageTranslations.title,
    })
    .from(cmsPageTranslations)
    .where(inArray(cmsPageTranslations.locale, [...locales]))
}

export async function listPageSlugs(db: Database): Promise<Set<string>> {
  const rows = await db.select({ slug: cmsPages.slug }).from(cmsPages)
  return new Set(rows.map((row) => row.slug))
}

export async function findPageBySlug(db: Database, slug: string): Promise<PageRow | undefined> {
  const rows = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug))
  return rows[0]
}

export function listPageTranslations(
  db: Database,
  pageId: number,
  locales: readonly string[],
): Promise<PageTranslationRow[]> {
  return db
    .select()
    .from(cmsPageTranslations)
    .where(and(eq(cmsPageTranslations.pageId, pageId), inArray(cmsPageTranslations.locale, [...locales])))
}

export function listSnippets(db: Database, key: string, locales: readonly string[]): Promise<SnippetRow[]> {
  return db
    .select()
    .from(cmsSnippets)
    .where(and(eq(cmsSnippets.key, key), inArray(cmsSnippets.locale, [...locales])))
}

export function listSeoPages(db: Database, path: string, locales: readonly string[]): Promise<SeoPageRow[]> {
  return db
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.path, path), inArray(seoPages.locale, [...locales])))
}

/** Seed: the page row if missing (keyed by slug), then its id either way. */
export async function ensurePage(
  db: Database,
  page: { slug: string; categories: string[]; hidden: boolean; position: number },
): Promise<number> {
  await db.insert(cmsPages).values(page).onConflictDoNothing({ target: cmsPages.slug })
  const row = await findPageBySlug(db, page.slug)
  if (!row) throw new Error(`page ${page.slug} missing after insert`)
  return row.id
}

export async function insertMissingPageTranslations(
  db: Database,
  rows: (typeof cmsPageTranslations.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(cmsPageTranslations).values(rows).onConflictDoNothing()
}

export async function insertMissingSnippets(
  db: Database,
  rows: (typeof cmsSnippets.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(cmsSnippets).values(rows).onConflictDoNothing()
}

export async function insertMissingSeoPages(
  db: Database,
  rows: (typeof seoPages.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(seoPages).values(rows).onConflictDoNothing()
}

/** An operator edit of a page's text in one locale (tests use it to plant hostile HTML). */
export async function savePageTranslation(
  db: Database,
  row: typeof cmsPageTranslations.$inferInsert,
): Promise<void> {
  await db
    .insert(cmsPageTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [cmsPageTranslations.pageId, cmsPageTranslations.locale],
      set: {
        title: row.title,
        content: row.content,
        metaTitle: row.metaTitle ?? '',
        metaDescription: row.metaDescription ?? '',
        metaKeywords: row.metaKeywords ?? '',
        jsonLd: row.jsonLd ?? '',
        updatedAt: sql`now()`,
      },
    })
}

export async function countCmsRows(db: Database): Promise<Record<string, number>> {
  const count = sql<number>`count(*)::int`
  const [pages, translations, snippets, seo] = await Promise.all([
    db.select({ count }).from(cmsPages),
    db.select({ count }).from(cmsPageTranslations),
    db.select({ count }).from(cmsSnippets),
    db.select({ count }).from(seoPages),
  ])
  return {
    pages: pages[0]?.count ?? 0,
    pageTranslations: translations[0]?.count ?? 0,
    snippets: snippets[0]?.count ?? 0,
    seoPages: seo[0]?.count ?? 0,
  }
}
