// Licence variants (CW, EE, GCB), the Australian approval card and licence-dependent footer choices.
// Implements spec 1 §1 (licence variants, Australian visitors) and spec 2 §1, §2.4, §6.

import type { Locale } from './locale'

export type Licence = 'CW' | 'EE' | 'GCB'
export const LICENCES: readonly Licence[] = ['CW', 'EE', 'GCB'] // spec 1 §1
export const DEFAULT_LICENCE: Licence = 'CW' // spec 1 §1: the offshore licence
export const AU_COUNTRY = 'AU'
export const EE_COUNTRY = 'EE'

/** Non-Australian English locales: GCB applies to these with a non-Australian IP (spec 1 §1). en-AU is excluded. */
export const GCB_LOCALES: readonly Locale[] = ['en', 'en-CA', 'en-NZ', 'en-KW'] // spec 1 §1

export const EE_AGE_ICON = 21 // spec 2 §2.4
export const DEFAULT_AGE_ICON = 18 // spec 2 §2.4

function upper(x: string | null | undefined): string {
  return typeof x === 'string' ? x.trim().toUpperCase() : ''
}

export function isLicence(x: string): x is Licence {
  return (LICENCES as readonly string[]).includes(x)
}

/**
 * Effective licence, first rule that applies wins:
 * 1. EE on a main host when the user's licence or the geo is EE (spec 1 §1). EE wins over GCB.
 * 2. A host configured as EE stays EE (a dedicated Estonian host is never re-labelled GCB).
 * 3. GCB for a non-Australian English locale with a non-Australian IP. No IP country counts as
 *    non-Australian (the default country is CA).
 * 4. The host's licence, default CW.
 */
export function resolveLicence({
  isMainHost,
  hostLicence,
  userLicence,
  geoCountry,
  locale,
  ipCountry,
}: {
  isMainHost: boolean
  hostLicence?: Licence | undefined
  userLicence?: string | null | undefined
  geoCountry?: string | null | undefined
  locale: Locale
  ipCountry?: string | null | undefined
}): Licence {
  if (isMainHost && (upper(userLicence) === 'EE' || upper(geoCountry) === EE_COUNTRY)) return 'EE'
  if (hostLicence === 'EE') return 'EE'
  if (GCB_LOCALES.includes(locale) && upper(ipCountry) !== AU_COUNTRY) return 'GCB'
  return hostLicence ?? DEFAULT_LICENCE
}

/** Australian visitors see an approval card (approve or decline) (spec 1 §1). */
export function needsAuApproval(country: string | null | undefined): boolean {
  return upper(country) === AU_COUNTRY
}

export type FooterVariant = {
  ageIcon: 18 | 21
  hideBenefitsOfCrypto: boolean
  hideSportsbookTerms: boolean
  paymentLogoSet: 'default' | 'ee'
  isAu: boolean
}

/**
 * Footer differences (spec 2 §2.4): EE hides the benefits-of-crypto and sportsbook-terms links, shows a
 * 21 icon instead of 18 and its own payment logos; an Australian domain or geo changes locale list and copyright.
 */
export function footerVariant(
  licence: Licence,
  country: string,
  { isAuHost = false }: { isAuHost?: boolean } = {},
): FooterVariant {
  const isEE = licence === 'EE'
  return {
    ageIcon: isEE ? EE_AGE_ICON : DEFAULT_AGE_ICON,
    hideBenefitsOfCrypto: isEE,
    hideSportsbookTerms: isEE,
    paymentLogoSet: isEE ? 'ee' : 'default',
    isAu: isAuHost || upper(country) === AU_COUNTRY,
  }
}

export type CopyrightKey =
  | 'footer.copyright.ee'
  | 'footer.copyright.au'
  | 'footer.copyright.gcb'
  | 'footer.copyright.cw'

/** Copyright text varies by licence, locale or geo (spec 2 §2.4). Order: EE, then Australia (geo or en-AU), then GCB, then CW. */
export function copyrightKey({
  licence,
  locale,
  country,
}: {
  licence: Licence
  locale: Locale
  country: string | null | undefined
}): CopyrightKey {
  if (licence === 'EE') return 'footer.copyright.ee'
  if (upper(country) === AU_COUNTRY || locale === 'en-AU') return 'footer.copyright.au'
  if (licence === 'GCB') return 'footer.copyright.gcb'
  return 'footer.copyright.cw'
}
