// The reality check on a real-money game page (UKGC RTS 13, GLI-19; beyond the spec): every chosen
// interval (60 minutes unless the player picked another on the limits page) a dialog stops play with
// the session's time, amount wagered and net result, and asks to continue, set a limit (the limits
// popup over the game), see the history or leave.
// Plain window timers, which Playwright's page.clock drives in the journeys.
import type { RealityCheck as Figures } from '@croupier/contract/limits/get-reality-check'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { logError } from '../../../lib/log'
import { openModal } from '../../../lib/modals/open-modal'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { getRealityCheckFigures } from '../api/reality-check-api'
import { firstDelayMs, intervalMs, sessionMinutes } from '../model/schedule'
import styles from './reality-check.module.css'

const GAMES_HISTORY_PATH = '/profile/games-history' // spec 1 §2

type Shown = { figures: Figures | null; minutes: number }

async function fetchFigures(): Promise<Figures | null> {
  try {
    return await getRealityCheckFigures()
  } catch (error) {
    logError('REALITY_CHECK_ERROR', error)
    return null
  }
}

export default function RealityCheck() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const navigate = useNavigate()
  const [shown, setShown] = useState<Shown | null>(null)
  const [isArmed, setIsArmed] = useState(false)
  const openedAt = useRef(Date.now())
  const interval = useRef<number | null>(null)
  /** Schedules the next reminder; set by the effect that owns the timer. */
  const schedule = useRef<(delay: number) => void>(() => undefined)
  const lang = htmlLang(locale)

  useEffect(() => {
    let cancelled = false
    let timer: number | undefined
    const show = async () => {
      const figures = await fetchFigures()
      if (cancelled) return
      if (figures) interval.current = figures.interval_minutes
      setShown({
        figures,
        minutes: sessionMinutes(figures?.session_minutes ?? null, openedAt.current, Date.now()),
      })
    }
    schedule.current = (delay) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(show, delay)
    }
    void fetchFigures().then((figures) => {
      if (cancelled) return
      interval.current = figures?.interval_minutes ?? null
      const nextCheckAt = figures?.next_check_at ?? null
      schedule.current(firstDelayMs({ intervalMinutes: interval.current, nextCheckAt, now: Date.now() }))
      setIsArmed(true)
    })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [])

  const go = (path: string) => {
    setShown(null)
    runNavigation(() => navigate(localizePath(locale, path)))
  }
  const keepPlaying = () => {
    setShown(null)
    schedule.current(intervalMs(interval.current))
  }
  // A limit is set over the game: play stays paused until the popup closes, and the reminders go on.
  const setLimit = () => {
    keepPlaying()
    openModal('limits')
  }

  const figures = shown?.figures ?? null
  const money = (cents: number) => (figures ? formatMinorUnits(cents, figures.currency, lang) : '')
  const hours = Math.floor((shown?.minutes ?? 0) / 60)
  const minutes = (shown?.minutes ?? 0) % 60
  const duration =
    hours === 0
      ? t('limits.duration.minutes', { minutes })
      : minutes === 0
        ? t('limits.duration.hours', { hours })
        : t('limits.duration.hoursMinutes', { hours, minutes })

  return (
    <>
      {/* The first reminder is scheduled: journeys move the clock only after this. */}
      {isArmed ? <span hidden data-testid="reality-check-armed" /> : null}
      <Dialog
        open={shown !== null}
        onOpenChange={() => undefined}
        blocking
        size="sm"
        title={t('limits.realityCheck.dialogTitle')}
        description={t('limits.realityCheck.dialogLead', { duration })}
      >
        <div className={styles.body}>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('limits.realityCheck.sessionTime')}</dt>
              <dd>{duration}</dd>
            </div>
            {figures ? (
              <>
                <div className={styles.figure}>
                  <dt>{t('limits.realityCheck.wagered')}</dt>
                  <dd>{money(figures.wagered_cents)}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>{t('limits.realityCheck.netResult')}</dt>
                  <dd data-tone={figures.net_result_cents < 0 ? 'down' : 'up'}>
                    {money(figures.net_result_cents)}
                  </dd>
                </div>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <Button variant="primary" onClick={keepPlaying}>
              {t('limits.realityCheck.continue')}
            </Button>
            <Button variant="secondary" onClick={setLimit}>
              {t('limits.realityCheck.setLimit')}
            </Button>
            <Button variant="secondary" onClick={() => go(GAMES_HISTORY_PATH)}>
              {t('limits.realityCheck.history')}
            </Button>
            <Button variant="secondary" onClick={() => go('/')}>
              {t('limits.realityCheck.leave')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
