// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isNoSuchPage, PlatformError } from './platform.server'

describe('isNoSuchPage (issue 9 item 7)', () => {
  it.each([400, 404, 414, 422])(
    'a platform %i for the page identifier shows the not-found page',
    (status) => {
      expect(isNoSuchPage(new PlatformError(status, null, '/api/cms/pages/x'))).toBe(true)
    },
  )

  it.each([401, 403, 429, 500, 502, 503])('a platform %i is not a missing page', (status) => {
    expect(isNoSuchPage(new PlatformError(status, null, '/api/cms/pages/x'))).toBe(false)
  })

  it('a network failure is not a missing page', () => {
    expect(isNoSuchPage(new TypeError('fetch failed'))).toBe(false)
  })
})
