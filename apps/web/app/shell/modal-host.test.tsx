import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModalProps } from '../lib/modals/catalogue'
import { useModalStore } from '../lib/modals/modal-store'
import { closeModal, openModal } from '../lib/modals/open-modal'
import { Dialog } from '../ui/dialog'
import { ModalHost } from './modal-host'

function TestDialog({ onClose, shownGroup }: ModalProps<'new-provider'>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Test dialog">
      <p>Group {shownGroup}</p>
    </Dialog>
  )
}
vi.mock('./modal-components', () => ({ MODAL_COMPONENTS: { 'new-provider': TestDialog } }))

// Never called: the compiler refuses an unknown name and props that do not fit the name (ADR 029).
export function typeChecks() {
  // @ts-expect-error no dialog of that name
  openModal('nope')
  // @ts-expect-error the cashbox has no such step
  openModal('cashbox', { step: 'casino' })
  // @ts-expect-error the new-provider popup needs its group
  openModal('new-provider')
  openModal('cashbox', { step: 'deposit' })
}

describe('modal host (spec 1 §4)', () => {
  afterEach(() => {
    act(() => useModalStore.getState().closeAll({ immediate: true }))
    cleanup()
  })

  it('opens a catalogued dialog with its props and a title, and closes it', async () => {
    render(<ModalHost />)
    act(() => openModal('new-provider', { shownGroup: 859 }))
    expect(await screen.findByRole('dialog', { name: 'Test dialog' })).toBeTruthy()
    expect(screen.getByText('Group 859')).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')
    act(() => closeModal('new-provider', { immediate: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })
})
