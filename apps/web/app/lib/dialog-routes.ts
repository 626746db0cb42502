// Routes that are only a dialog (the cashbox's /cashbox, /deposit, /withdraw…) open as that dialog
// over a page that must stay mounted, e.g. a running game that keeps its round (issue #9 item 11):
// the page blocks the navigation and opens the catalogued dialog instead (ADR 029). The route module
// hands the page the feature's path-to-dialog map; the page opts in with useDialogRoutesOverPage.
import { useCallback, useEffect } from 'react'
import { type BlockerFunction, NavigationType, useBlocker } from 'react-router'
import type { ModalRequest } from './modals/catalogue'
import { openModalRequest } from './modals/open-modal'

/** The dialog a location opens, or null when the location is not one of the dialog routes. */
export type DialogRoute = (location: { pathname: string; search: string }) => ModalRequest | null

/** While `route` is given, a link or navigation to one of its paths opens its dialog over this page. */
export function useDialogRoutesOverPage(route: DialogRoute | null): void {
  // Back and forward keep their meaning: only new navigations (push, replace) become dialogs.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation, historyAction }) =>
      route !== null && historyAction !== NavigationType.Pop && route(nextLocation) !== null,
    [route],
  )
  const blocker = useBlocker(shouldBlock)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const request = route?.(blocker.location) ?? null
    blocker.reset()
    if (request) openModalRequest(request)
  }, [blocker, route])
}
