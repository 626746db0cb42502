// Wallet accounts for other modules: registration and details open one, the profile and the
// catalogue read the active currency.
export { activateAccount, findActiveAccount, listPlayerAccounts } from './wallet.repository.ts'
