// The single bonus page's body (spec 1 §2 "single bonus page"): the terms in full — match, cap,
// minimum deposit, wagering (multiplier and base), maximum bet, contribution by game kind as a
// table, excluded games, maximum conversion, deadlines — with the progress bar and the actions.
import type { PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import { formatMinorUnits } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Badge, Card } from '../../../ui/card'
import { LocalTime } from '../../../ui/local-time'
import { GIFTS_PAGE } from '../model/gifts-links'
import { BonusActions, BonusDeadline, BonusFacts } from './bonus-card'
import styles from './gifts.module.css'
import { WageringBar } from './wagering-bar'

export function BonusTerms({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const money = (cents: number | null) =>
    cents === null ? t('gifts.terms.none') : formatMinorUnits(cents, bonus.currency, locale)
  const { terms } = bonus
  const rows: [string, string][] = [
    [t('gifts.terms.amount'), money(bonus.amount_cents)],
    [t('gifts.terms.match'), terms.percent > 0 ? `${terms.percent}%` : t('gifts.terms.fixed')],
    [t('gifts.terms.cap'), money(terms.max_bonus_cents)],
    [t('gifts.terms.minDeposit'), money(terms.min_deposit_cents)],
    [
      t('gifts.terms.wager'),
      terms.wager_multiplier > 0
        ? t(`gifts.terms.wagerBase.${terms.wager_base}`, { multiplier: terms.wager_multiplier })
        : t('gifts.terms.noWager'),
    ],
    [t('gifts.terms.wagerRequired'), money(bonus.wager_required_cents)],
    [t('gifts.terms.maxBet'), money(terms.max_bet_cents)],
    [
      t('gifts.terms.maxConversion'),
      terms.max_conversion_cents === null ? t('gifts.terms.noLimit') : money(terms.max_conversion_cents),
    ],
    [
      t('gifts.terms.activationDays'),
      terms.activation_days === null
        ? t('gifts.terms.none')
        : t('gifts.terms.days', { count: terms.activation_days }),
    ],
    [
      t('gifts.terms.wageringDays'),
      terms.wagering_days === null
        ? t('gifts.terms.none')
        : t('gifts.terms.days', { count: terms.wagering_days }),
    ],
  ]
  if (terms.free_spins > 0) rows.push([t('gifts.terms.freeSpins'), String(terms.free_spins)])
  const kinds = Object.entries(terms.contribution).sort(([a], [b]) => a.localeCompare(b))
  return (
    <div className={styles.stack}>
      <Card
        id="bonus"
        icon={GLYPHS.gift}
        title={bonus.title}
        description={bonus.description || undefined}
        actions={bonus.label ? <Badge tone="accent">{bonus.label}</Badge> : undefined}
      >
        <div className={styles.stack}>
          <dl className={styles.meta}>
            <BonusFacts bonus={bonus} />
            {bonus.converted_cents !== null ? (
              <div>
                <dt>{t('gifts.terms.converted')}</dt>
                <dd>{money(bonus.converted_cents)}</dd>
              </div>
            ) : null}
            {bonus.finished_at ? (
              <div>
                <dt>{t('gifts.terms.finished')}</dt>
                <dd>
                  <LocalTime iso={bonus.finished_at} locale={locale} />
                </dd>
              </div>
            ) : null}
          </dl>
          {bonus.stage === 'activated' ? <WageringBar bonus={bonus} /> : null}
          <BonusDeadline bonus={bonus} />
          <BonusActions bonus={bonus} showDetails={false} />
        </div>
      </Card>
      <Card id="bonus-terms" title={t('gifts.terms.title')}>
        <dl className={styles.terms}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card id="bonus-contribution" title={t('gifts.terms.contributionTitle')}>
        {kinds.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('gifts.terms.kind')}</th>
                <th scope="col">{t('gifts.terms.counts')}</th>
              </tr>
            </thead>
            <tbody>
              {kinds.map(([kind, percent]) => (
                <tr key={kind}>
                  <td>{t(`gifts.kinds.${kind}`, { defaultValue: kind })}</td>
                  <td>{percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{t('gifts.terms.contributionAll')}</p>
        )}
        <p className={styles.description}>
          {t('gifts.terms.excluded')}{' '}
          {terms.excluded_games.length
            ? (terms.excluded_game_titles ?? terms.excluded_games).join(', ')
            : t('gifts.terms.none')}
        </p>
      </Card>
      <Link to={localizePath(locale, GIFTS_PAGE)}>{t('gifts.back')}</Link>
    </div>
  )
}
