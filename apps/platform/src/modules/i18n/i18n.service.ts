// The message catalogs for other modules (the game frame translates its own page).
export { MessageCatalogs } from './message-catalogs.ts'
