// Lobby banners (spec 2 §3 "Banner") with texts per locale; the race timer is placed relative to
// the first seed so a fresh install shows a running tournament.

import type { z } from 'zod'
import type { StoredBanner, StoredBannersSchema } from '../../modules/config/config.documents.ts'
import { asset } from './navigation.ts'
import { DAY_MS, english, liveTime, perCurrency, startOfUtcDay, VIP_TOP } from './promo-shared.ts'
import { reloadBanner } from './reload-banner.ts'

export function banners(now: Date): z.infer<typeof StoredBannersSchema> {
  const today = startOfUtcDay(now)
  const raceStart = new Date(today.getTime() - DAY_MS)
  const raceEnd = new Date(today.getTime() + 13 * DAY_MS)
  const welcome: StoredBanner = {
    id: 'welcome-pack',
    categories: ['slider-index-top'],
    title: {
      text: {
        ...english('Welcome pack up to {bonus} + 150 free spins'),
        'en-AU': 'Welcome pack up to {bonus} + 150 free spins on the pokies',
        'en-NZ': 'Welcome pack up to {bonus} + 150 free spins on the pokies',
        de: 'Willkommenspaket bis zu {bonus} + 150 Freispiele',
        it: 'Pacchetto di benvenuto fino a {bonus} + 150 giri gratis',
        no: 'Velkomstpakke opptil {bonus} + 150 gratisspinn',
        'fr-CA': 'Forfait de bienvenue jusqu’à {bonus} + 150 tours gratuits',
      },
    },
    description: {
      text: {
        ...english('Spread over your first four deposits. 18+, new players only, terms apply.'),
        de: 'Verteilt auf deine ersten vier Einzahlungen. 18+, nur für neue Spieler, es gelten die AGB.',
        it: 'Distribuito sui tuoi primi quattro depositi. 18+, solo nuovi giocatori, si applicano i termini.',
        no: 'Fordelt på dine fire første innskudd. 18+, kun nye spillere, vilkår gjelder.',
        'fr-CA':
          'Réparti sur vos quatre premiers dépôts. 18+, nouveaux joueurs seulement, conditions applicables.',
      },
    },
    variables: { bonus: perCurrency(150_000) },
    gradient: { left: '#2B1055', leftCenter: '#4B2BBF', rightCenter: '#7A3FE0', right: '#D53369' },
    labels: [
      {
        title: {
          ...english('Welcome'),
          de: 'Willkommen',
          it: 'Benvenuto',
          no: 'Velkommen',
          'fr-CA': 'Bienvenue',
        },
        type: 'promo',
        theme: 'gold',
        dot: false,
      },
    ],
    button: {
      name: {
        ...english('Join now'),
        de: 'Jetzt beitreten',
        it: 'Iscriviti ora',
        no: 'Bli med nå',
        'fr-CA': 'Inscrivez-vous',
      },
      url: '/sign-up',
    },
    image: asset('banner-welcome.svg'),
    order: { 'slider-index-top': 1 },
    logged: false,
    groupIds: [],
    size: 'big',
  }
  const race: StoredBanner = {
    id: 'weekly-pokies-race',
    categories: ['slider-index-top'],
    title: {
      text: {
        ...english('Weekly Slots Race: {prize} prize pool', {
          'en-AU': 'Weekly Pokies Race: {prize} prize pool',
          'en-NZ': 'Weekly Pokies Race: {prize} prize pool',
        }),
        de: 'Wöchentliches Slot-Rennen: {prize} Preispool',
        it: 'Corsa settimanale alle slot: montepremi di {prize}',
        no: 'Ukentlig spilleautomatløp: premiepott på {prize}',
        'fr-CA': 'Course hebdomadaire aux machines à sous : cagnotte de {prize}',
      },
    },
    description: {
      text: {
        ...english('Every spin from {minBet} earns points. Top 50 players share the pot.'),
        de: 'Jeder Spin ab {minBet} bringt Punkte. Die besten 50 teilen sich den Pool.',
        it: 'Ogni giro da {minBet} vale punti. I primi 50 si dividono il montepremi.',
        no: 'Hvert spinn fra {minBet} gir poeng. De 50 beste deler potten.',
        'fr-CA': 'Chaque tour dès {minBet} rapporte des points. Les 50 meilleurs se partagent la cagnotte.',
      },
    },
    variables: { prize: perCurrency(1_000_000), minBet: perCurrency(50) },
    gradient: { left: '#0F2027', leftCenter: '#203A43', rightCenter: '#2C5364', right: '#F7C23B' },
    labels: [
      {
        title: { ...english('Live'), de: 'Live', it: 'In corso', no: 'Pågår', 'fr-CA': 'En cours' },
        type: 'status',
        theme: 'green',
        dot: true,
      },
    ],
    button: {
      name: { ...english('Take part'), de: 'Mitmachen', it: 'Partecipa', no: 'Delta', 'fr-CA': 'Participer' },
      url: '/tournaments/weekly-pokies-race',
      type: 'tournaments',
      frontendIdentifier: 'weekly-pokies-race',
    },
    image: asset('banner-tournament.svg'),
    timer: { start_at: raceStart.toISOString(), end_at: raceEnd.toISOString() },
    order: { 'slider-index-top': 2 },
    groupIds: [],
    size: 'big',
    liveTime: { from: liveTime(raceStart), to: liveTime(raceEnd) },
  }
  const crypto: StoredBanner = {
    id: 'crypto-deposits',
    categories: ['slider-index-top'],
    title: {
      text: {
        ...english('Deposit with crypto in minutes'),
        de: 'In Minuten mit Krypto einzahlen',
        it: 'Deposita in criptovalute in pochi minuti',
        no: 'Sett inn med krypto på minutter',
        'fr-CA': 'Déposez en cryptomonnaie en quelques minutes',
      },
    },
    description: {
      text: {
        ...english('BTC, ETH, LTC, DOGE and USDT. No fees from us, withdrawals processed fast.'),
        de: 'BTC, ETH, LTC, DOGE und USDT. Keine Gebühren von uns, schnelle Auszahlungen.',
        it: 'BTC, ETH, LTC, DOGE e USDT. Nessuna commissione da parte nostra, prelievi rapidi.',
        no: 'BTC, ETH, LTC, DOGE og USDT. Ingen gebyrer fra oss, raske uttak.',
        'fr-CA': 'BTC, ETH, LTC, DOGE et USDT. Aucuns frais de notre part, retraits rapides.',
      },
    },
    variables: {},
    gradient: { left: '#1A1230', leftCenter: '#3A2C6B', rightCenter: '#E2761B', right: '#FFC25C' },
    labels: [],
    button: {
      name: {
        ...english('Learn more'),
        de: 'Mehr erfahren',
        it: 'Scopri di più',
        no: 'Les mer',
        'fr-CA': 'En savoir plus',
      },
      url: '/benefits-of-crypto',
    },
    secondButton: {
      name: {
        ...english('How it works'),
        de: 'So funktioniert’s',
        it: 'Come funziona',
        no: 'Slik fungerer det',
        'fr-CA': 'Comment ça marche',
      },
      popup: {
        title: {
          ...english('Crypto deposits'),
          de: 'Krypto-Einzahlungen',
          it: 'Depositi in cripto',
          no: 'Kryptoinnskudd',
          'fr-CA': 'Dépôts en cryptomonnaie',
        },
        secondTitle: {
          ...english('Three steps'),
          de: 'Drei Schritte',
          it: 'Tre passaggi',
          no: 'Tre steg',
          'fr-CA': 'Trois étapes',
        },
        desc: {
          ...english(
            'Choose a coin in the cashbox, copy your personal address, send from your wallet. Your balance updates after network confirmation.',
          ),
          de: 'Wähle in der Kasse eine Münze, kopiere deine persönliche Adresse und sende aus deiner Wallet. Dein Guthaben wird nach der Netzwerkbestätigung gutgeschrieben.',
          it: 'Scegli una moneta in cassa, copia il tuo indirizzo personale e invia dal tuo wallet. Il saldo si aggiorna dopo la conferma della rete.',
          no: 'Velg en mynt i kassen, kopier din personlige adresse og send fra lommeboken din. Saldoen oppdateres etter bekreftelse i nettverket.',
          'fr-CA':
            'Choisissez une cryptomonnaie dans la caisse, copiez votre adresse personnelle et envoyez depuis votre portefeuille. Votre solde est crédité après confirmation du réseau.',
        },
      },
    },
    image: asset('banner-crypto.svg'),
    order: { 'slider-index-top': 3 },
    groupIds: [],
    size: 'big',
  }
  const vipReload: StoredBanner = {
    id: 'vip-reload',
    categories: ['slider-index-top'],
    title: {
      text: {
        ...english('VIP reload: 50% up to {max}'),
        de: 'VIP-Reload: 50 % bis zu {max}',
        it: 'Ricarica VIP: 50% fino a {max}',
        no: 'VIP-reload: 50 % opptil {max}',
        'fr-CA': 'Recharge VIP : 50 % jusqu’à {max}',
      },
    },
    description: {
      text: {
        ...english('Your weekly thank-you. Wagering x25, valid for 7 days.'),
        de: 'Dein wöchentliches Dankeschön. Umsatz x25, 7 Tage gültig.',
        it: 'Il tuo grazie settimanale. Puntata x25, valido 7 giorni.',
        no: 'Din ukentlige takk. Omsetning x25, gyldig i 7 dager.',
        'fr-CA': 'Notre merci hebdomadaire. Mise x25, valable 7 jours.',
      },
    },
    variables: { max: perCurrency(50_000) },
    gradient: { left: '#141E30', leftCenter: '#243B55', rightCenter: '#8E6E53', right: '#E0C097' },
    labels: [
      {
        title: { ...english('VIP'), de: 'VIP', it: 'VIP', no: 'VIP', 'fr-CA': 'VIP' },
        type: 'promo',
        theme: 'vip',
        dot: false,
      },
    ],
    button: {
      name: { ...english('Claim'), de: 'Holen', it: 'Riscatta', no: 'Hent', 'fr-CA': 'Réclamer' },
      url: '/profile/gifts',
    },
    image: asset('banner-jackpot.svg'),
    order: { 'slider-index-top': 4 },
    logged: true,
    groupIds: VIP_TOP,
    size: 'big',
  }
  const jackpots: StoredBanner = {
    id: 'mystic-jackpots',
    categories: ['index-top-jackpots'],
    title: {
      text: {
        ...english('Mystic jackpots drop daily'),
        de: 'Mystische Jackpots fallen täglich',
        it: 'I jackpot mistici cadono ogni giorno',
        no: 'Mystiske jackpotter faller daglig',
        'fr-CA': 'Des jackpots mystiques tombent chaque jour',
      },
    },
    description: {
      text: {
        ...english('Three levels, one of them must drop before midnight.'),
        de: 'Drei Stufen, eine davon fällt vor Mitternacht.',
        it: 'Tre livelli, uno cade prima di mezzanotte.',
        no: 'Tre nivåer, ett av dem faller før midnatt.',
        'fr-CA': 'Trois niveaux, l’un d’eux tombe avant minuit.',
      },
    },
    variables: {},
    gradient: { left: '#1A1230', leftCenter: '#2D1B69', rightCenter: '#5B2A86', right: '#FF4F8B' },
    labels: [],
    button: {
      name: {
        ...english('Play now'),
        de: 'Jetzt spielen',
        it: 'Gioca ora',
        no: 'Spill nå',
        'fr-CA': 'Jouer',
      },
      url: '/mystic-jackpots',
    },
    image: asset('banner-jackpot.svg'),
    order: { 'index-top-jackpots': 1 },
    groupIds: [],
    size: 'small',
  }
  return { banners: [welcome, race, reloadBanner(), crypto, vipReload, jackpots] }
}
