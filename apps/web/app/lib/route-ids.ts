// Route ids of routes.ts: `<name>` for the default locale, `<locale>/<name>` under a locale prefix,
// so the same route module can serve every locale tree. Compare with `isRoute(id, name)`, never with
// a literal id.
import { DEFAULT_LOCALE, type Locale } from '@croupier/rules/locale'

export const ROUTE_NAMES = {
  mainLayout: 'main-layout',
  main: 'main',
  categoriesLobby: 'categories-lobby',
  oops: 'oops',
  ffc: 'ffc',
  sport: 'sport',
  staticPage: 'static-page',
} as const

export function routeId(locale: Locale, name: string): string {
  return locale === DEFAULT_LOCALE ? name : `${locale}/${name}`
}

/** Whether a match id is the route `name` in any locale tree. */
export function isRoute(id: string, name: string): boolean {
  return id === name || id.endsWith(`/${name}`)
}
