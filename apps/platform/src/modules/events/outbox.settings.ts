// Settings of the outbox dispatcher, read once from the environment (README "Configuration").

export interface OutboxSettings {
  /** OUTBOX_POLL_MS: how often undelivered events are looked for (crashed or other instances); 0 = never. */
  pollMs: number
  /** OUTBOX_LEASE_MS: how long a claim keeps an event from other dispatchers. */
  leaseMs: number
  /** OUTBOX_RETRY_MS: wait before a failed event is tried again. */
  retryMs: number
}

function millis(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

export function loadOutboxSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  return {
    pollMs: millis(env.OUTBOX_POLL_MS, 1_000),
    leaseMs: millis(env.OUTBOX_LEASE_MS, 30_000),
    retryMs: millis(env.OUTBOX_RETRY_MS, 5_000),
  }
}
