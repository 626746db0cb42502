// The limits popup (spec 1 §2 popups: "limits"; registered as `limits` in ../register.ts): the
// player's money and session limits with their usage and the form to set or lower one, over
// whatever page the player is on (e.g. from the reality check during play). Full screen on phones.
// The same list and form as the limits page; breaks, self-exclusion and the reality check stay on
// the page, one link away.
import { localizePath } from '@croupier/rules/locale'
import { useEffect } from 'react'
import { Link } from 'react-router'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/card'
import { Dialog } from '../../../ui/dialog'
import { restrictionOf } from '../model/limits'
import { useLimits } from '../model/limits-store'
import { LimitEditor } from './limit-editor'
import styles from './limits-dialog.module.css'
import { RestrictionBanner } from './restriction-banner'
import { limitIds } from './use-limit-editor'

const IDS = limitIds('dialog')
const PROFILE_LIMITS_PATH = '/profile/limits' // spec 1 §2

export default function LimitsDialog({ onClose }: ModalProps<'limits'>) {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  const { limits, failed } = useLimits()

  // Limits are a player's: a popup left open by a logout closes with the session.
  useEffect(() => {
    if (!player) onClose({ immediate: true })
  }, [player, onClose])
  if (!player) return null
  const restriction = restrictionOf(player, limits)

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('limits.dialog.title')}
      description={t('limits.dialog.lead')}
      size="lg"
      fullScreenOnPhone
    >
      <div className={styles.body}>
        <RestrictionBanner restriction={restriction} />
        {limits === null ? (
          failed ? (
            <EmptyState icon="clock" title={t('limits.unavailableTitle')}>
              {t('limits.unavailableText')}
            </EmptyState>
          ) : (
            <p className={styles.loading} role="status">
              {t('limits.loading')}
            </p>
          )
        ) : (
          <LimitEditor limits={limits} player={player} ids={IDS} />
        )}
        <p className={styles.more}>
          <span>{t('limits.dialog.more')}</span>
          <Link
            to={localizePath(locale, PROFILE_LIMITS_PATH)}
            className={buttonClass('secondary', { size: 'sm' })}
            onClick={() => onClose({ immediate: true })}
          >
            {t('limits.dialog.toPage')}
          </Link>
        </p>
      </div>
    </Dialog>
  )
}
