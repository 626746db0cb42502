// Every domain module of the platform, registered in one place.
import type { FastifyInstance } from 'fastify'

export async function registerModules(_app: FastifyInstance): Promise<void> {
  // Modules register here: info, config, cms, metrics, realtime, …
}
