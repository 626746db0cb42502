// The profile's limits tab (spec 1 §2, §3 "User limit"; UKGC RTS 12, 13; MGA): the player's limits
// with their usage, the form to set or change one, the reality check, a break and self-exclusion.
// The limits come from the browser's limits store (model/limits-store), seeded by the server render.
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import type { ShellPlayer } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card, EmptyState, TabHeading } from '../../../ui/card'
import panel from '../../../ui/panel.module.css'
import { restrictionOf } from '../model/limits'
import { useLimits } from '../model/limits-store'
import { LimitEditor } from './limit-editor'
import styles from './limits.module.css'
import { RealityCheckCard } from './reality-check-card'
import { RestrictionBanner } from './restriction-banner'
import { RestrictionCard } from './restriction-card'
import { limitIds } from './use-limit-editor'

const IDS = limitIds('page')

export function LimitsPage({
  player,
  limits: rendered,
  realityCheck,
}: {
  player: ShellPlayer
  /** What the server render or the navigation loaded; null when it could not. */
  limits: UserLimit[] | null
  realityCheck: RealityCheck | null
}) {
  const { t } = useTranslation()
  const { limits, failed } = useLimits(rendered)
  const restriction = restrictionOf(player, limits)

  return (
    <>
      <TabHeading title={t('profile.tabs.limits')} lead={t('limits.lead')} />
      <RestrictionBanner restriction={restriction} />
      {limits === null ? (
        <Card id={IDS.listCard} icon="clock" title={t('limits.list.title')}>
          {failed ? (
            <EmptyState icon="clock" title={t('limits.unavailableTitle')}>
              {t('limits.unavailableText')}
            </EmptyState>
          ) : (
            <p className={panel.text} role="status">
              {t('limits.loading')}
            </p>
          )}
        </Card>
      ) : (
        <div className={styles.grid}>
          <div className={styles.stack}>
            <LimitEditor limits={limits} player={player} ids={IDS} />
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
