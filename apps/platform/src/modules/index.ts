// Every domain module of the platform, registered in one place.
import type { FastifyInstance } from 'fastify'
import { registerRealtime } from './realtime/realtime.routes.ts'

export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: other modules publish through app.realtime and plug their session resolver into it.
  await registerRealtime(app)
  // Modules register here: info, config, cms, metrics, realtime, …
}
