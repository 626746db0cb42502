// Glyphs of the one icon set (ui/icon.tsx, same 24×24 stroke grid) that only the account pages draw:
// kept apart so the lobby's first load does not carry them. Use as `<Icon name={GLYPHS.shield} />`.
import type { Glyph } from './icon'

export const GLYPHS = {
  shield: { d: 'M12 3 5 6v5.5c0 4.2 2.9 8 7 9.5 4.1-1.5 7-5.3 7-9.5V6l-7-3Zm-3 9 2 2 4-4' },
  gift: {
    d: 'M4 9h16v3H4V9Zm1 3h14v8H5v-8Zm7-3v11M12 9c-1.5-3-5-3.5-5-1.5S9.5 9 12 9Zm0 0c1.5-3 5-3.5 5-1.5S14.5 9 12 9Z',
  },
  lock: { d: 'M6 11h12v9H6v-9Zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 15v2' },
  key: {
    d: 'M14.5 4a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM10.6 13.4 4 20m2.5-2.5L9 20m-1-4 2 2M16 8.5h.01',
  },
  upload: { d: 'M12 16V5m0 0L7.5 9.5M12 5l4.5 4.5M5 19h14' },
  device: { d: 'M4 5h16v11H4V5Zm5 15h6m-3-4v4' },
  mobile: { d: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3.5 15h1' },
  history: { d: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v3.5h3.5M12 8v4l3 2' },
  tag: { d: 'M4 4h7l9 9-7 7-9-9V4Zm4.5 4.5h.01' },
  logout: { d: 'M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5M10 8l-4 4 4 4m-4-4h10' },
  copy: { d: 'M9 9h10v11H9V9Zm-4 6V4h10' },
  language: { d: 'M4 5h9M8.5 3v2M6 5c.5 3 2.5 5.5 5 7M11 5c-.5 3.5-3 6.5-6 8m7 7 4-9 4 9m-6.8-2.5h5.6' },
} as const satisfies Record<string, Glyph>
