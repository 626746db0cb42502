// What the root loader resolves once per request and every part of the shell reads:
// locale, geo, licence, host, flags and the public configuration the chrome needs.
import type { Account } from '@croupier/contract/player/get-accounts'
import type { Player } from '@croupier/contract/player/get-player'
import type { BrandHost } from '@croupier/rules/brand'
import type { FeatureFlag } from '@croupier/rules/feature-flags'
import type { GeoRestriction } from '@croupier/rules/geo'
import type { Licence } from '@croupier/rules/licence'
import type { Locale } from '@croupier/rules/locale'
import { useRouteLoaderData } from 'react-router'

export interface StaticPageLink {
  path: string
  title: string
  categories: string[]
}

/** The signed-in player as GET /api/player answers, with their wallets (GET /api/player/accounts). */
export type ShellPlayer = Player & { accounts: Account[] }

export interface ShellContext {
  locale: Locale
  /** Country from the trusted geo header or the IP (default CA); dev tools may override. */
  country: string
  licence: Licence
  geoRestriction: GeoRestriction
  /** Geo is EE (registration disabled for guests, spec 1 §5). */
  geoIsEE: boolean
  /** Australian visitor who has not approved the approval card yet. */
  needsAuApproval: boolean
  host: BrandHost
  hosts: BrandHost[]
  /** Sportsbook origin, or null when the betting config has no entry for this host or geo is EE. */
  bettingUrl: string | null
  client: { isBot: boolean; isMetaWebview: boolean; isIOS: boolean }
  logo: { full: string; mobile: string; alt: string }
  /** Static CMS pages (path, title, categories) for menus and footer. */
  staticPages: StaticPageLink[]
  /** Sanitised HTML of the per-locale footer snippet. */
  footerSnippet: string
  /** The flags in effect: the brand's defaults (ADR 040) under this browser's /ffc override. */
  flags: Record<FeatureFlag, boolean>
  /** The brand's flags before any local override: what /ffc resets to. */
  brandFlags: Record<FeatureFlag, boolean>
  cookieConsent: boolean
  /** The signed-in player (logged = profile loaded with an id, spec 1 §4); null for a guest. */
  player: ShellPlayer | null
  /** Origin of the page for canonical and hreflang links, e.g. https://croupier.example */
  origin: string
  /** Dev-only host and country simulation is available (never in production builds). */
  devTools: boolean
  /** Share of page views (0…1) that report their web vitals (lib/field-vitals-mount.tsx). */
  fieldVitalsSampleRate: number
}

export function useShellContext(): ShellContext {
  const data = useRouteLoaderData('root') as { shell: ShellContext } | undefined
  if (!data) throw new Error('useShellContext used outside the root route')
  return data.shell
}
