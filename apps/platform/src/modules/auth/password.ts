// Password hashing: argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes — OWASP's recommendation).
import { hash, verify } from '@node-rs/argon2'

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

/** False for a wrong password or an unreadable hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// A real hash to verify against when the email is unknown, so both answers take the same time.
let decoyHash: Promise<string> | undefined
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches')
  await verifyPassword(await decoyHash, password)
}
