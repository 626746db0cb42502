// The generator itself: which invalid requests it derives from a contract endpoint.

import { addFavouriteGame } from '@croupier/contract/catalogue/add-favourite-game'
import { getRandomGame } from '@croupier/contract/catalogue/get-random-game'
import { createUserLimit } from '@croupier/contract/limits/create-user-limit'
import { deleteSession } from '@croupier/contract/player/delete-session'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pathOf } from '../test/helpers/call.ts'
import { generateCases, toQueryString } from './generate.ts'
import { sample, toJsonSchema, variants } from './schema-variants.ts'

const labels = (cases: { label: string }[]) => cases.map((c) => c.label)

describe('generateCases', () => {
  it('starts from a baseline and changes one field at a time', () => {
    const cases = generateCases(addFavouriteGame)
    expect(cases[0]).toMatchObject({ label: 'baseline', payload: '{"game_id":1}' })
    expect(cases.find((c) => c.label === 'body.game_id: int4 overflow')?.payload).toBe(
      '{"game_id":2147483648}',
    )
    expect(cases.find((c) => c.label === 'body.game_id: 1e400')?.payload).toBe('{"game_id":1e400}')
    expect(labels(cases)).toEqual(
      expect.arrayContaining([
        'body.game_id: missing',
        'body.game_id: fractional',
        'body.game_id: string',
        'body: extra field',
        'body: truncated JSON',
        'body: text/plain',
        'body: 1 MB string',
        'without CSRF headers',
        'session cookie with NUL',
      ]),
    )
  })

  it('puts each hostile segment in each path parameter, encoded as sent', () => {
    const cases = generateCases(deleteSession, { params: { id: 'abc' } })
    expect(cases.find((c) => c.label === 'params.id: NUL')?.url).toBe(
      pathOf(deleteSession, { params: { id: '\u0000' } }),
    )
    expect(cases.find((c) => c.label === 'params.id: 101 characters')?.url).toBe(
      pathOf(deleteSession, { params: { id: 'x'.repeat(101) } }),
    )
  })

  it('tries hostile text, numbers and repetition in each query parameter', () => {
    const urls = generateCases(getRandomGame).map((c) => c.url)
    expect(urls).toContain(pathOf(getRandomGame, { rawQuery: { category: 'a\u0000b', device: 'desktop' } }))
    expect(urls).toContain(pathOf(getRandomGame, { rawQuery: 'category=%ED%A0%80x&device=desktop' }))
    expect(urls).toContain(pathOf(getRandomGame, { rawQuery: { category: ['a', 'b'], device: 'desktop' } }))
  })

  it('walks every branch of a union', () => {
    const cases = labels(generateCases(createUserLimit))
    expect(cases).toContain('body: union branch 1')
    expect(cases).toContain('body<0>.amount_cents: int4 overflow')
    expect(cases).toContain('body<1>.minutes: negative')
    expect(cases).toContain('body<2>.period: NUL')
  })
})

describe('sample and variants', () => {
  it('samples every property with a value of its type', () => {
    const schema = toJsonSchema(
      z.object({
        email: z.email(),
        code: z.string().regex(/^[A-Z]{3}$/),
        n: z.int().min(5),
        on: z.boolean(),
      }),
    )
    expect(sample(schema)).toEqual({ email: 'fuzz@example.com', code: 'EUR', n: 5, on: true })
  })

  it('reaches into arrays and records', () => {
    const schema = toJsonSchema(z.object({ list: z.array(z.string()), map: z.record(z.string(), z.int()) }))
    const found = [...variants(schema, sample(schema), 'body')].map(([label]) => label)
    expect(found).toEqual(
      expect.arrayContaining(['body.list[0]: NUL', 'body.list: 5,000 items', 'body.map: NUL key']),
    )
  })

  it('repeats the key of an array in a query string', () => {
    expect(toQueryString({ a: ['1', '2'], b: 'x y' })).toBe('?a=1&a=2&b=x%20y')
  })
})
