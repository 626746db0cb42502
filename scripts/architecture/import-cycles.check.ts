// No import cycles (ADR 028), type-only imports included: in the web app, the platform's source and
// the packages. Each cycle is reported once, by its files in import order.
import { importEdges } from './import-graph.ts'

const DIRS = ['apps/web/app', 'apps/platform/src', 'packages/rules/src', 'packages/contract/src']

export function findCycles(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components; a component of two or more files (or a self-import) is a cycle.
  let index = 0
  const indices = new Map<string, number>()
  const lowlinks = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  const connect = (node: string) => {
    indices.set(node, index)
    lowlinks.set(node, index)
    index++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next)
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, lowlinks.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, indices.get(next) ?? 0))
      }
    }
    if (lowlinks.get(node) !== indices.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) connect(node)
  return cycles
}

export default function importCycles(root: string): string[] {
  const graph = new Map<string, Set<string>>()
  for (const edge of importEdges(root, DIRS)) {
    if (edge.to === null) continue
    const targets = graph.get(edge.from) ?? new Set<string>()
    targets.add(edge.to)
    graph.set(edge.from, targets)
  }
  return findCycles(graph).map((files) => `cycle of ${files.length} files: ${files.join(' ↔ ')}`)
}
