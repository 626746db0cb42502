// GET /api/fe/config/survey-config — the survey widget (spec 1 §4 "Survey widget"). The delays are
// client constants (spec 1 §9); this says whether, which survey and for whom.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const SurveyConfigSchema = z.object({
  enabled: z.boolean(),
  /** `local` renders the built-in survey; `external` loads `scriptUrl`. */
  provider: z.enum(['local', 'external']),
  surveyId: z.string(),
  scriptUrl: z.url().nullable(),
  /** Empty = every logged-in player. */
  groupIds: z.array(z.int()),
  excludedGroupIds: z.array(z.int()),
  locales: z.array(LocaleSchema),
  /** Modals during which the survey never opens (spec 1 §4). */
  blockingModals: z.array(z.string()),
})
export type SurveyConfig = z.infer<typeof SurveyConfigSchema>

export const getSurveyConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/survey-config',
  summary: 'Survey widget configuration',
  tags: ['config'],
  response: SurveyConfigSchema,
})
