// The exchange flow of spec 2 §4: a multi-account player (group 100) gets the warning and nothing is
// sent; a player who may not receive bonuses is asked to enable them (the bonus-settings call), then
// the exchange runs; otherwise it runs at once. The purchase dialog then closes and the result
// dialog shows success or the refusal. One idempotency key per attempt (ADR 040).
import type { ShopCard, ShopExchange } from '@croupier/contract/loyalty/comp-points'
import { groupIdsOf } from '@croupier/rules/groups'
import { cardRate, exchangeFlowStart } from '@croupier/rules/shop'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { ShellPlayer } from '../../../lib/shell-context'
import { enableBonuses, exchangeCompPoints } from '../api/shop-api'
import { setCompPoints } from '../model/comp-points-store'

export type ExchangeStep =
  | { kind: 'idle' }
  | { kind: 'multi-account' }
  | { kind: 'enable-bonuses'; card: ShopCard; quantity: number }
  | { kind: 'result'; card: ShopCard; exchange: ShopExchange | null; code: string | null }

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function useExchange(player: ShellPlayer | null, onStarted: () => void) {
  const [step, setStep] = useState<ExchangeStep>({ kind: 'idle' })
  const [pending, setPending] = useState(false)
  const revalidator = useRevalidator()

  async function send(card: ShopCard, quantity: number) {
    const rate = cardRate(card, player?.currency ?? null)
    if (!rate) return
    setPending(true)
    const answer = await exchangeCompPoints({
      card_id: card.id,
      quantity,
      points: rate.points * quantity,
      group: card.group,
      currency: rate.currency,
      idempotency_key: newKey(),
    })
    setPending(false)
    onStarted()
    if (answer.ok) {
      setCompPoints(answer.data.comp_points)
      setStep({ kind: 'result', card, exchange: answer.data.exchange, code: null })
      return
    }
    const failure = answer.failure
    setStep({
      kind: 'result',
      card,
      exchange: null,
      code: failure.kind === 'network' ? null : (failure.code ?? null),
    })
  }

  function start(card: ShopCard, quantity: number) {
    if (!player) return
    const first = exchangeFlowStart({
      groupIds: groupIdsOf(player.statuses),
      canReceiveBonuses: player.can_issue_bonuses,
    })
    if (first === 'multi-account') {
      onStarted()
      setStep({ kind: 'multi-account' })
    } else if (first === 'enable-bonuses') {
      onStarted()
      setStep({ kind: 'enable-bonuses', card, quantity })
    } else void send(card, quantity)
  }

  async function confirmEnableBonuses() {
    if (step.kind !== 'enable-bonuses') return
    setPending(true)
    const answer = await enableBonuses()
    setPending(false)
    if (!answer.ok) {
      onStarted()
      setStep({ kind: 'result', card: step.card, exchange: null, code: 'BONUS_NOT_ALLOWED' })
      return
    }
    // The shell's player now may receive bonuses; the exchange follows.
    void revalidator.revalidate()
    await send(step.card, step.quantity)
  }

  return { step, pending, start, confirmEnableBonuses, reset: () => setStep({ kind: 'idle' }) }
}
