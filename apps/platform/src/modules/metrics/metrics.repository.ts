// Stores client telemetry rows.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { clientEvents } from './metrics.tables.ts'

export async function insertClientEvent(
  db: Database,
  event: { kind: string; payload: unknown; ip: string | undefined },
): Promise<void> {
  await db.insert(clientEvents).values({ kind: event.kind, payload: event.payload, ip: event.ip ?? null })
}

export async function countClientEvents(db: Database, kind?: string): Promise<number> {
  const query = db.select({ count: sql<number>`count(*)::int` }).from(clientEvents)
  const rows = kind ? await query.where(eq(clientEvents.kind, kind)) : await query
  return rows[0]?.count ?? 0
}
