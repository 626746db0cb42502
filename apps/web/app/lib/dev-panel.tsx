// Dev builds only (root.tsx imports it behind __DEV_TOOLS__, so production bundles have no trace of
// it): simulate the visitor's country and the brand host. The choice is stored in the dev_country
// and dev_host cookies, which the root loader reads in dev builds only; the page reloads to apply it.
// `?dev_country=AU&dev_host=ee.localhost` sets the same cookies from a link.
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react'
import {
  DEV_COOKIE_MAX_AGE_S,
  DEV_COUNTRY_COOKIE,
  DEV_HOST_COOKIE,
  deleteBrowserCookie,
  readBrowserCookie,
  writeBrowserCookie,
} from './cookies'
import { useShellContext } from './shell-context'
import { useTranslation } from './translate'

/** Countries worth simulating: every geo default locale, EE, fully restricted RU, and some without rules. */
export const DEV_COUNTRIES = ['CA', 'AU', 'DE', 'NZ', 'IT', 'EE', 'RU', 'FR', 'NO', 'US', 'BR', 'JP'] as const

const styles = {
  root: {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: 2147483000,
    font: '13px/1.4 system-ui, sans-serif',
  },
  toggle: {
    padding: '6px 10px',
    borderRadius: 6,
    border: '1px solid #888',
    background: '#1f2430',
    color: '#fff',
    cursor: 'pointer',
  },
  panel: {
    marginBottom: 8,
    padding: 12,
    width: 280,
    borderRadius: 8,
    border: '1px solid #888',
    background: '#1f2430',
    color: '#fff',
    boxShadow: '0 6px 24px rgba(0,0,0,.4)',
    display: 'grid',
    gap: 10,
  },
  heading: { margin: 0, fontSize: 14 },
  label: { display: 'grid', gap: 4 },
  select: { padding: 4, borderRadius: 4 },
  status: { margin: 0, opacity: 0.8 },
} satisfies Record<string, CSSProperties>

function applyCookie(name: string, value: string): void {
  if (value) writeBrowserCookie(name, value, DEV_COOKIE_MAX_AGE_S)
  else deleteBrowserCookie(name)
  window.location.reload()
}

export default function DevPanel() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const devCountry = readBrowserCookie(DEV_COUNTRY_COOKIE) ?? ''
  const devHost = readBrowserCookie(DEV_HOST_COOKIE) ?? ''
  const countries: string[] = [...DEV_COUNTRIES]
  if (devCountry && !countries.includes(devCountry)) countries.push(devCountry)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    setOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <div style={styles.root} data-testid="dev-panel">
      {open ? (
        <section id={panelId} aria-label={t('dev.panel.title')} style={styles.panel} onKeyDown={onKeyDown}>
          <h2 style={styles.heading}>{t('dev.panel.title')}</h2>
          <label style={styles.label}>
            {t('dev.panel.country')}
            <select
              style={styles.select}
              value={devCountry}
              onChange={(event) => applyCookie(DEV_COUNTRY_COOKIE, event.target.value)}
            >
              <option value="">{t('dev.panel.realCountry')}</option>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <label style={styles.label}>
            {t('dev.panel.host')}
            <select
              style={styles.select}
              value={devHost}
              onChange={(event) => applyCookie(DEV_HOST_COOKIE, event.target.value)}
            >
              <option value="">{t('dev.panel.realHost')}</option>
              {shell.hosts.map((host) => (
                <option key={host.host} value={host.host}>
                  {[host.host, host.kind, host.licence, host.locale].filter(Boolean).join(' · ')}
                </option>
              ))}
            </select>
          </label>
          <p style={styles.status} aria-live="polite">
            {t('dev.panel.status', {
              country: shell.country,
              host: shell.host.host,
              licence: shell.licence,
              locale: shell.locale,
            })}
          </p>
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('dev.panel.close') : t('dev.panel.open')}
      </button>
    </div>
  )
}
