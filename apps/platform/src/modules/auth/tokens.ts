// Random tokens for cookies and emailed links; only their SHA-256 is ever stored.
import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: unguessable and safe in a cookie or a query string. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
