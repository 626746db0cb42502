// VIP managers by group (spec 2 §2.3, §3 "VIP manager"; issue #13): a VIP group gets its own
// managers from the seeded `managers` config, a regular player none.
import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function managersOf(userGroups: number[]): Promise<string[]> {
  const response = await inject(t.app, api.postManagers, { body: { userGroups } })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { managers: { managerName: string }[] }).managers.map((m) => m.managerName)
}

describe('VIP managers', () => {
  it.each([
    ['diamond', 759, ['Ava Martin']],
    ['platinum', 255, ['Ava Martin']],
    ['gold', 259, ['Liam Kovač']],
    ['silver', 258, ['Sofia Rossi']],
    ['bronze', 257, ['Sofia Rossi']],
  ])('a %s player (group %i) gets their managers', async (_status, group, names) => {
    expect(await managersOf([group as number, 543])).toEqual(names)
  })

  it('a regular player gets none', async () => {
    expect(await managersOf([])).toEqual([])
    expect(await managersOf([543, 21])).toEqual([])
  })
})
