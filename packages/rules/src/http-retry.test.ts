import { describe, expect, it } from 'vitest'
import {
  errorLogName,
  isRetryableFailure,
  MAX_RETRIES,
  REQUEST_TIMEOUT_MS,
  RETHROW_PATHS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelayMs,
  SERVER_REQUEST_TIMEOUT_MS,
  shouldRethrow,
  shouldRetry,
} from './http-retry'

describe('spec 1 §9: request timeout 30000 ms (8000 ms server side); retries 6', () => {
  it('quotes the constants', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000)
    expect(SERVER_REQUEST_TIMEOUT_MS).toBe(8000)
    expect(MAX_RETRIES).toBe(6)
    expect(RETRY_BASE_DELAY_MS).toBe(300)
    expect(RETRY_MAX_DELAY_MS).toBe(10000)
  })
})

describe('retryDelayMs: exponential backoff with random jitter (spec 1 §8)', () => {
  it.each([
    // attempt, random, expected
    [1, 0, 150],
    [1, 0.5, 225],
    [1, 1, 300],
    [2, 0, 300],
    [2, 1, 600],
    [3, 1, 1200],
    [4, 1, 2400],
    [5, 1, 4800],
    [6, 0, 4800],
    [6, 1, 9600],
    [7, 1, 10000],
    [7, 0, 5000],
    [50, 0.999, 9995],
    [0, 1, 300],
    [-3, 1, 300],
    [Number.NaN, 1, 300],
    [2.7, 1, 600],
    [1, 2, 300],
    [1, -1, 150],
    [1, Number.NaN, 150],
  ])('attempt %s, random %s → %i ms', (attempt, random, expected) => {
    expect(retryDelayMs(attempt, () => random)).toBe(expected)
  })
  it('grows with the attempt and never exceeds the cap', () => {
    for (let attempt = 1; attempt <= MAX_RETRIES + 10; attempt++) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.9999]) {
        const delay = retryDelayMs(attempt, () => r)
        expect(delay).toBeGreaterThan(0)
        expect(delay).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS)
        if (attempt > 1) expect(delay).toBeGreaterThanOrEqual(retryDelayMs(attempt - 1, () => r))
      }
    }
  })
})

describe('isRetryableFailure: Network Error or timeout only (spec 1 §8)', () => {
  it.each([
    [true, false, undefined, true],
    [false, true, undefined, true],
    [true, true, undefined, true],
    [false, false, 500, false],
    [false, false, 503, false],
    [false, false, 401, false],
    [false, false, undefined, false],
  ])('network=%s timeout=%s status=%s → %s', (isNetworkError, isTimeout, status, expected) => {
    expect(isRetryableFailure({ isNetworkError, isTimeout, status })).toBe(expected)
  })
})

describe('shouldRetry: in the browser, up to 6 times, not server side (spec 1 §8)', () => {
  it.each([
    [0, false, true, false, true],
    [5, false, true, false, true],
    [6, false, true, false, false],
    [0, true, true, false, false],
    [0, false, false, true, true],
    [0, false, false, false, false],
  ])(
    'retriesSoFar=%i server=%s network=%s timeout=%s → %s',
    (retriesSoFar, isServer, isNetworkError, isTimeout, expected) => {
      expect(shouldRetry({ retriesSoFar, isServer, isNetworkError, isTimeout })).toBe(expected)
    },
  )
})

describe('shouldRethrow: sign-in, registration, check-email, gifts, free spins, contact message, tournaments (spec 1 §8, spec 2 §8)', () => {
  it('has one rule per rethrowing loader', () => {
    expect(RETHROW_PATHS.map((r) => r.what)).toEqual([
      'sign-in',
      'registration',
      'check-email',
      'gifts',
      'free spins',
      'contact message',
      'tournament list',
      'tournament status',
      'recent tournaments',
    ])
  })
  it.each([
    ['POST', '/api/users/sign_in', true],
    ['post', '/api/users/sign_in', true],
    ['POST', '/api/users', true],
    ['POST', '/api/users/', true],
    ['POST', '/check-email', true],
    ['GET', '/api/player/bonuses', true],
    ['GET', '/api/player/freespins?page=1', true],
    ['POST', '/api/send_contact_message', true],
    ['GET', '/api/tournaments', true],
    ['GET', '/api/tournaments/42/status', true],
    ['GET', '/api/tournaments/recent', true],
    ['GET', 'https://casino.example/api/tournaments', true],
    ['GET', '/api/users', false],
    ['DELETE', '/api/users/sign_out', false],
    ['POST', '/api/users/password', false],
    ['GET', '/api/player', false],
    ['GET', '/api/tournaments/42', false],
    ['GET', '/api/tournaments/player', false],
    ['DELETE', '/api/player/bonuses/5', false],
    ['POST', '/api/player/freespins/5/activation', false],
    ['GET', '', false],
    ['GET', 'https://[bad', false],
  ])('%s %j → %s', (method, path, expected) => {
    expect(shouldRethrow(method, path)).toBe(expected)
  })
})

describe('errorLogName: an error named after the path (spec 1 §8)', () => {
  it.each([
    ['GET /api/player', 'API_PLAYER_ERROR'],
    ['/api/player', 'API_PLAYER_ERROR'],
    ['post /api/users/sign_in', 'API_USERS_SIGN_IN_ERROR'],
    ['/api/fe/config/stag-by-referrer-name', 'API_FE_CONFIG_STAG_BY_REFERRER_NAME_ERROR'],
    ['/api/tournaments/42/status', 'API_TOURNAMENTS_ID_STATUS_ERROR'],
    ['/messages/en-AU.json?t=1', 'MESSAGES_EN_AU_JSON_ERROR'],
    ['https://x.example/api/current_ip', 'API_CURRENT_IP_ERROR'],
    ['/', 'REQUEST_ERROR'],
    ['', 'REQUEST_ERROR'],
    ['/%%%/', 'REQUEST_ERROR'],
  ])('%j → %s', (path, expected) => {
    expect(errorLogName(path)).toBe(expected)
  })
})
