// A day's details (spec 2 §2.7, §4): its state, prize, condition, activation period and gift.
import type { PlayerAdventureDay } from '@croupier/contract/adventures/get-player-adventures'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Dialog } from '../../../ui/dialog'
import { conditionText, dayDate, dayName, prizeText } from '../model/adventure-format'
import styles from './adventure.module.css'

export function DayDetailsDialog({
  day,
  currency,
  onClose,
}: {
  day: PlayerAdventureDay | null
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  return (
    <Dialog
      open={day !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={day ? `${dayName(t, day)} · ${dayDate(day.date, lang)}` : ''}
      size="sm"
    >
      {day ? (
        <dl className={styles.details}>
          <dt>{t('adventure.detailsState')}</dt>
          <dd>{t(`adventure.stateText.${day.state}`)}</dd>
          <dt>{t('adventure.detailsPrize')}</dt>
          <dd>{prizeText(t, day, currency, lang)}</dd>
          <dt>{t('adventure.detailsCondition')}</dt>
          <dd>{conditionText(t, day, currency, lang)}</dd>
          <dt>{t('adventure.detailsActivation')}</dt>
          <dd>{t('adventure.activationDays', { count: day.condition.period_activation_days })}</dd>
          {day.gift ? (
            <>
              <dt>{t('adventure.detailsGift')}</dt>
              <dd>{day.gift.activatable ? t('adventure.giftWaiting') : t('adventure.giftTaken')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  )
}
