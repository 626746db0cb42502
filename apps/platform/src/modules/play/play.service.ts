// Game sessions and rounds (issue #4 items 5–7), one file per use case: launch.ts, round.ts,
// history.ts; what they share is in session-view.ts.
export { gamesHistory } from './history.ts'
export { getSession, launch } from './launch.ts'
export { playRound } from './round.ts'
export { DEMO_START_BALANCE_CENTS, frameUrl, type Viewer } from './session-view.ts'
