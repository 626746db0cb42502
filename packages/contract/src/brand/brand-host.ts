// The brand config keyed by host (ARCHITECTURE.md "Hosts"): main, mirror, locale and betting
// domains with their licence. Read by GET /api/info/project and by PUBLIC_HOSTS on the platform.
import type { BrandHost } from '@croupier/rules/brand'
import { z } from 'zod'
import { LicenceSchema, LocaleSchema } from '../primitives.ts'

export const BrandHostSchema = z.object({
  /** Host name without port, e.g. `de.localhost` or `casino.example`. */
  host: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/i),
  kind: z.enum(['main', 'mirror', 'locale', 'betting']),
  licence: LicenceSchema,
  /** A locale host serves this locale without a path prefix (spec 1 §1). */
  locale: LocaleSchema.optional(),
  /** Sportsbook origin for this host, e.g. `http://sport.localhost:3000`; absent = no sportsbook. */
  bettingHost: z.string().min(1).optional(),
}) satisfies z.ZodType<BrandHost>

export const BrandHostsSchema = z.array(BrandHostSchema).min(1)
