// Compiles the platform for the wallet bench the way `npm start` does (scripts/build-servers.mjs),
// into the bench's own folder so it never overwrites the shared apps/platform/dist.
import path from 'node:path'
// @ts-expect-error: a plain ESM script without type declarations
import { buildServer } from '../../../../scripts/build-servers.mjs'

/** Builds once per bench run; returns the server's path. */
let built: string | undefined
export async function buildPlatform(outDir: string): Promise<string> {
  if (built) return built
  const outfile = path.join(outDir, 'platform', 'server.js')
  await buildServer('apps/platform/src/server.ts', outfile)
  built = outfile
  return outfile
}
