import { beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({
  addFavouriteGame: vi.fn<(id: number) => Promise<number[]>>(),
  deleteFavouriteGame: vi.fn<(id: number) => Promise<number[]>>(),
  getFavouriteIds: vi.fn<() => Promise<number[]>>(),
}))
vi.mock('../api/catalogue-api', () => api)

const { useFavouritesStore } = await import('./favourites-store')

describe('favourite toggle (spec 2 §4)', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    useFavouritesStore.setState({ ids: [7], pending: [] })
  })

  it('adds, then removes, taking the list from each answer', async () => {
    api.addFavouriteGame.mockResolvedValue([3, 7])
    await useFavouritesStore.getState().toggle(3, 'failed')
    expect(useFavouritesStore.getState().ids).toEqual([3, 7])
    api.deleteFavouriteGame.mockResolvedValue([7])
    await useFavouritesStore.getState().toggle(3, 'failed')
    expect(useFavouritesStore.getState().ids).toEqual([7])
  })

  it('ignores a second toggle while the first request is in flight', async () => {
    let answer: (ids: number[]) => void = () => {}
    api.addFavouriteGame.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve
      }),
    )
    const first = useFavouritesStore.getState().toggle(3, 'failed')
    expect(useFavouritesStore.getState().pending).toEqual([3])
    await useFavouritesStore.getState().toggle(3, 'failed')
    // The API module loads on the first call (issue 11), so the request starts a moment later.
    await vi.waitFor(() => expect(api.addFavouriteGame).toHaveBeenCalledTimes(1))
    expect(api.deleteFavouriteGame).not.toHaveBeenCalled()
    answer([3, 7])
    await first
    expect(useFavouritesStore.getState()).toMatchObject({ ids: [3, 7], pending: [] })
  })

  it('keeps the list and unblocks the toggle when the request fails', async () => {
    api.addFavouriteGame.mockRejectedValue(new Error('offline'))
    await useFavouritesStore.getState().toggle(3, 'failed')
    expect(useFavouritesStore.getState()).toMatchObject({ ids: [7], pending: [] })
  })
})
