// Rounds and figures of the realtime bench: percentiles of the timed spins, memory and CPU per socket, ports.
import net from 'node:net'
import { freePort } from '../../../../scripts/lib/processes.mjs'
import { type BenchClient, launchReal, pool, type RoundTiming, timedSpin } from './clients.ts'
import type { BenchPlatform, Probe } from './platform.ts'

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
    : Number.NaN
export const round1 = (n: number) => Math.round(n * 10) / 10
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`

export function stats(timings: RoundTiming[]) {
  const events = timings.map((t) => t.eventMs).sort((a, b) => a - b)
  const answers = timings.map((t) => t.answerMs).sort((a, b) => a - b)
  // What realtime adds on top of the round: the event's arrival minus the HTTP answer's.
  const lags = timings.map((t) => t.eventMs - t.answerMs).sort((a, b) => a - b)
  return {
    rounds: timings.length,
    eventP50Ms: round1(percentile(events, 50)),
    eventP95Ms: round1(percentile(events, 95)),
    eventP99Ms: round1(percentile(events, 99)),
    answerP50Ms: round1(percentile(answers, 50)),
    answerP99Ms: round1(percentile(answers, 99)),
    eventBeforeAnswer: timings.filter((t) => t.eventFirst).length,
    lagAfterAnswerP50Ms: round1(percentile(lags, 50)),
    lagAfterAnswerP99Ms: round1(percentile(lags, 99)),
  }
}

/** Launches a real session per sampled client, then times one spin each, `concurrency` at a time. */
export async function rounds(
  sample: BenchClient[],
  urlFor: (client: BenchClient, index: number) => string,
  concurrency: number,
) {
  const sessions = await pool(sample, concurrency, async (client, index) => ({
    client,
    url: urlFor(client, index),
    id: await launchReal(urlFor(client, index), client),
  }))
  if (sessions.errors.length) console.warn(`launch errors: ${sessions.errors.slice(0, 3).join('; ')}`)
  const started = performance.now()
  const timed = await pool(sessions.results, concurrency, ({ client, url, id }) => timedSpin(url, client, id))
  if (timed.errors.length) console.warn(`round errors: ${timed.errors.slice(0, 3).join('; ')}`)
  const seconds = (performance.now() - started) / 1000
  return {
    timings: timed.results,
    errors: timed.errors.length,
    roundsPerSecond: round1(timed.results.length / seconds),
  }
}

export function describeProbe(label: string, before: Probe, after: Probe, signedIn: number) {
  const bytesPerSocket = Math.round((after.rss - before.rss) / Math.max(1, signedIn))
  const heapPerSocket = Math.round((after.heapUsed - before.heapUsed) / Math.max(1, signedIn))
  console.log(
    `${label}: RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}: ` +
      `${bytesPerSocket} B RSS and ${heapPerSocket} B heap per socket`,
  )
  return { before, after, bytesPerSocket, heapPerSocket }
}

/** CPU ms per item of the platform and of this (client) process over a phase. */
export function phase(platform: BenchPlatform) {
  const start = { platform: platform.cpuMs(), bench: process.cpuUsage() }
  return (items: number) => {
    const bench = process.cpuUsage(start.bench)
    return {
      platformMsPerItem: Math.round(((platform.cpuMs() - start.platform) / items) * 100) / 100,
      benchMsPerItem: Math.round(((bench.user + bench.system) / 1000 / items) * 100) / 100,
    }
  }
}

/** The preferred port when it is free (the bench's own range), else any free one. */
export async function port(preferred: number): Promise<number> {
  const free = await freePort()
  try {
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer().once('error', reject)
      server.listen(preferred, '127.0.0.1', () => server.close(() => resolve()))
    })
    return preferred
  } catch {
    return free
  }
}
