// Verification documents (profile → verification): upload as multipart, list with status.
import { getDocuments } from '@croupier/contract/player/get-documents'
import { uploadDocument } from '@croupier/contract/player/upload-document'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import * as documents from './documents.service.ts'
import { readUploadForm } from './upload-form.ts'

/** Our choice: a handful of uploads a minute per IP is plenty for a person. */
export const DOCUMENT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const

export function registerDocumentRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  route(
    app,
    getDocuments,
    async ({ session }) => ({ documents: await documents.listDocuments(db, session.playerId) }),
    { auth: 'player' },
  )

  route(
    app,
    uploadDocument,
    async ({ request, session }) =>
      documents.uploadDocument(db, session.playerId, await readUploadForm(request), app.clock()),
    { auth: 'player', config: { rateLimit: DOCUMENT_RATE_LIMIT } },
  )
}
