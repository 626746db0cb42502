// Game search (spec 2 §2.5, §4): a popup on desktop, full screen on phones. Text longer than 2
// characters searches 300 ms after the last keystroke; skeletons while it runs; found games, or
// the empty message after a search with no result; recommended games whenever nothing was found.
// The shared dialog's full-screen size traps focus and closes on Escape; arrow keys move between
// the input and the results.
import type { Device } from '@croupier/contract/catalogue/game'
import { isSearchable } from '@croupier/rules/ui-timing'
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import { findGames } from '../api/search-api'
import { useGameSearch } from '../hooks/use-game-search'
import { useRecommendedGames } from '../hooks/use-recommended-games'
import styles from './search-dialog.module.css'
import { GameResults, ResultSkeletons } from './search-results'

/** Below this width the search asks for mobile games. */
const PHONE_QUERY = '(max-width: 767px)'

function currentDevice(): Device {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches ? 'mobile' : 'desktop'
}

/** ArrowDown/ArrowUp move through the input and the result links; Tab works as usual. */
function moveFocus(event: KeyboardEvent<HTMLElement>, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-search-item]'))
  if (items.length === 0) return
  const at = items.indexOf(document.activeElement as HTMLElement)
  event.preventDefault()
  if (event.key === 'ArrowDown') items[Math.min(at + 1, items.length - 1)]?.focus()
  else if (at <= 0) input?.focus()
  else items[at - 1]?.focus()
}

export default function SearchDialog({ onClose }: ModalProps<'search'>) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const [device] = useState(currentDevice)
  const [text, setText] = useState('')
  const [isFocused, setFocused] = useState(true)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const resultsHeadingId = useId()
  const recommendedHeadingId = useId()
  const find = useCallback((title: string, signal: AbortSignal) => findGames(title, device, signal), [device])
  const search = useGameSearch(text, find)
  const recommended = useRecommendedGames(device)
  const close = () => onClose()
  const showRecommended = search.status === 'idle' || search.status === 'empty' || search.status === 'error'

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      size="screen"
      placement="top"
      title={t('search.title')}
      closeLabel={t('search.close')}
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        input.current?.focus()
      }}
      onKeyDown={(event) => moveFocus(event, input.current)}
      toolbar={
        <search className={styles.search}>
          <form
            className={styles.form}
            onSubmit={(event) => event.preventDefault()}
            onFocus={() => setFocused(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {t('search.label')}
            </label>
            <Icon name="search" className={styles.icon} />
            <input
              ref={input}
              id={inputId}
              type="search"
              className={styles.input}
              placeholder={t('search.placeholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
            />
            {isFocused && isSearchable(text) ? (
              <button
                type="button"
                className={styles.clear}
                aria-label={t('search.clear')}
                // Keeps focus in the input, so the button does not vanish under the pointer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setText('')
                  input.current?.focus()
                }}
              >
                <Icon name="close" size={18} />
              </button>
            ) : null}
          </form>
        </search>
      }
    >
      <p className={styles.status} aria-live="polite">
        {search.status === 'idle' ? t('search.hint') : null}
        {search.status === 'found' ? t('search.found', { count: search.total }) : null}
        {search.status === 'empty' ? t('search.empty', { query: search.query }) : null}
        {search.status === 'error' ? t('search.error') : null}
      </p>
      {search.status === 'loading' ? <ResultSkeletons label={t('search.loading')} /> : null}
      {search.status === 'found' ? (
        <section>
          <h3 id={resultsHeadingId} className="sr-only">
            {t('search.results')}
          </h3>
          <GameResults games={search.games} locale={locale} labelledBy={resultsHeadingId} onPick={close} />
        </section>
      ) : null}
      {showRecommended ? (
        <section className={styles.recommended}>
          <h3 id={recommendedHeadingId} className={styles.heading}>
            {t('search.recommended')}
          </h3>
          {recommended === null ? (
            <ResultSkeletons label={t('search.loading')} />
          ) : (
            <GameResults
              games={recommended}
              locale={locale}
              labelledBy={recommendedHeadingId}
              onPick={close}
            />
          )}
        </section>
      ) : null}
    </Dialog>
  )
}
