// Demo players, one per licence plus a tester, a VIP and an incomplete profile (issue 3 item 8).
// Credentials are public (demo-players.json, printed by scripts/start.mjs and listed in the README).
// Idempotent: a player whose email exists is left exactly as it is.
import { resolveLicence } from '@croupier/rules/licence'
import type { Database } from '../db/client.ts'
import { hashPassword } from '../modules/auth/password.ts'
import {
  addPlayerGroups,
  findPlayerByEmail,
  insertPlayer,
  type NewPlayerRow,
} from '../modules/player/player.repository.ts'
import { activateAccount, ensureAccount } from '../modules/wallet/wallet.repository.ts'
import credentials from './demo-players.json' with { type: 'json' }

export const DEMO_PASSWORD = 'Croupier2026!'

interface DemoPlayer {
  email: string
  profile: Omit<NewPlayerRow, 'email' | 'passwordHash' | 'locale'> & { locale?: string }
  /** The first is the active wallet. */
  currencies: string[]
  groups: number[]
}

const COMPLETE_PROFILE = {
  firstName: 'Alex',
  lastName: 'Morgan',
  dateOfBirth: '1990-04-12',
  gender: 'male',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postalCode: '10117',
  mobilePhone: '+49 30 1234567',
} as const

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'demo@croupier.local',
    profile: { ...COMPLETE_PROFILE, nickname: 'DemoPlayer', licenseName: 'CW', receivePromos: true },
    currencies: ['EUR', 'BTC'],
    groups: [],
  },
  {
    email: 'ee@croupier.local',
    profile: {
      ...COMPLETE_PROFILE,
      nickname: 'EestiMängija',
      firstName: 'Mari',
      lastName: 'Tamm',
      country: 'EE',
      city: 'Tallinn',
      address: 'Viru väljak 4',
      postalCode: '10111',
      mobilePhone: '+372 5123 4567',
      licenseName: 'EE',
    },
    currencies: ['EUR'],
    groups: [],
  },
  {
    email: 'gcb@croupier.local',
    profile: {
      ...COMPLETE_PROFILE,
      nickname: 'MapleAce',
      firstName: 'Jordan',
      lastName: 'Tremblay',
      country: 'CA',
      city: 'Toronto',
      address: '100 Queen St W',
      postalCode: 'M5H 2N2',
      state: 'ON',
      mobilePhone: '+1 416 555 0100',
      locale: 'en-CA',
      // spec 1 §1: a non-Australian English locale with a non-Australian IP is the GCB variant.
      licenseName: resolveLicence({ isMainHost: true, hostLicence: 'CW', locale: 'en-CA', ipCountry: 'CA' }),
    },
    currencies: ['CAD'],
    groups: [],
  },
  {
    email: 'tester@croupier.local',
    profile: { ...COMPLETE_PROFILE, nickname: 'Tester', licenseName: 'CW' },
    currencies: ['EUR'],
    groups: [21],
  },
  {
    email: 'vip@croupier.local',
    profile: {
      ...COMPLETE_PROFILE,
      nickname: 'GoldVip',
      firstName: 'Sofia',
      lastName: 'Rossi',
      licenseName: 'CW',
    },
    currencies: ['EUR'],
    groups: [259],
  },
  {
    email: 'incomplete@croupier.local',
    profile: { nickname: 'NewHere', country: 'DE', licenseName: 'CW' },
    currencies: ['EUR'],
    groups: [],
  },
  {
    // Joined before the current terms: the terms popup is forced until accepted (spec 1 §4).
    email: 'terms@croupier.local',
    profile: {
      ...COMPLETE_PROFILE,
      nickname: 'TermsDue',
      licenseName: 'CW',
      authFieldsMissed: ['terms_acceptance'],
    },
    currencies: ['EUR'],
    groups: [],
  },
  {
    // Group 851: the new-provider popup opens once per session until it is closed (spec 1 §4).
    email: 'newprovider@croupier.local',
    profile: { ...COMPLETE_PROFILE, nickname: 'Explorer', licenseName: 'CW' },
    currencies: ['EUR'],
    groups: [851],
  },
]

// Each demo player gets a hash with its own salt, once per player per process: tests seed a fresh
// database per file, and a shared hash would make every demo account one cracked string.
const passwordHashes = new Map<string, Promise<string>>()
function demoPasswordHash(email: string): Promise<string> {
  let hash = passwordHashes.get(email)
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD)
    passwordHashes.set(email, hash)
  }
  return hash
}

export async function seedDemoPlayers(db: Database, now: Date): Promise<void> {
  const listed = new Set(credentials.map((c) => c.email))
  for (const demo of DEMO_PLAYERS)
    if (!listed.has(demo.email)) throw new Error(`${demo.email} is missing from demo-players.json`)
  const missing: DemoPlayer[] = []
  for (const demo of DEMO_PLAYERS) if (!(await findPlayerByEmail(db, demo.email))) missing.push(demo)
  // argon2 runs on libuv's threads: hash the missing players side by side.
  const hashes = await Promise.all(missing.map((demo) => demoPasswordHash(demo.email)))
  for (const [i, demo] of missing.entries()) {
    const { locale, ...profile } = demo.profile
    const row = await insertPlayer(db, {
      ...profile,
      email: demo.email,
      passwordHash: hashes[i] ?? (await demoPasswordHash(demo.email)),
      locale: locale ?? 'en',
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    if (!row) continue
    const [active, ...others] = demo.currencies
    for (const currency of others) await ensureAccount(db, { playerId: row.id, currency })
    if (active) await activateAccount(db, row.id, active, now)
    await addPlayerGroups(db, row.id, demo.groups)
  }
}
