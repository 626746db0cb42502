// The signed-in player's favourite game ids in the browser (spec 2 §4): seeded by the page that was
// server-rendered, loaded once otherwise, replaced by every add/delete answer. A game's toggle is
// blocked while its request is in flight.
import { create } from 'zustand'
import { emit } from '../../../lib/events'
import { registerPlayerDataReset } from '../../../lib/player-session'

// The platform client loads with the first favourites call: a guest's lobby never needs it (issue 11).
const catalogueApi = () => import('../api/catalogue-api')

interface FavouritesState {
  /** Newest first; null until known. */
  ids: number[] | null
  /** Game ids with a request in flight. */
  pending: number[]
  seed: (ids: number[]) => void
  load: () => Promise<void>
  toggle: (gameId: number, errorText: string) => Promise<void>
}

let loading: Promise<void> | null = null

export const useFavouritesStore = create<FavouritesState>()((set, get) => ({
  ids: null,
  pending: [],
  seed: (ids) => {
    if (get().ids === null) set({ ids })
  },
  load: () => {
    if (get().ids !== null) return Promise.resolve()
    loading ??= catalogueApi()
      .then(({ getFavouriteIds }) => getFavouriteIds())
      .then((ids) => set({ ids }))
      .catch(() => undefined)
      .finally(() => {
        loading = null
      })
    return loading
  },
  toggle: async (gameId, errorText) => {
    if (get().pending.includes(gameId)) return
    const isFavourite = get().ids?.includes(gameId) ?? false
    set((state) => ({ pending: [...state.pending, gameId] }))
    try {
      const { addFavouriteGame, deleteFavouriteGame } = await catalogueApi()
      const ids = await (isFavourite ? deleteFavouriteGame(gameId) : addFavouriteGame(gameId))
      set({ ids })
    } catch {
      emit('toast', { kind: 'error', text: errorText })
    } finally {
      set((state) => ({ pending: state.pending.filter((id) => id !== gameId) }))
    }
  },
}))

registerPlayerDataReset('favourites', () => useFavouritesStore.setState({ ids: null, pending: [] }))
