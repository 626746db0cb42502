// Verification documents: JPEG, PNG or PDF judged by their first bytes (never by name or declared
// type), stored as pending for review.
import { DOCUMENT_KINDS, type PlayerDocument } from '@croupier/contract/player/get-documents'
import { FILE_TYPE_INVALID } from '@croupier/contract/player/upload-document'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError } from '../../http/errors.ts'
import { type DocumentRow, insertDocument, listPlayerDocuments } from './documents.repository.ts'

export type DocumentType = PlayerDocument['content_type']
export type DocumentKind = PlayerDocument['kind']

const SIGNATURES: { type: DocumentType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
]

/** The file's type from its magic bytes; null for anything else. */
export function sniffDocumentType(content: Buffer): DocumentType | null {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => content[i] === byte))?.type ?? null
}

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value)
}

/** A file name safe to show back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const printable = [...base].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0
    return code >= 0x20 && code !== 0x7f
  })
  const clean = printable.join('').trim().slice(0, 200)
  return clean || 'document'
}

function toWire(row: DocumentRow): PlayerDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    status: row.status as PlayerDocument['status'],
    file_name: row.fileName,
    content_type: row.contentType as DocumentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  }
}

export async function listDocuments(db: Database, playerId: number): Promise<PlayerDocument[]> {
  return (await listPlayerDocuments(db, playerId)).map(toWire)
}

export async function saveDocument(
  db: Database,
  input: {
    playerId: number
    kind: DocumentKind
    fileName: string
    contentType: DocumentType
    content: Buffer
    now: Date
  },
): Promise<PlayerDocument> {
  const row = await insertDocument(db, {
    playerId: input.playerId,
    kind: input.kind,
    fileName: input.fileName,
    contentType: input.contentType,
    size: input.content.length,
    content: input.content,
    createdAt: input.now,
  })
  return toWire(row)
}

/** Validates an uploaded form (422 per field) and stores it as pending. */
export async function uploadDocument(
  db: Database,
  playerId: number,
  form: { kind: unknown; fileName: string | undefined; content: Buffer },
  now: Date,
): Promise<PlayerDocument> {
  const { kind, content } = form
  const errors: Record<string, string[]> = {}
  if (!isDocumentKind(kind)) errors.kind = [kind === undefined ? V.REQUIRED : V.INVALID]
  const contentType = sniffDocumentType(content)
  if (content.length === 0) errors.file = [V.REQUIRED]
  else if (!contentType) errors.file = [FILE_TYPE_INVALID]
  if (Object.keys(errors).length > 0 || !isDocumentKind(kind) || !contentType)
    throw new FieldValidationError(errors)
  return saveDocument(db, {
    playerId,
    kind,
    fileName: cleanFileName(form.fileName),
    contentType,
    content,
    now,
  })
}
