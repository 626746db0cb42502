// The VIP support popup (spec 2 §2.8, §6 G4): the player's managers with their hours and contacts:
// WhatsApp, Telegram and email, each leaving the site in a new tab (email opens the mail app).

import type { ModalProps } from '../../../lib/modals/catalogue'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import { useVipManagers } from '../hooks/use-vip-managers'
import styles from './vip.module.css'
import { VIP_GLYPHS } from './vip-glyphs'

export default function VipSupportDialog({ onClose }: ModalProps<'vip-support'>) {
  const { t } = useTranslation()
  const { player } = useShellContext()
  const managers = useVipManagers(player)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('vip.support.title')}
      description={t('vip.support.text')}
      size="sm"
    >
      {managers === undefined ? <p className={styles.muted}>{t('vip.loading')}</p> : null}
      {managers !== undefined && managers.length === 0 ? (
        <p className={styles.muted}>{t('vip.support.none')}</p>
      ) : null}
      {managers?.map((manager) => (
        <section key={manager.email} className={styles.contact} aria-label={manager.managerName}>
          <div className={styles.contactHead}>
            <img src={manager.avatar} alt="" width={56} height={56} className={styles.avatar} />
            <div>
              <p className={styles.managerName}>{manager.managerName}</p>
              <p className={styles.hint}>{t('vip.support.hours', { time: manager.time })}</p>
            </div>
          </div>
          <ul className={styles.contactLinks}>
            <li>
              <a
                href={manager.whatsAppLink}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.contactLink}
              >
                <Icon name={VIP_GLYPHS.whatsApp} size={18} />
                <span>{t('vip.support.whatsApp')}</span>
              </a>
            </li>
            <li>
              <a
                href={manager.telegramLink}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.contactLink}
              >
                <Icon name="telegram" size={18} />
                <span>{t('vip.support.telegram')}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${manager.email}`} className={styles.contactLink}>
                <Icon name="mail" size={18} />
                <span>{manager.email}</span>
              </a>
            </li>
          </ul>
        </section>
      ))}
      <Button variant="ghost" block onClick={() => onClose()}>
        {t('vip.support.close')}
      </Button>
    </Dialog>
  )
}
