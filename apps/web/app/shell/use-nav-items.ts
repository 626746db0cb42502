// Navigation items for the current visitor, computed once per render from shell and chrome data.
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { useMemo } from 'react'
import { useChrome } from '../lib/chrome-data'
import { useFeatureFlags } from '../lib/feature-flags'
import { buildNavItems, type NavItem } from '../lib/nav-items'
import { useShellContext } from '../lib/shell-context'

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
        groupIds: groupIdsOf(shell.player?.statuses),
        locale: shell.locale,
      }),
    [menu, promotionPages, flags, shell.staticPages, shell.bettingUrl, shell.player, shell.locale],
  )
}
