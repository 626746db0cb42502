// POST /api/player/documents — upload a verification document as multipart/form-data: a text field
// `kind` (identity | address | payment) BEFORE a file field `file` (JPEG, PNG or PDF, judged by its
// bytes, at most 5 MB). 201 with the document, status `pending`. 422 `{ errors: { kind|file: [key] } }`
// (`file: ['VALIDATION.FILE_TYPE']` for another type); 413 PAYLOAD_TOO_LARGE beyond 5 MB.
// The body is not JSON, so this contract has no body schema.
import { defineEndpoint } from '../endpoint.ts'
import { PlayerDocumentSchema } from './get-documents.ts'

/** Largest document accepted. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const FILE_TYPE_INVALID = 'VALIDATION.FILE_TYPE'

export const uploadDocument = defineEndpoint({
  method: 'POST',
  path: '/api/player/documents',
  summary: 'Upload a verification document (multipart: kind, file)',
  tags: ['player'],
  response: PlayerDocumentSchema,
  status: 201,
})
