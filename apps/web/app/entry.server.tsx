// Server rendering: streams the document to browsers as soon as the shell is ready and waits for
// everything for bots (isbot), so crawlers get complete HTML. Documents get a per-request CSP nonce,
// except the guest page cache's shared renders, whose scripts the cache allows by hash (ADR 034).
import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router'
import { lowPriorityPreloads } from './lib/low-priority-preloads.server'
import { NonceProvider } from './lib/nonce'
import { SHARED_RENDER_CACHE_CONTROL, SHARED_RENDER_HEADER } from './lib/page-cache-policy.server'
import { contentSecurityPolicy } from './lib/security-headers.server'
import type { RootLoaderData } from './lib/shell.server'

/** How long deferred data may stream before the render is aborted. */
export const streamTimeout = 5_000

/**
 * A Suspense boundary whose content is ready when the shell is written goes out in place. React's
 * default (12.8 kB) sends such a boundary after the shell, hidden, and reveals it one throttled frame
 * after the first paint: the player's header actions and the unconfirmed-email notice then appeared
 * late and pushed the page down (layout shift 0.2–0.5 on the profile pages). Boundaries still
 * waiting for data stream as before.
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY

function rootShell(context: EntryContext): RootLoaderData['shell'] | undefined {
  const root = context.staticHandlerContext.loaderData?.root as RootLoaderData | undefined
  return root?.shell
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // A guest render for the page cache carries no nonce: one body is sent to many visitors.
  const shell = rootShell(routerContext)
  const shared = request.headers.get(SHARED_RENDER_HEADER) === '1' && !shell?.player
  const nonce = shared ? undefined : randomBytes(16).toString('base64')
  // Vite's dev server injects inline scripts of its own; production documents get the strict policy.
  if (!import.meta.env.DEV) {
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce: nonce ?? null, bettingUrl: shell?.bettingUrl ?? null }),
    )
  }
  // Documents depend on cookies and geo: shared only by the page cache's key (lib/page-cache*.server.ts).
  if (!responseHeaders.has('Cache-Control'))
    responseHeaders.set('Cache-Control', shared ? SHARED_RENDER_CACHE_CONTROL : 'private, no-cache')

  const userAgent = request.headers.get('user-agent')
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const ready = () => {
      shellRendered = true
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId)
          timeoutId = undefined
          callback()
        },
      })
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      pipe(body)
      resolve(
        new Response(createReadableStreamFromReadable(body.pipe(lowPriorityPreloads())), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      )
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        progressiveChunkSize,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject the promise above; later ones are only visible here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who navigated away is not an error.
  if (request.signal.aborted) return
  console.error(error)
}
