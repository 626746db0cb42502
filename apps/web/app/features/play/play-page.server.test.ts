// @vitest-environment node
// `/play` alone (spec 1 §4, §8): the random game is asked for up to 10 times until the visitor can
// launch one; when none qualifies the process log gets RANDOM_GAME_NOT_FOUND and the page says so.
// The node environment makes lib/log write to the server's console, as it does in production.
import * as api from '@croupier/contract/api.generated'
import type { Game } from '@croupier/contract/catalogue/game'
import { RANDOM_GAME_ATTEMPTS } from '@croupier/rules/play'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routeContext } from '../../lib/route-context.server'
import type { ShellContext, ShellPlayer } from '../../lib/shell-context'
import { loadPlayPage } from './play-page.server'

vi.mock('../../lib/route-context.server', () => ({ routeContext: vi.fn() }))
const callOrNull = vi.hoisted(() => vi.fn())
vi.mock('../../lib/platform-client.server', () => ({
  platformFor: () => ({ callOrNull, call: vi.fn(), tryCall: vi.fn() }),
  cachedPlatformGet: vi.fn(),
}))

const isRandomGame = (endpoint: unknown) => endpoint === api.getRandomGame

function game(slug: string, { demo, currencies }: { demo: boolean; currencies: string[] }): Game {
  return {
    provider: 'netent',
    seo_title: slug,
    has_demo_mode: demo,
    currencies: Object.fromEntries(currencies.map((code, index) => [code, { id: index + 1 }])),
  } as unknown as Game
}

function visit(player: Partial<ShellPlayer> | null) {
  const shell = { geoRestriction: 'none', player } as unknown as ShellContext
  vi.mocked(routeContext).mockResolvedValue({ shell, locale: 'en', t: ((key: string) => key) as never })
}

/** Answers the random-game calls in turn; the last answer repeats. */
function randomAnswers(...answers: (Game | null)[]) {
  let call = 0
  callOrNull.mockImplementation(async (endpoint: { path: string }) => {
    if (!isRandomGame(endpoint)) throw new Error(`unexpected platform call ${endpoint.path}`)
    const answer = answers[Math.min(call, answers.length - 1)] ?? null
    call += 1
    return answer
  })
}

function randomCalls(): number {
  return callOrNull.mock.calls.filter(([endpoint]) => isRandomGame(endpoint)).length
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise
    return null
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location')
    throw thrown
  }
}

const request = () => new Request('http://localhost/play')

describe('the random game of /play', () => {
  let consoleError: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    callOrNull.mockReset()
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it('asks 10 times, then logs RANDOM_GAME_NOT_FOUND and shows the no-random-game page', async () => {
    visit(null)
    // A guest can only play a demo: a game without one never qualifies.
    randomAnswers(game('live-roulette', { demo: false, currencies: ['CAD'] }))

    const page = await loadPlayPage(request(), {}, {})

    expect(page).toMatchObject({ kind: 'no-random-game', meta: { noindex: true } })
    expect(RANDOM_GAME_ATTEMPTS).toBe(10)
    expect(randomCalls()).toBe(10)
    expect(consoleError).toHaveBeenCalledWith('RANDOM_GAME_NOT_FOUND', 'no launchable random game')
  })

  it('counts a failed ask (the platform’s 404 when no game qualifies) as an attempt', async () => {
    visit(null)
    randomAnswers(null)

    const page = await loadPlayPage(request(), {}, {})

    expect(page?.kind).toBe('no-random-game')
    expect(randomCalls()).toBe(10)
    expect(consoleError).toHaveBeenCalledWith('RANDOM_GAME_NOT_FOUND', 'no launchable random game')
  })

  it('stops at the first launchable game and opens it, without logging', async () => {
    visit(null)
    randomAnswers(
      game('live-blackjack', { demo: false, currencies: ['CAD'] }),
      null,
      game('book-of-gold', { demo: true, currencies: ['CAD'] }),
      game('never-asked', { demo: true, currencies: ['CAD'] }),
    )

    const location = await redirectOf(loadPlayPage(request(), {}, {}))

    expect(location).toBe('/play/netent/book-of-gold?mode=demo')
    expect(randomCalls()).toBe(3)
    expect(consoleError).not.toHaveBeenCalledWith('RANDOM_GAME_NOT_FOUND', expect.anything())
  })

  it('asks for a game of the visitor’s catalogue: a phone gets the mobile one', async () => {
    visit(null)
    randomAnswers(game('book-of-gold', { demo: true, currencies: ['CAD'] }))
    const phone = new Request('http://localhost/play', {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Mobile Safari/537.36' },
    })
    await redirectOf(loadPlayPage(phone, {}, {}))
    await redirectOf(loadPlayPage(request(), {}, {}))
    expect(callOrNull.mock.calls.map(([endpoint, options]) => [isRandomGame(endpoint), options])).toEqual([
      [true, { query: { device: 'mobile' } }],
      [true, { query: { device: 'desktop' } }],
    ])
  })

  it('gives a player a game in their currency for real, or one with a demo', async () => {
    visit({ currency: 'CAD' })
    randomAnswers(
      game('euro-only-table', { demo: false, currencies: ['EUR'] }),
      game('cad-slot', { demo: true, currencies: ['CAD', 'EUR'] }),
    )
    expect(await redirectOf(loadPlayPage(request(), {}, {}))).toBe('/play/netent/cad-slot?mode=real')
    expect(randomCalls()).toBe(2)

    callOrNull.mockReset()
    randomAnswers(game('euro-slot', { demo: true, currencies: ['EUR'] }))
    expect(await redirectOf(loadPlayPage(request(), {}, {}))).toBe('/play/netent/euro-slot?mode=demo')
    expect(randomCalls()).toBe(1)
  })
})
