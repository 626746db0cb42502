// The demo catalogue (issue 4): 10,000 games from 130 providers, generated from word lists by a
// seeded PRNG, so every run and every machine produces the same titles, slugs and ids.

export const CATALOGUE_SEED = 20_260_105
export const CATALOGUE_GAMES = 10_000
export const CATALOGUE_PROVIDERS = 130

/** mulberry32: small, fast and good enough for demo data; never for game outcomes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface SeedProvider {
  slug: string
  name: string
  position: number
}

export interface SeedCategory {
  identifier: string
  slug: string
  type: 'pokies' | 'live' | 'special'
  title: string
  position: number
}

export interface SeedGame {
  identifier: string
  providerSlug: string
  slug: string
  title: string
  seoTitle: string
  categories: string[]
  badges: { type: string; theme: string }[]
  hasDemoMode: boolean
  devices: string[]
  currencies: Record<string, { id: number }>
  kind: 'slot' | 'roulette' | 'blackjack' | 'instant'
  theme: string
  minBetCents: number
  maxBetCents: number
  rtpBasisPoints: number
  position: number
}

export interface SeedCatalogue {
  providers: SeedProvider[]
  categories: SeedCategory[]
  games: SeedGame[]
}

/** Providers the seeded providers-config names keep their real-world slugs. */
const NAMED_PROVIDERS: [string, string][] = [
  ['pragmaticplay', 'Pragmatic Play'],
  ['netent', 'NetEnt'],
  ['evolution', 'Evolution'],
  ['playngo', "Play'n GO"],
  ['nolimit', 'Nolimit City'],
  ['hacksaw', 'Hacksaw Gaming'],
  ['redtiger', 'Red Tiger'],
  ['betsoft', 'Betsoft'],
]
const PROVIDER_PREFIXES = [
  'Aurora',
  'Blue',
  'Crimson',
  'Dragon',
  'Emerald',
  'Falcon',
  'Golden',
  'Hyper',
  'Iron',
  'Jade',
  'Kraken',
  'Lucky',
  'Magma',
  'Nova',
  'Onyx',
  'Pixel',
  'Quantum',
  'Rapid',
  'Silver',
  'Thunder',
  'Ultra',
  'Vortex',
  'Wild',
  'Zen',
]
const PROVIDER_SUFFIXES = ['Gaming', 'Studios', 'Games', 'Play', 'Labs', 'Interactive']

/** Live providers deal tables; everyone else makes slots and instant games. */
const LIVE_PROVIDERS = new Set(['evolution', 'pragmaticplay'])

