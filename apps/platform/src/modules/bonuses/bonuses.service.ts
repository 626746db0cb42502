// The bonus module's facade for other modules (issue #12, ADR 039): bonus money inside a caller's
// transaction (activation after a deposit, a round's stake and win split, free spins) and the rows.
export {
  type ActivateResult,
  activateBonusInTx,
  bonusChanged,
  cancelBonusInTx,
  convertInTx,
  expireInTx,
} from './bonus-money.ts'
export { type BonusRow, type FreeSpinsRow, lockWalletForRound } from './bonuses.repository.ts'
export { type Definition, listDefinitions } from './definitions.ts'
export { bonusesAllowed, loadViewer, mayReceive, type Viewer } from './eligibility.ts'
export {
  activateFreeSpinsInTx,
  cancelFreeSpinsInTx,
  freeSpinsView,
  lockFreeSpin,
  playableFreeSpins,
  recordFreeSpin,
} from './freespins-play.ts'
export { type IssueBonusInput, type IssueFreeSpinsInput, issueBonus, issueFreeSpins } from './issue.ts'
export {
  applyStake,
  applyWin,
  assertBonusBet,
  contributionOf,
  lockRoundBonus,
  settleRoundBonus,
  splitStake,
  splitWin,
  type WagerGame,
} from './wagering.ts'
