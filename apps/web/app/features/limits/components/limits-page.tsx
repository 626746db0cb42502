// The profile's limits tab (spec 1 §2, §3 "User limit"; UKGC RTS 12, 13; MGA): the player's limits
// with their usage, the form to set or change one, the reality check, a break and self-exclusion.
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import type { ResponsibleGaming, UserLimit } from '@croupier/contract/limits/user-limit'
import { useState } from 'react'
import type { ShellPlayer } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card, EmptyState, TabHeading } from '../../../ui/card'
import { amountLimits, draftOf, emptyDraft, type LimitDraft, runningRestriction } from '../model/limits'
import { FORM_CARD_ID, LimitForm } from './limit-form'
import { LimitList } from './limit-list'
import styles from './limits.module.css'
import { RealityCheckCard } from './reality-check-card'
import { RestrictionBanner } from './restriction-banner'
import { RestrictionCard } from './restriction-card'

function restrictionOf(
  player: ShellPlayer,
  limits: readonly UserLimit[] | null,
): Required<ResponsibleGaming> {
  const fromPlayer = player.responsible_gaming
  if (fromPlayer?.restriction) return { restriction: fromPlayer.restriction, until: fromPlayer.until }
  const running = limits ? runningRestriction(limits) : null
  return running ? { restriction: running.type, until: running.ends_at } : { restriction: null, until: null }
}

export function LimitsPage({
  player,
  limits,
  realityCheck,
}: {
  player: ShellPlayer
  limits: UserLimit[] | null
  realityCheck: RealityCheck | null
}) {
  const { t } = useTranslation()
  const currencies = [...new Set([player.currency, ...player.accounts.map((account) => account.currency)])]
  const [draft, setDraft] = useState<LimitDraft>(() => emptyDraft(player.currency))
  const [editing, setEditing] = useState<UserLimit | null>(null)
  const restriction = restrictionOf(player, limits)

  const startChange = (limit: UserLimit) => {
    const next = draftOf(limit)
    if (!next) return
    setEditing(limit)
    setDraft(next)
    // After the form has re-rendered with the limit's type: straight to the value to type.
    window.setTimeout(() => {
      const card = document.getElementById(FORM_CARD_ID)
      card?.scrollIntoView({ block: 'start', behavior: 'smooth' })
      card?.querySelector<HTMLInputElement>('#limit-amount, #limit-minutes')?.focus({ preventScroll: true })
    }, 0)
  }
  const stopChange = () => {
    setEditing(null)
    setDraft(emptyDraft(player.currency))
  }

  return (
    <>
      <TabHeading title={t('profile.tabs.limits')} lead={t('limits.lead')} />
      <RestrictionBanner restriction={restriction} />
      {limits === null ? (
        <Card id="limits-list" icon="clock" title={t('limits.list.title')}>
          <EmptyState icon="clock" title={t('limits.unavailableTitle')}>
            {t('limits.unavailableText')}
          </EmptyState>
        </Card>
      ) : (
        <div className={styles.grid}>
          <div className={styles.stack}>
            <LimitList limits={amountLimits(limits)} onChange={startChange} disabled={false} />
            <LimitForm
              key={editing?.id ?? 'new'}
              draft={draft}
              onDraftChange={setDraft}
              currencies={currencies}
              editing={editing}
              onCancelEdit={stopChange}
              disabled={false}
            />
          </div>
          <div className={styles.stack}>
            <RealityCheckCard realityCheck={realityCheck} />
            {restriction.restriction ? null : <RestrictionCard kind="coolingoff" disabled={false} />}
            {restriction.restriction === 'selfexclusion' ? null : (
              <RestrictionCard kind="selfexclusion" disabled={false} />
            )}
          </div>
        </div>
      )}
    </>
  )
}
