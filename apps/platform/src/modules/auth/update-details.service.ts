// POST /api/auth_providers/update_details: fills what `auth_fields_missed` lists (spec 1 §4: the
// terms popup sends terms_acceptance). Fields that are not missing are ignored.
import type { UpdateDetailsBody } from '@croupier/contract/auth/update-details'
import type { Player } from '@croupier/contract/player/get-player'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError } from '../../http/errors.ts'
import { birthDateFromWire, getPlayer, loadPlayerRow } from '../player/player.service.ts'
import { contextFields, validateContextFields } from '../player/player-fields.service.ts'
import { findPlayerByEmail, type PlayerChanges, updatePlayerRow } from '../player/player-records.service.ts'
import { activateAccount } from '../wallet/accounts.service.ts'
import { normaliseRegistration, referenceErrors } from './registration.service.ts'

/** Missing field → column it fills; acceptances are recorded by leaving the list. */
const COLUMNS: Record<string, keyof PlayerChanges | null> = {
  terms_acceptance: null,
  age_acceptance: null,
  email: 'email',
  nickname: 'nickname',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
  state: 'state',
  mobile_phone: 'mobilePhone',
  profession: 'profession',
  personal_id_number: 'personalIdNumber',
  receive_promos: 'receivePromos',
  receive_sms_promos: 'receiveSmsPromos',
  currency: null,
}

export async function updateDetails(
  db: Database,
  playerId: number,
  user: UpdateDetailsBody['user'],
  now: Date,
): Promise<void> {
  const row = await loadPlayerRow(db, playerId)
  const missed = row.authFieldsMissed.filter((field) => field in COLUMNS)
  if (missed.length === 0) return
  const values = normaliseRegistration(user)
  const given = missed.filter((field) => values[field] !== undefined)
  // Nothing of what is missing was sent: report every missing field.
  const fields = given.length > 0 ? given : missed
  const registration = await contextFields(db, 'registration')
  const context = { ...registration, required: fields }
  const errors: Record<string, string[]> = {
    ...validateContextFields(values, fields, context, { now, estonia: row.licenseName === 'EE' }),
  }
  for (const [field, keys] of Object.entries(await referenceErrors(db, values, fields)))
    errors[field] ??= keys
  if (fields.includes('email') && !errors.email) {
    const owner = await findPlayerByEmail(db, String(values.email))
    if (owner && owner.id !== row.id) errors.email = [V.EMAIL_TAKEN]
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)

  const changes: Record<string, unknown> = {}
  for (const field of fields) {
    const column = COLUMNS[field]
    if (column)
      changes[column] = field === 'date_of_birth' ? birthDateFromWire(values[field] as string) : values[field]
  }
  if (fields.includes('currency')) await activateAccount(db, row.id, String(values.currency), now)
  await updatePlayerRow(
    db,
    row.id,
    {
      ...(changes as PlayerChanges),
      authFieldsMissed: row.authFieldsMissed.filter((f) => !fields.includes(f)),
    },
    now,
  )
}

/** update_details answers with the player as it now is. */
export async function updateDetailsAndView(
  db: Database,
  playerId: number,
  user: UpdateDetailsBody['user'],
  now: Date,
): Promise<Player> {
  await updateDetails(db, playerId, user, now)
  return getPlayer(db, playerId, now)
}
