// UI timers and small display rules: toasts, modal scroll lock, cookie bar, message cache bucket, counters.
// Implements spec 1 §2 (cookie bar), §4 (modal stack, iOS prompt, survey), §7 (messages), §8 (toasts), §9;
// spec 2 §4 (promo tooltip, enter banner, search, counters) and §9.

import { routePath } from './routing'

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS

export const TOAST_AUTO_REMOVE_MS = 10000 // spec 1 §8
export const STICKY_TOAST_CODES = ['ON_LIMIT_REACHED', 'RESTRICTED_GEO'] as const // spec 1 §8, spec 2 §8
export const MODAL_UNLOCK_DELAY_MS = 100 // spec 1 §4
export const COOKIE_CONSENT_DELAY_MS = 1500 // spec 1 §2
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365 // spec 1 §9: consent one year
export const COOKIE_CONSENT_COOKIE = 'cookie_consent'
export const SIGN_UP_PATHS = ['/sign-up', '/registration'] as const // spec 1 §2
export const MESSAGES_CACHE_BUCKET_MS = 5 * MINUTE_MS // spec 1 §7, spec 2 §7

export const NOTIFICATION_RETENTION_MS = 2 * HOUR_MS // spec 1 §9
export const NOTIFICATION_CLEANUP_INTERVAL_MS = 2 * HOUR_MS // spec 1 §9
export const IDLE_TITLE_INTERVAL_MS = 2000 // spec 1 §9
export const PROMO_TOOLTIP_TIMER_MS = 10 * MINUTE_MS // spec 1 §9
export const PROMO_TOOLTIP_COOKIE_MAX_AGE_S = 86400 // spec 2 §4
export const ENTER_BANNER_HIDE_MS = 120000 // spec 2 §4
export const IOS_PROMPT_DELAY_MS = 5 * MINUTE_MS // spec 1 §4, §9
export const IOS_PROMPT_RECHECK_MS = 60 * SECOND_MS // spec 1 §4, §9
export const SURVEY_DELAY_MS = 5 * MINUTE_MS // spec 1 §4, spec 2 §9
export const SURVEY_START_DELAY_MS = 500 // spec 1 §4, spec 2 §9
export const SURVEY_CONFIG_PRELOAD_MS = 10 * SECOND_MS // spec 1 §4, spec 2 §9: config loads 10 s earlier
export const CANCELED_DEPOSIT_WINDOW_MS = 5 * MINUTE_MS // spec 1 §4, §9
export const SEARCH_MIN_LENGTH = 3 // spec 2 §4, §5: text longer than 2 characters
export const SEARCH_DEBOUNCE_MS = 300 // spec 2 §4
export const CAROUSEL_AUTOPLAY_MS = 10000 // spec 2 §9
export const POPUP_RESIZE_DEBOUNCE_MS = 150 // spec 2 §9
export const LOCATION_TIMESTAMP_REFRESH_MS = 15000 // spec 2 §9
export const CAPTCHA_TRIES = 5 // spec 1 §9
export const CAPTCHA_RETRY_DELAY_MS = 500 // spec 1 §9
export const INFINITE_SCROLL_OFFSET_PX = 500 // spec 1 §9
export const REMOTE_SCRIPT_REINJECT_MS = HOUR_MS // spec 1 §9
export const ERROR_TRACING_SAMPLE_RATE = 0.05 // spec 1 §9
export const STICKY_MENU_SCROLL_PX = 100 // spec 2 §9
export const SKELETON_CARDS = 5 // spec 2 §2.6, §9
export type CounterCap = { above: number; label: string }
export const NOTIFICATION_COUNTER_CAP: CounterCap = { above: 8, label: '9+' } // spec 2 §4, §9: 9+ above 8
export const CHAT_COUNTER_CAP: CounterCap = { above: 1, label: '1+' } // spec 1 §4, spec 2 §4: 1+ above 1

export function isStickyToastCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && (STICKY_TOAST_CODES as readonly string[]).includes(code)
}

/**
 * Auto-remove delay of a toast in ms, or null when it stays until closed (spec 1 §8): time 0 and the
 * warnings ON_LIMIT_REACHED and RESTRICTED_GEO never auto-hide; otherwise the given time, default 10 s.
 * A negative or non-finite time falls back to the default.
 */
export function toastTimeout({
  code,
  time,
}: {
  code?: string | null | undefined
  time?: number | null | undefined
}): number | null {
  if (time === 0 || isStickyToastCode(code)) return null
  return typeof time === 'number' && Number.isFinite(time) && time > 0 ? time : TOAST_AUTO_REMOVE_MS
}

/**
 * Scroll unlock after a modal closes (spec 1 §4): null while other modals stay open, 0 when asked to
 * unlock immediately, else 100 ms.
 */
export function modalUnlockDelay({
  remainingModals,
  immediate,
}: {
  remainingModals: number
  immediate: boolean
}): number | null {
  if (remainingModals > 0) return null
  return immediate ? 0 : MODAL_UNLOCK_DELAY_MS
}

export function isSignUpPath(path: string): boolean {
  return (SIGN_UP_PATHS as readonly string[]).includes(routePath(path))
}

/** The cookie-consent bar shows until consent, except on the sign-up page (spec 1 §2). */
export function shouldShowCookieBar({ consented, path }: { consented: boolean; path: string }): boolean {
  return !consented && !isSignUpPath(path)
}

/** Cache-busting value for /messages/{locale}.json: time floored to 5-minute buckets (spec 1 §7). */
export function messagesCacheBucket(now: number): number {
  return Math.floor(now / MESSAGES_CACHE_BUCKET_MS) * MESSAGES_CACHE_BUCKET_MS
}

/** Badge text: '' for nothing, the count, or the cap label above the cap ('1+' for chat, '9+' for notifications). */
export function counterLabel(count: number, cap: CounterCap): string {
  if (!Number.isFinite(count) || count < 1) return ''
  const n = Math.floor(count)
  return n > cap.above ? cap.label : String(n)
}

/** The search runs only for text longer than 2 characters (spec 2 §4, §5). */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH
}
