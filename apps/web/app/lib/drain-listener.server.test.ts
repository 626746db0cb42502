import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { shareDrainListener } from './drain-listener.server'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** Streams 4 MB of incompressible bytes through compression the way the SSR handler does. */
async function streamThroughCompression(share: boolean): Promise<{ warnings: string[]; bytes: number }> {
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(warning.name)
  process.on('warning', onWarning)
  const compress = compression({ threshold: 0 })
  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      if (share) shareDrainListener(res)
      res.setHeader('content-type', 'text/html')
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64) return controller.close()
          sent += 1
          controller.enqueue(randomBytes(64 * 1024))
        },
      })
      void writeReadableStreamToWritable(body, res)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let total = 0
        res.on('data', (chunk: Buffer) => {
          total += chunk.length
        })
        res.on('end', () => resolve(total))
      })
      .on('error', reject)
  })
  await new Promise((resolve) => setImmediate(resolve))
  process.off('warning', onWarning)
  return { warnings, bytes }
}

describe('shareDrainListener', () => {
  it('streams a long compressed page without piling drain listeners on the zlib stream', async () => {
    const { warnings, bytes } = await streamThroughCompression(true)
    expect(bytes).toBeGreaterThan(4 * 1024 * 1024)
    expect(warnings).not.toContain('MaxListenersExceededWarning')
  })

  it('is needed: without it the same page leaves one drain listener per backpressured write', async () => {
    const { warnings } = await streamThroughCompression(false)
    expect(warnings).toContain('MaxListenersExceededWarning')
  })
})
