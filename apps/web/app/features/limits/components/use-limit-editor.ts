// The state the limits page and the limits popup share: which limit "Change" picked and the form's
// draft, plus the element ids of one instance (the popup can open over the page, and ids must stay
// unique for labels and focus to work).
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { useState } from 'react'
import { draftOf, emptyDraft, type LimitDraft } from '../model/limits'

export type LimitsScope = 'page' | 'dialog'

export interface LimitIds {
  formCard: string
  listCard: string
  /** A form field's id: `limit-amount` on the page. */
  field: (name: string) => string
}

export function limitIds(scope: LimitsScope): LimitIds {
  const prefix = scope === 'page' ? 'limits' : 'limits-dialog'
  const fieldPrefix = scope === 'page' ? 'limit' : 'limits-dialog'
  return {
    formCard: `${prefix}-form`,
    listCard: `${prefix}-list`,
    field: (name) => `${fieldPrefix}-${name}`,
  }
}

export function useLimitEditor(currency: string, ids: LimitIds) {
  const [draft, setDraft] = useState<LimitDraft>(() => emptyDraft(currency))
  const [editing, setEditing] = useState<UserLimit | null>(null)

  const startChange = (limit: UserLimit) => {
    const next = draftOf(limit)
    if (!next) return
    setEditing(limit)
    setDraft(next)
    // After the form has re-rendered with the limit's type: straight to the value to type.
    window.setTimeout(() => {
      const card = document.getElementById(ids.formCard)
      card?.scrollIntoView({ block: 'start', behavior: 'smooth' })
      card
        ?.querySelector<HTMLInputElement>(`#${ids.field('amount')}, #${ids.field('minutes')}`)
        ?.focus({ preventScroll: true })
    }, 0)
  }
  const stopChange = () => {
    setEditing(null)
    setDraft(emptyDraft(currency))
  }
  return { draft, setDraft, editing, startChange, stopChange }
}
