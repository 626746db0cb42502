import { describe, expect, it } from 'vitest'
import { launchProblemOf } from './launch-error'

describe('launchProblemOf', () => {
  it.each([
    [409, { error: 'CURRENCY_UNSUPPORTED' }, 'currency'],
    [403, { error: 'PROVIDER_RESTRICTED' }, 'provider'],
    [401, { error: 'UNAUTHORIZED' }, 'signIn'],
    [404, { error: 'GAME_NOT_FOUND' }, 'notFound'],
    [422, { errors: { mode: ['VALIDATION.INVALID'] } }, 'noDemo'],
    [409, { error: 'LIMIT_REACHED', type: 'session' }, 'limitReached'],
    [403, { error: 'COOLING_OFF', until: null }, 'coolingOff'],
    [403, { error: 'SELF_EXCLUDED', until: null }, 'selfExcluded'],
    [500, null, 'failed'],
    [null, null, 'failed'],
  ] as const)('%s %j → %s', (status, body, expected) => {
    expect(launchProblemOf(status, body)).toBe(expected)
  })
})
