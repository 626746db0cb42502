// Who the operator is, the locales it offers and which partners see fewer of them.
import type { Locales } from '@croupier/contract/info/get-locales'
import type { z } from 'zod'
import type { LocaleVisibility, StoredProjectSchema } from '../../modules/info/info.documents.ts'

export const PROJECT: z.infer<typeof StoredProjectSchema> = {
  name: 'Croupier',
  supportEmail: 'support@croupier.example',
  phone: '+356 2778 0100',
  socials: [
    { network: 'telegram', url: 'https://t.me/croupier_casino' },
    { network: 'x', url: 'https://x.com/croupiercasino' },
    { network: 'instagram', url: 'https://www.instagram.com/croupier.casino' },
    { network: 'youtube', url: 'https://www.youtube.com/@croupiercasino' },
  ],
  licences: [
    {
      code: 'CW',
      authority: 'Government of Curaçao (master licence held by Antillephone N.V.)',
      number: '8048/JAZ2024-112',
      validatorUrl: 'https://validator.antillephone.com/',
      company: 'Croupier Entertainment N.V., Abraham de Veerstraat 9, Willemstad, Curaçao (reg. no. 158742)',
    },
    {
      code: 'GCB',
      authority: 'Curaçao Gaming Control Board',
      number: 'OGL/2024/1187/0342',
      validatorUrl: 'https://www.gaming-curacao.com/',
      company: 'Croupier Entertainment N.V., Abraham de Veerstraat 9, Willemstad, Curaçao (reg. no. 158742)',
    },
    {
      code: 'EE',
      authority: 'Estonian Tax and Customs Board (Maksu- ja Tolliamet)',
      number: 'HKT000142 / HKL000117',
      validatorUrl: 'https://www.emta.ee/en',
      company: 'Croupier Baltic OÜ, Narva mnt 7, 10117 Tallinn, Estonia (registry code 16458321)',
    },
  ],
  defaultLocale: 'en',
  defaultCountry: 'CA',
  defaultCurrency: 'EUR',
  // ADR 040: the reference brand runs the loyalty pages of issue #13 and the lobby's promo widgets;
  // ADR 041: and the mystic jackpot pages.
  featureDefaults: { compPoints: true, allWidgets: true, mysticJackpots: true },
}

/** en-KW is a placeholder locale (spec 1 §1): known to the client, not offered in the selector. */
export const LOCALES: Locales = {
  locales: [
    { code: 'en', name: 'English', default: true },
    { code: 'de', name: 'Deutsch', default: false },
    { code: 'en-AU', name: 'English (Australia)', default: false },
    { code: 'en-CA', name: 'English (Canada)', default: false },
    { code: 'fr-CA', name: 'Français (Canada)', default: false },
    { code: 'en-NZ', name: 'English (New Zealand)', default: false },
    { code: 'no', name: 'Norsk', default: false },
    { code: 'it', name: 'Italiano', default: false },
  ],
}

/** Partners whose traffic is for particular markets only. */
export const LOCALE_VISIBILITY: LocaleVisibility = {
  hiddenByStag: {
    // A Nordic affiliate: its players get neither German nor Italian.
    '88412': ['de', 'it'],
    // A Canadian sportsbook partner: English and French (Canada) only.
    '77003': ['de', 'it', 'no', 'en-AU', 'en-NZ'],
  },
  hiddenByAffiliate: {
    '555': ['no'],
  },
}
