// The lootbox calls from the browser (spec 2 §7; contract lootboxes/*, config wheel-config*) on the
// typed client (ADR 027): the player's boxes, opening one with an optional client seed, and the two
// wheel documents.
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'

export function getLootboxes() {
  return call(api.getPlayerLootboxes)
}

export function activateLootbox(id: string, clientSeed: string | null) {
  return call(api.activateLootbox, { params: { id }, body: clientSeed ? { client_seed: clientSeed } : {} })
}

export function getWheelConfig() {
  return call(api.getWheelConfig)
}

export function getWheelSegments() {
  return call(api.getWheelConfigSegments)
}
