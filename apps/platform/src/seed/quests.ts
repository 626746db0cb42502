// Quests and achievements of a fresh install (issue #14, ADR 041), rows of the tournaments table
// inserted only when their identifier is missing: a daily xs warm-up (its early levels take a few
// real bets: €1.50, €5), a weekly s climb, a monthly m marathon, a VIP-only s ascent, the ffc test
// quest, a robot-s grind, and three achievements that never end. Level prizes are small bonuses and
// free spins issued through two manual definitions; config `quest-ladders` holds the robot ladders.
import { QUEST_LEVEL_COUNTS, type QuestSize } from '@croupier/rules/promotions'
import { DEFAULT_ROBOT_LADDERS, QUEST_LADDERS_EUR } from '@croupier/rules/quests'
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { insertMissingConfig } from '../modules/config/config.repository.ts'
import { QUEST_LADDERS_CONFIG_KEY } from '../modules/quests/quests.service.ts'
import {
  findPromo,
  type NewTournamentRow,
  type StoredLevelPrize,
  savePromoDefinition,
} from '../modules/tournaments/tournaments.service.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  texts,
} from './bonus-terms.ts'
import { DAY_MS, perCurrency, startOfUtcDay, VIP_TOP } from './config/promo-shared.ts'

export const QUEST_BONUS_KEY = 'quest_bonus_money'
export const QUEST_FREESPINS_KEY = 'quest_freespins_10'

const DEFINITIONS: DefinitionRow[] = [
  {
    key: QUEST_BONUS_KEY,
    type: 'gift',
    groupKey: 'quests',
    trigger: 'manual',
    titles: texts(
      'Quest reward',
      'Quest-Belohnung',
      'Récompense de quête',
      'Oppdragsbelønning',
      'Premio della missione',
    ),
    descriptions: texts(
      'Bonus money for a completed quest level, wagered 3 times before it turns into cash.',
      'Bonusgeld für eine abgeschlossene Quest-Stufe, 3-mal umzusetzen, bevor es zu Echtgeld wird.',
      'De l’argent bonus pour un niveau de quête réussi, à miser 3 fois avant de devenir de l’argent réel.',
      'Bonuspenger for et fullført oppdragsnivå, omsettes 3 ganger før de blir kontanter.',
      'Denaro bonus per un livello della missione completato, da giocare 3 volte prima di diventare denaro reale.',
    ),
    percent: 0,
    amounts: amountsFromEur({ maxBonus: 20_000, maxBet: 500 }),
    wagerMultiplier: 3,
    position: 210,
    ...COMMON_TERMS,
  },
  {
    key: QUEST_FREESPINS_KEY,
    type: 'freespins',
    groupKey: 'quests',
    trigger: 'manual',
    titles: texts(
      '10 quest free spins',
      '10 Quest-Freispiele',
      '10 tours gratuits de quête',
      '10 gratisspinn fra oppdrag',
      '10 giri gratis della missione',
    ),
    descriptions: texts(
      'Free spins for a completed quest level; what they win becomes a bonus wagered 10 times.',
      'Freispiele für eine abgeschlossene Quest-Stufe; ihr Gewinn wird ein Bonus mit 10-fachem Umsatz.',
      'Des tours gratuits pour un niveau de quête réussi; leurs gains deviennent un bonus à miser 10 fois.',
      'Gratisspinn for et fullført oppdragsnivå; gevinsten blir en bonus som omsettes 10 ganger.',
      'Giri gratis per un livello della missione completato; le vincite diventano un bonus da giocare 10 volte.',
    ),
    percent: 0,
    amounts: amountsFromEur({ maxBonus: 0, freespinStake: FREESPIN_STAKE_EUR_CENTS, freespinMaxWin: 5_000 }),
    wagerMultiplier: 10,
    freeSpins: { count: 10, games: FREESPIN_GAMES, wager_multiplier: 10 },
    position: 211,
    ...COMMON_TERMS,
  },
]

