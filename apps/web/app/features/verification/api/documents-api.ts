// Verification documents (contract player/get-documents, player/upload-document). The upload is
// multipart/form-data, which the JSON client does not send, so it has its own small call with the
// same headers and the same auth-error on 401.
import type { PlayerDocument } from '@croupier/contract/player/get-documents'
import type { uploadDocument as uploadContract } from '@croupier/contract/player/upload-document'
import { errorLogName } from '@croupier/rules/http-retry'
import { emit } from '../../../lib/events'
import { HttpError, NetworkError } from '../../../lib/http'
import { logError } from '../../../lib/log'
import type { DocumentKind } from '../model/document-file'

const DOCUMENTS_PATH: (typeof uploadContract)['path'] = '/api/player/documents'

export async function uploadDocument(kind: DocumentKind, file: File): Promise<PlayerDocument> {
  const form = new FormData()
  // The platform reads `kind` before the file (contract player/upload-document).
  form.append('kind', kind)
  form.append('file', file, file.name)
  let response: Response
  try {
    response = await fetch(DOCUMENTS_PATH, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    })
  } catch (error) {
    const failure = new NetworkError(DOCUMENTS_PATH, false, error)
    logError(errorLogName(DOCUMENTS_PATH), failure, { method: 'POST' })
    throw failure
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body as PlayerDocument
  if (response.status === 401) emit('auth-error', { path: DOCUMENTS_PATH })
  const error = new HttpError(response.status, body, DOCUMENTS_PATH)
  logError(errorLogName(DOCUMENTS_PATH), error, { method: 'POST', status: response.status })
  throw error
}
