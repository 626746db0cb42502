// Every setting of the platform, read once from the environment (README "Configuration").
import path from 'node:path'

/** A whole number ≥ 0 from the environment, else `fallback` (unset, empty or malformed). */
export function envNonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/** PROMO_JOB_INTERVAL_MS: how often tournament ends and lottery draws are looked for (ADR 041). */
export const DEFAULT_PROMO_JOB_INTERVAL_MS = 30_000

export function promoJobIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return envNonNegativeInt(env.PROMO_JOB_INTERVAL_MS, DEFAULT_PROMO_JOB_INTERVAL_MS)
}

export interface PlatformConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  /** Trusted CDN header carrying the visitor's country, e.g. `cf-ipcountry`. */
  geoHeader: string | undefined
  smtpUrl: string | undefined
  /** Brand hosts: a JSON array or a path to a JSON file; overrides the seeded `brand-hosts` config. */
  publicHosts: string | undefined
  /** Message catalogs, `<dir>/<locale>/<namespace>.json`. */
  messagesDir: string
  isProduction: boolean
  /** Proxy hops trusted for X-Forwarded-For (proxy-addr syntax); default the loopback web server. */
  trustProxy: string
  logLevel: string
  /** Seed the reference data on start (idempotent). */
  seed: boolean
  /** Seed the 10,000-game demo catalogue with the reference data (SEED_CATALOGUE, default on). */
  seedCatalogue: boolean
  /** Sign-in, registration and check-email attempts per IP and minute, each route apart. */
  authRateLimitPerMinute: number
  /** GET /api/dev/mail: always outside production; in production only with MAILBOX_ENABLED=1. */
  mailboxEnabled: boolean
  /** Captcha secret; unset selects the local captcha that lets everyone through. */
  captchaSecret: string | undefined
  /** siteverify endpoint of the captcha provider (reCAPTCHA-compatible form POST). */
  captchaVerifyUrl: string
  /** Sender of every email. */
  mailFrom: string
  /** Operator credential for the operator endpoints (field performance); unset turns them off (403). */
  operatorApiKey: string | undefined
}

/** Our choice: a person never needs 20 sign-ins a minute; a script is slowed to a crawl. */
export const DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE = 20

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const root = path.resolve(import.meta.dirname, '../../..')
  return {
    port: Number(env.PLATFORM_PORT ?? 3001),
    host: env.PLATFORM_HOST ?? '127.0.0.1',
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    geoHeader: env.GEO_HEADER?.toLowerCase() || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicHosts: env.PUBLIC_HOSTS || undefined,
    messagesDir: env.MESSAGES_DIR
      ? path.resolve(root, env.MESSAGES_DIR)
      : path.resolve(import.meta.dirname, '../messages'),
    isProduction: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seed: env.SEED !== 'false',
    seedCatalogue: env.SEED_CATALOGUE !== 'false',
    authRateLimitPerMinute: positiveInt(env.AUTH_RATE_LIMIT_PER_MINUTE, DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE),
    mailboxEnabled: env.NODE_ENV !== 'production' || env.MAILBOX_ENABLED === '1',
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    mailFrom: env.MAIL_FROM || 'Croupier <no-reply@croupier.local>',
    operatorApiKey: env.OPERATOR_API_KEY || undefined,
  }
}
