// The adventure calendar's prize definitions (issue #13, ADR 040), trigger `manual`: the day's
// figures (bonus amount and wager, spin count, game and wager, activation days) come from the
// `vip-adventures` config; these bring the terms and the per-currency stakes and caps.
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  texts,
} from './bonus-terms.ts'

const ADVENTURE_BONUS: DefinitionRow = {
  key: 'adventure_bonus',
  type: 'gift',
  groupKey: 'adventure',
  trigger: 'manual',
  titles: texts(
    'Adventure day prize',
    'Preis des Abenteuertags',
    'Prix du jour d’aventure',
    'Premie for eventyrdagen',
    'Premio del giorno dell’avventura',
  ),
  descriptions: texts(
    'Bonus money for completing a day of the adventure calendar.',
    'Bonusgeld für einen abgeschlossenen Tag des Abenteuerkalenders.',
    'De l’argent bonus pour une journée réussie du calendrier d’aventure.',
    'Bonuspenger for en fullført dag i eventyrkalenderen.',
    'Denaro bonus per aver completato un giorno del calendario dell’avventura.',
  ),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 10_000, maxBet: 500 }),
  wagerMultiplier: 3,
  position: 60,
  ...COMMON_TERMS,
}

const ADVENTURE_FREESPINS: DefinitionRow = {
  key: 'adventure_freespins',
  type: 'freespins',
  groupKey: 'adventure',
  trigger: 'manual',
  titles: texts(
    'Adventure day free spins',
    'Freispiele des Abenteuertags',
    'Tours gratuits du jour d’aventure',
    'Gratisspinn for eventyrdagen',
    'Giri gratis del giorno dell’avventura',
  ),
  descriptions: texts(
    'Free spins for completing a day of the adventure calendar; their winnings become a bonus.',
    'Freispiele für einen abgeschlossenen Tag des Abenteuerkalenders; der Gewinn wird ein Bonus.',
    'Des tours gratuits pour une journée réussie du calendrier d’aventure; leurs gains deviennent un bonus.',
    'Gratisspinn for en fullført dag i eventyrkalenderen; gevinsten blir en bonus.',
    'Giri gratis per aver completato un giorno del calendario dell’avventura; le vincite diventano un bonus.',
  ),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 0, freespinStake: FREESPIN_STAKE_EUR_CENTS, freespinMaxWin: 10_000 }),
  wagerMultiplier: 30,
  freeSpins: { count: 20, games: FREESPIN_GAMES, wager_multiplier: 30 },
  position: 61,
  ...COMMON_TERMS,
}

export async function seedAdventures(db: Database): Promise<void> {
  await insertMissingDefinitions(db, [ADVENTURE_BONUS, ADVENTURE_FREESPINS])
}
