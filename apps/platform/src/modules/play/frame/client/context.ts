// What every engine view of the frame gets from the frame around it.
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import type { FrameApi } from './api.ts'
import type { Translate } from './i18n.ts'
import type { FrameTheme } from './themes.ts'

export interface FrameContext {
  session: GameSession
  api: FrameApi
  t: Translate
  theme: FrameTheme
  reducedMotion: boolean
  /** Money in the session's currency (FUN in demo). */
  money: (cents: number) => string
  /** The bet the selector shows. */
  bet: () => number
  /** Says a result in the live region. */
  announce: (text: string) => void
  /** Shows a failed call's message (insufficient funds offers the cashbox). */
  fail: (error: unknown) => void
  /** Updates balance and last win and tells the page (croupier:balance). */
  settle: (result: RoundResult) => void
  /** Disables the controls while a call or an animation runs. */
  setBusy: (busy: boolean) => void
  /** Locks the bet selector (an open blackjack hand keeps its stake). */
  lockBet: (locked: boolean) => void
}

/** An engine's part of the frame: its table or reels, and its action buttons. */
export interface KindView {
  stage: HTMLElement
  actions: HTMLElement
  /** The button keyboard focus lands on when the game is ready. */
  primary: () => HTMLButtonElement | null
  setBusy?: (busy: boolean) => void
}
