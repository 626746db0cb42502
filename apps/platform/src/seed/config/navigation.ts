// Chrome and cashbox documents: menu, logo, provider blocks, referrer stags, survey, currency
// amounts, VIP managers.
import type { CurrencyConfig } from '@croupier/contract/config/get-currency-config'
import type { LogoConfig } from '@croupier/contract/config/get-logo-config'
import { LOGO_ASSET_PATHS } from '@croupier/contract/config/get-logo-config'
import type { MenuCategoriesGames } from '@croupier/contract/config/get-menu-categories-games'
import type { ProvidersConfig } from '@croupier/contract/config/get-providers-config'
import type { StagByReferrerName } from '@croupier/contract/config/get-stag-by-referrer-name'
import type { SurveyConfig } from '@croupier/contract/config/get-survey-config'
import { BRAND_ASSETS_PATH } from '@croupier/contract/routes'
import { LOCALES } from '@croupier/rules/locale'
import type { z } from 'zod'
import type { StoredManagersSchema } from '../../modules/config/config.documents.ts'
import { VIP_GROUP_IDS } from '../player-groups.ts'
import { VIP_TOP } from './promo-shared.ts'

/** Bumped when an asset file changes, so the long-cached URL changes with it. */
export const ASSET_VERSION = 'v=1'
export const asset = (name: string) => `${BRAND_ASSETS_PATH}/${name}?${ASSET_VERSION}`

export const LOGO_CONFIG: LogoConfig = {
  logoUrl: {
    full: `${LOGO_ASSET_PATHS.full}?${ASSET_VERSION}`,
    mobile: `${LOGO_ASSET_PATHS.mobile}?${ASSET_VERSION}`,
  },
  alt: 'Croupier',
}

// routeName is the key of ROUTES in @croupier/contract/route-table where one exists.
// spec 2 §2.2: lobby (hidden when sports shows), pokies, live, sports, activity hub, rocket mart,
// rocket chance (page switch), tournaments, mystic jackpots (flag), achievements, VIP club. A
// pageSlug ties an item to its page config switch (spec 2 §6); the client also hides items whose
// page it has not built (ADR 024).
export const MENU: MenuCategoriesGames = {
  items: [
    {
      id: 'lobby',
      title: 'menu.lobby',
      routeName: 'main',
      to: '/',
      externalUrl: false,
      icon: 'lobby',
      hideWhenSports: true,
    },
    {
      id: 'pokies',
      title: 'menu.pokies',
      routeName: 'categoryPokiesAll',
      to: '/pokies/all',
      externalUrl: false,
      icon: 'pokies',
    },
    {
      id: 'live',
      title: 'menu.live',
      routeName: 'categoryLiveAll',
      to: '/live/all',
      externalUrl: false,
      icon: 'live',
    },
    {
      id: 'sports',
      title: 'menu.sports',
      routeName: 'bettingMain',
      to: '/sport',
      externalUrl: true,
      icon: 'sports',
    },
    {
      id: 'activity-hub',
      title: 'menu.activityHub',
      routeName: 'activityHub',
      to: '/aquanova-odyssey',
      externalUrl: false,
      icon: 'activity-hub',
      pageSlug: 'aquanova-odyssey',
      badge: { background: '#2F80ED', color: '#FFFFFF', text: 'menu.badges.new' },
    },
    {
      id: 'rocket-mart',
      title: 'menu.rocketMart',
      routeName: 'compPointsShop',
      to: '/rocket-mart',
      externalUrl: false,
      icon: 'rocket-mart',
      pageSlug: 'rocket-mart',
      // ADR 040: the shop shows while comp points are on (the brand's default; /ffc may turn them off).
      featureFlag: 'compPoints',
    },
    {
      id: 'rocket-chance',
      title: 'menu.rocketChance',
      routeName: 'chancePage',
      to: '/rocket-chance',
      externalUrl: false,
      icon: 'rocket-chance',
      pageSlug: 'rocket-chance',
      badge: { background: '#FF4F8B', color: '#FFFFFF', text: 'menu.badges.hot' },
    },
    {
      id: 'tournaments',
      title: 'menu.tournaments',
      routeName: 'tournaments',
      to: '/tournaments',
      externalUrl: false,
      icon: 'tournaments',
      counter: 'tournaments',
      pageSlug: 'tournaments',
    },
    {
      id: 'mystic-jackpots',
      title: 'menu.mysticJackpots',
      routeName: 'mysticJackpots',
      to: '/mystic-jackpots',
      externalUrl: false,
      icon: 'mystic-jackpots',
      featureFlag: 'mysticJackpots',
      pageSlug: 'mystic-jackpots',
    },
    {
      id: 'achievements',
      title: 'menu.achievements',
      routeName: 'achievements',
      to: '/achievements',
      externalUrl: false,
      icon: 'achievements',
      pageSlug: 'achievements',
    },
    {
      id: 'vip-club',
      title: 'menu.vipClub',
      routeName: 'vipClub',
      to: '/croupier-vipclub',
      externalUrl: false,
      icon: 'vip-club',
      pageSlug: 'croupier-vipclub',
    },
    {
      id: 'adventure',
      title: 'adventure.menu',
      routeName: 'adventureCalendar',
      to: '/croupier-adventure',
      externalUrl: false,
      icon: 'adventure',
      pageSlug: 'croupier-adventure',
      // The adventure's own groups (config vip-adventures); testers see it too (spec 2 §4, §6).
      groupIds: [790, ...VIP_TOP],
    },
  ],
}

