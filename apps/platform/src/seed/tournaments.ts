// Tournaments of a fresh install (issue #14, ADR 041), dated from the first seed and inserted only
// when their identifier is missing (restarts and operator edits leave them alone): the lobby hero's
// weekly pokies race, a big win hunt, a live spin marathon, a future rally, a VIP-only cup, two
// archived tournaments settled at seed time with demo players as winners (the archive and `recent`
// show them; nothing is paid, they stand for history) and the Rocket Wheel and Rocket Chance wheel
// tournaments. Prize bonuses and free spins are issued through two manual bonus definitions.
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { findPlayerByEmail } from '../modules/player/player.repository.ts'
import type { NewTournamentRow, StoredTournamentPrize } from '../modules/tournaments/tournaments.service.ts'
import { insertMissingTournament, seedSettledPlaces } from '../modules/tournaments/tournaments.service.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  texts,
} from './bonus-terms.ts'
import { DAY_MS, english, perCurrency, startOfUtcDay, VIP_TOP } from './config/promo-shared.ts'

export const TOURNAMENT_BONUS_KEY = 'tournament_bonus_money'
export const TOURNAMENT_FREESPINS_KEY = 'tournament_freespins_20'

const DEFINITIONS: DefinitionRow[] = [
  {
    key: TOURNAMENT_BONUS_KEY,
    type: 'gift',
    groupKey: 'tournaments',
    trigger: 'manual',
    titles: texts(
      'Tournament prize',
      'Turnierpreis',
      'Prix de tournoi',
      'Turneringspremie',
      'Premio del torneo',
    ),
    descriptions: texts(
      'Bonus money won in a tournament, wagered 3 times before it turns into cash.',
      'In einem Turnier gewonnenes Bonusgeld, 3-mal umzusetzen, bevor es zu Echtgeld wird.',
      'Argent bonus gagné en tournoi, à miser 3 fois avant de devenir de l’argent réel.',
      'Bonuspenger vunnet i en turnering, omsettes 3 ganger før de blir kontanter.',
      'Denaro bonus vinto in un torneo, da giocare 3 volte prima di diventare denaro reale.',
    ),
    percent: 0,
    amounts: amountsFromEur({ maxBonus: 50_000, maxBet: 500 }),
    wagerMultiplier: 3,
    position: 200,
    ...COMMON_TERMS,
  },
  {
    key: TOURNAMENT_FREESPINS_KEY,
    type: 'freespins',
    groupKey: 'tournaments',
    trigger: 'manual',
    titles: texts(
      '20 tournament free spins',
      '20 Turnier-Freispiele',
      '20 tours gratuits de tournoi',
      '20 gratisspinn fra turnering',
      '20 giri gratis del torneo',
    ),
    descriptions: texts(
      'Free spins won in a tournament; what they win becomes a bonus wagered 10 times.',
      'In einem Turnier gewonnene Freispiele; ihr Gewinn wird ein Bonus mit 10-fachem Umsatz.',
      'Tours gratuits gagnés en tournoi; leurs gains deviennent un bonus à miser 10 fois.',
      'Gratisspinn vunnet i en turnering; gevinsten blir en bonus som omsettes 10 ganger.',
      'Giri gratis vinti in un torneo; le vincite diventano un bonus da giocare 10 volte.',
    ),
    percent: 0,
    amounts: amountsFromEur({ maxBonus: 0, freespinStake: FREESPIN_STAKE_EUR_CENTS, freespinMaxWin: 10_000 }),
    wagerMultiplier: 10,
    freeSpins: { count: 20, games: FREESPIN_GAMES, wager_multiplier: 10 },
    position: 201,
    ...COMMON_TERMS,
  },
]

type Texts = Record<string, string>

/** en (with English variants), de, fr-CA, no, it. */
function all(
  en: string,
  de: string,
  frCA: string,
  no: string,
  it: string,
  variants: Partial<Texts> = {},
): Texts {
  return { ...english(en), ...variants, de, 'fr-CA': frCA, no, it }
}