type Texts = Record<string, string>

/** en (and its variants), de, fr-CA, no, it. */
function all(en: string, de: string, frCA: string, no: string, it: string): Texts {
  return texts(en, de, frCA, no, it)
}

/**
 * Small prizes: every third level 10 free spins, the others bonus money of 2% of the bets that
 * complete the level (at least €1, at most €200, in whole 50 cents).
 */
export function levelPrizes(ladder: readonly number[]): StoredLevelPrize[] {
  return ladder.map((requirement, index) => {
    const level = index + 1
    if (level % 3 === 0) {
      return { level, type: 'freespins', bonus_definition_key: QUEST_FREESPINS_KEY, freespins_count: 10 }
    }
    const completesAt = ladder[index + 1] ?? requirement
    const eur = Math.min(20_000, Math.max(100, Math.round((completesAt * 0.02) / 50) * 50))
    return { level, type: 'bonus', bonus_definition_key: QUEST_BONUS_KEY, amount: perCurrency(eur) }
  })
}

function ladderOf(size: QuestSize): readonly number[] {
  return size === 'robot-s' || size === 'robot-m' ? DEFAULT_ROBOT_LADDERS[size] : QUEST_LADDERS_EUR[size]
}

const QUEST_TERMS = all(
  'Every real-money stake counts towards the next level (free spins do not), converted to euros; each level’s minimum is shown in your currency. Completing a level pays its reward to your gifts once. Progress ends with the quest.',
  'Jeder Echtgeldeinsatz zählt für die nächste Stufe (Freispiele nicht), in Euro umgerechnet; das Minimum jeder Stufe steht in deiner Währung. Eine abgeschlossene Stufe schreibt ihre Belohnung einmal deinen Geschenken gut. Der Fortschritt endet mit der Quest.',
  'Chaque mise en argent réel compte pour le niveau suivant (pas les tours gratuits), convertie en euros; le minimum de chaque niveau s’affiche dans votre devise. Un niveau réussi verse sa récompense une fois dans vos cadeaux. La progression prend fin avec la quête.',
  'Hver innsats med ekte penger teller mot neste nivå (gratisspinn teller ikke), omregnet til euro; hvert nivås minimum vises i din valuta. Et fullført nivå gir belønningen én gang til gavene dine. Fremgangen slutter når oppdraget slutter.',
  'Ogni puntata con denaro reale conta per il livello successivo (i giri gratis no), convertita in euro; il minimo di ogni livello è indicato nella tua valuta. Un livello completato accredita il premio una sola volta tra i tuoi regali. I progressi finiscono con la missione.',
)

const ACHIEVEMENT_TERMS = all(
  'Every real-money stake counts, converted to euros, and your progress never resets. Each level reached pays its reward to your gifts once.',
  'Jeder Echtgeldeinsatz zählt, in Euro umgerechnet, und dein Fortschritt wird nie zurückgesetzt. Jede erreichte Stufe schreibt ihre Belohnung einmal deinen Geschenken gut.',
  'Chaque mise en argent réel compte, convertie en euros, et votre progression n’est jamais remise à zéro. Chaque niveau atteint verse sa récompense une fois dans vos cadeaux.',
  'Hver innsats med ekte penger teller, omregnet til euro, og fremgangen din nullstilles aldri. Hvert nivå du når, gir belønningen én gang til gavene dine.',
  'Ogni puntata con denaro reale conta, convertita in euro, e i tuoi progressi non si azzerano mai. Ogni livello raggiunto accredita il premio una sola volta tra i tuoi regali.',
)

interface QuestSeed {
  identifier: string
  titles: Texts
  descriptions: Texts
  /** Days from today's UTC midnight; end null for achievements. */
  from: number
  to: number | null
  groupIds?: number[]
}

