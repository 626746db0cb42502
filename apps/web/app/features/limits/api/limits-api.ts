// The limits calls from the browser (spec 1 §7 Limits; contract limits/*) on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { BodyOf } from '@croupier/contract/endpoint'
import type { CreateUserLimitBody } from '@croupier/contract/limits/create-user-limit'
import { call } from '../../../lib/platform-client'

export function getLimits() {
  return call(api.getUserLimits)
}

/** Creates or updates a limit; a raise comes back `pending_increase`. */
export function saveLimit(body: CreateUserLimitBody) {
  return call(api.createUserLimit, { body })
}

/** Asks to remove a limit: it stays in force as `pending_removal` until confirmed and due. */
export function removeLimit(id: string) {
  return call(api.deleteUserLimit, { params: { id } })
}

export function confirmLimitChange(token: string) {
  return call(api.confirmUserLimit, { body: { token } })
}

export function setRealityCheckInterval(intervalMinutes: number) {
  // Another value is the platform's to refuse (422 errors.interval_minutes, spec 1 §5).
  const interval = intervalMinutes as BodyOf<typeof api.updateRealityCheck>['interval_minutes']
  return call(api.updateRealityCheck, { body: { interval_minutes: interval } })
}
