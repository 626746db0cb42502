// The prize table (spec 2 §4): every day's condition and prize, for players of group 791.
import type { PlayerAdventure } from '@croupier/contract/adventures/get-player-adventures'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { conditionText, dayDate, dayName, prizeText } from '../model/adventure-format'
import styles from './adventure.module.css'

export function PrizeTable({ adventure }: { adventure: PlayerAdventure }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  return (
    <section className={styles.section} aria-labelledby="adventure-prizes-title">
      <h2 id="adventure-prizes-title" className={styles.sectionTitle}>
        {t('adventure.prizeTableTitle')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('adventure.tableDay')}</th>
              <th scope="col">{t('adventure.tableCondition')}</th>
              <th scope="col">{t('adventure.tablePrize')}</th>
            </tr>
          </thead>
          <tbody>
            {adventure.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  {dayName(t, day)} · {dayDate(day.date, lang)}
                </th>
                <td>{conditionText(t, day, adventure.currency, lang)}</td>
                <td>{prizeText(t, day, adventure.currency, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
