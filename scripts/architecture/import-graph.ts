// The repository's import graph for the layer, cycle and package rules: every static import,
// `export … from`, `import type` and dynamic `import()` of our own source, resolved to a file.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './source-files.ts'

export interface ImportEdge {
  from: string
  /** The specifier as written. */
  specifier: string
  /** The repository path it resolves to, or null for a package outside the repository. */
  to: string | null
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx']
// Our packages export `./*` as `./src/*.ts` (packages/*/package.json).
const WORKSPACE_PACKAGES: Record<string, string> = {
  '@croupier/rules': 'packages/rules/src',
  '@croupier/contract': 'packages/contract/src',
}

export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName)
}

function resolveFile(root: string, candidate: string): string | null {
  for (const extension of EXTENSIONS) {
    const full = path.join(root, candidate + extension)
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.relative(root, full)
  }
  // A `.js` specifier that names a `.ts` file (NodeNext style).
  const stripped = candidate.replace(/\.js$/, '')
  if (stripped !== candidate) return resolveFile(root, stripped)
  return null
}

export function resolveImport(root: string, from: string, specifier: string): string | null {
  const bare = specifier.replace(/[?#].*$/, '')
  if (bare.startsWith('.')) {
    const candidate = path.join(path.dirname(from), bare)
    return resolveFile(root, candidate) ?? path.normalize(candidate)
  }
  for (const [name, dir] of Object.entries(WORKSPACE_PACKAGES)) {
    if (bare === name) return dir
    if (bare.startsWith(`${name}/`)) {
      const candidate = path.join(dir, bare.slice(name.length + 1))
      return resolveFile(root, candidate) ?? path.normalize(candidate)
    }
  }
  return null
}

const CODE = /\.(ts|tsx|mts|mjs)$/

/** Import edges of every source file under one of `dirs` (repository paths). */
export function importEdges(root: string, dirs: string[], files = sourceFiles(root, CODE)): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of files) {
    if (!dirs.some((dir) => file.startsWith(`${dir}/`))) continue
    const full = path.join(root, file)
    if (!fs.existsSync(full)) continue
    for (const specifier of importSpecifiers(fs.readFileSync(full, 'utf8'))) {
      edges.push({ from: file, specifier, to: resolveImport(root, file, specifier) })
    }
  }
  return edges
}
