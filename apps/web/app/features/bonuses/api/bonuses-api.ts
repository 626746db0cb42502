// The bonus calls from the browser (spec 2 §7 C11–C14; contract bonuses/*) on the typed client
// (ADR 027): the player's bonuses and free-spin batches, activation and cancellation, and the two
// config documents that shape the gifts page (labels and order, operator gifts).
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'

export function getBonuses() {
  return call(api.getPlayerBonuses)
}

export function getFreeSpins() {
  return call(api.getPlayerFreeSpins)
}

export function activateBonus(id: string) {
  return call(api.activateBonus, { params: { id } })
}

export function cancelBonus(id: string) {
  return call(api.cancelBonus, { params: { id } })
}

export function activateFreeSpins(id: string) {
  return call(api.activateFreeSpins, { params: { id } })
}

export function cancelFreeSpins(id: string) {
  return call(api.cancelFreeSpins, { params: { id } })
}

export function getAdditionalGifts() {
  return call(api.getAdditionalGifts)
}

export function getModifyGiftsConfig() {
  return call(api.getModifyGiftsConfig)
}
