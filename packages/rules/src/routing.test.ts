import { describe, expect, it } from 'vitest'
import type { Locale } from './locale'
import {
  ACTIVE_MENU_GROUP,
  CHAT_HASH_DELAY_MS,
  canonicalCategoryPath,
  HASH_CLEAR_DELAY_MS,
  type HashAction,
  hashAction,
  isIgnorableNavigationError,
  isLobbyPath,
  isNoindex,
  isPwaInstallRequest,
  menuGroupActive,
  NOINDEX_PAGE_MAX_DEPTH,
  NOINDEX_STATIC_MAX_DEPTH,
  PWA_INSTALL_QUERY,
  pathDepth,
  type RouteGuard,
  redirectForGuard,
  routePath,
  SCROLL_TO_HASH_TIMEOUT_MS,
  sportsUrl,
  stripTrailingSlash,
} from './routing'

describe('spec constants', () => {
  it('hash cleared after 1000 ms, #chat after 1 s, scroll to hash waits up to 5 s (spec 1 §2, §9)', () => {
    expect(HASH_CLEAR_DELAY_MS).toBe(1000)
    expect(CHAT_HASH_DELAY_MS).toBe(1000)
    expect(SCROLL_TO_HASH_TIMEOUT_MS).toBe(5000)
  })
  it('noindex deeper than 3 segments (pages) and 4 (static pages)', () => {
    expect(NOINDEX_PAGE_MAX_DEPTH).toBe(3)
    expect(NOINDEX_STATIC_MAX_DEPTH).toBe(4)
  })
  it('pwa=install and the active menu group (spec 2 §2.1)', () => {
    expect(PWA_INSTALL_QUERY).toBe('pwa=install')
    expect(ACTIVE_MENU_GROUP).toEqual(['/arena', '/promo', '/tournaments', '/quests', '/leaderboard'])
  })
})

describe('stripTrailingSlash: trailing slashes are stripped (spec 1 §2)', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/a/', '/a'],
    ['/a', '/a'],
    ['//a//', '/a'],
    ['/a//b///', '/a/b'],
    ['/privacy-policy/', '/privacy-policy'],
    ['/a/?x=1', '/a?x=1'],
    ['/a/#chat', '/a#chat'],
    ['/?pwa=install', '/?pwa=install'],
    ['a/b/', '/a/b'],
  ])('%j → %j', (input, expected) => {
    expect(stripTrailingSlash(input)).toBe(expected)
  })
})

describe('routePath drops locale prefix, query, hash and trailing slash', () => {
  it.each([
    ['/de/pokies/?x=1', '/pokies'],
    ['/en-AU', '/'],
    ['/live/all#chat', '/live/all'],
    ['', '/'],
  ])('%j → %j', (input, expected) => {
    expect(routePath(input)).toBe(expected)
  })
})

describe('pathDepth counts segments after the locale prefix', () => {
  it.each([
    ['/', 0],
    ['', 0],
    ['/de', 0],
    ['/pokies', 1],
    ['/pokies/all', 2],
    ['/de/pokies/all', 2],
    ['/producers/a/2', 3],
    ['/a/b/c/d', 4],
    ['/en-AU/a/b/c/d/', 4],
    ['//a//b//', 2],
    ['/a/b?x=/c/d/e', 2],
  ])('%j → %i', (input, expected) => {
    expect(pathDepth(input)).toBe(expected)
  })
})

describe('isNoindex: deeper than 3 segments for pages, 4 for static pages (spec 1 §2, spec 2 §2.1)', () => {
  it.each([
    ['/a/b/c', 'page', false],
    ['/a/b/c/d', 'page', true],
    ['/de/a/b/c', 'page', false],
    ['/de/a/b/c/d', 'page', true],
    ['/a/b/c/d', 'static', false],
    ['/a/b/c/d/e', 'static', true],
    ['/en-CA/a/b/c/d', 'static', false],
    ['/', 'page', false],
    ['/', 'static', false],
  ] as const)('%j as %s → %s', (path, kind, expected) => {
    expect(isNoindex(path, kind)).toBe(expected)
  })
})

describe('hashAction (spec 1 §2)', () => {
  it.each<[string, HashAction]>([
    ['#sign-in', { kind: 'dialog', dialog: 'sign-in' }],
    ['#sign-up', { kind: 'dialog', dialog: 'sign-up' }],
    ['#remind', { kind: 'dialog', dialog: 'remind' }],
    ['#new-password', { kind: 'dialog', dialog: 'new-password' }],
    ['#users/password/edit', { kind: 'dialog', dialog: 'new-password' }],
    ['#profile/password/edit', { kind: 'dialog', dialog: 'new-password' }],
    ['sign-in', { kind: 'dialog', dialog: 'sign-in' }],
    ['#Sign-In', { kind: 'dialog', dialog: 'sign-in' }],
    ['#chat', { kind: 'chat' }],
    ['#CHAT', { kind: 'chat' }],
    ['#sport', { kind: 'sport', path: '/' }],
    ['#sport_live', { kind: 'sport', path: '/live' }],
    ['#sport_Live/Football', { kind: 'sport', path: '/Live/Football' }],
    ['#sport_/live/', { kind: 'sport', path: '/live' }],
    ['#sport_', { kind: 'sport', path: '/' }],
    ['#sport_<script>', { kind: 'sport', path: '/' }],
    ['#sport_a b', { kind: 'sport', path: '/' }],
    ['#sports', { kind: 'none' }],
    ['#signin', { kind: 'none' }],
    ['#', { kind: 'none' }],
    ['', { kind: 'none' }],
    ['#top', { kind: 'none' }],
  ])('%j', (hash, expected) => {
    expect(hashAction(hash)).toEqual(expected)
  })
})

