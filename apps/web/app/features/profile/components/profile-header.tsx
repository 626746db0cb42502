// The profile's top card: who is signed in (nickname, name or email), their VIP status badge from
// the groups (spec 1 §6), and whether the email is confirmed and the identity verified.
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Badge } from '../../../ui/card'
import { Icon } from '../../../ui/icon'
import { LocalTime } from '../../../ui/local-time'
import { VipBadge } from '../../../ui/vip-badge'
import { displayName, initials } from '../model/display-name'
import styles from './profile-header.module.css'

export function ProfileHeader() {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  if (!player) return null
  const name = displayName(player)
  const status = vipStatus(groupIdsOf(player.statuses))
  return (
    <header className={styles.hero}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <div className={styles.identity}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.email}>{player.email}</p>
        <ul className={styles.badges} aria-label={t('profile.header.statusLabel')}>
          <li>
            <VipBadge status={status} />
          </li>
          <li>
            {player.verified ? (
              <Badge tone="success">
                <Icon name="check" size={14} />
                {t('profile.header.verified')}
              </Badge>
            ) : (
              <Badge>{t('profile.header.notVerified')}</Badge>
            )}
          </li>
          {player.confirmed_at ? null : (
            <li>
              <Badge tone="warning">{t('profile.header.emailUnconfirmed')}</Badge>
            </li>
          )}
        </ul>
      </div>
      <p className={styles.since}>
        {t('profile.header.memberSince')} <LocalTime iso={player.created_at} locale={locale} style="date" />
      </p>
    </header>
  )
}
