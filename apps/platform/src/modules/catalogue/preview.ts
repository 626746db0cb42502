// Preview artwork per game (spec 2 §2.5 tile preview): a small SVG of fixed size drawn from the
// game's theme, a hash of its identifier and its title. Same game, same bytes: cached for a year.
import { createHash } from 'node:crypto'

export const PREVIEW_WIDTH = 300
export const PREVIEW_HEIGHT = 225
/** Bump when the drawing changes: the URL changes, so immutable caches fetch the new art. */
export const PREVIEW_VERSION = 1
export const PREVIEW_PATH_PREFIX = '/games-assets/previews'

export function previewUrl(providerSlug: string, slug: string): string {
  return `${PREVIEW_PATH_PREFIX}/${providerSlug}/${slug}.svg?v=${PREVIEW_VERSION}`
}

const THEME_PALETTES: Record<string, [string, string, string]> = {
  egypt: ['#3b2a14', '#c8962e', '#f3d27a'],
  fruit: ['#5a0f2e', '#e0364f', '#ffd23f'],
  gold: ['#2b2106', '#b8860b', '#ffe08a'],
  mythology: ['#101a3d', '#4a5fc1', '#e6e9ff'],
  animals: ['#1f2d12', '#6b8e23', '#f0e68c'],
  space: ['#0b0b2b', '#5b2a86', '#7cf3ff'],
  irish: ['#0d3b1e', '#1f9d55', '#ffd700'],
  asian: ['#3d0b0b', '#c0392b', '#f9d56e'],
  western: ['#3b2314', '#a0522d', '#f4e1c1'],
  ocean: ['#06283d', '#1363df', '#47b5ff'],
  candy: ['#4a0d3b', '#ff5fa2', '#fff0f7'],
  horror: ['#120612', '#6a0d25', '#e0e0e0'],
  table: ['#06301c', '#0f7a45', '#f5f5f5'],
  instant: ['#1a1a2e', '#e94560', '#f9f871'],
}
const FALLBACK_PALETTE: [string, string, string] = ['#1d1d2b', '#4b4b6b', '#ffffff']

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

/** Up to two lines of at most ~18 characters, split on words. */
function titleLines(title: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > 18) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.length > 2 ? [lines[0] as string, `${lines.slice(1).join(' ').slice(0, 17)}…`] : lines
}

export interface PreviewGame {
  identifier: string
  title: string
  theme: string
  providerName: string
}

export function previewSvg(game: PreviewGame): string {
  const [dark, mid, light] = THEME_PALETTES[game.theme] ?? FALLBACK_PALETTE
  const hash = createHash('sha256').update(game.identifier).digest()
  const byte = (i: number) => hash[i % hash.length] as number
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = (byte(i * 3) / 255) * PREVIEW_WIDTH
    const cy = (byte(i * 3 + 1) / 255) * PREVIEW_HEIGHT
    const r = 18 + (byte(i * 3 + 2) / 255) * 60
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${i % 2 ? light : mid}" opacity="0.${2 + (byte(i + 20) % 4)}"/>`
  }).join('')
  const angle = byte(30) % 360
  const lines = titleLines(game.title)
  const firstY = lines.length > 1 ? 108 : 122
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${firstY + i * 30}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="${light}">${escapeXml(l)}</text>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" role="img" aria-label="${escapeXml(game.title)}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#g)"/>`,
    circles,
    `<rect x="0" y="${PREVIEW_HEIGHT - 36}" width="${PREVIEW_WIDTH}" height="36" fill="${dark}" opacity="0.7"/>`,
    text,
    `<text x="150" y="${PREVIEW_HEIGHT - 13}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" fill="${light}">${escapeXml(game.providerName)}</text>`,
    '</svg>',
  ].join('')
}

export function previewEtag(svg: string): string {
  return `"${createHash('sha1').update(svg).digest('base64url')}"`
}
