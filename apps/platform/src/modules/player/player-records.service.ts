// Player rows for the account use cases in auth (registration, sign-in, recovery, details).
export {
  addPlayerGroups,
  findPlayerByEmail,
  findPlayerById,
  insertPlayer,
  type PlayerChanges,
  type PlayerRow,
  updatePlayerRow,
} from './player.repository.ts'
