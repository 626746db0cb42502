// Side menu (spec 2 §2.3): opened and closed by the `side-menu` event, closed on navigation. The
// drawer (Radix Dialog) loads when the browser is idle or on the first open.
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { on } from '../lib/events'
import { useIdleImport } from '../ui/use-idle-import'

const loadDrawer = () => import('./side-menu-drawer')

export function SideMenu() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const { module, request } = useIdleImport(loadDrawer)

  useEffect(
    () =>
      on('side-menu', ({ open: next }) => {
        if (next) request()
        setOpen(next)
      }),
    [request],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes.
  useEffect(() => setOpen(false), [pathname])

  return module ? <module.SideMenuDrawer open={open} setOpen={setOpen} /> : null
}
