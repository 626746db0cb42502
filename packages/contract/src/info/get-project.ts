// GET /api/info/project — who the operator is: name, support contacts, socials, licences and the
// brand hosts (mirror, locale and betting domains) the client resolves its host against.
import { FEATURE_FLAGS } from '@croupier/rules/feature-flags'
import { z } from 'zod'
import { BrandHostSchema } from '../brand/brand-host.ts'
import { defineEndpoint } from '../endpoint.ts'
import { CountryCodeSchema, CurrencyCodeSchema, LicenceSchema, LocaleSchema } from '../primitives.ts'

export const SocialLinkSchema = z.object({
  network: z.enum(['telegram', 'x', 'instagram', 'facebook', 'youtube', 'discord']),
  url: z.url(),
})

export const ProjectLicenceSchema = z.object({
  code: LicenceSchema,
  authority: z.string(),
  number: z.string(),
  /** Page of the regulator's seal or register entry. */
  validatorUrl: z.url().optional(),
  company: z.string(),
})

export const ProjectSchema = z.object({
  name: z.string(),
  supportEmail: z.email(),
  phone: z.string(),
  socials: z.array(SocialLinkSchema),
  licences: z.array(ProjectLicenceSchema),
  defaultLocale: LocaleSchema,
  defaultCountry: CountryCodeSchema,
  defaultCurrency: CurrencyCodeSchema,
  hosts: z.array(BrandHostSchema),
  /** The brand's feature-flag defaults over the spec's all-off; /ffc overrides them locally (ADR 040). */
  featureDefaults: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()).optional(),
})
export type Project = z.infer<typeof ProjectSchema>

export const getProject = defineEndpoint({
  method: 'GET',
  path: '/api/info/project',
  summary: 'Operator identity, support contacts, licences and brand hosts',
  tags: ['info'],
  response: ProjectSchema,
})
