// The contract is the call (issue #10, ADR 027): outside packages/contract and the client, no string
// literal starts with a platform path and no raw fetch reaches the platform. Covers apps/web (app,
// server, tests), the platform's test, fuzz and crash tiers, and the platform's own source (whose
// routes, cookie scopes and the game frame's calls take their paths from the contract).
import fs from 'node:fs'
import path from 'node:path'
import { PLATFORM_PUBLIC_PATHS } from '../../packages/contract/src/routes.ts'
import { sourceFiles } from './source-files.ts'

const SCOPE = [/^apps\/web\//, /^apps\/platform\/(src|test|fuzz|crash)\//]
/** The platform's own source may fetch (captcha, the game frame's client): only its literals count. */
const LITERALS_ONLY = /^apps\/platform\/src\//

/** Files allowed to hold platform paths or call fetch, each with its reason. */
export const EXCEPTIONS: Record<string, string> = {
  'apps/web/app/lib/platform-client.ts': 'the client itself: the one fetch of the browser',
  'apps/web/app/lib/platform-client.server.ts': 'the client itself: the one fetch of the loaders',
  'apps/web/app/lib/platform-client.test.ts': 'asserts the URLs the client builds from descriptors',
  'apps/web/app/lib/test-platform.server.ts':
    "waits for a spawned platform's /health, which no endpoint describes",
  'apps/platform/crash/http-client.ts':
    "the crash tier's transport to a platform process, called by descriptor",
  'apps/platform/crash/platform-process.ts':
    "waits for a spawned platform's /health, which no endpoint describes",
  'apps/platform/test/helpers/platform-paths.ts':
    'names public prefixes, checked by the compiler against the contract',
}
// Not an exception, for the record: lib/log.ts sends PUT /log with keepalive through a bare fetch
// (it is the client's own failure sink), reading method and path from the descriptor api.putLog.

// Addresses the browser or a probe loads (websocket, game assets, game iframe, health), not calls.
const NOT_CALLS = new Set(['/socket.io', '/games-assets', '/game-frame', '/health'])
const PREFIXES = PLATFORM_PUBLIC_PATHS.filter((prefix) => !NOT_CALLS.has(prefix))
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
// A quote, then a platform prefix ending at a segment boundary: '/api/…', `/messages/${…}`, "/log".
const PATH_LITERAL = new RegExp(`['"\`](${PREFIXES.map(escapeRegExp).join('|')})(?=[/?'"\`.$]|$)`)
// A call of fetch itself, not `prefetch(` or `queryClient.fetchQuery(`.
const RAW_FETCH = /(?<![\w.])(?:globalThis\.|window\.)?fetch\(/

function isComment(line: string): boolean {
  const trimmed = line.trim()
  return trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')
}

export function violationsIn(file: string, text: string): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, index) => {
    if (isComment(line)) return
    const literal = PATH_LITERAL.exec(line)
    if (literal)
      found.push(`${file}:${index + 1}: platform path literal ${literal[0].slice(1)}…, call its endpoint`)
    if (RAW_FETCH.test(line)) found.push(`${file}:${index + 1}: raw fetch, call the platform through call()`)
  })
  return found
}

export default function platformPaths(root: string): string[] {
  const violations: string[] = []
  for (const file of sourceFiles(root, /\.(ts|tsx|mjs|js)$/)) {
    if (!SCOPE.some((pattern) => pattern.test(file)) || file in EXCEPTIONS) continue
    const full = path.join(root, file)
    if (!fs.existsSync(full)) continue
    const found = violationsIn(file, fs.readFileSync(full, 'utf8'))
    violations.push(
      ...(LITERALS_ONLY.test(file) ? found.filter((line) => !line.includes('raw fetch')) : found),
    )
  }
  return violations
}
