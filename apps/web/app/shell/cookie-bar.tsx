// Cookie consent bar (spec 1 §2): appears 1500 ms after load until accepted, never on the sign-up
// page; Accept stores consent for a year. Australian visitors get their own wording (spec 1 §1).
// Until consent it is laid out from the first render (hidden during the delay) and publishes the
// space it covers as --cookie-bar-space, so the page ends above it and the game frame shrinks to fit
// before it appears (issue #9 item 13); with consent given it renders nothing and reserves nothing.
import { localizePath } from '@croupier/rules/locale'
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_DELAY_MS,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  shouldShowCookieBar,
} from '@croupier/rules/ui-timing'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button } from '../ui/button'
import { isAuVisitor } from './au'
import styles from './cookie-bar.module.css'
import { hasCookie, setCookie } from './cookies'

/** The height from the viewport's bottom edge to the bar's top edge, for layouts that end above it. */
export const COOKIE_BAR_SPACE_VAR = '--cookie-bar-space'

function useReservedSpace(bar: RefObject<HTMLElement | null>, isActive: boolean): void {
  useEffect(() => {
    const element = bar.current
    if (!isActive || !element) return
    const root = document.documentElement
    const update = () => {
      // offsetHeight and the computed bottom ignore the bar's rise animation (a transform).
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0
      root.style.setProperty(COOKIE_BAR_SPACE_VAR, `${Math.ceil(element.offsetHeight + bottom)}px`)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
      root.style.removeProperty(COOKIE_BAR_SPACE_VAR)
    }
  }, [bar, isActive])
}

export function CookieBar() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { pathname } = useLocation()
  const [isConsented, setIsConsented] = useState(shell.cookieConsent)
  const [isDue, setIsDue] = useState(false)
  const bar = useRef<HTMLElement>(null)
  const isActive = shouldShowCookieBar({ consented: isConsented, path: pathname })

  useEffect(() => {
    if (isConsented) return
    // Accepted in another tab since the page was rendered.
    if (hasCookie(COOKIE_CONSENT_COOKIE)) {
      setIsConsented(true)
      return
    }
    const timer = window.setTimeout(() => setIsDue(true), COOKIE_CONSENT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [isConsented])
  useReservedSpace(bar, isActive)

  if (!isActive) return null

  const isAu = isAuVisitor(shell)
  const accept = () => {
    setCookie(COOKIE_CONSENT_COOKIE, '1', COOKIE_CONSENT_MAX_AGE_DAYS)
    setIsConsented(true)
  }

  return (
    <section
      ref={bar}
      className={styles.bar}
      // Hidden (also from assistive technology) until its delay is over.
      data-due={isDue ? 'true' : undefined}
      aria-label={t('cookies.title')}
    >
      <p className={styles.text}>
        {isAu ? t('cookies.textAu') : t('cookies.text')}{' '}
        <Link to={localizePath(shell.locale, '/cookie-policy')}>{t('cookies.policyLink')}</Link>
      </p>
      <Button variant="primary" onClick={accept}>
        {t('cookies.accept')}
      </Button>
    </section>
  )
}
