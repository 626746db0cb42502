// Titles of the games a bonus excludes (terms `excluded_games` hold catalogue identifiers,
// `provider/slug`), so the single bonus page names "Choco Party", not "netent/choco-party".
// An identifier the catalogue no longer knows stays as it is.
import { inArray } from 'drizzle-orm'
import { games } from '../catalogue/catalogue.tables.ts'
import type { Executor } from '../wallet/ledger.service.ts'

export async function gameTitlesByIdentifier(
  db: Executor,
  identifiers: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(identifiers)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ identifier: games.identifier, title: games.title })
    .from(games)
    .where(inArray(games.identifier, unique))
  return new Map(rows.map((row) => [row.identifier, row.title]))
}

export function titlesOf(identifiers: readonly string[], titles: ReadonlyMap<string, string>): string[] {
  return identifiers.map((identifier) => titles.get(identifier) ?? identifier)
}
