// Lootboxes as the platform answers them, for unit tests.
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'

export function lootbox(overrides: Partial<Lootbox> = {}): Lootbox {
  return {
    id: '1',
    group_key: 'lootbox_standard',
    stage: 'issued',
    source: 'operator',
    currency: 'EUR',
    created_at: '2026-11-20T10:00:00.000Z',
    valid_until: '2026-11-27T10:00:00.000Z',
    activated_at: null,
    items: [
      {
        id: 'fs10',
        title: '10 FS',
        type: 'freespins',
        attributes: { freespins_count: 10, game: 'pragmaticplay:gates-of-olympus' },
        result_bonus: { wager: 30, max_win: { EUR: 100_000 } },
        weight: 4000,
        prize: false,
      },
      {
        id: 'bonus15',
        title: '€15',
        type: 'bonus',
        attributes: { amount: { EUR: 1500 } },
        result_bonus: { wager: 3, max_win: null },
        weight: 1000,
        prize: false,
      },
    ],
    prize_index: null,
    fairness: {
      server_seed_hash: 'ab'.repeat(32),
      server_seed: null,
      client_seed: null,
      nonce: 0,
      hmac: null,
    },
    wheel_id: null,
    bonus_id: null,
    freespins_id: null,
    ...overrides,
  }
}
