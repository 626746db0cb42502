// The production servers for the bench: compiled platform and web server on free ports, a fresh
// data dir, the web build of WEB_BUILD_DIR (default apps/web/build), stopped together.
import path from 'node:path'
import { freePort, root, start, waitForHttp } from './processes.mjs'

export const webBuildDir = () => path.resolve(process.env.WEB_BUILD_DIR ?? path.join(root, 'apps/web/build'))

export async function startBenchServers(extraEnv = {}) {
  const webPort = await freePort()
  const platformPort = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(webPort),
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: path.join(root, '.tmp', `bench-data-${process.pid}-${Date.now()}`),
    WEB_BUILD_DIR: webBuildDir(),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  const platform = start('node', ['dist/server.js'], {
    cwd: path.join(root, 'apps/platform'),
    env,
    stdio: 'ignore',
  })
  const web = start('node', ['dist/server.js'], { cwd: path.join(root, 'apps/web'), env, stdio: 'ignore' })
  const stop = () => {
    platform.kill('SIGTERM')
    web.kill('SIGTERM')
  }
  try {
    await waitForHttp(`http://127.0.0.1:${platformPort}/health`, 120_000)
    await waitForHttp(`http://127.0.0.1:${webPort}/health`, 60_000)
  } catch (error) {
    stop()
    throw error
  }
  return { webPort, platformPort, baseUrl: `http://localhost:${webPort}`, stop }
}

/** Chromium flags of the journeys (apps/web/playwright.config.ts). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
export const chromiumPath = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
