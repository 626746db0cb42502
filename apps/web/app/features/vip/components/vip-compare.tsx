// The compare carousel (spec 2 §2.7): every status with what it takes (deposits or bets in a quarter,
// in the visitor's currency) and its perks; for a player each card says where it stands relative to
// the player's status (spec 2 §4: before, current, next, lock). A guest sees it with a register button.
import type { VipStatuses, VipStatusStep } from '@croupier/contract/vip/get-vip-statuses'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { VipStatus } from '@croupier/rules/groups'
import { htmlLang } from '@croupier/rules/locale'
import { type VipCardState, vipCardState } from '@croupier/rules/vip-card'
import { useShellContext } from '../../../lib/shell-context'
import { type TFunction, useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Carousel } from '../../../ui/carousel'
import { Icon } from '../../../ui/icon'
import { VipBadge } from '../../../ui/vip-badge'
import { formatMultiplier, formatPercent } from '../model/vip-format'
import styles from './vip.module.css'

function perkText(t: TFunction, step: VipStatusStep, perk: VipStatusStep['perks'][number], lang: string) {
  if (perk === 'comp_multiplier')
    return t('vip.perk.comp_multiplier', {
      multiplier: formatMultiplier(step.comp_point_multiplier_percent, lang),
    })
  if (perk === 'weekly_cashback')
    return t('vip.perk.weekly_cashback', { percent: formatPercent(step.cashback_percent, lang) })
  return t(`vip.perk.${perk}`)
}

function StatusCard({
  step,
  state,
  currency,
}: {
  step: VipStatusStep
  state: VipCardState | null
  currency: string
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const titleId = `vip-card-${step.status}`
  return (
    <article className={styles.statusCard} data-state={state ?? undefined} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          <VipBadge status={step.status} size="lg" />
        </h3>
        {state ? (
          <span className={styles.state}>
            {state === 'lock' ? <Icon name={GLYPHS.lock} size={14} /> : null}
            {t(`vip.state.${state}`)}
          </span>
        ) : null}
      </header>
      <p className={styles.threshold}>
        {step.status === 'regular'
          ? t('vip.thresholdRegular')
          : t('vip.threshold', {
              deposit: formatMinorUnits(step.deposit_threshold_cents, currency, lang),
              bets: formatMinorUnits(step.bet_threshold_cents, currency, lang),
            })}
      </p>
      <ul className={styles.perks}>
        {step.perks.map((perk) => (
          <li key={perk}>
            <Icon name="check" size={14} />
            <span>{perkText(t, step, perk, lang)}</span>
          </li>
        ))}
        {step.lifelong ? (
          <li>
            <Icon name="check" size={14} />
            <span>{t('vip.perk.lifelong')}</span>
          </li>
        ) : null}
      </ul>
    </article>
  )
}

/** `current` null: a guest, cards without a state. */
export function VipCompare({ statuses, current }: { statuses: VipStatuses; current: VipStatus | null }) {
  const { t } = useTranslation()
  return (
    <Carousel
      label={t('vip.compareTitle')}
      slides={statuses.statuses.map((step) => ({
        key: step.status,
        content: (
          <StatusCard
            step={step}
            state={current ? vipCardState(step.status, current) : null}
            currency={statuses.currency}
          />
        ),
      }))}
    />
  )
}
