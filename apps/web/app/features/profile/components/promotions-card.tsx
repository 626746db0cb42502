// Promotions (spec 1 §3 Subscriptions, §7 GET and PUT /api/subscriptions): the email subscription with
// the three toasts of spec 1 §8, and SMS promotions, a User field saved with PATCH /api/player.
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card } from '../../../ui/card'
import { Switch } from '../../../ui/switch'
import { getSubscriptions, putSubscriptions, updatePlayerData } from '../api/profile-api'
import { changeSubscription, subscriptionToast } from '../model/subscription-toast'
import styles from './forms.module.css'

export function PromotionsCard({ receivePromos }: { receivePromos: boolean | null }) {
  const { t } = useTranslation()
  const { player } = useShellContext()
  const { revalidate } = useRevalidator()
  const [email, setEmail] = useState(receivePromos ?? player?.receive_promos ?? false)
  const [sms, setSms] = useState(player?.receive_sms_promos ?? false)
  const [busy, setBusy] = useState<'email' | 'sms' | null>(null)
  if (!player) return null

  const toggleEmail = async (wanted: boolean) => {
    setBusy('email')
    const outcome = await changeSubscription(wanted, { get: getSubscriptions, put: putSubscriptions })
    const toast = subscriptionToast(wanted, outcome)
    emit('toast', { text: t(`profile.promotions.toast.${toast.key}`), kind: toast.kind })
    if (outcome.kind === 'already-subscribed') setEmail(true)
    if (outcome.kind === 'saved') setEmail(outcome.receivePromos)
    setBusy(null)
    if (outcome.kind === 'saved') await revalidate()
  }

  const toggleSms = async (wanted: boolean) => {
    setBusy('sms')
    try {
      const saved = await updatePlayerData({ receive_sms_promos: wanted })
      setSms(saved.receive_sms_promos)
      emit('toast', {
        text: t(saved.receive_sms_promos ? 'profile.promotions.smsOn' : 'profile.promotions.smsOff'),
        kind: 'success',
      })
      await revalidate()
    } catch {
      emit('toast', { text: t('profile.promotions.toast.failed'), kind: 'error' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card
      id="promotions"
      icon="mail"
      title={t('profile.promotions.title')}
      description={t('profile.promotions.description')}
    >
      <div className={styles.row}>
        <div className={styles.rowText}>
          <span id="promotions-email-label" className={styles.rowLabel}>
            {t('profile.promotions.email')}
          </span>
          <span id="promotions-email-description" className={styles.rowDescription}>
            {t('profile.promotions.emailDescription')}
          </span>
        </div>
        <Switch
          checked={email}
          onCheckedChange={(value) => busy === null && void toggleEmail(value)}
          aria-labelledby="promotions-email-label"
          aria-describedby="promotions-email-description"
        />
      </div>
      <hr className={styles.divider} />
      <div className={styles.row}>
        <div className={styles.rowText}>
          <span id="promotions-sms-label" className={styles.rowLabel}>
            {t('profile.promotions.sms')}
          </span>
          <span id="promotions-sms-description" className={styles.rowDescription}>
            {t('profile.promotions.smsDescription')}
          </span>
        </div>
        <Switch
          checked={sms}
          onCheckedChange={(value) => busy === null && void toggleSms(value)}
          aria-labelledby="promotions-sms-label"
          aria-describedby="promotions-sms-description"
        />
      </div>
    </Card>
  )
}
