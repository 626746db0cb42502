// The VIP manager block (spec 2 §2.3: side menu, for VIP players; also on the VIP club page): the
// player's manager with working hours and a button to the VIP support popup. Nothing for a regular
// player or while the managers load.
import { openModal } from '../../../lib/modals/open-modal'
import type { ShellPlayer } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { useVipManagers } from '../hooks/use-vip-managers'
import styles from './vip.module.css'

export function ManagerBlock({
  player,
  onOpen,
  className,
}: {
  player: ShellPlayer | null
  onOpen?: () => void
  className?: string
}) {
  const { t } = useTranslation()
  const managers = useVipManagers(player)
  const manager = managers?.[0]
  if (!manager) return null
  return (
    <section
      className={[styles.manager, className].filter(Boolean).join(' ')}
      aria-labelledby="vip-manager-title"
    >
      <img src={manager.avatar} alt="" width={48} height={48} className={styles.avatar} />
      <div className={styles.managerText}>
        <h2 id="vip-manager-title" className={styles.managerLabel}>
          {t('vip.manager.title')}
        </h2>
        <p className={styles.managerName}>{manager.managerName}</p>
        <p className={styles.hint}>{manager.time}</p>
      </div>
      <Button
        variant="primary"
        size="sm"
        className={styles.managerAction}
        onClick={() => {
          onOpen?.()
          openModal('vip-support')
        }}
      >
        {t('vip.manager.contact')}
      </Button>
    </section>
  )
}
