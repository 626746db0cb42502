// The security tab's calls (spec 1 §7 Player; contract player/*): password change through PATCH
// /api/player, two-factor set-up and removal, sessions. Types only from the contract.
import type { deleteOtherSessions } from '@croupier/contract/player/delete-other-sessions'
import type { TwoFactorCodeBody } from '@croupier/contract/player/enable-two-factor'
import type { Player } from '@croupier/contract/player/get-player'
import type { getTwoFactor, TwoFactorSetup } from '@croupier/contract/player/get-two-factor'
import type { updatePlayer } from '@croupier/contract/player/update-player'
import { request } from '../../../lib/http'
import type { PasswordChange } from '../model/password-change'

const PATHS = {
  player: '/api/player' satisfies (typeof updatePlayer)['path'],
  twoFactor: '/api/player/two_factor' satisfies (typeof getTwoFactor)['path'],
  sessions: '/api/player/sessions' satisfies (typeof deleteOtherSessions)['path'],
} as const

export function changePassword(change: PasswordChange): Promise<Player> {
  return request<Player>('PATCH', PATHS.player, { body: change })
}

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return request<TwoFactorSetup>('GET', PATHS.twoFactor)
}

export function enableTwoFactor(code: string): Promise<{ enabled: boolean }> {
  return request('POST', PATHS.twoFactor, { body: { code } satisfies TwoFactorCodeBody })
}

export function disableTwoFactor(code: string): Promise<{ enabled: boolean }> {
  return request('DELETE', PATHS.twoFactor, { body: { code } satisfies TwoFactorCodeBody })
}

export function signOutSession(id: string): Promise<null> {
  return request('DELETE', `${PATHS.sessions}/${encodeURIComponent(id)}`)
}

export function signOutOtherSessions(): Promise<{ revoked: number }> {
  return request('DELETE', PATHS.sessions)
}
