// Which lobby banners a visitor sees and their texts (spec 2 §3 "Banner", §5): audience by the
// `logged` flag and group ids, the liveTime window (DD/MM/YYYY HH:mm, UTC), order per category, and
// `{name}` variables filled in the player's currency, else the visitor's country's, else EUR.
import type { Banner } from '@croupier/contract/config/get-banners-config'
import { currencyForCountry, DEFAULT_CURRENCY, formatMinorUnits } from '@croupier/rules/currency'

export const HERO_CATEGORY = 'slider-index-top'

export interface Audience {
  isLoggedIn: boolean
  groupIds: readonly number[]
  now: Date
}

/** The visitor as banners see them: signed in or not, and the player's groups (statuses). */
export function audienceOf(player: { statuses: readonly { id: number }[] } | null, now: Date): Audience {
  return { isLoggedIn: player !== null, groupIds: player?.statuses.map((status) => status.id) ?? [], now }
}

/** 'DD/MM/YYYY HH:mm' in UTC → epoch ms, or null when malformed. */
export function parseLiveTime(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text)
  if (!match) return null
  const [, day, month, year, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const time = Date.UTC(year, month - 1, day, hour, minute)
  const date = new Date(time)
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? time : null
}

export function isBannerVisible(banner: Banner, audience: Audience): boolean {
  if (banner.logged === true && !audience.isLoggedIn) return false
  if (banner.logged === false && audience.isLoggedIn) return false
  if (banner.groupIds.length > 0) {
    if (!audience.isLoggedIn || !banner.groupIds.some((id) => audience.groupIds.includes(id))) return false
  }
  if (banner.liveTime) {
    const from = parseLiveTime(banner.liveTime.from)
    const to = parseLiveTime(banner.liveTime.to)
    const now = audience.now.getTime()
    if (from === null || to === null || now < from || now > to) return false
  }
  return true
}

/** Visible banners of a category in their configured order. */
export function bannersFor(banners: readonly Banner[], category: string, audience: Audience): Banner[] {
  const position = (banner: Banner) => banner.order[category] ?? Number.MAX_SAFE_INTEGER
  return banners
    .filter(
      (banner) =>
        (banner.categories as readonly string[]).includes(category) && isBannerVisible(banner, audience),
    )
    .sort((a, b) => position(a) - position(b))
}

/** Whose money a banner shows: the player's wallet currency, the visitor's country and the display locale. */
export interface BannerMoney {
  locale: string
  /** The signed-in player's active currency; null or absent for a guest. */
  currency?: string | null
  /** The visitor's country (geo), for a guest's local currency. */
  country?: string | null
}

/** Currencies to try, best first: the player's, the visitor's country's, then EUR (spec 2 §3). */
export function bannerCurrencies({ currency, country }: Omit<BannerMoney, 'locale'>): string[] {
  const preferred = [currency, country ? currencyForCountry(country) : null, DEFAULT_CURRENCY]
  return [...new Set(preferred.filter((code): code is string => Boolean(code)))]
}

/** Replaces `{name}` with the variable's amount in the first currency it has; whole amounts drop ".00". */
export function fillBannerText(text: string, variables: Banner['variables'], money: BannerMoney): string {
  const currencies = bannerCurrencies(money)
  return text.replace(/\{(\w+)\}/g, (token, name: string) => {
    const amounts = variables[name]
    if (!amounts) return token
    const code = currencies.find((candidate) => amounts[candidate] !== undefined)
    const cents = code === undefined ? undefined : amounts[code]
    if (code === undefined || cents === undefined) return token
    return formatMinorUnits(cents, code, money.locale, { dropWholeFraction: true })
  })
}
