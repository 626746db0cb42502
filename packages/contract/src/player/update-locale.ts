// PATCH /api/player/update_locale `{ locale }` — save the player's locale (spec 1 §1). 200
// `{ locale }`; 422 `{ errors: { locale: ['VALIDATION.INVALID'] } }` for an unknown locale.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const UpdateLocaleBodySchema = z.object({ locale: LocaleSchema })
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBodySchema>

export const updateLocale = defineEndpoint({
  method: 'PATCH',
  path: '/api/player/update_locale',
  summary: "Save the player's locale",
  tags: ['player'],
  body: UpdateLocaleBodySchema,
  response: UpdateLocaleBodySchema,
})