const QUESTS: QuestSeed[] = [
  {
    identifier: 'quest--xs--daily-warm-up',
    titles: all(
      'Daily Warm-up',
      'Tägliches Aufwärmen',
      'Échauffement du jour',
      'Daglig oppvarming',
      'Riscaldamento quotidiano',
    ),
    descriptions: all(
      'Six quick levels: the first rewards arrive after €1.50 and €5 of bets.',
      'Sechs schnelle Stufen: Die ersten Belohnungen gibt es nach 1,50 € und 5 € Einsatz.',
      'Six niveaux rapides : les premières récompenses arrivent après 1,50 € et 5 € de mises.',
      'Seks raske nivåer: de første belønningene kommer etter 1,50 € og 5 € i innsats.',
      'Sei livelli veloci: i primi premi arrivano dopo 1,50 € e 5 € di puntate.',
    ),
    from: -1,
    to: 6,
  },
  {
    identifier: 'quest--s--weekly-climb',
    titles: all(
      'Weekly Climb',
      'Wöchentlicher Aufstieg',
      'Ascension de la semaine',
      'Ukens klatretur',
      'Scalata settimanale',
    ),
    descriptions: all(
      'Fifteen levels over two weeks, with a reward at every step.',
      'Fünfzehn Stufen in zwei Wochen, mit einer Belohnung auf jeder Stufe.',
      'Quinze niveaux en deux semaines, avec une récompense à chaque étape.',
      'Femten nivåer over to uker, med en belønning på hvert trinn.',
      'Quindici livelli in due settimane, con un premio a ogni gradino.',
    ),
    from: -2,
    to: 12,
  },
  {
    identifier: 'quest--m--monthly-marathon',
    titles: all(
      'Monthly Marathon',
      'Monatsmarathon',
      'Marathon du mois',
      'Månedens maraton',
      'Maratona del mese',
    ),
    descriptions: all(
      'Twenty-five levels for the long run of the month.',
      'Fünfundzwanzig Stufen für die lange Strecke des Monats.',
      'Vingt-cinq niveaux pour la longue course du mois.',
      'Tjuefem nivåer for månedens lange løp.',
      'Venticinque livelli per la lunga corsa del mese.',
    ),
    from: -3,
    to: 27,
  },
  {
    identifier: 'quest--s--vip-ascent',
    titles: all('VIP Ascent', 'VIP-Aufstieg', 'Ascension VIP', 'VIP-oppstigning', 'Ascesa VIP'),
    descriptions: all(
      'For Gold, Platinum and Diamond members: fifteen levels with VIP rewards.',
      'Für Gold-, Platin- und Diamant-Mitglieder: fünfzehn Stufen mit VIP-Belohnungen.',
      'Pour les membres Or, Platine et Diamant : quinze niveaux avec des récompenses VIP.',
      'For Gull-, Platina- og Diamant-medlemmer: femten nivåer med VIP-belønninger.',
      'Per i membri Oro, Platino e Diamante: quindici livelli con premi VIP.',
    ),
    from: -1,
    to: 13,
    groupIds: VIP_TOP,
  },
  {
    identifier: 'quest--s--ffc-check',
    titles: all('Test quest', 'Test-Quest', 'Quête de test', 'Testoppdrag', 'Missione di prova'),
    descriptions: all(
      'A quest for testers; shown only while test quests are switched on.',
      'Eine Quest für Tester; nur sichtbar, solange Test-Quests eingeschaltet sind.',
      'Une quête pour les testeurs; visible seulement quand les quêtes de test sont activées.',
      'Et oppdrag for testere; vises bare når testoppdrag er slått på.',
      'Una missione per i tester; visibile solo con le missioni di prova attive.',
    ),
    from: -1,
    to: 30,
  },
  {
    identifier: 'quest--robot-s--rocket-grind',
    titles: all('Rocket Grind', 'Raketen-Marathon', 'Défi fusée', 'Rakettjakten', 'Sfida razzo'),
    descriptions: all(
      'Fifteen steep levels for the biggest players, up to €8,000 of bets.',
      'Fünfzehn steile Stufen für die größten Spieler, bis zu 8.000 € Einsatz.',
      'Quinze niveaux abrupts pour les plus gros joueurs, jusqu’à 8 000 € de mises.',
      'Femten bratte nivåer for de største spillerne, opptil 8 000 € i innsats.',
      'Quindici livelli ripidi per i giocatori più forti, fino a 8.000 € di puntate.',
    ),
    from: -1,
    to: 20,
  },
  {
    identifier: 'achievement--xs--first-steps',
    titles: all('First Steps', 'Erste Schritte', 'Premiers pas', 'Første steg', 'Primi passi'),
    descriptions: all(
      'Your first bets on the platform, rewarded for good.',
      'Deine ersten Einsätze auf der Plattform, dauerhaft belohnt.',
      'Vos premières mises sur la plateforme, récompensées pour de bon.',
      'De første innsatsene dine på plattformen, belønnet for godt.',
      'Le tue prime puntate sulla piattaforma, premiate per sempre.',
    ),
    from: -30,
    to: null,
  },
  {
    identifier: 'achievement--s--seasoned-player',
    titles: all(
      'Seasoned Player',
      'Erfahrener Spieler',
      'Joueur aguerri',
      'Erfaren spiller',
      'Giocatore esperto',
    ),
    descriptions: all(
      'Fifteen milestones of play that never reset.',
      'Fünfzehn Meilensteine, die nie zurückgesetzt werden.',
      'Quinze étapes de jeu qui ne sont jamais remises à zéro.',
      'Femten milepæler som aldri nullstilles.',
      'Quindici traguardi di gioco che non si azzerano mai.',
    ),
    from: -30,
    to: null,
  },
  {
    identifier: 'achievement--m--casino-legend',
    titles: all(
      'Casino Legend',
      'Casino-Legende',
      'Légende du casino',
      'Kasinolegende',
      'Leggenda del casinò',
    ),
    descriptions: all(
      'Twenty-five levels on the way to legend status.',
      'Fünfundzwanzig Stufen auf dem Weg zum Legendenstatus.',
      'Vingt-cinq niveaux vers le statut de légende.',
      'Tjuefem nivåer på veien til legendestatus.',
      'Venticinque livelli verso lo status di leggenda.',
    ),
    from: -30,
    to: null,
  },
]

