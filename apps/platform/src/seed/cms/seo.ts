// SEO data of client pages, keyed by path without locale prefix ('/home' is main, spec 2 §7).
// en-AU and en-NZ say "pokies" where the others say slots; en-CA reads as en.
import type { Locale } from '@croupier/rules/locale'

interface SeoText {
  title: string
  description: string
  keywords: string
  h1: string
  text: string
}

const WRITTEN: Readonly<Record<string, Partial<Record<Locale, SeoText>>>> = {
  '/home': {
    en: {
      title: 'Croupier Casino: slots, live casino and sports',
      description:
        'Play 3,000+ slots and live dealer games, join weekly tournaments and get paid fast in fiat or crypto.',
      keywords: 'online casino, slots, live casino, crypto casino',
      h1: 'Online casino with fast payouts',
      text: '<p>Croupier brings together slots from more than 60 providers, live tables streamed around the clock and a sportsbook, with withdrawals approved in hours.</p>',
    },
    'en-AU': {
      title: 'Croupier Casino: online pokies and live casino',
      description: 'Spin 3,000+ online pokies, play live dealer tables and join weekly pokies races.',
      keywords: 'online pokies, live casino, australia',
      h1: 'Online pokies and live casino',
      text: '<p>Thousands of pokies, live tables and weekly races, with fast payouts in AUD or crypto.</p>',
    },
    de: {
      title: 'Croupier Casino: Slots, Live-Casino und Sportwetten',
      description:
        'Über 3.000 Slots und Live-Dealer-Spiele, wöchentliche Turniere und schnelle Auszahlungen.',
      keywords: 'online casino, slots, live casino',
      h1: 'Online-Casino mit schnellen Auszahlungen',
      text: '<p>Slots von über 60 Anbietern, Live-Tische rund um die Uhr und Auszahlungen in wenigen Stunden.</p>',
    },
    it: {
      title: 'Croupier Casino: slot, casinò live e scommesse',
      description: 'Oltre 3.000 slot e giochi con croupier dal vivo, tornei settimanali e prelievi rapidi.',
      keywords: 'casinò online, slot, casinò live',
      h1: 'Casinò online con pagamenti rapidi',
      text: '<p>Slot di oltre 60 fornitori, tavoli live 24 ore su 24 e prelievi approvati in poche ore.</p>',
    },
    no: {
      title: 'Croupier Casino: spilleautomater, live kasino og sport',
      description: 'Over 3 000 spilleautomater og live dealer-spill, ukentlige turneringer og raske uttak.',
      keywords: 'nettkasino, spilleautomater, live kasino',
      h1: 'Nettkasino med raske utbetalinger',
      text: '<p>Spilleautomater fra over 60 leverandører, live bord døgnet rundt og uttak godkjent på timer.</p>',
    },
    'fr-CA': {
      title: 'Croupier Casino : machines à sous, casino en direct et sports',
      description:
        'Plus de 3 000 machines à sous et jeux avec croupier en direct, tournois hebdomadaires et retraits rapides.',
      keywords: 'casino en ligne, machines à sous, casino en direct',
      h1: 'Casino en ligne aux paiements rapides',
      text: '<p>Des machines à sous de plus de 60 fournisseurs, des tables en direct jour et nuit et des retraits approuvés en quelques heures.</p>',
    },
  },
  '/pokies/all': {
    en: {
      title: 'All slots | Croupier',
      description: 'Every slot at Croupier: classic fruit machines, megaways, jackpots and new releases.',
      keywords: 'slots, megaways, jackpot slots',
      h1: 'All slots',
      text: '',
    },
    'en-AU': {
      title: 'All pokies | Croupier',
      description: 'Every pokie at Croupier: classics, megaways, jackpots and new releases.',
      keywords: 'pokies, online pokies, megaways',
      h1: 'All pokies',
      text: '',
    },
    de: {
      title: 'Alle Slots | Croupier',
      description: 'Alle Slots bei Croupier: Klassiker, Megaways, Jackpots und Neuheiten.',
      keywords: 'slots, megaways',
      h1: 'Alle Slots',
      text: '',
    },
    it: {
      title: 'Tutte le slot | Croupier',
      description: 'Tutte le slot di Croupier: classiche, megaways, jackpot e novità.',
      keywords: 'slot, megaways',
      h1: 'Tutte le slot',
      text: '',
    },
    no: {
      title: 'Alle spilleautomater | Croupier',
      description: 'Alle spilleautomater hos Croupier: klassikere, megaways, jackpotter og nyheter.',
      keywords: 'spilleautomater, megaways',
      h1: 'Alle spilleautomater',
      text: '',
    },
    'fr-CA': {
      title: 'Toutes les machines à sous | Croupier',
      description: 'Toutes les machines à sous de Croupier : classiques, megaways, jackpots et nouveautés.',
      keywords: 'machines à sous, megaways',
      h1: 'Toutes les machines à sous',
      text: '',
    },
  },
  '/live/all': {
    en: {
      title: 'Live casino | Croupier',
      description: 'Blackjack, roulette, baccarat and game shows with real dealers, streamed in HD.',
      keywords: 'live casino, live blackjack, live roulette',
      h1: 'Live casino',
      text: '',
    },
    de: {
      title: 'Live-Casino | Croupier',
      description: 'Blackjack, Roulette, Baccarat und Gameshows mit echten Dealern in HD.',
      keywords: 'live casino, live roulette',
      h1: 'Live-Casino',
      text: '',
    },
    it: {
      title: 'Casinò live | Croupier',
      description: 'Blackjack, roulette, baccarat e game show con croupier reali in HD.',
      keywords: 'casinò live, roulette live',
      h1: 'Casinò live',
      text: '',
    },
    no: {
      title: 'Live kasino | Croupier',
      description: 'Blackjack, rulett, baccarat og gameshows med ekte dealere i HD.',
      keywords: 'live kasino, live rulett',
      h1: 'Live kasino',
      text: '',
    },
    'fr-CA': {
      title: 'Casino en direct | Croupier',
      description: 'Blackjack, roulette, baccara et jeux télévisés avec de vrais croupiers en HD.',
      keywords: 'casino en direct, roulette en direct',
      h1: 'Casino en direct',
      text: '',
    },
  },
  '/tournaments': {
    en: {
      title: 'Tournaments | Croupier',
      description: 'Weekly slot races, live casino tournaments and lotteries with real prize pools.',
      keywords: 'casino tournaments, slot race',
      h1: 'Tournaments',
      text: '',
    },
    de: {
      title: 'Turniere | Croupier',
      description: 'Wöchentliche Slot-Rennen, Live-Casino-Turniere und Lotterien.',
      keywords: 'casino turniere',
      h1: 'Turniere',
      text: '',
    },
    it: {
      title: 'Tornei | Croupier',
      description: 'Corse settimanali alle slot, tornei live e lotterie.',
      keywords: 'tornei casinò',
      h1: 'Tornei',
      text: '',
    },
    no: {
      title: 'Turneringer | Croupier',
      description: 'Ukentlige spilleautomatløp, live kasino-turneringer og lotterier.',
      keywords: 'kasinoturneringer',
      h1: 'Turneringer',
      text: '',
    },
    'fr-CA': {
      title: 'Tournois | Croupier',
      description: 'Courses hebdomadaires aux machines à sous, tournois en direct et loteries.',
      keywords: 'tournois casino',
      h1: 'Tournois',
      text: '',
    },
  },
  '/rocket-mart': {
    en: {
      title: 'Rocket Mart | Croupier',
      description: 'Exchange comp points for bonus money, free spins and lottery tickets.',
      keywords: 'comp points, loyalty shop',
      h1: 'Rocket Mart',
      text: '',
    },
    de: {
      title: 'Rocket Mart | Croupier',
      description: 'Tausche Comp-Punkte gegen Bonusgeld, Freispiele und Lose.',
      keywords: 'comp punkte, treueshop',
      h1: 'Rocket Mart',
      text: '',
    },
    it: {
      title: 'Rocket Mart | Croupier',
      description: 'Scambia i punti comp con bonus, giri gratis e biglietti della lotteria.',
      keywords: 'punti comp',
      h1: 'Rocket Mart',
      text: '',
    },
    no: {
      title: 'Rocket Mart | Croupier',
      description: 'Bytt comp-poeng mot bonuspenger, gratisspinn og lodd.',
      keywords: 'comp-poeng',
      h1: 'Rocket Mart',
      text: '',
    },
    'fr-CA': {
      title: 'Rocket Mart | Croupier',
      description:
        'Échangez vos points de fidélité contre de l’argent boni, des tours gratuits et des billets.',
      keywords: 'points de fidélité',
      h1: 'Rocket Mart',
      text: '',
    },
  },
  '/support': {
    en: {
      title: 'Support | Croupier',
      description: 'Live chat and e-mail support around the clock.',
      keywords: 'casino support, live chat',
      h1: 'How can we help?',
      text: '',
    },
    de: {
      title: 'Kundenservice | Croupier',
      description: 'Live-Chat und E-Mail-Support rund um die Uhr.',
      keywords: 'support, live chat',
      h1: 'Wie können wir helfen?',
      text: '',
    },
    it: {
      title: 'Assistenza | Croupier',
      description: 'Chat dal vivo e assistenza via e-mail 24 ore su 24.',
      keywords: 'assistenza, chat',
      h1: 'Come possiamo aiutarti?',
      text: '',
    },
    no: {
      title: 'Kundeservice | Croupier',
      description: 'Livechat og e-poststøtte døgnet rundt.',
      keywords: 'kundeservice, chat',
      h1: 'Hvordan kan vi hjelpe?',
      text: '',
    },
    'fr-CA': {
      title: 'Soutien | Croupier',
      description: 'Clavardage et soutien par courriel jour et nuit.',
      keywords: 'soutien, clavardage',
      h1: 'Comment pouvons-nous aider?',
      text: '',
    },
  },
}

/** Every English variant gets a row: en-CA reads as en (slots), en-NZ as en-AU (pokies). */
export const SEO_PAGES: Readonly<Record<string, Partial<Record<Locale, SeoText>>>> = Object.fromEntries(
  Object.entries(WRITTEN).map(([path, byLocale]) => {
    const en = byLocale.en
    if (!en) return [path, byLocale]
    const au = byLocale['en-AU'] ?? en
    return [path, { 'en-AU': au, 'en-CA': en, 'en-NZ': au, ...byLocale }]
  }),
)
