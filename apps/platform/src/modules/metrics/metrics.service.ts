// Client telemetry: every accepted event is kept as sent, keyed by its kind and the sender's IP.
// The field's web vitals are read back per page kind for the operator; their raw rows are bounded.
import {
  FIELD_METRICS,
  FIELD_WINDOW_MAX_HOURS,
  type FieldPerformance,
} from '@croupier/contract/metrics/get-field-performance'
import type { Database } from '../../db/client.ts'
import { FIELD_KINDS, fieldPercentiles, insertClientEvent, pruneFieldRows } from './metrics.repository.ts'

/** Raw field rows live as long as the longest window an operator may ask for. */
export const FIELD_RETENTION_MS = FIELD_WINDOW_MAX_HOURS * 3_600_000
/** And never more than this many rows per kind, whatever the traffic. */
export const FIELD_ROW_CAP = 500_000
/** Pruning runs on a write at most this often per database. */
export const FIELD_PRUNE_INTERVAL_MS = 60_000

const lastPrune = new WeakMap<Database, number>()

export async function recordClientEvent(
  db: Database,
  event: { kind: string; payload: unknown; ip: string | undefined },
  now: Date = new Date(),
): Promise<null> {
  await insertClientEvent(db, event)
  if ((FIELD_KINDS as readonly string[]).includes(event.kind)) await pruneFieldRowsEvery(db, now)
  return null
}

async function pruneFieldRowsEvery(db: Database, now: Date): Promise<void> {
  const last = lastPrune.get(db)
  if (last !== undefined && now.getTime() - last < FIELD_PRUNE_INTERVAL_MS) return
  lastPrune.set(db, now.getTime())
  await pruneFieldRows(db, new Date(now.getTime() - FIELD_RETENTION_MS), FIELD_ROW_CAP)
}

/** The field's figures per page kind and metric over the last `windowHours`. */
export async function fieldPerformance(
  db: Database,
  windowHours: number,
  now: Date,
): Promise<FieldPerformance> {
  const from = new Date(now.getTime() - windowHours * 3_600_000)
  const rows = await fieldPercentiles(db, { from, to: now }, FIELD_METRICS)
  return { from: from.toISOString(), to: now.toISOString(), rows }
}
