// The signed-in header's part (features/account) with the gifts counter on the avatar's corner
// (features/bonuses; spec 2 §2 H4) and the comp points before it (features/shop; spec 2 §3): the
// shell composes the features, which do not import each other. Loaded lazily, for players only.

import PlayerActions from '../features/account/components/player-actions'
import { GiftsCounter } from '../features/bonuses/components/gifts-counter'
import { CompPointsLink } from '../features/shop/components/comp-points-link'
import { useVipLive } from '../features/vip/hooks/use-vip-live'
import type { ShellPlayer } from '../lib/shell-context'

export default function PlayerActionsWithGifts({ player }: { player: ShellPlayer }) {
  // The VIP badge beside the nickname follows a status change live (`group_updates`, ADR 040).
  useVipLive()
  return (
    <>
      <CompPointsLink />
      <PlayerActions player={player} profileBadge={<GiftsCounter />} />
    </>
  )
}
