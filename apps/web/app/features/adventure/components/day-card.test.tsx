// A day card's actions by state (spec 2 §4) against the real English texts: active shows Details and
// Deposit, or Go to gifts when its gift waits; completed shows Details, Go to gifts while the gift
// waits, or Support without a gift; lost, future and superb show Details only; only active has a timer.
import fs from 'node:fs'
import path from 'node:path'
import type { PlayerAdventureDay } from '@croupier/contract/adventures/get-player-adventures'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { DayCard } from './day-card'

vi.mock('../../../lib/shell-context', () => ({ useShellContext: () => ({ locale: 'en', player: null }) }))
vi.mock('../../../lib/modals/open-modal', () => ({ openModal: vi.fn() }))

const adventure = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../../platform/messages/en/adventure.json'), 'utf8'),
)
const translator = createTranslator('en', { adventure })

function day(fields: Partial<PlayerAdventureDay>): PlayerAdventureDay {
  return {
    day: 3,
    label: 'Day 3',
    step: 3,
    step_total: 7,
    date: '2031-05-14',
    starts_at: '2031-05-14T00:00:00.000Z',
    ends_at: '2031-05-15T00:00:00.000Z',
    is_extra: false,
    state: 'future',
    prize: { bonus: { amount_cents: 2_000, wager: 3 }, freespins: null },
    condition: { min_deposit_cents: 4_000, wager: 0, period_activation_days: 1 },
    completed_at: null,
    gift: null,
    ...fields,
  }
}

function actions(fields: Partial<PlayerAdventureDay>): string[] {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <DayCard day={day(fields)} currency="EUR" onDetails={() => {}} onDayEnd={() => {}} />,
    },
  ])
  render(
    <TranslationProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
  const card = screen.getByRole('article', { name: fields.is_extra ? 'Bonus day' : 'Day 3' })
  return [...within(card).queryAllByRole('button'), ...within(card).queryAllByRole('link')].map(
    (element) => element.textContent ?? '',
  )
}

const waiting = { kind: 'bonus', id: '7', activatable: true } as const
const taken = { kind: 'bonus', id: '7', activatable: false } as const

afterEach(cleanup)

describe('day card actions (spec 2 §4)', () => {
  it.each([
    ['active', { state: 'active' }, ['Details', 'Deposit']],
    ['active with a waiting gift', { state: 'active', gift: waiting }, ['Go to gifts']],
    ['completed with a waiting gift', { state: 'completed', gift: waiting }, ['Details', 'Go to gifts']],
    ['completed, gift activated', { state: 'completed', gift: taken }, ['Details']],
    ['completed without a gift', { state: 'completed' }, ['Details', 'Support']],
    ['lost', { state: 'lost' }, ['Details']],
    ['future', { state: 'future' }, ['Details']],
    ['superb', { state: 'superb', is_extra: true }, ['Details']],
  ] as const)('%s', (_name, fields, expected) => {
    expect(actions(fields as Partial<PlayerAdventureDay>).sort()).toEqual([...expected].sort())
  })

  it('reads the prize and the condition in the currency', () => {
    actions({ state: 'future' })
    expect(screen.getByText('€20 bonus (wager ×3)')).toBeTruthy()
    expect(screen.getByText('Deposit at least €40 on this day')).toBeTruthy()
  })
})
