// The lobby banner every signed-in player meets (spec 2 §3 "Banner"): the RELOAD50 deposit bonus,
// its cap and minimum deposit as variables in each currency, matching the bonus's own amounts.
import type { StoredBanner } from '../../modules/config/config.documents.ts'
import { asset } from './navigation.ts'
import { english, perCurrency } from './promo-shared.ts'

export function reloadBanner(): StoredBanner {
  return {
    id: 'reload-bonus',
    categories: ['slider-index-top'],
    title: {
      text: {
        ...english('Reload bonus: 50% up to {max}'),
        de: 'Reload-Bonus: 50 % bis zu {max}',
        it: 'Bonus ricarica: 50% fino a {max}',
        no: 'Påfyllingsbonus: 50 % opptil {max}',
        'fr-CA': 'Boni de recharge : 50 % jusqu’à {max}',
      },
    },
    description: {
      text: {
        ...english('Use code RELOAD50 with your next deposit from {min}. Wagering x30.'),
        de: 'Nutze den Code RELOAD50 bei deiner nächsten Einzahlung ab {min}. Umsatz x30.',
        it: 'Usa il codice RELOAD50 con il tuo prossimo deposito da {min}. Puntata x30.',
        no: 'Bruk koden RELOAD50 på ditt neste innskudd fra {min}. Omsetning x30.',
        'fr-CA': 'Utilisez le code RELOAD50 avec votre prochain dépôt dès {min}. Mise x30.',
      },
    },
    // RELOAD50 (seed/bonus-offers.ts): 50% up to 250 EUR from a 20 EUR deposit, scaled per currency alike.
    variables: { max: perCurrency(25_000), min: perCurrency(2_000) },
    gradient: { left: '#0B3D2E', leftCenter: '#13684D', rightCenter: '#1B9E77', right: '#F7C23B' },
    labels: [],
    button: {
      name: {
        ...english('Deposit now'),
        de: 'Jetzt einzahlen',
        it: 'Deposita ora',
        no: 'Sett inn nå',
        'fr-CA': 'Déposer maintenant',
      },
      url: '/deposit',
    },
    image: asset('banner-welcome.svg'),
    // First for players, as the welcome pack is first for guests (that one is guests only).
    order: { 'slider-index-top': 1 },
    logged: true,
    groupIds: [],
    size: 'big',
  }
}
