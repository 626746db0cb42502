import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NewProvider } from '../api/new-provider-api'
import NewProviderDialog from './new-provider-dialog'

const api = vi.hoisted(() => ({
  getNewProvider: vi.fn<() => Promise<NewProvider | null>>(),
  addShownGroup: vi.fn<(group: number) => Promise<void>>(),
}))
vi.mock('../api/new-provider-api', () => api)
vi.mock('../../../lib/shell-context', () => ({ useShellContext: () => ({ locale: 'en' }) }))
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))

const aurora: NewProvider = {
  slug: 'auroralabs',
  name: 'Aurora Labs',
  games: [
    {
      id: 1,
      title: 'Book of Cleopatra',
      provider: 'auroralabs',
      seo_title: 'book-of-cleopatra',
      preview: '/preview.svg',
    } as NewProvider['games'][number],
  ],
}

async function open(onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <NewProviderDialog shownGroup={859} onClose={onClose} />
    </MemoryRouter>,
  )
  // Keys stand in for texts: the test renders without a catalog.
  await screen.findByRole('dialog', { name: 'new-provider.title' })
  return onClose
}

beforeEach(() => {
  api.getNewProvider.mockReset().mockResolvedValue(aurora)
  api.addShownGroup.mockReset().mockResolvedValue(undefined)
})
afterEach(cleanup)

describe('new-provider popup (spec 1 §4, spec 2 §2.8)', () => {
  it('shows the provider’s first games and a link to its games page', async () => {
    await open()
    expect(screen.getByRole('link', { name: 'Book of Cleopatra' }).getAttribute('href')).toBe(
      '/play/auroralabs/book-of-cleopatra?mode=real',
    )
    expect(screen.getByRole('link', { name: 'new-provider.visit' }).getAttribute('href')).toBe(
      '/producers/auroralabs',
    )
    expect(api.addShownGroup).not.toHaveBeenCalled()
  })

  it.each([
    ['maybe later', () => fireEvent.click(screen.getByRole('button', { name: 'new-provider.later' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'shell.close' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    [
      'visiting the provider',
      () => fireEvent.click(screen.getByRole('link', { name: 'new-provider.visit' })),
    ],
  ])('adds the was-shown group once on %s', async (_, act_) => {
    const onClose = await open()
    act(act_)
    expect(api.addShownGroup).toHaveBeenCalledTimes(1)
    expect(api.addShownGroup).toHaveBeenCalledWith(859)
    expect(onClose).toHaveBeenCalled()
  })

  it('closes quietly, leaving the groups alone, when no provider is new', async () => {
    api.getNewProvider.mockResolvedValue(null)
    const onClose = vi.fn()
    render(
      <MemoryRouter>
        <NewProviderDialog shownGroup={859} onClose={onClose} />
      </MemoryRouter>,
    )
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith({ immediate: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.addShownGroup).not.toHaveBeenCalled()
  })
})
