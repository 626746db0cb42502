import { beforeEach, describe, expect, it } from 'vitest'
import { GIFT_MARKER_KEY, GIFTS_PATH, isGiftLink, storeGiftMarker, takeGiftRedirect } from './gift-marker'
import { GIFT_MARKER, GIFTS_PAGE, markGift } from './gifts-links'

describe('gift marker (spec 1 §2 R10)', () => {
  beforeEach(() => window.localStorage.clear())

  it('spells the marker and the page as the signed-in code does', () => {
    expect(GIFT_MARKER_KEY).toBe(GIFT_MARKER)
    expect(GIFTS_PATH).toBe(GIFTS_PAGE)
    markGift()
    expect(takeGiftRedirect(window.localStorage, { search: '', isLoggedIn: true })).toBe(true)
  })

  it('recognises a gift link', () => {
    expect(isGiftLink('?gift=1')).toBe(true)
    expect(isGiftLink('?gift')).toBe(false)
    expect(isGiftLink('?gift=0')).toBe(false)
    expect(isGiftLink('?other=1')).toBe(false)
  })

  it('a guest following a gift link is marked, not redirected; signed in later, main redirects once', () => {
    expect(takeGiftRedirect(window.localStorage, { search: '?gift=1', isLoggedIn: false })).toBe(false)
    expect(window.localStorage.getItem(GIFT_MARKER_KEY)).toBe('1')
    expect(takeGiftRedirect(window.localStorage, { search: '', isLoggedIn: true })).toBe(true)
    expect(window.localStorage.getItem(GIFT_MARKER_KEY)).toBeNull()
    expect(takeGiftRedirect(window.localStorage, { search: '', isLoggedIn: true })).toBe(false)
  })

  it('a signed-in player following a gift link goes straight to the gifts', () => {
    expect(takeGiftRedirect(window.localStorage, { search: '?gift=1', isLoggedIn: true })).toBe(true)
    expect(window.localStorage.getItem(GIFT_MARKER_KEY)).toBeNull()
  })

  it('a marker set by an issued gift redirects on the next visit to main', () => {
    storeGiftMarker(window.localStorage)
    expect(takeGiftRedirect(window.localStorage, { search: '', isLoggedIn: true })).toBe(true)
  })
})
