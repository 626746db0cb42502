// Renders the modal stack (lib/modals) with the catalogue's lazy components (ADR 029).
import { type ComponentType, Suspense } from 'react'
import { useModalStore } from '../lib/modals/modal-store'
import { MODAL_COMPONENTS } from './modal-components'

// The stack pairs each name with its own props (lib/modals/catalogue ModalRequest).
type AnyModal = ComponentType<
  Record<string, unknown> & { onClose: (options?: { immediate?: boolean }) => void }
>

export function ModalHost() {
  const stack = useModalStore((state) => state.stack)
  return (
    <>
      {stack.map(({ name, props }) => {
        const Modal = MODAL_COMPONENTS[name] as AnyModal
        return (
          <Suspense key={name} fallback={null}>
            <Modal
              {...props}
              onClose={(options?: { immediate?: boolean }) => useModalStore.getState().close(name, options)}
            />
          </Suspense>
        )
      })}
    </>
  )
}
