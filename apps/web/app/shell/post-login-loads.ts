// The post-login batch (spec 1 §4) composed from the features that take part; the root hands it to
// lib/player-session. A feature with a step adds its map here (bonuses, comp points, gifts…).
import { accountPostLoginLoads } from '../features/account/post-login-loads'
import { bonusesPostLoginLoads } from '../features/bonuses/post-login-loads'
import { limitsPostLoginLoads } from '../features/limits/post-login-loads'
import { lootboxesPostLoginLoads } from '../features/lootboxes/post-login-loads'
import { shopPostLoginLoads } from '../features/shop/post-login-loads'
import { tournamentsPostLoginLoads } from '../features/tournaments/post-login-loads'
import type { PostLoginLoads } from '../lib/player-session'

export const POST_LOGIN_LOADS: PostLoginLoads = {
  ...accountPostLoginLoads,
  ...bonusesPostLoginLoads,
  ...limitsPostLoginLoads,
  ...shopPostLoginLoads,
  ...lootboxesPostLoginLoads,
  ...tournamentsPostLoginLoads,
}
