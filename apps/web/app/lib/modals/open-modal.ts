// Opening and closing catalogued dialogs from anywhere (ADR 029): the compiler checks the name and
// its props, so `openModal('cashbox', { step: 'deposit' })` is the only way in.
import type { ModalCatalogue, ModalName, ModalRequest } from './catalogue'
import { useModalStore } from './modal-store'

/** Props are optional for a dialog whose props are all optional. */
type PropsArgument<N extends ModalName> =
  Record<never, never> extends ModalCatalogue[N] ? [props?: ModalCatalogue[N]] : [props: ModalCatalogue[N]]

export function openModal<N extends ModalName>(name: N, ...[props]: PropsArgument<N>): void {
  useModalStore.getState().open(name, props ?? ({} as ModalCatalogue[N]))
}

/** Closes the named dialog, or the top one when no name is given. */
export function closeModal(name?: ModalName, options: { immediate?: boolean } = {}): void {
  useModalStore.getState().close(name, options)
}

/** Opens a dialog described as data (a hash, a dialog route): its name and props already paired. */
export function openModalRequest(request: ModalRequest): void {
  const { open } = useModalStore.getState()
  ;(open as (name: ModalName, props: ModalRequest['props']) => void)(request.name, request.props)
}
