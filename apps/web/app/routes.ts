// The route tree: the same pages for the default locale (no prefix) and under every other locale's
// prefix (/de, /en-AU…; spec 1 §1). Route ids are `<name>` for the default locale and
// `<locale>/<name>` otherwise (see lib/route-ids.ts). The static-page splat sits last in each tree:
// a CMS page by path, else the not-found page (spec 1 §2, spec 2 §2.1). Lazy route discovery
// (react-router.config.ts) keeps the initial manifest to the routes of the current URL.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@croupier/rules/locale'
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'
import { ROUTE_NAMES, routeId } from './lib/route-ids'

function localeTree(locale: Locale): RouteConfigEntry {
  const id = (name: string) => ({ id: routeId(locale, name) })
  const pages = [
    index('routes/lobby.tsx', id(ROUTE_NAMES.main)),
    // spec 2 §2.1: /categories also counts as lobby.
    route('categories', 'routes/lobby.tsx', id(ROUTE_NAMES.categoriesLobby)),
    // Catalogue (spec 1 §2 game categories, spec 2 §2.1); ids after the contract's route table.
    route('pokies/all', 'routes/category.tsx', id('category-pokies-all')),
    route('pokies/:slug', 'routes/category.tsx', id('category-pokies')),
    route('live/all', 'routes/category.tsx', id('category-live-all')),
    route('live/:slug', 'routes/category.tsx', id('category-live')),
    route('categories/:slug', 'routes/category.tsx', id('category-categories')),
    route('games/:id', 'routes/category.tsx', id('category-games')),
    route('producers/:slug', 'routes/producer.tsx', id('provider-games')),
    route('producers/:slug/:page', 'routes/producer.tsx', id('provider-games-by-page')),
    route('favorite-games', 'routes/favorite-games.tsx', id('favourite-games')),
    // The game page; /play alone plays a random game.
    route('play', 'routes/play.tsx', id('play-random')),
    route('play/:producer/:name', 'routes/play.tsx', id('game-item')),
    // Cashbox dialogs (spec 1 §2), login required; ids after the contract's route table.
    route('cashbox', 'routes/cashbox.tsx', id('cashbox')),
    route('dashboard', 'routes/cashbox.tsx', id('cashbox-dashboard')),
    route('deposit', 'routes/cashbox.tsx', id('cashbox-deposit')),
    route('accounts/:id/deposit', 'routes/cashbox.tsx', id('cashbox-deposit-alias')),
    route('deposit-bonus', 'routes/cashbox.tsx', id('cashbox-deposit-bonus')),
    route('withdraw', 'routes/cashbox.tsx', id('cashbox-withdraw')),
    route('deposit-fast', 'routes/cashbox.tsx', id('cashbox-one-click-deposit')),
    // The payments info page (spec 2 §2.7), open to guests.
    route('payments', 'routes/payments-info.tsx', id('payments-page')),
    // The VIP club (spec 2 §2.1 `{product}-vipclub`, §2.7), open to guests.
    route('croupier-vipclub', 'routes/vip-club.tsx', id('vip-club')),
    // Limit increase or removal confirmed by the emailed token (spec 1 §2), open to all.
    route('profile/limits/confirm', 'routes/limits-confirm.tsx', id('user-limit-confirm')),
    route('oops', 'routes/oops.tsx', id(ROUTE_NAMES.oops)),
    route('ffc', 'routes/ffc.tsx', id(ROUTE_NAMES.ffc)),
    route('sport/*', 'routes/sport.tsx', id(ROUTE_NAMES.sport)),
    route('support', 'routes/support.tsx', id('support')),
    // Prize wheels (spec 2 §2.1 rocketmart-wheel, {product}-wheel), open to guests; the page draws
    // the wheel whose config path it is.
    route('rocketmart-wheel', 'routes/wheel.tsx', id('spin-wheel')),
    route('croupier-wheel', 'routes/wheel.tsx', id('spin-wheel-segments')),
    route('accounts/history', 'routes/accounts-history.tsx', id('accounts-history')),
    // The Rocket Mart and its tabs (spec 2 §2.6, ADR 040), and where it sends during maintenance.
    route('rocket-mart', 'routes/rocket-mart.tsx', id('comp-points-shop')),
    route('rocket-mart/discounts', 'routes/rocket-mart.tsx', id('comp-points-discounts')),
    route('rocket-mart/freespins', 'routes/rocket-mart.tsx', id('comp-points-free-spins')),
    route('rocket-mart/money', 'routes/rocket-mart.tsx', id('comp-points-money')),
    route('rocket-mart/special', 'routes/rocket-mart.tsx', id('comp-points-special')),
    route('maintenance', 'routes/maintenance.tsx', id('maintenance')),
    // Auth dialogs (spec 1 §2), ids after the contract's route names; aliases get their own ids.
    route('sign-in', 'routes/sign-in.tsx', id('login')),
    route('login', 'routes/sign-in.tsx', id('login-alias')),
    route('sport/login', 'routes/sign-in.tsx', id('betting-login')),
    route('sign-up', 'routes/sign-up.tsx', id('registration')),
    route('registration', 'routes/sign-up.tsx', id('registration-alias')),
    route('sport/registration', 'routes/sign-up.tsx', id('betting-registration')),
    route('remind', 'routes/remind.tsx', id('password-reminder')),
    route('new-password', 'routes/new-password.tsx', id('new-password')),
    route('email-verify', 'routes/email-verify.tsx', id('email-verify')),
    route('confirmation', 'routes/confirmation.tsx', id('email-confirmation')),
    // Profile (spec 1 §2), login required; /users and /profile/main redirect to /profile.
    route('profile', 'routes/profile-layout.tsx', id('profile'), [
      index('routes/profile-main.tsx', id('profile-main')),
      route('level', 'routes/profile-level.tsx', id('profile-levels')),
      route('gifts', 'routes/profile-gifts.tsx', id('profile-gifts')),
      // The single bonus page (spec 1 §2).
      route('gifts/:id', 'routes/bonus.tsx', id('single-bonus-page')),
      route('verification', 'routes/profile-verification.tsx', id('profile-verification')),
      route('limits', 'routes/profile-limits.tsx', id('profile-limits')),
      route('security', 'routes/profile-security.tsx', id('profile-security')),
      route('games-history', 'routes/profile-games-history.tsx', id('profile-games-history')),
      route('promocode', 'routes/profile-promocode.tsx', id('profile-promocode')),
      route('password/edit', 'routes/profile-password-edit.tsx', id('profile-password-edit')),
      route('confirmation', 'routes/profile-confirmation.tsx', id('profile-confirmation')),
    ]),
    route('profile/main', 'routes/profile-alias.tsx', id('profile-main-alias')),
    route('users', 'routes/profile-alias.tsx', id('profile-alias')),
    // The development mailbox: never part of a production build (its loader also answers 404 there).
    ...(process.env.NODE_ENV !== 'production' && locale === DEFAULT_LOCALE
      ? [route('dev/mail', 'routes/dev-mail.tsx', id('dev-mail'))]
      : []),
    // The adventure calendar (spec 2 §2.1 `{product}-adventure`, §2.7), login required.
    route('croupier-adventure', 'routes/adventure.tsx', id('adventure-calendar')),
    // Tournaments (spec 2 §2.1; ADR 041 "Client"): tabs and archive are paths of one page, /arena and
    // /promo its other views; static tab paths rank above a tournament's slug.
    route('tournaments', 'routes/tournaments.tsx', id('tournaments')),
    ...['all', 'producers', 'lotteries', 'actions', 'live', 'achievements', 'archive'].map((tab) =>
      route(`tournaments/${tab}`, 'routes/tournaments.tsx', id(`tournaments-${tab}`)),
    ),
    route('tournaments/:slug', 'routes/tournament.tsx', id('tournament')),
    route('arena', 'routes/tournaments.tsx', id('arena')),
    route('promo', 'routes/tournaments.tsx', id('promo')),
    route('leaderboard', 'routes/leaderboard.tsx', id('leaderboard')),
    route('rocket-chance', 'routes/rocket-chance.tsx', id('rocket-chance')),
    // Quests, achievements, lotteries and the activity hub (spec 2 §2.1, ADR 041), open to guests.
    route('action/:slug?', 'routes/quest.tsx', id('quest-page')),
    route('quests', 'routes/quest.tsx', id('quests')),
    route('achievements', 'routes/achievements.tsx', id('achievements')),
    route('lottery/:slug', 'routes/lottery.tsx', id('lottery-page')),
    route('aquanova-odyssey', 'routes/activity-hub.tsx', id('activity-hub')),
    // The promotions page and the jackpot pages (spec 2 §2.1, §4; ADR 041), open to guests.
    route('promotions', 'routes/promotions.tsx', id('promotions')),
    route('jackpots', 'routes/jackpots.tsx', id('jackpots')),
    route('mystic-jackpots', 'routes/mystic-jackpots.tsx', id('mystic-jackpots')),
    route('*', 'routes/static-page.tsx', id(ROUTE_NAMES.staticPage)),
  ]
  return locale === DEFAULT_LOCALE
    ? layout('routes/main-layout.tsx', id(ROUTE_NAMES.mainLayout), pages)
    : route(locale, 'routes/main-layout.tsx', id(ROUTE_NAMES.mainLayout), pages)
}

export default LOCALES.map(localeTree) satisfies RouteConfig
