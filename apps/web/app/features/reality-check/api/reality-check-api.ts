// The reality check's figures (GET /api/player/reality_check; types only from the contract).
import type { getRealityCheck, RealityCheck } from '@croupier/contract/limits/get-reality-check'
import { request } from '../../../lib/http'

const PATH: (typeof getRealityCheck)['path'] = '/api/player/reality_check'

export function getRealityCheckFigures(): Promise<RealityCheck> {
  return request<RealityCheck>('GET', PATH)
}
