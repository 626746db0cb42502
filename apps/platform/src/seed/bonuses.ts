// Seeded bonus definitions (issue #12, ADR 039): the welcome pack over the first four deposits,
// the registration free-spin gift and the standing deposit bonus WELCOME100; the promotional offers
// (reloads, rocket plans, promo codes, the coupon) are in bonus-offers.ts. Per-currency figures
// scale from EUR by the cashbox's minimum deposit table, as the payment methods do.
import { WELCOME_PACK_GROUP } from '@croupier/rules/groups'
import type { Database } from '../db/client.ts'
import { insertMissingDefinitions } from '../modules/bonuses/definitions.ts'
import { OFFER_DEFINITIONS } from './bonus-offers.ts'
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  texts,
} from './bonus-terms.ts'

interface WelcomeStep {
  step: number
  percent: number
  capEur: number
  spins: number
}

/** Σ caps = €1,500 and Σ spins = 150, as the welcome banner says (seed/config/banners.ts). */
export const WELCOME_STEPS: readonly WelcomeStep[] = [
  { step: 1, percent: 100, capEur: 500, spins: 50 },
  { step: 2, percent: 75, capEur: 400, spins: 40 },
  { step: 3, percent: 50, capEur: 300, spins: 30 },
  { step: 4, percent: 100, capEur: 300, spins: 30 },
]

const ORDINALS = {
  en: ['first', 'second', 'third', 'fourth'],
  de: ['erste', 'zweite', 'dritte', 'vierte'],
  fr: ['premier', 'deuxième', 'troisième', 'quatrième'],
  no: ['første', 'andre', 'tredje', 'fjerde'],
  it: ['primo', 'secondo', 'terzo', 'quarto'],
}

function welcomeStep({ step, percent, capEur, spins }: WelcomeStep): DefinitionRow {
  const i = step - 1
  return {
    key: `welcome_${step}`,
    type: 'deposit',
    groupKey: 'welcome_pack',
    trigger: 'deposit',
    titles: texts(
      `Welcome pack ${step}/4: ${percent}% up to {max} + ${spins} free spins`,
      `Willkommenspaket ${step}/4: ${percent} % bis zu {max} + ${spins} Freispiele`,
      `Forfait de bienvenue ${step}/4 : ${percent} % jusqu’à {max} + ${spins} tours gratuits`,
      `Velkomstpakke ${step}/4: ${percent} % opptil {max} + ${spins} gratisspinn`,
      `Pacchetto di benvenuto ${step}/4: ${percent}% fino a {max} + ${spins} giri gratis`,
    ),
    descriptions: texts(
      `On your ${ORDINALS.en[i]} deposit: ${percent}% bonus and ${spins} free spins, wagering 35 times the bonus.`,
      `Auf deine ${ORDINALS.de[i]} Einzahlung: ${percent} % Bonus und ${spins} Freispiele, Umsatz 35-mal der Bonus.`,
      `Sur votre ${ORDINALS.fr[i]} dépôt : ${percent} % de bonus et ${spins} tours gratuits, mise de 35 fois le bonus.`,
      `På ditt ${ORDINALS.no[i]} innskudd: ${percent} % bonus og ${spins} gratisspinn, omsetning 35 ganger bonusen.`,
      `Sul tuo ${ORDINALS.it[i]} deposito: ${percent}% di bonus e ${spins} giri gratis, puntata 35 volte il bonus.`,
    ),
    percent,
    amounts: amountsFromEur({
      minDeposit: 2_000,
      maxBonus: capEur * 100,
      maxBet: 500,
      freespinStake: FREESPIN_STAKE_EUR_CENTS,
      freespinMaxWin: 10_000,
    }),
    wagerMultiplier: 35,
    wagerBase: 'bonus',
    freeSpins: { count: spins, games: FREESPIN_GAMES, wager_multiplier: 30 },
    depositNumber: step,
    groupIds: [WELCOME_PACK_GROUP],
    stags: [String(WELCOME_PACK_GROUP)],
    position: step,
    ...COMMON_TERMS,
  }
}

const WELCOME100: DefinitionRow = {
  key: 'welcome100',
  type: 'deposit',
  groupKey: 'welcome',
  trigger: 'deposit',
  code: 'WELCOME100',
  titles: texts(
    '100% up to {max} + 100 free spins',
    '100 % bis zu {max} + 100 Freispiele',
    '100 % jusqu’à {max} + 100 tours gratuits',
    '100 % opptil {max} + 100 gratisspinn',
    '100% fino a {max} + 100 giri gratis',
  ),
  descriptions: texts(
    'Your deposit doubled, wagering 35 times the bonus.',
    'Deine Einzahlung verdoppelt, Umsatz 35-mal der Bonus.',
    'Votre dépôt doublé, mise de 35 fois le bonus.',
    'Innskuddet ditt doblet, omsetning 35 ganger bonusen.',
    'Il tuo deposito raddoppiato, puntata 35 volte il bonus.',
  ),
  percent: 100,
  amounts: amountsFromEur({
    minDeposit: 2_000,
    maxBonus: 50_000,
    maxBet: 500,
    freespinStake: FREESPIN_STAKE_EUR_CENTS,
    freespinMaxWin: 10_000,
  }),
  wagerMultiplier: 35,
  freeSpins: { count: 100, games: FREESPIN_GAMES, wager_multiplier: 30 },
  position: 20,
  ...COMMON_TERMS,
}

/** Spec 2 §9: the sign-up gift, 20 free spins with wager 30 and max win 1000 EUR. */
const REGISTRATION_FREESPINS: DefinitionRow = {
  key: 'registration_freespins',
  type: 'registration',
  groupKey: 'registration',
  trigger: 'registration',
  titles: texts(
    '20 free spins for signing up',
    '20 Freispiele für deine Anmeldung',
    '20 tours gratuits à l’inscription',
    '20 gratisspinn for å registrere deg',
    '20 giri gratis all’iscrizione',
  ),
  descriptions: texts(
    'Twenty spins on Tomb of the Pharaoh II; what they win becomes a bonus wagered 30 times.',
    'Zwanzig Drehungen auf Tomb of the Pharaoh II; der Gewinn wird ein Bonus mit 30-fachem Umsatz.',
    'Vingt tours sur Tomb of the Pharaoh II; leurs gains deviennent un bonus à miser 30 fois.',
    'Tjue spinn på Tomb of the Pharaoh II; gevinsten blir en bonus som omsettes 30 ganger.',
    'Venti giri su Tomb of the Pharaoh II; le vincite diventano un bonus da giocare 30 volte.',
  ),
  percent: 0,
  amounts: amountsFromEur({
    maxBonus: 0,
    freespinStake: FREESPIN_STAKE_EUR_CENTS,
    freespinMaxWin: 100_000,
  }),
  wagerMultiplier: 30,
  freeSpins: { count: 20, games: FREESPIN_GAMES, wager_multiplier: 30 },
  position: 0,
  ...COMMON_TERMS,
}

export function bonusDefinitionRows(): DefinitionRow[] {
  return [...WELCOME_STEPS.map(welcomeStep), WELCOME100, REGISTRATION_FREESPINS, ...OFFER_DEFINITIONS]
}

/** Inserts the definitions that are missing (by key); an operator's edits survive. */
export async function seedBonuses(db: Database): Promise<void> {
  await insertMissingDefinitions(db, bonusDefinitionRows())
}
