// The words and figures of a limit in the player's language: its name with its period, money in
// the limit's currency, minutes as hours and minutes.
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { LimitPeriod, LimitType } from '@croupier/rules/limits'
import { htmlLang } from '@croupier/rules/locale'
import { useCallback, useMemo } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'

export function useLimitText() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)

  const money = useCallback(
    (cents: number, currency: string) => formatMinorUnits(cents, currency, lang),
    [lang],
  )

  const duration = useCallback(
    (totalMinutes: number) => {
      const hours = Math.floor(totalMinutes / 60)
      const minutes = totalMinutes % 60
      if (hours === 0) return t('limits.duration.minutes', { minutes })
      return minutes === 0
        ? t('limits.duration.hours', { hours })
        : t('limits.duration.hoursMinutes', { hours, minutes })
    },
    [t],
  )

  return useMemo(
    () => ({
      money,
      duration,
      typeName: (type: LimitType) => t(`limits.types.${type}`),
      period: (period: LimitPeriod) => t(`limits.periods.${period}`),
      /** "Deposit limit, per day": unique per limit on the page (one per type, period and currency). */
      name: (limit: UserLimit) => {
        const type = t(`limits.types.${limit.type}`)
        const period = t(`limits.per.${limit.period}`)
        const currency = limit.accounts[0]?.currency
        return currency
          ? t('limits.list.nameMoney', { type, period, currency })
          : t('limits.list.name', { type, period })
      },
      /** A limit's value: money in its currency or a duration. */
      value: (limit: UserLimit, value: number) =>
        limit.type === 'session' ? duration(value) : money(value, limit.accounts[0]?.currency ?? ''),
    }),
    [t, money, duration],
  )
}
