// The game page's calls from the browser on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { BodyOf } from '@croupier/contract/endpoint'
import { call } from '../../../lib/platform-client'

export function launchGameSession(body: BodyOf<typeof api.launchGame>) {
  return call(api.launchGame, { body })
}
