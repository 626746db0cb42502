// The Rocket Mart's reference data (issue #13, ADR 040): the comp-point earning rates (operator
// config `comp-point-rates`), the manual bonus definitions shop rewards are issued through, and
// the cards — free spins, cash and bonus money, a live autumn sale for 30 days from the first seed
// and a summer sale already over — lootboxes (a wheel spin, a mystery box) and tickets of the weekly
// and VIP lotteries (seed/lotteries.ts, ADR 041). Figures per currency scale from EUR as the bonus seed does.
import { CASHBOX_CURRENCIES } from '@croupier/rules/currency'
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { insertMissingConfig } from '../modules/config/config.repository.ts'
import { insertMissingCards } from '../modules/loyalty/loyalty.repository.ts'
import type { StoredShopRate, shopCards } from '../modules/loyalty/loyalty.tables.ts'
import { COMP_POINT_RATES_KEY, DEFAULT_COMP_POINT_RATES } from '../modules/loyalty/rates.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  scaled,
  texts,
} from './bonus-terms.ts'

type CardRow = typeof shopCards.$inferInsert

const DAY_MS = 86_400_000
/** `provider/slug` of the seed's free-spin slots as the contract's `producer:game`. */
const FS_GAMES = FREESPIN_GAMES.map((name) => name.replace('/', ':'))

function freeSpinDefinition(count: number): DefinitionRow {
  return {
    key: `shop_freespins_${count}`,
    type: 'freespins',
    groupKey: 'rocket_mart',
    trigger: 'manual',
    titles: texts(
      `${count} free spins from the Rocket Mart`,
      `${count} Freispiele aus dem Rocket Mart`,
      `${count} tours gratuits du Rocket Mart`,
      `${count} gratisspinn fra Rocket Mart`,
      `${count} giri gratis dal Rocket Mart`,
    ),
    descriptions: texts(
      'Bought with comp points; what the spins win becomes a bonus wagered 10 times.',
      'Mit Comp-Punkten gekauft; der Gewinn der Drehungen wird ein Bonus mit 10-fachem Umsatz.',
      'Achetés avec des points de fidélité; les gains deviennent un bonus à miser 10 fois.',
      'Kjøpt med kompoeng; gevinsten blir en bonus som omsettes 10 ganger.',
      'Acquistati con punti fedeltà; le vincite diventano un bonus da giocare 10 volte.',
    ),
    percent: 0,
    amounts: amountsFromEur({ maxBonus: 0, freespinStake: FREESPIN_STAKE_EUR_CENTS, freespinMaxWin: 10_000 }),
    wagerMultiplier: 10,
    freeSpins: { count, games: FREESPIN_GAMES, wager_multiplier: 10 },
    position: 100 + count,
    ...COMMON_TERMS,
  }
}

const SHOP_BONUS: DefinitionRow = {
  key: 'shop_bonus_money',
  type: 'gift',
  groupKey: 'rocket_mart',
  trigger: 'manual',
  titles: texts(
    'Rocket Mart bonus money',
    'Rocket-Mart-Bonusgeld',
    'Argent bonus du Rocket Mart',
    'Bonuspenger fra Rocket Mart',
    'Denaro bonus del Rocket Mart',
  ),
  descriptions: texts(
    'Bought with comp points, wagered 3 times before it turns into cash.',
    'Mit Comp-Punkten gekauft, 3-mal umzusetzen, bevor es zu Echtgeld wird.',
    'Acheté avec des points de fidélité, à miser 3 fois avant de devenir de l’argent réel.',
    'Kjøpt med kompoeng, omsettes 3 ganger før det blir kontanter.',
    'Acquistato con punti fedeltà, da giocare 3 volte prima di diventare denaro reale.',
  ),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 1_000, maxBet: 500 }),
  wagerMultiplier: 3,
  position: 110,
  ...COMMON_TERMS,
}

/** Points in every cashbox currency, with the EUR amount scaled to each. */
function rates(points: number, reward: { eurCents?: number; spins?: number }): StoredShopRate[] {
  return CASHBOX_CURRENCIES.map((currency) => ({
    currency,
    points,
    ...(reward.eurCents === undefined ? {} : { amount_cents: scaled(reward.eurCents, currency) }),
    ...(reward.spins === undefined ? {} : { freespins_count: reward.spins }),
  }))
}

