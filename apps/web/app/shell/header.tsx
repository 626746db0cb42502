// The site header (spec 2 §2.2): logo, navigation with "More", search, support, language, and either
// the guest's login and registration buttons or the player's deposit, balance, avatar and nickname.
// Player-only parts (their actions, header notices, the EE session timer) load lazily, so a guest's
// page carries none of their code. On phones the navigation moves to the bottom bar.
import { hasUnconfirmedEmail, isSessionTimerActive } from '@croupier/rules/auth-state'
import { lazy, Suspense, useEffect, useState } from 'react'
import { openModal } from '../lib/modals/open-modal'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'
import { AuthButtons } from './auth-buttons'
import styles from './header.module.css'
import { LanguageSelect } from './language-select'
import { Logo } from './logo'
import { HeaderNotices, PLAYER_HEADER_ATTRIBUTE, PlayerActions } from './player-chunks'
import { TopNav } from './top-nav'
import { useNavItems } from './use-nav-items'

const SessionTimer = lazy(() => import('./session-timer'))

/** True after hydration: the timer counts in the browser only, so server and client render alike. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

export function Header() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const items = useNavItems()
  const mounted = useMounted()
  const { player } = shell
  const showTimer = mounted && isSessionTimerActive({ licence: shell.licence, loggedIn: player !== null })
  return (
    <>
      <header
        className={showTimer ? `${styles.header} ${styles.withTimer}` : styles.header}
        {...(player === null ? {} : { [PLAYER_HEADER_ATTRIBUTE]: '' })}
      >
        {showTimer ? (
          <Suspense fallback={<div className={styles.timer} />}>
            <SessionTimer />
          </Suspense>
        ) : null}
        <div className={styles.inner}>
          <Logo />
          <TopNav items={items} />
          <div className={styles.actions}>
            <Button
              variant="icon"
              aria-label={t('header.search')}
              aria-haspopup="dialog"
              onClick={() => openModal('search')}
            >
              <Icon name="search" />
            </Button>
            <div className={styles.wide}>
              <Button
                variant="icon"
                aria-label={t('header.support')}
                aria-haspopup="dialog"
                onClick={() => openModal('support')}
              >
                <Icon name="support" />
              </Button>
              <LanguageSelect />
            </div>
            {player === null ? (
              <AuthButtons size="sm" />
            ) : (
              <Suspense fallback={<span className={styles.playerPlaceholder} />}>
                <PlayerActions player={player} />
              </Suspense>
            )}
          </div>
        </div>
      </header>
      {player !== null && hasUnconfirmedEmail(player) ? (
        <Suspense fallback={null}>
          <HeaderNotices player={player} />
        </Suspense>
      ) : null}
    </>
  )
}
