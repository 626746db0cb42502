// Package boundaries (ADR 028): rules ← contract ← {platform, web}. Rules imports nothing of ours,
// the contract only rules, the web never the platform (nor the platform the web).
import { importEdges } from './import-graph.ts'

const PACKAGES = {
  'packages/rules': [] as string[],
  'packages/contract': ['packages/rules'],
  'apps/platform': ['packages/rules', 'packages/contract'],
  'apps/web': ['packages/rules', 'packages/contract'],
} as const

type Package = keyof typeof PACKAGES

function packageOf(file: string): Package | null {
  for (const name of Object.keys(PACKAGES) as Package[]) if (file.startsWith(`${name}/`)) return name
  return null
}

export default function packages(root: string): string[] {
  const violations: string[] = []
  for (const edge of importEdges(root, Object.keys(PACKAGES))) {
    if (edge.to === null) continue
    const from = packageOf(edge.from)
    const to = packageOf(edge.to)
    if (!from || !to || from === to) continue
    const allowed: readonly string[] = PACKAGES[from]
    if (!allowed.includes(to)) violations.push(`${edge.from}: ${from} imports ${to} ('${edge.specifier}')`)
  }
  return violations
}
