// The one route table both apps read (ARCHITECTURE.md): every named page of spec 1 §2 and spec 2 §2.1
// with its path (React Router syntax, `:param`, `:param?` optional) and its guard. `path: null`
// where the specs name a route without showing its path. Pure data: safe in the browser bundle.
import type { RouteGuard } from '@croupier/rules/routing'
import { AUTH_ROUTES } from './auth-routes.ts'
import type { RouteEntry } from './route-entry.ts'

export type { RouteEntry }

const page = (path: string | null, guard: RouteGuard = 'none', aliases?: readonly string[]): RouteEntry =>
  aliases ? { path, guard, aliases } : { path, guard }

export const ROUTES = {
  // spec 1 §2: the layout with header and footer every page below renders in; it has no path of its own.
  mainLayout: page(null),
  main: page('/'),
  // spec 2 §2.1: /categories counts as lobby.
  categoriesLobby: page('/categories'),

  // Category pages (spec 1 §2 games, pokies all, pokies, live all, table, by page; spec 2 §2.1).
  categoryGames: page('/games/:id'),
  categoryPokiesAll: page('/pokies/all'),
  categoryPokies: page('/pokies/:slug'),
  categoryLiveAll: page('/live/all'),
  categoryLive: page('/live/:slug'),
  // Rewritten to /pokies/{slug} for canonical links (spec 1 §2).
  category: page('/categories/:slug'),
  categoryTable: page(null),
  categoryByPage: page(null),
  favouriteGames: page('/favorite-games'),
  providerGames: page('/producers/:slug'),
  providerGamesByPage: page('/producers/:slug/:page'),
  // Game page; restricted-region guests are blocked by the geo rules, not by a guard (spec 1 §2).
  gameItem: page('/play/:producer/:name', 'none', ['/play']),

  // Promotions, tournaments and quests (spec 1 §2, spec 2 §2.1).
  action: page(null),
  questPage: page('/action/:slug?'),
  quests: page('/quests'),
  arena: page('/arena'),
  promoPage: page('/promo'),
  promotions: page('/promotions'),
  achievements: page(null),
  tournaments: page('/tournaments'),
  tournamentsAll: page(null),
  tournamentsProducers: page(null),
  tournamentsLottery: page(null),
  tournamentsLive: page(null),
  tournamentsAchievements: page(null),
  tournamentsAction: page(null),
  tournamentsArchive: page(null),
  tournamentPage: page('/tournaments/:slug'),
  lotteryPage: page('/lottery/:slug'),
  leaderboard: page('/leaderboard'),
  // One of the player's bonuses with its terms (issue #12), under the gifts tab.
  singleBonusPage: page('/profile/gifts/:id', 'auth'),
  newsList: page(null),
  newsPage: page(null),
  activityHub: page('/aquanova-odyssey'),
  chancePage: page('/rocket-chance'),
  benefitCrypto: page('/benefits-of-crypto'),

  // Loyalty (spec 2 §2.1): the shop is "rocket mart"; wheel, VIP club and adventure use a {product} prefix.
  // The exchange is the shop's main page; its tabs are pages of their own (ADR 040).
  compPointsShop: page('/rocket-mart'),
  compPointsExchange: page(null),
  compPointsDiscounts: page('/rocket-mart/discounts'),
  compPointsMoney: page('/rocket-mart/money'),
  compPointsSpecial: page('/rocket-mart/special'),
  compPointsFreeSpins: page('/rocket-mart/freespins'),
  // Where the shop sends players while the operator's maintenance switch is on (ADR 040).
  maintenance: page('/maintenance'),
  spinWheel: page('/rocketmart-wheel'),
  // The {product}-wheel page: the wheel of config wheel-config whose path it is (ADR 040).
  spinWheelSegments: page('/croupier-wheel'),
  vipPage: page(null),
  vipClub: page('/croupier-vipclub'),
  // The {product}-adventure calendar: testers and the adventure's groups (ADR 040).
  adventureCalendar: page('/croupier-adventure', 'auth'),

  // Profile (spec 1 §2): login required; children main, level, gifts, verification, limits, security, games-history.
  profile: page('/profile', 'auth', ['/users']),
  profileMain: page('/profile/main', 'auth'),
  profileLevels: page('/profile/level', 'auth'),
  profileGifts: page('/profile/gifts', 'auth'),
  profileVerification: page('/profile/verification', 'auth'),
  profileLimits: page('/profile/limits', 'auth'),
  profileSecurity: page('/profile/security', 'auth'),
  profileGamesHistory: page('/profile/games-history', 'auth'),
  profilePromocode: page(null, 'auth'),
  userLimitConfirm: page('/profile/limits/confirm'),
  accountsHistory: page('/accounts/history'),

  // Authentication popups (spec 1 §2).
  ...AUTH_ROUTES,
  emailVerify: page('/email-verify'),
  emailConfirmation: page('/confirmation', 'none', ['/profile/confirmation']),
  namedPopup: page(null),

  // Cashbox dialogs (spec 1 §2): login required.
  cashbox: page('/cashbox', 'auth'),
  cashboxDashboard: page('/dashboard', 'auth'),
  cashboxDeposit: page('/deposit', 'auth', ['/accounts/:id/deposit']),
  cashboxDepositBonus: page('/deposit-bonus', 'auth'),
  cashboxWithdraw: page('/withdraw', 'auth'),
  cashboxOneClickDeposit: page('/deposit-fast', 'auth'),

  // Other pages.
  // Path not shown in the spec; ours (ADR 016).
  paymentsPage: page('/payments'),
  support: page('/support'),
  oops: page('/oops'),
  ffc: page('/ffc'),
  // The splat: a static CMS page at /{slug} (its routeName, spec 2 §3), else the not-found page.
  staticPage: page(null),
  notFound: page(null),

  // Betting (spec 1 §2): /sport/{param?}; registration and login are guest-only.
  bettingMain: page('/sport/:param?'),
  bettingRegistration: page('/sport/registration', 'guest'),
  bettingLogin: page('/sport/login', 'guest'),
} as const satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof ROUTES

/** Fills `:name` and `:name?` segments; optional segments without a value are dropped. */
export function routeHref(name: RouteName, params: Record<string, string | number> = {}): string {
  const path = ROUTES[name].path
  if (path === null) throw new Error(`Route ${name} has no path`)
  const filled = path
    .split('/')
    .map((segment) => {
      const match = /^:([A-Za-z_]+)(\?)?$/.exec(segment)
      if (!match) return segment
      const value = params[match[1] as string]
      if (value === undefined) {
        if (match[2]) return null
        throw new Error(`Missing path parameter ${match[1]} for ${name}`)
      }
      return encodeURIComponent(String(value))
    })
    .filter((segment) => segment !== null)
    .join('/')
  return filled === '' ? '/' : filled
}
