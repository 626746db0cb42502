import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { lowPriorityPreloads } from './low-priority-preloads.server'

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = []
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'utf8'))).pipe(lowPriorityPreloads())
  for await (const chunk of stream) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

describe('lowPriorityPreloads', () => {
  const page = '<head><link rel="modulepreload" href="/a.js"/><title>Spiele – Übersicht</title></head>'

  it('marks every modulepreload link low priority and leaves the rest byte for byte', async () => {
    const html = await through([page + page])
    expect(html).toBe(
      page.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"').repeat(2),
    )
  })

  it('rewrites a link split across chunks at any byte, multi-byte characters included', async () => {
    const expected = page.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"')
    const bytes = Buffer.from(page, 'utf8')
    for (let cut = 1; cut < bytes.length; cut++) {
      const out: Buffer[] = []
      const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowPriorityPreloads())
      for await (const chunk of stream) out.push(chunk as Buffer)
      expect(Buffer.concat(out).toString('utf8')).toBe(expected)
    }
  })
})
