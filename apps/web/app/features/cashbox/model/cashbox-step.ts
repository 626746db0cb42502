// The cashbox dialog's screens (spec 1 §2 cashbox paths), as the modal catalogue opens it on one.
export type { CashboxModalStep as CashboxStep } from '../../../lib/modals/catalogue'
