// /rocket-mart and its tabs /rocket-mart/{discounts,freespins,money,special} (spec 2 §2.1, §2.6):
// the comp-points shop, open to guests (cards with a register button). The loader decides where the
// shop sends instead (rocket-mart.server.ts); the page is features/shop.
import { redirect } from 'react-router'
import { ShopPage } from '../features/shop/components/shop-page'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/rocket-mart'
import { loadShop } from './rocket-mart.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('shop.metaTitle'), description: t('shop.metaDescription') }
  if (!shell) return { meta, tab: 'all' as const, cards: null, points: null, now: Date.now() }
  const shop = await loadShop(request, shell)
  if (shop.kind === 'redirect') throw redirect(shop.to)
  return { meta, tab: shop.tab, cards: shop.cards, points: shop.points, now: shop.now }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function RocketMart({ loaderData }: Route.ComponentProps) {
  return (
    <ShopPage
      key={loaderData.tab}
      tab={loaderData.tab}
      initialCards={loaderData.cards}
      initialPoints={loaderData.points}
      now={loaderData.now}
    />
  )
}
