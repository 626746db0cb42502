// Operator configuration documents: read, checked against their schema, and shaped per request
// where the answer depends on the locale (banners) or the player's groups (managers).
import type { Banner, BannersConfig } from '@croupier/contract/config/get-banners-config'
import type { BettingConfig } from '@croupier/contract/config/get-betting-config'
import type { Managers } from '@croupier/contract/config/post-managers'
import type { BrandHost } from '@croupier/rules/brand'
import type { Locale } from '@croupier/rules/locale'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { type StoredBanner, StoredBannersSchema, StoredManagersSchema } from './config.documents.ts'
import { findConfigValue } from './config.repository.ts'
import { pickLocalised } from './localise.ts'

/** A stored document, checked by `schema`; undefined when missing or malformed (the caller's default applies). */
export async function readOptionalConfig<S extends z.ZodType>(
  db: Database,
  key: string,
  schema: S,
): Promise<z.infer<S> | undefined> {
  const parsed = schema.safeParse(await findConfigValue(db, key))
  return parsed.success ? parsed.data : undefined
}

/** A stored document, checked: a missing key is a 404, a malformed one a 500 the operator must fix. */
export async function readConfig<S extends z.ZodType>(
  db: Database,
  key: string,
  schema: S,
): Promise<z.infer<S>> {
  const value = await findConfigValue(db, key)
  if (value === undefined) throw new HttpError(404, 'NOT_FOUND', `Config ${key} is not set`)
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new HttpError(500, 'INTERNAL', `Config ${key} is malformed`)
  return parsed.data
}

function localiseBanner(banner: StoredBanner, locale: Locale): Banner {
  const text = (t: Parameters<typeof pickLocalised>[0]) => pickLocalised(t, locale)
  const { button, secondButton, ...rest } = banner
  return {
    ...rest,
    title: { text: text(banner.title.text) },
    description: { text: text(banner.description.text) },
    labels: banner.labels.map((label) => ({ ...label, title: text(label.title) })),
    ...(button ? { button: { ...button, name: text(button.name) } } : {}),
    ...(secondButton
      ? {
          secondButton: {
            name: text(secondButton.name),
            popup: {
              title: text(secondButton.popup.title),
              secondTitle: text(secondButton.popup.secondTitle),
              desc: text(secondButton.popup.desc),
            },
          },
        }
      : {}),
  }
}

export async function getBanners(db: Database, locale: Locale): Promise<BannersConfig> {
  const stored = await readConfig(db, 'banners-config', StoredBannersSchema)
  return { banners: stored.banners.map((banner) => localiseBanner(banner, locale)) }
}

/** Managers looking after any of the player's groups, in configured order. */
export async function getManagers(db: Database, userGroups: readonly number[]): Promise<Managers> {
  const stored = await readConfig(db, 'managers', StoredManagersSchema)
  const groups = new Set(userGroups)
  return {
    managers: stored.managers
      .filter((manager) => manager.groupIds.some((id) => groups.has(id)))
      .map(({ groupIds: _groupIds, ...manager }) => manager),
  }
}

/** One source for the sportsbook: the brand hosts that name a betting host (no entry for EE). */
export function bettingConfigFromHosts(hosts: readonly BrandHost[]): BettingConfig {
  const entries = hosts.flatMap((host) => {
    if (!host.bettingHost) return []
    const url = /^https?:\/\//i.test(host.bettingHost) ? host.bettingHost : `https://${host.bettingHost}`
    return [[host.host, { url }] as const]
  })
  return { hosts: Object.fromEntries(entries) }
}

export { pickLocalised } from './localise.ts'
