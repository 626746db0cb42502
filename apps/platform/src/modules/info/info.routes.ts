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
import {
  CONFIG_CACHE_CONTROL,
  PRIVATE_NO_STORE,
  REFERENCE_CACHE_CONTROL,
  setCacheControl,
} from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { resolveCountry } from './country.service.ts'
import * as info from './info.service.ts'

export function registerInfoRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps

  route(app, getPlayerFields, ({ reply }) => {
    setCacheControl(reply, REFERENCE_CACHE_CONTROL)
    return info.getPlayerFields(db)
  })
  route(app, getStatuses, ({ reply }) => {
    setCacheControl(reply, REFERENCE_CACHE_CONTROL)
    return info.getStatuses(db)
  })
  route(app, getCountries, ({ reply }) => {
    setCacheControl(reply, REFERENCE_CACHE_CONTROL)
    return info.getCountries(db)
  })
  route(app, getCurrencies, ({ reply }) => {
    setCacheControl(reply, REFERENCE_CACHE_CONTROL)
    return info.getCurrencies(db)
  })
  route(app, getProject, async ({ reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return info.getProject(db, await app.brandHosts.list(db))
  })
  route(app, getCryptoExchangeRates, ({ reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return info.getCryptoExchangeRates(db)
  })
  route(app, getLocales, ({ query, reply }) => {
    setCacheControl(reply, CONFIG_CACHE_CONTROL)
    return info.getLocales(db, query)
  })

  route(app, getCurrentIp, async ({ request, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    const country_code = await resolveCountry({
      headers: request.headers,
      ip: request.ip,
      geoHeader: config.geoHeader,
      isProduction: config.isProduction,
      locator: app.geoLocator,
    })
    return { country_code }
  })

  route(app, getClientContext, ({ request, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    return clientContextFromUserAgent(request.headers['user-agent'])
  })
}
