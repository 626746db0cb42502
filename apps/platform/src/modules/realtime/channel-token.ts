// The player's channel token: HMAC-SHA256 of the player id. The browser reads it from
// GET /api/player/settings (same-origin only) and sends it in the Socket.IO handshake, so a
// cross-site page that rides on the session cookie still cannot join the player's room.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function createChannelToken(secret: string, playerId: string): string {
  return createHmac('sha256', secret).update(playerId).digest('base64url')
}

export function verifyChannelToken(secret: string, playerId: string, token: string): boolean {
  const expected = Buffer.from(createChannelToken(secret, playerId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A secret that lives as long as the process: fine for one instance, wrong for several. */
export function createProcessSecret(): string {
  return randomBytes(32).toString('base64url')
}
