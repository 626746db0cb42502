// Promotion documents: banners, wheels, the adventure calendar, gifts and page switches. Dates are
// placed relative to the first seed (`now`) so a fresh install has live promotions.
import type { AdditionalGift } from '@croupier/contract/config/get-additional-gifts'
import type { DisabledBonuses } from '@croupier/contract/config/get-disabled-bonuses'
import type { ExcludedPromoStags } from '@croupier/contract/config/get-excluded-promo-stags'
import type { MainWidgetConfig } from '@croupier/contract/config/get-main-widget-config'
import type { ManagePromotionPages } from '@croupier/contract/config/get-manage-promotion-pages'
import type { ModifyGiftsConfig } from '@croupier/contract/config/get-modify-gifts-config'
import type { AdventureDay, VipAdventures } from '@croupier/contract/config/get-vip-adventures'
import type { WheelConfig } from '@croupier/contract/config/get-wheel-config'
import type { WheelConfigSegments, WheelSegment } from '@croupier/contract/config/get-wheel-config-segments'
import type { z } from 'zod'
import type { StoredBanner, StoredBannersSchema } from '../../modules/config/config.documents.ts'
import { VIP_GROUP_IDS } from '../player-groups.ts'
import { asset } from './navigation.ts'

const DAY_MS = 86_400_000
const VIP_TOP = [VIP_GROUP_IDS.diamond, VIP_GROUP_IDS.platinum, VIP_GROUP_IDS.gold]

