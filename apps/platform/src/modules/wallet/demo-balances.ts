// Real money for the seeded demo players (README), so real play works out of the box: 500.00 in the
// first (active) currency. Posted through the ledger with a fixed idempotency key per player and
// currency: seeding again, or after the player has played it down, moves nothing.
import { CURRENCIES } from '@croupier/rules/currency'
import type { Database } from '../../db/client.ts'
import { findPlayerByEmail } from '../player/player-records.service.ts'
import { findAccount, postTransaction } from './ledger.repository.ts'

/** Our choice: 500.00 in the demo player's active currency. */
export const DEMO_BALANCE_UNITS = 500

export const demoBalanceKey = (email: string, currency: string): string => `seed:${email}:${currency}`

/** Credits each player's seeded first currency (not whatever is active now: that may be crypto). */
export async function seedDemoBalances(
  db: Database,
  wallets: readonly { email: string; currency: string }[],
  now: Date,
): Promise<void> {
  for (const { email, currency } of wallets) {
    const player = await findPlayerByEmail(db, email)
    if (!player || !(await findAccount(db, player.id, currency))) continue
    const subunits = CURRENCIES.find((c) => c.code === currency)?.subunits_to_unit ?? 100
    await postTransaction(db, {
      playerId: player.id,
      currency,
      amountCents: DEMO_BALANCE_UNITS * subunits,
      kind: 'adjustment',
      idempotencyKey: demoBalanceKey(email, currency),
      reference: 'seed',
      now,
    })
  }
}
