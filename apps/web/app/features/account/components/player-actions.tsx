// The signed-in player's part of the header (spec 2 §2.2): deposit button, the common balance
// dropdown, avatar linking to the profile and the nickname with the VIP badge. Loaded lazily, for
// players only. It also keeps the wallets live (realtime `balance`, re-fetch after a reconnect) and
// opens the popups a player may owe: terms (forced) and the EE first-login notice (spec 1 §4).

import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import {
  EE_FIRST_LOGIN_STORAGE_KEY,
  needsTermsAcceptance,
  shouldShowEeFirstLogin,
} from '@croupier/rules/auth-state'
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { type ReactNode, useEffect } from 'react'
import { Link } from 'react-router'
import { on } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { openModal } from '../../../lib/modals/open-modal'
import { type ShellPlayer, useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { VipBadge } from '../../../ui/vip-badge'
import { getAccounts } from '../api/account-api'
import { useLimitWarnings } from '../hooks/use-limit-warnings'
import { useAccountsStore } from '../model/accounts-store'
import { BalanceMenu } from './balance-menu'
import { DepositButton } from './deposit-button'
import styles from './player-actions.module.css'

type BalanceEvent = RealtimeEventMap['balance']

function usePlayerLiveData(player: ShellPlayer) {
  // A reloaded shell (sign-in, wallet switch, profile save) brings fresh wallets.
  useEffect(() => {
    useAccountsStore.getState().setAccounts(player.accounts)
  }, [player.accounts])
  useEffect(() => {
    // The bus directly (not lib/realtime's helper): that module stays in the initial chunk alone.
    const offBalance = on('realtime', ({ name, payload }) => {
      if (name === 'balance') useAccountsStore.getState().applyBalance(payload as BalanceEvent)
    })
    // Socket.IO drops events while away: re-fetch on every reconnect (ARCHITECTURE "Scale-out").
    const offReconnect = on('realtime-reconnect', () => {
      getAccounts().then(
        (accounts) => useAccountsStore.getState().setAccounts(accounts),
        (error: unknown) => logError('BALANCE_REFRESH_ERROR', error),
      )
    })
    return () => {
      offBalance()
      offReconnect()
    }
  }, [])
}

function readEeFlag(): string | null {
  try {
    return window.localStorage.getItem(EE_FIRST_LOGIN_STORAGE_KEY)
  } catch {
    return null
  }
}

function usePlayerPopups(player: ShellPlayer) {
  const { licence } = useShellContext()
  const mustAcceptTerms = needsTermsAcceptance(player)
  useEffect(() => {
    // On the next tick, once the page's own effects have run.
    const timer = window.setTimeout(() => {
      if (mustAcceptTerms) openModal('terms')
      else if (shouldShowEeFirstLogin({ licence, storedFlag: readEeFlag() })) openModal('ee-first-login')
    }, 0)
    return () => window.clearTimeout(timer)
  }, [mustAcceptTerms, licence])
}

/** `profileBadge` sits on the avatar's corner (the shell passes the gifts counter, spec 2 §2 H4). */
export default function PlayerActions({
  player,
  profileBadge,
}: {
  player: ShellPlayer
  profileBadge?: ReactNode
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  usePlayerLiveData(player)
  usePlayerPopups(player)
  useLimitWarnings()
  const status = vipStatus(groupIdsOf(player.statuses))
  const name = player.nickname || player.email.split('@')[0] || ''
  return (
    <div className={styles.actions}>
      {/* A player on a break or self-excluded cannot deposit (issue #5 item 8): no button. */}
      {player.responsible_gaming?.restriction ? null : (
        <div className={styles.deposit}>
          <DepositButton player={player} size="sm" />
        </div>
      )}
      <BalanceMenu player={player} />
      <div className={styles.profileWrap}>
        <Link
          to={localizePath(locale, '/profile')}
          className={styles.profile}
          aria-label={t('account.profileOf', { name })}
        >
          <span className={styles.avatar} aria-hidden="true">
            <Icon name="user" size={20} />
          </span>
          <span className={styles.identity}>
            <span className={styles.nickname}>{name}</span>
            {status === 'regular' ? null : <VipBadge status={status} size="xs" />}
          </span>
        </Link>
        {profileBadge}
      </div>
    </div>
  )
}
