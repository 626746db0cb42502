// The frame's calls to the platform. Every state-changing call sends X-Requested-With (the CSRF
// guard) and one idempotency key per player action; a network failure retries with the SAME key,
// so a round is never played twice and a lost answer is recovered (the platform replays it).
import { getGameSession } from '@croupier/contract/descriptors/play/get-game-session'
import { playRound } from '@croupier/contract/descriptors/play/play-round'
import { buildPath } from '@croupier/contract/endpoint'
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import type { PlayRoundBody } from '@croupier/contract/play/play-round'

/** Backoff between attempts after a network failure; the last entry ends the retries. */
export const NETWORK_RETRY_DELAYS_MS = [400, 1200, 2500] as const

export class FrameHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; balance_cents?: number; currency?: string } | null,
  ) {
    super(`HTTP ${status}`)
  }
  get code(): string | undefined {
    return this.body?.error
  }
}

export class FrameNetworkError extends Error {}

export interface FrameApiDeps {
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  newKey: () => string
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export type RoundAction = PlayRoundBody extends infer B
  ? B extends unknown
    ? Omit<B, 'idempotency_key'>
    : never
  : never

export function createFrameApi(deps: FrameApiDeps) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }
    for (let attempt = 0; ; attempt++) {
      let response: Response
      try {
        response = await deps.fetch(path, init)
      } catch (error) {
        const delay = NETWORK_RETRY_DELAYS_MS[attempt]
        if (delay === undefined) throw new FrameNetworkError(String(error))
        await deps.sleep(delay)
        continue
      }
      const parsed = await readJson(response)
      if (!response.ok) throw new FrameHttpError(response.status, parsed as FrameHttpError['body'])
      return parsed as T
    }
  }

  return {
    getSession(id: string): Promise<GameSession> {
      return call(getGameSession.method, buildPath(getGameSession.path, { id }))
    },
    /** One player action: one fresh key, kept across the retries of this action. */
    playRound(id: string, action: RoundAction): Promise<RoundResult> {
      const body = { ...action, idempotency_key: deps.newKey() }
      return call(playRound.method, buildPath(playRound.path, { id }), body)
    },
  }
}

export type FrameApi = ReturnType<typeof createFrameApi>
