// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as api from './api.generated.ts'
import { collectEndpoints, type EndpointEntry, generatedFilesOnDisk, renderApi } from './api-generator.ts'
import { buildPath } from './endpoint.ts'

const srcDir = import.meta.dirname

describe('api.generated.ts (ADR 027)', () => {
  it('is what `npm run generate:contract` writes from the endpoint files now', async () => {
    const expected = renderApi(await collectEndpoints(srcDir))
    expect(Object.fromEntries(generatedFilesOnDisk(srcDir))).toEqual(Object.fromEntries(expected))
  }, 30_000)

  it('gives every endpoint its own export name', async () => {
    const names = (await collectEndpoints(srcDir)).map((entry) => entry.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  }, 30_000)

  it('refuses two endpoints under one export name', () => {
    const entry: EndpointEntry = {
      name: 'getPlayer',
      file: 'player/get-player.ts',
      method: 'GET',
      path: '/api/player',
    }
    expect(() => renderApi([entry, { ...entry, file: 'other/get-player.ts' }])).toThrow(/getPlayer/)
  })

  it('carries method and path only, so zod stays out of the browser', () => {
    expect(api.deleteFavouriteGame).toEqual({ method: 'DELETE', path: '/api/player/favorite_games/:id' })
    expect(buildPath(api.deleteFavouriteGame.path, { id: 7 })).toBe('/api/player/favorite_games/7')
  })
})
