// Language select (spec 1 §1): real links to /{locale}{currentPath}, each language in its own name.

import { languageSwitchHref } from '@croupier/rules/locale'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useShellContext } from '../lib/shell-context'
import { Icon } from '../ui/icon'
import { LANGUAGE_NAMES, SELECTABLE_LOCALES } from './language-names'
import styles from './menus.module.css'

export function LanguageSelect() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const location = useLocation()
  const current = `${location.pathname}${location.search}`
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={t('header.languageCurrent', { language: LANGUAGE_NAMES[locale] })}
      >
        <Icon name="globe" size={18} />
        <span className={styles.code} aria-hidden="true">
          {locale.split('-')[0]?.toUpperCase()}
        </span>
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>{t('header.language')}</DropdownMenu.Label>
          {SELECTABLE_LOCALES.map((option) => (
            <DropdownMenu.Item key={option} asChild className={styles.item}>
              <a
                href={languageSwitchHref(option, current)}
                hrefLang={option}
                lang={option}
                aria-current={option === locale ? 'true' : undefined}
              >
                <span>{LANGUAGE_NAMES[option]}</span>
                {option === locale ? <Icon name="check" size={16} className={styles.check} /> : null}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** The same choice as a plain list, for the side menu. */
export function LanguageList() {
  const { locale } = useShellContext()
  const location = useLocation()
  const current = `${location.pathname}${location.search}`
  return (
    <ul className={styles.languageList}>
      {SELECTABLE_LOCALES.map((option) => (
        <li key={option}>
          <a
            href={languageSwitchHref(option, current)}
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
