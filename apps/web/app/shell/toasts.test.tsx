import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emit } from '../lib/events'
import { useToastStore } from './toast-store'
import { Toasts } from './toasts'

describe('toasts (spec 2 §8)', () => {
  afterEach(() => {
    act(() => useToastStore.getState().clear())
    cleanup()
  })

  it('shows a toast’s action; choosing it runs the action and closes the toast', () => {
    const onSelect = vi.fn()
    render(<Toasts />)
    act(() =>
      emit('toast', {
        kind: 'warning',
        code: 'CANCELED_PAYMENT',
        text: 'Your last deposit was cancelled.',
        action: { label: 'Deposit again', onSelect },
      }),
    )
    expect(screen.getByRole('status').textContent).toContain('Your last deposit was cancelled.')
    fireEvent.click(screen.getByRole('button', { name: 'Deposit again' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows no action button on a plain toast', () => {
    render(<Toasts />)
    act(() => emit('toast', { text: 'Saved' }))
    expect(screen.getByRole('status').textContent).toContain('Saved')
    expect(screen.getAllByRole('button')).toHaveLength(1) // only "Dismiss"
  })
})
