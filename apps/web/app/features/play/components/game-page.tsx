// The game page (spec 1 §2 game item, spec 2 §2.1): the game's title and provider, the demo/real
// switch, the FUN balance in demo, and the game frame — or why it cannot start (restricted region,
// unsupported currency, restricted provider, no demo, profile to complete first).
import type { GameSession } from '@croupier/contract/play/game-session'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { redirectForGuard } from '@croupier/rules/routing'
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { type DialogRoute, useDialogRoutesOverPage } from '../../../lib/dialog-routes'
import { openModal } from '../../../lib/modals/open-modal'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { MessagePage } from '../../../ui/message-page'
import type { FrameMessage, WalletBalance } from '../model/frame-messages'
import type { LaunchProblem } from '../model/launch-error'
import type { PlayPageData } from '../model/play-page-data'
import { GameFrame, RetryButton } from './game-frame'
import styles from './game-page.module.css'

type GameData = Extract<PlayPageData, { kind: 'game' }>

const PROFILE_LIMITS_PATH = '/profile/limits' // spec 1 §2

/** What the route composes into the game from other features. */
export interface GameSlots {
  /** The cashbox paths, opened as a dialog over the running game. */
  dialogRoute: DialogRoute
  /** The reality check (UKGC RTS 13): rendered from the first real-money session, never in demo. */
  realityCheck: ReactNode
}

function Notice({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.notice} role="alert">
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name="warning" size={28} />
      </span>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{children}</p>
      {actions ? <div className={styles.noticeActions}>{actions}</div> : null}
    </div>
  )
}

function ModeSwitch({ data }: { data: GameData }) {
  const { t } = useTranslation()
  const link = (mode: 'demo' | 'real', path: string | null, label: string) =>
    path ? (
      <Link
        to={path}
        className={styles.modeLink}
        aria-current={data.mode === mode ? 'page' : undefined}
        replace
      >
        {label}
      </Link>
    ) : null
  return (
    <nav className={styles.modes} aria-label={t('play.mode')}>
      {link('demo', data.paths.demo, t('play.modeDemo'))}
      {link('real', data.paths.real, t('play.modeReal'))}
    </nav>
  )
}