function freeSpinCard(spins: number, points: number, extra: Partial<CardRow> = {}): CardRow {
  return {
    key: `freespins_${spins}`,
    type: 'freespins',
    groupKey: 'FREE_SPINS',
    titles: texts(
      `${spins} free spins`,
      `${spins} Freispiele`,
      `${spins} tours gratuits`,
      `${spins} gratisspinn`,
      `${spins} giri gratis`,
    ),
    descriptions: texts(
      `${spins} spins on Tomb of the Pharaoh II or Dragon Garden; winnings wagered 10 times.`,
      `${spins} Drehungen auf Tomb of the Pharaoh II oder Dragon Garden; Gewinne 10-mal umzusetzen.`,
      `${spins} tours sur Tomb of the Pharaoh II ou Dragon Garden; gains à miser 10 fois.`,
      `${spins} spinn på Tomb of the Pharaoh II eller Dragon Garden; gevinster omsettes 10 ganger.`,
      `${spins} giri su Tomb of the Pharaoh II o Dragon Garden; vincite da giocare 10 volte.`,
    ),
    rates: rates(points, { spins }),
    wager: 10,
    games: FS_GAMES,
    bonusDefinitionKey: `shop_freespins_${spins}`,
    ...extra,
  }
}

function moneyCard(eur: number, points: number, wager: number, extra: Partial<CardRow> = {}): CardRow {
  const kind = wager === 0 ? 'cash' : 'bonus'
  const amount = `€${eur}`
  return {
    key: `money_${kind}_${eur}`,
    type: 'money',
    groupKey: 'MONEY_REWARD',
    titles:
      wager === 0
        ? texts(
            `${amount} cash`,
            `${eur} € Echtgeld`,
            `${eur} € en argent réel`,
            `${eur} € i kontanter`,
            `${eur} € in contanti`,
          )
        : texts(
            `${amount} bonus`,
            `${eur} € Bonus`,
            `${eur} € de bonus`,
            `${eur} € i bonus`,
            `${eur} € di bonus`,
          ),
    descriptions:
      wager === 0
        ? texts(
            'Real money on your balance at once, no wagering.',
            'Echtgeld sofort auf deinem Guthaben, ohne Umsatz.',
            'De l’argent réel sur votre solde tout de suite, sans mise.',
            'Ekte penger på saldoen med en gang, uten omsetning.',
            'Denaro reale subito sul tuo saldo, senza puntata.',
          )
        : texts(
            `Bonus money wagered ${wager} times; activate it under Gifts.`,
            `Bonusgeld mit ${wager}-fachem Umsatz; aktiviere es unter Geschenke.`,
            `Argent bonus à miser ${wager} fois; activez-le dans Cadeaux.`,
            `Bonuspenger som omsettes ${wager} ganger; aktiver dem under Gaver.`,
            `Denaro bonus da giocare ${wager} volte; attivalo in Regali.`,
          ),
    rates: rates(points, { eurCents: eur * 100 }),
    wager,
    bonusDefinitionKey: wager === 0 ? null : 'shop_bonus_money',
    ...extra,
  }
}

function lootboxCard(
  key: string,
  groupKey: string,
  points: number,
  titles: Record<string, string>,
  descriptions: Record<string, string>,
  extra: Partial<CardRow> = {},
): CardRow {
  return {
    key,
    type: 'lootboxes',
    groupKey: 'SPECIAL_REWARDS',
    titles,
    descriptions,
    rates: rates(points, {}),
    lootboxGroupKey: groupKey,
    ...extra,
  }
}

/** A ticket per unit in a seeded lottery (seed/lotteries.ts), by its identifier (ADR 041). */
function lotteryCard(
  key: string,
  lottery: string,
  points: number,
  titles: Record<string, string>,
  extra: Partial<CardRow> = {},
): CardRow {
  return {
    key,
    type: 'lotteries',
    groupKey: 'SPECIAL_REWARDS',
    titles,
    descriptions: texts(
      'One lottery ticket per unit; the draw at the end is provably fair.',
      'Ein Lotterielos pro Stück; die Ziehung am Ende ist nachweislich fair.',
      'Un billet de loterie par unité; le tirage final est d’une équité vérifiable.',
      'Ett lotterilodd per enhet; trekningen til slutt er beviselig rettferdig.',
      'Un biglietto della lotteria per unità; l’estrazione finale è verificabilmente equa.',
    ),
    rates: rates(points, {}),
    lotteryIds: [lottery],
    ...extra,
  }
}

