// Language select (spec 1 §1): real links to /{locale}{currentPath}, each language in its own name.
// The header shows a light trigger; the Radix menu behind it loads when the browser is idle or on
// the first press, so it costs nothing on the critical path.
import { useState } from 'react'
import { useLocation } from 'react-router'
import { LANGUAGE_NAMES, SELECTABLE_LOCALES } from '../lib/language-names'
import { localeHref } from '../lib/locale-links'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Icon } from '../ui/icon'
import { useIdleImport } from '../ui/use-idle-import'
import styles from './menus.module.css'

const loadLanguageMenu = () => import('./language-menu')

export function LanguageSelect() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { locale } = shell
  const { module, request } = useIdleImport(loadLanguageMenu)
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const label = t('header.languageCurrent', { language: LANGUAGE_NAMES[locale] })
  const trigger = (
    <>
      <Icon name="globe" size={18} />
      <span className={styles.code} aria-hidden="true">
        {locale.split('-')[0]?.toUpperCase()}
      </span>
      <Icon name="chevronDown" size={16} />
    </>
  )
  if (module) return <module.LanguageMenu trigger={trigger} triggerLabel={label} defaultOpen={openOnLoad} />
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={request}
      onClick={() => {
        setOpenOnLoad(true)
        request()
      }}
    >
      {trigger}
    </button>
  )
}

/** The same choice as a plain list, for the side menu. */
export function LanguageList() {
  const shell = useShellContext()
  const { locale } = shell
  const location = useLocation()
  const current = `${location.pathname}${location.search}`
  return (
    <ul className={styles.languageList}>
      {SELECTABLE_LOCALES.map((option) => (
        <li key={option}>
          <a
            href={localeHref(shell, option, current)}
            hrefLang={option}
            lang={option}
            aria-current={option === locale ? 'true' : undefined}
            className={styles.languageLink}
          >
            {LANGUAGE_NAMES[option]}
          </a>
        </li>
      ))}
    </ul>
  )
}
