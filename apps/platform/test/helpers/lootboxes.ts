// Lootboxes in platform tests (issue #13): boxes issued through the dev stand-in for the operator,
// opened and listed through the API, and the prize configs pointed at a game the test app has.
import * as api from '@croupier/contract/api.generated'
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { expect } from 'vitest'
import { findConfigValue, saveConfigValue } from '../../src/modules/config/config.repository.ts'
import { PRIZE_TABLES_CONFIG_KEY } from '../../src/modules/lootboxes/lootboxes.service.ts'
import { inject } from './call.ts'
import type { TestApp } from './test-app.ts'

export type { Lootbox }

/** Rewrites every free-spin prize of the prize tables and wheels to play on `game` (the seed's slots need the catalogue). */
export async function pointPrizesAt(t: TestApp, game: string): Promise<void> {
  for (const key of [PRIZE_TABLES_CONFIG_KEY, 'wheel-config-segments']) {
    const text = JSON.stringify(await findConfigValue(t.db, key))
    await saveConfigValue(
      t.db,
      key,
      JSON.parse(text.replace(/"game":"[^"]+"/g, `"game":${JSON.stringify(game)}`)),
    )
  }
}

export interface IssueOptions {
  key?: string
  valid_days?: number
  currency?: string
}

export async function issueBox(t: TestApp, email: string, groupKey: string, options: IssueOptions = {}) {
  const response = await inject(t.app, api.issueDevLootbox, {
    body: { email, group_key: groupKey, ...options },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Lootbox
}

export function openBox(t: TestApp, cookie: string, id: string, clientSeed?: string) {
  return inject(t.app, api.activateLootbox, {
    cookie,
    params: { id },
    body: clientSeed === undefined ? {} : { client_seed: clientSeed },
  })
}

export async function listBoxes(t: TestApp, cookie: string): Promise<Lootbox[]> {
  const response = await inject(t.app, api.getPlayerLootboxes, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Lootbox[]
}
