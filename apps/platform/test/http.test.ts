// Platform-wide HTTP behaviour: JSON errors without stacks, helmet headers, OpenAPI from the contract.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSETS_PATH_PREFIX } from '../src/modules/brand/brand.routes.ts'
import { inject } from './helpers/call.ts'
import { OPENAPI_JSON, openApiPath, unknownApiPath } from './helpers/platform-paths.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

describe('errors', () => {
  it('an unknown route is a 404 JSON', async () => {
    const path = unknownApiPath('nothing-here')
    const response = await t.app.inject({ url: path })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: `No route GET ${path}` })
  })

  it('malformed JSON is a 400 JSON with no stack trace', async () => {
    const response = await inject(t.app, api.putLog, {
      headers: { 'content-type': 'application/json' },
      csrf: false,
      rawBody: '{"level": "info", "message": ',
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error).toBe('BAD_REQUEST')
    expect(response.body).not.toMatch(/\bat \S+:\d+|node_modules|stack/i)
  })
})

describe('security headers', () => {
  it('helmet headers are present on API answers', async () => {
    const response = await inject(t.app, api.getClientContext)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    // HSTS only on https answers (ADR 021, test/https-and-csrf.test.ts); inject speaks plain http.
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })
})

describe('OpenAPI', () => {
  it(`${OPENAPI_JSON} lists every endpoint of this area`, async () => {
    const response = await t.app.inject({ url: OPENAPI_JSON })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths as Record<string, unknown>)
    const expected = [
      openApiPath(api.getPlayerFields),
      openApiPath(api.getStatuses),
      openApiPath(api.getCountries),
      openApiPath(api.getCurrencies),
      openApiPath(api.getProject),
      openApiPath(api.getCryptoExchangeRates),
      openApiPath(api.getLocales),
      openApiPath(api.getCurrentIp),
      openApiPath(api.getClientContext),
      openApiPath(api.getStagByReferrerName),
      openApiPath(api.getSurveyConfig),
      openApiPath(api.getBettingConfig),
      openApiPath(api.getVipAdventures),
      openApiPath(api.getDisabledBonuses),
      openApiPath(api.getModifyGiftsConfig),
      openApiPath(api.postManagers),
      openApiPath(api.getExcludedPromoStags),
      openApiPath(api.getCurrencyConfig),
      openApiPath(api.getAdditionalGifts),
      openApiPath(api.getMainWidgetConfig),
      openApiPath(api.getProvidersConfig),
      openApiPath(api.getLogoConfig),
      openApiPath(api.getMenuCategoriesGames),
      openApiPath(api.getManagePromotionPages),
      openApiPath(api.getBannersConfig),
      openApiPath(api.getWheelConfig),
      openApiPath(api.getWheelConfigSegments),
      openApiPath(api.getMessages),
      openApiPath(api.listPages),
      openApiPath(api.getPage),
      openApiPath(api.getSnippet),
      openApiPath(api.getSeoPage),
      openApiPath(api.putLog),
      openApiPath(api.putPerformance),
      openApiPath(api.putNetworkPerformance),
      openApiPath(api.putMetricsErrorsValidation),
      openApiPath(api.postLogUtmSet),
      openApiPath(api.postLogUtmSend),
      openApiPath(api.postPwaEvent),
      openApiPath(api.sendContactMessage),
      `${ASSETS_PATH_PREFIX}/{file}`,
      openApiPath(api.checkEmail),
      openApiPath(api.signIn),
      openApiPath(api.signOut),
      openApiPath(api.register),
      openApiPath(api.resetPassword),
      openApiPath(api.resendConfirmation),
      openApiPath(api.updateDetails),
      openApiPath(api.updatePlayer),
      openApiPath(api.getPlayerStats),
      openApiPath(api.getPlayerSettings),
      openApiPath(api.updateSubscriptions),
      openApiPath(api.updateLocale),
      openApiPath(api.addGroups),
      openApiPath(api.selectAccount),
      openApiPath(api.getTwoFactor),
      openApiPath(api.getSessions),
      openApiPath(api.deleteSession),
      openApiPath(api.uploadDocument),
      openApiPath(api.getMailbox),
    ]
    expect(paths).toEqual(expect.arrayContaining(expected))
  })
})
