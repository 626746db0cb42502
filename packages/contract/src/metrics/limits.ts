// Bounds shared by the fire-and-forget client telemetry endpoints: they are public, so each is capped.
import { z } from 'zod'

/** Largest telemetry body accepted; larger gets 413. */
export const TELEMETRY_BODY_LIMIT = 16 * 1024
/** Short free text (names, keys, event names). */
export const ShortText = z.string().max(200)
/** Long free text (messages, URLs). */
export const LongText = z.string().max(2000)
/** Arbitrary small JSON context, kept shallow: string, number or boolean values. */
export const ContextSchema = z
  .record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 50, { message: 'VALIDATION.MAX_LENGTH' })
