// Body shared by POST /log_utm_set and /log_utm_send (spec 1 §7).
import { UTM_KEYS } from '@croupier/rules/partner-tracking'
import { z } from 'zod'

const UtmValue = z.string().max(256).optional()

export const UtmMetricsSchema = z
  .object(
    Object.fromEntries(UTM_KEYS.map((key) => [key, UtmValue])) as Record<
      (typeof UTM_KEYS)[number],
      typeof UtmValue
    >,
  )
  .strict()

export const UtmBodySchema = z.object({ utmMetrics: UtmMetricsSchema })
export type UtmBody = z.infer<typeof UtmBodySchema>
