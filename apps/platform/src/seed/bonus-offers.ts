// Seeded promotional offers (issue #12): the RELOAD50 reload, the rocket plans LITE/PRO/MAX
// (labels from modify-gifts-config), the promo codes ROCKET10 (a €10 gift) and SPINS25 (a
// free-spin batch), the coupon SPINCOUPON, and QUICK1, a small deposit bonus wagered once.
import {
  amountsFromEur,
  COMMON_TERMS,
  type DefinitionRow,
  FREESPIN_GAMES,
  FREESPIN_STAKE_EUR_CENTS,
  texts,
} from './bonus-terms.ts'

const RELOAD50: DefinitionRow = {
  key: 'reload50',
  type: 'deposit',
  groupKey: 'reload',
  trigger: 'deposit',
  code: 'RELOAD50',
  titles: texts(
    '50% reload up to {max}',
    '50 % Reload bis zu {max}',
    'Recharge 50 % jusqu’à {max}',
    '50 % påfyll opptil {max}',
    'Ricarica 50% fino a {max}',
  ),
  descriptions: texts(
    'Half your deposit again as a bonus, wagering 30 times.',
    'Die Hälfte deiner Einzahlung als Bonus, Umsatz 30-mal.',
    'La moitié de votre dépôt en bonus, mise de 30 fois.',
    'Halvparten av innskuddet som bonus, omsetning 30 ganger.',
    'Metà del tuo deposito come bonus, puntata 30 volte.',
  ),
  percent: 50,
  amounts: amountsFromEur({ minDeposit: 2_000, maxBonus: 25_000, maxBet: 500 }),
  wagerMultiplier: 30,
  promotional: true,
  position: 21,
  ...COMMON_TERMS,
}

interface Plan {
  name: 'lite' | 'pro' | 'max'
  percent: number
  capEur: number
  minEur: number
  wager: number
  maxBetEur: number
}

const PLANS: readonly Plan[] = [
  { name: 'lite', percent: 50, capEur: 100, minEur: 20, wager: 20, maxBetEur: 3 },
  { name: 'pro', percent: 100, capEur: 300, minEur: 50, wager: 30, maxBetEur: 5 },
  { name: 'max', percent: 150, capEur: 1_000, minEur: 100, wager: 40, maxBetEur: 10 },
]

function plan({ name, percent, capEur, minEur, wager, maxBetEur }: Plan, index: number): DefinitionRow {
  const upper = name.toUpperCase()
  return {
    key: `rocket_${name}`,
    type: 'deposit',
    groupKey: `rocket_${name}`,
    trigger: 'deposit',
    code: `ROCKET${upper}`,
    titles: texts(
      `Rocket ${upper}: ${percent}% up to {max}`,
      `Rocket ${upper}: ${percent} % bis zu {max}`,
      `Rocket ${upper} : ${percent} % jusqu’à {max}`,
      `Rocket ${upper}: ${percent} % opptil {max}`,
      `Rocket ${upper}: ${percent}% fino a {max}`,
    ),
    descriptions: texts(
      `A ${percent}% match of your deposit, wagering ${wager} times the bonus and the deposit.`,
      `${percent} % deiner Einzahlung dazu, Umsatz ${wager}-mal Bonus und Einzahlung.`,
      `${percent} % de votre dépôt en plus, mise de ${wager} fois le bonus et le dépôt.`,
      `${percent} % av innskuddet ditt i tillegg, omsetning ${wager} ganger bonus og innskudd.`,
      `Il ${percent}% del tuo deposito in più, puntata ${wager} volte bonus e deposito.`,
    ),
    percent,
    amounts: amountsFromEur({
      minDeposit: minEur * 100,
      maxBonus: capEur * 100,
      maxBet: maxBetEur * 100,
      maxConversion: capEur * 300,
    }),
    wagerMultiplier: wager,
    wagerBase: 'bonus_deposit',
    promotional: true,
    position: 30 + index,
    ...COMMON_TERMS,
  }
}

const ROCKET10: DefinitionRow = {
  key: 'promo_rocket10',
  type: 'gift',
  groupKey: 'promo',
  trigger: 'promo_code',
  code: 'ROCKET10',
  titles: texts('{max} gift', '{max} Geschenk', 'Cadeau de {max}', '{max} i gave', 'Regalo di {max}'),
  descriptions: texts(
    'A bonus to activate when you like, wagering 10 times.',
    'Ein Bonus, den du aktivierst, wann du willst, Umsatz 10-mal.',
    'Un bonus à activer quand vous voulez, mise de 10 fois.',
    'En bonus du aktiverer når du vil, omsetning 10 ganger.',
    'Un bonus da attivare quando vuoi, puntata 10 volte.',
  ),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 1_000, maxBet: 300, maxConversion: 10_000 }),
  wagerMultiplier: 10,
  promotional: true,
  position: 40,
  ...COMMON_TERMS,
}

