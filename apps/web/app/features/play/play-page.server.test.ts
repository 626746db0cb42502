// @vitest-environment node
// `/play` alone (spec 1 §4, §8): the random game is asked for up to 10 times until the visitor can
// launch one; when none qualifies the process log gets RANDOM_GAME_NOT_FOUND and the page says so.
// The node environment makes lib/log write to the server's console, as it does in production.
import type { Game } from '@croupier/contract/catalogue/game'
import { RANDOM_GAME_ATTEMPTS } from '@croupier/rules/play'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { platformCall } from '../../lib/platform.server'
import type { ShellContext, ShellPlayer } from '../../lib/shell-context'
import { routeContext } from '../../routes/route-context.server'
import { loadPlayPage } from './play-page.server'

vi.mock('../../routes/route-context.server', () => ({ routeContext: vi.fn() }))
vi.mock('../../lib/platform.server', () => ({
  platformCall: vi.fn(),
  cachedPlatformGet: vi.fn(),
  PlatformError: class PlatformError extends Error {},
  isNoSuchPage: vi.fn(() => false),
}))

const RANDOM_PATH = '/api/games/random'

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
  vi.mocked(platformCall).mockImplementation(async (_request, path) => {
    if (!path.startsWith(`${RANDOM_PATH}?`)) throw new Error(`unexpected platform call ${path}`)
    const answer = answers[Math.min(call, answers.length - 1)] ?? null
    call += 1
    return answer
  })
}

function randomCalls(): number {
  return vi.mocked(platformCall).mock.calls.filter(([, path]) => path.startsWith(`${RANDOM_PATH}?`)).length
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
    vi.mocked(platformCall).mockReset()
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
    expect(vi.mocked(platformCall).mock.calls.map(([, path]) => path)).toEqual([
      `${RANDOM_PATH}?device=mobile`,
      `${RANDOM_PATH}?device=desktop`,
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

    vi.mocked(platformCall).mockReset()
    randomAnswers(game('euro-slot', { demo: true, currencies: ['EUR'] }))
    expect(await redirectOf(loadPlayPage(request(), {}, {}))).toBe('/play/netent/euro-slot?mode=demo')
    expect(randomCalls()).toBe(1)
  })
})
