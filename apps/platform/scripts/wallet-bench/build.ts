// Compiles the platform for the wallet bench the way scripts/build-servers.mjs does (our code bundled,
// npm packages external, each source file's import.meta.dirname kept), into the bench's own folder
// so it never overwrites the shared apps/platform/dist.
import fs from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

const entry = path.resolve(import.meta.dirname, '../../src/server.ts')

function sourceDirname(outDir: string): Plugin {
  return {
    name: 'source-dirname',
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8')
        if (!text.includes('import.meta.dirname')) return undefined
        const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/')
        const expression = `decodeURIComponent(new URL(${JSON.stringify(`${relative}/`)}, import.meta.url).pathname).replace(/\\/$/, '')`
        return { contents: text.replaceAll('import.meta.dirname', `(${expression})`), loader: 'ts' }
      })
    },
  }
}

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@croupier/') || args.kind === 'entry-point') return undefined
      return { path: args.path, external: true }
    })
  },
}

/** Builds once per bench run; returns the server's path. */
let built: string | undefined
export async function buildPlatform(outDir: string): Promise<string> {
  if (built) return built
  const outfile = path.join(outDir, 'platform', 'server.js')
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceDirname(path.dirname(outfile)), externalPackages],
  })
  built = outfile
  return outfile
}
