// Registration (spec 1 §4, §7): fields of the `registration` context of player_fields, checked with
// the rules (spec 1 §5); the player gets an active wallet, an A/B group by id parity, a confirmation
// email, and is signed in by the caller.
import type { RegistrationUser } from '@croupier/contract/auth/register'
import { isMainHost } from '@croupier/rules/brand'
import { abGroupForUserId } from '@croupier/rules/groups'
import { resolveLicence } from '@croupier/rules/licence'
import { DEFAULT_LOCALE, isLocale } from '@croupier/rules/locale'
import { email, required } from '@croupier/rules/validation'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { issueOnRegistration } from '../bonuses/offers.service.ts'
import { findCountry } from '../info/info.service.ts'
import { birthDateFromWire } from '../player/player.service.ts'
import {
  type ContextFields,
  contextFields,
  toFlag,
  toText,
  validateContextFields,
} from '../player/player-fields.service.ts'
import {
  addPlayerGroups,
  findPlayerByEmail,
  insertPlayer,
  type PlayerRow,
} from '../player/player-records.service.ts'
import { activateAccount } from '../wallet/accounts.service.ts'
import { enabledCurrency } from '../wallet/wallet.service.ts'
import { type AuthDeps, normaliseEmail, type RequestInfo } from './auth.context.ts'
import { hashPassword } from './password.ts'
import { sendConfirmation } from './recovery.service.ts'

const FLAG_FIELDS = new Set(['terms_acceptance', 'age_acceptance', 'receive_promos', 'receive_sms_promos'])

/** The submitted values as the rules read them: trimmed text, booleans, upper-case codes. */
export function normaliseRegistration(user: Partial<RegistrationUser>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(user)) {
    if (value === undefined || value === null) continue
    if (FLAG_FIELDS.has(field)) values[field] = toFlag(value)
    // Passwords are taken as typed: spaces are characters the password rule judges.
    else if (field === 'password' || field === 'password_confirmation') values[field] = value
    else values[field] = toText(value)
  }
  if (values.email !== undefined) values.email = normaliseEmail(values.email) || null
  for (const field of ['country', 'currency'] as const) {
    if (typeof values[field] === 'string') values[field] = (values[field] as string).toUpperCase()
  }
  return values
}

/** Errors of the reference-data fields the rules cannot know: enabled currency, known country. */
export async function referenceErrors(
  db: Database,
  values: Record<string, unknown>,
  fields: readonly string[],
) {
  const errors: Record<string, string[]> = {}
  if (
    fields.includes('currency') &&
    typeof values.currency === 'string' &&
    !(await enabledCurrency(db, values.currency))
  )
    errors.currency = [V.INVALID]
  if (
    fields.includes('country') &&
    typeof values.country === 'string' &&
    !(await findCountry(db, values.country))
  )
    errors.country = [V.INVALID]
  if (
    fields.includes('gender') &&
    values.gender != null &&
    !['male', 'female'].includes(String(values.gender))
  )
    errors.gender = [V.INVALID]
  return errors
}

function registrationLicence(
  values: Record<string, unknown>,
  info: RequestInfo,
  ipCountry: string,
  locale: string,
) {
  return resolveLicence({
    isMainHost: isMainHost(info.brandHost),
    hostLicence: info.brandHost?.licence,
    geoCountry: values.country === 'EE' ? 'EE' : ipCountry,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    ipCountry,
  })
}

export async function register(
  deps: AuthDeps,
  user: RegistrationUser,
  info: RequestInfo,
  ipCountry: string,
): Promise<PlayerRow> {
  const { db, now } = deps
  const context: ContextFields = await contextFields(db, 'registration')
  const values = normaliseRegistration(user)
  const locale =
    typeof values.locale === 'string' && isLocale(values.locale)
      ? values.locale
      : (info.brandHost?.locale ?? DEFAULT_LOCALE)
  const licence = registrationLicence(values, info, ipCountry, locale)
  const errors: Record<string, string[]> = {
    ...validateContextFields(values, context.visible, context, { now, estonia: licence === 'EE' }),
  }
  for (const [field, keys] of Object.entries(await referenceErrors(db, values, context.visible))) {
    errors[field] ??= keys
  }
  const address = String(values.email ?? '')
  if (!errors.email && (await findPlayerByEmail(db, address))) errors.email = [V.EMAIL_TAKEN]
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
  if (!(await deps.captcha.verify(user.captcha, info.ip))) {
    throw new HttpError(400, 'CAPTCHA_FAILED', 'The captcha was not solved.')
  }

  const visible = new Set(context.visible)
  const text = (field: string) =>
    visible.has(field) ? ((values[field] as string | null | undefined) ?? null) : null
  const currency =
    (visible.has('currency') && typeof values.currency === 'string' ? values.currency : null) ?? 'EUR'
  const row = await insertPlayer(db, {
    email: address,
    passwordHash: await hashPassword(String(values.password)),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: birthDateFromWire(text('date_of_birth')),
    gender: text('gender'),
    country: text('country') ?? ipCountry,
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    profession: text('profession'),
    personalIdNumber: text('personal_id_number'),
    receivePromos: visible.has('receive_promos') && values.receive_promos === true,
    receiveSmsPromos: visible.has('receive_sms_promos') && values.receive_sms_promos === true,
    locale,
    licenseName: licence,
    // Terms accepted at registration, or asked for later by the terms popup (spec 1 §4).
    authFieldsMissed: visible.has('terms_acceptance') ? [] : ['terms_acceptance'],
    stag: toText(user.stag),
    registrationDfpc: toText(user.dfpc),
    createdAt: now,
    updatedAt: now,
  })
  // Lost a race for the same address: the unique index decided.
  if (!row) throw new FieldValidationError({ email: [V.EMAIL_TAKEN] })
  await activateAccount(db, row.id, currency, now)
  // spec 1 §4, §6: A/B group by user id parity (the client shows a variant only when its flag is on).
  await addPlayerGroups(db, row.id, [abGroupForUserId(row.id)])
  // Issue #12: the welcome-pack group for partner stag 131811 and the registration gifts.
  await db.transaction((tx) => issueOnRegistration(tx, row, now))
  await sendConfirmation(deps, row, info.origin)
  return row
}

/** POST /check-email: 422 for an invalid or taken address, else available. */
export async function checkEmailAvailable(db: Database, raw: unknown): Promise<{ available: true }> {
  const address = normaliseEmail(raw)
  const error = required(address) ?? email(address)
  if (error) throw new FieldValidationError({ email: [error] })
  if (await findPlayerByEmail(db, address)) throw new FieldValidationError({ email: [V.EMAIL_TAKEN] })
  return { available: true }
}
