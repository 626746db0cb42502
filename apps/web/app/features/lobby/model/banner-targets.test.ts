import type { Banner } from '@croupier/contract/config/get-banners-config'
import { describe, expect, it } from 'vitest'
import { isBuiltPage } from '../../../lib/built-pages'
import { withBuiltTargets } from './banner-targets'

const banner = (id: string, url?: string): Banner => ({
  id,
  categories: ['slider-index-top'],
  title: { text: id },
  description: { text: '' },
  variables: {},
  gradient: { left: '#000', leftCenter: '#111', rightCenter: '#222', right: '#333' },
  labels: [],
  image: '/x.png',
  order: {},
  groupIds: [],
  size: 'big',
  ...(url ? { button: { name: 'Go', url } } : {}),
})

describe('hero banners lead somewhere (ADR 024)', () => {
  it('drops a banner whose button leads to a page not built, keeps the rest in order', () => {
    const isBuilt = (href: string) => isBuiltPage(href, ['benefits-of-crypto'])
    const shown = withBuiltTargets(
      [
        banner('race', '/tournaments/weekly-pokies-race'),
        banner('sale', '/rocket-mart/sale'),
        banner('crypto', '/benefits-of-crypto'),
        banner('plain'),
        banner('gifts', '/profile/gifts'),
        banner('outside', 'https://example.com/promo'),
      ],
      isBuilt,
    )
    // The lobby hero's "Take part" reaches the tournament page (#14).
    expect(shown.map((item) => item.id)).toEqual(['race', 'crypto', 'plain', 'gifts', 'outside'])
  })
})
