// Joining a tournament (POST /api/tournaments/:id/confirm, ADR 041): idempotent; refused for
// quests and achievements (they count without joining), future or ended tournaments, another
// group's (403), and self-excluded or cooling-off players (403).
import { promoStatus } from '@croupier/rules/promotions'
import { HttpError } from '../../http/errors.ts'
import type { Executor } from '../events/events.service.ts'
import { responsibleGaming } from '../limits/limits.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { groupsAllow } from './qualify.ts'
import * as repo from './tournaments.repository.ts'

export async function confirmTournament(
  db: Executor,
  id: string,
  playerId: number,
  now: Date,
): Promise<{ confirmed: true }> {
  const row = await repo.findTournament(db, id)
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such tournament')
  const groupIds = (await listPlayerGroups(db, playerId)).map((group) => group.id)
  if (!groupsAllow(row, groupIds)) {
    throw new HttpError(403, 'TOURNAMENT_GROUP_ONLY', 'This tournament is for another group of players.')
  }
  if (row.kind === 'quest' || row.kind === 'achievement') {
    throw new HttpError(409, 'TOURNAMENT_NO_JOIN', 'Quests and achievements count without joining.')
  }
  if (promoStatus(row.startAt, row.endAt, now) !== 'active' || row.settledAt !== null) {
    throw new HttpError(409, 'TOURNAMENT_NOT_ACTIVE', 'This tournament is not running.')
  }
  const restriction = await responsibleGaming(db, playerId, now)
  if (restriction.restriction === 'selfexclusion') {
    throw new HttpError(403, 'SELF_EXCLUDED', 'Your account is self-excluded.')
  }
  if (restriction.restriction === 'coolingoff') {
    throw new HttpError(403, 'COOLING_OFF', 'Your account is in a cooling-off period.')
  }
  await repo.insertEntry(db, row.id, playerId, now)
  return { confirmed: true }
}
