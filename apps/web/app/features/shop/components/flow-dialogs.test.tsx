// The exchange's result dialog against the real English texts (spec 2 §4, §8 E2): a refused
// exchange opens the result dialog in its failure state with the refusal's reason; an unknown code
// reads as the generic failure, which says no points were taken.
import fs from 'node:fs'
import path from 'node:path'
import type { ShopCard } from '@croupier/contract/loyalty/comp-points'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { FlowDialogs } from './flow-dialogs'

vi.mock('react-router', () => ({
  Link: (props: { children: React.ReactNode }) => <a href="/">{props.children}</a>,
}))

const shop = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../../platform/messages/en/shop.json'), 'utf8'),
)
const translator = createTranslator('en', { shop })

const card: ShopCard = {
  id: 'fs-10',
  type: 'freespins',
  group: 'FREE_SPINS',
  label: null,
  title: '10 free spins',
  description: '',
  image: null,
  rates: [{ currency: 'EUR', points: 200, freespins_count: 10 }],
  wager: 30,
  games: [],
  sale: null,
  stock: null,
}

function showResult(code: string | null) {
  render(
    <TranslationProvider translator={translator}>
      <FlowDialogs
        step={{ kind: 'result', card, exchange: null, code }}
        pending={false}
        locale="en"
        currency="EUR"
        onClose={() => {}}
        onEnableBonuses={() => {}}
      />
    </TranslationProvider>,
  )
}

afterEach(cleanup)

describe('exchange result dialog (spec 2 §8 E2)', () => {
  it('opens in its failure state with the refusal of a sale that ended', () => {
    showResult('SHOP_SALE_OVER')
    expect(screen.getByRole('dialog', { name: 'Exchange failed' })).toBeTruthy()
    expect(screen.getByText('This sale has ended.')).toBeTruthy()
    expect(screen.queryByText('Go to gifts')).toBeNull()
  })
  it('reads an unknown refusal or a lost connection as the generic failure', () => {
    showResult(null)
    expect(screen.getByRole('dialog', { name: 'Exchange failed' })).toBeTruthy()
    expect(screen.getByText('Something went wrong. No points were taken. Please try again.')).toBeTruthy()
  })
})
