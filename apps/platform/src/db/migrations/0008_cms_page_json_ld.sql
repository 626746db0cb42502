-- The json block of a static page (spec 2 §3): schema.org JSON-LD per translation, '' for none.
ALTER TABLE "cms_page_translations" ADD COLUMN "json_ld" text DEFAULT '' NOT NULL;