const SLOT_THEMES: Record<string, [string[], string[]]> = {
  egypt: [
    ['Book of', 'Legacy of', 'Eye of', 'Tomb of', 'Secrets of', 'Curse of', 'Gold of'],
    ['Ra', 'Anubis', 'Cleopatra', 'the Pharaoh', 'Osiris', 'the Sphinx', 'Horus', 'Isis', 'the Dead'],
  ],
  fruit: [
    ['Fruit', 'Hot', 'Juicy', 'Sizzling', 'Fresh', 'Mega', 'Crazy'],
    ['Cherries', 'Melons', 'Sevens', 'Party', 'Blast', 'Fiesta', 'Frenzy', 'Fruits', 'Lemons'],
  ],
  gold: [
    ['Gold', 'Golden', 'Mega', 'Rich', 'Big', 'Royal', 'Diamond'],
    ['Nuggets', 'Rush', 'Vault', 'Bonanza', 'Mine', 'Coins', 'Treasure', 'Empire', 'Bars'],
  ],
  mythology: [
    ['Gates of', 'Rise of', 'Wrath of', 'Hall of', 'Age of', 'Book of', 'Legend of'],
    ['Olympus', 'Zeus', 'Thor', 'Odin', 'Valhalla', 'Poseidon', 'Athena', 'Hades', 'Medusa'],
  ],
  animals: [
    ['Wild', 'Buffalo', 'Wolf', 'Big Bass', 'Savage', 'Mighty', 'Golden'],
    ['Safari', 'Stampede', 'Howl', 'Kingdom', 'Pride', 'Catch', 'Rhino', 'Tiger', 'Eagle'],
  ],
  space: [
    ['Star', 'Cosmic', 'Galaxy', 'Astro', 'Nebula', 'Mega', 'Planet'],
    ['Burst', 'Voyage', 'Quest', 'Gems', 'Rockets', 'Odyssey', 'Fortune', 'Cats', 'Miners'],
  ],
  irish: [
    ['Lucky', 'Rainbow', 'Shamrock', 'Leprechaun', 'Pot of', 'Clover', 'Emerald'],
    ['Riches', 'Gold', 'Luck', 'Fortune', 'Jig', 'Charms', 'Isle', 'Coins', 'Wishes'],
  ],
  asian: [
    ['Dragon', 'Jade', 'Lotus', 'Panda', 'Koi', 'Fortune', 'Lucky'],
    ['Dynasty', 'Palace', 'Temple', 'Blessings', 'Garden', 'Pearls', 'Tiger', 'Lanterns', 'Gate'],
  ],
  western: [
    ['Wanted', 'Dead or', 'Gold', 'Outlaw', 'Wild West', 'Sheriff', 'Desert'],
    ['Saloon', 'Bounty', 'Showdown', 'Gunslinger', 'Canyon', 'Express', 'Alive', 'Rodeo', 'Train'],
  ],
  ocean: [
    ['Deep', 'Ocean', 'Pirate', 'Mermaid', 'Big Bass', 'Coral', 'Sunken'],
    ['Treasures', 'Splash', 'Bounty', 'Reef', 'Pearls', 'Tides', 'Kraken', 'Voyage', 'Bonanza'],
  ],
  candy: [
    ['Sweet', 'Sugar', 'Candy', 'Jelly', 'Choco', 'Mega', 'Cookie'],
    ['Bonanza', 'Rush', 'Land', 'Pop', 'Blast', 'Crush', 'Party', 'Dreams', 'Factory'],
  ],
  horror: [
    ['Blood', 'Vampire', 'Haunted', 'Dark', 'Midnight', 'Zombie', 'Book of'],
    ['Manor', 'Moon', 'Night', 'Hunters', 'Carnival', 'Crypt', 'Shadows', 'Souls', 'Secrets'],
  ],
}
const SLOT_SUFFIXES = [
  '',
  '',
  '',
  '',
  '',
  'Deluxe',
  'Megaways',
  'Hold and Win',
  'Gold',
  'Xtreme',
  'II',
  'Remastered',
  'Power Reels',
  'Dream Drop',
  'Mega Ways',
  '1000',
]
const LIVE_ADJECTIVES = [
  'Live',
  'Speed',
  'Lightning',
  'VIP',
  'Immersive',
  'Auto',
  'Mega',
  'Golden',
  'Salon Privé',
]
const LIVE_GAMES: ['roulette' | 'blackjack', string][] = [
  ['roulette', 'Roulette'],
  ['blackjack', 'Blackjack'],
]
const INSTANT_ADJECTIVES = ['Mega', 'Turbo', 'Golden', 'Space', 'Neon', 'Lucky', 'Fruit', 'Rocket']
const INSTANT_NAMES = ['Plinko', 'Crash', 'Mines', 'Dice', 'Keno', 'Limbo', 'Hilo', 'Tower']

/** Currencies a game may be offered in; fiat ones are sometimes missing so the lock shows. */
const GAME_CURRENCIES = [
  'EUR',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'NOK',
  'BRL',
  'JPY',
  'BTC',
  'ETH',
  'LTC',
  'BCH',
  'DOG',
  'USDT',
]
const SOMETIMES_MISSING = new Set(['CAD', 'AUD', 'NZD', 'NOK', 'BRL', 'JPY', 'USD'])

