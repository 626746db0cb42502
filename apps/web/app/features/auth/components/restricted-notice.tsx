// What a restricted-region guest sees instead of an auth form (spec 1 §2: "Registration restricted in
// your country" / "Login not available in your country").
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import styles from './auth-screens.module.css'

export function RestrictedNotice({ kind, onClose }: { kind: 'login' | 'registration'; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.centered}>
      <span className={styles.badgeIcon} aria-hidden="true">
        <Icon name="warning" size={28} />
      </span>
      <p className={styles.lead} role="alert">
        {kind === 'login' ? t('geo.loginRestricted') : t('geo.registrationRestricted')}
      </p>
      <Button variant="primary" size="lg" block onClick={onClose}>
        {t('auth.backToLobby')}
      </Button>
    </div>
  )
}
