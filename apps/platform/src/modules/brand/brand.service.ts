// The brand config keyed by host (ARCHITECTURE.md "Hosts"). PUBLIC_HOSTS (a JSON array, or a path
// to a JSON file holding one) wins over the operator_config `brand-hosts` row, which wins over the
// built-in defaults. A malformed PUBLIC_HOSTS stops the platform at start rather than misroute.
import fs from 'node:fs'
import { BrandHostsSchema } from '@croupier/contract/brand/brand-host'
import type { BrandHost } from '@croupier/rules/brand'
import type { Database } from '../../db/client.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import { DEFAULT_BRAND_HOSTS } from './default-brand-hosts.ts'

export const BRAND_HOSTS_CONFIG_KEY = 'brand-hosts'

/** Parses PUBLIC_HOSTS; throws with a readable message when it is not a valid host list. */
export function parsePublicHosts(value: string): BrandHost[] {
  const text = value.trim().startsWith('[') ? value : fs.readFileSync(value.trim(), 'utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('PUBLIC_HOSTS is neither a JSON array nor a path to a JSON file')
  }
  const parsed = BrandHostsSchema.safeParse(json)
  if (!parsed.success) throw new Error(`PUBLIC_HOSTS is not a valid host list: ${parsed.error.message}`)
  return parsed.data
}

export interface BrandHostSource {
  list(db: Database): Promise<BrandHost[]>
}

export function createBrandHostSource(publicHosts: string | undefined): BrandHostSource {
  const fromEnv = publicHosts ? parsePublicHosts(publicHosts) : undefined
  return {
    async list(db) {
      if (fromEnv) return fromEnv
      return (
        (await readOptionalConfig(db, BRAND_HOSTS_CONFIG_KEY, BrandHostsSchema)) ?? [...DEFAULT_BRAND_HOSTS]
      )
    },
  }
}