export function questRows(now: Date): NewTournamentRow[] {
  const today = startOfUtcDay(now)
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS)
  return QUESTS.map((quest, index) => {
    const achievement = quest.identifier.startsWith('achievement')
    const size = (quest.identifier.split('--')[1] ?? 'm') as QuestSize
    const ladder = ladderOf(size)
    if (ladder.length !== QUEST_LEVEL_COUNTS[size]) throw new Error(`quest ladder of ${size} is incomplete`)
    return {
      frontendIdentifier: quest.identifier,
      kind: achievement ? 'achievement' : 'quest',
      titles: quest.titles,
      descriptions: quest.descriptions,
      terms: achievement ? ACHIEVEMENT_TERMS : QUEST_TERMS,
      image: null,
      startAt: day(quest.from),
      endAt: quest.to === null ? null : day(quest.to),
      currency: 'EUR',
      groupIds: quest.groupIds ?? [],
      config: { level_prizes: levelPrizes(ladder) },
      position: 100 + index,
      createdAt: now,
    }
  })
}

export async function seedQuests(db: Database, now: Date): Promise<void> {
  await insertMissingDefinitions(db, DEFINITIONS)
  await insertMissingConfig(db, [{ key: QUEST_LADDERS_CONFIG_KEY, value: DEFAULT_ROBOT_LADDERS }])
  // Only missing identifiers: restarts leave the operator's edits alone.
  for (const row of questRows(now)) {
    if (!(await findPromo(db, row.frontendIdentifier))) await savePromoDefinition(db, row)
  }
}
