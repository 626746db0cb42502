// The calendar (spec 2 §2.7): every day of the adventure at a glance with its state.
import type { PlayerAdventure } from '@croupier/contract/adventures/get-player-adventures'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon, type IconName } from '../../../ui/icon'
import { dayDate, dayName } from '../model/adventure-format'
import styles from './adventure.module.css'

const STATE_ICONS: Record<PlayerAdventure['days'][number]['state'], IconName> = {
  completed: 'check',
  active: 'clock',
  lost: 'close',
  future: 'star',
  superb: 'crown',
}

export function AdventureCalendar({ adventure }: { adventure: PlayerAdventure }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  return (
    <section className={styles.section} aria-labelledby="adventure-calendar-title">
      <h2 id="adventure-calendar-title" className={styles.sectionTitle}>
        {t('adventure.calendarTitle')}
      </h2>
      <ol className={styles.calendar}>
        {adventure.days.map((day) => (
          <li key={day.day} className={`${styles.cell} ${styles[day.state]}`}>
            <span className={styles.cellIcon} aria-hidden="true">
              <Icon name={STATE_ICONS[day.state]} size={18} />
            </span>
            <span className={styles.cellName}>{dayName(t, day)}</span>
            <span className={styles.cellDate}>{dayDate(day.date, lang)}</span>
            <span className={styles.cellState}>{t(`adventure.state.${day.state}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
