// /api/info/*, /api/current_ip and /client-context (spec 1 §7 "Info", "Other").
import { getClientContext } from '@croupier/contract/info/get-client-context'
import { getCountries } from '@croupier/contract/info/get-countries'
import { getCryptoExchangeRates } from '@croupier/contract/info/get-crypto-exchange-rates'
import { getCurrencies } from '@croupier/contract/info/get-currencies'
import { getCurrentIp } from '@croupier/contract/info/get-current-ip'
import { getLocales } from '@croupier/contract/info/get-locales'
import { getPlayerFields } from '@croupier/contract/info/get-player-fields'
import { getProject } from '@croupier/contract/info/get-project'
import { getStatuses } from '@croupier/contract/info/get-statuses'
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { requestCountry } from './country.service.ts'
import * as info from './info.service.ts'

export function registerInfoRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const reference = { cache: 'reference' } as const
  const config = { cache: 'config' } as const
  // Answers depend on the visitor (IP, User-Agent).
  const visitor = { cache: 'private-no-store' } as const

  route(app, getPlayerFields, () => info.getPlayerFields(db), reference)
  route(app, getStatuses, () => info.getStatuses(db), reference)
  route(app, getCountries, () => info.getCountries(db), reference)
  route(app, getCurrencies, () => info.getCurrencies(db), reference)
  route(app, getProject, async () => info.getProject(db, await app.brandHosts.list(db)), config)
  route(app, getCryptoExchangeRates, () => info.getCryptoExchangeRates(db), config)
  route(app, getLocales, ({ query }) => info.getLocales(db, query), config)
  route(app, getCurrentIp, async ({ request }) => ({ country_code: await requestCountry(request) }), visitor)
  route(
    app,
    getClientContext,
    ({ request }) => clientContextFromUserAgent(request.headers['user-agent']),
    visitor,
  )
}
