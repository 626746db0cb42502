// First-paint data of the profile's main tab: the field info (edition context), the countries and
// the player's promo subscription.
import type { Countries } from '@croupier/contract/info/get-countries'
import type { getPlayerFields, PlayerFields } from '@croupier/contract/info/get-player-fields'
import type { getSubscriptions, Subscriptions } from '@croupier/contract/player/get-subscriptions'
import { cachedPlatformGet } from '../../lib/platform.server'
import type { ProfileMainData } from './components/profile-main-page'
import { playerGet } from './profile-route.server'

const PLAYER_FIELDS_PATH: (typeof getPlayerFields)['path'] = '/api/info/player_fields'
const SUBSCRIPTIONS_PATH: (typeof getSubscriptions)['path'] = '/api/subscriptions'

export async function loadProfileMain(request: Request): Promise<ProfileMainData> {
  const [playerFields, countries, subscriptions] = await Promise.all([
    cachedPlatformGet<PlayerFields>(PLAYER_FIELDS_PATH),
    cachedPlatformGet<Countries>('/api/info/countries'),
    playerGet<Subscriptions>(request, SUBSCRIPTIONS_PATH),
  ])
  return {
    playerFields,
    countries: countries?.countries ?? [],
    receivePromos: subscriptions?.receive_promos ?? null,
  }
}
