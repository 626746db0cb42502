// The game frame's script (issue #4 item 8): reads its session, draws the game of the session's
// engine kind in the game's theme, plays rounds through the platform (which decides every outcome)
// and tells the page around it about balance changes, the cashbox and closing.
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, isLocale } from '@croupier/rules/locale'
import { createFrameApi, FrameHttpError, FrameNetworkError } from './api.ts'
import { mountBlackjack } from './blackjack.ts'
import type { FrameContext, KindView } from './context.ts'
import { button, clear, h, prefersReducedMotion } from './dom.ts'
import { createTranslator, type Translate } from './i18n.ts'
import { mountInstant } from './instant.ts'
import { postToParent, readPageMessage } from './parent.ts'
import { mountRoulette } from './roulette.ts'
import { mountSlot } from './slot.ts'
import { applyTheme, themeOf } from './themes.ts'

interface Boot {
  sessionId: string
  locale: string
  messages: Record<string, unknown>
}

function readBoot(): Boot {
  const node = document.getElementById('frame-data')
  return JSON.parse(node?.textContent ?? '{}') as Boot
}

const MOUNT: Record<GameSession['game']['kind'], (ctx: FrameContext) => KindView> = {
  slot: mountSlot,
  roulette: mountRoulette,
  blackjack: mountBlackjack,
  instant: mountInstant,
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const api = createFrameApi({
  fetch: (...args) => window.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  newKey,
})

function showLoadError(root: HTMLElement, t: Translate, retry: () => void): void {
  clear(root)
  root.removeAttribute('aria-busy')
  const again = button(t('retry'), { class: 'action primary' })
  again.addEventListener('click', retry)
  root.append(h('div', { class: 'frame-error', role: 'alert' }, [h('p', {}, [t('loadFailed')]), again]))
}

function isEmbedded(): boolean {
  return window.parent !== window
}

function mountGame(root: HTMLElement, session: GameSession, t: Translate, lang: string): void {
  const theme = themeOf(session.game)
  applyTheme(document.documentElement, theme)
  document.title = session.game.title
  const money = (cents: number) => formatMinorUnits(cents, session.currency, lang)
  const isDemo = session.mode === 'demo'

  const balanceOut = h('span', { class: 'meter-value', 'data-meter': 'balance' }, [
    money(session.balance_cents),
  ])
  const lastWinOut = h('span', { class: 'meter-value', 'data-meter': 'last-win' }, ['–'])
  const announcer = h('p', {
    class: 'announce',
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
  })
  const alertText = h('p', {})
  const cashboxButton = button(t('openCashbox'), { class: 'action primary' })
  cashboxButton.addEventListener('click', () => postToParent({ type: 'croupier:cashbox' }))
  const alertBox = h('div', { class: 'alert', role: 'alert', hidden: true }, [alertText, cashboxButton])

  const betSelect = h('select', { id: 'bet', class: 'bet-select' })
  for (const step of session.bet_steps_cents) betSelect.append(h('option', { value: step }, [money(step)]))
  betSelect.selectedIndex = Math.max(0, session.bet_steps_cents.indexOf(session.default_bet_cents))
  const stepBet = (delta: number) => {
    const next = Math.min(Math.max(betSelect.selectedIndex + delta, 0), session.bet_steps_cents.length - 1)
    betSelect.selectedIndex = next
  }
  const betDown = button('−', { class: 'bet-step', 'aria-label': t('betDown') })
  const betUp = button('+', { class: 'bet-step', 'aria-label': t('betUp') })
  betDown.addEventListener('click', () => stepBet(-1))
  betUp.addEventListener('click', () => stepBet(1))
  let betLocked = false
  let busy = false
  // The insufficient-funds alert is up; a wallet top-up that covers the bet takes it down.
  let isShortOfFunds = false
  // A wallet balance the page sent mid-round waits for the round's end: the round's own balance
  // event must not show its outcome before the reels do.
  let pendingWalletCents: number | null = null
  const showWallet = (cents: number) => {
    balanceOut.textContent = money(cents)
    if (isShortOfFunds && cents >= ctx.bet()) {
      isShortOfFunds = false
      alertBox.hidden = true
    }
  }
  const syncBet = () => {
    const off = busy || betLocked
    betSelect.disabled = off
    betDown.disabled = off || betSelect.selectedIndex <= 0
    betUp.disabled = off || betSelect.selectedIndex >= session.bet_steps_cents.length - 1
  }
  betSelect.addEventListener('change', syncBet)
  betDown.addEventListener('click', syncBet)
  betUp.addEventListener('click', syncBet)

  let view: KindView | null = null
  const ctx: FrameContext = {
    session,
    api,
    t,
    theme,
    reducedMotion: prefersReducedMotion(),
    money,
    bet: () => session.bet_steps_cents[betSelect.selectedIndex] ?? session.min_bet_cents,
    announce: (text) => {
      // Re-set so the same sentence twice is announced twice.
      announcer.textContent = ''
      window.setTimeout(() => {
        announcer.textContent = text
      }, 30)
    },
    fail: (error) => {
      let text = t('errors.generic')
      let offerCashbox = false
      if (error instanceof FrameHttpError) {
        if (error.code === 'INSUFFICIENT_FUNDS') {
          if (typeof error.body?.balance_cents === 'number')
            balanceOut.textContent = money(error.body.balance_cents)
          text = isDemo ? t('errors.insufficientDemo') : t('errors.insufficient')
          offerCashbox = !isDemo
          isShortOfFunds = !isDemo
        } else if (error.status === 401 || error.status === 403 || error.status === 404) {
          text = t('errors.sessionEnded')
        } else if (error.status === 422 || error.status === 409) {
          text = t('errors.rejected')
        }
      } else if (error instanceof FrameNetworkError) {
        text = t('errors.network')
      }
      alertText.textContent = text
      cashboxButton.hidden = !offerCashbox
      alertBox.hidden = false
    },
    settle: (result: RoundResult) => {
      balanceOut.textContent = money(result.balance_cents)
      // The page answers with the wallet's balance if it has moved past this round's since.
      pendingWalletCents = null
      if (result.status === 'finished') lastWinOut.textContent = money(result.win_cents)
      postToParent({
        type: 'croupier:balance',
        balance_cents: result.balance_cents,
        currency: result.currency,
      })
    },
    setBusy: (value) => {
      busy = value
      if (value) {
        alertBox.hidden = true
        isShortOfFunds = false
      }
      root.setAttribute('aria-busy', String(value))
      for (const actionButton of Array.from(view?.actions.querySelectorAll('button') ?? []))
        if (!view?.setBusy) actionButton.disabled = value
      view?.setBusy?.(value)
      syncBet()
      if (!value && pendingWalletCents !== null) {
        showWallet(pendingWalletCents)
        pendingWalletCents = null
      }
    },
    lockBet: (locked) => {
      betLocked = locked
      syncBet()
    },
  }
  view = MOUNT[session.game.kind](ctx)

  const closeButton = isEmbedded() ? button('×', { class: 'close', 'aria-label': t('close') }) : null
  closeButton?.addEventListener('click', () => postToParent({ type: 'croupier:close' }))

  const header = h('header', { class: 'bar' }, [
    h('div', { class: 'bar-title' }, [
      h('h1', { class: 'title' }, [session.game.title]),
      h('p', { class: 'subtitle' }, [
        session.game.provider_name,
        ' · ',
        t('rtp', { rtp: session.game.rtp }),
        ' · ',
        h('span', { class: `mode mode-${session.mode}` }, [isDemo ? t('modeDemo') : t('modeReal')]),
      ]),
    ]),
    closeButton,
  ])
  const controls = h('footer', { class: 'controls' }, [
    h('div', { class: 'meters' }, [
      h('div', { class: 'meter', role: 'group', 'aria-labelledby': 'meter-balance' }, [
        h('span', { class: 'meter-label', id: 'meter-balance' }, [t('balance')]),
        balanceOut,
      ]),
      h('div', { class: 'meter', role: 'group', 'aria-labelledby': 'meter-last-win' }, [
        h('span', { class: 'meter-label', id: 'meter-last-win' }, [t('lastWin')]),
        lastWinOut,
      ]),
    ]),
    h('div', { class: 'bet' }, [
      h('label', { for: 'bet', class: 'meter-label' }, [
        session.game.kind === 'roulette' ? t('roulette.chip') : t('bet'),
      ]),
      h('div', { class: 'bet-row' }, [betDown, betSelect, betUp]),
    ]),
    view.actions,
  ])
  clear(root)
  root.dataset.kind = session.game.kind
  root.dataset.theme = session.game.theme
  root.append(
    header,
    h('section', { class: 'stage', 'aria-label': session.game.title }, [view.stage]),
    announcer,
    alertBox,
    controls,
  )
  root.setAttribute('aria-busy', 'false')
  syncBet()

  // A deposit or withdrawal made on the page around the game (real money, this currency only).
  window.addEventListener('message', (event) => {
    const message = readPageMessage(event, { origin: window.location.origin, parent: window.parent })
    if (!message || isDemo || message.currency !== session.currency) return
    if (busy) pendingWalletCents = message.balance_cents
    else showWallet(message.balance_cents)
  })

  // Keyboard play: Space or Enter with nothing focused plays the main action.
  document.addEventListener('keydown', (event) => {
    if (
      (event.key === ' ' || event.key === 'Enter') &&
      (event.target === document.body || event.target === document.documentElement)
    ) {
      const primary = view?.primary()
      if (primary && !primary.disabled && !primary.hidden) {
        event.preventDefault()
        primary.click()
      }
    }
  })
}

async function start(): Promise<void> {
  const boot = readBoot()
  const t = createTranslator(boot.messages ?? {})
  const lang = htmlLang(isLocale(boot.locale) ? boot.locale : 'en')
  const root = document.getElementById('frame') as HTMLElement
  try {
    const session = await api.getSession(boot.sessionId)
    mountGame(root, session, t, lang)
  } catch {
    showLoadError(root, t, () => {
      void start()
    })
  }
}

void start()
