// Recommended games for the search popup (spec 2 §4: shown when there are no found games). Loaded
// once per page life and device: they are the same for every keystroke and every reopening.
import type { Device, Game } from '@croupier/contract/catalogue/game'
import { useEffect, useState } from 'react'
import { logError } from '../../../lib/log'
import { getRecommendedGames } from '../api/search-api'

const cache = new Map<Device, Promise<Game[]>>()

function load(device: Device): Promise<Game[]> {
  let games = cache.get(device)
  if (!games) {
    games = getRecommendedGames(device).then((page) => page.data)
    cache.set(device, games)
    // A failure is not cached: the next opening tries again.
    games.catch(() => cache.delete(device))
  }
  return games
}

export function useRecommendedGames(device: Device): Game[] | null {
  const [games, setGames] = useState<Game[] | null>(null)
  useEffect(() => {
    let live = true
    load(device).then(
      (list) => live && setGames(list),
      (error) => {
        logError('LOAD_RECOMMENDED_GAMES_ERROR', error)
        if (live) setGames([])
      },
    )
    return () => {
      live = false
    }
  }, [device])
  return games
}
