// Lootboxes (issue #13, ADR 040): the `manual` definitions a lootbox or wheel prize is issued
// under (the prize's own figures come from the box), the prize tables of non-wheel group keys
// (config `lootbox-prize-tables`, spec 2 §9 K6's weights), and a few boxes for the demo players so
// a fresh start shows a wheel spin and a lootbox to open.
import { CASHBOX_CURRENCIES } from '@croupier/rules/currency'
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { insertMissingConfig } from '../modules/config/config.repository.ts'
import {
  issueLootboxInTx,
  type LootboxPrize,
  LootboxPrizeTablesSchema,
  PRIZE_TABLES_CONFIG_KEY,
} from '../modules/lootboxes/lootboxes.service.ts'
import { findPlayerByEmail } from '../modules/player/player-records.service.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  scaled,
  texts,
} from './bonus-terms.ts'

const prizeAmounts = amountsFromEur({
  maxBonus: 0,
  maxBet: 500,
  freespinStake: FREESPIN_STAKE_EUR_CENTS,
  freespinMaxWin: 100_000,
})

function definition(
  key: string,
  kind: 'bonus' | 'freespins',
  en: string[],
  de: string[],
  fr: string[],
  no: string[],
  it: string[],
): DefinitionRow {
  const wheel = key.startsWith('wheel')
  return {
    key,
    type: kind === 'bonus' ? 'gift' : 'freespins',
    groupKey: wheel ? 'wheel' : 'lootbox',
    trigger: 'manual',
    titles: texts(en[0] ?? '', de[0] ?? '', fr[0] ?? '', no[0] ?? '', it[0] ?? ''),
    descriptions: texts(en[1] ?? '', de[1] ?? '', fr[1] ?? '', no[1] ?? '', it[1] ?? ''),
    percent: 0,
    amounts: prizeAmounts,
    wagerMultiplier: 25,
    ...(kind === 'freespins'
      ? { freeSpins: { count: 10, games: FREESPIN_GAMES, wager_multiplier: 30 } }
      : {}),
    position: 70,
    ...COMMON_TERMS,
  }
}

export const LOOTBOX_DEFINITIONS: DefinitionRow[] = [
  definition(
    'lootbox_bonus',
    'bonus',
    ['Lootbox prize', 'Bonus money won in a lootbox.'],
    ['Lootbox-Gewinn', 'Bonusgeld aus einer Lootbox.'],
    ['Prix de coffre', 'De l’argent bonus gagné dans un coffre.'],
    ['Lootbox-premie', 'Bonuspenger vunnet i en lootbox.'],
    ['Premio della lootbox', 'Denaro bonus vinto in una lootbox.'],
  ),
  definition(
    'lootbox_freespins',
    'freespins',
    ['Lootbox free spins', 'Free spins won in a lootbox; their winnings become a bonus.'],
    ['Lootbox-Freispiele', 'Freispiele aus einer Lootbox; der Gewinn wird ein Bonus.'],
    [
      'Tours gratuits du coffre',
      'Des tours gratuits gagnés dans un coffre; leurs gains deviennent un bonus.',
    ],
    ['Lootbox-gratisspinn', 'Gratisspinn vunnet i en lootbox; gevinsten blir en bonus.'],
    ['Giri gratis della lootbox', 'Giri gratis vinti in una lootbox; le vincite diventano un bonus.'],
  ),
  definition(
    'wheel_bonus',
    'bonus',
    ['Wheel prize', 'Bonus money won on the prize wheel.'],
    ['Glücksrad-Gewinn', 'Bonusgeld vom Glücksrad.'],
    ['Prix de la roue', 'De l’argent bonus gagné à la roue des prix.'],
    ['Hjulpremie', 'Bonuspenger vunnet på premiehjulet.'],
    ['Premio della ruota', 'Denaro bonus vinto alla ruota dei premi.'],
  ),
  definition(
    'wheel_freespins',
    'freespins',
    ['Wheel free spins', 'Free spins won on the prize wheel; their winnings become a bonus.'],
    ['Glücksrad-Freispiele', 'Freispiele vom Glücksrad; der Gewinn wird ein Bonus.'],
    [
      'Tours gratuits de la roue',
      'Des tours gratuits gagnés à la roue des prix; leurs gains deviennent un bonus.',
    ],
    ['Hjul-gratisspinn', 'Gratisspinn vunnet på premiehjulet; gevinsten blir en bonus.'],
    ['Giri gratis della ruota', 'Giri gratis vinti alla ruota dei premi; le vincite diventano un bonus.'],
  ),
]

const perCurrency = (eurCents: number): Record<string, number> =>
  Object.fromEntries(CASHBOX_CURRENCIES.map((currency) => [currency, scaled(eurCents, currency)]))

const FS_GAME = FREESPIN_GAMES[0] ?? 'playngo/tomb-of-the-pharaoh-ii'
const spins = (id: string, count: number, weight: number): LootboxPrize => ({
  id,
  titles: texts(
    `${count} free spins`,
    `${count} Freispiele`,
    `${count} tours gratuits`,
    `${count} gratisspinn`,
    `${count} giri gratis`,
  ),
  type: 'freespins',
  freespinsCount: count,
  game: FS_GAME,
  wager: 30,
  maxWin: perCurrency(100_000),
  weight,
})
const money = (id: string, eurCents: number, wager: number, weight: number): LootboxPrize => {
  const euros = eurCents / 100
  return {
    id,
    titles: texts(
      `€${euros} bonus`,
      `${euros} € Bonus`,
      `Bonus de ${euros} €`,
      `${euros} € bonus`,
      `Bonus di ${euros} €`,
    ),
    type: 'bonus',
    amount: perCurrency(eurCents),
    wager,
    weight,
  }
}

/** Group key → prize table. Spec 2 §9 K6: weights 5000, 2000, 1400, 820, 470, 50, 10. */
export const LOOTBOX_PRIZE_TABLES: Record<string, LootboxPrize[]> = {
  lootbox_standard: [
    spins('fs10', 10, 5000),
    spins('fs25', 25, 2000),
    money('bonus5', 500, 25, 1400),
    spins('fs50', 50, 820),
    money('bonus20', 2000, 25, 470),
    money('bonus100', 10_000, 3, 50),
    money('bonus500', 50_000, 3, 10),
  ],
}

/** Boxes the demo players start with (never expiring; each issued once by its key). */
const DEMO_BOXES = [
  { email: 'demo@croupier.local', groupKey: 'wheel', key: 'operator:demo-wheel' },
  { email: 'demo@croupier.local', groupKey: 'lootbox_standard', key: 'operator:demo-lootbox' },
  { email: 'vip@croupier.local', groupKey: 'wheel_vip', key: 'operator:demo-vip-wheel' },
] as const

export async function seedLootboxes(db: Database, now: Date): Promise<void> {
  await insertMissingDefinitions(db, LOOTBOX_DEFINITIONS)
  const tables = LootboxPrizeTablesSchema.parse({ tables: LOOTBOX_PRIZE_TABLES })
  await insertMissingConfig(db, [{ key: PRIZE_TABLES_CONFIG_KEY, value: tables }])
  for (const box of DEMO_BOXES) {
    const player = await findPlayerByEmail(db, box.email)
    if (!player) continue
    await db.transaction((tx) =>
      issueLootboxInTx(tx, {
        playerId: player.id,
        groupKey: box.groupKey,
        source: 'operator',
        key: box.key,
        now,
        validDays: 0,
      }),
    )
  }
}
