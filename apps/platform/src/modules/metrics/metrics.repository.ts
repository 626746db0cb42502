// Stores client telemetry rows, aggregates the field's web vitals and keeps their raw rows bounded.
import type { FieldMetric, FieldPerformanceRow } from '@croupier/contract/metrics/get-field-performance'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { clientEvents } from './metrics.tables.ts'

/** The kinds that carry field figures (PUT /performance, PUT /network-performance). */
export const FIELD_KINDS = ['performance', 'network-performance'] as const

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

const metric = (name: FieldMetric) => sql`(${sql.raw(`'${name}'`)}, (e.payload->>${name})::float8)`

/** Sample count and p50/p75/p95 per page kind and metric of the field rows sent in [from, to]. */
export async function fieldPercentiles(
  db: Database,
  window: { from: Date; to: Date },
  metrics: readonly FieldMetric[],
): Promise<FieldPerformanceRow[]> {
  const result = await db.execute<{
    page_kind: string
    metric: FieldMetric
    count: number
    p50: number
    p75: number
    p95: number
  }>(sql`
    select coalesce(e.payload->>'pageKind', 'unknown') as page_kind, m.metric, count(*)::int as count,
           percentile_cont(0.5) within group (order by m.value) as p50,
           percentile_cont(0.75) within group (order by m.value) as p75,
           percentile_cont(0.95) within group (order by m.value) as p95
      from client_events e
     cross join lateral (values ${sql.join(metrics.map(metric), sql`, `)}) as m(metric, value)
     where e.kind in ('performance', 'network-performance')
       and e.created_at >= ${window.from.toISOString()} and e.created_at <= ${window.to.toISOString()}
       and m.value is not null
     group by 1, 2
     order by 1, 2`)
  return result.rows.map((row) => ({
    page_kind: row.page_kind,
    metric: row.metric,
    count: Number(row.count),
    p50: Number(row.p50),
    p75: Number(row.p75),
    p95: Number(row.p95),
  }))
}

/** Deletes field rows older than `before`, then all but the newest `cap` of each kind. */
export async function pruneFieldRows(db: Database, before: Date, cap: number): Promise<void> {
  await db
    .delete(clientEvents)
    .where(and(inArray(clientEvents.kind, [...FIELD_KINDS]), lt(clientEvents.createdAt, before)))
  for (const kind of FIELD_KINDS) {
    await db.execute(sql`
      delete from client_events
       where kind = ${kind}
         and (created_at, id) <= (select created_at, id from client_events where kind = ${kind}
                                   order by created_at desc, id desc offset ${cap} limit 1)`)
  }
}
