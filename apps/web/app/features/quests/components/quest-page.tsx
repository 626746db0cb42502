// The quest page /action/{slug} and an achievement's ladder (spec 2 §3 quest sizes and levels, §4
// quest level): status and countdown, the player's bets and progress to the next level, the ladder
// with each level's minimum bet and prize in the viewer's currency, and the terms. Full width (spec 2 §2.1).
import type { Quest } from '@croupier/contract/quests/get-quest'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { QUEST_LEVEL_COUNTS } from '@croupier/rules/promotions'
import { useCallback } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { PromoCountdown } from '../../../ui/promo-countdown'
import promo from '../../../ui/promo-page.module.css'
import { questProgress } from '../model/quest-view'
import { QuestLevels } from './quest-levels'
import styles from './quests.module.css'

export function QuestPage({ quest }: { quest: Quest }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const { revalidate } = useRevalidator()
  const onEnd = useCallback(() => void revalidate(), [revalidate])
  const money = (cents: number) => formatMinorUnits(cents, quest.currency, lang, { dropWholeFraction: true })
  const bets = quest.bets_cents
  const progress = questProgress(quest)
  const days = ({ days: count, clock }: { days: number; clock: string }) =>
    count > 0 ? t('quests.days', { count, clock }) : clock
  return (
    <div className={promo.page}>
      <header className={promo.banner}>
        <p className={`${promo.status} ${promo[quest.status]}`}>{t(`quests.status.${quest.status}`)}</p>
        <h1 className={promo.title}>{quest.title}</h1>
        <p className={promo.meta}>
          {t('quests.size', {
            size: quest.size,
            count: quest.levels.length || QUEST_LEVEL_COUNTS[quest.size],
          })}
        </p>
        <p className={promo.meta}>
          {quest.end_at === null ? (
            t('quests.neverEnds')
          ) : quest.status === 'archive' ? (
            t('quests.ended')
          ) : (
            <PromoCountdown
              target={quest.status === 'future' ? quest.start_at : quest.end_at}
              format={(time) =>
                t(quest.status === 'future' ? 'quests.startsIn' : 'quests.endsIn', { time: days(time) })
              }
              onEnd={onEnd}
            />
          )}
        </p>
      </header>
      {bets === null ? (
        <section className={promo.panel} aria-labelledby="quest-guest-title">
          <h2 id="quest-guest-title" className={promo.sectionTitle}>
            {t('quests.guestTitle')}
          </h2>
          <p className={promo.muted}>{t('quests.guestText')}</p>
          <Link to={localizePath(locale, '/sign-up')} className={buttonClass('primary')}>
            {t('quests.signUp')}
          </Link>
        </section>
      ) : (
        <section className={promo.panel} aria-labelledby="quest-progress-title">
          <h2 id="quest-progress-title" className={promo.sectionTitle}>
            {quest.current_level !== null
              ? t('quests.currentLevel', { level: quest.current_level, total: quest.levels.length })
              : t('quests.progressLabel')}
          </h2>
          <p>{t('quests.yourBets', { amount: money(bets) })}</p>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('quests.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <span className={styles.barFill} style={{ width: `${progress.percent}%` }} />
          </div>
          <p className={promo.muted}>
            {quest.next_level === null
              ? t('quests.allDone')
              : t('quests.toNext', { amount: money(progress.toNext), level: quest.next_level })}
          </p>
        </section>
      )}
      <QuestLevels quest={quest} />
      {quest.terms ? (
        <section className={promo.panel} aria-labelledby="quest-terms-title">
          <h2 id="quest-terms-title" className={promo.sectionTitle}>
            {t('quests.terms')}
          </h2>
          <p className={promo.terms}>{quest.terms}</p>
        </section>
      ) : null}
    </div>
  )
}
