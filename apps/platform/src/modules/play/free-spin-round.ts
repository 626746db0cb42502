// A free spin (issue #12, ADR 039): a real spin on a game of the player's activated batch plays at
// the batch's stake whatever bet the request named, debits nothing, and adds its win (capped) to the
// batch; the round row records the stake and the win. A blocked player plays none.
import { playSlot, slotTotalWin } from '@croupier/rules/games/slot'
import { freeSpinsView, lockFreeSpin, recordFreeSpin } from '../bonuses/bonuses.service.ts'
import { assertNotRestricted } from '../limits/enforcement.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { cryptoRng } from './engine.ts'
import type * as repo from './play.repository.ts'
import type { StepMoney } from './step-money.ts'

interface FreeSpinStep {
  tx: Executor
  session: repo.SessionRow
  money: StepMoney
  now: Date
}

/** Inserts the step's round (round.ts). */
type NewRound = (
  fields: Pick<repo.RoundRow, 'status' | 'betCents' | 'winCents' | 'outcome' | 'state'>,
) => Promise<repo.RoundRow>

/** The free spin this step plays, or undefined for a paid spin. */
export async function freeSpinRound(
  step: FreeSpinStep,
  rtp: number,
  newRound: NewRound,
): Promise<repo.RoundRow | undefined> {
  const { tx, session, now } = step
  if (session.mode !== 'real' || session.playerId === null) return undefined
  // The wallet's lock says whether a batch plays this game: a paid spin reads nothing more.
  if (!(await step.money.lockForSpin())) return undefined
  const batch = await lockFreeSpin(tx, session.playerId, session.currency, session.gameId)
  if (!batch) return undefined
  await assertNotRestricted(tx, session.playerId, now)
  const outcome = playSlot(cryptoRng, batch.stakeCents, rtp)
  const win = slotTotalWin(outcome)
  const round = await newRound({
    status: 'finished',
    betCents: batch.stakeCents,
    winCents: win,
    outcome,
    state: null,
  })
  step.money.freeSpins = freeSpinsView(await recordFreeSpin(tx, batch, win, now))
  return round
}
