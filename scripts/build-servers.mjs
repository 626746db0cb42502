// Compiles the two Node servers to JavaScript for `npm start` and production (tsx is for
// development only): apps/platform/src/server.ts → apps/platform/dist/server.js and
// apps/web/server.ts → apps/web/dist/server.js. Our workspace packages are bundled in; every npm
// package stays an import resolved from node_modules. A source file's `import.meta.dirname` (where
// it reads migrations, seed content, brand assets, the game frame's client) keeps pointing at that
// source folder, written relative to the bundle so a release directory can move.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

export const SERVERS = [
  { entry: 'apps/platform/src/server.ts', outfile: 'apps/platform/dist/server.js' },
  { entry: 'apps/web/server.ts', outfile: 'apps/web/dist/server.js' },
]

/** Keeps each source file's own folder as its `import.meta.dirname` inside the bundle. */
function sourceDirname(outDir) {
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

/** Bundles our own code (relative imports, @croupier/*); leaves every npm package external. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@croupier/') || args.kind === 'entry-point') return undefined
      return { path: args.path, external: true }
    })
  },
}

/** Compiles one server entry (a path from the repository root) into `outfile`. */
export async function buildServer(entry, outfile) {
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceDirname(path.dirname(outfile)), externalPackages],
  })
}

export async function buildServers() {
  for (const server of SERVERS) await buildServer(server.entry, path.join(root, server.outfile))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServers()
  console.log(`Built ${SERVERS.map((server) => server.outfile).join(' and ')}`)
}
