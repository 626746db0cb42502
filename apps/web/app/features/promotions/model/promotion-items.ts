// The promotions page's items (spec 2 §4, ADR 041): tournaments, quests, achievements and lotteries
// as one list, each with the page it leads to and the page switch that decides whether it shows.
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { type PromoStatus, splitPromotions } from '@croupier/rules/promotions'

export type PromotionKind = 'tournament' | 'quest' | 'achievement' | 'lottery' | 'wheel'

export interface PromotionItem {
  key: string
  kind: PromotionKind
  title: string
  image: string | null
  start_at: string
  end_at: string | null
  /** Without the locale prefix. */
  href: string
  /** The manage-promotion-pages slug that switches this item's page on or off. */
  page: string
}

function tournamentItem(item: Tournament): PromotionItem {
  const base = {
    key: `t${item.id}`,
    title: item.title,
    image: item.image,
    start_at: item.start_at,
    end_at: item.end_at,
  }
  if (item.kind === 'quest')
    return { ...base, kind: 'quest', href: `/action/${item.frontend_identifier}`, page: 'quests' }
  if (item.kind === 'achievement')
    return { ...base, kind: 'achievement', href: '/achievements', page: 'achievements' }
  if (item.kind === 'wheel' && item.frontend_identifier === 'rocket-chance')
    return { ...base, kind: 'wheel', href: '/rocket-chance', page: 'rocket-chance' }
  return {
    ...base,
    kind: 'tournament',
    href: `/tournaments/${item.frontend_identifier}`,
    page: 'tournaments',
  }
}

function lotteryItem(item: Lottery): PromotionItem {
  return {
    key: `l${item.id}`,
    kind: 'lottery',
    title: item.title,
    image: item.image,
    start_at: item.start_at,
    end_at: item.end_at,
    href: `/lottery/${item.frontend_identifier}`,
    page: 'lotteries',
  }
}

/**
 * Active, future and archived promotions whose page is open to the viewer: a switched-off page's
 * items are dropped unless the viewer is a tester (spec 2 §6); a slug the config lacks is open.
 */
export function promotionSections(
  tournaments: readonly Tournament[],
  lotteries: readonly Lottery[],
  pages: Readonly<Record<string, boolean>>,
  tester: boolean,
  now: Date,
): Record<PromoStatus, PromotionItem[]> {
  const items = [...tournaments.map(tournamentItem), ...lotteries.map(lotteryItem)].filter(
    (item) => tester || pages[item.page] !== false,
  )
  return splitPromotions(items, now)
}
