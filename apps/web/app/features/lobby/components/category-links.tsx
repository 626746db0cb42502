// The lobby's shortcuts into game categories and promotions, from the navigation config.

import { Link } from 'react-router'
import type { NavItem } from '../../../lib/nav-items'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { navLabel } from '../../../ui/nav-link'
import styles from './category-links.module.css'

export function CategoryLinks({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  return (
    <nav className={styles.section} aria-labelledby="lobby-categories">
      <h2 id="lobby-categories" className={styles.heading}>
        {t('lobby.categories')}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} className={styles.tile} prefetch="intent">
              <span className={styles.icon}>
                <Icon name={item.icon} size={24} />
              </span>
              <span className={styles.label}>{navLabel(item, t)}</span>
              <Icon name="chevronRight" size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
