// spec 1 §8: the ON_LIMIT_REACHED warning, which never auto-hides, when the platform's `game_limits`
// realtime event says a limit was reached (a bet or deposit refused, a session's time used up), with
// a button that opens the limits popup.
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { useEffect } from 'react'
import { emit, on } from '../../../lib/events'
import { openModal } from '../../../lib/modals/open-modal'
import { useTranslation } from '../../../lib/translate'

type GameLimitsEvent = RealtimeEventMap['game_limits']

/** The toast code the spec names; the toast store keeps it until the player closes it. */
export const LIMIT_REACHED_TOAST = 'ON_LIMIT_REACHED' // spec 1 §8

export function useLimitWarnings(): void {
  const { t } = useTranslation()
  useEffect(
    () =>
      on('realtime', ({ name, payload }) => {
        if (name !== 'game_limits') return
        const event = payload as GameLimitsEvent
        // A break or self-exclusion the player just started is announced by the page that started
        // it; the restricted shell says the rest.
        if (!event.reached || event.type === 'coolingoff' || event.type === 'selfexclusion') return
        emit('toast', {
          code: LIMIT_REACHED_TOAST,
          kind: 'warning',
          text: t(`limits.toast.${event.type}`),
          action: {
            label: t('limits.toast.seeLimits'),
            // The limits popup (spec 1 §2 popups).
            onSelect: () => openModal('limits'),
          },
        })
      }),
    [t],
  )
}
