// A player's HTTP client over real sockets: the session cookie, the CSRF headers, endpoints called
// by their contract definition. Every request is counted; the ones in flight are tracked so a kill
// can be proven to have hit some; a network failure is replayed with the same body (and so the same
// idempotency key) once the platform answers again.
import { buildPath, type Endpoint } from '@croupier/contract/endpoint'
import type { PlatformProcess } from './platform-process.ts'

const REQUEST_TIMEOUT_MS = 20_000
const MAX_ATTEMPTS = 8

export interface Answer {
  status: number
  body: unknown
  /** Attempts it took: more than one when a kill cut the first ones off. */
  attempts: number
}

export interface CallOptions {
  params?: Record<string, string | number>
  body?: unknown
}

/** What the traffic did, for the kills' proof and the summary. */
export class Traffic {
  sent = 0
  networkFailures = 0
  replayed = 0
  /** Requests that needed a replay and then got an HTTP answer. */
  recovered = 0
  private nextId = 0
  readonly inFlight = new Map<number, string>()
  readonly failedIds = new Set<number>()
  /** `label status` → count. */
  readonly answers = new Map<string, number>()
  /** Answers the workload did not expect (a 5xx, an unknown refusal…), with the request. */
  readonly unexpected: string[] = []

  begin(label: string): number {
    this.nextId += 1
    this.sent += 1
    this.inFlight.set(this.nextId, label)
    return this.nextId
  }

  end(id: number, failed: boolean): void {
    this.inFlight.delete(id)
    if (failed) {
      this.failedIds.add(id)
      this.networkFailures += 1
    }
  }

  count(label: string, status: number): void {
    const key = `${label} ${status}`
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1)
  }
}

export class Client {
  private cookie = ''

  constructor(
    private readonly platform: PlatformProcess,
    private readonly traffic: Traffic,
  ) {}

  get signedIn(): boolean {
    return this.cookie !== ''
  }

  /** One attempt; null on a network failure (connection refused, reset or timed out). */
  private async attempt(label: string, endpoint: Endpoint, options: CallOptions): Promise<Answer | null> {
    const id = this.traffic.begin(label)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (this.cookie) headers.cookie = this.cookie
    if (endpoint.method !== 'GET') {
      headers['x-requested-with'] = 'XMLHttpRequest'
      headers.origin = this.platform.url
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    let text: string
    try {
      response = await fetch(`${this.platform.url}${buildPath(endpoint.path, options.params)}`, {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      text = await response.text()
    } catch {
      this.traffic.end(id, true)
      return null
    }
    this.traffic.end(id, false)
    const session = response.headers.getSetCookie().find((c) => c.startsWith('croupier_session='))
    if (session) this.cookie = session.split(';')[0] ?? ''
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON: kept as text for the report.
    }
    this.traffic.count(label, response.status)
    return { status: response.status, body, attempts: 1 }
  }

  /** Sends until an HTTP answer arrives, replaying the identical request after each network failure. */
  async call(label: string, endpoint: Endpoint, options: CallOptions = {}): Promise<Answer> {
    for (let attempts = 1; attempts <= MAX_ATTEMPTS; attempts++) {
      if (attempts > 1) {
        await this.platform.whenUp()
        this.traffic.replayed += 1
      }
      const answer = await this.attempt(label, endpoint, options)
      if (answer) {
        if (attempts > 1) this.traffic.recovered += 1
        if (answer.status >= 500)
          this.traffic.unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`)
        return { ...answer, attempts }
      }
    }
    throw new Error(`${label}: no answer after ${MAX_ATTEMPTS} attempts`)
  }
}
