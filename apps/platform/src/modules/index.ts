// Every domain module of the platform, registered in one place.
import type { FastifyInstance } from 'fastify'
import { registerBrandRoutes } from './brand/brand.routes.ts'
import { registerCmsRoutes } from './cms/cms.routes.ts'
import { registerConfigRoutes } from './config/config.routes.ts'
import { registerI18nRoutes } from './i18n/i18n.routes.ts'
import { registerInfoRoutes } from './info/info.routes.ts'
import { registerMetricsRoutes } from './metrics/metrics.routes.ts'
import { registerRealtime } from './realtime/realtime.routes.ts'
import { registerSupportRoutes } from './support/support.routes.ts'

export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: other modules publish through app.realtime and plug their session resolver into it.
  registerRealtime(app)
  registerInfoRoutes(app)
  registerConfigRoutes(app)
  registerBrandRoutes(app)
  registerI18nRoutes(app)
  registerCmsRoutes(app)
  registerMetricsRoutes(app)
  registerSupportRoutes(app)
}
