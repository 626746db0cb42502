// Measures the JavaScript a page loads before it is interactive: the client entry and the
// modules of every route matched by the page, as React Router's build manifest lists them.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { root } from './processes.mjs'

// WEB_BUILD_DIR measures a private build (parallel runs), as the web server reads it.
const buildDir = process.env.WEB_BUILD_DIR
  ? path.resolve(process.env.WEB_BUILD_DIR)
  : path.join(root, 'apps/web/build')
const clientDir = path.join(buildDir, 'client')

async function loadBuild() {
  const file = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(file)) throw new Error(`${buildDir} is missing: run npm run build -w apps/web first`)
  return import(pathToFileURL(file).href)
}

/** Route chain (root first) of the un-prefixed route that matches `pathname`, by static match. */
function routeChain(routes, pathname) {
  const list = Object.values(routes)
  const segments = pathname.split('/').filter(Boolean)
  const childrenOf = (id) => list.filter((route) => route.parentId === id)
  const walk = (route, remaining) => {
    const own = (route.path ?? '').split('/').filter(Boolean)
    if (own.some((segment, i) => segment !== remaining[i] && !segment.startsWith(':') && segment !== '*'))
      return null
    if (own.includes('*')) return [route]
    const rest = remaining.slice(own.length)
    if (route.index) return rest.length === 0 ? [route] : null
    for (const child of childrenOf(route.id)) {
      const chain = walk(child, rest)
      if (chain) return [route, ...chain]
    }
    return rest.length === 0 && own.length > 0 ? [route] : null
  }
  const rootRoute = list.find((route) => route.id === 'root')
  return walk(rootRoute, segments) ?? [rootRoute]
}

export async function initialJs(pathname = '/') {
  const build = await loadBuild()
  const chain = routeChain(build.routes, pathname)
  const files = new Set([build.assets.entry.module, ...build.assets.entry.imports])
  for (const route of chain) {
    const assets = build.assets.routes[route.id]
    if (!assets) continue
    if (assets.module) files.add(assets.module)
    for (const file of assets.imports ?? []) files.add(file)
  }
  let raw = 0
  let gzip = 0
  const details = []
  for (const url of files) {
    const content = fs.readFileSync(path.join(clientDir, url))
    const size = zlib.gzipSync(content, { level: 9 }).length
    raw += content.length
    gzip += size
    details.push({ url, gzip: size })
  }
  details.sort((a, b) => b.gzip - a.gzip)
  return { routes: chain.map((route) => route.id), raw, gzip, details }
}
