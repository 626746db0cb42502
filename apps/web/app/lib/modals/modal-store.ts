// The modal stack (spec 1 §4): named dialogs open on top of each other; the first one blocks page
// scroll, closing the last one unblocks it after MODAL_UNLOCK_DELAY_MS unless closed `immediate`.
import { modalUnlockDelay } from '@croupier/rules/ui-timing'
import { create } from 'zustand'
import { lockScroll, unlockScroll } from '../scroll-lock'
import { type ModalCatalogue, type ModalName, type ModalRequest, modalGroup } from './catalogue'

export type OpenModal = ModalRequest

interface ModalState {
  stack: OpenModal[]
  open: <N extends ModalName>(name: N, props: ModalCatalogue[N]) => void
  /** Closes the named modal, or the top one when no name is given. */
  close: (name?: ModalName, options?: { immediate?: boolean }) => void
  closeAll: (options?: { immediate?: boolean }) => void
}

let unlockTimer: ReturnType<typeof setTimeout> | undefined

function cancelPendingUnlock(): void {
  if (unlockTimer !== undefined) clearTimeout(unlockTimer)
  unlockTimer = undefined
}

function scheduleUnlock(remainingModals: number, immediate: boolean): void {
  const delay = modalUnlockDelay({ remainingModals, immediate })
  if (delay === null) return
  cancelPendingUnlock()
  if (delay === 0) unlockScroll()
  else
    unlockTimer = setTimeout(() => {
      unlockTimer = undefined
      unlockScroll()
    }, delay)
}

export const useModalStore = create<ModalState>()((set, get) => ({
  stack: [],
  open: (name, props) => {
    cancelPendingUnlock()
    lockScroll()
    // Re-opening a modal that is already open brings it to the top with the new props; one of a
    // group (the auth dialogs) takes the place of any other of that group.
    const group = modalGroup(name)
    const stays = (modal: OpenModal) =>
      modal.name !== name && (group === undefined || modalGroup(modal.name) !== group)
    set((state) => ({ stack: [...state.stack.filter(stays), { name, props } as OpenModal] }))
  },
  close: (name, options = {}) => {
    const { stack } = get()
    const target = name ?? stack.at(-1)?.name
    if (target === undefined || !stack.some((modal) => modal.name === target)) return
    const next = stack.filter((modal) => modal.name !== target)
    set({ stack: next })
    scheduleUnlock(next.length, options.immediate === true)
  },
  closeAll: (options = {}) => {
    if (get().stack.length === 0) return
    set({ stack: [] })
    scheduleUnlock(0, options.immediate === true)
  },
}))