const cash = (from: number, to: number, eurCents: number): StoredTournamentPrize => ({
  place_from: from,
  place_to: to,
  type: 'cash',
  amount: perCurrency(eurCents),
})
const bonusPrize = (from: number, to: number, eurCents: number): StoredTournamentPrize => ({
  place_from: from,
  place_to: to,
  type: 'bonus',
  amount: perCurrency(eurCents),
  bonus_definition_key: TOURNAMENT_BONUS_KEY,
})
const spinsPrize = (from: number, to: number): StoredTournamentPrize => ({
  place_from: from,
  place_to: to,
  type: 'freespins',
  freespins_count: 20,
  bonus_definition_key: TOURNAMENT_FREESPINS_KEY,
  titles: all('20 free spins', '20 Freispiele', '20 tours gratuits', '20 gratisspinn', '20 giri gratis'),
})

const RACE_PRIZES = [
  cash(1, 1, 300_000),
  cash(2, 2, 200_000),
  cash(3, 3, 100_000),
  cash(4, 5, 50_000),
  bonusPrize(6, 10, 20_000),
  spinsPrize(11, 50),
]

const TERMS = {
  bet_sum: all(
    'Join, then play real-money rounds of the qualifying games. Every stake from the minimum bet adds to your score; the highest total wins. Ties go to whoever reached the score first. Cash prizes are paid to your balance when the tournament ends; bonus prizes must be wagered.',
    'Melde dich an und spiele Echtgeldrunden der teilnehmenden Spiele. Jeder Einsatz ab dem Mindesteinsatz zählt zu deiner Punktzahl; die höchste Summe gewinnt. Bei Gleichstand gewinnt, wer die Punktzahl zuerst erreicht hat. Geldpreise werden bei Turnierende deinem Guthaben gutgeschrieben; Bonuspreise müssen umgesetzt werden.',
    'Inscrivez-vous, puis jouez des parties en argent réel aux jeux admissibles. Chaque mise à partir de la mise minimale s’ajoute à votre pointage; le total le plus élevé gagne. En cas d’égalité, la personne qui a atteint le pointage en premier l’emporte. Les prix en argent sont versés à votre solde à la fin du tournoi; les prix bonus doivent être misés.',
    'Bli med, og spill runder med ekte penger på spillene som teller. Hver innsats fra minsteinnsatsen legges til poengsummen din; høyeste sum vinner. Ved likt resultat vinner den som nådde poengsummen først. Pengepremier utbetales til saldoen når turneringen slutter; bonuspremier må omsettes.',
    'Iscriviti e gioca round con denaro reale ai giochi validi. Ogni puntata dalla puntata minima si somma al tuo punteggio; vince il totale più alto. In caso di parità vince chi ha raggiunto il punteggio per primo. I premi in denaro sono accreditati sul saldo alla fine del torneo; i premi bonus vanno giocati.',
  ),
  max_multiplier: all(
    'Join, then play real-money rounds. Your score is your biggest single win divided by its stake; the highest multiplier wins. Ties go to whoever reached it first.',
    'Melde dich an und spiele Echtgeldrunden. Deine Punktzahl ist dein größter Einzelgewinn geteilt durch den Einsatz; der höchste Multiplikator gewinnt. Bei Gleichstand gewinnt, wer ihn zuerst erreicht hat.',
    'Inscrivez-vous, puis jouez des parties en argent réel. Votre pointage est votre plus gros gain divisé par sa mise; le multiplicateur le plus élevé gagne. En cas d’égalité, la personne qui l’a atteint en premier l’emporte.',
    'Bli med, og spill runder med ekte penger. Poengsummen er din største enkeltgevinst delt på innsatsen; høyeste multiplikator vinner. Ved likt resultat vinner den som nådde den først.',
    'Iscriviti e gioca round con denaro reale. Il punteggio è la tua vincita singola più alta divisa per la puntata; vince il moltiplicatore più alto. In caso di parità vince chi lo ha raggiunto per primo.',
  ),
  rounds: all(
    'Join, then play real-money rounds of the qualifying games. Every round from the minimum bet scores one point; the most rounds win.',
    'Melde dich an und spiele Echtgeldrunden der teilnehmenden Spiele. Jede Runde ab dem Mindesteinsatz bringt einen Punkt; die meisten Runden gewinnen.',
    'Inscrivez-vous, puis jouez des parties en argent réel aux jeux admissibles. Chaque partie à partir de la mise minimale rapporte un point; le plus grand nombre de parties gagne.',
    'Bli med, og spill runder med ekte penger på spillene som teller. Hver runde fra minsteinnsatsen gir ett poeng; flest runder vinner.',
    'Iscriviti e gioca round con denaro reale ai giochi validi. Ogni round dalla puntata minima vale un punto; vince chi gioca più round.',
  ),
  wheel: all(
    'Join, then play real-money rounds: every time your stakes reach the set amount you get a spin of the wheel. Spins wait for you on the wheel page.',
    'Melde dich an und spiele Echtgeldrunden: Jedes Mal, wenn deine Einsätze den festgelegten Betrag erreichen, bekommst du einen Dreh am Rad. Die Drehs warten auf der Radseite.',
    'Inscrivez-vous, puis jouez des parties en argent réel : chaque fois que vos mises atteignent le montant fixé, vous obtenez un tour de roue. Vos tours vous attendent sur la page de la roue.',
    'Bli med, og spill runder med ekte penger: hver gang innsatsene dine når beløpet, får du et spinn på hjulet. Spinnene venter på hjulsiden.',
    'Iscriviti e gioca round con denaro reale: ogni volta che le puntate raggiungono l’importo stabilito ricevi un giro della ruota. I giri ti aspettano nella pagina della ruota.',
  ),
}

