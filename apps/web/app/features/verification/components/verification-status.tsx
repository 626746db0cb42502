// Whether the player's identity is verified (User.verified), with what to do next.

import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Icon } from '../../../ui/icon'
import styles from './verification.module.css'

export function VerificationStatus({ pending }: { pending: boolean }) {
  const { t } = useTranslation()
  const { player } = useShellContext()
  if (!player) return null
  const state = player.verified ? 'verified' : pending ? 'pending' : 'unverified'
  return (
    <section className={styles.status} data-state={state} aria-labelledby="verification-status-title">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon
          name={state === 'verified' ? 'check' : state === 'pending' ? 'clock' : GLYPHS.shield}
          size={22}
        />
      </span>
      <div>
        <h3 id="verification-status-title" className={styles.statusTitle}>
          {t(`profile.verification.state.${state}.title`)}
        </h3>
        <p className={styles.statusText}>{t(`profile.verification.state.${state}.text`)}</p>
      </div>
    </section>
  )
}
