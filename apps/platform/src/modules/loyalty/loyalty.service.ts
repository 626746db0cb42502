// The loyalty module's facade for other modules (ADR 040): comp points inside a caller's
// transaction (a VIP level gift credits them with `creditPointsInTx`), and a player's balance.
export { type CreditPoints, compPointsOf, creditPointsInTx } from './points.ts'
export { earnPoints } from './rates.ts'
