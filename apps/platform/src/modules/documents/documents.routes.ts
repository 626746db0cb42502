// Verification documents (profile → verification): upload as multipart, list with status.
import { getDocuments } from '@croupier/contract/player/get-documents'
import {
  DOCUMENT_MAX_BYTES,
  FILE_TYPE_INVALID,
  uploadDocument,
} from '@croupier/contract/player/upload-document'
import { V } from '@croupier/rules/validation-keys'
import type { FastifyInstance } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { currentSession, requirePlayer } from '../session/session.http.ts'
import {
  cleanFileName,
  isDocumentKind,
  listDocuments,
  saveDocument,
  sniffDocumentType,
} from './documents.service.ts'

/** busboy's parse errors carry no status: a malformed multipart body is the caller's fault (400). */
function multipartFailure(error: unknown): unknown {
  if ((error as { statusCode?: number }).statusCode) return error
  return new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body.')
}

/** Our choice: a handful of uploads a minute per IP is plenty for a person. */
export const DOCUMENT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const

export function registerDocumentRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  route(
    app,
    getDocuments,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return { documents: await listDocuments(db, (await currentSession(request)).playerId) }
    },
    { onRequest: requirePlayer },
  )

  route(
    app,
    uploadDocument,
    async ({ request }) => {
      const session = await currentSession(request)
      if (!request.isMultipart()) throw new FieldValidationError({ file: [V.REQUIRED] })
      const part = await request
        .file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } })
        .catch((error: unknown) => {
          throw multipartFailure(error)
        })
      if (!part) throw new FieldValidationError({ file: [V.REQUIRED] })
      const kindField = part.fields.kind
      const kind =
        kindField && !Array.isArray(kindField) && kindField.type === 'field' ? kindField.value : undefined
      let content: Buffer
      try {
        content = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Documents may be at most 5 MB.')
        }
        throw multipartFailure(error)
      }
      const errors: Record<string, string[]> = {}
      if (!isDocumentKind(kind)) errors.kind = [kind === undefined ? V.REQUIRED : V.INVALID]
      const contentType = sniffDocumentType(content)
      if (content.length === 0) errors.file = [V.REQUIRED]
      else if (!contentType) errors.file = [FILE_TYPE_INVALID]
      if (Object.keys(errors).length > 0 || !isDocumentKind(kind) || !contentType)
        throw new FieldValidationError(errors)
      return saveDocument(db, {
        playerId: session.playerId,
        kind,
        fileName: cleanFileName(part.filename),
        contentType,
        content,
        now: app.clock(),
      })
    },
    { onRequest: requirePlayer, config: { rateLimit: DOCUMENT_RATE_LIMIT } },
  )
}
