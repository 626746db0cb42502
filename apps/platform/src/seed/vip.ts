// Seeded loyalty levels and the bonus definitions VIP issues (issue #13, ADR 040): twelve levels by
// persistent comp points, their gifts (comp points, free spins, a bonus) and the weekly cashback
// percent they unlock (5 % from level 3 to 15 % at level 12); definitions of trigger `manual` for
// the level free spins and bonuses and the weekly cashback (wager ×1). Operator data: inserted when
// missing, never overwritten.
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { insertMissingLevels } from '../modules/vip/vip.repository.ts'
import type { LevelGiftSpec } from '../modules/vip/vip.tables.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  texts,
} from './bonus-terms.ts'
import { asset } from './config/navigation.ts'

type Five = [en: string, de: string, frCA: string, no: string, it: string]

const NAMES: Five[] = [
  ['Rookie', 'Neuling', 'Recrue', 'Nybegynner', 'Recluta'],
  ['Explorer', 'Entdecker', 'Explorateur', 'Oppdager', 'Esploratore'],
  ['Pilot', 'Pilot', 'Pilote', 'Pilot', 'Pilota'],
  ['Navigator', 'Navigator', 'Navigateur', 'Navigatør', 'Navigatore'],
  ['Captain', 'Kapitän', 'Capitaine', 'Kaptein', 'Capitano'],
  ['Commander', 'Kommandant', 'Commandant', 'Kommandør', 'Comandante'],
  ['Voyager', 'Reisender', 'Voyageur', 'Reisende', 'Viaggiatore'],
  ['Pioneer', 'Pionier', 'Pionnier', 'Pioner', 'Pioniere'],
  ['Star', 'Stern', 'Étoile', 'Stjerne', 'Stella'],
  ['Comet', 'Komet', 'Comète', 'Komet', 'Cometa'],
  ['Nova', 'Nova', 'Nova', 'Nova', 'Nova'],
  ['Galaxy', 'Galaxie', 'Galaxie', 'Galakse', 'Galassia'],
]

const fmt = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
const five = (f: (i: number) => Five) => f
const all = (t: Five) => texts(...t)

const content = five((min) =>
  min === 0
    ? [
        'Where every player starts: play for real to earn comp points and climb.',
        'Hier beginnt jeder Spieler: Spiele mit Echtgeld, sammle Comp-Punkte und steige auf.',
        'Le point de départ de chaque joueur : jouez en argent réel pour gagner des points et monter.',
        'Her starter alle spillere: spill med ekte penger for å tjene comp-poeng og klatre.',
        'Qui inizia ogni giocatore: gioca con denaro reale per guadagnare punti e salire.',
      ]
    : [
        `Reached at ${fmt(min, ',')} lifetime comp points; its gifts are yours once.`,
        `Erreicht bei ${fmt(min, '.')} Comp-Punkten insgesamt; die Geschenke gibt es einmal.`,
        `Atteint à ${fmt(min, ' ')} points de fidélité cumulés; ses cadeaux sont à vous une fois.`,
        `Nås ved ${fmt(min, ' ')} comp-poeng totalt; gavene får du én gang.`,
        `Raggiunto a ${fmt(min, '.')} punti fedeltà totali; i suoi regali sono tuoi una volta.`,
      ],
)

const points = (n: number): LevelGiftSpec => ({
  type: 'points',
  points: n,
  names: all([
    `${fmt(n, ',')} comp points`,
    `${fmt(n, '.')} Comp-Punkte`,
    `${fmt(n, ' ')} points de fidélité`,
    `${fmt(n, ' ')} comp-poeng`,
    `${fmt(n, '.')} punti fedeltà`,
  ]),
})
const spins = (n: number): LevelGiftSpec => ({
  type: 'fs',
  definition_key: `vip_level_fs_${n}`,
  names: all([
    `${n} free spins`,
    `${n} Freispiele`,
    `${n} tours gratuits`,
    `${n} gratisspinn`,
    `${n} giri gratis`,
  ]),
})
const bonus = (eur: number): LevelGiftSpec => ({
  type: 'bonus',
  definition_key: `vip_level_bonus_${eur}`,
  names: all([
    `€${eur} bonus`,
    `${eur} € Bonus`,
    `Bonus de ${eur} €`,
    `${eur} € i bonus`,
    `Bonus di ${eur} €`,
  ]),
})
const cashback = (p: number): LevelGiftSpec => ({
  type: 'cashback',
  names: all([
    `Weekly cashback ${p} %`,
    `Wöchentliches Cashback ${p} %`,
    `Remise hebdomadaire de ${p} %`,
    `Ukentlig cashback ${p} %`,
    `Cashback settimanale ${p}%`,
  ]),
})

interface LevelSeed {
  min: number
  cashback: number
  gifts: LevelGiftSpec[]
}