/** Blocks by provider slug: 'all' = everywhere, a list = those countries (spec 1 §6). */
export const PROVIDERS_CONFIG: ProvidersConfig = {
  providers: {
    netent: ['AU', 'US', 'GB'],
    evolution: ['AU', 'US'],
    pragmaticplay: ['GB', 'US'],
    playngo: ['AU', 'US', 'ES'],
    nolimit: ['AU'],
    hacksaw: ['US'],
    redtiger: ['AU', 'US', 'GB'],
    // Contract ended: hidden everywhere until games are removed from the catalogue.
    betsoft: 'all',
  },
}

export const STAG_BY_REFERRER_NAME: StagByReferrerName = {
  google: '241_organic_google',
  bing: '241_organic_bing',
  duckduckgo: '241_organic_ddg',
  'casinoguru.example': '88412_review',
  'askgamblers.example': '90210_review',
  'reddit.com': '77001_social',
  't.me': '77002_telegram',
}

export const SURVEY_CONFIG: SurveyConfig = {
  enabled: true,
  provider: 'local',
  surveyId: 'nps-2025-q4',
  scriptUrl: null,
  groupIds: [],
  excludedGroupIds: [100],
  locales: LOCALES.filter((locale) => locale !== 'en-KW'),
  blockingModals: [
    'cashbox',
    'deposit',
    'withdraw',
    'one-click-deposit',
    'sign-in',
    'sign-up',
    'personal-info',
    'limits',
  ],
}

