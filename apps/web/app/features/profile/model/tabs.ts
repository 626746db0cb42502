// The profile's tabs (spec 1 §2: profile with subpages main, level, gifts, verification, limits,
// security, games history, promocode), in the order the tab list shows them.

import { GLYPHS } from '../../../ui/account-glyphs'
import type { IconRef } from '../../../ui/icon'

export const PROFILE_PATH = '/profile'

export interface ProfileTab {
  /** Message key under profile.tabs. */
  key: string
  /** Path without locale prefix. */
  path: string
  icon: IconRef
}

export const PROFILE_TABS: readonly ProfileTab[] = [
  { key: 'main', path: PROFILE_PATH, icon: 'user' },
  { key: 'level', path: `${PROFILE_PATH}/level`, icon: 'crown' },
  { key: 'gifts', path: `${PROFILE_PATH}/gifts`, icon: GLYPHS.gift },
  { key: 'verification', path: `${PROFILE_PATH}/verification`, icon: 'file' },
  { key: 'limits', path: `${PROFILE_PATH}/limits`, icon: 'clock' },
  { key: 'security', path: `${PROFILE_PATH}/security`, icon: GLYPHS.shield },
  { key: 'gamesHistory', path: `${PROFILE_PATH}/games-history`, icon: GLYPHS.history },
  { key: 'promocode', path: `${PROFILE_PATH}/promocode`, icon: GLYPHS.tag },
]
