// Glyphs of the one icon set (ui/icon.tsx, 24×24 stroke grid) that only the VIP contacts draw.
import type { Glyph } from '../../../ui/icon'

export const VIP_GLYPHS = {
  whatsApp: {
    d: 'M4 20l1.3-4A8 8 0 1 1 8 18.8L4 20Zm5-11.5c0 3.5 3 6.5 6.5 6.5l1-2-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2-2 1Z',
  },
} as const satisfies Record<string, Glyph>
