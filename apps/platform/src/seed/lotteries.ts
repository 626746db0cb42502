// Lotteries of the demo (issue #14, ADR 041): the weekly lottery running now (a ticket per deposit of
// €20 or more and per €50 of real stakes; cash for 1st–3rd, bonus money for 4th–10th), a future
// one, a VIP-groups-only one, and last month's, archived and drawn at seed time over demo players'
// tickets so its winners and proof show (its prizes are listed, not paid: demo balances stay as
// seeded). Figures per currency from EUR through the reference rates. Inserts only what is missing.
import { CASHBOX_CURRENCIES } from '@croupier/rules/currency'
import { fromEurCents } from '@croupier/rules/promotions'
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { newServerSeed, runLotteryDrawJob } from '../modules/lotteries/draw.ts'
import {
  findPlayerId,
  insertLottery,
  insertTickets,
  type NewLottery,
} from '../modules/lotteries/lotteries.repository.ts'
import type { StoredLotteryPrize } from '../modules/lotteries/lotteries.tables.ts'
import { LOTTERY_BONUS_DEFINITION_KEY } from '../modules/lotteries/payout.ts'
import { amountsFromEur, COMMON_TERMS, type DefinitionRow, texts } from './bonus-terms.ts'

const DAY_MS = 86_400_000

function perCurrency(eurCents: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const currency of CASHBOX_CURRENCIES) {
    const cents = fromEurCents(eurCents, currency)
    if (cents !== null) out[currency] = cents
  }
  return out
}

const LOTTERY_BONUS: DefinitionRow = {
  key: LOTTERY_BONUS_DEFINITION_KEY,
  type: 'gift',
  groupKey: 'lotteries',
  trigger: 'manual',
  titles: texts(
    'Lottery prize',
    'Lotteriegewinn',
    'Prix de loterie',
    'Lotterigevinst',
    'Premio della lotteria',
  ),
  descriptions: texts(
    'Bonus money won in a lottery draw, wagered 5 times before it turns into cash.',
    'In einer Lotterieziehung gewonnenes Bonusgeld, 5-mal umzusetzen, bevor es zu Echtgeld wird.',
    'Argent bonus gagné à un tirage de loterie, à miser 5 fois avant de devenir de l’argent réel.',
    'Bonuspenger vunnet i en lotteritrekning, omsettes 5 ganger før de blir kontanter.',
    'Denaro bonus vinto in un’estrazione della lotteria, da giocare 5 volte prima di diventare denaro reale.',
  ),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 2_000, maxBet: 500 }),
  wagerMultiplier: 5,
  position: 120,
  ...COMMON_TERMS,
}

/** Cash for 1st–3rd, bonus money for 4th–10th. */
const WEEKLY_PRIZES: StoredLotteryPrize[] = [
  { place: 1, type: 'cash', amount: perCurrency(50_000) },
  { place: 2, type: 'cash', amount: perCurrency(20_000) },
  { place: 3, type: 'cash', amount: perCurrency(10_000) },
  ...[4, 5, 6, 7, 8, 9, 10].map((place) => ({ place, type: 'bonus' as const, amount: perCurrency(2_000) })),
]

const WEEKLY_TERMS = texts(
  'One ticket for every deposit of €20 or more (or the same in your currency) and one for every €50 of real-money bets while the lottery runs. The draw at the end is provably fair: its seed’s hash is published now, the seed after the draw. Cash prizes are paid to your balance, bonus prizes are wagered 5 times.',
  'Ein Los für jede Einzahlung ab 20 € (oder den Gegenwert in deiner Währung) und eines je 50 € Echtgeldeinsatz, solange die Lotterie läuft. Die Ziehung am Ende ist nachweislich fair: Der Hash ihres Seeds steht jetzt fest, der Seed wird nach der Ziehung veröffentlicht. Geldpreise gehen auf dein Guthaben, Bonuspreise sind 5-mal umzusetzen.',
  'Un billet pour chaque dépôt de 20 € ou plus (ou l’équivalent dans votre devise) et un pour chaque tranche de 50 € misée en argent réel pendant la loterie. Le tirage final est d’une équité vérifiable : l’empreinte de sa graine est publiée maintenant, la graine après le tirage. Les prix en argent vont à votre solde, les prix bonus se misent 5 fois.',
  'Én lodd for hvert innskudd på 20 € eller mer (eller tilsvarende i din valuta) og ett for hver 50 € du satser med ekte penger mens lotteriet pågår. Trekningen til slutt er beviselig rettferdig: hashen av frøet publiseres nå, frøet etter trekningen. Pengepremier går til saldoen din, bonuspremier omsettes 5 ganger.',
  'Un biglietto per ogni deposito di almeno 20 € (o l’equivalente nella tua valuta) e uno ogni 50 € di puntate in denaro reale finché dura la lotteria. L’estrazione finale è verificabilmente equa: l’hash del suo seme è pubblicato ora, il seme dopo l’estrazione. I premi in denaro vanno sul tuo saldo, i premi bonus si giocano 5 volte.',
)

function lottery(
  identifier: string,
  row: Omit<NewLottery, 'frontendIdentifier' | 'serverSeed' | 'serverSeedHash'>,
) {
  const seed = newServerSeed()
  return { frontendIdentifier: identifier, serverSeed: seed.seed, serverSeedHash: seed.hash, ...row }
}

