// Every domain module of the platform, registered in one place.
import type { FastifyInstance } from 'fastify'
import { registerAdventureRoutes } from './adventures/adventures.routes.ts'
import { registerAuthRoutes } from './auth/auth.routes.ts'
import { registerBonusRoutes } from './bonuses/bonuses.routes.ts'
import { registerOfferRoutes } from './bonuses/offers.routes.ts'
import { registerBrandRoutes } from './brand/brand.routes.ts'
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.ts'
import { registerCmsRoutes } from './cms/cms.routes.ts'
import { registerConfigRoutes } from './config/config.routes.ts'
import { registerDocumentRoutes } from './documents/documents.routes.ts'
import { registerI18nRoutes } from './i18n/i18n.routes.ts'
import { registerInfoRoutes } from './info/info.routes.ts'
import { registerJackpotRoutes } from './jackpots/jackpots.routes.ts'
import { registerLimitsRoutes } from './limits/limits.routes.ts'
import { registerLootboxRoutes } from './lootboxes/lootboxes.routes.ts'
import { registerLotteryRoutes } from './lotteries/lotteries.routes.ts'
import { registerLoyaltyRoutes } from './loyalty/loyalty.routes.ts'
import { registerMail } from './mail/mail.routes.ts'
import { registerMetricsRoutes } from './metrics/metrics.routes.ts'
import { registerPaymentsRoutes } from './payments/payments.routes.ts'
import { registerGameFrameRoutes } from './play/frame/frame.routes.ts'
import { registerPlayRoutes } from './play/play.routes.ts'
import { registerPlayerRoutes } from './player/player.routes.ts'
import { registerQuestRoutes } from './quests/quests.routes.ts'
import { registerRealtime } from './realtime/realtime.routes.ts'
import { registerSessionRoutes } from './session/session.routes.ts'
import { registerSupportRoutes } from './support/support.routes.ts'
import { registerTournamentRoutes } from './tournaments/tournaments.routes.ts'
import { registerVipRoutes } from './vip/vip.routes.ts'
import { registerWalletRoutes } from './wallet/wallet.routes.ts'

export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: other modules publish through app.realtime and plug their session resolver into it.
  registerRealtime(app)
  registerInfoRoutes(app)
  registerConfigRoutes(app)
  registerBrandRoutes(app)
  registerI18nRoutes(app)
  registerCmsRoutes(app)
  registerMetricsRoutes(app)
  registerSupportRoutes(app)
  // Accounts: auth reads app.mailer per request; sessions plug the realtime resolver at ready.
  registerMail(app)
  registerSessionRoutes(app)
  registerAuthRoutes(app)
  registerPlayerRoutes(app)
  registerWalletRoutes(app)
  registerDocumentRoutes(app)
  registerCatalogueRoutes(app)
  registerJackpotRoutes(app)
  registerPlayRoutes(app)
  registerLimitsRoutes(app)
  registerPaymentsRoutes(app)
  registerBonusRoutes(app)
  registerOfferRoutes(app)
  registerVipRoutes(app)
  registerLoyaltyRoutes(app)
  registerTournamentRoutes(app)
  registerQuestRoutes(app)
  registerLootboxRoutes(app)
  registerLotteryRoutes(app)
  registerAdventureRoutes(app)
  registerGameFrameRoutes(app)
}
