// Every operator_config document the reference operator starts with, each checked against the
// schema its endpoint answers with, so a bad seed fails at start and not on a player's request.
import { BrandHostsSchema } from '@croupier/contract/brand/brand-host'
import { AdditionalGiftsSchema } from '@croupier/contract/config/get-additional-gifts'
import { CurrencyConfigSchema } from '@croupier/contract/config/get-currency-config'
import { DisabledBonusesSchema } from '@croupier/contract/config/get-disabled-bonuses'
import { ExcludedPromoStagsSchema } from '@croupier/contract/config/get-excluded-promo-stags'
import { LogoConfigSchema } from '@croupier/contract/config/get-logo-config'
import { MainWidgetConfigSchema } from '@croupier/contract/config/get-main-widget-config'
import { ManagePromotionPagesSchema } from '@croupier/contract/config/get-manage-promotion-pages'
import { MenuCategoriesGamesSchema } from '@croupier/contract/config/get-menu-categories-games'
import { ModifyGiftsConfigSchema } from '@croupier/contract/config/get-modify-gifts-config'
import { ProvidersConfigSchema } from '@croupier/contract/config/get-providers-config'
import { StagByReferrerNameSchema } from '@croupier/contract/config/get-stag-by-referrer-name'
import { SurveyConfigSchema } from '@croupier/contract/config/get-survey-config'
import { VipAdventuresSchema } from '@croupier/contract/config/get-vip-adventures'
import { WheelConfigSchema } from '@croupier/contract/config/get-wheel-config'
import { WheelConfigSegmentsSchema } from '@croupier/contract/config/get-wheel-config-segments'
import { LocalesSchema } from '@croupier/contract/info/get-locales'
import { PlayerFieldsSchema } from '@croupier/contract/info/get-player-fields'
import type { z } from 'zod'
import { BRAND_HOSTS_CONFIG_KEY } from '../modules/brand/brand.service.ts'
import { DEFAULT_BRAND_HOSTS } from '../modules/brand/default-brand-hosts.ts'
import { StoredBannersSchema, StoredManagersSchema } from '../modules/config/config.documents.ts'
import { LocaleVisibilitySchema, StoredProjectSchema } from '../modules/info/info.documents.ts'
import { banners } from './config/banners.ts'
import {
  CURRENCY_CONFIG,
  LOGO_CONFIG,
  MANAGERS,
  MENU,
  PROVIDERS_CONFIG,
  STAG_BY_REFERRER_NAME,
  SURVEY_CONFIG,
} from './config/navigation.ts'
import { PLAYER_FIELDS } from './config/player-fields.ts'
import { LOCALE_VISIBILITY, LOCALES, PROJECT } from './config/project.ts'
import {
  ADDITIONAL_GIFTS,
  DISABLED_BONUSES,
  EXCLUDED_PROMO_STAGS,
  MAIN_WIDGET_CONFIG,
  MANAGE_PROMOTION_PAGES,
  MODIFY_GIFTS_CONFIG,
  vipAdventures,
  WHEEL_CONFIG,
  WHEEL_SEGMENTS,
} from './config/promotions.ts'

interface ConfigDocument {
  key: string
  schema: z.ZodType
  value: unknown
}

export function operatorConfigDocuments(now: Date): ConfigDocument[] {
  return [
    { key: 'player-fields', schema: PlayerFieldsSchema, value: PLAYER_FIELDS },
    { key: 'project', schema: StoredProjectSchema, value: PROJECT },
    { key: 'locales', schema: LocalesSchema, value: LOCALES },
    { key: 'locale-visibility', schema: LocaleVisibilitySchema, value: LOCALE_VISIBILITY },
    { key: BRAND_HOSTS_CONFIG_KEY, schema: BrandHostsSchema, value: DEFAULT_BRAND_HOSTS },
    { key: 'stag-by-referrer-name', schema: StagByReferrerNameSchema, value: STAG_BY_REFERRER_NAME },
    { key: 'survey-config', schema: SurveyConfigSchema, value: SURVEY_CONFIG },
    { key: 'vip-adventures', schema: VipAdventuresSchema, value: vipAdventures(now) },
    { key: 'disabled-bonuses', schema: DisabledBonusesSchema, value: DISABLED_BONUSES },
    { key: 'modify-gifts-config', schema: ModifyGiftsConfigSchema, value: MODIFY_GIFTS_CONFIG },
    { key: 'managers', schema: StoredManagersSchema, value: MANAGERS },
    { key: 'excluded-promo-stags', schema: ExcludedPromoStagsSchema, value: EXCLUDED_PROMO_STAGS },
    { key: 'currency-config', schema: CurrencyConfigSchema, value: CURRENCY_CONFIG },
    { key: 'additional-gifts', schema: AdditionalGiftsSchema, value: ADDITIONAL_GIFTS },
    { key: 'main-widget-config', schema: MainWidgetConfigSchema, value: MAIN_WIDGET_CONFIG },
    { key: 'providers-config', schema: ProvidersConfigSchema, value: PROVIDERS_CONFIG },
    { key: 'logo-config', schema: LogoConfigSchema, value: LOGO_CONFIG },
    { key: 'menu-categories-games', schema: MenuCategoriesGamesSchema, value: MENU },
    { key: 'manage-promotion-pages', schema: ManagePromotionPagesSchema, value: MANAGE_PROMOTION_PAGES },
    { key: 'banners-config', schema: StoredBannersSchema, value: banners(now) },
    { key: 'wheel-config', schema: WheelConfigSchema, value: WHEEL_CONFIG },
    { key: 'wheel-config-segments', schema: WheelConfigSegmentsSchema, value: WHEEL_SEGMENTS },
  ]
}
