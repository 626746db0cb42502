// The level tab's VIP part (spec 2 §2.7): the VIP status with its progress, the player's level with
// the bar to the next, and the levels/cashback slider with each level's gifts.
import type { PlayerLevel } from '@croupier/contract/vip/get-player-level'
import type { Level } from '@croupier/contract/vip/get-vip-levels'
import type { VipProgress } from '@croupier/contract/vip/get-vip-status-progress'
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import type { ShellPlayer } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { EmptyState } from '../../../ui/card'
import { LevelCard } from './level-card'
import { LevelsSlider } from './levels-slider'
import { VipStatusCard } from './vip-status-card'

export function VipStatusAndLevel({
  player,
  progress,
  level,
}: {
  player: ShellPlayer
  progress: VipProgress | null
  level: PlayerLevel | null
}) {
  return (
    <>
      <VipStatusCard
        progress={progress}
        currency={player.currency}
        groupStatus={vipStatus(groupIdsOf(player.statuses))}
      />
      <LevelCard level={level} />
    </>
  )
}

export function LevelsSection({ levels, level }: { levels: Level[] | null; level: PlayerLevel | null }) {
  const { t } = useTranslation()
  if (!levels) return <EmptyState icon="star" title={t('vip.level.sliderFailed')} />
  return <LevelsSlider levels={levels} current={level?.level.number ?? null} />
}
