// Quests and achievements (issue #14, ADR 041): GET /api/quests/{identifier} for anyone (with a
// session: the player's progress), and the progress subscriber on finished rounds.
import { getQuest } from '@croupier/contract/quests/get-quest'
import type { FastifyInstance } from 'fastify'
import { acceptLanguageLocale } from '../../http/accept-language.ts'
import { route } from '../../http/route.ts'
import { progressRounds } from './progress.ts'
import { questView } from './views.ts'

export function registerQuestRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  route(
    app,
    getQuest,
    ({ request, session, params }) =>
      questView(
        db,
        params.identifier,
        {
          playerId: session?.playerId ?? null,
          locale: acceptLanguageLocale(request.headers['accept-language']) ?? 'en',
        },
        app.clock(),
      ),
    { auth: 'any', cache: 'private-no-store' },
  )
  app.events.subscribeOnce(
    'round.finished',
    'quests.progress',
    async (event, tx) => {
      await progressRounds(tx, [event], app.clock())
    },
    // A pass's rounds in one transaction, like tournament scores.
    async (events, tx) => {
      await progressRounds(tx, events, app.clock())
    },
  )
}