export const LEVELS: readonly LevelSeed[] = [
  { min: 0, cashback: 0, gifts: [] },
  { min: 100, cashback: 0, gifts: [points(50)] },
  { min: 300, cashback: 5, gifts: [spins(20)] },
  { min: 700, cashback: 6, gifts: [points(100)] },
  { min: 1_500, cashback: 7, gifts: [spins(30)] },
  { min: 3_000, cashback: 8, gifts: [bonus(10), points(200)] },
  { min: 6_000, cashback: 9, gifts: [spins(50)] },
  { min: 12_000, cashback: 10, gifts: [bonus(25), points(500)] },
  { min: 25_000, cashback: 11, gifts: [spins(100)] },
  { min: 50_000, cashback: 12, gifts: [bonus(50), points(1_000)] },
  { min: 100_000, cashback: 13, gifts: [bonus(100), spins(100)] },
  { min: 200_000, cashback: 15, gifts: [bonus(250), points(2_500)] },
]

export function levelRows() {
  return LEVELS.map((level, i) => ({
    number: i + 1,
    minPoints: level.min,
    names: all(NAMES[i] as Five),
    contents: all(content(level.min)),
    image: asset(`level-${i + 1}.svg`),
    cashbackPercent: level.cashback,
    gifts: level.cashback > 0 ? [...level.gifts, cashback(level.cashback)] : level.gifts,
  }))
}

const spinsDefinition = (count: number, position: number): DefinitionRow => ({
  key: `vip_level_fs_${count}`,
  type: 'freespins',
  groupKey: 'vip_level',
  trigger: 'manual',
  titles: all([
    `Level gift: ${count} free spins`,
    `Levelgeschenk: ${count} Freispiele`,
    `Cadeau de niveau : ${count} tours gratuits`,
    `Nivågave: ${count} gratisspinn`,
    `Regalo di livello: ${count} giri gratis`,
  ]),
  descriptions: all([
    'For reaching a new level; winnings are wagered 20 times.',
    'Für ein neues Level; Gewinne werden 20-mal umgesetzt.',
    'Pour un nouveau niveau; les gains sont misés 20 fois.',
    'For et nytt nivå; gevinster omsettes 20 ganger.',
    'Per un nuovo livello; le vincite vanno giocate 20 volte.',
  ]),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 0, freespinStake: FREESPIN_STAKE_EUR_CENTS, freespinMaxWin: 20_000 }),
  wagerMultiplier: 20,
  freeSpins: { count, games: [...FREESPIN_GAMES], wager_multiplier: 20 },
  position,
  ...COMMON_TERMS,
})

const bonusDefinition = (eur: number, position: number): DefinitionRow => ({
  key: `vip_level_bonus_${eur}`,
  type: 'gift',
  groupKey: 'vip_level',
  trigger: 'manual',
  titles: all([
    'Level gift: {max}',
    'Levelgeschenk: {max}',
    'Cadeau de niveau : {max}',
    'Nivågave: {max}',
    'Regalo di livello: {max}',
  ]),
  descriptions: all([
    'For reaching a new level, wagering 10 times.',
    'Für ein neues Level, Umsatz 10-mal.',
    'Pour un nouveau niveau, mise de 10 fois.',
    'For et nytt nivå, omsetning 10 ganger.',
    'Per un nuovo livello, puntata 10 volte.',
  ]),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: eur * 100, maxBet: 500, maxConversion: eur * 1_000 }),
  wagerMultiplier: 10,
  position,
  ...COMMON_TERMS,
})

/** The weekly cashback: the amount is the job's (percent of the net loss); wager ×1. */
const CASHBACK_DEFINITION: DefinitionRow = {
  key: 'vip_weekly_cashback',
  type: 'gift',
  groupKey: 'vip_cashback',
  trigger: 'manual',
  titles: all([
    'Weekly cashback',
    'Wöchentliches Cashback',
    'Remise hebdomadaire',
    'Ukentlig cashback',
    'Cashback settimanale',
  ]),
  descriptions: all([
    'A share of last week’s net loss back, wagering once.',
    'Ein Teil des Nettoverlusts der letzten Woche zurück, Umsatz einmal.',
    'Une part de la perte nette de la semaine dernière, à miser une fois.',
    'En del av forrige ukes nettotap tilbake, omsettes én gang.',
    'Una parte della perdita netta della settimana scorsa, da giocare una volta.',
  ]),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 0 }),
  wagerMultiplier: 1,
  position: 70,
  ...COMMON_TERMS,
}

export function vipDefinitionRows(): DefinitionRow[] {
  return [
    ...[20, 30, 50, 100].map((count, i) => spinsDefinition(count, 60 + i)),
    ...[10, 25, 50, 100, 250].map((eur, i) => bonusDefinition(eur, 64 + i)),
    CASHBACK_DEFINITION,
  ]
}

export async function seedVip(db: Database): Promise<void> {
  await insertMissingDefinitions(db, vipDefinitionRows())
  await insertMissingLevels(db, levelRows())
}
