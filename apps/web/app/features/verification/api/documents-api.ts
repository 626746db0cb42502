// Verification documents (contract player/upload-document): multipart/form-data through the typed
// client (ADR 027), which sends FormData as it is.
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'
import type { DocumentKind } from '../model/document-file'

export function uploadDocument(kind: DocumentKind, file: File) {
  const form = new FormData()
  // The platform reads `kind` before the file (contract player/upload-document).
  form.append('kind', kind)
  form.append('file', file, file.name)
  return call(api.uploadDocument, { body: form })
}
