// Player groups (statuses) the operator defines (spec 1 §6, spec 2 §4, §6). Ids are the spec's.
import type { PlayerGroup } from '@croupier/contract/info/get-statuses'

export const PLAYER_GROUPS: readonly PlayerGroup[] = [
  { id: 21, name: 'Tester', kind: 'tester', writable: false },
  { id: 100, name: 'Multi-account', kind: 'risk', writable: false },
  { id: 255, name: 'VIP Platinum', kind: 'vip', writable: false },
  { id: 257, name: 'VIP Bronze', kind: 'vip', writable: false },
  { id: 258, name: 'VIP Silver', kind: 'vip', writable: false },
  { id: 259, name: 'VIP Gold', kind: 'vip', writable: false },
  { id: 543, name: 'Registration A/B: variant A', kind: 'ab-test', writable: true },
  { id: 544, name: 'Registration A/B: variant B', kind: 'ab-test', writable: true },
  { id: 545, name: 'Live chat', kind: 'feature', writable: true },
  { id: 631, name: 'Sofort hidden', kind: 'payment', writable: false },
  { id: 759, name: 'VIP Diamond', kind: 'vip', writable: false },
  { id: 790, name: 'VIP adventure', kind: 'promo', writable: false },
  { id: 791, name: 'VIP adventure prize table', kind: 'feature', writable: false },
  { id: 851, name: 'New provider promo: target', kind: 'promo', writable: false },
  { id: 859, name: 'New provider promo: shown', kind: 'promo', writable: true },
  { id: 916, name: 'Header notices', kind: 'feature', writable: false },
  { id: 957, name: 'VIP Prospect', kind: 'vip', writable: false },
  { id: 1030, name: 'New provider promo: target (second wave)', kind: 'promo', writable: false },
  { id: 1056, name: 'New provider promo: shown (second wave)', kind: 'promo', writable: true },
  { id: 1101, name: 'Lithuanian IBAN', kind: 'payment', writable: true },
  { id: 1201, name: 'Rocket Wheel players', kind: 'promo', writable: false },
  { id: 1401, name: 'Installed app', kind: 'feature', writable: true },
  { id: 131811, name: 'Welcome pack', kind: 'promo', writable: false },
]

/** spec 1 §6: VIP groups Diamond 759, Platinum 255, Gold 259, Silver 258, Bronze 257. */
export const VIP_GROUP_IDS = { diamond: 759, platinum: 255, gold: 259, silver: 258, bronze: 257 } as const
