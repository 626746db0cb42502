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
    route('oops', 'routes/oops.tsx', id(ROUTE_NAMES.oops)),
    route('ffc', 'routes/ffc.tsx', id(ROUTE_NAMES.ffc)),
    route('sport/*', 'routes/sport.tsx', id(ROUTE_NAMES.sport)),
    route('*', 'routes/static-page.tsx', id(ROUTE_NAMES.staticPage)),
  ]
  return locale === DEFAULT_LOCALE
    ? layout('routes/main-layout.tsx', id(ROUTE_NAMES.mainLayout), pages)
    : route(locale, 'routes/main-layout.tsx', id(ROUTE_NAMES.mainLayout), pages)
}

export default LOCALES.map(localeTree) satisfies RouteConfig
