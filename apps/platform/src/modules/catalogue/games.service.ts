// Catalogue games for other modules (play): a game row by identifier or id, in the caller's hands.
export { findGameById, findGameByIdentifier } from './catalogue.repository.ts'
export { assertLaunchable, toGame } from './catalogue.service.ts'
