// One navigation entry: a router link for client paths, a plain link for external ones.

import { Link } from 'react-router'
import type { NavItem } from '../lib/nav-items'
import { useTranslation } from '../lib/translate'
import { readableTextColor } from './contrast'
import { Icon } from './icon'
import styles from './nav-link.module.css'

export function navLabel(item: NavItem, t: (key: string) => string): string {
  return item.text ?? (item.labelKey ? t(item.labelKey) : item.id)
}

/** A badge's text: a message key (menu.badges.new) in the visitor's language, or the operator's own words. */
function badgeText(text: string, t: (key: string, options?: { defaultValue?: string }) => string): string {
  return t(text, { defaultValue: text })
}

export function NavLink({
  item,
  isActive,
  className,
  showIcon = false,
  tabIndex,
  onNavigate,
}: {
  item: NavItem
  isActive: boolean
  className?: string
  showIcon?: boolean
  tabIndex?: number
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const label = navLabel(item, t)
  const content = (
    <>
      {showIcon ? <Icon name={item.icon} /> : null}
      <span>{label}</span>
      {item.badge ? (
        <span
          className={styles.badge}
          style={{
            background: item.badge.background,
            color: readableTextColor(item.badge.background, item.badge.color),
          }}
        >
          {badgeText(item.badge.text, t)}
        </span>
      ) : null}
      {item.external ? <Icon name="external" size={14} /> : null}
    </>
  )
  if (item.external) {
    return (
      <a href={item.href} className={className} tabIndex={tabIndex} onClick={onNavigate} rel="noopener">
        {content}
      </a>
    )
  }
  return (
    <Link
      to={item.href}
      className={className}
      aria-current={isActive ? 'page' : undefined}
      tabIndex={tabIndex}
      onClick={onNavigate}
      prefetch="intent"
    >
      {content}
    </Link>
  )
}
