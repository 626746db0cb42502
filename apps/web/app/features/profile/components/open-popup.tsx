// Opens an auth dialog once the page is shown, with the URL's query as its props (a reset or
// confirmation token): /profile/password/edit and /profile/confirmation (spec 1 §2).
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { AuthScreenProps } from '../../../lib/modals/catalogue'
import { openModal } from '../../../lib/modals/open-modal'

export function OpenPopup({ name }: { name: 'new-password' | 'confirmation' | 'email-verify' }) {
  const location = useLocation()
  useEffect(() => {
    const props: AuthScreenProps = Object.fromEntries(new URLSearchParams(location.search))
    // On the next tick, once the page's own effects have run.
    const timer = setTimeout(() => openModal(name, props), 0)
    return () => clearTimeout(timer)
  }, [name, location.search])
  return null
}
