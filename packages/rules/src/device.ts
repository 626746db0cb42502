// The catalogue device of a visitor (games_filter, random game: spec 2 §7): phones and tablets play
// the mobile catalogue, everything else the desktop one.

export type CatalogueDevice = 'desktop' | 'mobile'

export function deviceFromUserAgent(userAgent: string | null | undefined): CatalogueDevice {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'mobile' : 'desktop'
}