function GameView({
  data,
  wallets,
  slots,
}: {
  data: GameData
  wallets: readonly WalletBalance[]
  slots: GameSlots
}) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  // The game keeps its round: the cashbox routes (header Deposit, wallet menu) open over it.
  useDialogRoutesOverPage(player !== null ? slots.dialogRoute : null)
  const navigate = useNavigate()
  const location = useLocation()
  const [funBalance, setFunBalance] = useState<{ cents: number; currency: string } | null>(null)
  const [isRealSession, setIsRealSession] = useState(false)
  const lobby = localizePath(locale, '/')
  const here = `${location.pathname}${location.search}`
  const needsProfile = data.mode === 'real' && data.missingFields.length > 0

  const openProfile = useCallback(() => {
    openModal('personal-info', { next: here })
  }, [here])
  useEffect(() => {
    if (!needsProfile) return
    // On the next tick, once the page's own effects have run.
    const timer = window.setTimeout(openProfile, 0)
    return () => window.clearTimeout(timer)
  }, [needsProfile, openProfile])

  const onMessage = (message: FrameMessage) => {
    if (message.type === 'croupier:balance') {
      // Real balances reach the header through the realtime `balance` event the platform sends.
      if (data.mode === 'demo') setFunBalance({ cents: message.balance_cents, currency: message.currency })
    } else if (message.type === 'croupier:close') {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
      runNavigation(() => (idx > 0 ? navigate(-1) : navigate(lobby)))
    } else {
      openModal('cashbox')
    }
  }
  const onSession = (session: GameSession) => {
    if (session.mode === 'demo') setFunBalance({ cents: session.balance_cents, currency: session.currency })
    else setIsRealSession(true)
  }
  const back = (
    <Link to={lobby} className={buttonClass('secondary')}>
      {t('play.backToLobby')}
    </Link>
  )
  const demoLink = data.paths.demo ? (
    <Link to={data.paths.demo} className={buttonClass('primary')}>
      {t('play.modeDemo')}
    </Link>
  ) : null

  const limitsLink = (
    <Link key="limits" to={localizePath(locale, PROFILE_LIMITS_PATH)} className={buttonClass('primary')}>
      {t('limits.play.seeLimits')}
    </Link>
  )

  const renderProblem = (problem: LaunchProblem, retry: () => void) => {
    switch (problem) {
      case 'limitReached':
      case 'coolingOff':
      case 'selfExcluded':
        return (
          <Notice title={t(`limits.play.${problem}Title`)} actions={[limitsLink, back]}>
            {t(`limits.play.${problem}Text`)}
          </Notice>
        )
      case 'currency':
        return (
          <Notice title={t('play.errors.currencyUnsupportedTitle')} actions={[demoLink, back]}>
            {t('play.errors.currencyUnsupportedText', { currency: data.currencyUnsupported ?? '' })}
          </Notice>
        )
      case 'provider':
        return (
          <Notice title={t('play.errors.providerRestrictedTitle')} actions={back}>
            {t('play.errors.providerRestrictedText')}
          </Notice>
        )
      case 'noDemo':
        return (
          <Notice
            title={t('play.errors.noDemoTitle')}
            actions={[
              <Link key="real" to={data.paths.real} className={buttonClass('primary')}>
                {t('play.modeReal')}
              </Link>,
              back,
            ]}
          >
            {t('play.errors.noDemoText')}
          </Notice>
        )
      case 'signIn': {
        const target = redirectForGuard({ guard: 'auth', isLoggedIn: false, fullPath: here, locale })
        if (target) runNavigation(() => navigate(target))
        return null
      }
      default:
        return (
          <Notice
            title={t('play.errors.launchFailedTitle')}
            actions={[<RetryButton key="retry" onRetry={retry} />, back]}
          >
            {t('play.errors.launchFailedText')}
          </Notice>
        )
    }
  }

  const launches =
    !(data.mode === 'demo' && !data.game.has_demo_mode) && !data.currencyUnsupported && !needsProfile
  let body: ReactNode
  if (data.mode === 'demo' && !data.game.has_demo_mode) body = renderProblem('noDemo', () => undefined)
  else if (data.currencyUnsupported) body = renderProblem('currency', () => undefined)
  else if (needsProfile)
    body = (
      <Notice
        title={t('play.profile.title')}
        actions={[
          <Button key="profile" variant="primary" onClick={openProfile}>
            {t('play.profile.action')}
          </Button>,
          demoLink,
        ]}
      >
        {t('play.profile.text', { provider: data.game.provider_name })}
      </Notice>
    )
  else
    body = (
      <GameFrame
        key={`${data.game.identifier}:${data.mode}`}
        identifier={data.game.identifier}
        title={data.game.title}
        mode={data.mode}
        locale={locale}
        wallets={wallets}
        onMessage={onMessage}
        onSession={onSession}
        renderProblem={(problem, retry) => (
          <div className={styles.problemWrap}>{renderProblem(problem, retry)}</div>
        )}
      />
    )

  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{data.game.title}</h1>
          <p className={styles.provider}>{data.game.provider_name}</p>
        </div>
        <div className={styles.tools}>
          {data.mode === 'demo' && launches ? (
            // Its place is kept (hidden) until the session tells the balance: nothing shifts then.
            <p className={styles.fun} data-pending={funBalance ? undefined : 'true'}>
              <span className={styles.funLabel}>{t('play.funBalance')}</span>
              <output className={styles.funValue} aria-live="polite" data-testid="fun-balance">
                {funBalance
                  ? formatMinorUnits(funBalance.cents, funBalance.currency, htmlLang(locale))
                  : '\u00a0'}
              </output>
            </p>
          ) : null}
          <ModeSwitch data={data} />
        </div>
      </header>
      {body}
      {isRealSession ? <Suspense fallback={null}>{slots.realityCheck}</Suspense> : null}
    </article>
  )
}

/** `wallets`: the signed-in player's, live (the header's store); a real-money frame follows them. */
export function GamePage({
  data,
  wallets,
  slots,
}: {
  data: PlayPageData
  wallets: readonly WalletBalance[]
  slots: GameSlots
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lobby = (
    <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
      {t('play.backToLobby')}
    </Link>
  )
  if (data.kind === 'restricted')
    return (
      <MessagePage icon="warning" title={t('play.errors.restrictedTitle')} actions={lobby}>
        <p role="alert">{t('play.errors.restrictedText')}</p>
      </MessagePage>
    )
  if (data.kind === 'no-random-game')
    return (
      <MessagePage icon="pokies" title={t('play.errors.noRandomTitle')} actions={lobby}>
        <p>{t('play.errors.noRandomText')}</p>
      </MessagePage>
    )
  return <GameView key={`${data.game.identifier}:${data.mode}`} data={data} wallets={wallets} slots={slots} />
}
