// Title search in memory (issue 4: p95 ≤ 10 ms over 10,000 games on PGlite and PostgreSQL). PGlite
// cannot load pg_trgm (ADR 002); a LIKE scan of the games table costs 20–30 ms there, and even
// reading one page of 40 rows by primary key takes 4–10 ms on a busy machine. So each process
// keeps the catalogue's rows (about 10 MB for 10,000 games) in lobby order with their lower-case
// titles, and a search is one pass over memory: match set, count and page at once.
//
// Consistency: the catalogue is seed and operator data, written rarely, and only through
// insertMissingCatalogue, which bumps the revision so the next search rebuilds first. Embedded
// PGlite has no other writer (one process owns its data dir), so there the index is exact.
// PostgreSQL may be written by other instances or by hand: there an index older than
// SEARCH_INDEX_MAX_AGE_MS answers once more while a rebuild runs in the background, so such writes
// show in search within about a minute. Game info and launches always read the database.
import { PGlite } from '@electric-sql/pglite'
import type { Database } from '../../db/client.ts'
import { type GameRow, listSearchRows } from './catalogue.repository.ts'
import { catalogueRevision } from './catalogue.revision.ts'

/** How stale the index may get on PostgreSQL for catalogue writes made outside this process. */
export const SEARCH_INDEX_MAX_AGE_MS = 60_000

interface Entry {
  lowerTitle: string
  row: GameRow
}

export interface SearchIndex {
  /** In lobby order (position, then id), like every SQL list. */
  entries: Entry[]
  providerIdBySlug: Map<string, number>
  revision: number
  builtAt: number
}

interface State {
  index?: SearchIndex
  rebuilding?: Promise<SearchIndex> | undefined
}

const states = new WeakMap<Database, State>()

async function build(db: Database, now: number): Promise<SearchIndex> {
  const revision = catalogueRevision(db)
  const rows = await listSearchRows(db)
  return {
    entries: rows.map((row) => ({ lowerTitle: row.title.toLowerCase(), row })),
    providerIdBySlug: new Map(rows.map((row) => [row.providerSlug, row.providerId])),
    revision,
    builtAt: now,
  }
}

function rebuild(db: Database, state: State, now: number): Promise<SearchIndex> {
  if (!state.rebuilding) {
    state.rebuilding = build(db, now)
      .then((index) => {
        state.index = index
        return index
      })
      .finally(() => {
        state.rebuilding = undefined
      })
  }
  return state.rebuilding
}

function isEmbedded(db: Database): boolean {
  return db.$client instanceof PGlite
}

/** The current index: built on first use and after local writes; on PostgreSQL refreshed when old. */
export async function searchIndex(db: Database, now: number = Date.now()): Promise<SearchIndex> {
  let state = states.get(db)
  if (!state) {
    state = {}
    states.set(db, state)
  }
  const { index } = state
  if (!index || index.revision !== catalogueRevision(db)) return rebuild(db, state, now)
  if (!isEmbedded(db) && now - index.builtAt > SEARCH_INDEX_MAX_AGE_MS) {
    // Stale-while-revalidate: a failed background rebuild keeps the old index and retries next time.
    rebuild(db, state, now).catch(() => undefined)
  }
  return index
}

export interface TitleSearch {
  /** Already trimmed and lower-cased. */
  text: string
  device: string
  excludeProviderIds: readonly number[]
  offset: number
  limit: number
}

/** One page of the games whose title contains the text, and how many match in all. */
export function searchTitles(index: SearchIndex, search: TitleSearch): { rows: GameRow[]; total: number } {
  const excluded = new Set(search.excludeProviderIds)
  const rows: GameRow[] = []
  let total = 0
  const end = search.offset + search.limit
  for (const { lowerTitle, row } of index.entries) {
    if (!lowerTitle.includes(search.text)) continue
    if (!row.devices.includes(search.device)) continue
    if (excluded.has(row.providerId)) continue
    if (total >= search.offset && total < end) rows.push(row)
    total++
  }
  return { rows, total }
}