export function shopCardRows(now: Date): CardRow[] {
  const saleTitle = (en: string, de: string, fr: string, no: string, it: string) => texts(en, de, fr, no, it)
  return [
    freeSpinCard(10, 200, { position: 1 }),
    freeSpinCard(25, 450, { position: 2, label: 'POPULAR' }),
    freeSpinCard(50, 800, { position: 3 }),
    moneyCard(5, 500, 0, { position: 4, label: 'NEW' }),
    moneyCard(10, 800, 3, { position: 5 }),
    moneyCard(25, 2_400, 0, { position: 6, label: 'VIP', stock: 50 }),
    lootboxCard(
      'lootbox_wheel_spin',
      'manual_wheel',
      300,
      texts(
        'A spin of the wheel',
        'Ein Dreh am Glücksrad',
        'Un tour de roue',
        'Et snurr på hjulet',
        'Un giro della ruota',
      ),
      texts(
        'One spin of the prize wheel; the draw is provably fair.',
        'Ein Dreh am Glücksrad; die Ziehung ist nachweislich fair.',
        'Un tour de la roue des prix; le tirage est d’une équité vérifiable.',
        'Ett snurr på premiehjulet; trekningen er beviselig rettferdig.',
        'Un giro della ruota dei premi; l’estrazione è verificabilmente equa.',
      ),
      { position: 7, label: 'NEW' },
    ),
    lootboxCard(
      'lootbox_mystery',
      'lootbox_standard',
      600,
      texts('Mystery lootbox', 'Mystery-Lootbox', 'Coffre mystère', 'Mysteriekiste', 'Lootbox misteriosa'),
      texts(
        'A box with free spins or bonus money inside; open it under Gifts.',
        'Eine Box mit Freispielen oder Bonusgeld; öffne sie unter Geschenke.',
        'Un coffre avec des tours gratuits ou de l’argent bonus; ouvrez-le dans Cadeaux.',
        'En kiste med gratisspinn eller bonuspenger; åpne den under Gaver.',
        'Una scatola con giri gratis o denaro bonus; aprila in Regali.',
      ),
      { position: 8 },
    ),
    lotteryCard(
      'lottery_weekly_ticket',
      'weekly-lottery',
      150,
      texts(
        'Weekly lottery ticket',
        'Los für die Wochenlotterie',
        'Billet de la loterie de la semaine',
        'Lodd i ukens lotteri',
        'Biglietto della lotteria settimanale',
      ),
      { position: 11, label: 'NEW' },
    ),
    lotteryCard(
      'lottery_vip_ticket',
      'vip-lottery',
      400,
      texts(
        'VIP lottery ticket',
        'Los für die VIP-Lotterie',
        'Billet de la loterie VIP',
        'Lodd i VIP-lotteriet',
        'Biglietto della lotteria VIP',
      ),
      { position: 12, label: 'VIP' },
    ),
    freeSpinCard(25, 300, {
      key: 'sale_autumn_freespins_25',
      groupKey: 'sale_autumn',
      titles: saleTitle(
        'Autumn sale: 25 free spins',
        'Herbst-Sale: 25 Freispiele',
        'Soldes d’automne : 25 tours gratuits',
        'Høstsalg: 25 gratisspinn',
        'Saldi d’autunno: 25 giri gratis',
      ),
      saleStartsAt: now,
      saleEndsAt: new Date(now.getTime() + 30 * DAY_MS),
      position: 9,
    }),
    moneyCard(5, 350, 0, {
      key: 'sale_summer_cash_5',
      groupKey: 'sale_summer',
      saleStartsAt: new Date(now.getTime() - 60 * DAY_MS),
      saleEndsAt: new Date(now.getTime() - DAY_MS),
      position: 10,
    }),
  ]
}

export async function seedLoyaltyShop(db: Database, now: Date): Promise<void> {
  await insertMissingConfig(db, [{ key: COMP_POINT_RATES_KEY, value: DEFAULT_COMP_POINT_RATES }])
  await insertMissingDefinitions(db, [
    freeSpinDefinition(10),
    freeSpinDefinition(25),
    freeSpinDefinition(50),
    SHOP_BONUS,
  ])
  await insertMissingCards(db, shopCardRows(now))
}
