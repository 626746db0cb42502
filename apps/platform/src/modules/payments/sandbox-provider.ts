// The sandbox provider's side of a payment: signed callbacks (HMAC-SHA256 of the contract's signing
// text, so a browser cannot forge an outcome), the test cards' outcomes and deterministic crypto
// deposit addresses.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { callbackSigningText, type ProviderCallbackBody } from '@croupier/contract/payments/provider-callback'

export function signCallback(secret: string, body: Omit<ProviderCallbackBody, 'signature'>): string {
  return createHmac('sha256', secret).update(callbackSigningText(body)).digest('hex')
}

export function verifyCallback(secret: string, body: ProviderCallbackBody): boolean {
  const expected = Buffer.from(signCallback(secret, body), 'hex')
  const given = Buffer.from(body.signature, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

function encode(bytes: Buffer, alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[(bytes[i % bytes.length] ?? 0) % alphabet.length]
  return out
}

/**
 * A sandbox address shaped like the coin's real ones (prefix and alphabet), derived from the player,
 * coin and network so it is stable; it is stored on first use, so a changed secret never moves it.
 */
export function sandboxAddress(secret: string, playerId: number, currency: string, network: string): string {
  const seed = createHmac('sha256', secret).update(`address:${playerId}:${currency}:${network}`).digest()
  const wide = Buffer.concat([seed, createHmac('sha256', secret).update(seed).digest()])
  switch (network) {
    case 'bitcoin':
      return `bc1q${encode(wide, BECH32, 38)}`
    case 'litecoin':
      return `ltc1q${encode(wide, BECH32, 38)}`
    case 'bitcoin-cash':
      return `bitcoincash:q${encode(wide, BECH32, 41)}`
    case 'dogecoin':
      return `D${encode(wide, BASE58, 33)}`
    case 'trc20':
      return `T${encode(wide, BASE58, 33)}`
    default:
      // ethereum and erc20: 0x and 40 hex digits.
      return `0x${wide.toString('hex').slice(0, 40)}`
  }
}
