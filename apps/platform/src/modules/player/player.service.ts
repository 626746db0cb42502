// The player profile (spec 1 §3 User, §4 profile save and state derivation, §6 groups).
import { SELF_ASSIGNABLE_GROUPS } from '@croupier/contract/player/add-groups'
import type { Player, PlayerStatus } from '@croupier/contract/player/get-player'
import type { PlayerStats } from '@croupier/contract/player/get-player-stats'
import type { UpdatePlayerBody } from '@croupier/contract/player/update-player'
import type { Licence } from '@croupier/rules/licence'
import { stateToSave } from '@croupier/rules/postal-state'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { hashPassword, verifyPassword } from '../auth/credentials.service.ts'
import { responsibleGaming } from '../limits/limits.service.ts'
import { endOtherSessions, type LiveSession } from '../session/session.service.ts'
import { findActiveAccount, listPlayerAccounts } from '../wallet/accounts.service.ts'
import { walletTotals } from '../wallet/wallet.service.ts'
import {
  addPlayerGroups,
  findPlayerById,
  listPlayerGroupRefs,
  type PlayerChanges,
  type PlayerRow,
  updatePlayerRow,
} from './player.repository.ts'
import { contextFields, toText, validateContextFields } from './player-fields.service.ts'

/** 'YYYY-MM-DD' (database) → 'DD/MM/YYYY' (wire, spec 1 §5 birthday_inline). */
export function birthDateToWire(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'; call only after the birthday rule passed. */
export function birthDateFromWire(value: string | null): string | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null

export function toWirePlayer(row: PlayerRow, statuses: PlayerStatus[], currency: string): Player {
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    nickname: row.nickname,
    nick_name: row.nickname,
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: birthDateToWire(row.dateOfBirth),
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    country: row.country,
    city: row.city,
    address: row.address,
    postal_code: row.postalCode,
    state: row.state,
    mobile_phone: row.mobilePhone,
    receive_promos: row.receivePromos,
    receive_sms_promos: row.receiveSmsPromos,
    currency,
    language: row.locale,
    locale: row.locale,
    statuses,
    auth_fields_missed: row.authFieldsMissed,
    confirmed_at: iso(row.confirmedAt),
    created_at: row.createdAt.toISOString(),
    current_sign_in_at: iso(row.currentSignInAt),
    last_sign_in_at: iso(row.lastSignInAt),
    deposit_bonus_code: row.depositBonusCode,
    can_issue_bonuses: row.canIssueBonuses,
    autoregistered: row.autoregistered,
    autologin_link: row.autologinLink,
    verified: row.verified,
    license_name: (['CW', 'EE', 'GCB'].includes(row.licenseName) ? row.licenseName : 'CW') as Licence,
    sow_questionnaire_expires_at: iso(row.sowQuestionnaireExpiresAt),
    two_factor_enabled: row.twoFactorSecret !== null,
    sumsub_verified: row.sumsubVerified,
    profession: row.profession,
    personal_id_number: row.personalIdNumber,
  }
}

export async function loadPlayerRow(db: Database, playerId: number): Promise<PlayerRow> {
  const row = await findPlayerById(db, playerId)
  // A session outliving its player (deleted account) is no session.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  return row
}

export async function playerView(db: Database, row: PlayerRow, now = new Date()): Promise<Player> {
  const [statuses, active, restriction] = await Promise.all([
    listPlayerGroupRefs(db, row.id),
    findActiveAccount(db, row.id),
    responsibleGaming(db, row.id, now),
  ])
  return { ...toWirePlayer(row, statuses, active?.currency ?? 'EUR'), responsible_gaming: restriction }
}

export async function getPlayer(db: Database, playerId: number, now = new Date()): Promise<Player> {
  return playerView(db, await loadPlayerRow(db, playerId), now)
}

/** Text fields of PATCH /api/player → their column. */
const TEXT_COLUMNS = {
  nickname: 'nickname',
  first_name: 'firstName',
  last_name: 'lastName',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
  state: 'state',
  mobile_phone: 'mobilePhone',
  profession: 'profession',
  personal_id_number: 'personalIdNumber',
} as const satisfies Record<string, keyof PlayerChanges>

