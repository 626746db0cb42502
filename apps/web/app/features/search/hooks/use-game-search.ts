// The search popup's query state (spec 2 §4): only text longer than 2 characters searches, 300 ms
// after the last keystroke; a newer text cancels the older request; a failure is logged as
// LOAD_FOUND_GAMES_ERROR. Skeletons show from the moment the text is long enough.
import type { Game, GamePage } from '@croupier/contract/catalogue/game'
import { isSearchable, SEARCH_DEBOUNCE_MS } from '@croupier/rules/ui-timing'
import { useEffect, useState } from 'react'
import { logError } from '../../../lib/log'

export type GameSearch =
  /** Too short to search: the popup shows its hint and the recommended games. */
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'found'; query: string; games: Game[]; total: number }
  /** A search with no result: the empty message, then the recommended games. */
  | { status: 'empty'; query: string }
  | { status: 'error'; query: string }

export type FindGames = (title: string, signal: AbortSignal) => Promise<GamePage>

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

export function useGameSearch(text: string, find: FindGames, debounceMs = SEARCH_DEBOUNCE_MS): GameSearch {
  const query = text.trim()
  const searchable = isSearchable(query)
  const [state, setState] = useState<GameSearch>({ status: 'idle' })

  useEffect(() => {
    if (!searchable) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'loading', query })
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const page = await find(query, controller.signal)
        if (controller.signal.aborted) return
        setState(
          page.data.length === 0
            ? { status: 'empty', query }
            : { status: 'found', query, games: page.data, total: page.pagination.total },
        )
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return
        logError('LOAD_FOUND_GAMES_ERROR', error, { query })
        setState({ status: 'error', query })
      }
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, searchable, find, debounceMs])

  return state
}
