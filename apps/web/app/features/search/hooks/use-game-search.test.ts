import type { GamePage } from '@croupier/contract/catalogue/game'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FindGames, useGameSearch } from './use-game-search'

const logError = vi.hoisted(() => vi.fn())
vi.mock('../../../lib/log', () => ({ logError }))

const page = (titles: string[]): GamePage =>
  ({
    data: titles.map((title, id) => ({ id, title })),
    pagination: { current_page: 1, next_page: null, total: titles.length },
  }) as unknown as GamePage

beforeEach(() => {
  vi.useFakeTimers()
  logError.mockReset()
})
afterEach(() => vi.useRealTimers())

function setup(find: FindGames, text = '') {
  return renderHook(({ value }) => useGameSearch(value, find), { initialProps: { value: text } })
}

describe('useGameSearch (spec 2 §4)', () => {
  it('never queries for 2 characters or fewer', async () => {
    const find = vi.fn<FindGames>()
    const { result, rerender } = setup(find, 'bo')
    rerender({ value: '  bo ' })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(find).not.toHaveBeenCalled()
    expect(result.current).toEqual({ status: 'idle' })
  })

  it('waits 300 ms after the last keystroke, showing loading meanwhile', async () => {
    const find = vi.fn<FindGames>(async () => page(['Book of Dead']))
    const { result, rerender } = setup(find, 'boo')
    expect(result.current).toEqual({ status: 'loading', query: 'boo' })
    await act(() => vi.advanceTimersByTimeAsync(200))
    rerender({ value: 'book' })
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(find).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(find).toHaveBeenCalledTimes(1)
    expect(find.mock.calls[0]?.[0]).toBe('book')
    expect(result.current).toMatchObject({ status: 'found', query: 'book', total: 1 })
  })

  it('reports an empty result as empty', async () => {
    const { result } = setup(async () => page([]), 'zzqq')
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(result.current).toEqual({ status: 'empty', query: 'zzqq' })
  })

  it('logs a failure as LOAD_FOUND_GAMES_ERROR and shows the error state', async () => {
    const { result } = setup(async () => {
      throw new Error('HTTP 500')
    }, 'gold')
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(result.current).toEqual({ status: 'error', query: 'gold' })
    expect(logError).toHaveBeenCalledWith('LOAD_FOUND_GAMES_ERROR', expect.any(Error), { query: 'gold' })
  })

  it('cancels the older request when the text changes, without logging it', async () => {
    const signals: AbortSignal[] = []
    const find = vi.fn<FindGames>(
      (title, signal) =>
        new Promise((resolve, reject) => {
          signals.push(signal)
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          if (title === 'golden') resolve(page(['Golden Ticket']))
        }),
    )
    const { result, rerender } = setup(find, 'gold')
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ value: 'golden' })
    expect(signals[0]?.aborted).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(result.current).toMatchObject({ status: 'found', query: 'golden' })
    expect(logError).not.toHaveBeenCalled()
  })
})
