// /api/fe/config/* (spec 1 §7): operator documents, cached for a minute by browsers and CDNs.
import { getAdditionalGifts } from '@croupier/contract/config/get-additional-gifts'
import { BANNERS_LOCALE_HEADER, getBannersConfig } from '@croupier/contract/config/get-banners-config'
import { getBettingConfig } from '@croupier/contract/config/get-betting-config'
import { getCurrencyConfig } from '@croupier/contract/config/get-currency-config'
import { getDisabledBonuses } from '@croupier/contract/config/get-disabled-bonuses'
import { getExcludedPromoStags } from '@croupier/contract/config/get-excluded-promo-stags'
import { getLogoConfig } from '@croupier/contract/config/get-logo-config'
import { getMainWidgetConfig } from '@croupier/contract/config/get-main-widget-config'
import { getManagePromotionPages } from '@croupier/contract/config/get-manage-promotion-pages'
import { getMenuCategoriesGames } from '@croupier/contract/config/get-menu-categories-games'
import { getModifyGiftsConfig } from '@croupier/contract/config/get-modify-gifts-config'
import { getProvidersConfig } from '@croupier/contract/config/get-providers-config'
import { getStagByReferrerName } from '@croupier/contract/config/get-stag-by-referrer-name'
import { getSurveyConfig } from '@croupier/contract/config/get-survey-config'
import { getVipAdventures } from '@croupier/contract/config/get-vip-adventures'
import { getWheelConfig } from '@croupier/contract/config/get-wheel-config'
import { getWheelConfigSegments } from '@croupier/contract/config/get-wheel-config-segments'
import { postManagers } from '@croupier/contract/config/post-managers'
import type { Endpoint } from '@croupier/contract/endpoint'
import { DEFAULT_LOCALE, normaliseLocale } from '@croupier/rules/locale'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { bettingConfigFromHosts, getBanners, getManagers, readConfig } from './config.service.ts'

/** Documents answered exactly as stored; the key is the last path segment. */
const STORED_DOCUMENTS = [
  getStagByReferrerName,
  getSurveyConfig,
  getVipAdventures,
  getDisabledBonuses,
  getModifyGiftsConfig,
  getExcludedPromoStags,
  getCurrencyConfig,
  getAdditionalGifts,
  getMainWidgetConfig,
  getProvidersConfig,
  getLogoConfig,
  getMenuCategoriesGames,
  getManagePromotionPages,
  getWheelConfig,
  getWheelConfigSegments,
] as const satisfies readonly Endpoint[]

export function configKeyOf(endpoint: Endpoint): string {
  return endpoint.path.slice(endpoint.path.lastIndexOf('/') + 1)
}

export function registerConfigRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  const cached = { cache: 'config' } as const

  for (const endpoint of STORED_DOCUMENTS) {
    route(app, endpoint as Endpoint, () => readConfig(db, configKeyOf(endpoint), endpoint.response), cached)
  }

  route(
    app,
    getBannersConfig,
    ({ request, reply }) => {
      const header = request.headers[BANNERS_LOCALE_HEADER]
      reply.header('vary', BANNERS_LOCALE_HEADER)
      return getBanners(db, normaliseLocale(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE)
    },
    cached,
  )

  route(app, getBettingConfig, async () => bettingConfigFromHosts(await app.brandHosts.list(db)), cached)

  // Depends on the body, so not cacheable by a shared cache.
  route(app, postManagers, ({ body }) => getManagers(db, body.userGroups))
}
