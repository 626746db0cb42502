// The gifts page and the header counter against the real English texts (apps/platform/messages/en):
// cards with the wagering bar, the cancel confirm naming what goes, a refused activation's message,
// the free-spin game links, the empty state, and the live `bonuses_changes` bar and issued notice.
import fs from 'node:fs'
import path from 'node:path'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emit, on } from '../../../lib/events'
import { PlatformFailure } from '../../../lib/platform-client'
import type { ShellPlayer } from '../../../lib/shell-context'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { batch, bonus } from '../model/fixtures'
import { useGiftsStore } from '../model/gifts-store'
import { GiftsCounter } from './gifts-counter'
import { GiftsPage } from './gifts-page'

const api = vi.hoisted(() => ({
  getBonuses: vi.fn(),
  getFreeSpins: vi.fn(),
  activateBonus: vi.fn(),
  cancelBonus: vi.fn(),
  activateFreeSpins: vi.fn(),
  cancelFreeSpins: vi.fn(),
  getAdditionalGifts: vi.fn(),
  getModifyGiftsConfig: vi.fn(),
}))
vi.mock('../api/bonuses-api', () => api)
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))
vi.mock('../../../lib/shell-context', () => ({ useShellContext: () => ({ locale: 'en', player: null }) }))

const messages = Object.fromEntries(
  ['gifts', 'profile'].map((name) => [
    name,
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, `../../../../../platform/messages/en/${name}.json`), 'utf8'),
    ),
  ]),
)
const translator = createTranslator('en', messages)
const player = { statuses: [], currency: 'EUR' } as unknown as ShellPlayer

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }])
  render(
    <TranslationProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
}

const active = bonus('1', {
  stage: 'activated',
  title: 'Reload',
  balance_cents: 9_000,
  wagered_cents: 1_200,
  wager_required_cents: 3_500,
  wagering_percent: 34,
  wager_until: '2026-12-24T00:00:00.000Z',
})

beforeEach(() => {
  api.getBonuses.mockResolvedValue([active, bonus('2', { title: 'Gift' })])
  api.getFreeSpins.mockResolvedValue([batch('5')])
  api.getModifyGiftsConfig.mockResolvedValue({ gifts: [], ignoredNoticeTournaments: ['rocket-wheel'] })
  api.getAdditionalGifts.mockResolvedValue({ gifts: [] })
})
afterEach(() => {
  cleanup()
  useGiftsStore.setState({ bonuses: null, freeSpins: null, config: null, additional: null })
  vi.clearAllMocks()
})

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement

describe('GiftsPage', () => {
  it('shows an activated bonus with its wagering bar and an issued one with Activate', async () => {
    show(<GiftsPage player={player} initial={null} />)
    const reload = await waitFor(() => card('Reload'))
    const bar = within(reload).getByRole('progressbar', { name: 'Wagering' })
    expect(bar.getAttribute('aria-valuenow')).toBe('34')
    expect(reload.textContent).toContain('€12.00 of €35.00 wagered')
    expect(within(reload).queryByRole('button', { name: 'Activate Reload' })).toBeNull()
    expect(within(card('Gift')).getByRole('button', { name: 'Activate Gift' })).toBeTruthy()
    const game = within(card('Spins 5')).getByRole('link', { name: 'Book of Croupier' })
    expect(game.getAttribute('href')).toBe('/play/croupier/book-of-croupier?mode=real')
  })

  it('confirms a cancel with the bonus money that goes, then reloads both lists', async () => {
    api.cancelBonus.mockResolvedValue({ ...active, stage: 'canceled' })
    show(<GiftsPage player={player} initial={null} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Reload' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Reload?' })
    expect(dialog.textContent).toContain('You will lose €90.00 of bonus money')
    api.getBonuses.mockResolvedValue([{ ...active, stage: 'canceled' }])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(api.cancelBonus).toHaveBeenCalledWith('1'))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Reload' })).toBeNull())
    expect(api.getBonuses).toHaveBeenCalledTimes(2)
    expect(api.getFreeSpins).toHaveBeenCalledTimes(2)
  })

  it('says why an activation was refused', async () => {
    api.activateBonus.mockRejectedValue(
      new PlatformFailure(
        { kind: 'conflict', status: 409, code: 'BONUS_ACTIVE_EXISTS', body: {} },
        'POST',
        'player-bonus-activation',
      ),
    )
    show(<GiftsPage player={player} initial={null} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Gift' }))
    expect((await within(card('Gift')).findByRole('alert')).textContent).toBe(
      'Finish or cancel your active bonus first.',
    )
  })

  it('shows the operator gifts for everyone, with a button only where it leads elsewhere', async () => {
    const gift = (id: string, to: string) => ({
      id,
      type: 'gift' as const,
      title: { en: `Extra ${id}` },
      description: { en: 'More for you' },
      image: '',
      groupIds: [],
      stags: [],
      to,
    })
    api.getAdditionalGifts.mockResolvedValue({
      gifts: [gift('pack', '/deposit-bonus'), gift('self', '/profile/gifts')],
    })
    show(<GiftsPage player={player} initial={null} />)
    const pack = await waitFor(() => card('Extra pack'))
    expect(
      within(pack).getByRole('link', { name: 'Find out more about Extra pack' }).getAttribute('href'),
    ).toBe('/deposit-bonus')
    expect(within(card('Extra self')).queryByRole('link')).toBeNull()
  })

  it('keeps the empty state when there is nothing at all', async () => {
    show(<GiftsPage player={player} initial={{ bonuses: [], freeSpins: [], config: null, additional: [] }} />)
    expect(await screen.findByText('No gifts right now')).toBeTruthy()
  })
})

describe('GiftsCounter', () => {
  it('counts issued gifts, moves a bar live and notices only an issued gift', async () => {
    const toasts: string[] = []
    const off = on('toast', ({ text }) => toasts.push(text))
    show(<GiftsCounter />)
    expect((await screen.findByRole('link', { name: '2 gifts waiting' })).getAttribute('href')).toBe(
      '/profile/gifts',
    )
    act(() =>
      emit('realtime', {
        name: 'bonuses_changes',
        payload: {
          id: '1',
          stage: 'activated',
          wagered_cents: 2_000,
          wager_required_cents: 3_500,
          wagering_percent: 57,
        },
      }),
    )
    expect(useGiftsStore.getState().bonuses?.[0]?.wagering_percent).toBe(57)
    expect(api.getBonuses).toHaveBeenCalledTimes(1)
    api.getBonuses.mockResolvedValue([
      active,
      bonus('2', { title: 'Gift' }),
      bonus('3', { title: 'Wheel prize', group_key: 'rocket_wheel' }),
      bonus('4', { title: 'New gift' }),
    ])
    act(() => emit('realtime', { name: 'bonuses_changes', payload: { id: '4', stage: 'issued' } }))
    await waitFor(() => expect(toasts).toEqual(['A new bonus is waiting for you: New gift']))
    act(() => emit('realtime', { name: 'bonuses_changes', payload: { id: '3', stage: 'issued' } }))
    await screen.findByRole('link', { name: '4 gifts waiting' })
    expect(toasts).toHaveLength(1)
    off()
  })
})
