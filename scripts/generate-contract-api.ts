// Regenerates packages/contract/src/api.generated.ts (npm run generate:contract); ADR 027.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  collectEndpoints,
  formatWithBiome,
  GENERATED_FILE,
  renderApi,
} from '../packages/contract/src/api-generator.ts'

const srcDir = join(import.meta.dirname, '..', 'packages', 'contract', 'src')
const entries = await collectEndpoints(srcDir)
writeFileSync(join(srcDir, GENERATED_FILE), formatWithBiome(renderApi(entries), srcDir))
console.log(`${GENERATED_FILE}: ${entries.length} endpoints`)
