// The EE session timer (spec 1 §4, spec 2 §2.2, §6): how long this session has lasted, hh:mm:ss, in a
// thin bar at the top for EE-licence players. The count survives reloads of the tab (sessionStorage,
// written on unload) and is cleared at logout (lib/player-session).
import {
  formatSessionTimer,
  parseStoredSessionSeconds,
  SESSION_TIMER_STORAGE_KEY,
} from '@croupier/rules/auth-state'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../lib/translate'
import styles from './header.module.css'

const TICK_MS = 1000

function readStored(): number {
  try {
    return parseStoredSessionSeconds(window.sessionStorage.getItem(SESSION_TIMER_STORAGE_KEY))
  } catch {
    return 0
  }
}

export default function SessionTimer() {
  const { t } = useTranslation()
  const [seconds, setSeconds] = useState(readStored)
  const latest = useRef(seconds)
  latest.current = seconds

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((value) => value + 1), TICK_MS)
    const save = () => {
      try {
        window.sessionStorage.setItem(SESSION_TIMER_STORAGE_KEY, String(latest.current))
      } catch {
        // Storage refused (private mode): the timer restarts on reload.
      }
    }
    window.addEventListener('pagehide', save)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', save)
      // Unmounting at logout must not write the count back after it was cleared.
    }
  }, [])

  const text = formatSessionTimer(seconds)
  return (
    <div className={styles.timer} role="timer" aria-label={t('account.sessionTime', { time: text })}>
      <span aria-hidden="true">{t('account.sessionTimeShort')}</span>
      <time aria-hidden="true" dateTime={`PT${seconds}S`}>
        {text}
      </time>
    </div>
  )
}
