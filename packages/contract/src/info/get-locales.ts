// GET /api/info/locales?stag=&affb_id= — locales offered to this visitor (spec 1 §1, §7). An
// operator may hide a locale for a partner stag or affiliate; hidden ones are left out.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const LocaleInfoSchema = z.object({
  code: LocaleSchema,
  /** Name in its own language ('Deutsch', 'Norsk'). */
  name: z.string(),
  default: z.boolean(),
})
export type LocaleInfo = z.infer<typeof LocaleInfoSchema>

export const LocalesQuerySchema = z.object({
  stag: z.string().max(128).optional(),
  affb_id: z.string().max(128).optional(),
})

export const LocalesSchema = z.object({ locales: z.array(LocaleInfoSchema) })
export type Locales = z.infer<typeof LocalesSchema>

export const getLocales = defineEndpoint({
  method: 'GET',
  path: '/api/info/locales',
  summary: 'Locales offered, minus those hidden for the partner stag or affiliate',
  tags: ['info'],
  query: LocalesQuerySchema,
  response: LocalesSchema,
})
