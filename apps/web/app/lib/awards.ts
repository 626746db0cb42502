// Industry awards shown in the footer carousel (spec 2 §3 "Award"). The reference brand ships these
// as sample brand content; an operator replaces them in its brand config. The event's name is a
// proper name; the nomination is written per locale and the prize is a message key
// (footer.awardPrizes.<prize>), so every locale reads its own language.
import { type Locale, localeFallbackChain } from '@croupier/rules/locale'

export type AwardPrize = 'winner' | 'shortlisted' | 'highlyCommended'

export interface Award {
  name: string
  nomination: Partial<Record<Locale, string>> & { en: string }
  prize: AwardPrize
  year: number
  imgUrl?: string
}

export const BRAND_AWARDS: readonly Award[] = [
  {
    name: 'iGaming Stars',
    nomination: {
      en: 'Best Casino Experience',
      'en-AU': 'Best Casino Experience',
      'en-CA': 'Best Casino Experience',
      'en-NZ': 'Best Casino Experience',
      de: 'Bestes Casino-Erlebnis',
      'fr-CA': 'Meilleure expérience de casino',
      no: 'Beste kasinoopplevelse',
      it: 'Migliore esperienza di casinò',
    },
    prize: 'winner',
    year: 2025,
  },
  {
    name: 'Player Choice Awards',
    nomination: {
      en: 'Best Mobile Casino',
      'en-AU': 'Best Mobile Casino',
      'en-CA': 'Best Mobile Casino',
      'en-NZ': 'Best Mobile Casino',
      de: 'Bestes mobiles Casino',
      'fr-CA': 'Meilleur casino mobile',
      no: 'Beste mobilkasino',
      it: 'Miglior casinò mobile',
    },
    prize: 'winner',
    year: 2025,
  },
  {
    name: 'Casino Review Awards',
    nomination: {
      en: 'Fastest Payouts',
      'en-AU': 'Fastest Payouts',
      'en-CA': 'Fastest Payouts',
      'en-NZ': 'Fastest Payouts',
      de: 'Schnellste Auszahlungen',
      'fr-CA': 'Paiements les plus rapides',
      no: 'Raskeste utbetalinger',
      it: 'Pagamenti più veloci',
    },
    prize: 'shortlisted',
    year: 2024,
  },
  {
    name: 'iGaming Stars',
    nomination: {
      en: 'Best Live Casino',
      'en-AU': 'Best Live Casino',
      'en-CA': 'Best Live Casino',
      'en-NZ': 'Best Live Casino',
      de: 'Bestes Live-Casino',
      'fr-CA': 'Meilleur casino en direct',
      no: 'Beste live-kasino',
      it: 'Miglior casinò live',
    },
    prize: 'highlyCommended',
    year: 2024,
  },
  {
    name: 'Affiliate Summit',
    nomination: {
      en: 'Best Casino Brand',
      'en-AU': 'Best Casino Brand',
      'en-CA': 'Best Casino Brand',
      'en-NZ': 'Best Casino Brand',
      de: 'Beste Casino-Marke',
      'fr-CA': 'Meilleure marque de casino',
      no: 'Beste kasinomerke',
      it: 'Miglior marchio di casinò',
    },
    prize: 'winner',
    year: 2023,
  },
]

/** The nomination in the locale, along its fallback chain (en-KW reads en-AU, then en). */
export function awardNomination(award: Award, locale: Locale): string {
  for (const candidate of localeFallbackChain(locale)) {
    const text = award.nomination[candidate]
    if (text) return text
  }
  return award.nomination.en
}
