// Platform paths no contract endpoint names (OpenAPI, brand assets, unknown routes), built from the
// contract's public path list so a test never spells one out.
import type { Endpoint, EndpointDescriptor } from '@croupier/contract/endpoint'
import type { PLATFORM_PUBLIC_PATHS } from '@croupier/contract/routes'

/** A public path the contract lists; the compiler refuses any other. */
export const publicPath = <P extends (typeof PLATFORM_PUBLIC_PATHS)[number]>(path: P): P => path

export const API_PREFIX = publicPath('/api')
export const OPENAPI_JSON = `${API_PREFIX}/docs/json`

/** A path under the API prefix that no route answers. */
export const unknownApiPath = (name: string) => `${API_PREFIX}/${name}`

/** The endpoint's path as OpenAPI writes it: `{name}` for `:name`. */
export const openApiPath = (endpoint: Endpoint | EndpointDescriptor) =>
  endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')

export const GAME_FRAME_PREFIX = publicPath('/game-frame')
export const HEALTH_PATH = publicPath('/health')
