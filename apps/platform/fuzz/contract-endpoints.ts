// Every endpoint the contract defines, found by reading packages/contract/src (one file per
// endpoint), so a new endpoint is fuzzed without anyone listing it.
import fs from 'node:fs'
import path from 'node:path'
import type { Endpoint } from '@croupier/contract/endpoint'

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../packages/contract/src')

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<Endpoint>
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.summary === 'string' &&
    candidate.response !== undefined
  )
}

export const endpointName = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`

export async function loadContractEndpoints(): Promise<Endpoint[]> {
  const files = fs
    .readdirSync(CONTRACT_SRC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
  const endpoints = new Map<string, Endpoint>()
  for (const file of files) {
    const module = (await import(path.join(CONTRACT_SRC, file))) as Record<string, unknown>
    for (const value of Object.values(module)) {
      if (isEndpoint(value)) endpoints.set(endpointName(value), value)
    }
  }
  return [...endpoints.values()]
}
