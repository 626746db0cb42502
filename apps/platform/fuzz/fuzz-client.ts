// Sends fuzz cases through app.inject and judges the answers: never a 5xx, and every 4xx in the
// platform's error shape (422 `{ errors: { field: [key] } }`, else `{ error, message }`).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { csrfHeaders } from '../test/helpers/test-app.ts'
import type { FuzzCase } from './generate.ts'

/** Written into a baseline where each request needs a fresh value (idempotency keys). */
export const UNIQUE = '@@unique@@'

let requests = 0

/** A new client address per request, so per-IP rate limits never hide what the input does. */
function nextAddress(): string {
  requests += 1
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`
}

export function send(app: FastifyInstance, fuzzCase: FuzzCase, cookie?: string) {
  const headers: Record<string, string> = {
    ...(fuzzCase.withoutCsrf ? {} : csrfHeaders),
    ...(cookie ? { cookie } : {}),
    ...fuzzCase.headers,
  }
  const payload = fuzzCase.payload?.replaceAll(UNIQUE, `fuzz-${Date.now().toString(36)}-${requests}`)
  return app.inject({
    method: fuzzCase.method,
    url: fuzzCase.url,
    headers,
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isPlatformErrorBody(status: number, text: string): boolean {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return false
  }
  if (!isRecord(body)) return false
  if (status === 422 && isRecord(body.errors))
    return Object.values(body.errors).every(
      (keys) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'),
    )
  return typeof body.error === 'string' && typeof body.message === 'string'
}

/** What is wrong with the answer, or undefined when it is a fine answer to bad input. */
export function judge(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode}`
  if (response.statusCode >= 400 && !isPlatformErrorBody(response.statusCode, response.body))
    return `${response.statusCode} not in the platform's error shape`
  return undefined
}

const excerpt = (text: string | undefined, length = 160) =>
  text === undefined ? '' : JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text)

/** One line naming the request and the answer, for the failure list. */
export function describeFailure(
  identity: string,
  fuzzCase: FuzzCase,
  response: LightMyRequestResponse,
  verdict: string,
): string {
  const url = fuzzCase.url.length > 160 ? `${fuzzCase.url.slice(0, 160)}…` : fuzzCase.url
  return [
    `${verdict} as ${identity}: ${fuzzCase.method} ${url} [${fuzzCase.label}]`,
    fuzzCase.payload === undefined ? '' : ` body ${excerpt(fuzzCase.payload)}`,
    ` → ${excerpt(response.body)}`,
  ].join('')
}

/** Runs the cases a few at a time; returns the failures, one line each. */
export async function runCases(
  app: FastifyInstance,
  cases: readonly FuzzCase[],
  identity: { name: string; cookie?: string },
  concurrency = 6,
): Promise<string[]> {
  const failures: string[] = []
  for (let start = 0; start < cases.length; start += concurrency) {
    const batch = cases.slice(start, start + concurrency)
    const responses = await Promise.all(batch.map((fuzzCase) => send(app, fuzzCase, identity.cookie)))
    responses.forEach((response, index) => {
      const verdict = judge(response)
      if (verdict) failures.push(describeFailure(identity.name, batch[index]!, response, verdict))
    })
  }
  return failures
}
