import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emit } from '../lib/events'
import { Dialog } from '../ui/dialog'
import { ModalHost } from './modal-host'
import { type ModalProps, registerModal } from './modal-registry'
import { useModalStore } from './modal-store'

vi.mock('./modals', () => ({}))

function TestDialog({ onClose, greeting }: ModalProps<{ greeting?: string }>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Test dialog">
      <p>{greeting}</p>
    </Dialog>
  )
}
registerModal('test', TestDialog)

describe('modal host (spec 1 §4)', () => {
  afterEach(() => {
    act(() => useModalStore.getState().closeAll({ immediate: true }))
    cleanup()
  })

  it('opens a registered dialog from the open-modal event, with its props and a title', async () => {
    render(<ModalHost />)
    act(() => emit('open-modal', { name: 'test', props: { greeting: 'Hello' } }))
    expect(await screen.findByRole('dialog', { name: 'Test dialog' })).toBeTruthy()
    expect(screen.getByText('Hello')).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')
    act(() => emit('close-modal', { name: 'test', immediate: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })

  it('ignores unknown dialog names without locking the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<ModalHost />)
    act(() => emit('open-modal', { name: 'nope' }))
    expect(useModalStore.getState().stack).toEqual([])
    expect(document.body.style.overflow).toBe('')
    warn.mockRestore()
  })
})