function definitions(now: Date): NewTournamentRow[] {
  const today = startOfUtcDay(now)
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS)
  const base = { currency: 'EUR', createdAt: now }
  return [
    {
      ...base,
      frontendIdentifier: 'weekly-pokies-race',
      kind: 'bet_sum',
      titles: all(
        'Weekly Slots Race',
        'Wöchentliches Slot-Rennen',
        'Course hebdomadaire aux machines à sous',
        'Ukentlig spilleautomatløp',
        'Corsa settimanale alle slot',
        { 'en-AU': 'Weekly Pokies Race', 'en-NZ': 'Weekly Pokies Race' },
      ),
      descriptions: all(
        'Every slot spin from €0.50 counts. The top 50 share €10,000.',
        'Jeder Slot-Spin ab 0,50 € zählt. Die besten 50 teilen sich 10.000 €.',
        'Chaque tour de machine à sous dès 0,50 € compte. Les 50 meilleurs se partagent 10 000 €.',
        'Hvert spinn fra 0,50 € teller. De 50 beste deler 10 000 €.',
        'Ogni giro alle slot da 0,50 € conta. I primi 50 si dividono 10.000 €.',
        { 'en-AU': 'Every pokies spin from €0.50 counts. The top 50 share €10,000.' },
      ),
      terms: TERMS.bet_sum,
      image: '/assets/banner-tournament.svg',
      // The lobby hero's timer (seed/config/banners.ts) shows the same dates.
      startAt: day(-1),
      endAt: day(13),
      gameCategories: ['pokies'],
      minBetCents: 50,
      prizes: RACE_PRIZES,
      position: 1,
    },
    {
      ...base,
      frontendIdentifier: 'big-win-hunt',
      kind: 'max_multiplier',
      titles: all(
        'Big Win Hunt',
        'Jagd auf den großen Gewinn',
        'Chasse au gros gain',
        'Jakten på storgevinsten',
        'Caccia alla grande vincita',
      ),
      descriptions: all(
        'The biggest multiplier of a single round wins.',
        'Der höchste Multiplikator einer einzelnen Runde gewinnt.',
        'Le plus gros multiplicateur d’une seule partie gagne.',
        'Høyeste multiplikator i én runde vinner.',
        'Vince il moltiplicatore più alto di un singolo round.',
      ),
      terms: TERMS.max_multiplier,
      startAt: day(-1),
      endAt: day(6),
      minBetCents: 20,
      prizes: [cash(1, 1, 50_000), cash(2, 3, 20_000), bonusPrize(4, 10, 5_000)],
      position: 2,
    },
    {
      ...base,
      frontendIdentifier: 'live-spin-marathon',
      kind: 'rounds',
      titles: all(
        'Live Spin Marathon',
        'Live-Spin-Marathon',
        'Marathon de parties en direct',
        'Live-spinnmaraton',
        'Maratona dei giochi live',
      ),
      descriptions: all(
        'Play the most live casino rounds.',
        'Spiele die meisten Live-Casino-Runden.',
        'Jouez le plus de parties de casino en direct.',
        'Spill flest runder i live-kasinoet.',
        'Gioca più round del casinò live.',
      ),
      terms: TERMS.rounds,
      startAt: day(0),
      endAt: day(10),
      gameCategories: ['live'],
      minBetCents: 100,
      prizes: [cash(1, 1, 25_000), bonusPrize(2, 5, 5_000)],
      position: 3,
    },
    {
      ...base,
      frontendIdentifier: 'autumn-rounds-rally',
      kind: 'rounds',
      titles: all(
        'Autumn Rounds Rally',
        'Herbst-Rundenrallye',
        'Rallye d’automne',
        'Høstrunderally',
        'Rally d’autunno',
      ),
      descriptions: all(
        'Starts soon: every round counts.',
        'Beginnt bald: Jede Runde zählt.',
        'Commence bientôt : chaque partie compte.',
        'Starter snart: hver runde teller.',
        'Inizia presto: ogni round conta.',
      ),
      terms: TERMS.rounds,
      startAt: day(5),
      endAt: day(12),
      prizes: [cash(1, 1, 20_000), spinsPrize(2, 10)],
      position: 4,
    },
    {
      ...base,
      frontendIdentifier: 'vip-high-roller-cup',
      kind: 'bet_sum',
      titles: all(
        'VIP High Roller Cup',
        'VIP-High-Roller-Cup',
        'Coupe VIP des gros joueurs',
        'VIP-storspillercup',
        'Coppa VIP High Roller',
      ),
      descriptions: all(
        'For Gold, Platinum and Diamond members only.',
        'Nur für Gold-, Platin- und Diamant-Mitglieder.',
        'Réservé aux membres Or, Platine et Diamant.',
        'Bare for Gull-, Platina- og Diamant-medlemmer.',
        'Solo per i membri Oro, Platino e Diamante.',
      ),
      terms: TERMS.bet_sum,
      startAt: day(-2),
      endAt: day(12),
      groupIds: VIP_TOP,
      minBetCents: 200,
      prizes: [cash(1, 1, 200_000), cash(2, 3, 50_000)],
      position: 5,
    },
    {
      ...base,
      frontendIdentifier: 'rocket-wheel',
      kind: 'wheel',
      titles: all('Rocket Wheel', 'Rocket Wheel', 'Roue Rocket', 'Rocket-hjulet', 'Ruota Rocket'),
      descriptions: all(
        'A spin of the Rocket Wheel for every €20 you play.',
        'Ein Dreh am Rocket Wheel für je 20 € Einsatz.',
        'Un tour de la Roue Rocket pour chaque tranche de 20 € misée.',
        'Et spinn på Rocket-hjulet for hver 20 € du spiller for.',
        'Un giro della Ruota Rocket ogni 20 € giocati.',
      ),
      terms: TERMS.wheel,
      startAt: day(-1),
      endAt: day(30),
      config: { spin_every_cents: 2_000, lootbox_group_key: 'wheel' },
      position: 6,
    },
    {
      ...base,
      frontendIdentifier: 'rocket-chance',
      kind: 'wheel',
      titles: all('Rocket Chance', 'Rocket Chance', 'Rocket Chance', 'Rocket Chance', 'Rocket Chance'),
      descriptions: all(
        'A spin of the Rocket Chance wheel for every €50 you play.',
        'Ein Dreh am Rocket-Chance-Rad für je 50 € Einsatz.',
        'Un tour de la roue Rocket Chance pour chaque tranche de 50 € misée.',
        'Et spinn på Rocket Chance-hjulet for hver 50 € du spiller for.',
        'Un giro della ruota Rocket Chance ogni 50 € giocati.',
      ),
      terms: TERMS.wheel,
      startAt: day(-1),
      endAt: day(30),
      config: { spin_every_cents: 5_000, lootbox_group_key: 'wheel_chance' },
      position: 7,
    },
  ]
}

