// Static CMS pages of the reference operator: categories, visibility and per-locale title, meta and
// JSON-LD. The HTML of each translation is `content/<locale>/<slug>.html`; en-AU, en-CA and en-NZ get
// English rows of their own (their own file when there is one), so none falls back to another's.
// Licence variants (-ee, -au) are hidden: reached only through the licence suffix rule (spec 2 §5).
import path from 'node:path'
import type { StaticPageSummary } from '@croupier/contract/cms/list-pages'
import { htmlLang, type Locale } from '@croupier/rules/locale'

interface PageText {
  title: string
  metaTitle: string
  metaDescription: string
  metaKeywords: string
}

export interface SeedPage {
  slug: string
  categories: StaticPageSummary['categories']
  hidden: boolean
  texts: Partial<Record<Locale, PageText>>
}

const CONTENT_DIR = path.join(import.meta.dirname, 'content')
export const ENGLISH_VARIANTS = ['en-AU', 'en-CA', 'en-NZ'] as const satisfies readonly Locale[]
const OPERATOR_NAME = 'Croupier'

const t = (title: string, metaDescription: string, metaKeywords: string): PageText => ({
  title,
  metaTitle: `${title} | ${OPERATOR_NAME}`,
  metaDescription,
  metaKeywords,
})

/** The HTML file of a translation; an English variant without its own file reads the English one. */
export function pageContentFile(
  fs: { existsSync(file: string): boolean },
  locale: Locale,
  slug: string,
): string {
  const own = path.join(CONTENT_DIR, locale, `${slug}.html`)
  const isVariant = (ENGLISH_VARIANTS as readonly string[]).includes(locale)
  return isVariant && !fs.existsSync(own) ? path.join(CONTENT_DIR, 'en', `${slug}.html`) : own
}

/** The json block of a translation: schema.org JSON-LD naming the page and its publisher. */
export function pageJsonLd(slug: string, locale: Locale, text: PageText): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': slug === 'about-us' ? 'AboutPage' : 'WebPage',
    name: text.title,
    description: text.metaDescription,
    inLanguage: htmlLang(locale),
    publisher: { '@type': 'Organization', name: OPERATOR_NAME },
  })
}

/** English variants take the English text unless they were given their own. */
function withEnglishVariants(page: SeedPage): SeedPage {
  const en = page.texts.en
  if (!en) return page
  const variants = Object.fromEntries(ENGLISH_VARIANTS.map((locale) => [locale, page.texts[locale] ?? en]))
  return { ...page, texts: { ...page.texts, ...variants } }
}

