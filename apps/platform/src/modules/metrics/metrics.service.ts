// Client telemetry: every accepted event is kept as sent, keyed by its kind and the sender's IP.
import type { Database } from '../../db/client.ts'
import { insertClientEvent } from './metrics.repository.ts'

export async function recordClientEvent(
  db: Database,
  event: { kind: string; payload: unknown; ip: string | undefined },
): Promise<null> {
  await insertClientEvent(db, event)
  return null
}
