// The common balance dropdown (spec 2 §2.2): the active wallet's total on the trigger; inside,
// every wallet with total, cashable and bonus balance (total minus cashout, spec 1 §3) as a radio
// choice that switches the active wallet, then the cashbox, withdrawal, profile and log out.
import { localizePath } from '@croupier/rules/locale'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from 'react-router'
import { type ShellPlayer, useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { useSignOut } from '../hooks/use-sign-out'
import { useWalletSwitch } from '../hooks/use-wallet-switch'
import { activeAccount, balanceRows, bonusCents } from '../model/balance'
import styles from './balance-menu.module.css'
import { useAccounts } from './use-accounts'

export function BalanceMenu({ player }: { player: ShellPlayer }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const accounts = useAccounts(player)
  const rows = balanceRows(accounts, locale)
  const active = activeAccount(accounts, player.currency)
  const activeRow = rows.find((row) => row.currency === active?.currency)
  const hasBonus = active ? bonusCents(active) > 0 : false
  const { switchTo, pending } = useWalletSwitch()
  const signOut = useSignOut()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={
          hasBonus && activeRow
            ? t('gifts.header.balanceLabel', { cash: activeRow.cashable, bonus: activeRow.bonus })
            : t('account.balanceLabel', { amount: activeRow?.total ?? '', currency: active?.currency ?? '' })
        }
      >
        <Icon name="wallet" size={18} className={styles.walletIcon} />
        {/* spec 1 §3: with bonus money, cash and bonus apart ("€100.00 + €100.00 bonus"). */}
        {hasBonus && activeRow ? (
          <span className={`${styles.amount} ${styles.pockets}`}>
            <span>{activeRow.cashable}</span>{' '}
            <span className={styles.bonusPart}>
              {t('gifts.header.bonusPart', { bonus: activeRow.bonus })}
            </span>
          </span>
        ) : (
          <span className={styles.amount}>{activeRow?.total ?? '—'}</span>
        )}
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>{t('account.wallets')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={active?.currency ?? ''}
            onValueChange={(currency) => {
              if (currency !== active?.currency) void switchTo(currency)
            }}
          >
            {rows.map((row) => (
              <DropdownMenu.RadioItem
                key={row.currency}
                value={row.currency}
                className={styles.account}
                disabled={pending !== null}
                onSelect={(event) => {
                  // Keep the menu open while another wallet becomes active.
                  if (!row.active) event.preventDefault()
                }}
              >
                <span className={styles.accountHead}>
                  <span className={styles.currency}>
                    <DropdownMenu.ItemIndicator className={styles.indicator}>
                      <Icon name="check" size={14} />
                    </DropdownMenu.ItemIndicator>
                    {row.currency}
                  </span>
                  <span className={styles.total}>
                    {pending === row.currency ? t('account.switching') : row.total}
                  </span>
                </span>
                <span className={styles.parts}>
                  <span>
                    {t('account.cashable')} <strong>{row.cashable}</strong>
                  </span>
                  <span>
                    {t('account.bonus')} <strong>{row.bonus}</strong>
                  </span>
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={localizePath(locale, '/cashbox')}>
              <Icon name="wallet" size={16} />
              {t('cashbox.title')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={localizePath(locale, '/withdraw')}>
              <Icon name="download" size={16} />
              {t('cashbox.wallet.withdraw')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={localizePath(locale, '/profile')}>
              <Icon name="user" size={16} />
              {t('account.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={() => void signOut()}>
            <Icon name="external" size={16} />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
