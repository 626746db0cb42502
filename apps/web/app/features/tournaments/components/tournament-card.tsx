// A promo's card (spec 2 §3, §4): status in its colour, countdown, prize pool and the way in.

import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { PROMO_STATUS_COLOUR } from '@croupier/rules/promotions'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { prizePoolCents } from '../model/tournament-format'
import { Countdown } from './countdown'
import styles from './tournaments.module.css'

export function StatusBadge({ status }: { status: Tournament['status'] }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.badge} ${styles[PROMO_STATUS_COLOUR[status]]}`}>
      {t(`tournaments.status.${status}`)}
    </span>
  )
}

export function TournamentCard({ tournament, href }: { tournament: Tournament; href: string | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const pool = prizePoolCents(tournament)
  const to = href ? localizePath(locale, href) : null
  const canJoin =
    tournament.status === 'active' &&
    !tournament.confirmed &&
    ['bet_sum', 'max_multiplier', 'rounds', 'wheel'].includes(tournament.kind)
  return (
    <article className={styles.card} aria-labelledby={`promo-${tournament.id}`}>
      <StatusBadge status={tournament.status} />
      <h2 id={`promo-${tournament.id}`} className={styles.cardTitle}>
        {to ? <Link to={to}>{tournament.title}</Link> : tournament.title}
      </h2>
      <p className={styles.lead}>{tournament.description}</p>
      <dl className={styles.facts}>
        <dt>{t('tournaments.timeLeft')}</dt>
        <dd>
          <Countdown tournament={tournament} />
        </dd>
        {pool !== null ? (
          <>
            <dt>{t('tournaments.prizePool')}</dt>
            <dd>{formatMinorUnits(pool, tournament.currency, lang, { dropWholeFraction: true })}</dd>
          </>
        ) : null}
        <dt>{t('tournaments.participants')}</dt>
        <dd>{tournament.participants.toLocaleString(lang)}</dd>
      </dl>
      {to ? (
        <div className={styles.actions}>
          <Link
            to={to}
            className={buttonClass(canJoin ? 'primary' : 'secondary')}
            aria-label={`${canJoin ? t('tournaments.join') : t('tournaments.open')}: ${tournament.title}`}
          >
            {canJoin ? t('tournaments.join') : t('tournaments.open')}
          </Link>
        </div>
      ) : null}
    </article>
  )
}
