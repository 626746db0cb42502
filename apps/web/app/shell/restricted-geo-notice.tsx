// A guest in a restricted geo gets the RESTRICTED_GEO warning once per page load; it never
// auto-hides (spec 1 §1, §8; spec 2 §6).
import { useEffect } from 'react'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { useToastStore } from './toast-store'

export const RESTRICTED_GEO_CODE = 'RESTRICTED_GEO'

let shownThisLoad = false

export function RestrictedGeoNotice() {
  const { t } = useTranslation()
  const { geoRestriction, player } = useShellContext()
  const isRestrictedGuest = geoRestriction !== 'none' && player === null
  useEffect(() => {
    if (!isRestrictedGuest || shownThisLoad) return
    shownThisLoad = true
    // Straight into the store: the toast region's event listener may not be attached yet.
    useToastStore
      .getState()
      .push({ code: RESTRICTED_GEO_CODE, kind: 'warning', text: t('geo.restrictedWarning') })
  }, [isRestrictedGuest, t])
  return null
}
