// `npm run dev`: platform with tsx watch and the web app through Vite with hot reload.
import path from 'node:path'
import { root, start, waitForHttp } from './lib/processes.mjs'

const port = process.env.PORT ?? '3000'
const platformPort = process.env.PLATFORM_PORT ?? '3001'
const env = { ...process.env, NODE_ENV: 'development', PORT: port, PLATFORM_PORT: platformPort }
const tsx = path.join(root, 'node_modules/.bin/tsx')

start(tsx, ['watch', 'src/server.ts'], { cwd: path.join(root, 'apps/platform'), env })
await waitForHttp(`http://127.0.0.1:${platformPort}/health`, 120_000)
start(tsx, ['server.ts', '--dev'], { cwd: path.join(root, 'apps/web'), env })
console.log(`\n  Croupier (dev, hot reload): http://localhost:${port}\n`)
