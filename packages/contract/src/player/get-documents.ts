// GET /api/player/documents — the player's verification documents with their review status
// (the profile's verification tab shows it). Newest first; the file itself is never sent back.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const DOCUMENT_KINDS = ['identity', 'address', 'payment'] as const
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const

export const PlayerDocumentSchema = z.object({
  id: z.int().positive(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  file_name: z.string(),
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.int().nonnegative(),
  created_at: TimestampSchema,
})
export type PlayerDocument = z.infer<typeof PlayerDocumentSchema>

export const PlayerDocumentsSchema = z.object({ documents: z.array(PlayerDocumentSchema) })

export const getDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/player/documents',
  summary: "The player's verification documents and their status",
  tags: ['player'],
  response: PlayerDocumentsSchema,
})
