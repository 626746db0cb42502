// Realtime names without their schemas, so the browser's realtime client can filter events
// without pulling Zod schemas into its bundle. Payloads live in `./events.ts`.

/** Socket.IO path on the platform (and on the web origin, which proxies it). */
export const REALTIME_PATH = '/socket.io'

/** Public channels: any socket may subscribe; each channel carries the event of the same name (spec 1 §7). */
export const PUBLIC_CHANNELS = ['wins', 'jackpots_changes', 'tournaments_leaderboards'] as const
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number]

/** Private events: sent only to the signed-in player's own room (spec 1 §7, spec 2 §7). */
export const PRIVATE_EVENTS = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'group_updates',
  'jackpot_win_award',
  /** Payment notifications (named after the payment provider in the spec). */
  'allsecure_notification',
  'analytics',
  'personal_notifications',
  'tournament_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
  'balance',
] as const
export type PrivateEvent = (typeof PRIVATE_EVENTS)[number]

export type RealtimeEventName = PublicChannel | PrivateEvent

export const REALTIME_EVENT_NAMES: readonly RealtimeEventName[] = [...PUBLIC_CHANNELS, ...PRIVATE_EVENTS]

/**
 * Client → server messages. `socket.emit(SUBSCRIBE, 'wins', ack?)` joins a public channel;
 * the optional ack receives `{ ok: boolean }`.
 */
export const SUBSCRIBE = 'subscribe'
export const UNSUBSCRIBE = 'unsubscribe'

export interface SubscribeAck {
  ok: boolean
}

export function isPublicChannel(name: unknown): name is PublicChannel {
  return typeof name === 'string' && (PUBLIC_CHANNELS as readonly string[]).includes(name)
}

export function isRealtimeEventName(name: unknown): name is RealtimeEventName {
  return typeof name === 'string' && (REALTIME_EVENT_NAMES as readonly string[]).includes(name)
}
