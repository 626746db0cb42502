// The security tab's calls (spec 1 §7 Player; contract player/*): password change through PATCH
// /api/player, two-factor set-up and removal, sessions; on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'
import type { PasswordChange } from '../model/password-change'

export function changePassword(change: PasswordChange) {
  return call(api.updatePlayer, { body: change })
}

export function startTwoFactor() {
  return call(api.getTwoFactor)
}

export function enableTwoFactor(code: string) {
  return call(api.enableTwoFactor, { body: { code } })
}

export function disableTwoFactor(code: string) {
  return call(api.disableTwoFactor, { body: { code } })
}

export function signOutSession(id: string) {
  return call(api.deleteSession, { params: { id } })
}

export function signOutOtherSessions() {
  return call(api.deleteOtherSessions)
}
