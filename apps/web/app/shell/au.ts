// Australian domain detection (spec 1 §1, spec 2 §2.4): a host serving en-AU, or an `au` label in its
// name (au.example, example.com.au). The brand host config has no explicit flag for it.
import type { BrandHost } from '@croupier/rules/brand'
import { AU_COUNTRY } from '@croupier/rules/licence'

export function isAuHost(host: BrandHost): boolean {
  return host.locale === 'en-AU' || /(^|\.)au(\.|$)/i.test(host.host)
}

/** Australian visitor for cookie text and footer: geo AU or an Australian domain. */
export function isAuVisitor({ country, host }: { country: string; host: BrandHost }): boolean {
  return country.toUpperCase() === AU_COUNTRY || isAuHost(host)
}
