// The lotteries module's facade for other modules (ADR 041): the Rocket Mart's lottery cards issue
// tickets inside the exchange's transaction.

export { findLottery, type LotteryRow } from './lotteries.repository.ts'
export { type IssueTicketsInput, issueTicketsInTx } from './tickets.ts'
