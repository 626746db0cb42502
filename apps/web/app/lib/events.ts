// The client's event bus: decoupled signals between lib/ (http, realtime, routing) and the
// shell (toasts, side menu) without either importing the other. Dialogs open through lib/modals.
export interface ToastAction {
  label: string
  onSelect: () => void
}

export interface AppEvents {
  /** Any 401 from the platform (spec 1 §7). */
  'auth-error': { path: string }
  logout: Record<string, never>
  registration: { playerId: string }
  'side-menu': { open: boolean }
  toast: {
    code?: string
    text: string
    kind?: 'info' | 'success' | 'warning' | 'error'
    time?: number
    /** A button on the toast (spec 2 §8: the canceled payment warning comes "with the action"). */
    action?: ToastAction
  }
  'realtime-reconnect': Record<string, never>
  /** A realtime event (spec 1 §7); narrow with `onRealtimeEvent` from lib/realtime.ts. */
  realtime: { name: string; payload: unknown }
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void

const handlers = new Map<keyof AppEvents, Set<Handler<never>>>()

export function on<K extends keyof AppEvents>(name: K, handler: Handler<K>): () => void {
  const set = handlers.get(name) ?? new Set()
  set.add(handler as Handler<never>)
  handlers.set(name, set)
  return () => set.delete(handler as Handler<never>)
}

export function emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
  for (const handler of handlers.get(name) ?? []) (handler as Handler<K>)(payload)
}
