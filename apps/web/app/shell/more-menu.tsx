// The header's "More" dropdown (Radix DropdownMenu) for navigation items that do not fit; loaded
// after hydration by top-nav.tsx.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link, useLocation } from 'react-router'
import { isNavItemActive, type NavItem } from '../lib/nav-items'
import { useTranslation } from '../lib/translate'
import { Icon } from '../ui/icon'
import { navLabel } from '../ui/nav-link'
import menuStyles from './menus.module.css'

export function MoreMenu({
  items,
  triggerClassName,
  isActive,
  defaultOpen,
}: {
  items: NavItem[]
  triggerClassName: string | undefined
  isActive: boolean
  defaultOpen: boolean
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName} data-active={isActive ? 'true' : undefined}>
        {t('header.more')}
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.content} align="start" sideOffset={8}>
          {items.map((item) => {
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
                  <Link to={item.href} aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}>
                    {label}
                  </Link>
                )}
              </DropdownMenu.Item>
            )
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
