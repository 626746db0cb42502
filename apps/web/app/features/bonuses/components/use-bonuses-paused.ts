// A running cooling-off or self-exclusion pauses bonuses (issue #5 item 8, ADR 039): the gifts page
// hides Activate and says why, the way the deposit button hides itself for a restricted account.
// Cancel stays.
import { useShellContext } from '../../../lib/shell-context'

export function useBonusesPaused(): boolean {
  const { player } = useShellContext()
  return Boolean(player?.responsible_gaming?.restriction)
}
