// Test data for the gifts model and store (unit tests only).
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'

export function bonus(id: string, overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id,
    type: 'deposit',
    stage: 'issued',
    group_key: 'reload',
    title: `Bonus ${id}`,
    description: '',
    label: null,
    currency: 'EUR',
    amount_cents: 10_000,
    balance_cents: 0,
    wager_required_cents: 350_000,
    wagered_cents: 0,
    wagering_percent: 0,
    converted_cents: null,
    terms: {
      percent: 100,
      min_deposit_cents: 2_000,
      max_bonus_cents: 10_000,
      wager_multiplier: 35,
      wager_base: 'bonus',
      max_bet_cents: 500,
      max_conversion_cents: null,
      contribution: { slot: 100, live: 10 },
      excluded_games: [],
      activation_days: 7,
      wagering_days: 30,
      free_spins: 0,
    },
    activatable: true,
    activatable_until: '2026-12-01T00:00:00.000Z',
    wager_until: null,
    created_at: `2026-11-2${id.length % 10}T10:00:00.000Z`,
    activated_at: null,
    finished_at: null,
    ...overrides,
  }
}

export function batch(id: string, overrides: Partial<PlayerFreeSpins> = {}): PlayerFreeSpins {
  return {
    id,
    stage: 'issued',
    group_key: 'welcome_fs',
    title: `Spins ${id}`,
    currency: 'EUR',
    count: 50,
    remaining: 50,
    stake_cents: 20,
    games: [{ id: 1, slug: 'book-of-croupier', title: 'Book of Croupier', producer: 'croupier' }],
    wager_multiplier: 30,
    max_win_cents: 10_000,
    won_cents: 0,
    bonus_id: null,
    activatable: true,
    activatable_until: null,
    created_at: '2026-11-20T10:00:00.000Z',
    activated_at: null,
    finished_at: null,
    ...overrides,
  }
}