/** EUR amount in cents spread to the other cashbox currencies at round local values. */
function perCurrency(eurCents: number): Record<string, number> {
  return {
    EUR: eurCents,
    USD: eurCents,
    AUD: Math.round(eurCents * 1.5),
    CAD: Math.round(eurCents * 1.5),
    NZD: Math.round(eurCents * 1.5),
    BRL: eurCents * 5,
    NOK: eurCents * 10,
    JPY: Math.round(eurCents * 1.5),
  }
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

function ddmmyyyy(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${date.getUTCFullYear()}`
}

function liveTime(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0')
  const mi = String(date.getUTCMinutes()).padStart(2, '0')
  return `${ddmmyyyy(date)} ${hh}:${mi}`
}

export function banners(now: Date): z.infer<typeof StoredBannersSchema> {
  const today = startOfUtcDay(now)
  const raceStart = new Date(today.getTime() - DAY_MS)
  const raceEnd = new Date(today.getTime() + 13 * DAY_MS)
  const welcome: StoredBanner = {
    id: 'welcome-pack',
    categories: ['slider-index-top'],
    title: {
      text: {
        en: 'Welcome pack up to {bonus} + 150 free spins',
        'en-AU': 'Welcome pack up to {bonus} + 150 free spins on the pokies',
        de: 'Willkommenspaket bis zu {bonus} + 150 Freispiele',
        it: 'Pacchetto di benvenuto fino a {bonus} + 150 giri gratis',
        no: 'Velkomstpakke opptil {bonus} + 150 gratisspinn',
        'fr-CA': 'Forfait de bienvenue jusqu’à {bonus} + 150 tours gratuits',
      },
    },
    description: {
      text: {
        en: 'Spread over your first four deposits. 18+, new players only, terms apply.',
        de: 'Verteilt auf deine ersten vier Einzahlungen. 18+, nur für neue Spieler, es gelten die AGB.',
        it: 'Distribuito sui tuoi primi quattro depositi. 18+, solo nuovi giocatori, si applicano i termini.',
        no: 'Fordelt på dine fire første innskudd. 18+, kun nye spillere, vilkår gjelder.',
        'fr-CA':
          'Réparti sur vos quatre premiers dépôts. 18+, nouveaux joueurs seulement, conditions applicables.',
      },
    },
    variables: { bonus: perCurrency(150_000) },
    gradient: { left: '#2B1055', leftCenter: '#4B2BBF', rightCenter: '#7A3FE0', right: '#D53369' },
    labels: [
      {
        title: { en: 'Welcome', de: 'Willkommen', it: 'Benvenuto', no: 'Velkommen', 'fr-CA': 'Bienvenue' },
        type: 'promo',
        theme: 'gold',
        dot: false,
      },
    ],
    button: {
      name: {
        en: 'Join now',
        de: 'Jetzt beitreten',
        it: 'Iscriviti ora',
        no: 'Bli med nå',
        'fr-CA': 'Inscrivez-vous',
      },
      url: '/sign-up',
    },
    image: asset('banner-welcome.svg'),
    order: { 'slider-index-top': 1 },
    logged: false,
    groupIds: [],
    size: 'big',
  }
  const race: StoredBanner = {
    id: 'weekly-pokies-race',
    categories: ['slider-index-top'],
    title: {
      text: {
        en: 'Weekly Pokies Race: {prize} prize pool',
        de: 'Wöchentliches Slot-Rennen: {prize} Preispool',
        it: 'Corsa settimanale alle slot: montepremi di {prize}',
        no: 'Ukentlig spilleautomatløp: premiepott på {prize}',
        'fr-CA': 'Course hebdomadaire aux machines à sous : cagnotte de {prize}',
      },
    },
    description: {
      text: {
        en: 'Every spin from {minBet} earns points. Top 50 players share the pot.',
        de: 'Jeder Spin ab {minBet} bringt Punkte. Die besten 50 teilen sich den Pool.',
        it: 'Ogni giro da {minBet} vale punti. I primi 50 si dividono il montepremi.',
        no: 'Hvert spinn fra {minBet} gir poeng. De 50 beste deler potten.',
        'fr-CA': 'Chaque tour dès {minBet} rapporte des points. Les 50 meilleurs se partagent la cagnotte.',
      },
    },
    variables: { prize: perCurrency(1_000_000), minBet: perCurrency(50) },
    gradient: { left: '#0F2027', leftCenter: '#203A43', rightCenter: '#2C5364', right: '#F7C23B' },
    labels: [
      {
        title: { en: 'Live', de: 'Live', it: 'In corso', no: 'Pågår', 'fr-CA': 'En cours' },
        type: 'status',
        theme: 'green',
        dot: true,
      },
    ],
    button: {
      name: { en: 'Take part', de: 'Mitmachen', it: 'Partecipa', no: 'Delta', 'fr-CA': 'Participer' },
      url: '/tournaments/weekly-pokies-race',
      type: 'tournaments',
      frontendIdentifier: 'weekly-pokies-race',
    },
    image: asset('banner-tournament.svg'),
    timer: { start_at: raceStart.toISOString(), end_at: raceEnd.toISOString() },
    order: { 'slider-index-top': 2 },
    groupIds: [],
    size: 'big',
    liveTime: { from: liveTime(raceStart), to: liveTime(raceEnd) },
  }
  const crypto: StoredBanner = {
    id: 'crypto-deposits',
    categories: ['slider-index-top'],
    title: {
      text: {
        en: 'Deposit with crypto in minutes',
        de: 'In Minuten mit Krypto einzahlen',
        it: 'Deposita in criptovalute in pochi minuti',
        no: 'Sett inn med krypto på minutter',
        'fr-CA': 'Déposez en cryptomonnaie en quelques minutes',
      },
    },
    description: {
      text: {
        en: 'BTC, ETH, LTC, DOGE and USDT. No fees from us, withdrawals processed fast.',
        de: 'BTC, ETH, LTC, DOGE und USDT. Keine Gebühren von uns, schnelle Auszahlungen.',
        it: 'BTC, ETH, LTC, DOGE e USDT. Nessuna commissione da parte nostra, prelievi rapidi.',
        no: 'BTC, ETH, LTC, DOGE og USDT. Ingen gebyrer fra oss, raske uttak.',
        'fr-CA': 'BTC, ETH, LTC, DOGE et USDT. Aucuns frais de notre part, retraits rapides.',
      },
    },
    variables: {},
    gradient: { left: '#1A1230', leftCenter: '#3A2C6B', rightCenter: '#E2761B', right: '#FFC25C' },
    labels: [],
    button: {
      name: {
        en: 'Learn more',
        de: 'Mehr erfahren',
        it: 'Scopri di più',
        no: 'Les mer',
        'fr-CA': 'En savoir plus',
      },
      url: '/benefits-of-crypto',
    },
    secondButton: {
      name: {
        en: 'How it works',
        de: 'So funktioniert’s',
        it: 'Come funziona',
        no: 'Slik fungerer det',
        'fr-CA': 'Comment ça marche',
      },
      popup: {
        title: {
          en: 'Crypto deposits',
          de: 'Krypto-Einzahlungen',
          it: 'Depositi in cripto',
          no: 'Kryptoinnskudd',
          'fr-CA': 'Dépôts en cryptomonnaie',
        },
        secondTitle: {
          en: 'Three steps',
          de: 'Drei Schritte',
          it: 'Tre passaggi',
          no: 'Tre steg',
          'fr-CA': 'Trois étapes',
        },
        desc: {
          en: 'Choose a coin in the cashbox, copy your personal address, send from your wallet. Your balance updates after network confirmation.',
          de: 'Wähle in der Kasse eine Münze, kopiere deine persönliche Adresse und sende aus deiner Wallet. Dein Guthaben wird nach der Netzwerkbestätigung gutgeschrieben.',
          it: 'Scegli una moneta in cassa, copia il tuo indirizzo personale e invia dal tuo wallet. Il saldo si aggiorna dopo la conferma della rete.',
          no: 'Velg en mynt i kassen, kopier din personlige adresse og send fra lommeboken din. Saldoen oppdateres etter bekreftelse i nettverket.',
          'fr-CA':
            'Choisissez une cryptomonnaie dans la caisse, copiez votre adresse personnelle et envoyez depuis votre portefeuille. Votre solde est crédité après confirmation du réseau.',
        },
      },
    },
    image: asset('banner-crypto.svg'),
    order: { 'slider-index-top': 3 },
    groupIds: [],
    size: 'big',
  }
  const vipReload: StoredBanner = {
    id: 'vip-reload',
    categories: ['slider-index-top'],
    title: {
      text: {
        en: 'VIP reload: 50% up to {max}',
        de: 'VIP-Reload: 50 % bis zu {max}',
        it: 'Ricarica VIP: 50% fino a {max}',
        no: 'VIP-reload: 50 % opptil {max}',
        'fr-CA': 'Recharge VIP : 50 % jusqu’à {max}',
      },
    },
    description: {
      text: {
        en: 'Your weekly thank-you. Wagering x25, valid for 7 days.',
        de: 'Dein wöchentliches Dankeschön. Umsatz x25, 7 Tage gültig.',
        it: 'Il tuo grazie settimanale. Puntata x25, valido 7 giorni.',
        no: 'Din ukentlige takk. Omsetning x25, gyldig i 7 dager.',
        'fr-CA': 'Notre merci hebdomadaire. Mise x25, valable 7 jours.',
      },
    },
    variables: { max: perCurrency(50_000) },
    gradient: { left: '#141E30', leftCenter: '#243B55', rightCenter: '#8E6E53', right: '#E0C097' },
    labels: [{ title: { en: 'VIP' }, type: 'promo', theme: 'vip', dot: false }],
    button: {
      name: { en: 'Claim', de: 'Holen', it: 'Riscatta', no: 'Hent', 'fr-CA': 'Réclamer' },
      url: '/profile/gifts',
    },
    image: asset('banner-jackpot.svg'),
    order: { 'slider-index-top': 4 },
    logged: true,
    groupIds: VIP_TOP,
    size: 'big',
  }
  const jackpots: StoredBanner = {
    id: 'mystic-jackpots',
    categories: ['index-top-jackpots'],
    title: {
      text: {
        en: 'Mystic jackpots drop daily',
        de: 'Mystische Jackpots fallen täglich',
        it: 'I jackpot mistici cadono ogni giorno',
        no: 'Mystiske jackpotter faller daglig',
        'fr-CA': 'Des jackpots mystiques tombent chaque jour',
      },
    },
    description: {
      text: {
        en: 'Three levels, one of them must drop before midnight.',
        de: 'Drei Stufen, eine davon fällt vor Mitternacht.',
        it: 'Tre livelli, uno cade prima di mezzanotte.',
        no: 'Tre nivåer, ett av dem faller før midnatt.',
        'fr-CA': 'Trois niveaux, l’un d’eux tombe avant minuit.',
      },
    },
    variables: {},
    gradient: { left: '#1A1230', leftCenter: '#2D1B69', rightCenter: '#5B2A86', right: '#FF4F8B' },
    labels: [],
    button: {
      name: { en: 'Play now', de: 'Jetzt spielen', it: 'Gioca ora', no: 'Spill nå', 'fr-CA': 'Jouer' },
      url: '/mystic-jackpots',
    },
    image: asset('banner-jackpot.svg'),
    order: { 'index-top-jackpots': 1 },
    groupIds: [],
    size: 'small',
  }
  return { banners: [welcome, race, crypto, vipReload, jackpots] }
}

export const WHEEL_CONFIG: WheelConfig = {
  wheels: [
    {
      id: 'rocketmart-wheel',
      path: '/rocketmart-wheel',
      title: 'Rocket Wheel',
      lootboxGroupKeys: ['wheel', 'manual_wheel'],
      groupIds: [],
      spinDurationMs: 6000,
    },
    {
      id: 'vip-wheel',
      path: '/croupier-wheel',
      title: 'VIP Wheel',
      lootboxGroupKeys: ['wheel_vip', 'manual_wheel_vip'],
      groupIds: VIP_TOP,
      spinDurationMs: 7000,
    },
  ],
}

const FS_GAME = 'pragmaticplay:gates-of-olympus'
const fs = (id: string, count: number, weight: number, color: string): WheelSegment => ({
  id,
  type: 'freespins',
  label: `${count} FS`,
  freespinsCount: count,
  game: FS_GAME,
  wager: 30,
  maxWin: perCurrency(100_000),
  weight,
  color,
})
const bonus = (id: string, eurCents: number, weight: number, color: string): WheelSegment => ({
  id,
  type: 'bonus',
  label: `€${eurCents / 100}`,
  amount: perCurrency(eurCents),
  wager: 3,
  weight,
  color,
})

// spec 2 §9: 10/20/50 FS weighted 4000/4000/2000 (each shown twice, weights halved); bonuses of
// 1500 and 10000 EUR cents with wager 3; lootbox weights 5000, 2000, 1400, 820, 470, 50, 10.
export const WHEEL_SEGMENTS: WheelConfigSegments = {
  wheels: {
    'rocketmart-wheel': [
      fs('fs10-a', 10, 2000, '#4B2BBF'),
      fs('fs20-a', 20, 2000, '#E0940F'),
      fs('fs50-a', 50, 1000, '#D53369'),
      fs('fs10-b', 10, 2000, '#4B2BBF'),
      fs('fs20-b', 20, 2000, '#E0940F'),
      fs('fs50-b', 50, 1000, '#D53369'),
    ],
    'vip-wheel': [
      fs('fs10', 10, 5000, '#4B2BBF'),
      fs('fs20', 20, 2000, '#2F80ED'),
      bonus('bonus15', 1500, 1400, '#1B9E77'),
      fs('fs50', 50, 820, '#E0940F'),
      fs('fs100', 100, 470, '#D53369'),
      bonus('bonus100', 10000, 50, '#F7C23B'),
      bonus('bonus1000', 100_000, 10, '#FFFFFF'),
    ],
  },
}

export function vipAdventures(now: Date): VipAdventures {
  // Starts on the Monday of the first seed's week, 7 days plus an extra (superb) day.
  const today = startOfUtcDay(now)
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS)
  const total = 7
  const days: AdventureDay[] = Array.from({ length: total + 1 }, (_, index) => {
    const day = index + 1
    const isExtra = day > total
    const date = new Date(monday.getTime() + index * DAY_MS)
    const freeSpinDay = day % 2 === 1
    const minDep = perCurrency(isExtra ? 10_000 : 2000 + index * 1000)
    return {
      day,
      title: `${isExtra ? 'Bonus day' : `Day ${day}`}__${Math.min(day, total)}/${total}__${ddmmyyyy(date)}`,
      step: Math.min(day, total),
      stepTotal: total,
      isExtra,
      prize: freeSpinDay
        ? { fs: { count: 20 + index * 10, game: FS_GAME, wager: 30 } }
        : { bonus: { amount: perCurrency(isExtra ? 10_000 : 1500 + index * 500), wager: 3 } },
      condition: { minDep, wager: 0, periodActivationDays: 1 },
      variables: { minDep },
    }
  })
  return {
    adventures: [
      {
        id: 'croupier-adventure',
        title: 'Croupier Adventure',
        startAt: monday.toISOString(),
        groupIds: [790, ...VIP_TOP],
        prizeTableGroupId: 791,
        days,
      },
    ],
  }
}

export const ADDITIONAL_GIFTS: { gifts: AdditionalGift[] } = {
  gifts: [
    {
      id: 'welcome-pack',
      type: 'deposit',
      title: {
        en: 'Welcome pack',
        de: 'Willkommenspaket',
        it: 'Pacchetto di benvenuto',
        no: 'Velkomstpakke',
        'fr-CA': 'Forfait de bienvenue',
      },
      description: {
        en: 'Up to €1,500 and 150 free spins over your first four deposits.',
        de: 'Bis zu 1.500 € und 150 Freispiele auf deine ersten vier Einzahlungen.',
        it: 'Fino a 1.500 € e 150 giri gratis sui primi quattro depositi.',
        no: 'Opptil 1 500 € og 150 gratisspinn på dine fire første innskudd.',
        'fr-CA': 'Jusqu’à 1 500 € et 150 tours gratuits sur vos quatre premiers dépôts.',
      },
      image: asset('gift-welcome-pack.svg'),
      groupIds: [131811],
      stags: ['131811'],
      to: '/deposit-bonus',
    },
    {
      id: 'vip-weekly-cashback',
      type: 'gift',
      title: {
        en: 'Weekly VIP cashback',
        de: 'Wöchentliches VIP-Cashback',
        it: 'Cashback VIP settimanale',
        no: 'Ukentlig VIP-cashback',
        'fr-CA': 'Remise VIP hebdomadaire',
      },
      description: {
        en: '15% of last week’s net losses, credited every Monday with no wagering.',
        de: '15 % der Nettoverluste der Vorwoche, jeden Montag ohne Umsatzbedingungen gutgeschrieben.',
        it: '15% delle perdite nette della settimana scorsa, accreditato ogni lunedì senza requisiti di puntata.',
        no: '15 % av forrige ukes nettotap, utbetalt hver mandag uten omsetningskrav.',
        'fr-CA': '15 % des pertes nettes de la semaine dernière, crédité chaque lundi sans exigence de mise.',
      },
      image: asset('gift-welcome-pack.svg'),
      groupIds: VIP_TOP,
      stags: [],
      to: '/profile/gifts',
    },
  ],
}

export const MODIFY_GIFTS_CONFIG: ModifyGiftsConfig = {
  gifts: [
    { groupKey: 'rocket_lite', label: 'LITE', order: 1 },
    { groupKey: 'rocket_pro', label: 'PRO', order: 2 },
    { groupKey: 'rocket_max', label: 'MAX', order: 3 },
  ],
  ignoredNoticeTournaments: ['rocket-wheel', 'rocket-chance'],
}

export const DISABLED_BONUSES: DisabledBonuses = { groupKeys: ['legacy_welcome_2023', 'cashback_beta'] }

export const EXCLUDED_PROMO_STAGS: ExcludedPromoStags = { stags: ['99001_noncasino', '99002_sportsonly'] }

export const MAIN_WIDGET_CONFIG: MainWidgetConfig = {
  widgets: [
    { type: 'rocketMart', enabled: true, order: 1 },
    { type: 'adventures', enabled: true, order: 2 },
    { type: 'lootBox', enabled: true, order: 3 },
    { type: 'quest', enabled: true, order: 4 },
    { type: 'activityHub', enabled: true, order: 5 },
  ],
}

/** Off: the leaderboard page (testers still see it, spec 2 §6). */
export const MANAGE_PROMOTION_PAGES: ManagePromotionPages = {
  pages: {
    'rocket-mart': true,
    'rocket-chance': true,
    lotteries: true,
    tournaments: true,
    achievements: true,
    quests: true,
    'aquanova-odyssey': true,
    'mystic-jackpots': true,
    'croupier-vipclub': true,
    'croupier-adventure': true,
    'rocketmart-wheel': true,
    leaderboard: false,
  },
}
