// Rooms by use case (issue #10): no source file over 300 lines, except seed data, migrations and
// generated files.
import fs from 'node:fs'
import path from 'node:path'
import { sourceFiles } from './source-files.ts'

export const MAX_LINES = 300
const EXEMPT = [/^apps\/platform\/src\/seed\//, /\/migrations\//, /\.generated\.ts$/, /\/\+types\//]

export default function fileSize(root: string): string[] {
  const violations: string[] = []
  for (const file of sourceFiles(root)) {
    if (EXEMPT.some((pattern) => pattern.test(file))) continue
    const full = path.join(root, file)
    if (!fs.existsSync(full)) continue
    const lines = fs.readFileSync(full, 'utf8').split('\n').length - 1
    if (lines > MAX_LINES) violations.push(`${file}: ${lines} lines (at most ${MAX_LINES})`)
  }
  return violations
}
