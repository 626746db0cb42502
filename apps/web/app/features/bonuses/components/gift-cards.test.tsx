// Gift cards and the single bonus page's terms against the real English texts: a restricted player
// (cooling-off, self-exclusion) sees no Activate but Cancel and one line saying why; free-spin
// winnings say they have no wagering deadline; a batch that came with a deposit bonus names it;
// excluded games read as titles and an uncapped conversion as "No limit".
import fs from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { batch, bonus } from '../model/fixtures'
import { BonusCard } from './bonus-card'
import { BonusTerms } from './bonus-terms'
import { FreeSpinsCard } from './freespins-card'

const shell = vi.hoisted(() => ({ player: null as unknown }))
vi.mock('../api/bonuses-api', () => ({}))
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))
vi.mock('../../../lib/shell-context', () => ({
  useShellContext: () => ({ locale: 'en', player: shell.player }),
}))

const gifts = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../../platform/messages/en/gifts.json'), 'utf8'),
)
const translator = createTranslator('en', { gifts })

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }])
  render(
    <TranslationProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
}

afterEach(() => {
  cleanup()
  shell.player = null
})

describe('gift cards for a restricted player', () => {
  it('hide Activate on a waiting bonus and batch, keep Cancel and say why', () => {
    shell.player = { responsible_gaming: { restriction: { kind: 'cooling_off' } } }
    show(
      <ul>
        <BonusCard bonus={bonus('1', { title: 'Reload' })} label={null} />
        <FreeSpinsCard batch={batch('2', { title: '50 free spins' })} />
      </ul>,
    )
    expect(screen.queryByRole('button', { name: /^Activate/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cancel Reload' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel 50 free spins' })).toBeTruthy()
    expect(screen.getAllByText('Bonuses are paused during your break')).toHaveLength(2)
  })

  it('show Activate to a player without a break', () => {
    show(
      <ul>
        <BonusCard bonus={bonus('1', { title: 'Reload' })} label={null} />
      </ul>,
    )
    expect(screen.getByRole('button', { name: 'Activate Reload' })).toBeTruthy()
    expect(screen.queryByText('Bonuses are paused during your break')).toBeNull()
  })
})

describe('gift cards', () => {
  it('say a free-spin winnings bonus has no wagering deadline', () => {
    const winnings = bonus('3', {
      type: 'freespins',
      stage: 'activated',
      title: 'Free spin winnings',
      activatable: false,
      activatable_until: null,
      wager_until: null,
    })
    show(
      <ul>
        <BonusCard bonus={winnings} label={null} />
      </ul>,
    )
    expect(screen.getByText('No wagering deadline')).toBeTruthy()
  })

  it('name the bonus a batch came with under its own title', () => {
    show(
      <ul>
        <FreeSpinsCard batch={batch('4', { title: '100 free spins', source_title: '100% up to €500' })} />
      </ul>,
    )
    const card = screen.getByRole('heading', { name: '100 free spins' }).closest('li') as HTMLElement
    expect(within(card).getByText('with 100% up to €500')).toBeTruthy()
  })
})

describe('BonusTerms', () => {
  it('shows excluded games by title and an uncapped conversion as No limit', () => {
    const base = bonus('5')
    show(
      <BonusTerms
        bonus={{
          ...base,
          terms: {
            ...base.terms,
            excluded_games: ['netent/choco-party'],
            excluded_game_titles: ['Choco Party'],
          },
        }}
      />,
    )
    expect(screen.getByText(/Choco Party/)).toBeTruthy()
    expect(screen.queryByText(/netent\/choco-party/)).toBeNull()
    const row = screen.getByText('Maximum converted to cash').closest('div') as HTMLElement
    expect(within(row).getByText('No limit')).toBeTruthy()
  })
})