export const SEED_PAGES: readonly SeedPage[] = (
  [
    {
      slug: 'about-us',
      categories: ['bottom-menu', 'seo-page'],
      hidden: false,
      texts: {
        en: t(
          'About us',
          'Who runs Croupier, what we stand for and how to reach us.',
          'about croupier, online casino, licence',
        ),
        de: t(
          'Über uns',
          'Wer hinter Croupier steht, wofür wir stehen und wie du uns erreichst.',
          'über croupier, online casino, lizenz',
        ),
        it: t(
          'Chi siamo',
          'Chi gestisce Croupier, i nostri valori e come contattarci.',
          'chi siamo, casinò online, licenza',
        ),
        no: t(
          'Om oss',
          'Hvem som driver Croupier, hva vi står for og hvordan du når oss.',
          'om croupier, nettkasino, lisens',
        ),
        'fr-CA': t(
          'À propos',
          'Qui exploite Croupier, nos valeurs et comment nous joindre.',
          'à propos, casino en ligne, licence',
        ),
      },
    },
    {
      slug: 'terms-and-conditions',
      categories: ['bottom-menu', 'page'],
      hidden: false,
      texts: {
        en: t(
          'Terms and conditions',
          'The agreement between you and Croupier: accounts, payments, bonuses and complaints.',
          'terms, conditions, rules, bonus terms',
        ),
        de: t(
          'Allgemeine Geschäftsbedingungen',
          'Die Vereinbarung zwischen dir und Croupier: Konto, Zahlungen, Boni und Beschwerden.',
          'agb, bedingungen, bonusbedingungen',
        ),
        it: t(
          'Termini e condizioni',
          'L’accordo tra te e Croupier: conto, pagamenti, bonus e reclami.',
          'termini, condizioni, bonus',
        ),
        no: t(
          'Vilkår og betingelser',
          'Avtalen mellom deg og Croupier: konto, betalinger, bonuser og klager.',
          'vilkår, betingelser, bonusvilkår',
        ),
        'fr-CA': t(
          'Conditions générales',
          'L’entente entre vous et Croupier : compte, paiements, bonis et plaintes.',
          'conditions, règles, bonis',
        ),
      },
    },
    {
      slug: 'terms-and-conditions-ee',
      categories: ['page'],
      hidden: true,
      texts: {
        en: t(
          'Terms and conditions',
          'Terms for players under the Estonian licence of Croupier Baltic OÜ.',
          'terms, estonia, licence',
        ),
        de: t(
          'Allgemeine Geschäftsbedingungen',
          'Bedingungen für Spieler unter der estnischen Lizenz der Croupier Baltic OÜ.',
          'agb, estland, lizenz',
        ),
        it: t(
          'Termini e condizioni',
          'Termini per i giocatori con licenza estone di Croupier Baltic OÜ.',
          'termini, estonia, licenza',
        ),
        no: t(
          'Vilkår og betingelser',
          'Vilkår for spillere under den estiske lisensen til Croupier Baltic OÜ.',
          'vilkår, estland, lisens',
        ),
        'fr-CA': t(
          'Conditions générales',
          'Conditions pour les joueurs sous la licence estonienne de Croupier Baltic OÜ.',
          'conditions, estonie, licence',
        ),
      },
    },
    {
      slug: 'general-rules',
      categories: ['bottom-menu', 'top-menu', 'reg-only', 'page'],
      hidden: false,
      texts: {
        en: t(
          'General rules',
          'How games, bets, tournaments and comp points work at Croupier.',
          'game rules, fair play, rtp',
        ),
        de: t(
          'Allgemeine Regeln',
          'Wie Spiele, Einsätze, Turniere und Comp-Punkte bei Croupier funktionieren.',
          'spielregeln, faires spiel, rtp',
        ),
        it: t(
          'Regole generali',
          'Come funzionano giochi, puntate, tornei e punti comp su Croupier.',
          'regole, gioco equo, rtp',
        ),
        no: t(
          'Generelle regler',
          'Hvordan spill, innsatser, turneringer og comp-poeng fungerer hos Croupier.',
          'spilleregler, rettferdig spill, rtp',
        ),
        'fr-CA': t(
          'Règles générales',
          'Le fonctionnement des jeux, mises, tournois et points de fidélité chez Croupier.',
          'règles, jeu équitable, rtp',
        ),
      },
    },
    {
      slug: 'privacy-policy',
      categories: ['bottom-menu-help', 'page'],
      hidden: false,
      texts: {
        en: t(
          'Privacy policy',
          'What personal data Croupier collects, why, and your rights.',
          'privacy, personal data, gdpr',
        ),
        de: t(
          'Datenschutzerklärung',
          'Welche personenbezogenen Daten Croupier erhebt, warum, und deine Rechte.',
          'datenschutz, dsgvo',
        ),
        it: t(
          'Informativa sulla privacy',
          'Quali dati personali raccoglie Croupier, perché e i tuoi diritti.',
          'privacy, dati personali, gdpr',
        ),
        no: t(
          'Personvernerklæring',
          'Hvilke personopplysninger Croupier samler inn, hvorfor, og dine rettigheter.',
          'personvern, personopplysninger',
        ),
        'fr-CA': t(
          'Politique de confidentialité',
          'Les renseignements personnels que Croupier recueille, pourquoi, et vos droits.',
          'confidentialité, renseignements personnels',
        ),
      },
    },
    {
      slug: 'cookie-policy',
      categories: ['bottom-menu-help', 'page'],
      hidden: false,
      texts: {
        en: t('Cookie policy', 'The cookies Croupier sets and how to manage them.', 'cookies, consent'),
        de: t(
          'Cookie-Richtlinie',
          'Die Cookies von Croupier und wie du sie verwaltest.',
          'cookies, einwilligung',
        ),
        it: t('Informativa sui cookie', 'I cookie di Croupier e come gestirli.', 'cookie, consenso'),
        no: t(
          'Informasjonskapsler',
          'Informasjonskapslene Croupier bruker og hvordan du styrer dem.',
          'informasjonskapsler, samtykke',
        ),
        'fr-CA': t(
          'Politique relative aux témoins',
          'Les témoins utilisés par Croupier et comment les gérer.',
          'témoins, cookies, consentement',
        ),
      },
    },
    {
      slug: 'responsible-gaming',
      categories: ['bottom-menu-help', 'page'],
      hidden: false,
      texts: {
        en: t(
          'Responsible gaming',
          'Limits, breaks, self-exclusion and where to find help.',
          'responsible gambling, limits, self-exclusion',
        ),
        de: t(
          'Verantwortungsvolles Spielen',
          'Limits, Auszeiten, Selbstausschluss und wo du Hilfe findest.',
          'verantwortungsvolles spielen, limits',
        ),
        it: t(
          'Gioco responsabile',
          'Limiti, pause, autoesclusione e dove trovare aiuto.',
          'gioco responsabile, limiti, autoesclusione',
        ),
        no: t(
          'Ansvarlig spill',
          'Grenser, pauser, selvutestengelse og hvor du finner hjelp.',
          'ansvarlig spill, grenser',
        ),
        'fr-CA': t(
          'Jeu responsable',
          'Limites, pauses, autoexclusion et où trouver de l’aide.',
          'jeu responsable, limites, autoexclusion',
        ),
      },
    },
    {
      slug: 'responsible-gaming-au',
      categories: ['page'],
      hidden: true,
      texts: {
        en: t(
          'Responsible gaming',
          'Gamble responsibly: limits, breaks and free 24/7 help from Gambling Help Online.',
          'responsible gambling, gambling help online, betstop',
        ),
        de: t(
          'Verantwortungsvolles Spielen',
          'Verantwortungsvoll spielen: Limits, Pausen und kostenlose Hilfe rund um die Uhr.',
          'verantwortungsvolles spielen, australien',
        ),
        it: t(
          'Gioco responsabile',
          'Gioca responsabilmente: limiti, pause e aiuto gratuito 24 ore su 24.',
          'gioco responsabile, australia',
        ),
        no: t(
          'Ansvarlig spill',
          'Spill ansvarlig: grenser, pauser og gratis hjelp hele døgnet.',
          'ansvarlig spill, australia',
        ),
        'fr-CA': t(
          'Jeu responsable',
          'Jouez de façon responsable : limites, pauses et aide gratuite jour et nuit.',
          'jeu responsable, australie',
        ),
      },
    },
    {
      slug: 'benefits-of-crypto',
      categories: ['bottom-menu', 'top-menu', 'page'],
      hidden: false,
      texts: {
        en: t(
          'Benefits of crypto',
          'Deposit and withdraw in BTC, ETH, LTC, DOGE and USDT: fast, private, no fees from us.',
          'crypto casino, bitcoin, usdt',
        ),
        de: t(
          'Vorteile von Krypto',
          'Ein- und Auszahlungen in BTC, ETH, LTC, DOGE und USDT: schnell, privat, ohne Gebühren.',
          'krypto casino, bitcoin',
        ),
        it: t(
          'Vantaggi delle criptovalute',
          'Deposita e preleva in BTC, ETH, LTC, DOGE e USDT: veloce, privato, senza commissioni.',
          'casinò cripto, bitcoin',
        ),
        no: t(
          'Fordeler med krypto',
          'Sett inn og ta ut i BTC, ETH, LTC, DOGE og USDT: raskt, privat, uten gebyrer fra oss.',
          'kryptokasino, bitcoin',
        ),
        'fr-CA': t(
          'Avantages de la cryptomonnaie',
          'Déposez et retirez en BTC, ETH, LTC, DOGE et USDT : rapide, privé, sans frais.',
          'casino crypto, bitcoin',
        ),
      },
    },
    {
      slug: 'awards',
      categories: ['bottom-menu', 'custom-page'],
      hidden: false,
      texts: {
        en: t('Awards', 'Industry awards won by Croupier since 2019.', 'casino awards'),
        de: t('Auszeichnungen', 'Branchenauszeichnungen für Croupier seit 2019.', 'casino auszeichnungen'),
        it: t('Premi', 'I premi del settore vinti da Croupier dal 2019.', 'premi casinò'),
        no: t('Priser', 'Bransjepriser Croupier har vunnet siden 2019.', 'kasinopriser'),
        'fr-CA': t('Prix', 'Les prix de l’industrie remportés par Croupier depuis 2019.', 'prix casino'),
      },
    },
  ] satisfies SeedPage[]
).map(withEnglishVariants)
