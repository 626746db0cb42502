// A completed level's prize (ADR 041): bonus money or free spins of the level's manual definition
// through the bonus engine, under the key `quest:<id>:<player>:<level>`, so it is issued once.
import { issueBonus, issueFreeSpins, listDefinitions } from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import type { TournamentRow } from '../tournaments/tournaments.service.ts'

export function questPrizeKey(tournamentId: number, playerId: number, level: number): string {
  return `quest:${tournamentId}:${playerId}:${level}`
}

/** Pays the level's prize in `currency`; answers what it made (`bonus:<id>`, `freespins:<id>`) or why nothing. */
export async function payLevelPrize(
  tx: Executor,
  quest: TournamentRow,
  award: { playerId: number; level: number; currency: string; now: Date },
): Promise<string> {
  const prize = quest.config.level_prizes?.find((p) => p.level === award.level)
  if (!prize) return 'no-prize'
  const definition = (await listDefinitions(tx, ['manual'])).find((d) => d.key === prize.bonus_definition_key)
  if (!definition) return 'no-definition'
  const sourceKey = questPrizeKey(quest.id, award.playerId, award.level)
  if (prize.type === 'freespins') {
    const spins = await issueFreeSpins(tx, {
      playerId: award.playerId,
      definition,
      currency: award.currency,
      sourceKey,
      now: award.now,
    })
    return spins ? `freespins:${spins.id}` : 'none'
  }
  const amountCents = prize.amount?.[award.currency] ?? 0
  if (amountCents <= 0) return 'none'
  const bonus = await issueBonus(tx, {
    playerId: award.playerId,
    definition,
    currency: award.currency,
    amountCents,
    sourceKey,
    now: award.now,
    autoActivate: false,
  })
  return bonus ? `bonus:${bonus.id}` : 'none'
}
