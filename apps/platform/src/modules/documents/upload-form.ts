// Reads the multipart upload (one file and its `kind` field) within the contract's size limit.
import { DOCUMENT_MAX_BYTES } from '@croupier/contract/player/upload-document'
import { V } from '@croupier/rules/validation-keys'
import type { FastifyRequest } from 'fastify'
import { FieldValidationError, HttpError } from '../../http/errors.ts'

export interface UploadForm {
  kind: unknown
  fileName: string | undefined
  content: Buffer
}

/** busboy's parse errors carry no status: a malformed multipart body is the caller's fault (400). */
function multipartFailure(error: unknown): unknown {
  if ((error as { statusCode?: number }).statusCode) return error
  return new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body.')
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
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
  try {
    return {
      kind,
      fileName: part.filename,
      content: await part.toBuffer(),
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Documents may be at most 5 MB.')
    }
    throw multipartFailure(error)
  }
}
