// What the game page's loader hands to its component (play-page.server.ts decides it).
import type { Game } from '@croupier/contract/catalogue/game'
import type { PlayMode } from '@croupier/rules/play'
import type { PageMeta } from '../../../lib/meta'

/** What the game page renders. */
export type PlayPageData =
  | { kind: 'restricted'; meta: PageMeta }
  | { kind: 'no-random-game'; meta: PageMeta }
  | {
      kind: 'game'
      meta: PageMeta
      game: Pick<
        Game,
        | 'identifier'
        | 'title'
        | 'provider'
        | 'provider_name'
        | 'seo_title'
        | 'has_demo_mode'
        | 'kind'
        | 'rtp'
        | 'devices'
      >
      mode: PlayMode
      paths: { demo: string | null; real: string }
      /** Real play in a currency the game lacks (spec 2 §5): the message, no launch. */
      currencyUnsupported: string | null
      /** The provider context's empty required fields: the profile-completion popup first. */
      missingFields: string[]
    }
