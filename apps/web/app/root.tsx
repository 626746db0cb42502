// The document and what every page shares: ShellContext and the message catalog from the root
// loader, <html lang>, canonical, hreflang and robots tags, i18n, TanStack Query, hash actions, UTM
// tracking, realtime and (dev builds only) the dev panel.
// The design tokens and reset come first in the single stylesheet (vite.config.ts), before any module's.
import './styles/tokens.css'
import './styles/global.css'
import { DEFAULT_LOCALE, htmlLang, type Locale, splitLocalePath } from '@croupier/rules/locale'
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaDescriptor,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { NewProviderGate } from './features/new-provider/components/new-provider-gate'
import { FieldVitals } from './lib/field-vitals-mount'
import { HashActions } from './lib/hash-actions'
import { createI18n, loadBrowserMessages, type Messages, rememberMessages } from './lib/i18n'
import { seoLinks } from './lib/locale-links'
import { useNonce } from './lib/nonce'
import {
  isRootReloadRequested,
  registerPostLoginLoads,
  rootReloaded,
  usePlayerSessionBridge,
} from './lib/player-session'
import { LazyQueryClientProvider } from './lib/query-provider'
import { RealtimeConnector } from './lib/realtime-provider'
import { reportRouterError } from './lib/router-errors'
import { resolveRootOnce } from './lib/shell.server'
import type { ShellContext } from './lib/shell-context'
import { TranslationProvider } from './lib/translate'
import { UtmTracking } from './lib/utm-tracking'
import { POST_LOGIN_LOADS } from './shell/post-login-loads'

// The post-login batch of every feature that takes part (their code loads on sign-in).
registerPostLoginLoads(POST_LOGIN_LOADS)

export async function loader({ request, context }: Route.LoaderArgs) {
  const resolution = await resolveRootOnce(request, context)
  const headers = new Headers()
  for (const cookie of resolution.setCookies) headers.append('Set-Cookie', cookie)
  if (resolution.kind === 'redirect') throw redirect(resolution.location, { headers })
  return data(resolution.data, { headers })
}

// The locale of the last rendered page: the best guess of the next page's locale on a locale host,
// whose paths carry no prefix.
let lastShell: ShellContext | null = null

/**
 * Client revalidations get no catalog from the server: the browser loads /messages/{locale}.json
 * itself, in parallel with the loader and before the navigation commits, so texts never flash.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  rootReloaded()
  const { locale: pathLocale, hasPrefix } = splitLocalePath(new URL(request.url).pathname)
  const guess: Locale = hasPrefix
    ? pathLocale
    : lastShell?.host.kind === 'locale'
      ? lastShell.locale
      : DEFAULT_LOCALE
  const [server, guessed] = await Promise.all([serverLoader(), loadBrowserMessages(guess)])
  if (server.messages) {
    rememberMessages(server.shell.locale, server.messages)
    return { ...server, messages: server.messages }
  }
  const messages = server.shell.locale === guess ? guessed : await loadBrowserMessages(server.shell.locale)
  return { ...server, messages }
}

/**
 * The root reloads when the locale changes, after actions, on explicit revalidation, and on the
 * first navigation after the session changed (sign-in, registration, logout: lib/player-session).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isRootReloadRequested()) return true
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale
}

/** Canonical and hreflang per locale host, and noindex for pages deeper than 3 segments (spec 1 §2, spec 2 §5). */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return []
  const { shell } = loaderData
  const seo = seoLinks(shell, shell.locale, location.pathname)
  const tags: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href })),
  ]
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  return tags
}

type RootData = { shell: ShellContext; messages: Messages | null }

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData('root') as RootData | undefined
  const nonce = useNonce()
  const locale = rootData?.shell.locale ?? DEFAULT_LOCALE
  return (
    <html lang={htmlLang(locale)} data-licence={rootData?.shell.licence}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

const DevPanel: ComponentType | null = __DEV_TOOLS__ ? lazy(() => import('./lib/dev-panel')) : null

/** Mounted after hydration only, so server and client render the same tree. */
function DevTools() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!DevPanel || !mounted) return null
  return (
    <Suspense fallback={null}>
      <DevPanel />
    </Suspense>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { shell, messages } = loaderData
  const catalog = messages ?? EMPTY_MESSAGES
  const i18n = useMemo(() => createI18n(shell.locale, catalog), [shell.locale, catalog])
  lastShell = shell
  useEffect(() => {
    if (messages) rememberMessages(shell.locale, messages)
  }, [shell.locale, messages])
  return (
    <LazyQueryClientProvider>
      <TranslationProvider translator={i18n}>
        <Outlet />
        <HashActions />
        <UtmTracking />
        <FieldVitals />
        <RealtimeConnector playerId={shell.player ? String(shell.player.id) : null} />
        <PlayerSession />
        <NewProviderGate />
        {shell.devTools ? <DevTools /> : null}
      </TranslationProvider>
    </LazyQueryClientProvider>
  )
}

/** The signed-in player's client-side life: forced logout on a 401, the query client for logout. */
function PlayerSession() {
  usePlayerSessionBridge()
  return null
}

const EMPTY_MESSAGES: Messages = {}

const FALLBACK_TEXT = {
  title: 'Something went wrong',
  text: 'The page could not be shown. Please try again in a moment.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  retry: 'Try again',
  home: 'Go to the lobby',
} as const

/** A friendly page for anything no route handled; real failures are logged through PUT /log. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData('root') as RootData | undefined
  const location = useLocation()
  const locale = rootData?.shell.locale ?? DEFAULT_LOCALE
  const i18n = useMemo(
    () => createI18n(locale, rootData?.messages ?? EMPTY_MESSAGES),
    [locale, rootData?.messages],
  )
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // Errors rendered on the server reach the browser only here; client errors were reported by onError.
  useEffect(() => reportRouterError(error, { path: location.pathname }), [error, location.pathname])
  const t = (key: keyof typeof FALLBACK_TEXT) =>
    i18n.t(`errors.page.${key}`, { defaultValue: FALLBACK_TEXT[key] })
  const home = splitLocalePath(location.pathname).hasPrefix ? `/${locale}` : '/'
  return (
    <main className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{notFound ? t('notFoundTitle') : t('title')}</h1>
      <p>{notFound ? t('notFoundText') : t('text')}</p>
      <p className="error-page__actions">
        {notFound ? null : (
          <button type="button" onClick={() => window.location.reload()}>
            {t('retry')}
          </button>
        )}
        <a href={home}>{t('home')}</a>
      </p>
    </main>
  )
}
