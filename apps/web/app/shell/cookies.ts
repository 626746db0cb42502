// Browser cookies the shell writes itself (consent, AU approval). Both last one year (spec 1 §9).

const DAY_S = 86_400

export function setCookie(name: string, value: string, maxAgeDays: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference cookie; the Cookie Store API is not in Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * DAY_S}; Path=/; SameSite=Lax${secure}`
}

export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))
}