const SPINS25: DefinitionRow = {
  key: 'promo_spins25',
  type: 'freespins',
  groupKey: 'promo_freespins',
  trigger: 'promo_code',
  code: 'SPINS25',
  titles: texts('25 free spins', '25 Freispiele', '25 tours gratuits', '25 gratisspinn', '25 giri gratis'),
  descriptions: texts(
    'Twenty-five spins on Dragon Garden 1000; their winnings are wagered 20 times.',
    'Fünfundzwanzig Drehungen auf Dragon Garden 1000; die Gewinne werden 20-mal umgesetzt.',
    'Vingt-cinq tours sur Dragon Garden 1000; leurs gains sont misés 20 fois.',
    'Tjuefem spinn på Dragon Garden 1000; gevinstene omsettes 20 ganger.',
    'Venticinque giri su Dragon Garden 1000; le vincite vanno giocate 20 volte.',
  ),
  percent: 0,
  amounts: amountsFromEur({ maxBonus: 0, freespinStake: FREESPIN_STAKE_EUR_CENTS, freespinMaxWin: 10_000 }),
  wagerMultiplier: 20,
  freeSpins: { count: 25, games: [FREESPIN_GAMES[1] ?? 'playngo/dragon-garden-1000'], wager_multiplier: 20 },
  promotional: true,
  position: 41,
  ...COMMON_TERMS,
}

const SPINCOUPON: DefinitionRow = {
  key: 'coupon_spin',
  type: 'deposit',
  groupKey: 'coupon',
  trigger: 'coupon',
  code: 'SPINCOUPON',
  titles: texts(
    'Coupon: 100% up to {max} + 20 free spins',
    'Gutschein: 100 % bis zu {max} + 20 Freispiele',
    'Coupon : 100 % jusqu’à {max} + 20 tours gratuits',
    'Kupong: 100 % opptil {max} + 20 gratisspinn',
    'Coupon: 100% fino a {max} + 20 giri gratis',
  ),
  descriptions: texts(
    'Attach it, then deposit at least the minimum: the bonus arrives with the deposit.',
    'Aktiviere ihn und zahle mindestens den Mindestbetrag ein: Der Bonus kommt mit der Einzahlung.',
    'Associez-le, puis déposez au moins le minimum : le bonus arrive avec le dépôt.',
    'Knytt den til, og sett inn minst minstebeløpet: bonusen kommer med innskuddet.',
    'Collegalo e deposita almeno il minimo: il bonus arriva con il deposito.',
  ),
  percent: 100,
  amounts: amountsFromEur({
    minDeposit: 3_000,
    maxBonus: 10_000,
    maxBet: 500,
    freespinStake: FREESPIN_STAKE_EUR_CENTS,
    freespinMaxWin: 5_000,
  }),
  wagerMultiplier: 30,
  freeSpins: { count: 20, games: FREESPIN_GAMES, wager_multiplier: 30 },
  promotional: true,
  position: 42,
  ...COMMON_TERMS,
}

/** For the browser journey: wagered once on slots, so a few spins finish it. */
const QUICK1: DefinitionRow = {
  key: 'quick1',
  type: 'deposit',
  groupKey: 'quick',
  trigger: 'deposit',
  code: 'QUICK1',
  titles: texts(
    '100% up to {max}, wagered once',
    '100 % bis zu {max}, einmal umgesetzt',
    '100 % jusqu’à {max}, misé une fois',
    '100 % opptil {max}, omsatt én gang',
    '100% fino a {max}, da giocare una volta',
  ),
  descriptions: texts(
    'Your deposit doubled up to the cap; play the bonus through once on slots.',
    'Deine Einzahlung verdoppelt bis zur Obergrenze; setze den Bonus einmal an Slots um.',
    'Votre dépôt doublé jusqu’au plafond; misez le bonus une fois aux machines à sous.',
    'Innskuddet ditt doblet opp til taket; spill gjennom bonusen én gang på spilleautomater.',
    'Il tuo deposito raddoppiato fino al massimo; gioca il bonus una volta sulle slot.',
  ),
  percent: 100,
  amounts: amountsFromEur({ minDeposit: 1_000, maxBonus: 1_000, maxBet: 500 }),
  wagerMultiplier: 1,
  position: 50,
  ...COMMON_TERMS,
  contribution: { slot: 100, instant: 100, roulette: 10, blackjack: 10, live: 0 },
}

export const OFFER_DEFINITIONS: DefinitionRow[] = [
  RELOAD50,
  ...PLANS.map(plan),
  ROCKET10,
  SPINS25,
  SPINCOUPON,
  QUICK1,
]
