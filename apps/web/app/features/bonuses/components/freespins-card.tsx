// One current free-spin batch (spec 2 §3, ADR 039 "Free spins"): spins left of the batch, the stake,
// the games it plays on (each a link to the game page in real mode), the maximum win, its deadline,
// Activate and Cancel (the confirm says the spins left and the winnings so far are lost).
import type { PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { formatMinorUnits } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { playPath } from '@croupier/rules/play'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { LocalTime } from '../../../ui/local-time'
import { activateFreeSpins, cancelFreeSpins } from '../api/bonuses-api'
import { putFreeSpins } from '../model/gifts-store'
import { GiftActions } from './gift-actions'
import styles from './gifts.module.css'

export function FreeSpinsCard({ batch }: { batch: PlayerFreeSpins }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const money = (cents: number) => formatMinorUnits(cents, batch.currency, locale)
  return (
    <li className={styles.gift}>
      <div className={styles.head}>
        <h4 className={styles.title}>{batch.title}</h4>
        <span className={styles.amount}>
          {t('gifts.spinsLeft', { remaining: batch.remaining, total: batch.count })}
        </span>
      </div>
      {batch.source_title ? (
        <p className={styles.description}>{t('gifts.withBonus', { title: batch.source_title })}</p>
      ) : null}
      <dl className={styles.meta}>
        <div>
          <dt>{t('gifts.stageLabel')}</dt>
          <dd>{t(`gifts.stage.${batch.stage}`)}</dd>
        </div>
        <div>
          <dt>{t('gifts.stake')}</dt>
          <dd>{money(batch.stake_cents)}</dd>
        </div>
        <div>
          <dt>{t('gifts.maxWin')}</dt>
          <dd>{money(batch.max_win_cents)}</dd>
        </div>
        {batch.stage === 'activated' ? (
          <div>
            <dt>{t('gifts.won')}</dt>
            <dd>{money(batch.won_cents)}</dd>
          </div>
        ) : null}
        {batch.wager_multiplier > 0 ? (
          <div>
            <dt>{t('gifts.winningsWager')}</dt>
            <dd>×{batch.wager_multiplier}</dd>
          </div>
        ) : null}
      </dl>
      {batch.games.length > 0 ? (
        <div className={styles.bar}>
          <span className={styles.muted}>{t('gifts.games')}</span>
          <ul className={styles.games}>
            {batch.games.map((game) => (
              <li key={game.id}>
                <Link
                  to={localizePath(
                    locale,
                    playPath({ provider: game.producer, seo_title: game.slug }, 'real'),
                  )}
                >
                  {game.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {batch.stage === 'issued' && batch.activatable_until ? (
        <p className={styles.description}>
          {t('gifts.activateBy')} <LocalTime iso={batch.activatable_until} locale={locale} />
        </p>
      ) : null}
      <GiftActions
        gift={batch}
        title={batch.title}
        loss={t('gifts.cancel.lossSpins', { remaining: batch.remaining, won: money(batch.won_cents) })}
        activate={() => activateFreeSpins(batch.id)}
        cancel={() => cancelFreeSpins(batch.id)}
        put={putFreeSpins}
      />
    </li>
  )
}
