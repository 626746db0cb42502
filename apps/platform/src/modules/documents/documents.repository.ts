// Reads and writes verification documents (the file bytes are never read back for listing).
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { documents } from './documents.tables.ts'

export type DocumentRow = Omit<typeof documents.$inferSelect, 'content'>

const LISTED = {
  id: documents.id,
  playerId: documents.playerId,
  kind: documents.kind,
  status: documents.status,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.size,
  createdAt: documents.createdAt,
  reviewedAt: documents.reviewedAt,
}

export async function insertDocument(db: Database, row: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [inserted] = await db.insert(documents).values(row).returning(LISTED)
  if (!inserted) throw new Error('document insert returned nothing')
  return inserted
}

export function listPlayerDocuments(db: Database, playerId: number): Promise<DocumentRow[]> {
  return db.select(LISTED).from(documents).where(eq(documents.playerId, playerId)).orderBy(desc(documents.id))
}
