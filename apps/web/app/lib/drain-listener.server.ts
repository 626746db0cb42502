// The `compression` middleware forwards `res.on('drain')` to its zlib stream but leaves
// `res.off` on the response (expressjs/compression#135), so every `res.once('drain')` that React
// Router's SSR writer adds under backpressure, and later removes, stays on the stream: a long
// streamed page collects dozens and Node warns MaxListenersExceededWarning. This keeps one real
// drain listener per response and hands each drain to the waiters queued since the last one.
import type { ServerResponse } from 'node:http'

type Listener = (...args: unknown[]) => void

/** Route `once('drain')` / `off('drain')` on `res` through one persistent listener. */
export function shareDrainListener(res: ServerResponse): void {
  const waiting = new Set<Listener>()
  let listening = false
  const once = res.once.bind(res)
  const off = res.off.bind(res)
  const removeListener = res.removeListener.bind(res)

  res.once = ((event: string | symbol, listener: Listener) => {
    if (event !== 'drain') return once(event, listener)
    waiting.add(listener)
    if (!listening) {
      listening = true
      res.on('drain', (...args: unknown[]) => {
        const due = [...waiting]
        waiting.clear()
        for (const fn of due) fn(...args)
      })
    }
    return res
  }) as ServerResponse['once']

  const forget =
    (original: typeof off) =>
    (event: string | symbol, listener: Listener): ServerResponse => {
      if (event === 'drain' && waiting.delete(listener)) return res
      return original(event, listener)
    }
  res.off = forget(off) as ServerResponse['off']
  res.removeListener = forget(removeListener) as ServerResponse['removeListener']
}
