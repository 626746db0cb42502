import type { AdditionalGift } from '@croupier/contract/config/get-additional-gifts'
import { describe, expect, it } from 'vitest'
import {
  actionErrorKey,
  applyGiftChange,
  canActivate,
  canCancel,
  cancelLoss,
  giftsCount,
  localText,
  shouldNotify,
  splitGifts,
  visibleAdditionalGifts,
} from './bonuses'
import { batch, bonus } from './fixtures'

describe('gifts model', () => {
  it('splits current from history and orders current ones by the config', () => {
    const items = [
      bonus('1', { group_key: 'rocket_max' }),
      bonus('2', { stage: 'wagered', created_at: '2026-11-01T00:00:00.000Z' }),
      bonus('3', { group_key: 'rocket_lite', stage: 'activated' }),
      bonus('4', { stage: 'expired', created_at: '2026-11-05T00:00:00.000Z' }),
      bonus('5', { stage: 'canceled', created_at: '2026-11-03T00:00:00.000Z' }),
    ]
    const config = {
      gifts: [
        { groupKey: 'rocket_lite', label: 'LITE' as const, order: 1 },
        { groupKey: 'rocket_max', label: 'MAX' as const, order: 3 },
      ],
    }
    const { current, history } = splitGifts(items, config)
    expect(current.map((item) => item.id)).toEqual(['3', '1'])
    expect(history.map((item) => item.id)).toEqual(['4', '5', '2'])
  })

  it('counts issued bonuses and issued batches for the header (spec 2 H4)', () => {
    expect(giftsCount(null, null)).toBe(0)
    expect(
      giftsCount(
        [bonus('1'), bonus('2', { stage: 'activated' }), bonus('3')],
        [batch('1'), batch('2', { stage: 'played' })],
      ),
    ).toBe(3)
  })

  it('patches wagering in place and asks for a reload on a stage change or an unknown id', () => {
    const list = [bonus('1', { stage: 'activated' }), bonus('2')]
    const moved = applyGiftChange(list, {
      id: 1,
      stage: 'activated',
      wagered_cents: 1_200,
      wager_required_cents: 3_500,
      wagering_percent: 34,
      balance_cents: 9_000,
    })
    expect(moved.reload).toBe(false)
    expect(moved.items?.[0]).toMatchObject({
      wagered_cents: 1_200,
      wagering_percent: 34,
      balance_cents: 9_000,
    })
    expect(moved.items?.[1]).toBe(list[1])
    expect(applyGiftChange(list, { id: '1', stage: 'wagered' }).reload).toBe(true)
    expect(applyGiftChange(list, { id: '9', stage: 'issued' }).reload).toBe(true)
    expect(applyGiftChange(null, { id: '1', stage: 'issued' }).reload).toBe(true)
    // The older payload names the stage `status`.
    expect(applyGiftChange(list, { id: '2', status: 'canceled' }).reload).toBe(true)
  })

  it('patches a batch from freespins_changes', () => {
    const { items, reload } = applyGiftChange([batch('7', { stage: 'activated' })], {
      id: '7',
      stage: 'activated',
      remaining: 12,
      won_cents: 340,
    })
    expect(reload).toBe(false)
    expect(items?.[0]).toMatchObject({ remaining: 12, won_cents: 340 })
  })

  it('says what a cancel loses: the bonus money now for an activated bonus, the offer otherwise', () => {
    expect(cancelLoss(bonus('1', { stage: 'activated', balance_cents: 12_345 }))).toEqual({
      kind: 'money',
      cents: 12_345,
      currency: 'EUR',
    })
    expect(cancelLoss(bonus('1'))).toEqual({ kind: 'offer' })
  })

  it('offers Activate to an issued, activatable gift and Cancel while issued or activated', () => {
    expect(canActivate(bonus('1'))).toBe(true)
    expect(canActivate(bonus('1', { activatable: false }))).toBe(false)
    expect(canActivate(bonus('1', { stage: 'activated' }))).toBe(false)
    expect(canCancel(bonus('1', { stage: 'activated' }))).toBe(true)
    expect(canCancel(bonus('1', { stage: 'expired' }))).toBe(false)
  })

  it('notifies only for stage issued and never for the wheel tournaments (spec 1 §5 O2)', () => {
    const ignored = ['rocket-wheel', 'rocket-chance']
    expect(shouldNotify('issued', 'reload', ignored)).toBe(true)
    expect(shouldNotify('activated', 'reload', ignored)).toBe(false)
    expect(shouldNotify('issued', 'rocket_wheel_prize', ignored)).toBe(false)
    expect(shouldNotify('issued', 'rocket-chance', ignored)).toBe(false)
    expect(shouldNotify('issued', 'rocket_pro', ignored)).toBe(true)
  })

  it('shows an operator gift to everyone, or to its groups and stags', () => {
    const gift = (id: string, groupIds: number[], stags: string[]): AdditionalGift => ({
      id,
      type: 'gift',
      title: { en: id },
      description: { en: id },
      image: '',
      groupIds,
      stags,
      to: '/deposit-bonus',
    })
    const gifts = [gift('all', [], []), gift('vip', [5], []), gift('partner', [7], ['131811'])]
    const ids = (viewer: { groupIds: number[]; stag: string | null }) =>
      visibleAdditionalGifts(gifts, viewer).map((item) => item.id)
    expect(ids({ groupIds: [], stag: null })).toEqual(['all'])
    expect(ids({ groupIds: [5], stag: null })).toEqual(['all', 'vip'])
    expect(ids({ groupIds: [], stag: '131811_campaign' })).toEqual(['all', 'partner'])
  })

  it('reads a config text in the locale or along its fallbacks', () => {
    expect(localText({ en: 'Welcome pack', de: 'Willkommenspaket' }, 'de')).toBe('Willkommenspaket')
    expect(localText({ 'en-AU': 'Welcome pack' }, 'it')).toBe('Welcome pack')
    expect(localText({ de: 'Nur Deutsch' }, 'en')).toBe('Nur Deutsch')
  })

  it('names the message of a refused action', () => {
    expect(actionErrorKey('BONUS_ACTIVE_EXISTS')).toBe('gifts.errors.BONUS_ACTIVE_EXISTS')
    expect(actionErrorKey('BONUS_NOT_ALLOWED')).toBe('gifts.errors.BONUS_NOT_ALLOWED')
    expect(actionErrorKey(null)).toBe('gifts.errors.generic')
    expect(actionErrorKey('SOMETHING_ELSE')).toBe('gifts.errors.generic')
  })
})
