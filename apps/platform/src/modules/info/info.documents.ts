// Stored shapes of the info documents kept in operator_config.
import { ProjectSchema } from '@croupier/contract/info/get-project'
import { LocaleSchema } from '@croupier/contract/primitives'
import { z } from 'zod'

/** The project without `hosts`, which come from the brand config. */
export const StoredProjectSchema = ProjectSchema.omit({ hosts: true })

/**
 * Locales an operator hides per partner. A key matches a stag exactly or as its affiliate part
 * (a stag is '<affiliate>_<campaign…>', so key '131811' matches stag '131811_summer').
 */
export const LocaleVisibilitySchema = z.object({
  hiddenByStag: z.record(z.string(), z.array(LocaleSchema)),
  hiddenByAffiliate: z.record(z.string(), z.array(LocaleSchema)),
})
export type LocaleVisibility = z.infer<typeof LocaleVisibilitySchema>