describe('sportsUrl: #sport goes to the sports root, #sport_{x} to root + /{x} (spec 1 §2)', () => {
  it.each([
    ['sport.example.com', '/', 'https://sport.example.com/'],
    ['sport.example.com', '/live', 'https://sport.example.com/live'],
    ['https://sport.example.com/', '/live', 'https://sport.example.com/live'],
    ['http://sport.localhost:5174', 'live', 'http://sport.localhost:5174/live'],
    [' sport.example.com ', '/', 'https://sport.example.com/'],
  ])('%j + %j → %j', (host, path, expected) => {
    expect(sportsUrl(host, path)).toBe(expected)
  })
})

describe('isIgnorableNavigationError: duplicate or aborted navigation is ignored (spec 1 §2)', () => {
  const abort = new Error('The operation was aborted')
  abort.name = 'AbortError'
  it.each<[string, unknown, boolean]>([
    ['AbortError name', Object.assign(new Error('x'), { name: 'AbortError' }), true],
    ['aborted message', abort, true],
    ['DOMException-like', { name: 'AbortError', message: 'signal is aborted without reason' }, true],
    ['redundant navigation', new Error('Avoided redundant navigation to current location: "/"'), true],
    ['NavigationDuplicated', { name: 'NavigationDuplicated', message: 'x' }, true],
    ['duplicate string', 'duplicate navigation', true],
    ['loader failure', new Error('Request failed with status 500'), false],
    ['TypeError', new TypeError('x is undefined'), false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['number', 42, false],
    ['object without fields', {}, false],
    ['non-string fields', { name: 1, message: {} }, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isIgnorableNavigationError(error)).toBe(expected)
  })
})

describe('redirectForGuard (spec 1 §2)', () => {
  it.each<[RouteGuard, boolean, string, Locale, string | null]>([
    ['auth', false, '/profile/limits', 'en', '/sign-up?redirect=%2Fprofile%2Flimits'],
    ['auth', false, '/de/cashbox?x=1&y=2', 'de', '/de/sign-up?redirect=%2Fde%2Fcashbox%3Fx%3D1%26y%3D2'],
    ['auth', false, '/en-AU/deposit', 'en-AU', '/en-AU/sign-up?redirect=%2Fen-AU%2Fdeposit'],
    ['auth', true, '/profile', 'en', null],
    ['guest', true, '/sign-in', 'en', '/'],
    ['guest', true, '/it/sign-up', 'it', '/it'],
    ['guest', false, '/sign-in', 'en', null],
    ['none', false, '/', 'en', null],
    ['none', true, '/', 'de', null],
  ])('%s guard, loggedIn=%s, %j (%s) → %j', (guard, isLoggedIn, fullPath, locale, expected) => {
    expect(redirectForGuard({ guard, isLoggedIn, fullPath, locale })).toBe(expected)
  })
  it('the redirect query decodes back to the full path', () => {
    const target = redirectForGuard({
      guard: 'auth',
      isLoggedIn: false,
      fullPath: '/play/a/b?mode=real',
      locale: 'en',
    })
    expect(new URL(target ?? '', 'https://x').searchParams.get('redirect')).toBe('/play/a/b?mode=real')
  })
})

describe('isLobbyPath: / and /categories count as lobby (spec 2 §2.1)', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/de', true],
    ['/categories', true],
    ['/categories/', true],
    ['/en-AU/categories', true],
    ['/?pwa=install', true],
    ['/categories/new', false],
    ['/pokies/all', false],
    ['/promotions', false],
  ])('%j → %s', (path, expected) => {
    expect(isLobbyPath(path)).toBe(expected)
  })
})

describe('menuGroupActive: /arena, /promo, /tournaments, /quests, /leaderboard; not /promotions (spec 2 §2.1)', () => {
  it.each([
    ['/arena', true],
    ['/promo', true],
    ['/tournaments', true],
    ['/tournaments/all', true],
    ['/tournaments/weekly-race', true],
    ['/quests', true],
    ['/leaderboard', true],
    ['/de/leaderboard/', true],
    ['/promotions', false],
    ['/promo-x', false],
    ['/arenas', false],
    ['/', false],
    ['/pokies/tournaments', false],
  ])('%j → %s', (path, expected) => {
    expect(menuGroupActive(path)).toBe(expected)
  })
})

describe('isPwaInstallRequest: pwa=install on the lobby (spec 1 §2)', () => {
  it.each([
    ['/', '?pwa=install', true],
    ['/', 'pwa=install', true],
    ['/de', '?a=1&pwa=install', true],
    ['/categories', '?pwa=install', true],
    ['/', '?pwa=installed', false],
    ['/', '?PWA=install', false],
    ['/', '', false],
    ['/pokies/all', '?pwa=install', false],
  ])('%j %j → %s', (path, search, expected) => {
    expect(isPwaInstallRequest(path, search)).toBe(expected)
    expect(isPwaInstallRequest(path, new URLSearchParams(search))).toBe(expected)
  })
})

describe('canonicalCategoryPath: /categories/{slug} → /pokies/{slug} (spec 1 §2)', () => {
  it.each([
    ['/categories/new', '/pokies/new'],
    ['/de/categories/top/', '/pokies/top'],
    ['/categories', '/categories'],
    ['/live/all', '/live/all'],
  ])('%j → %j', (path, expected) => {
    expect(canonicalCategoryPath(path)).toBe(expected)
  })
})
