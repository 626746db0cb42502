// Game search dialog (spec 2 §2.5, §4). The catalogue issue wires the results; until then the dialog
// is honest: a query of 3+ characters reports that no games match.
import { isSearchable } from '@croupier/rules/ui-timing'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import type { ModalProps } from '../../../shell/modal-registry'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import styles from './search-dialog.module.css'

export default function SearchDialog({ onClose }: ModalProps) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const inputId = useId()
  const resultsId = useId()
  const canSearch = isSearchable(query)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('header.searchTitle')} size="lg">
      <search>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">
            {t('header.searchLabel')}
          </label>
          <Icon name="search" className={styles.icon} />
          <input
            id={inputId}
            type="search"
            className={styles.input}
            placeholder={t('header.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={resultsId}
            autoComplete="off"
            enterKeyHint="search"
          />
        </form>
      </search>
      <div id={resultsId} className={styles.results} aria-live="polite">
        {canSearch ? (
          <p className={styles.empty}>{t('header.searchNoResults', { query: query.trim() })}</p>
        ) : (
          <p className={styles.hint}>{t('header.searchHint')}</p>
        )}
      </div>
    </Dialog>
  )
}
