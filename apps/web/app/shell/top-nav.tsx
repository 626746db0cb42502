// Header navigation (spec 2 §2.2). Server HTML lays the items out in one clipped row (extra items wrap
// out of sight, so nothing overflows before hydration); after hydration a ResizeObserver finds the
// wrapped items and offers them in a "More" menu.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Icon } from '../ui/icon'
import menuStyles from './menus.module.css'
import { isNavItemActive, type NavItem } from './nav-items'
import { NavLink, navLabel } from './nav-link'
import styles from './top-nav.module.css'

export function TopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const listRef = useRef<HTMLUListElement>(null)
  const [overflowIds, setOverflowIds] = useState<ReadonlySet<string>>(new Set())

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item list must be measured again.
  useEffect(() => {
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const children = [...list.children] as HTMLElement[]
      const firstTop = children[0]?.offsetTop ?? 0
      const ids = children
        .filter((child) => child.offsetTop > firstTop)
        .map((child) => child.dataset.id ?? '')
      setOverflowIds((previous) =>
        previous.size === ids.length && ids.every((id) => previous.has(id)) ? previous : new Set(ids),
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [items])

  const overflowItems = items.filter((item) => overflowIds.has(item.id))
  const isMoreActive = overflowItems.some((item) => isNavItemActive(item, pathname))

  return (
    <nav className={styles.nav} aria-label={t('header.mainNavigation')}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => {
          const isHidden = overflowIds.has(item.id)
          return (
            <li
              key={item.id}
              data-id={item.id}
              className={styles.item}
              data-overflow={isHidden ? 'true' : undefined}
            >
              <NavLink
                item={item}
                isActive={isNavItemActive(item, pathname)}
                className={styles.link}
                tabIndex={isHidden ? -1 : undefined}
              />
            </li>
          )
        })}
      </ul>
      {overflowItems.length > 0 ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={styles.more} data-active={isMoreActive ? 'true' : undefined}>
            {t('header.more')}
            <Icon name="chevronDown" size={16} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={menuStyles.content} align="start" sideOffset={8}>
              {overflowItems.map((item) => {
                const isActive = isNavItemActive(item, pathname)
                const label = (
                  <span>
                    <Icon name={item.icon} size={18} className={menuStyles.itemIcon} />
                    {navLabel(item, t)}
                  </span>
                )
                return (
                  <DropdownMenu.Item key={item.id} asChild className={menuStyles.item}>
                    {item.external ? (
                      <a href={item.href} rel="noopener">
                        {label}
                        <Icon name="external" size={14} />
                      </a>
                    ) : (
                      <Link to={item.href} aria-current={isActive ? 'page' : undefined}>
                        {label}
                      </Link>
                    )}
                  </DropdownMenu.Item>
                )
              })}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </nav>
  )
}
