// What a cashbox route renders over the lobby backdrop (spec 1 §2): the stored-bonus-code routine
// for /deposit-bonus (main hands over to it), the personal-info dialog first when a fiat profile is
// incomplete, then the dialog at the route's step. Closing goes back to the previous page, or to
// main when there is none or it is the sign-up page.

import { ROUTES } from '@croupier/contract/route-table'
import { parseDepositQuery } from '@croupier/rules/cashbox'
import { isCrypto } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { isProfileIncomplete } from '@croupier/rules/player-fields'
import { MAIN_PATH, routePath } from '@croupier/rules/routing'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { openModal } from '../../../lib/modals/open-modal'
import { reportRouterError } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { cashboxEntryOf } from '../model/cashbox-route'
import { runStoredBonusCode, storeBonusCode } from '../model/stored-bonus-code'
import CashboxDialog, { type CashboxStep } from './cashbox-dialog'

/** The registration page and its aliases (spec 1 §2): closing the cashbox never goes back there. */
const SIGN_UP_PATHS: readonly string[] = [
  ROUTES.registration.path,
  ...(ROUTES.registration.aliases ?? []),
  ROUTES.bettingRegistration.path,
].filter((path): path is string => path !== null)

interface NavigationEntries {
  currentEntry: { index: number } | null
  entries: () => { url: string | null }[]
}

/**
 * spec 1 §2: whether closing may go back. Not on the tab's first page (React Router keeps the history
 * index in history.state) and not to the sign-up page. Sign-up replaces its own entry when it leaves
 * for the cashbox, so the entry behind is not sign-up; where the Navigation API can read that entry
 * (Chromium) it is checked as well.
 */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  if (!(typeof state?.idx === 'number' && state.idx > 0)) return false
  const navigation = (window as { navigation?: NavigationEntries }).navigation
  const index = navigation?.currentEntry?.index ?? -1
  if (!navigation || index < 1) return true
  const url = navigation.entries()[index - 1]?.url
  if (!url) return true
  const previous = new URL(url)
  return !SIGN_UP_PATHS.includes(routePath(previous.pathname)) && previous.hash !== '#sign-up'
}

export default function CashboxEntry() {
  const location = useLocation()
  const navigate = useNavigate()
  const { locale, player } = useShellContext()
  const { entry } = cashboxEntryOf(location.pathname)
  const query = useMemo(() => parseDepositQuery(new URLSearchParams(location.search)), [location.search])
  const incomplete = isProfileIncomplete(player, (currency) => !isCrypto(currency))
  const [bonus, setBonus] = useState<{ done: boolean; code: string | null }>({
    done: entry !== 'deposit-bonus',
    code: null,
  })

  useEffect(() => {
    if (!incomplete) return
    // spec 1 §2: the personal-info dialog first. Without a `next` it stays on this page, which opens
    // the cashbox once the profile reloads complete (a `next` here would push this page a second
    // time, and closing would then land on the same cashbox).
    const timer = window.setTimeout(() => openModal('personal-info'), 0)
    return () => window.clearTimeout(timer)
  }, [incomplete])

  const isLoggedIn = player !== null
  const routineStarted = useRef(false)
  useEffect(() => {
    if (entry !== 'deposit-bonus' || routineStarted.current) return
    // Once per visit: the routine sets the code, after which the offer is withheld, so a second
    // concurrent run would find it missing and clear it again. It runs before the personal-info
    // dialog (its calls need no complete profile): its flag is then set, so main, which hands over
    // to this route while the flag is absent, does not send the player back here.
    routineStarted.current = true
    const code = new URLSearchParams(location.search).get('code')
    if (code) storeBonusCode(code)
    void runStoredBonusCode(isLoggedIn).then((applied) => setBonus({ done: true, code: applied }))
  }, [entry, location.search, isLoggedIn])

  if (incomplete || !player || !bonus.done) return null
  const step: CashboxStep = entry === 'deposit-bonus' ? 'deposit' : entry
  const close = () => {
    // spec 1 §2: without a previous route, or when it is the sign-up page → main.
    const go = canGoBack() ? navigate(-1) : navigate(localizePath(locale, MAIN_PATH), { replace: true })
    void Promise.resolve(go).catch(reportRouterError)
  }
  return <CashboxDialog initialStep={step} deposit={query} bonusCode={bonus.code} onClose={close} />
}
