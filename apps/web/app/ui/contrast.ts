// WCAG contrast for colours that arrive from configuration (menu badges), so that text stays
// readable (AA, 4.5:1) whatever an operator picks.
export const AA_CONTRAST = 4.5

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of #rgb or #rrggbb; null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** The preferred text colour when it reaches AA on the background, else near-black or white, whichever is clearer. */
export function readableTextColor(background: string, preferred: string): string {
  const ratio = contrastRatio(preferred, background)
  if (ratio === null || ratio >= AA_CONTRAST) return preferred
  const dark = '#0b0e14'
  const light = '#ffffff'
  return (contrastRatio(dark, background) ?? 0) >= (contrastRatio(light, background) ?? 0) ? dark : light
}
