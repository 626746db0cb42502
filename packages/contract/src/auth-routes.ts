// The authentication popups' pages (spec 1 §2), spread into ROUTES (route-table.ts) and kept in a
// module of their own so the shell's hash handling loads these four entries, not the whole table.
import type { RouteEntry } from './route-entry.ts'

export const AUTH_ROUTES: Readonly<
  Record<'login' | 'registration' | 'passwordReminder' | 'newPassword', RouteEntry>
> = {
  login: { path: '/sign-in', guard: 'guest', aliases: ['/login'] },
  registration: { path: '/sign-up', guard: 'guest', aliases: ['/registration'] },
  passwordReminder: { path: '/remind', guard: 'guest' },
  newPassword: { path: '/new-password', guard: 'none', aliases: ['/profile/password/edit'] },
}
