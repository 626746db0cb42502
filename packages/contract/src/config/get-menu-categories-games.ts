// GET /api/fe/config/menu-categories-games — the top navigation and side menu items (spec 2 §2.2,
// §3 "Menu item"). Titles are message keys; gating fields say when an item shows.
import { FEATURE_FLAGS } from '@croupier/rules/feature-flags'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const MenuBadgeSchema = z.object({
  background: z.string(),
  color: z.string(),
  /** A message key ('menu.badges.new') the client translates, or the operator's own words. */
  text: z.string(),
})

export const MenuItemSchema = z.object({
  id: z.string(),
  /** Message key, e.g. 'menu.pokies'. */
  title: z.string(),
  routeName: z.string(),
  /** Client path (locale prefix added by the client). */
  to: z.string().optional(),
  /** Absolute URL, for items that leave the client. */
  url: z.url().optional(),
  /** Opens outside the client: the sports item resolves to the host's sportsbook (betting-config). */
  externalUrl: z.boolean(),
  badge: MenuBadgeSchema.optional(),
  /** Name of a live counter the client fills (e.g. 'tournaments'). */
  counter: z.string().optional(),
  icon: z.string(),
  /** Shown only when this feature flag is on (mystic jackpots, spec 2 §2.2). */
  featureFlag: z.enum(FEATURE_FLAGS).optional(),
  /** Shown only when this slug is enabled in manage-promotion-pages (rocket chance, spec 2 §2.2). */
  pageSlug: z.string().optional(),
  /** Shown only to testers and players of one of these groups (the adventure calendar, spec 2 §4, §6). */
  groupIds: z.array(z.int()).optional(),
  /** Hidden while a sports link is shown (the lobby item, spec 2 §2.2). */
  hideWhenSports: z.boolean().optional(),
})
export type MenuItem = z.infer<typeof MenuItemSchema>

export const MenuCategoriesGamesSchema = z.object({ items: z.array(MenuItemSchema) })
export type MenuCategoriesGames = z.infer<typeof MenuCategoriesGamesSchema>

export const getMenuCategoriesGames = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/menu-categories-games',
  summary: 'Navigation menu items',
  tags: ['config'],
  response: MenuCategoriesGamesSchema,
})
