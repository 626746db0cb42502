// Cookie consent bar (spec 1 §2): appears 1500 ms after load until accepted, never on the sign-up
// page; Accept stores consent for a year. Australian visitors get their own wording (spec 1 §1).
import { localizePath } from '@croupier/rules/locale'
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_DELAY_MS,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  shouldShowCookieBar,
} from '@croupier/rules/ui-timing'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button } from '../ui/button'
import { isAuVisitor } from './au'
import styles from './cookie-bar.module.css'
import { hasCookie, setCookie } from './cookies'

export function CookieBar() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { pathname } = useLocation()
  const [isConsented, setIsConsented] = useState(shell.cookieConsent)
  const [isDue, setIsDue] = useState(false)

  useEffect(() => {
    if (isConsented || hasCookie(COOKIE_CONSENT_COOKIE)) return
    const timer = window.setTimeout(() => setIsDue(true), COOKIE_CONSENT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [isConsented])

  if (!isDue || !shouldShowCookieBar({ consented: isConsented, path: pathname })) return null

  const isAu = isAuVisitor(shell)
  const accept = () => {
    setCookie(COOKIE_CONSENT_COOKIE, '1', COOKIE_CONSENT_MAX_AGE_DAYS)
    setIsConsented(true)
  }

  return (
    <section className={styles.bar} aria-label={t('cookies.title')}>
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
