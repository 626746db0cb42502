// Launches a game session and embeds its frame (issue #4 item 8): a fixed aspect ratio on desktop
// (the space is reserved before the session exists, so nothing shifts) and the full screen on
// phones. Listens to the frame's postMessage: close, open cashbox, balance changed; tells a
// real-money frame when its wallet moves outside the game (a deposit over it).
import type { GameSession } from '@croupier/contract/play/game-session'
import type { Locale } from '@croupier/rules/locale'
import { useEffect, useRef, useState } from 'react'
import { PlatformFailure } from '../../../lib/platform-client'
import { lockScroll, unlockScroll } from '../../../lib/scroll-lock'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { launchGameSession } from '../api/play-api'
import {
  createWalletSync,
  type FrameMessage,
  readFrameMessage,
  type WalletBalance,
  type WalletMessage,
  type WalletSync,
} from '../model/frame-messages'
import { type LaunchProblem, launchProblemOf } from '../model/launch-error'
import styles from './game-frame.module.css'

/** spec 2 §2.1 / issue #4 item 8: at or below this width the game fills the screen. */
export const MOBILE_FRAME_QUERY = '(max-width: 768px)'

type State =
  | { kind: 'launching' }
  | { kind: 'ready'; session: GameSession }
  | { kind: 'problem'; problem: LaunchProblem }

export interface GameFrameProps {
  identifier: string
  title: string
  mode: 'real' | 'demo'
  locale: Locale
  /** The signed-in player's wallets as the header shows them, live. */
  wallets: readonly WalletBalance[]
  onMessage: (message: FrameMessage) => void
  onSession: (session: GameSession) => void
  renderProblem: (problem: LaunchProblem, retry: () => void) => React.ReactNode
}

function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(MOBILE_FRAME_QUERY)
    const update = () => setIsMobile(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return isMobile
}

/**
 * Keeps `--stage-top` on the stage equal to its distance from the top of the page, so the game ends
 * above the fold (and the cookie bar) whatever sits above it: a header notice such as the
 * unconfirmed-email bar appears after hydration and would push the game's controls down.
 */
function useStageTop(stageRef: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const measure = () => {
      const top = Math.round(stage.getBoundingClientRect().top + window.scrollY)
      stage.style.setProperty('--stage-top', `${top}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [stageRef])
}

export function frameSrc(frameUrl: string, locale: Locale): string {
  return `${frameUrl}${frameUrl.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`
}

/** Same origin as the page (the frame's own check mirrors its postToParent). */
function postToFrame(frame: HTMLIFrameElement | null, message: WalletMessage | null): void {
  if (message) frame?.contentWindow?.postMessage(message, window.location.origin)
}

export function GameFrame({
  identifier,
  title,
  mode,
  locale,
  wallets,
  onMessage,
  onSession,
  renderProblem,
}: GameFrameProps) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ kind: 'launching' })
  const [attempt, setAttempt] = useState(0)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  useStageTop(stageRef)
  const isMobile = useIsMobile()
  const handlers = useRef({ onMessage, onSession })
  handlers.current = { onMessage, onSession }
  const walletSync = useRef<WalletSync | null>(null)
  const liveWallets = useRef(wallets)
  liveWallets.current = wallets

  useEffect(() => {
    let cancelled = false
    setState({ kind: 'launching' })
    const device = window.matchMedia(MOBILE_FRAME_QUERY).matches ? 'mobile' : 'desktop'
    launchGameSession({ game: identifier, mode, device }).then(
      (session) => {
        if (cancelled) return
        walletSync.current = createWalletSync(session)
        handlers.current.onSession(session)
        setState({ kind: 'ready', session })
      },
      (error: unknown) => {
        if (cancelled) return
        const problem =
          error instanceof PlatformFailure
            ? launchProblemOf(error.status, error.body)
            : launchProblemOf(null, null)
        setState({ kind: 'problem', problem })
      },
    )
    return () => {
      cancelled = true
    }
  }, [identifier, mode, attempt])

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readFrameMessage(event, {
        origin: window.location.origin,
        source: frameRef.current?.contentWindow,
      })
      if (!message) return
      if (message.type === 'croupier:balance')
        postToFrame(
          frameRef.current,
          walletSync.current?.frameReported(message.balance_cents, liveWallets.current) ?? null,
        )
      handlers.current.onMessage(message)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [])

  const isReady = state.kind === 'ready'
  useEffect(() => {
    if (isReady) postToFrame(frameRef.current, walletSync.current?.walletsChanged(wallets) ?? null)
  }, [wallets, isReady])

  const isFullScreen = isMobile && state.kind === 'ready'
  useEffect(() => {
    if (!isFullScreen) return
    lockScroll()
    return () => unlockScroll()
  }, [isFullScreen])

  if (state.kind === 'problem') {
    return (
      <div className={styles.problem}>{renderProblem(state.problem, () => setAttempt((n) => n + 1))}</div>
    )
  }
  return (
    <div ref={stageRef} className={styles.stage} data-fullscreen={isFullScreen ? 'true' : undefined}>
      {state.kind === 'ready' ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={frameSrc(state.session.frame_url, locale)}
          title={t('play.frameTitle', { title })}
          allow="fullscreen; autoplay"
        />
      ) : (
        <div className={styles.launching} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('play.launching')}
        </div>
      )}
    </div>
  )
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Button variant="secondary" onClick={onRetry}>
      {t('play.retry')}
    </Button>
  )
}
