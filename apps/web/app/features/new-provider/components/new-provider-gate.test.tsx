import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalStore } from '../../../lib/modals/modal-store'
import { NEW_PROVIDER_SESSION_KEY } from '../model/eligibility'
import { NewProviderGate } from './new-provider-gate'

const shell = vi.hoisted(() => ({ player: null as null | { statuses: { id: number; name: string }[] } }))
vi.mock('../../../lib/shell-context', () => ({ useShellContext: () => shell }))

const opened = () => useModalStore.getState().stack
beforeEach(() => {
  window.sessionStorage.clear()
})
afterEach(() => {
  useModalStore.getState().closeAll({ immediate: true })
  cleanup()
})

describe('new-provider gate', () => {
  it('opens the popup once per browser session for an eligible player', () => {
    shell.player = { statuses: [{ id: 1030, name: 'target' }] }
    render(<NewProviderGate />)
    expect(opened()).toEqual([{ name: 'new-provider', props: { shownGroup: 1056 } }])
    expect(window.sessionStorage.getItem(NEW_PROVIDER_SESSION_KEY)).not.toBeNull()
    cleanup()
    render(<NewProviderGate />)
    expect(opened()).toHaveLength(1)
  })

  it('stays shut for guests and players already shown', () => {
    shell.player = null
    render(<NewProviderGate />)
    cleanup()
    shell.player = {
      statuses: [
        { id: 851, name: 'target' },
        { id: 859, name: 'shown' },
      ],
    }
    render(<NewProviderGate />)
    expect(opened()).toEqual([])
  })
})
