// The signed-in player's loyalty lines in the side menu (spec 2 §2.3): comp points and the prize
// wheel. Loaded only for players, so a guest's drawer carries none of their stores.
import { WheelLink } from '../features/lootboxes/components/wheel-link'
import { CompPointsLink } from '../features/shop/components/comp-points-link'
import type { ShellPlayer } from '../lib/shell-context'

export function SideMenuLoyalty({ player, onNavigate }: { player: ShellPlayer; onNavigate: () => void }) {
  return (
    <>
      {/* The comp points, while the flag is on (ADR 040). */}
      <CompPointsLink variant="menu" onNavigate={onNavigate} />
      {/* The prize wheel, for a player with a spin or a wheel group (no dead ends). */}
      <WheelLink player={player} onNavigate={onNavigate} />
    </>
  )
}
