// The profile's games history (spec 1 §2, issue #4 item 7): one row per round, newest first — the
// game (linking to its play page in the round's mode), mode, bet, win and local time — with paging.
import type { GamesHistoryItem } from '@croupier/contract/play/get-games-history'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, type Locale, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useTranslation } from '../../../lib/translate'
import { LocalTime } from '../../../ui/local-time'
import styles from './games-history.module.css'

/** `provider/slug` → the play page; the slug is the seo title in the seeded catalogue. */
export function historyPlayPath(identifier: string, mode: 'real' | 'demo'): string {
  const [provider = '', ...rest] = identifier.split('/')
  return `/play/${encodeURIComponent(provider)}/${encodeURIComponent(rest.join('/'))}?mode=${mode}`
}

export interface GamesHistoryProps {
  rounds: GamesHistoryItem[]
  page: number
  pages: number
  locale: Locale
  pageHref: (page: number) => string
}

export function GamesHistoryTable({ rounds, page, pages, locale, pageHref }: GamesHistoryProps) {
  const { t } = useTranslation()
  const lang = htmlLang(locale)
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('play.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('play.history.game')}</th>
              <th scope="col">{t('play.history.mode')}</th>
              <th scope="col" className={styles.amount}>
                {t('play.history.bet')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('play.history.win')}
              </th>
              <th scope="col">{t('play.history.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <th scope="row" className={styles.game}>
                  <Link to={localizePath(locale, historyPlayPath(round.game.identifier, round.mode))}>
                    {round.game.title}
                  </Link>
                  <span className={styles.provider}>{round.game.provider_name}</span>
                </th>
                <td>
                  <span className={styles.mode} data-mode={round.mode}>
                    {round.mode === 'demo' ? t('play.modeDemo') : t('play.modeReal')}
                  </span>
                </td>
                <td className={styles.amount}>{formatMinorUnits(round.bet_cents, round.currency, lang)}</td>
                <td className={styles.amount} data-win={round.win_cents > 0 ? 'true' : undefined}>
                  {round.status === 'in_progress'
                    ? t('play.history.inProgress')
                    : formatMinorUnits(round.win_cents, round.currency, lang)}
                </td>
                <td className={styles.time}>
                  <LocalTime iso={round.created_at} locale={locale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('play.history.pages')}>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev">
              {t('play.history.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('play.history.page', { page, pages })}</span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} rel="next">
              {t('play.history.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
