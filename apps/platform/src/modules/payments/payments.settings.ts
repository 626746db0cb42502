// Settings of the sandbox payment provider, read once from the environment (README "Configuration").
// They live on `app.payments.settings` and are plain mutable data, so tests adjust them directly.
import { randomBytes } from 'node:crypto'
import { envNonNegativeInt } from '../../config.ts'

/** Our choice: a withdrawal waits 60 s as `pending` (recallable), then as many as `processing`. */
export const DEFAULT_WITHDRAWAL_PROCESS_DELAY_MS = 60_000
/** How often the in-process job looks for due payments. */
export const DEFAULT_PAYMENTS_JOB_INTERVAL_MS = 1_000
/** Our choice: a regular (non-VIP) player moves at most 10,000 major units at once before review. */
export const DEFAULT_FRAUD_AMOUNT_THRESHOLD_UNITS = 10_000

export interface PaymentsSettings {
  /** HMAC key of provider callbacks (PAYMENTS_CALLBACK_SECRET; random per process when unset). */
  callbackSecret: string
  /** spec 1 §5 cardNumberDepBin: BINs of blocked banks (PAYMENTS_BLOCKED_BINS, comma list; empty). */
  blockedBins: string[]
  /** BINs the fraud check refuses (FRAUD_BLOCKED_BINS, comma list). */
  fraudBlockedBins: string[]
  /** FRAUD_AMOUNT_THRESHOLD, major units; 0 switches the threshold off. */
  fraudAmountThresholdUnits: number | null
  /** WITHDRAWAL_PROCESS_DELAY_MS: pending → processing, and processing → succeeded. */
  withdrawalProcessDelayMs: number
  /** PAYMENTS_JOB_INTERVAL_MS; 0 (or PAYMENTS_JOBS=off) runs no timer: tests drive the jobs. */
  jobIntervalMs: number
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.replace(/\s+/g, ''))
    .filter(Boolean)
}

export function loadPaymentsSettings(env: NodeJS.ProcessEnv = process.env): PaymentsSettings {
  const threshold = envNonNegativeInt(env.FRAUD_AMOUNT_THRESHOLD, DEFAULT_FRAUD_AMOUNT_THRESHOLD_UNITS)
  return {
    callbackSecret: env.PAYMENTS_CALLBACK_SECRET || randomBytes(32).toString('hex'),
    blockedBins: list(env.PAYMENTS_BLOCKED_BINS),
    fraudBlockedBins: list(env.FRAUD_BLOCKED_BINS),
    fraudAmountThresholdUnits: threshold === 0 ? null : threshold,
    withdrawalProcessDelayMs: envNonNegativeInt(
      env.WITHDRAWAL_PROCESS_DELAY_MS,
      DEFAULT_WITHDRAWAL_PROCESS_DELAY_MS,
    ),
    jobIntervalMs:
      env.PAYMENTS_JOBS === 'off'
        ? 0
        : envNonNegativeInt(env.PAYMENTS_JOB_INTERVAL_MS, DEFAULT_PAYMENTS_JOB_INTERVAL_MS),
  }
}
