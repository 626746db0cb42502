// The VIP status card against the real English texts (spec 2 §4, §9 K8): a progress that failed to
// load counts from nothing towards the default thresholds under the status of the player's groups;
// a held status says until when; Diamond is for life with nothing above it.
import fs from 'node:fs'
import path from 'node:path'
import type { VipProgress } from '@croupier/contract/vip/get-vip-status-progress'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator, TranslationProvider } from '../../../lib/translate'
import { VipStatusCard } from './vip-status-card'

vi.mock('../../../lib/shell-context', () => ({ useShellContext: () => ({ locale: 'en', player: null }) }))

const read = (name: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../../../../platform/messages/en/${name}.json`), 'utf8'),
  )
const translator = createTranslator('en', { vip: read('vip'), profile: read('profile') })

function show(element: React.ReactNode) {
  render(<TranslationProvider translator={translator}>{element}</TranslationProvider>)
}

const silver: VipProgress = {
  currency: 'EUR',
  currentStatus: 'silver',
  activeStatus: 'silver',
  nextStatus: 'gold',
  depositThresholdCents: 3_000_000,
  depositAmountCents: 1_200_000,
  betSumCents: 0,
  betSumThresholdCents: 30_000_000,
  overallProgress: 40,
  heldUntil: '2027-04-01T00:00:00.000Z',
}

afterEach(cleanup)

describe('VIP status card', () => {
  it('falls back to the default thresholds when the progress failed, under the groups’ status', () => {
    show(<VipStatusCard progress={null} currency="EUR" groupStatus="gold" />)
    expect(screen.getByText('Gold')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/could not be loaded/)
    expect(screen.getByRole('progressbar', { name: 'Deposits' }).getAttribute('aria-valuetext')).toBe(
      '0% · €0.00 of €9,000.00',
    )
    expect(screen.getByRole('progressbar', { name: 'Bets' }).getAttribute('aria-valuetext')).toBe(
      '0% · €0.00 of €90,000.00',
    )
  })

  it('shows a held status with its end and the bars towards the next', () => {
    show(<VipStatusCard progress={silver} currency="EUR" groupStatus="silver" />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText(/holds until March 31, 2027/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Progress to Gold this quarter' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Overall' }).getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getByRole('progressbar', { name: 'Deposits' }).getAttribute('aria-valuetext')).toBe(
      '40% · €12,000.00 of €30,000.00',
    )
  })

  it('keeps Diamond for life with nothing above it', () => {
    show(
      <VipStatusCard
        progress={{
          ...silver,
          currentStatus: 'diamond',
          activeStatus: 'diamond',
          nextStatus: null,
          heldUntil: null,
        }}
        currency="EUR"
        groupStatus="diamond"
      />,
    )
    expect(screen.getByText('Diamond is yours for life.')).toBeTruthy()
    expect(screen.getByText('You hold the highest status.')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
