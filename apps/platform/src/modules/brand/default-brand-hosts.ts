// The reference brand hosts: every host kind exercised locally through *.localhost names, which
// browsers resolve to loopback. Seeded into operator_config `brand-hosts`; PUBLIC_HOSTS overrides.
import type { BrandHost } from '@croupier/rules/brand'

/** Where the local sportsbook lives: the web server answers sport.localhost (default port 3000). */
export const LOCAL_BETTING_HOST = 'http://sport.localhost:3000'

export const DEFAULT_BRAND_HOSTS: readonly BrandHost[] = [
  { host: 'localhost', kind: 'main', licence: 'CW', bettingHost: LOCAL_BETTING_HOST },
  { host: '127.0.0.1', kind: 'main', licence: 'CW', bettingHost: LOCAL_BETTING_HOST },
  { host: 'mirror.localhost', kind: 'mirror', licence: 'CW', bettingHost: LOCAL_BETTING_HOST },
  { host: 'de.localhost', kind: 'locale', licence: 'CW', locale: 'de', bettingHost: LOCAL_BETTING_HOST },
  { host: 'au.localhost', kind: 'locale', licence: 'CW', locale: 'en-AU', bettingHost: LOCAL_BETTING_HOST },
  // The Estonian host has no sportsbook (spec 1 §1: not offered for EE).
  { host: 'ee.localhost', kind: 'main', licence: 'EE' },
  { host: 'sport.localhost', kind: 'betting', licence: 'CW' },
]
