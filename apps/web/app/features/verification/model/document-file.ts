// Client-side checks of a verification document before it is sent (contract
// player/upload-document: JPEG, PNG or PDF, at most 5 MB); the platform checks the bytes again.
import type { PlayerDocument } from '@croupier/contract/player/get-documents'

export type DocumentKind = PlayerDocument['kind']
export type DocumentStatus = PlayerDocument['status']

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['identity', 'address', 'payment']

/** Largest document accepted (contract player/upload-document DOCUMENT_MAX_BYTES, 5 MB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024

export const DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
}

/** The file input's `accept`: types and extensions, so every picker offers the right files. */
export const DOCUMENT_ACCEPT = Object.entries(DOCUMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',')

export type FileProblem = 'missing' | 'type' | 'size' | 'empty'

/** Why a file cannot be sent, or null. A browser that gives no type is judged by the extension. */
export function checkDocumentFile(
  file: { name: string; type: string; size: number } | null,
): FileProblem | null {
  if (!file) return 'missing'
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? ''
  const typeKnown = file.type !== '' && file.type in DOCUMENT_TYPES
  const extensionKnown = Object.values(DOCUMENT_TYPES).some((list) => list.includes(extension))
  if (file.type !== '' ? !typeKnown : !extensionKnown) return 'type'
  if (file.size === 0) return 'empty'
  if (file.size > DOCUMENT_MAX_BYTES) return 'size'
  return null
}

/** Byte counts for people: 812 KB, 4.2 MB. */
export function formatFileSize(bytes: number, lang: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(lang, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value)
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte')
  return format(bytes / (1024 * 1024), 'megabyte')
}

/** The badge tone of a review status. */
export function statusTone(status: DocumentStatus): 'warning' | 'success' | 'danger' {
  return status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning'
}
