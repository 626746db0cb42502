// Budget test: the lobby's initial JavaScript must not grow past 148.5 KB gzip (issue #10: no larger than
// before the architecture change; our target is 110 KB).
import { initialJs } from './lib/bundle.mjs'

const LIMIT_KB = 148.5
const TARGET_KB = 110
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
