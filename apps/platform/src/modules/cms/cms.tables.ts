// Static CMS pages with per-locale texts, HTML snippets and SEO data of client pages.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categories: text('categories').array().notNull().default([]),
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cmsPageTranslations = pgTable(
  'cms_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Raw HTML as the operator wrote it; sanitised on the way out. */
    content: text('content').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    /** The json block (spec 2 §3): schema.org JSON-LD as the operator wrote it; '' for none. */
    jsonLd: text('json_ld').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.locale] })],
)

export const cmsSnippets = pgTable(
  'cms_snippets',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.locale] })],
)

export const seoPages = pgTable(
  'seo_pages',
  {
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull().default(''),
    h1: text('h1').notNull(),
    text: text('text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.locale] }),
    index('seo_pages_locale_idx').on(table.locale),
  ],
)
