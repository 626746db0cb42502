// Social network glyphs for the footer, drawn inline like the other icons.
import type { Project } from '@croupier/contract/info/get-project'

type Network = Project['socials'][number]['network']

const PATHS: Record<Network, string> = {
  telegram: 'M21 4 3 11l6 2m12-9-4 16-8-7m12-9L9 13m0 0v5l3-3',
  x: 'M4 4l16 16M20 4 4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z',
  discord:
    'M8 5c-2 .4-3.5 1-4 1.5C2.5 10 2 13.5 2.3 17c1.5 1.2 3.3 2 5 2.5l1.2-2M16 5c2 .4 3.5 1 4 1.5 1.5 3.5 2 7 1.7 10.5-1.5 1.2-3.3 2-5 2.5l-1.2-2M7 16.5c3 1.5 7 1.5 10 0M9 12h.01M15 12h.01',
}

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  )
}