export const SEED_CATEGORIES: SeedCategory[] = (
  [
    ['top', 'pokies', 'Top games'],
    ['new', 'pokies', 'New games'],
    ['popular', 'pokies', 'Popular'],
    ['jackpots', 'pokies', 'Jackpots'],
    ['pokies', 'pokies', 'Pokies'],
    ['megaways', 'pokies', 'Megaways'],
    ['bonus-buy', 'pokies', 'Bonus buy'],
    ['book', 'pokies', 'Book games'],
    ['fruit', 'pokies', 'Fruit games'],
    ['animated', 'pokies', 'Animated'],
    ['instant', 'pokies', 'Instant games'],
    ['table', 'pokies', 'Table games'],
    ['pragmatic-drop-wins', 'pokies', 'Drops & Wins'],
    ['live', 'live', 'Live casino'],
    ['roulette', 'live', 'Roulette'],
    ['blackjack', 'live', 'Blackjack'],
    ['pragmatic-drop-wins-live', 'live', 'Drops & Wins live'],
    ['exclusive', 'special', 'Exclusive'],
    ['prerelease', 'special', 'Pre-release'],
    ['recommended', 'special', 'Recommended'],
    ['special', 'special', 'Special'],
    ['top:ca', 'pokies', 'Top in Canada'],
    ['top:au', 'pokies', 'Top in Australia'],
    ['new:de', 'pokies', 'Neu in Deutschland'],
    ['popular:nz', 'pokies', 'Popular in New Zealand'],
  ] as const
).map(([identifier, type, title], position) => ({
  identifier,
  slug: identifier.split(':')[0] ?? identifier,
  type,
  title,
  position,
}))

/** Categories a game joins by chance, with the badge it earns. */
const CHANCE_CATEGORIES: [string, number, { type: string; theme: string } | null][] = [
  ['top', 0.08, { type: 'hot', theme: 'error' }],
  ['new', 0.08, { type: 'new', theme: 'primary' }],
  ['popular', 0.1, null],
  ['jackpots', 0.06, { type: 'jackpot', theme: 'gold' }],
  ['animated', 0.15, null],
  ['exclusive', 0.03, { type: 'exclusive', theme: 'accent' }],
  ['prerelease', 0.01, { type: 'soon', theme: 'secondary' }],
  ['recommended', 0.05, null],
  ['special', 0.03, null],
  ['top:ca', 0.03, null],
  ['top:au', 0.03, null],
  ['new:de', 0.03, null],
  ['popular:nz', 0.02, null],
]

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function buildProviders(rand: () => number): SeedProvider[] {
  const generated: string[] = []
  for (const prefix of PROVIDER_PREFIXES)
    for (const suffix of PROVIDER_SUFFIXES) generated.push(`${prefix} ${suffix}`)
  // Fisher–Yates with the seeded PRNG: the same 122 names in the same order every run.
  for (let i = generated.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[generated[i], generated[j]] = [generated[j] as string, generated[i] as string]
  }
  const names: [string, string][] = [
    ...NAMED_PROVIDERS,
    ...generated
      .slice(0, CATALOGUE_PROVIDERS - NAMED_PROVIDERS.length)
      .map((n) => [slugify(n).replace(/-/g, ''), n] as [string, string]),
  ]
  return names.map(([slug, name], position) => ({ slug, name, position }))
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T
}

function between(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1))
}

interface Draft {
  title: string
  kind: SeedGame['kind']
  theme: string
  categories: string[]
}

function draftGame(rand: () => number, provider: string): Draft {
  const roll = rand()
  if (LIVE_PROVIDERS.has(provider) && roll < 0.45) {
    const [kind, noun] = pick(rand, LIVE_GAMES)
    const categories = ['live', kind]
    if (provider === 'pragmaticplay' && rand() < 0.5) categories.push('pragmatic-drop-wins-live')
    return {
      title: `${pick(rand, LIVE_ADJECTIVES)} ${noun} ${between(rand, 1, 40)}`,
      kind,
      theme: 'table',
      categories,
    }
  }
  if (roll > 0.92) {
    return {
      title: `${pick(rand, INSTANT_ADJECTIVES)} ${pick(rand, INSTANT_NAMES)}`,
      kind: 'instant',
      theme: 'instant',
      categories: ['pokies', 'instant'],
    }
  }
  const themes = Object.keys(SLOT_THEMES)
  const theme = pick(rand, themes)
  const [adjectives, nouns] = SLOT_THEMES[theme] as [string[], string[]]
  const suffix = pick(rand, SLOT_SUFFIXES)
  const title = [pick(rand, adjectives), pick(rand, nouns), suffix].filter(Boolean).join(' ')
  const categories = ['pokies']
  if (/megaways|mega ways/i.test(title)) categories.push('megaways')
  if (/^book of/i.test(title)) categories.push('book')
  if (theme === 'fruit') categories.push('fruit')
  if (rand() < 0.1) categories.push('bonus-buy')
  if (provider === 'pragmaticplay' && rand() < 0.3) categories.push('pragmatic-drop-wins')
  return { title, kind: 'slot', theme, categories }
}

