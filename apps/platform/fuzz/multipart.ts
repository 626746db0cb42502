// Broken multipart bodies for the document upload, whose contract has no body schema to generate from.
import type { FuzzCase } from './generate.ts'

const BOUNDARY = 'fuzz-boundary'
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'

function part(name: string, value: string, fileName?: string): string {
  const disposition = `form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}`
  const type = fileName === undefined ? '' : 'Content-Type: application/pdf\r\n'
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${value}\r\n`
}

const end = `--${BOUNDARY}--\r\n`

export function multipartCases(url: string): FuzzCase[] {
  const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
  const bodies: [string, string, Record<string, string>?][] = [
    ['valid upload', part('kind', 'identity') + part('file', PDF, 'id.pdf') + end],
    ['kind with NUL', part('kind', 'a\u0000b') + part('file', PDF, 'id.pdf') + end],
    ['file name with NUL', part('kind', 'identity') + part('file', PDF, 'a\u0000.pdf') + end],
    ['file name 10 KB', part('kind', 'identity') + part('file', PDF, 'a'.repeat(10_000)) + end],
    ['file before kind', part('file', PDF, 'id.pdf') + part('kind', 'identity') + end],
    ['two files', part('kind', 'identity') + part('file', PDF, 'a.pdf') + part('file', PDF, 'b.pdf') + end],
    ['no closing boundary', part('kind', 'identity') + part('file', PDF, 'id.pdf')],
    ['garbage after the boundary', `--${BOUNDARY}\r\nnot a header line\r\n\r\nx`],
    ['empty body', ''],
    [
      'another boundary',
      part('kind', 'identity') + end,
      { 'content-type': 'multipart/form-data; boundary=other' },
    ],
    ['__proto__ field', part('__proto__', 'x') + part('file', PDF, 'id.pdf') + end],
    ['six fields', Array.from({ length: 6 }, (_, i) => part(`f${i}`, 'x')).join('') + end],
  ]
  return bodies.map(([label, payload, headers]) => ({
    label: `multipart: ${label}`,
    method: 'POST',
    url,
    headers: headers ?? multipart,
    payload,
  }))
}
