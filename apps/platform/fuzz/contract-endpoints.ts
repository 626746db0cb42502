// Every endpoint the contract defines, found by reading packages/contract/src (one file per
// endpoint), so a new endpoint is fuzzed without anyone listing it.
import path from 'node:path'
import { collectEndpoints } from '@croupier/contract/api-generator'
import type { Endpoint } from '@croupier/contract/endpoint'

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../packages/contract/src')

export const endpointName = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`

export async function loadContractEndpoints(): Promise<Endpoint[]> {
  const endpoints = new Map<string, Endpoint>()
  for (const { endpoint } of await collectEndpoints(CONTRACT_SRC))
    endpoints.set(endpointName(endpoint), endpoint)
  return [...endpoints.values()]
}
