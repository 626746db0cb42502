// Payment brands shown in the footer (spec 2 §2.4: the EE licence has its own list). Brand names are
// proper nouns and stay untranslated.
import type { FooterVariant } from '@croupier/rules/licence'

export const PAYMENT_LOGOS: Readonly<Record<FooterVariant['paymentLogoSet'], readonly string[]>> = {
  default: [
    'Visa',
    'Mastercard',
    'Apple Pay',
    'Google Pay',
    'Interac',
    'Skrill',
    'Neteller',
    'Bitcoin',
    'Ethereum',
    'Litecoin',
    'Tether',
  ],
  ee: ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay', 'Trustly', 'Swedbank', 'SEB', 'LHV'],
}

/** Footer links the EE licence hides (spec 2 §2.4). */
export const EE_HIDDEN_FOOTER_PAGES = {
  benefitsOfCrypto: 'benefits-of-crypto',
  sportsbookTerms: 'sportsbook-terms',
} as const
