// What shows behind an auth dialog opened by its route (spec 1 §2: the dialogs open over the lobby):
// the lobby's heading and category shortcuts, which need no data beyond the chrome's.

import { CategoryLinks } from '../features/lobby/components/category-links'
import { useTranslation } from '../lib/translate'
import { useNavItems } from '../shell/use-nav-items'
import layout from '../ui/layout.module.css'
import styles from './lobby.module.css'

export function AuthBackdrop() {
  const { t } = useTranslation()
  const categories = useNavItems().filter(
    (item) => !item.external && item.matchPath !== '/' && !item.id.startsWith('page:'),
  )
  return (
    <div className={`${layout.container} ${styles.lobby}`}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('lobby.title')}</h1>
        <p className={styles.subtitle}>{t('lobby.subtitle')}</p>
      </header>
      <CategoryLinks items={categories} />
    </div>
  )
}
