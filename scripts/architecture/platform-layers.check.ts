// The platform's layers (ADR 028): a route file makes service calls only (no repository, no
// Drizzle); a module reaches another module only through its `*.service.ts` files (a `*.tables.ts`
// may be imported by another module's tables, for foreign keys, and repositories, for joins in
// one statement); no module installs an `onError` hook; only repositories, tables and db/ touch
// Drizzle. Files directly under modules/ (the registrar) belong to no module.
import fs from 'node:fs'
import path from 'node:path'
import { type ImportEdge, importEdges } from './import-graph.ts'
import { sourceFiles } from './source-files.ts'

const SRC = 'apps/platform/src'
const MODULES = `${SRC}/modules/`
const ON_ERROR_HOOK = /addHook\(\s*['"`]onError['"`]/

/** The module a platform file belongs to, or null outside modules/<name>/. */
export function moduleOf(file: string): string | null {
  if (!file.startsWith(MODULES)) return null
  const parts = file.slice(MODULES.length).split('/')
  return parts.length > 1 ? (parts[0] ?? null) : null
}

const isDrizzle = (specifier: string) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')

export function routeViolation(edge: ImportEdge): string | null {
  if (!edge.from.startsWith(MODULES) || !edge.from.endsWith('.routes.ts')) return null
  if (edge.to?.endsWith('.repository.ts'))
    return `${edge.from}: a route file imports a repository ('${edge.specifier}')`
  if (isDrizzle(edge.specifier)) return `${edge.from}: a route file imports Drizzle ('${edge.specifier}')`
  return null
}

export function boundaryViolation(edge: ImportEdge): string | null {
  const from = moduleOf(edge.from)
  const to = edge.to === null ? null : moduleOf(edge.to)
  if (!from || !to || from === to || !edge.to) return null
  if (edge.to.endsWith('.service.ts')) return null
  const dataLayer = edge.from.endsWith('.tables.ts') || edge.from.endsWith('.repository.ts')
  if (edge.to.endsWith('.tables.ts') && dataLayer) return null
  return `${edge.from}: module ${from} imports ${path.basename(edge.to)} of module ${to}, not a service ('${edge.specifier}')`
}

export function drizzleViolation(edge: ImportEdge): string | null {
  if (!isDrizzle(edge.specifier)) return null
  const file = edge.from
  if (file.endsWith('.repository.ts') || file.endsWith('.tables.ts')) return null
  if (file.startsWith(`${SRC}/db/`) || file.includes('/migrations/')) return null
  return `${file}: imports Drizzle outside a repository, tables or db/ ('${edge.specifier}')`
}

export default function platformLayers(root: string): string[] {
  const edges = importEdges(root, [SRC])
  const violations: string[] = []
  for (const edge of edges) {
    for (const rule of [routeViolation, boundaryViolation, drizzleViolation]) {
      const violation = rule(edge)
      if (violation) violations.push(violation)
    }
  }
  for (const file of sourceFiles(root, /\.ts$/)) {
    if (!file.startsWith(MODULES)) continue
    const full = path.join(root, file)
    if (fs.existsSync(full) && ON_ERROR_HOOK.test(fs.readFileSync(full, 'utf8')))
      violations.push(`${file}: installs an onError hook (errors map in http/errors.ts, not per module)`)
  }
  return violations
}