export function lotteryRows(now: Date): NewLottery[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS)
  const weekly = {
    depositMin: perCurrency(2_000),
    stakeEurCents: 5_000,
    prizes: WEEKLY_PRIZES,
    terms: WEEKLY_TERMS,
  }
  return [
    lottery('weekly-lottery', {
      titles: texts(
        'Weekly lottery',
        'Wochenlotterie',
        'Loterie de la semaine',
        'Ukens lotteri',
        'Lotteria settimanale',
      ),
      descriptions: texts(
        'Ten prizes every week: €500, €200 and €100 in cash, then €20 bonus money.',
        'Zehn Preise jede Woche: 500 €, 200 € und 100 € in bar, dann 20 € Bonusgeld.',
        'Dix prix chaque semaine : 500 €, 200 € et 100 € en argent, puis 20 € d’argent bonus.',
        'Ti premier hver uke: 500 €, 200 € og 100 € i kontanter, deretter 20 € i bonuspenger.',
        'Dieci premi ogni settimana: 500 €, 200 € e 100 € in contanti, poi 20 € di denaro bonus.',
      ),
      startAt: at(-1),
      endAt: at(6),
      position: 1,
      ...weekly,
    }),
    lottery('vip-lottery', {
      titles: texts('VIP lottery', 'VIP-Lotterie', 'Loterie VIP', 'VIP-lotteri', 'Lotteria VIP'),
      descriptions: texts(
        'For members of the VIP club only: a ticket for every deposit of €50 or more.',
        'Nur für Mitglieder des VIP-Clubs: ein Los für jede Einzahlung ab 50 €.',
        'Réservée aux membres du club VIP : un billet pour chaque dépôt de 50 € ou plus.',
        'Kun for medlemmer av VIP-klubben: ett lodd for hvert innskudd på 50 € eller mer.',
        'Solo per i membri del club VIP: un biglietto per ogni deposito di almeno 50 €.',
      ),
      startAt: at(-1),
      endAt: at(13),
      groupIds: [255, 257, 258, 259],
      depositMin: perCurrency(5_000),
      stakeEurCents: null,
      prizes: [
        { place: 1, type: 'cash', amount: perCurrency(100_000) },
        { place: 2, type: 'cash', amount: perCurrency(25_000) },
      ],
      terms: WEEKLY_TERMS,
      position: 2,
    }),
    lottery('christmas-lottery', {
      titles: texts(
        'Christmas lottery',
        'Weihnachtslotterie',
        'Loterie de Noël',
        'Julelotteri',
        'Lotteria di Natale',
      ),
      descriptions: texts(
        'Starts in two weeks: tickets from deposits and bets, ten prizes under the tree.',
        'Beginnt in zwei Wochen: Lose aus Einzahlungen und Einsätzen, zehn Preise unter dem Baum.',
        'Commence dans deux semaines : des billets grâce aux dépôts et aux mises, dix prix sous le sapin.',
        'Starter om to uker: lodd fra innskudd og innsatser, ti premier under treet.',
        'Inizia tra due settimane: biglietti da depositi e puntate, dieci premi sotto l’albero.',
      ),
      startAt: at(14),
      endAt: at(21),
      position: 3,
      ...weekly,
    }),
    lottery('autumn-lottery', {
      titles: texts(
        'Autumn lottery',
        'Herbstlotterie',
        'Loterie d’automne',
        'Høstlotteri',
        'Lotteria d’autunno',
      ),
      descriptions: texts(
        'Drawn: see the winners and check the draw yourself.',
        'Gezogen: sieh dir die Gewinner an und prüfe die Ziehung selbst.',
        'Tirée : consultez les gagnants et vérifiez le tirage vous-même.',
        'Trukket: se vinnerne og sjekk trekningen selv.',
        'Estratta: guarda i vincitori e verifica tu stesso l’estrazione.',
      ),
      startAt: at(-30),
      endAt: at(-23),
      position: 4,
      ...weekly,
    }),
  ]
}

/** Demo players' tickets: the archived lottery's (drawn below) and a few in the weekly one. */
const DEMO_TICKETS: [identifier: string, email: string, count: number][] = [
  ['autumn-lottery', 'demo@croupier.local', 4],
  ['autumn-lottery', 'ee@croupier.local', 3],
  ['autumn-lottery', 'gcb@croupier.local', 2],
  ['autumn-lottery', 'vip@croupier.local', 5],
  ['autumn-lottery', 'tester@croupier.local', 1],
  ['weekly-lottery', 'demo@croupier.local', 2],
]

export async function seedLotteries(db: Database, now: Date): Promise<void> {
  await insertMissingDefinitions(db, [LOTTERY_BONUS])
  const saved = new Map<string, Awaited<ReturnType<typeof insertLottery>>>()
  for (const row of lotteryRows(now)) saved.set(row.frontendIdentifier, await insertLottery(db, row))
  for (const [identifier, email, count] of DEMO_TICKETS) {
    const row = saved.get(identifier)
    const playerId = await findPlayerId(db, { email })
    if (!row || playerId === undefined || row.drawnAt !== null) continue
    const keys = Array.from({ length: count }, (_, i) => `seed:${identifier}:${email}:${i + 1}`)
    await insertTickets(db, { lotteryId: row.id, playerId, source: 'operator', keys, now: row.startAt })
  }
  const archived = saved.get('autumn-lottery')
  if (archived && archived.drawnAt === null && archived.endAt.getTime() <= now.getTime())
    await runLotteryDrawJob(db, archived.endAt, archived.id, { pay: false })
}
