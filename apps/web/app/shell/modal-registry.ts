// Named dialogs the modal host can open. Each issue registers its own (sign-in, cashbox…) with a
// lazy component so a dialog's code loads only when it is first opened.
import type { ComponentType } from 'react'

/** What every registered dialog receives: its open-time props plus a way to close itself. */
export type ModalProps<P extends object = Record<string, unknown>> = P & {
  onClose: (options?: { immediate?: boolean }) => void
}

// biome-ignore lint/suspicious/noExplicitAny: each dialog declares its own props; the registry only stores them.
type AnyModal = ComponentType<ModalProps<any>>

const registry = new Map<string, AnyModal>()

export function registerModal<P extends object>(name: string, component: ComponentType<ModalProps<P>>): void {
  registry.set(name, component as AnyModal)
}

export function getModal(name: string): AnyModal | undefined {
  return registry.get(name)
}

export function isModalRegistered(name: string): boolean {
  return registry.has(name)
}
