// The lobby's promo widgets for a signed-in player (spec 2 §3 "Promo widgets"; ADR 040): Rocket
// Mart points, today's adventure day, the lootboxes and wheel spins waiting, running quests and the
// activity hub (ADR 041), in the order the loader chose. Composes three features' texts; lazy-loaded by routes/lobby.tsx, so a guest's lobby carries none of this code.
import { localizePath } from '@croupier/rules/locale'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { conditionText, dayName, prizeText } from '../features/adventure/model/adventure-format'
import { lootBoxWidgetTarget, type PromoWidget } from '../features/lobby/model/promo-widget'
import { useFeatureFlags } from '../lib/feature-flags'
import { useShellContext } from '../lib/shell-context'
import { type TFunction, useTranslation } from '../lib/translate'
import { Icon, type IconName } from '../ui/icon'
import styles from './promo-widgets.module.css'

export function PromoWidgets({ widgets }: { widgets: PromoWidget[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { locale } = useShellContext()
  const { flags } = useFeatureFlags()
  // /ffc may turn the flag off in this browser after the page was rendered.
  if (!flags.allWidgets || widgets.length === 0) return null
  return (
    <section className={styles.row} aria-labelledby="promo-widgets-title">
      <h2 id="promo-widgets-title" className="sr-only">
        {t('widgets.title')}
      </h2>
      <ul className={styles.list}>
        {widgets.map((widget) => (
          <li key={widget.type} className={styles.item}>
            {renderWidget(widget, t, language, (path) => localizePath(locale, path))}
          </li>
        ))}
      </ul>
    </section>
  )
}

function renderWidget(widget: PromoWidget, t: TFunction, lang: string, href: (path: string) => string) {
  const number = (n: number) => new Intl.NumberFormat(lang).format(n)
  if (widget.type === 'rocketMart') {
    const { points, reward } = widget
    const line = !reward
      ? t('widgets.rocketMart.empty')
      : points >= reward.points
        ? t('widgets.rocketMart.canGet', { reward: reward.title })
        : t('widgets.rocketMart.needMore', { count: reward.points - points, reward: reward.title })
    return (
      <Widget
        icon="star"
        title={t('widgets.rocketMart.title')}
        to={href('/rocket-mart')}
        cta={t('widgets.rocketMart.cta')}
      >
        <p className={styles.figure}>
          {t('widgets.rocketMart.points', { count: points, points: number(points) })}
        </p>
        <p className={styles.text}>{line}</p>
      </Widget>
    )
  }
  if (widget.type === 'adventures') {
    const { day, currency } = widget
    return (
      <Widget
        icon="compass"
        title={t('widgets.adventures.title')}
        to={href('/croupier-adventure')}
        cta={t('widgets.adventures.cta')}
      >
        {day ? (
          <>
            <p className={styles.figure}>
              {dayName(t, day)} · {t(`adventure.state.${day.state}`)}
            </p>
            <p className={styles.text}>{prizeText(t, day, currency, lang)}</p>
            <p className={styles.text}>{conditionText(t, day, currency, lang)}</p>
          </>
        ) : (
          <p className={styles.text}>
            {widget.finished ? t('widgets.adventures.finished') : t('widgets.adventures.noDay')}
          </p>
        )}
      </Widget>
    )
  }
  if (widget.type === 'quest') {
    return (
      <Widget
        icon="trophy"
        title={t('quests.widget.title')}
        to={href('/quests')}
        cta={t('quests.widget.cta')}
      >
        <p className={styles.figure}>{t('quests.widget.running', { count: widget.running })}</p>
        {widget.next ? (
          <p className={styles.text}>{t('quests.widget.next', { title: widget.next.title })}</p>
        ) : null}
      </Widget>
    )
  }
  if (widget.type === 'activityHub') {
    return (
      <Widget
        icon="compass"
        title={t('activityHub.widget.title')}
        to={href('/aquanova-odyssey')}
        cta={t('activityHub.widget.cta')}
      >
        <p className={styles.figure}>{t('activityHub.widget.tournaments', { count: widget.tournaments })}</p>
        <p className={styles.text}>{t('activityHub.widget.text')}</p>
      </Widget>
    )
  }
  const { spins, lootboxes } = widget
  const lines = [
    spins > 0 ? t('widgets.lootBox.spins', { count: spins }) : null,
    lootboxes > 0 ? t('widgets.lootBox.lootboxes', { count: lootboxes }) : null,
  ].filter((line): line is string => line !== null)
  const target = lootBoxWidgetTarget(widget)
  return (
    <Widget
      icon="rocket"
      title={t('widgets.lootBox.title')}
      to={href(target.path)}
      cta={target.kind === 'wheel' ? t('widgets.lootBox.ctaWheel') : t('widgets.lootBox.ctaGifts')}
    >
      {lines.length ? (
        lines.map((line) => (
          <p key={line} className={styles.figure}>
            {line}
          </p>
        ))
      ) : (
        <p className={styles.text}>{t('widgets.lootBox.nothing')}</p>
      )}
    </Widget>
  )
}

function Widget(props: { icon: IconName; title: string; to: string; cta: string; children: ReactNode }) {
  const id = useId()
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        <Icon name={props.icon} size={16} className={styles.icon} />
        {props.title}
      </h3>
      <div className={styles.body}>{props.children}</div>
      <Link to={props.to} className={styles.cta}>
        {props.cta}
      </Link>
    </article>
  )
}
