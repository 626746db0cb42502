// Promotion documents: wheels, the adventure calendar, gifts and page switches. Dates are
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
import { asset } from './navigation.ts'
import { DAY_MS, ddmmyyyy, english, perCurrency, startOfUtcDay, VIP_TOP } from './promo-shared.ts'

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
    {
      // The Rocket Chance wheel tournament's wheel (ADR 041): its spins come from play after joining.
      id: 'rocket-chance',
      path: '/rocket-chance',
      title: 'Rocket Chance',
      lootboxGroupKeys: ['wheel_chance'],
      groupIds: [],
      spinDurationMs: 6000,
    },
  ],
}

// A seeded slot free spins play on (bonus-terms.ts FREESPIN_GAMES), as spec 2 §3's producer:game.
const FS_GAME = 'playngo:tomb-of-the-pharaoh-ii'
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
    'rocket-chance': [
      fs('fs5', 5, 4000, '#4B2BBF'),
      bonus('bonus2', 200, 3000, '#1B9E77'),
      fs('fs15', 15, 2000, '#2F80ED'),
      bonus('bonus10', 1000, 800, '#E0940F'),
      fs('fs50', 50, 190, '#D53369'),
      bonus('bonus100', 10000, 10, '#F7C23B'),
    ],
  },
}

/** A seeded slot (the adventure's free spins must land on a game the catalogue has). */
const ADVENTURE_FS_GAME = 'playngo:tomb-of-the-pharaoh-ii'

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
        ? { fs: { count: 20 + index * 10, game: ADVENTURE_FS_GAME, wager: 30 } }
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
        ...english('Welcome pack'),
        de: 'Willkommenspaket',
        it: 'Pacchetto di benvenuto',
        no: 'Velkomstpakke',
        'fr-CA': 'Forfait de bienvenue',
      },
      description: {
        ...english('Up to €1,500 and 150 free spins over your first four deposits.'),
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
        ...english('Weekly VIP cashback'),
        de: 'Wöchentliches VIP-Cashback',
        it: 'Cashback VIP settimanale',
        no: 'Ukentlig VIP-cashback',
        'fr-CA': 'Remise VIP hebdomadaire',
      },
      description: {
        ...english('15% of last week’s net losses, credited every Monday with no wagering.'),
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
    // ADR 040: the operator's maintenance switch for the shop (on: the shop sends to /maintenance).
    'rocket-mart-maintenance': false,
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
