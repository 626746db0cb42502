// The game frame's script and stylesheet, bundled from TypeScript and CSS with esbuild once per
// process (on first use) and kept in memory. Each asset is served under a content-hash URL, so the
// browser may cache it for a year and a new build is a new URL.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { build } from 'esbuild'

export const FRAME_ASSET_PREFIX = '/game-frame/assets'

export interface FrameAsset {
  /** `frame-<hash>.js` or `frame-<hash>.css`. */
  file: string
  url: string
  contentType: string
  body: string
  etag: string
}

export interface FrameAssets {
  script: FrameAsset
  style: FrameAsset
}

const CLIENT_DIR = path.join(import.meta.dirname, 'client')

function asset(ext: 'js' | 'css', body: string): FrameAsset {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16)
  const file = `frame-${hash}.${ext}`
  return {
    file,
    url: `${FRAME_ASSET_PREFIX}/${file}`,
    contentType: ext === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
    body,
    etag: `"${hash}"`,
  }
}

async function bundle(entry: string, minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [path.join(CLIENT_DIR, entry)],
    bundle: true,
    write: false,
    minify,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`)
  return output.text
}

export async function buildFrameAssets(options: { minify: boolean }): Promise<FrameAssets> {
  const [script, style] = await Promise.all([
    bundle('frame.ts', options.minify),
    bundle('frame.css', options.minify),
  ])
  return { script: asset('js', script), style: asset('css', style) }
}

/** One build per process; a failed build is forgotten so the next request tries again. */
export function frameAssetCache(options: { minify: boolean }): () => Promise<FrameAssets> {
  let pending: Promise<FrameAssets> | null = null
  return () => {
    pending ??= buildFrameAssets(options).catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}
