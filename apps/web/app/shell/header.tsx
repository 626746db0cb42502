// The site header (spec 2 §2.2): logo, navigation with "More", search, support, language and the
// guest's login and registration buttons. On phones the navigation moves to the bottom bar.
import { useTranslation } from 'react-i18next'
import { emit } from '../lib/events'
import { useShellContext } from '../lib/shell-context'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'
import { AuthButtons } from './auth-buttons'
import styles from './header.module.css'
import { LanguageSelect } from './language-select'
import { Logo } from './logo'
import { TopNav } from './top-nav'
import { useNavItems } from './use-nav-items'

export function Header() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const items = useNavItems()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <TopNav items={items} />
        <div className={styles.actions}>
          <Button
            variant="icon"
            aria-label={t('header.search')}
            aria-haspopup="dialog"
            onClick={() => emit('open-modal', { name: 'search' })}
          >
            <Icon name="search" />
          </Button>
          <div className={styles.wide}>
            <Button
              variant="icon"
              aria-label={t('header.support')}
              aria-haspopup="dialog"
              onClick={() => emit('open-support', {})}
            >
              <Icon name="support" />
            </Button>
            <LanguageSelect />
          </div>
          {shell.player === null ? <AuthButtons size="sm" /> : null}
        </div>
      </div>
    </header>
  )
}
