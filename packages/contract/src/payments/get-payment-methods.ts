// GET /api/payments/methods?currency=&action=deposit|cashout — the methods for one wallet currency
// and one action, open to guests for the payments info page (saved profiles only for a player)
// (spec 2 §7 "a payments library supplies methods and fields by currency and action"; spec 2 §9
// figures). Path chosen by the platform. The Sofort
// brand is left out for players in its hidden group (spec 1 §6). A crypto method's deposit address
// is not here: GET /api/payments/crypto_address gives it. An empty list is a valid answer (the
// client retries up to 3 times, spec 1 §5).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema } from '../primitives.ts'
import { MaskedCardSchema, PaymentActionSchema, PaymentMethodTypeSchema } from './payment.ts'

/** A card (or account) the player paid with before: pay again without retyping it. */
export const SavedProfileSchema = z.object({
  id: z.string().min(1),
  /** e.g. "Visa •••• 4242". */
  label: z.string(),
  card: MaskedCardSchema.nullable(),
})
export type SavedProfile = z.infer<typeof SavedProfileSchema>

/** The form fields a method needs (the client renders these; the platform validates them). */
export const PaymentFieldSchema = z.enum([
  'card.number',
  'card.expiry',
  'card.holder',
  'card.cvv',
  'account.email',
  'account.iban',
  'account.holder',
  'account.address',
])
export type PaymentField = z.infer<typeof PaymentFieldSchema>

/**
 * A restriction the player accepts by paying this way (spec 2 §3 "termsOfService restrictions"),
 * as a key the client words (`cashbox.terms.<key>`).
 */
export const PaymentTermSchema = z.enum([
  'withdraw_to_same_method',
  'own_account_only',
  'exact_coin_and_network',
  'network_confirmations',
  'crypto_address_ownership',
])
export type PaymentTerm = z.infer<typeof PaymentTermSchema>

export const PaymentMethodSchema = z.object({
  /** Stable id, e.g. `card-visa`, `crypto-btc`; sent back as `method_id`. */
  id: z.string().min(1),
  type: PaymentMethodTypeSchema,
  /** Display brand: Visa, Mastercard, Skrill, Sofort, Bank transfer, Bitcoin … */
  brand: z.string(),
  provider: z.string(),
  currency: CurrencyCodeSchema,
  action: PaymentActionSchema,
  /** Fee in minor units and in basis points of the amount; 0 and 0 are "free" (spec 2 §9). */
  fee: z.object({ fixed_cents: CentsSchema, percent_bp: z.int().nonnegative() }),
  /** spec 2 §9 "processing instant"; other values for slower methods. */
  processing_time: z.enum(['instant', 'up_to_1_hour', 'up_to_3_days']),
  min_cents: CentsSchema,
  /** null: no upper bound other than the balance. */
  max_cents: CentsSchema.nullable(),
  /** Blockchain network for crypto (e.g. `bitcoin`, `erc20`, `trc20`), else null. */
  network: z.string().nullable(),
  fields: z.array(PaymentFieldSchema),
  saved_profiles: z.array(SavedProfileSchema),
  /** The method's terms of service restrictions, shown before the player pays. */
  terms_of_service: z.array(PaymentTermSchema),
})
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>

export const PaymentMethodsQuerySchema = z.object({
  currency: CurrencyCodeSchema,
  action: PaymentActionSchema,
})

export const getPaymentMethods = defineEndpoint({
  method: 'GET',
  path: '/api/payments/methods',
  summary: 'Payment methods for one currency and action',
  tags: ['payments'],
  query: PaymentMethodsQuerySchema,
  response: z.array(PaymentMethodSchema),
})
