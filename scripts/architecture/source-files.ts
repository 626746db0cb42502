// The repository's own source files (tracked or new, never node_modules or build output), for rules.
import { execFileSync } from 'node:child_process'

export function sourceFiles(root: string, pattern = /\.(ts|tsx|mjs|css)$/): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return listed
    .split('\n')
    .filter((file) => file && pattern.test(file))
    .sort()
}
