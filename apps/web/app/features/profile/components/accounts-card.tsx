// Account overview (spec 1 §3 Account): every wallet with its total, withdrawable and bonus balance
// (total minus cashout); another wallet can be made the active one (POST /api/player/accounts).
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang } from '@croupier/rules/locale'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Badge, Card, EmptyState, focusCardTitle } from '../../../ui/card'
import panel from '../../../ui/panel.module.css'
import { chooseAccount } from '../api/profile-api'
import { walletSummaries } from '../model/wallets'
import styles from './accounts-card.module.css'

export function AccountsCard() {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  const { revalidate } = useRevalidator()
  const [switching, setSwitching] = useState<string | null>(null)
  if (!player) return null
  const wallets = walletSummaries(player.accounts)
  const lang = htmlLang(locale)

  const makeActive = async (currency: string) => {
    setSwitching(currency)
    try {
      await chooseAccount(currency)
      await revalidate()
      emit('toast', { text: t('profile.accounts.switched', { currency }), kind: 'success' })
      focusCardTitle('accounts')
    } catch {
      emit('toast', { text: t('profile.accounts.switchFailed'), kind: 'error' })
    } finally {
      setSwitching(null)
    }
  }

  return (
    <Card
      id="accounts"
      icon="wallet"
      title={t('profile.accounts.title')}
      description={t('profile.accounts.description')}
    >
      {wallets.length === 0 ? (
        <EmptyState icon="wallet" title={t('profile.accounts.empty')} />
      ) : (
        <ul className={panel.list}>
          {wallets.map((wallet) => (
            <li
              key={wallet.currency}
              className={`${panel.item} ${styles.wallet}`}
              aria-current={wallet.active ? 'true' : undefined}
            >
              <div className={styles.top}>
                <span className={styles.currency}>{wallet.currency}</span>
                {wallet.active ? (
                  <Badge tone="accent">{t('profile.accounts.active')}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={switching !== null}
                    onClick={() => makeActive(wallet.currency)}
                    aria-label={t('profile.accounts.makeActiveLabel', { currency: wallet.currency })}
                  >
                    {switching === wallet.currency
                      ? t('profile.accounts.switching')
                      : t('profile.accounts.makeActive')}
                  </Button>
                )}
              </div>
              <p className={styles.total}>{formatMinorUnits(wallet.totalCents, wallet.currency, lang)}</p>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('profile.accounts.cashable')}</dt>
                  <dd>{formatMinorUnits(wallet.cashableCents, wallet.currency, lang)}</dd>
                </div>
                <div>
                  <dt>{t('profile.accounts.bonus')}</dt>
                  <dd>{formatMinorUnits(wallet.bonusCents, wallet.currency, lang)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
