// The levels/cashback slider (spec 2 §2.7): every level with the points it starts at, the weekly
// cashback it unlocks and its gifts (the awards list), each card's state relative to the player's
// level (spec 2 §4).
import type { Level } from '@croupier/contract/vip/get-vip-levels'
import { htmlLang } from '@croupier/rules/locale'
import { ladderCardState, type VipCardState } from '@croupier/rules/vip-card'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Carousel } from '../../../ui/carousel'
import { Icon } from '../../../ui/icon'
import { formatPercent, formatPoints } from '../model/vip-format'
import styles from './vip.module.css'

function LevelSlide({ level, state }: { level: Level; state: VipCardState | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const titleId = `level-card-${level.number}`
  return (
    <article className={styles.levelCard} data-state={state ?? undefined} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <img src={level.image} alt="" width={64} height={64} className={styles.levelImage} />
        {state ? (
          <span className={styles.state}>
            {state === 'lock' ? <Icon name={GLYPHS.lock} size={14} /> : null}
            {t(`vip.levelState.${state}`)}
          </span>
        ) : null}
      </header>
      <h3 id={titleId} className={styles.levelName}>
        {level.name}
      </h3>
      <p className={styles.threshold}>
        {t('vip.level.from', { points: formatPoints(level.conditions.persistent_comp_points.min, lang) })}
      </p>
      <p className={styles.cashback}>
        {level.cashback_percent > 0
          ? t('vip.level.cashback', { percent: formatPercent(level.cashback_percent, lang) })
          : t('vip.level.noCashback')}
      </p>
      {level.gift_descriptions.length > 0 ? (
        <ul className={styles.perks} aria-label={t('vip.level.gifts', { level: level.name })}>
          {level.gift_descriptions.map((gift) => (
            <li key={`${gift.type}-${gift.name}`}>
              <Icon name={GLYPHS.gift} size={14} />
              <span>{gift.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

export function LevelsSlider({ levels, current }: { levels: Level[]; current: number | null }) {
  const { t } = useTranslation()
  return (
    <Carousel
      label={t('vip.level.sliderTitle')}
      slides={levels.map((level) => ({
        key: level.id,
        content: (
          <LevelSlide
            level={level}
            state={current === null ? null : ladderCardState(level.number, current)}
          />
        ),
      }))}
    />
  )
}
