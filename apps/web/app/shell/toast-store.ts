// Toasts (spec 1 §8): a small queue; each toast removes itself after its timeout unless it is sticky
// (time 0, ON_LIMIT_REACHED, RESTRICTED_GEO), in which case only the close button removes it.
import { toastTimeout } from '@croupier/rules/ui-timing'
import { create } from 'zustand'
import type { ToastAction } from '../lib/events'

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

export interface Toast {
  id: number
  text: string
  kind: ToastKind
  code?: string
  /** Auto-remove delay in ms, null when the toast stays until closed. */
  timeout: number | null
  /** A button beside the text; choosing it also closes the toast. */
  action?: ToastAction
}

export interface ToastInput {
  text: string
  kind?: ToastKind
  code?: string
  time?: number
  action?: ToastAction
}

interface ToastState {
  toasts: Toast[]
  push: (input: ToastInput) => number
  dismiss: (id: number) => void
  clear: () => void
}

const timers = new Map<number, ReturnType<typeof setTimeout>>()
let nextId = 1

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  push: (input) => {
    // A coded warning already on screen is not stacked twice (e.g. RESTRICTED_GEO).
    const same = input.code ? get().toasts.find((toast) => toast.code === input.code) : undefined
    if (same) return same.id
    const id = nextId++
    const timeout = toastTimeout({ code: input.code, time: input.time })
    const toast: Toast = {
      id,
      text: input.text,
      kind: input.kind ?? 'info',
      code: input.code,
      timeout,
      ...(input.action ? { action: input.action } : {}),
    }
    set((state) => ({ toasts: [...state.toasts, toast] }))
    if (timeout !== null)
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), timeout),
      )
    return id
  },
  dismiss: (id) => {
    const timer = timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(id)
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }))
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    set({ toasts: [] })
  },
}))
