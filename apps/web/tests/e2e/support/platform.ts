// The journeys call the real platform by endpoint, never by path (issue #10 item 1): a client over
// Playwright's APIRequestContext (page.request shares the page's cookies), and matchers for the
// browser's own requests derived from the same descriptors.
import type { EndpointDescriptor, PathParamsOf } from '@croupier/contract/endpoint'
import { PLATFORM_PUBLIC_PATHS } from '@croupier/contract/routes'
import type { APIRequestContext, Page, Response as PageResponse, Request } from '@playwright/test'
import { createPlatformClient, type PlatformClient } from '../../../app/lib/platform-client'

/** Longer than any platform answer under load; Playwright's test timeout is the real bound. */
const CALL_TIMEOUT_MS = 60_000

/** Playwright's request context as the client's fetch: its cookies and base URL, its own answers. */
function requestFetch(request: APIRequestContext, baseURL: string | undefined): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET'
    const headers = { ...(init?.headers as Record<string, string> | undefined) }
    // The CSRF guard wants our own origin on a state-changing call, as the browser sends it.
    if (method !== 'GET') {
      if (baseURL === undefined) throw new Error(`${method} ${String(input)} needs the journey's baseURL`)
      headers.origin = new URL(baseURL).origin
    }
    const response = await request.fetch(String(input), {
      method,
      headers,
      ...(typeof init?.body === 'string' ? { data: init.body } : {}),
    })
    const nullBody = [204, 205, 304].includes(response.status())
    return new Response(nullBody ? null : await response.text(), {
      status: response.status(),
      headers: response.headers(),
    })
  }
}

/**
 * The web's own platform client (apps/web/app/lib/platform-client.ts) over `request`: `call` gives
 * the endpoint's data or throws a PlatformFailure, `tryCall` answers the failure as a value. Only
 * reads may go without `baseURL`. No retries: a journey sees the platform's first answer.
 */
export function platform(request: APIRequestContext, baseURL?: string): PlatformClient {
  return createPlatformClient({
    fetch: requestFetch(request, baseURL),
    baseUrl: '',
    headers: () => ({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' }),
    timeoutMs: CALL_TIMEOUT_MS,
    isServer: true,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    log: () => undefined,
  })
}

/** The platform as the page's own requests reach it: its cookies, and the origin it shows now. */
export function pagePlatform(page: Page): PlatformClient {
  return platform(page.request, new URL(page.url()).origin)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A predicate for page.route, waitForRequest, waitForResponse or page.on('request'): a request of
 * `endpoint` (its method and path; `params` pins the path's parameters, else any value matches).
 */
export function matches<D extends EndpointDescriptor>(endpoint: D, params?: Partial<PathParamsOf<D>>) {
  const pattern = new RegExp(
    `^${endpoint.path
      .split(/(:[A-Za-z_]+)/)
      .map((part) => {
        if (!part.startsWith(':')) return escapeRegExp(part)
        const value = (params as Record<string, string | number> | undefined)?.[part.slice(1)]
        return value === undefined ? '[^/]+' : escapeRegExp(encodeURIComponent(String(value)))
      })
      .join('')}$`,
  )
  return (target: Request | PageResponse | URL | string): boolean => {
    const request =
      typeof target === 'string' || target instanceof URL
        ? null
        : 'request' in target
          ? target.request()
          : target
    if (request && request.method() !== endpoint.method) return false
    const url = request ? request.url() : target.toString()
    return pattern.test(new URL(url, 'http://localhost').pathname)
  }
}

/** Whether a path is one the platform answers (the web server proxies exactly these). */
export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PUBLIC_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
