// The header's player-only parts (their actions, header notices) stay out of a guest's JavaScript,
// loaded on demand like React.lazy, but preloadable: the client loads them before it hydrates a
// page the server rendered for a player (entry.client.tsx), so hydration finds them ready and
// keeps the server's markup instead of showing a fallback and growing back (layout shift).
import { type ComponentType, lazy } from 'react'

function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module
      return module
    })
  // A loaded module goes to React.lazy as a thenable that answers at once, so it renders without
  // suspending (React reads a synchronously settled thenable as resolved).
  const Component = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one settles at once
          then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded as never),
        } as never)
      : preload(),
  )
  return { Component, preload }
}

const playerActions = preloadable(() => import('./player-actions-with-gifts'))
const headerNotices = preloadable(() => import('./header-notices'))

// The server loads them at start, so even its first player page has them in place.
if (typeof document === 'undefined') {
  void playerActions.preload()
  void headerNotices.preload()
}

export const PlayerActions = playerActions.Component
export const HeaderNotices = headerNotices.Component

/** Marks the header the server rendered for a signed-in player. */
export const PLAYER_HEADER_ATTRIBUTE = 'data-player-header'

/** Loads the player's header parts when the document was rendered for a player. */
export function preloadPlayerChunks(): Promise<unknown> {
  if (!document.querySelector(`[${PLAYER_HEADER_ATTRIBUTE}]`)) return Promise.resolve()
  return Promise.all([playerActions.preload(), headerNotices.preload()]).catch(() => undefined)
}
