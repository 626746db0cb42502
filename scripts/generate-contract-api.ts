// Regenerates packages/contract/src/api.generated.ts and its descriptors/ (npm run generate:contract); ADR 027.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  collectEndpoints,
  DESCRIPTORS_DIR,
  generatedFilesOnDisk,
  renderApi,
} from '../packages/contract/src/api-generator.ts'

const srcDir = join(import.meta.dirname, '..', 'packages', 'contract', 'src')
const entries = await collectEndpoints(srcDir)
const files = renderApi(entries)
for (const stale of generatedFilesOnDisk(srcDir).keys()) if (!files.has(stale)) rmSync(join(srcDir, stale))
for (const [file, text] of files) {
  mkdirSync(dirname(join(srcDir, file)), { recursive: true })
  writeFileSync(join(srcDir, file), text)
}
console.log(`${entries.length} endpoints: api.generated.ts and ${DESCRIPTORS_DIR}/`)