/** Minor units of each currency; "deposit default first amount 50" (spec 1 §9) for 2-decimal fiat. */
export const CURRENCY_CONFIG: CurrencyConfig = {
  defaultCurrency: 'EUR',
  currencies: {
    EUR: {
      depositAmounts: [2000, 5000, 10000, 20000, 50000],
      firstDepositAmount: 5000,
      minDeposit: 1000,
      maxDeposit: 1_000_000,
      minWithdrawal: 2000,
    },
    USD: {
      depositAmounts: [2000, 5000, 10000, 20000, 50000],
      firstDepositAmount: 5000,
      minDeposit: 1000,
      maxDeposit: 1_000_000,
      minWithdrawal: 2000,
    },
    AUD: {
      depositAmounts: [3000, 5000, 10000, 25000, 50000],
      firstDepositAmount: 5000,
      minDeposit: 1500,
      maxDeposit: 1_500_000,
      minWithdrawal: 3000,
    },
    CAD: {
      depositAmounts: [3000, 5000, 10000, 25000, 50000],
      firstDepositAmount: 5000,
      minDeposit: 1500,
      maxDeposit: 1_500_000,
      minWithdrawal: 3000,
    },
    NZD: {
      depositAmounts: [3000, 5000, 10000, 25000, 50000],
      firstDepositAmount: 5000,
      minDeposit: 1500,
      maxDeposit: 1_500_000,
      minWithdrawal: 3000,
    },
    BRL: {
      depositAmounts: [5000, 10000, 25000, 50000, 100000],
      firstDepositAmount: 5000,
      minDeposit: 3000,
      maxDeposit: 5_000_000,
      minWithdrawal: 5000,
    },
    NOK: {
      depositAmounts: [20000, 50000, 100000, 200000, 500000],
      firstDepositAmount: 50000,
      minDeposit: 10000,
      maxDeposit: 10_000_000,
      minWithdrawal: 20000,
    },
    JPY: {
      depositAmounts: [2000, 5000, 10000, 30000, 50000],
      firstDepositAmount: 5000,
      minDeposit: 1500,
      maxDeposit: 1_500_000,
      minWithdrawal: 3000,
    },
    KZT: {
      depositAmounts: [500000, 1000000, 2500000, 5000000],
      firstDepositAmount: 2500000,
      minDeposit: 500000,
      maxDeposit: 500_000_000,
      minWithdrawal: 1000000,
    },
    // spec 2 §9: BTC min 0.0001, max withdrawal 0.4; USDT min 20, withdrawal 25 to 4000; LTC 60; ETH 12; DOGE 1 600 000.
    BTC: {
      depositAmounts: [100_000, 250_000, 500_000, 1_000_000],
      firstDepositAmount: 250_000,
      minDeposit: 10_000,
      maxDeposit: 40_000_000,
      minWithdrawal: 20_000,
    },
    ETH: {
      depositAmounts: [10_000_000, 50_000_000, 100_000_000, 250_000_000],
      firstDepositAmount: 50_000_000,
      minDeposit: 5_000_000,
      maxDeposit: 12_000_000_000,
      minWithdrawal: 10_000_000,
    },
    LTC: {
      depositAmounts: [10_000_000, 50_000_000, 100_000_000, 500_000_000],
      firstDepositAmount: 50_000_000,
      minDeposit: 1_000_000,
      maxDeposit: 6_000_000_000,
      minWithdrawal: 5_000_000,
    },
    BCH: {
      depositAmounts: [5_000_000, 10_000_000, 50_000_000, 100_000_000],
      firstDepositAmount: 10_000_000,
      minDeposit: 1_000_000,
      maxDeposit: 5_000_000_000,
      minWithdrawal: 2_000_000,
    },
    DOG: {
      depositAmounts: [10_000_000_000, 50_000_000_000, 100_000_000_000, 500_000_000_000],
      firstDepositAmount: 50_000_000_000,
      minDeposit: 5_000_000_000,
      maxDeposit: 160_000_000_000_000,
      minWithdrawal: 10_000_000_000,
    },
    USDT: {
      depositAmounts: [20_000_000, 50_000_000, 100_000_000, 250_000_000],
      firstDepositAmount: 50_000_000,
      minDeposit: 20_000_000,
      maxDeposit: 4_000_000_000,
      minWithdrawal: 25_000_000,
    },
  },
}

export const MANAGERS: z.infer<typeof StoredManagersSchema> = {
  managers: [
    {
      groupIds: [VIP_GROUP_IDS.diamond, VIP_GROUP_IDS.platinum],
      managerName: 'Ava Martin',
      avatar: asset('manager-ava.svg'),
      time: 'Mon–Fri 09:00–21:00 CET',
      whatsAppLink: 'https://wa.me/35699000101',
      telegramLink: 'https://t.me/croupier_ava',
      email: 'ava.martin@croupier.example',
    },
    {
      groupIds: [VIP_GROUP_IDS.gold],
      managerName: 'Liam Kovač',
      avatar: asset('manager-liam.svg'),
      time: 'Mon–Sat 10:00–22:00 CET',
      whatsAppLink: 'https://wa.me/35699000102',
      telegramLink: 'https://t.me/croupier_liam',
      email: 'liam.kovac@croupier.example',
    },
    {
      groupIds: [VIP_GROUP_IDS.silver, VIP_GROUP_IDS.bronze, 957],
      managerName: 'Sofia Rossi',
      avatar: asset('manager-sofia.svg'),
      time: 'Every day 12:00–00:00 CET',
      whatsAppLink: 'https://wa.me/35699000103',
      telegramLink: 'https://t.me/croupier_sofia',
      email: 'sofia.rossi@croupier.example',
    },
  ],
}
