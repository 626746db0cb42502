// The gifts payloads read well (issue #12 polish): a bonus's excluded games carry their titles next
// to their catalogue identifiers, and a free-spin batch issued with a deposit bonus is titled by its
// spins ("100 free spins", in the player's locale) and names that bonus, instead of repeating it.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { bonusDefinitions, playerFreeSpins } from '../src/modules/bonuses/bonuses.tables.ts'
import { presentBonuses, presentFreeSpins } from '../src/modules/bonuses/presenter.ts'
import { games } from '../src/modules/catalogue/catalogue.tables.ts'
import { expectInvariants, gameId, issueBonus, issueFreeSpins } from './helpers/bonuses.ts'
import { fundedPlayer, setupPlayApp, t } from './helpers/play.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()
afterEach(() => expectInvariants(t))

describe('bonus presenter', () => {
  it('names excluded games by title and keeps an unknown identifier as it is', async () => {
    const { playerId } = await fundedPlayer(1_000)
    const [slot] = await t.db.select({ title: games.title }).from(games).where(eq(games.identifier, SLOT))
    const row = await issueBonus(t, playerId, { excludedGames: [SLOT, 'gone/old-game'] })
    const [shown] = await presentBonuses(t.db, playerId, [row])
    expect(shown?.terms.excluded_games).toEqual([SLOT, 'gone/old-game'])
    expect(shown?.terms.excluded_game_titles).toEqual([slot?.title, 'gone/old-game'])
    expect(slot?.title).not.toBe(SLOT)
  })

  it('titles a batch issued with a deposit bonus by its spins and names the bonus', async () => {
    const { playerId } = await fundedPlayer(1_000)
    const [definition] = await t.db
      .insert(bonusDefinitions)
      .values({
        key: `presenter-deposit-${playerId}`,
        type: 'deposit',
        groupKey: 'reload',
        trigger: 'deposit',
        titles: { en: '100% up to €500 + 100 free spins', de: '100 % bis 500 € + 100 Freispiele' },
        descriptions: {},
        percent: 100,
        amounts: { EUR: { max_bonus_cents: 50_000 } },
        contribution: { slot: 100 },
      })
      .returning()
    if (!definition) throw new Error('definition not inserted')
    const slot = await gameId(t, SLOT)
    const withBonus = await issueFreeSpins(t, playerId, [slot], { count: 100 })
    const alone = await issueFreeSpins(t, playerId, [slot], { count: 20 })
    await t.db
      .update(playerFreeSpins)
      .set({ definitionId: definition.id })
      .where(eq(playerFreeSpins.id, withBonus.id))
    const [fresh] = await t.db.select().from(playerFreeSpins).where(eq(playerFreeSpins.id, withBonus.id))
    if (!fresh) throw new Error('batch gone')
    const [shown, plain] = await presentFreeSpins(t.db, playerId, [fresh, alone])
    expect(shown).toMatchObject({ title: '100 free spins', source_title: '100% up to €500 + 100 free spins' })
    expect(plain).toMatchObject({ title: 'Free spins', source_title: null })
  })
})
