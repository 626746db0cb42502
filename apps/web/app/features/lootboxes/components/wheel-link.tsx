// The menu's link to a prize wheel (no dead ends): shown to a player holding a spin on a wheel, or
// in a group a wheel is meant for (menuWheel); the badge counts the spins left. Renders nothing for
// guests and everyone else.
import { groupIdsOf } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { logError } from '../../../lib/log'
import { type ShellPlayer, useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { useLootboxesLive } from '../hooks/use-lootboxes-live'
import { menuWheel, wheelSpins } from '../model/lootboxes'
import { ensureWheelConfig, useLootboxesStore } from '../model/lootboxes-store'
import styles from './wheel.module.css'

export function WheelLink({ player, onNavigate }: { player: ShellPlayer | null; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const isPlayer = player !== null
  useLootboxesLive(isPlayer)
  const { lootboxes, wheels } = useLootboxesStore()
  useEffect(() => {
    if (isPlayer) ensureWheelConfig().catch((error: unknown) => logError('WHEEL_CONFIG_ERROR', error))
  }, [isPlayer])
  if (!player) return null
  const now = new Date()
  const wheel = menuWheel(wheels, groupIdsOf(player.statuses), lootboxes ?? [], now)
  if (!wheel) return null
  const spins = wheelSpins(lootboxes ?? [], wheel.id, now).length
  return (
    <Link
      to={localizePath(locale, wheel.path)}
      className={styles.menuLink}
      onClick={onNavigate}
      aria-label={spins ? t('wheel.menuSpins', { count: spins }) : t('wheel.menu')}
    >
      <Icon name="rocket" size={16} className={styles.menuIcon} />
      <span className={styles.menuLabel}>{t('wheel.menu')}</span>
      {spins ? <span className={styles.menuBadge}>{spins}</span> : null}
    </Link>
  )
}
