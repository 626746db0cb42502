// `npm test` tier "architecture": runs every rule in scripts/architecture/*.check.ts (layers, import
// cycles, platform paths outside the contract, file sizes…) and fails on any violation. A rule is a
// module whose default export returns the violations it finds, one line each.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export type ArchitectureCheck = (root: string) => string[] | Promise<string[]>

const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, 'scripts/architecture')
const files = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.check.ts'))
  .sort()

let failures = 0
for (const file of files) {
  const check = (await import(pathToFileURL(path.join(dir, file)).href)).default as ArchitectureCheck
  const violations = await check(root)
  const name = file.replace(/\.check\.ts$/, '')
  if (violations.length === 0) {
    console.log(`  ok   ${name}`)
    continue
  }
  failures += violations.length
  console.error(`  FAIL ${name}: ${violations.length} violation(s)`)
  for (const violation of violations) console.error(`       ${violation}`)
}
console.log(`${files.length} architecture rules, ${failures} violation(s)`)
process.exit(failures === 0 ? 0 : 1)
