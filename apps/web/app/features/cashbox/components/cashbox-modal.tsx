// The cashbox as a named modal (`cashbox`): opened over a page that must stay, e.g. the game frame's
// "open cashbox" (spec 1 §2). Props: `step` (dashboard by default), `amountProp`.
import type { ModalProps } from '../../../shell/modal-registry'
import CashboxDialog, { type CashboxStep, NO_DEPOSIT_QUERY } from './cashbox-dialog'

const STEPS: readonly CashboxStep[] = ['dashboard', 'deposit', 'withdraw', 'history', 'one-click']

export default function CashboxModal({
  onClose,
  step,
  amountProp,
}: ModalProps<{ step?: unknown; amountProp?: unknown }>) {
  const initial = STEPS.find((candidate) => candidate === step) ?? 'dashboard'
  const amount = typeof amountProp === 'number' && amountProp > 0 ? amountProp : 0
  return (
    <CashboxDialog
      initialStep={initial}
      deposit={{ ...NO_DEPOSIT_QUERY, amountProp: amount }}
      onClose={() => onClose()}
    />
  )
}
