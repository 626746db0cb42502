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
const groups = new Map<string, string>()

export interface ModalOptions {
  /** Dialogs of one group replace each other instead of stacking (issue #9 item 12: one auth dialog). */
  group?: string
}

export function registerModal<P extends object>(
  name: string,
  component: ComponentType<ModalProps<P>>,
  options: ModalOptions = {},
): void {
  registry.set(name, component as AnyModal)
  if (options.group) groups.set(name, options.group)
}

export function modalGroup(name: string): string | undefined {
  return groups.get(name)
}

export function getModal(name: string): AnyModal | undefined {
  return registry.get(name)
}

export function isModalRegistered(name: string): boolean {
  return registry.has(name)
}
