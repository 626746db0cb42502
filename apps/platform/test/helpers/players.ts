// Players with money: registered through the API, funded by a ledger adjustment.
import { postTransaction } from '../../src/modules/wallet/ledger.repository.ts'
import { register } from './auth.ts'
import type { TestApp } from './test-app.ts'

/** A fresh player of `currency` with `cents` on the wallet. */
export async function fundedPlayer(t: TestApp, cents: number, currency = 'EUR') {
  const { player, cookie, email } = await register(t.app, { currency })
  if (cents > 0)
    await postTransaction(t.db, {
      playerId: player.id,
      currency,
      amountCents: cents,
      kind: 'adjustment',
      idempotencyKey: `fund:${player.id}`,
    })
  return { playerId: player.id, cookie, email }
}
