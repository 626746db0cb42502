// The web's layers (ADR 028): routes → shell (composition) → features → ui, lib → rules, contract.
// A feature never imports another feature, the shell or a route; ui/ and lib/ import no layer above
// them; the shell never imports a route. Tests beside a file follow that file's layer.
import fs from 'node:fs'
import path from 'node:path'
import { type ImportEdge, importEdges } from './import-graph.ts'

const APP = 'apps/web/app'

type Layer = 'app' | 'routes' | 'shell' | 'feature' | 'base' | 'unknown'

interface Place {
  layer: Layer
  /** The feature's name, for `feature`. */
  feature?: string
}

export function placeOf(file: string): Place | null {
  if (!file.startsWith(`${APP}/`)) return null
  const [top, second] = file.slice(APP.length + 1).split('/')
  if (top === 'routes') return { layer: 'routes' }
  if (top === 'shell') return { layer: 'shell' }
  if (top === 'features' && second) return { layer: 'feature', feature: second }
  if (top === 'ui' || top === 'lib' || top === 'styles') return { layer: 'base' }
  // root.tsx, routes.ts, entry.*.tsx, globals.d.ts: the document, above everything.
  if (second === undefined) return { layer: 'app' }
  // A folder outside the layers is a violation of its own: name its layer first (ADR 028).
  return { layer: 'unknown' }
}

const RANK: Record<Layer, number> = { app: 4, routes: 3, shell: 2, feature: 1, base: 0, unknown: -1 }

export function layerViolation(edge: ImportEdge): string | null {
  const from = placeOf(edge.from)
  const to = edge.to === null ? null : placeOf(edge.to)
  if (!from || !to) return null
  if (from.layer === 'unknown' || to.layer === 'unknown')
    return `${edge.from}: ${from.layer === 'unknown' ? edge.from : edge.to} is in no layer of ${APP} ('${edge.specifier}')`
  const crossFeature = from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature
  const upward = RANK[to.layer] > RANK[from.layer] || (to.layer === 'app' && from.layer !== 'app')
  if (!crossFeature && !upward) return null
  const what = crossFeature
    ? `feature ${from.feature} imports feature ${to.feature}`
    : `${describe(from)} imports ${describe(to)}`
  return `${edge.from}: ${what} ('${edge.specifier}')`
}

function describe(place: Place): string {
  if (place.layer === 'feature') return `feature ${place.feature}`
  if (place.layer === 'base') return 'ui/lib'
  if (place.layer === 'app') return 'the document (root, entries)'
  if (place.layer === 'unknown') return 'no layer'
  return place.layer
}

export default function webLayers(root: string): string[] {
  // An import that resolves to no file is the compiler's to report, not a layer question.
  return importEdges(root, [APP])
    .filter((edge) => edge.to !== null && fs.existsSync(path.join(root, edge.to)))
    .map(layerViolation)
    .filter((violation): violation is string => violation !== null)
}
