// The player's sessions (contract player/get-sessions): device, address, last activity, the current
// one marked; one session or every other one can be signed out.
import type { PlayerSession } from '@croupier/contract/player/get-sessions'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Badge, Card, EmptyState, focusCardTitle } from '../../../ui/card'
import { Icon } from '../../../ui/icon'
import { LocalTime } from '../../../ui/local-time'
import panel from '../../../ui/panel.module.css'
import { signOutOtherSessions, signOutSession } from '../api/security-api'
import { describeUserAgent } from '../model/user-agent'
import styles from './security.module.css'

export function SessionsCard({ sessions }: { sessions: PlayerSession[] | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState<string | null>(null)
  const others = (sessions ?? []).filter((session) => !session.current)

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key)
    try {
      await action()
      await revalidate()
      emit('toast', { text: done, kind: 'success' })
      focusCardTitle('sessions')
    } catch {
      emit('toast', { text: t('profile.security.sessions.failed'), kind: 'error' })
    } finally {
      setBusy(null)
    }
  }

  const deviceName = (session: PlayerSession) => {
    const device = describeUserAgent(session.user_agent)
    if (device.browser && device.os)
      return t('profile.security.sessions.browserOn', { browser: device.browser, os: device.os })
    return device.browser ?? device.os ?? t('profile.security.sessions.unknownDevice')
  }

  return (
    <Card
      id="sessions"
      icon={GLYPHS.device}
      title={t('profile.security.sessions.title')}
      description={t('profile.security.sessions.description')}
    >
      {sessions === null ? (
        <EmptyState icon={GLYPHS.device} title={t('profile.security.sessions.unavailable')} />
      ) : (
        <ul className={styles.sessions}>
          {sessions.map((session) => {
            const device = describeUserAgent(session.user_agent)
            return (
              <li
                key={session.id}
                className={styles.session}
                aria-current={session.current ? 'true' : undefined}
              >
                <span className={styles.sessionIcon} aria-hidden="true">
                  <Icon name={device.mobile ? GLYPHS.mobile : GLYPHS.device} size={20} />
                </span>
                <div className={styles.sessionText}>
                  <p className={styles.sessionName}>
                    {deviceName(session)}
                    {session.current ? (
                      <Badge tone="accent">{t('profile.security.sessions.current')}</Badge>
                    ) : null}
                  </p>
                  <p className={styles.sessionMeta}>
                    {session.ip ? <span>{session.ip}</span> : null}
                    <span>
                      {t('profile.security.sessions.lastSeen')}{' '}
                      <LocalTime iso={session.last_seen_at} locale={locale} />
                    </span>
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy !== null}
                    aria-label={t('profile.security.sessions.signOutOneLabel', {
                      device: deviceName(session),
                    })}
                    onClick={() =>
                      run(
                        session.id,
                        () => signOutSession(session.id),
                        t('profile.security.sessions.signedOutOne'),
                      )
                    }
                  >
                    {busy === session.id
                      ? t('profile.security.sessions.working')
                      : t('profile.security.sessions.signOut')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <div className={panel.footer}>
        <Button
          variant="secondary"
          disabled={busy !== null || others.length === 0}
          onClick={() =>
            run(
              'others',
              signOutOtherSessions,
              t('profile.security.sessions.signedOutOthers', { count: others.length }),
            )
          }
        >
          <Icon name={GLYPHS.logout} size={16} />
          {busy === 'others'
            ? t('profile.security.sessions.working')
            : t('profile.security.sessions.signOutOthers')}
        </Button>
      </div>
    </Card>
  )
}
