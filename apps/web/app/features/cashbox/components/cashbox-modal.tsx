// The cashbox as a named modal (`cashbox`): opened over a page that must stay, e.g. the game frame's
// "open cashbox" and the cashbox routes while the game runs (spec 1 §2, issue #9 item 11). Props:
// `step` (dashboard by default), `amountProp`. An incomplete fiat profile fills personal info first,
// as on the routes; its `next` comes back here through the same route.
import { isCrypto } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { isProfileIncomplete } from '@croupier/rules/player-fields'
import { useEffect } from 'react'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { openModal } from '../../../lib/modals/open-modal'
import { useShellContext } from '../../../lib/shell-context'
import CashboxDialog, { type CashboxStep, NO_DEPOSIT_QUERY } from './cashbox-dialog'

const STEP_PATHS: Record<CashboxStep, string> = {
  dashboard: '/cashbox',
  deposit: '/deposit',
  withdraw: '/withdraw',
  history: '/cashbox',
  'one-click': '/deposit-fast',
} // spec 1 §2

export default function CashboxModal({ onClose, step, amountProp }: ModalProps<'cashbox'>) {
  const { locale, player } = useShellContext()
  const initial = (Object.keys(STEP_PATHS) as CashboxStep[]).find((s) => s === step) ?? 'dashboard'
  const amount = typeof amountProp === 'number' && amountProp > 0 ? amountProp : 0
  const incomplete = isProfileIncomplete(player, (currency) => !isCrypto(currency))
  useEffect(() => {
    if (!incomplete) return
    openModal('personal-info', { next: localizePath(locale, STEP_PATHS[initial]) })
    onClose({ immediate: true })
  }, [incomplete, locale, initial, onClose])
  if (incomplete) return null
  return (
    <CashboxDialog
      initialStep={initial}
      deposit={{ ...NO_DEPOSIT_QUERY, amountProp: amount }}
      onClose={() => onClose()}
    />
  )
}
