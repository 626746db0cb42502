// The withdraw step's word on an active bonus (ADR 039 "Withdrawals"): the cash goes, the bonus stays
// active with its bonus money, which cannot be withdrawn until its wagering is complete. The wallet's
// bonus money (amount − available_to_cashout) says it at first paint, so nothing moves; the active
// bonus read from GET /api/player/bonuses then gives the figure.
import type { PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import type { Account } from '@croupier/contract/player/get-accounts'
import { formatMinorUnits } from '@croupier/rules/currency'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { getPlayerBonuses } from '../api/cashbox-api'
import { activeBonusOf } from '../model/bonus-offers'
import styles from './cashbox.module.css'

export function ActiveBonusNote({ account, locale }: { account: Account; locale: string }) {
  const { t } = useTranslation()
  const [bonus, setBonus] = useState<PlayerBonus | null>(null)
  const currency = account.currency
  useEffect(() => {
    let alive = true
    getPlayerBonuses().then(
      (list) => alive && setBonus(activeBonusOf(list, currency)),
      // Already logged by the client; the wallet's figure stands.
      () => {},
    )
    return () => {
      alive = false
    }
  }, [currency])
  const walletBonus = Math.max(0, account.amount_cents - account.available_to_cashout_cents)
  const amount = bonus?.balance_cents ?? walletBonus
  if (amount <= 0) return null
  return (
    <p className={styles.notice} data-testid="active-bonus-note">
      {t('cashbox.withdraw.activeBonus', { amount: formatMinorUnits(amount, currency, locale) })}
    </p>
  )
}