const KIND_LIMITS: Record<
  SeedGame['kind'],
  { min: [number, number]; max: [number, number]; rtp: [number, number] }
> = {
  slot: { min: [10, 50], max: [10_000, 50_000], rtp: [9_400, 9_750] },
  roulette: { min: [100, 100], max: [500_000, 500_000], rtp: [9_730, 9_730] },
  blackjack: { min: [100, 500], max: [250_000, 1_000_000], rtp: [9_950, 9_950] },
  instant: { min: [10, 10], max: [10_000, 100_000], rtp: [9_700, 9_900] },
}

/** The whole catalogue; pure and deterministic (same seed, same output). */
export function generateCatalogue(seed = CATALOGUE_SEED, size = CATALOGUE_GAMES): SeedCatalogue {
  const rand = seededRandom(seed)
  const providers = buildProviders(rand)
  const games: SeedGame[] = []
  const identifiers = new Set<string>()
  for (let position = 0; position < size; position++) {
    // Every provider gets at least a few games; the rest spread at random.
    const provider = (
      position < providers.length * 3 ? providers[position % providers.length] : pick(rand, providers)
    ) as SeedProvider
    const draft = draftGame(rand, provider.slug)
    let title = draft.title
    let slug = slugify(title)
    for (let n = 2; identifiers.has(`${provider.slug}/${slug}`); n++) {
      title = `${draft.title} ${n}`
      slug = slugify(title)
    }
    const identifier = `${provider.slug}/${slug}`
    identifiers.add(identifier)

    const categories = [...draft.categories]
    const badges: SeedGame['badges'] = []
    for (const [category, chance, badge] of CHANCE_CATEGORIES) {
      if (draft.kind === 'slot' || !category.includes(':')) {
        if (rand() < chance) {
          categories.push(category)
          if (badge) badges.push(badge)
        }
      }
    }
    const isTable = draft.kind === 'roulette' || draft.kind === 'blackjack'
    // Every fourth table game is an RNG table rather than a dealt one: listed under `table`, not
    // `live`, and playable in demo. (Decided by position, so the seeded sequence stays the same.)
    const isRngTable = isTable && position % 4 === 0
    if (isRngTable) {
      const liveCategories = new Set(['live', 'pragmatic-drop-wins-live'])
      categories.splice(0, categories.length, 'table', ...categories.filter((c) => !liveCategories.has(c)))
    }
    if (categories.includes('pragmatic-drop-wins') || categories.includes('pragmatic-drop-wins-live')) {
      badges.push({ type: 'drops', theme: 'secondary' })
    }
    const hasDemoMode = isRngTable || (!isTable && rand() < 0.95)
    const deviceRoll = rand()
    const devices = deviceRoll < 0.05 ? ['desktop'] : deviceRoll < 0.1 ? ['mobile'] : ['desktop', 'mobile']
    const baseId = 100_000 + position * 20
    const currencies: SeedGame['currencies'] = {}
    GAME_CURRENCIES.forEach((code, index) => {
      if (SOMETIMES_MISSING.has(code) && rand() < 0.06) return
      currencies[code] = { id: baseId + index }
    })
    if (hasDemoMode) currencies.FUN = { id: baseId + 19 }
    const limits = KIND_LIMITS[draft.kind]
    games.push({
      identifier,
      providerSlug: provider.slug,
      slug,
      title,
      seoTitle: slug,
      categories,
      badges,
      hasDemoMode,
      devices,
      currencies,
      kind: draft.kind,
      theme: draft.theme,
      minBetCents: between(rand, ...limits.min),
      maxBetCents: between(rand, ...limits.max),
      rtpBasisPoints: between(rand, ...limits.rtp),
      position,
    })
  }
  return { providers, categories: SEED_CATEGORIES, games }
}
