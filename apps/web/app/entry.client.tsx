// Hydrates the server-rendered document. Router errors of every route (loaders, actions, renders)
// are logged once through PUT /log unless they are duplicate or aborted navigations.
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { reportRouterError } from './lib/router-errors'
import { preloadPlayerChunks } from './shell/player-chunks'

// A player's page waits for the header's player parts, so hydration keeps what the server drew.
void preloadPlayerChunks().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter
          onError={(error, { location }) => reportRouterError(error, { path: location.pathname })}
        />
      </StrictMode>,
    )
  }),
)
