// How the profile names the player: nickname, else first and last name, else the email.
import type { Player } from '@croupier/contract/player/get-player'

export function displayName(player: Pick<Player, 'nickname' | 'first_name' | 'last_name' | 'email'>): string {
  const nickname = player.nickname?.trim()
  if (nickname) return nickname
  const full = [player.first_name, player.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return full || player.email
}

/** One or two letters for the avatar. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '?')
  return letters.toUpperCase() || '?'
}
