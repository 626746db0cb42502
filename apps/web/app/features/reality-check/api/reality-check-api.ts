// The reality check's figures (GET /api/player/reality_check) on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'

export function getRealityCheckFigures() {
  return call(api.getRealityCheck)
}
