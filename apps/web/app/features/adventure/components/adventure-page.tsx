// The adventure calendar (spec 2 §2.7): banner, calendar and card carousel, the prize table for group
// 791 and a day's details. Live: a completed day's gift arrives as a realtime change and reloads it.
import type { PlayerAdventure } from '@croupier/contract/adventures/get-player-adventures'
import { htmlLang } from '@croupier/rules/locale'
import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Carousel } from '../../../ui/carousel'
import layout from '../../../ui/layout.module.css'
import { useAdventureLive } from '../hooks/use-adventure-live'
import { dayDate } from '../model/adventure-format'
import styles from './adventure.module.css'
import { AdventureCalendar } from './adventure-calendar'
import { DayCard } from './day-card'
import { DayDetailsDialog } from './day-details-dialog'
import { PrizeTable } from './prize-table'

export function AdventurePage({ adventure }: { adventure: PlayerAdventure }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const { revalidate } = useRevalidator()
  useAdventureLive()
  const [open, setOpen] = useState<number | null>(null)
  const onDayEnd = useCallback(() => void revalidate(), [revalidate])
  const completed = adventure.days.filter((day) => day.state === 'completed').length
  const first = adventure.days[0]
  const last = adventure.days[adventure.days.length - 1]
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.banner}>
        <p className={styles.eyebrow}>
          {first && last ? `${dayDate(first.date, lang)} – ${dayDate(last.date, lang)}` : null}
        </p>
        <h1 className={styles.title}>{t('adventure.title')}</h1>
        <p className={styles.lead}>{adventure.finished ? t('adventure.finished') : t('adventure.lead')}</p>
        <p className={styles.progress}>
          {t('adventure.progress', { done: completed, total: adventure.days.length })}
        </p>
      </header>
      <AdventureCalendar adventure={adventure} />
      <Carousel
        label={t('adventure.cardsTitle')}
        slides={adventure.days.map((day) => ({
          key: String(day.day),
          content: (
            <DayCard
              day={day}
              currency={adventure.currency}
              onDetails={() => setOpen(day.day)}
              onDayEnd={onDayEnd}
            />
          ),
        }))}
      />
      {adventure.show_prize_table ? <PrizeTable adventure={adventure} /> : null}
      <DayDetailsDialog
        day={adventure.days.find((day) => day.day === open) ?? null}
        currency={adventure.currency}
        onClose={() => setOpen(null)}
      />
    </div>
  )
}
