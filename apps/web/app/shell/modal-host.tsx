// Renders the modal stack and connects it to the event bus (`open-modal`, `close-modal`, `open-support`).
import { Suspense, useEffect } from 'react'
import { on } from '../lib/events'
import { getModal, isModalRegistered } from './modal-registry'
import { useModalStore } from './modal-store'
import './modals'

export function ModalHost() {
  const stack = useModalStore((state) => state.stack)

  useEffect(() => {
    const { open, close } = useModalStore.getState()
    const offOpen = on('open-modal', ({ name, props }) => {
      // An unknown name must not lock the page behind an invisible dialog.
      if (!isModalRegistered(name)) {
        console.warn(`open-modal: no dialog registered as "${name}"`)
        return
      }
      open(name, props)
    })
    const offClose = on('close-modal', ({ name, immediate }) => close(name, { immediate }))
    const offSupport = on('open-support', () => open('support'))
    return () => {
      offOpen()
      offClose()
      offSupport()
    }
  }, [])

  return (
    <>
      {stack.map(({ name, props }) => {
        const Modal = getModal(name)
        if (!Modal) return null
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
