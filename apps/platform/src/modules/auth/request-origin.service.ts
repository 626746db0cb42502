// The origin of emailed links for other modules (limits mails its confirmation link).
export { requestOrigin } from './auth.context.ts'
