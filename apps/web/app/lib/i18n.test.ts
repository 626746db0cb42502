import { describe, expect, it } from 'vitest'
import { createI18n, fetchMessages, messagesRequest } from './i18n'

describe('messages (spec 1 §7, spec 2 §5)', () => {
  it('busts the cache in 5-minute buckets', () => {
    expect(messagesRequest('de', 299_999)).toEqual({ params: { locale: 'de' }, query: { v: '0' } })
    expect(messagesRequest('de', 300_000)).toEqual({ params: { locale: 'de' }, query: { v: '300000' } })
  })

  it('falls back to en-AU, then en, and reports each failure', async () => {
    const failed: string[] = []
    const loaded = await fetchMessages(
      'no',
      async ({ params }) => {
        if (params.locale === 'en') return { common: { close: 'Close' } }
        throw new Error('HTTP 404')
      },
      0,
      (locale) => failed.push(locale),
    )
    expect(loaded).toEqual({ locale: 'en', messages: { common: { close: 'Close' } } })
    expect(failed).toEqual(['no', 'en-AU'])
  })

  it('reads namespaced keys and interpolates without HTML escaping', () => {
    const i18n = createI18n('en', { dev: { panel: { status: 'Now: {{country}} <b>' } } })
    expect(i18n.t('dev.panel.status', { country: 'AU' })).toBe('Now: AU <b>')
    expect(i18n.language).toBe('en')
  })
})
