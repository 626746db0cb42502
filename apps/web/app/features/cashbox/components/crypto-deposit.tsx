// A crypto deposit (spec 2 §9: BTC, BCH, ETH, LTC, DOG, USDT): the player's own address for the coin
// with its QR code and a copy button, the network, and the minimum in the coin's display unit
// (spec 1 §9: ETH and LTC milli, BTC micro). The transfer credits the wallet when it arrives.

import type { CryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import { cryptoDisplayUnit } from '@croupier/rules/currency'
import { useEffect, useState } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { FormMessage } from '../../../ui/field'
import { getCryptoAddress } from '../api/cashbox-api'
import { formatAmount } from '../model/method-display'
import styles from './cashbox.module.css'
import paymentStyles from './cashbox-payment.module.css'
import { QrImage } from './qr-image'

export function CryptoDeposit({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const [address, setAddress] = useState<CryptoAddress | null | 'error'>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    let alive = true
    setAddress(null)
    getCryptoAddress(method.currency, method.network).then(
      (value) => alive && setAddress(value),
      () => alive && setAddress('error'),
    )
    return () => {
      alive = false
    }
  }, [method.currency, method.network])
  const unit = cryptoDisplayUnit(method.currency)

  if (address === 'error') return <FormMessage tone="error">{t('cashbox.crypto.failed')}</FormMessage>
  if (address === null) return <div className={styles.skeleton} aria-busy="true" />
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.address)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <section className={paymentStyles.crypto} aria-labelledby="cashbox-crypto-title">
      <QrImage text={address.address} label={t('cashbox.crypto.qr', { currency: method.currency })} />
      <div className={paymentStyles.address}>
        <h3 id="cashbox-crypto-title" className={styles.sectionTitle}>
          {t('cashbox.crypto.title', { currency: method.currency })}
        </h3>
        <p className={paymentStyles.addressText} data-testid="crypto-address">
          {address.address}
        </p>
        {address.tag ? <p className={styles.muted}>{t('cashbox.crypto.tag', { tag: address.tag })}</p> : null}
        <div>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('cashbox.crypto.copied') : t('cashbox.crypto.copy')}
          </Button>
        </div>
        <p className={styles.muted}>{t('cashbox.crypto.network', { network: address.network })}</p>
        <p className={styles.muted}>
          {t('cashbox.crypto.min', { amount: formatAmount(method.min_cents, method.currency, locale) })}
        </p>
        {unit ? (
          <p className={styles.muted}>
            {t('cashbox.crypto.unit', { unit: unit.label, currency: method.currency })}
          </p>
        ) : null}
        <p className={styles.muted}>{t('cashbox.crypto.note')}</p>
      </div>
    </section>
  )
}
