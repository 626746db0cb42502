// Routes that are only a dialog (the cashbox's /cashbox, /deposit, /withdraw…) open as that dialog
// over a page that must stay mounted, e.g. a running game that keeps its round (issue #9 item 11):
// the page blocks the navigation and the modal host opens the dialog instead. A feature registers
// how its paths map to a modal; the page opts in with useDialogRoutesOverPage.
import { useCallback, useEffect } from 'react'
import { type BlockerFunction, NavigationType, useBlocker } from 'react-router'
import { emit } from './events'

export interface DialogRequest {
  name: string
  props?: Record<string, unknown>
}

/** The modal a location opens, or null when the location is not one of the feature's dialogs. */
export type DialogRoute = (location: { pathname: string; search: string }) => DialogRequest | null

const dialogRoutes = new Set<DialogRoute>()

export function registerDialogRoute(route: DialogRoute): void {
  dialogRoutes.add(route)
}

export function dialogFor(location: { pathname: string; search: string }): DialogRequest | null {
  for (const route of dialogRoutes) {
    const request = route(location)
    if (request) return request
  }
  return null
}

/** While `enabled`, a link or navigation to a dialog route opens its dialog over this page. */
export function useDialogRoutesOverPage(enabled: boolean): void {
  // Back and forward keep their meaning: only new navigations (push, replace) become dialogs.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation, historyAction }) =>
      enabled && historyAction !== NavigationType.Pop && dialogFor(nextLocation) !== null,
    [enabled],
  )
  const blocker = useBlocker(shouldBlock)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const request = dialogFor(blocker.location)
    blocker.reset()
    if (request) emit('open-modal', request)
  }, [blocker])
}
