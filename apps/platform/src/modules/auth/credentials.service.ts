// Passwords and random tokens for other modules (player changes its password, sessions and limits
// mint tokens): argon2id hashes, SHA-256 of tokens.
export { hashPassword, verifyPassword } from './password.ts'
export { newToken, sha256 } from './tokens.ts'
