// Header notices (spec 2 §2.2: message, icon, link with text and action, id). Players with an
// unconfirmed email see one with a resend link (spec 1 §4); a 422 answer becomes a toast (spec 1 §8).
// Loaded lazily, only for players who have a notice to see.
import { useState } from 'react'
import type { ShellPlayer } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Icon, type IconName } from '../ui/icon'
import styles from './header.module.css'

export interface HeaderNotice {
  id: string
  message: string
  icon: IconName
  link?: { text: string; fn: () => void | Promise<void> }
}

function NoticeBar({ notice }: { notice: HeaderNotice }) {
  const [busy, setBusy] = useState(false)
  return (
    <div className={styles.notice} data-notice={notice.id}>
      <Icon name={notice.icon} size={18} className={styles.noticeIcon} />
      <p className={styles.noticeText}>{notice.message}</p>
      {notice.link ? (
        <button
          type="button"
          className={styles.noticeLink}
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            try {
              await notice.link?.fn()
            } finally {
              setBusy(false)
            }
          }}
        >
          {notice.link.text}
        </button>
      ) : null}
    </div>
  )
}

export default function HeaderNotices({ player }: { player: ShellPlayer }) {
  const { t } = useTranslation()
  const notices: HeaderNotice[] = []
  if (!player.confirmed_at) {
    notices.push({
      id: 'unconfirmed-email',
      icon: 'mail',
      message: t('account.unconfirmedEmail', { email: player.email }),
      link: {
        text: t('account.resendConfirmation'),
        fn: async () => {
          const { resendConfirmationWithToast } = await import('../features/auth/model/resend-confirmation')
          await resendConfirmationWithToast(player.email, t)
        },
      },
    })
  }
  if (notices.length === 0) return null
  return (
    <section className={styles.notices} aria-label={t('account.notices')}>
      {notices.map((notice) => (
        <NoticeBar key={notice.id} notice={notice} />
      ))}
    </section>
  )
}
