// Contact messages: stored for the support team with the sender's IP.
import type { ContactMessageBody } from '@croupier/contract/support/send-contact-message'
import type { Database } from '../../db/client.ts'
import { insertContactMessage } from './support.repository.ts'

export async function sendContactMessage(
  db: Database,
  message: ContactMessageBody,
  ip: string,
): Promise<{ ok: true }> {
  await insertContactMessage(db, { ...message, ip })
  return { ok: true }
}
