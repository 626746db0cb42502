// The limits calls from the browser (spec 1 §7 Limits; contract limits/*). Types only from the
// contract: zod must not reach the bundle.
import type { ConfirmUserLimitResponse, confirmUserLimit } from '@croupier/contract/limits/confirm-user-limit'
import type { CreateUserLimitBody, createUserLimit } from '@croupier/contract/limits/create-user-limit'
import type { deleteUserLimit } from '@croupier/contract/limits/delete-user-limit'
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import type { updateRealityCheck } from '@croupier/contract/limits/update-reality-check'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { request } from '../../../lib/http'

const PATHS = {
  limits: '/api/user_limits' satisfies (typeof createUserLimit)['path'],
  limit: '/api/user_limits/:id' satisfies (typeof deleteUserLimit)['path'],
  confirm: '/api/user_limits/confirm' satisfies (typeof confirmUserLimit)['path'],
  realityCheck: '/api/player/reality_check' satisfies (typeof updateRealityCheck)['path'],
} as const

export function getLimits(): Promise<UserLimit[]> {
  return request<UserLimit[]>('GET', PATHS.limits)
}

/** Creates or updates a limit; a raise comes back `pending_increase`. */
export function saveLimit(body: CreateUserLimitBody): Promise<UserLimit> {
  return request<UserLimit>('POST', PATHS.limits, { body })
}

/** Asks to remove a limit: it stays in force as `pending_removal` until confirmed and due. */
export function removeLimit(id: string): Promise<UserLimit> {
  return request<UserLimit>('DELETE', PATHS.limit.replace(':id', encodeURIComponent(id)))
}

export function confirmLimitChange(token: string): Promise<ConfirmUserLimitResponse> {
  return request<ConfirmUserLimitResponse>('POST', PATHS.confirm, { body: { token } })
}

export function setRealityCheckInterval(intervalMinutes: number): Promise<RealityCheck> {
  return request<RealityCheck>('PATCH', PATHS.realityCheck, { body: { interval_minutes: intervalMinutes } })
}
