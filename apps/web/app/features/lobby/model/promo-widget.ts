// What each lobby promo widget shows (spec 2 §3 "Promo widgets"; ADR 040), as the lobby's loader
// hands it to the row (shell/promo-widgets.tsx).
import type { PlayerAdventureDay } from '@croupier/contract/adventures/get-player-adventures'

export type PromoWidget =
  | {
      type: 'rocketMart'
      /** Spendable comp points. */
      points: number
      /** The cheapest reward in the player's currency (EUR otherwise); null when the shop has none. */
      reward: { title: string; points: number } | null
    }
  | {
      type: 'adventures'
      currency: string
      finished: boolean
      /** Today's day, null before the first or after the last. */
      day: PlayerAdventureDay | null
    }
  | {
      type: 'lootBox'
      /** Unused spins on the wheel the link leads to. */
      spins: number
      /** Unopened lootboxes of the gifts tab's list. */
      lootboxes: number
      /** The wheel's page path, or null: the link leads to the gifts tab. */
      wheelPath: string | null
    }
  | {
      type: 'quest'
      /** Running quests the player takes part in (spec 2 §4: the widget needs one). */
      running: number
      /** The one ending soonest. */
      next: { title: string; identifier: string } | null
    }
  | {
      type: 'activityHub'
      /** Running tournaments the player joined. */
      tournaments: number
    }

export type LootBoxWidget = Extract<PromoWidget, { type: 'lootBox' }>

/**
 * Where the lootBox widget leads (no dead ends): the wheel while the player holds a spin on it, or
 * holds nothing but belongs to its group; the gifts tab's list when only lootboxes wait or there is
 * no wheel for the player.
 */
export function lootBoxWidgetTarget(widget: LootBoxWidget): { kind: 'wheel' | 'gifts'; path: string } {
  const { wheelPath, spins, lootboxes } = widget
  if (wheelPath !== null && (spins > 0 || lootboxes === 0)) return { kind: 'wheel', path: wheelPath }
  return { kind: 'gifts', path: '/profile/gifts' }
}
