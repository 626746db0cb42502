// The favourites answer (spec 2 §3, §7), versioned by Accept: `application/vnd.croupier.v1+json`
// gives the game ids, `application/vnd.croupier.v2+json` (the default) the full games; newest
// first in both. The answer's Content-Type names the version served.
import { z } from 'zod'
import { GameSchema } from './game.ts'

export const FavouriteGamesSchema = z.union([z.array(z.int().positive()), z.array(GameSchema)])
export type FavouriteGames = z.infer<typeof FavouriteGamesSchema>
