import { describe, expect, it } from 'vitest'
import { checkDocumentFile, DOCUMENT_MAX_BYTES, formatFileSize, statusTone } from './document-file'

describe('checkDocumentFile (JPEG, PNG or PDF up to 5 MB)', () => {
  it.each([
    ['a JPEG photo', { name: 'passport.jpg', type: 'image/jpeg', size: 800_000 }, null],
    ['a PNG scan', { name: 'bill.PNG', type: 'image/png', size: 1_000 }, null],
    ['a PDF statement', { name: 'statement.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES }, null],
    ['no type from the browser, known extension', { name: 'id.jpeg', type: '', size: 10 }, null],
    ['a Word file', { name: 'id.docx', type: 'application/msword', size: 10 }, 'type'],
    ['a HEIC photo', { name: 'id.heic', type: 'image/heic', size: 10 }, 'type'],
    ['no type, unknown extension', { name: 'id', type: '', size: 10 }, 'type'],
    ['one byte over 5 MB', { name: 'big.png', type: 'image/png', size: DOCUMENT_MAX_BYTES + 1 }, 'size'],
    ['an empty file', { name: 'empty.pdf', type: 'application/pdf', size: 0 }, 'empty'],
  ] as const)('%s', (_, file, problem) => {
    expect(checkDocumentFile(file)).toBe(problem)
  })

  it('asks for a file when none is chosen', () => {
    expect(checkDocumentFile(null)).toBe('missing')
  })
})

describe('display', () => {
  it('shows sizes in KB and MB', () => {
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB')
    expect(formatFileSize(812 * 1024, 'en')).toBe('812 kB')
  })
  it('gives each review status its tone', () => {
    expect([statusTone('pending'), statusTone('approved'), statusTone('rejected')]).toEqual([
      'warning',
      'success',
      'danger',
    ])
  })
})