/** Ended tournaments with their winners (demo players by email, score). */
function archived(now: Date): { row: NewTournamentRow; winners: [string, number][] }[] {
  const today = startOfUtcDay(now)
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS)
  return [
    {
      row: {
        currency: 'EUR',
        createdAt: now,
        frontendIdentifier: 'spring-slots-sprint',
        kind: 'bet_sum',
        titles: all(
          'Spring Slots Sprint',
          'Frühlings-Slot-Sprint',
          'Sprint printanier des machines à sous',
          'Vårens spilleautomatsprint',
          'Sprint di primavera alle slot',
          {
            'en-AU': 'Spring Pokies Sprint',
            'en-NZ': 'Spring Pokies Sprint',
          },
        ),
        descriptions: all(
          'Finished: the biggest stakes won.',
          'Beendet: Die höchsten Einsätze haben gewonnen.',
          'Terminé : les plus grosses mises ont gagné.',
          'Avsluttet: de største innsatsene vant.',
          'Concluso: hanno vinto le puntate più alte.',
        ),
        terms: TERMS.bet_sum,
        startAt: day(-17),
        endAt: day(-10),
        minBetCents: 50,
        prizes: [cash(1, 1, 100_000), cash(2, 2, 50_000), bonusPrize(3, 5, 10_000)],
        position: 20,
      },
      winners: [
        ['vip@croupier.local', 1_254_000],
        ['demo@croupier.local', 884_050],
        ['gcb@croupier.local', 402_500],
        ['newprovider@croupier.local', 120_000],
      ],
    },
    {
      row: {
        currency: 'EUR',
        createdAt: now,
        frontendIdentifier: 'big-win-weekend',
        kind: 'max_multiplier',
        titles: all(
          'Big Win Weekend',
          'Großes Gewinnwochenende',
          'Week-end des gros gains',
          'Storgevinsthelg',
          'Weekend delle grandi vincite',
        ),
        descriptions: all(
          'Finished: the biggest multipliers won.',
          'Beendet: Die höchsten Multiplikatoren haben gewonnen.',
          'Terminé : les plus gros multiplicateurs ont gagné.',
          'Avsluttet: de høyeste multiplikatorene vant.',
          'Concluso: hanno vinto i moltiplicatori più alti.',
        ),
        terms: TERMS.max_multiplier,
        startAt: day(-5),
        endAt: day(-3),
        minBetCents: 20,
        prizes: [cash(1, 1, 30_000), bonusPrize(2, 3, 5_000)],
        position: 21,
      },
      winners: [
        ['demo@croupier.local', 125_000],
        ['ee@croupier.local', 48_020],
        ['vip@croupier.local', 31_050],
      ],
    },
  ]
}

export async function seedTournaments(db: Database, now: Date): Promise<void> {
  await insertMissingDefinitions(db, DEFINITIONS)
  for (const row of definitions(now)) await insertMissingTournament(db, row)
  for (const { row, winners } of archived(now)) {
    const inserted = await insertMissingTournament(db, { ...row, settledAt: row.endAt })
    if (!inserted) continue
    const places: { playerId: number; score: number }[] = []
    for (const [email, score] of winners) {
      const player = await findPlayerByEmail(db, email)
      if (player) places.push({ playerId: player.id, score })
    }
    await seedSettledPlaces(db, inserted, places)
  }
}
