// A per-database counter of catalogue writes made by this process, so in-memory derivations (the
// title-search index) know to rebuild. Kept apart so the repository can bump it without importing
// the index.
import type { Database } from '../../db/client.ts'

const revisions = new WeakMap<Database, number>()

export function catalogueRevision(db: Database): number {
  return revisions.get(db) ?? 0
}

export function markCatalogueChanged(db: Database): void {
  revisions.set(db, catalogueRevision(db) + 1)
}
