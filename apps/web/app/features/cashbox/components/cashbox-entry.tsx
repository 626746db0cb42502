// What a cashbox route renders over the lobby backdrop (spec 1 §2): the personal-info dialog first
// when a fiat profile is incomplete, the stored-bonus-code routine for /deposit-bonus, then the
// dialog at the route's step. Closing goes back to the previous page, or to main when there is none.

import { parseDepositQuery } from '@croupier/rules/cashbox'
import { isCrypto } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { isProfileIncomplete } from '@croupier/rules/player-fields'
import { MAIN_PATH } from '@croupier/rules/routing'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { emit } from '../../../lib/events'
import { reportRouterError } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { cashboxEntryOf } from '../model/cashbox-route'
import { runStoredBonusCode, storeBonusCode } from '../model/stored-bonus-code'
import CashboxDialog, { type CashboxStep } from './cashbox-dialog'

function hasPreviousEntry(): boolean {
  const state = window.history.state as { idx?: number } | null
  return typeof state?.idx === 'number' && state.idx > 0
}

export default function CashboxEntry() {
  const location = useLocation()
  const navigate = useNavigate()
  const { locale, player } = useShellContext()
  const { entry } = cashboxEntryOf(location.pathname)
  const query = useMemo(() => parseDepositQuery(new URLSearchParams(location.search)), [location.search])
  const incomplete = isProfileIncomplete(player, (currency) => !isCrypto(currency))
  const here = `${location.pathname}${location.search}`
  const [bonus, setBonus] = useState<{ done: boolean; code: string | null }>({
    done: entry !== 'deposit-bonus',
    code: null,
  })

  useEffect(() => {
    if (!incomplete) return
    // spec 1 §2: the personal-info dialog first; it comes back here once saved.
    const timer = window.setTimeout(
      () => emit('open-modal', { name: 'personal-info', props: { next: here } }),
      0,
    )
    return () => window.clearTimeout(timer)
  }, [incomplete, here])

  const isLoggedIn = player !== null
  const routineStarted = useRef(false)
  useEffect(() => {
    if (entry !== 'deposit-bonus' || incomplete || routineStarted.current) return
    // Once per visit: the routine sets the code, after which the offer is withheld, so a second
    // concurrent run would find it missing and clear it again.
    routineStarted.current = true
    const code = new URLSearchParams(location.search).get('code')
    if (code) storeBonusCode(code)
    void runStoredBonusCode(isLoggedIn).then((applied) => setBonus({ done: true, code: applied }))
  }, [entry, incomplete, location.search, isLoggedIn])

  if (incomplete || !player || !bonus.done) return null
  const step: CashboxStep = entry === 'deposit-bonus' ? 'deposit' : entry
  const close = () => {
    // spec 1 §2: without a previous route → main. Sign-up replaces its own entry with the cashbox,
    // so the previous entry is never the sign-up page.
    const go = hasPreviousEntry()
      ? navigate(-1)
      : navigate(localizePath(locale, MAIN_PATH), { replace: true })
    void Promise.resolve(go).catch(reportRouterError)
  }
  return <CashboxDialog initialStep={step} deposit={query} bonusCode={bonus.code} onClose={close} />
}