export async function updatePlayer(
  db: Database,
  session: LiveSession,
  body: UpdatePlayerBody,
  now: Date,
): Promise<Player> {
  const row = await loadPlayerRow(db, session.playerId)
  const context = await contextFields(db, 'edition')
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue
    values[field] = typeof value === 'string' ? toText(value) : value
  }
  if (typeof values.country === 'string') values.country = values.country.toUpperCase()
  // The postal-code rule needs the country even when only the postal code changes.
  if (values.postal_code !== undefined && values.country === undefined) values.country = row.country

  const profileFields = Object.keys(values).filter(
    (f) => f in TEXT_COLUMNS || f === 'date_of_birth' || f === 'gender' || f.startsWith('receive_'),
  )
  const errors = validateContextFields(values, profileFields, context, {
    now,
    estonia: row.licenseName === 'EE',
  })
  if (
    values.gender !== undefined &&
    values.gender !== null &&
    !['male', 'female'].includes(String(values.gender))
  )
    errors.gender = [V.INVALID]

  const changes: PlayerChanges = {}
  if (values.password !== undefined || values.current_password !== undefined) {
    const passwordErrors = validateContextFields(
      values,
      ['password', 'password_confirmation'],
      { visible: [], required: ['password'], lengths: {} },
      { now, estonia: false },
    )
    Object.assign(errors, passwordErrors)
    const current = typeof values.current_password === 'string' ? values.current_password : ''
    if (!(await verifyPassword(row.passwordHash, current))) errors.current_password = [V.INVALID]
    if (Object.keys(errors).length === 0) changes.passwordHash = await hashPassword(String(values.password))
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)

  for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
    if (values[field] !== undefined) (changes as Record<string, unknown>)[column] = values[field]
  }
  if (values.date_of_birth !== undefined)
    changes.dateOfBirth = birthDateFromWire(values.date_of_birth as string | null)
  if (values.gender !== undefined) changes.gender = values.gender as string | null
  if (typeof values.receive_promos === 'boolean') changes.receivePromos = values.receive_promos
  if (typeof values.receive_sms_promos === 'boolean') changes.receiveSmsPromos = values.receive_sms_promos

  // spec 1 §4: an empty state is derived from the postal code for Canada and Australia.
  const derived = stateToSave({
    country: changes.country !== undefined ? changes.country : row.country,
    postalCode: changes.postalCode !== undefined ? changes.postalCode : row.postalCode,
    state: changes.state !== undefined ? changes.state : row.state,
  })
  if (derived) changes.state = derived

  const updated = await updatePlayerRow(db, row.id, changes, now)
  if (changes.passwordHash) await endOtherSessions(db, row.id, now, session.id)
  return playerView(db, updated, now)
}

export async function setLocale<L extends string>(
  db: Database,
  playerId: number,
  locale: L,
  now: Date,
): Promise<{ locale: L }> {
  await updatePlayerRow(db, playerId, { locale }, now)
  return { locale }
}

export async function getSubscriptions(db: Database, playerId: number): Promise<{ receive_promos: boolean }> {
  const row = await loadPlayerRow(db, playerId)
  return { receive_promos: row.receivePromos }
}

export async function setSubscriptions(
  db: Database,
  playerId: number,
  receivePromos: boolean,
  now: Date,
): Promise<{ receive_promos: boolean }> {
  const row = await updatePlayerRow(db, playerId, { receivePromos }, now)
  return { receive_promos: row.receivePromos }
}

/** spec 1 §6: a player may add only the self-assignable groups; anything else refuses the whole request. */
export async function addGroups(
  db: Database,
  playerId: number,
  ids: readonly number[],
): Promise<{ statuses: PlayerStatus[] }> {
  const allowed: readonly number[] = SELF_ASSIGNABLE_GROUPS
  if (ids.some((id) => !allowed.includes(id))) throw new FieldValidationError({ groups: [V.INVALID] })
  await addPlayerGroups(db, playerId, [...new Set(ids)])
  return { statuses: await listPlayerGroupRefs(db, playerId) }
}

/** Totals per wallet currency from its ledger (real money only), the active wallet first. */
export async function getStats(db: Database, playerId: number): Promise<PlayerStats> {
  const [accounts, totals] = await Promise.all([listPlayerAccounts(db, playerId), walletTotals(db, playerId)])
  const active = accounts.find((a) => a.active)
  const ordered = [...accounts].sort((a, b) => Number(b.active) - Number(a.active))
  return {
    currency: active?.currency ?? 'EUR',
    stats: ordered.map((a) => {
      const t = totals.find((row) => row.currency === a.currency)
      return {
        currency: a.currency,
        bets_count: t?.betsCount ?? 0,
        bets_sum_cents: t?.betsSumCents ?? 0,
        wins_count: t?.winsCount ?? 0,
        wins_sum_cents: t?.winsSumCents ?? 0,
        deposits_count: t?.depositsCount ?? 0,
        deposits_sum_cents: t?.depositsSumCents ?? 0,
        cashouts_count: t?.cashoutsCount ?? 0,
        cashouts_sum_cents: t?.cashoutsSumCents ?? 0,
      }
    }),
  }
}
