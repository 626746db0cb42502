// Navigation items for the current visitor, computed once per render from shell and chrome data.
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { useMemo } from 'react'
import { useFeatureFlags } from '../lib/feature-flags'
import { useShellContext } from '../lib/shell-context'
import { useChrome } from './chrome-data'
import { buildNavItems, type NavItem } from './nav-items'

export function useNavItems(): NavItem[] {
  const shell = useShellContext()
  const { menu, promotionPages } = useChrome()
  const { flags } = useFeatureFlags()
  return useMemo(
    () =>
      buildNavItems({
        items: menu,
        staticPages: shell.staticPages,
        flags,
        promotionPages,
        bettingUrl: shell.bettingUrl,
        isLoggedIn: shell.player !== null,
        isTester: isTester(groupIdsOf(shell.player?.statuses)),
        locale: shell.locale,
      }),
    [menu, promotionPages, flags, shell.staticPages, shell.bettingUrl, shell.player, shell.locale],
  )
}
