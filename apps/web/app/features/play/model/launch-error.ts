// What the game page tells the player when a launch (POST /api/game_sessions) is refused.
export type LaunchProblem =
  | 'currency'
  | 'provider'
  | 'noDemo'
  | 'signIn'
  | 'notFound'
  | 'limitReached'
  | 'coolingOff'
  | 'selfExcluded'
  | 'failed'

export function launchProblemOf(status: number | null, body: unknown): LaunchProblem {
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
  if (status === 409 && code === 'CURRENCY_UNSUPPORTED') return 'currency'
  if (status === 403 && code === 'PROVIDER_RESTRICTED') return 'provider'
  // Responsible gambling (contract limits/user-limit.ts): a limit used up, a break, a self-exclusion.
  if (code === 'LIMIT_REACHED') return 'limitReached'
  if (code === 'COOLING_OFF') return 'coolingOff'
  if (code === 'SELF_EXCLUDED') return 'selfExcluded'
  if (status === 401) return 'signIn'
  if (status === 404) return 'notFound'
  // 422 errors.mode: a demo asked of a game without demo mode.
  if (status === 422 && typeof body === 'object' && body !== null && 'errors' in body) {
    const errors = (body as { errors?: Record<string, unknown> }).errors
    if (errors && 'mode' in errors) return 'noDemo'
  }
  return 'failed'
}
