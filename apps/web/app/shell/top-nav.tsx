// Header navigation (spec 2 §2.2). Server HTML lays the items out in one clipped row (extra items wrap
// out of sight, so nothing overflows before hydration); after hydration a ResizeObserver finds the
// wrapped items and offers them in a "More" menu (Radix, loaded when the browser is idle).
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { isNavItemActive, type NavItem } from '../lib/nav-items'
import { useTranslation } from '../lib/translate'
import { Icon } from '../ui/icon'
import { NavLink } from '../ui/nav-link'
import { useIdleImport } from '../ui/use-idle-import'
import styles from './top-nav.module.css'

const loadMoreMenu = () => import('./more-menu')

export function TopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const listRef = useRef<HTMLUListElement>(null)
  const [overflowIds, setOverflowIds] = useState<ReadonlySet<string>>(new Set())
  const { module, request } = useIdleImport(loadMoreMenu)
  const [openOnLoad, setOpenOnLoad] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item list must be measured again.
  useEffect(() => {
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      // Measure at full width, then end the list at its last visible item so "More" follows it.
      list.style.maxWidth = ''
      const children = [...list.children] as HTMLElement[]
      const firstTop = children[0]?.offsetTop ?? 0
      const wrapped = children.filter((child) => child.offsetTop > firstTop)
      const lastVisible = children.filter((child) => child.offsetTop === firstTop).at(-1)
      if (wrapped.length > 0 && lastVisible) {
        const width = lastVisible.getBoundingClientRect().right - list.getBoundingClientRect().left
        list.style.maxWidth = `${Math.ceil(width)}px`
      }
      const ids = wrapped.map((child) => child.dataset.id ?? '')
      setOverflowIds((previous) =>
        previous.size === ids.length && ids.every((id) => previous.has(id)) ? previous : new Set(ids),
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    // The nav follows the viewport; the list also shrinks when "More" appears beside it.
    if (list.parentElement) observer.observe(list.parentElement)
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
        module ? (
          <module.MoreMenu
            items={overflowItems}
            triggerClassName={styles.more}
            isActive={isMoreActive}
            defaultOpen={openOnLoad}
          />
        ) : (
          <button
            type="button"
            className={styles.more}
            data-active={isMoreActive ? 'true' : undefined}
            aria-haspopup="menu"
            aria-expanded="false"
            onPointerEnter={request}
            onClick={() => {
              setOpenOnLoad(true)
              request()
            }}
          >
            {t('header.more')}
            <Icon name="chevronDown" size={16} />
          </button>
        )
      ) : null}
    </nav>
  )
}
