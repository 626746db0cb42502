// Builds the platform: plugins, error mapping, OpenAPI, and every module's routes.

import { API_DOCS_PATH } from '@croupier/contract/routes'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { PlatformConfig } from './config.ts'
import type { Database } from './db/client.ts'
import { registerErrorHandling, sendFrameworkError, writeClientError } from './http/errors.ts'
import { registerLingeringClose } from './http/lingering-close.ts'
import { registerCsrfGuard } from './modules/auth/csrf.ts'
import { type BrandHostSource, createBrandHostSource } from './modules/brand/brand.service.ts'
import { registerEvents } from './modules/events/events.plugin.ts'
import { registerModules } from './modules/index.ts'
import { type GeoLocator, localGeoLocator } from './modules/info/geo-locator.ts'
import { registerStrictTransportSecurity } from './modules/session/strict-transport.ts'

export interface AppDeps {
  config: PlatformConfig
  db: Database
  /** Country of a public IP; defaults to the local locator (no GeoIP database: default country). */
  geoLocator?: GeoLocator
  /** The platform's clock; tests move it to expire sessions and tokens. */
  now?: () => Date
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    /** The brand config keyed by host (PUBLIC_HOSTS, else operator_config `brand-hosts`). */
    brandHosts: BrandHostSource
    geoLocator: GeoLocator
    /** Current time for sessions, tokens and locks (AppDeps.now, else the system clock). */
    clock: () => Date
  }
}

/** Largest JSON body any endpoint accepts unless a route sets its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 64 * 1024

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    return503OnClosing: true,
    // Fastify's own refusals (bad URL, 414, oversized headers) in the platform's error shape.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: writeClientError,
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('deps', deps)
  app.decorate('brandHosts', createBrandHostSource(deps.config.publicHosts))
  app.decorate('geoLocator', deps.geoLocator ?? localGeoLocator)
  app.decorate('clock', deps.now ?? (() => new Date()))
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(helmet, {
    // The web app sets the document CSP; the platform answers JSON and game frames.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent only on https answers (modules/session/strict-transport.ts), never on plain http.
    strictTransportSecurity: false,
  })
  await app.register(cookie)
  await app.register(rateLimit, { global: false })
  // Document uploads only; every other route stays JSON. Limits are per route (documents.routes.ts).
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1024 } })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Croupier platform', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH })

  registerErrorHandling(app)
  registerCsrfGuard(app)
  registerStrictTransportSecurity(app)
  registerLingeringClose(app)
  // Before the modules: they subscribe to domain events while they register.
  registerEvents(app)

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }))

  await registerModules(app)
  return app
}
