// The player's block of the mobile side menu (spec 2 §2.3): balance with the cashbox button,
// profile and log out.
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { type ShellPlayer, useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { VipBadge } from '../../../ui/vip-badge'
import { useSignOut } from '../hooks/use-sign-out'
import { activeAccount, balanceRows } from '../model/balance'
import { DepositButton } from './deposit-button'
import styles from './side-menu-player.module.css'
import { useAccounts } from './use-accounts'

export function SideMenuPlayer({ player, onNavigate }: { player: ShellPlayer; onNavigate: () => void }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const accounts = useAccounts(player)
  const active = activeAccount(accounts, player.currency)
  const row = balanceRows(accounts, locale).find((item) => item.currency === active?.currency)
  const status = vipStatus(groupIdsOf(player.statuses))
  const signOut = useSignOut()
  return (
    <div className={styles.block}>
      <Link to={localizePath(locale, '/profile')} className={styles.identity} onClick={onNavigate}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="user" size={20} />
        </span>
        <span className={styles.names}>
          <span className={styles.nickname}>{player.nickname || player.email}</span>
          {status === 'regular' ? null : <VipBadge status={status} size="xs" />}
        </span>
        <Icon name="chevronRight" size={18} />
      </Link>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('account.balance')}</span>
        <span className={styles.balanceValue}>{row?.total ?? '—'}</span>
        {row ? (
          <span className={styles.parts}>
            {t('account.cashable')} {row.cashable} · {t('account.bonus')} {row.bonus}
          </span>
        ) : null}
      </div>
      {player.responsible_gaming?.restriction ? null : (
        <DepositButton player={player} block onNavigate={onNavigate} />
      )}
      <Button
        variant="ghost"
        block
        onClick={() => {
          onNavigate()
          void signOut()
        }}
      >
        {t('account.signOut')}
      </Button>
    </div>
  )
}
