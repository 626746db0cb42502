// The codes the player redeemed and the coupons attached, newest first (GET /api/player/promo_codes):
// the code, what it is, its bonus, where it stands and when.
import type { RedeemedCode } from '@croupier/contract/bonuses/get-promo-codes'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Badge, type BadgeTone, Card, EmptyState } from '../../../ui/card'
import { LocalTime } from '../../../ui/local-time'
import styles from './promo-codes.module.css'

const STATE_TONE: Record<RedeemedCode['state'], BadgeTone> = {
  redeemed: 'success',
  attached: 'accent',
  used: 'neutral',
}

export function CodeHistory({ codes }: { codes: readonly RedeemedCode[] | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <Card id="promocode-history" icon={GLYPHS.tag} title={t('profile.promocode.historyTitle')}>
      {codes === null ? (
        <p className={styles.muted}>{t('profile.promocode.historyFailed')}</p>
      ) : codes.length === 0 ? (
        <EmptyState icon={GLYPHS.tag} title={t('profile.promocode.emptyTitle')}>
          {t('profile.promocode.emptyText')}
        </EmptyState>
      ) : (
        <ul className={styles.history} aria-label={t('profile.promocode.historyTitle')}>
          {codes.map((entry) => (
            <li key={`${entry.kind}:${entry.code}`} className={styles.entry}>
              <span className={styles.entryMain}>
                <span className={styles.code}>{entry.code}</span>
                <span className={styles.entryTitle}>{entry.title}</span>
              </span>
              <span className={styles.entryMeta}>
                <Badge tone="neutral">{t(`profile.promocode.kinds.${entry.kind}`)}</Badge>
                <Badge tone={STATE_TONE[entry.state]}>{t(`profile.promocode.states.${entry.state}`)}</Badge>
                <span className={styles.muted}>
                  <LocalTime iso={entry.created_at} locale={locale} style="date" />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
