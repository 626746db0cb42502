// React Router's <Scripts> emits a modulepreload per script with the browser's default (high)
// priority, so the framework chunk competes with the stylesheet and the LCP image for the first
// paint. Marking them low lets the page paint first and hydrate right after (ADR 032).
import { Transform } from 'node:stream'

const PRELOAD = '<link rel="modulepreload"'
const LOW = '<link rel="modulepreload" fetchpriority="low"'

/** Rewrites every modulepreload link in a streamed document, even one split across chunks. */
export function lowPriorityPreloads(): Transform {
  // latin1 keeps every byte as one character, so multi-byte UTF-8 passes through unchanged.
  let tail = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = tail + chunk.toString('latin1')
      const replaced = text.replaceAll(PRELOAD, LOW)
      // Keep back what could be the start of a link that the next chunk completes.
      const keep = partialPrefixLength(replaced)
      tail = replaced.slice(replaced.length - keep)
      callback(null, Buffer.from(replaced.slice(0, replaced.length - keep), 'latin1'))
    },
    flush(callback) {
      callback(null, tail ? Buffer.from(tail, 'latin1') : null)
    },
  })
}

/** Length of the longest suffix of `text` that is a proper prefix of the modulepreload link. */
function partialPrefixLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length
  }
  return 0
}
