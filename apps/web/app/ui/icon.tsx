// The one icon set: inline stroke icons (24×24 grid), no icon font, no network request, crisp at
// every size. Decorative by default (aria-hidden); pass `label` when the icon alone names a control.

const PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4.35-4.35',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4v1a3 3 0 0 1-3 3h-2',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  home: 'M4 11.5 12 5l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5h-5v5H5a1 1 0 0 1-1-1v-7.5Z',
  pokies:
    'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Zm4 0v12m8-12v12M5.5 12h1m5 0h1m5 0h1',
  live: 'M3 7a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm13 3.5 5-3v9l-5-3',
  sport:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5 3.5 2.5-1.3 4h-4.4l-1.3-4L12 7.5Zm0 0V3m3.5 7 4.9-1.6M14.2 14l2.8 4.4M9.8 14 7 18.4M8.5 10 3.6 8.4',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5v1.5A3.5 3.5 0 0 0 8.5 11M16 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 13v4m-4 3h8m-6.5-3h5',
  cart: 'M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.2L20 8H6.2M10 20h.01M17 20h.01',
  rocket:
    'M13.5 4.5c3-1.5 6-1.5 6-1.5s0 3-1.5 6L12 15l-3-3 4.5-7.5ZM9 12l-3.5-.5L8 8.5h4M12 15l.5 3.5 3-2.5v-4M6 18c-1.5 0-2 .5-2 2 1.5 0 2-.5 2-2Z',
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
  crown: 'M3.5 8 7.5 12 12 5l4.5 7 4-4-1.5 10h-14L3.5 8ZM5 21h14',
  gem: 'M6 4h12l3 5-9 11L3 9l3-5Zm-3 5h18M12 20 8.5 9 10 4m2 16 3.5-11L14 4',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  phone:
    'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z',
  mail: 'M4 6h16v12H4V6Zm0 .5 8 6.5 8-6.5',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01',
  wallet:
    'M4 7a2 2 0 0 1 2-2h11v3M4 7v10a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2Zm12 6h.01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5V12l3 2',
  download: 'M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14',
  external: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5h.01',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  warning: 'M12 4 2.5 20h19L12 4Zm0 6v4.5m0 2.5h.01',
  file: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm7 0v5h5M9 13h6m-6 4h6',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM4.5 20a7.5 7.5 0 0 1 15 0',
  share: 'M12 15V4m0 0L8 8m4-4 4 4M6 12H5v8h14v-8h-1',
  plus: 'M12 5v14M5 12h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  // social networks of the footer (contract info/get-project)
  telegram: 'M21 4 3 11l6 2m12-9-4 16-8-7m12-9L9 13m0 0v5l3-3',
  x: 'M4 4l16 16M20 4 4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z',
  discord:
    'M8 5c-2 .4-3.5 1-4 1.5C2.5 10 2 13.5 2.3 17c1.5 1.2 3.3 2 5 2.5l1.2-2M16 5c2 .4 3.5 1 4 1.5 1.5 3.5 2 7 1.7 10.5-1.5 1.2-3.3 2-5 2.5l-1.2-2M7 16.5c3 1.5 7 1.5 10 0M9 12h.01M15 12h.01',
} as const

export type IconName = keyof typeof PATHS

/** A glyph of the same set drawn only on some pages (ui/account-glyphs.ts): passed as data, so the
 * lobby's first load carries only the glyphs it draws. */
export interface Glyph {
  readonly d: string
}

export type IconRef = IconName | Glyph

export function Icon({
  name,
  size = 20,
  label,
  className,
}: {
  name: IconRef
  size?: number
  label?: string
  className?: string
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={typeof name === 'string' ? PATHS[name] : name.d} />
    </svg>
  )
}
