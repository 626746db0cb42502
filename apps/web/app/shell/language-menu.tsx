// The language dropdown itself (Radix DropdownMenu), loaded after hydration by language-select.tsx.

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { LANGUAGE_NAMES, SELECTABLE_LOCALES } from '../lib/language-names'
import { localeHref } from '../lib/locale-links'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Icon } from '../ui/icon'
import styles from './menus.module.css'

export function LanguageMenu({
  trigger,
  triggerLabel,
  defaultOpen,
}: {
  trigger: ReactNode
  triggerLabel: string
  defaultOpen: boolean
}) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { locale } = shell
  const location = useLocation()
  const current = `${location.pathname}${location.search}`
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>{t('header.language')}</DropdownMenu.Label>
          {SELECTABLE_LOCALES.map((option) => (
            <DropdownMenu.Item key={option} asChild className={styles.item}>
              <a
                href={localeHref(shell, option, current)}
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
