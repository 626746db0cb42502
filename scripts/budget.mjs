// Budget test: the lobby's entry and route modules (build manifest) must not grow past 137.5 KB gzip
// (issue 11: 148.2 before; target 125; 137 until the lobby's hero slider added 0.15 KB, ADR 041).
// Everything else the lobby loads before it is interactive is budgeted in the browser by
// apps/web/tests/e2e/lobby-js-budget.spec.ts.
import { initialJs } from './lib/bundle.mjs'

const LIMIT_KB = 137.5
const TARGET_KB = 125
const lobby = await initialJs('/')
const kb = lobby.gzip / 1024
console.log(
  `Lobby initial JS: ${kb.toFixed(1)} KB gzip (${(lobby.raw / 1024).toFixed(1)} KB raw) over routes ${lobby.routes.join(' > ')}`,
)
for (const file of lobby.details.slice(0, 8))
  console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.url}`)
if (kb > TARGET_KB) console.warn(`Above our ${TARGET_KB} KB target.`)
if (kb > LIMIT_KB) {
  console.error(`Budget exceeded: ${kb.toFixed(1)} KB > ${LIMIT_KB} KB gzip`)
  process.exit(1)
}
console.log(`budget: 1 passed, 0 failed`)
