// Opens a named dialog once the page is shown, with the URL's query as its props (a reset or
// confirmation token): /profile/password/edit and /profile/confirmation (spec 1 §2).
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { emit } from '../../../lib/events'

export function OpenPopup({ name }: { name: string }) {
  const location = useLocation()
  useEffect(() => {
    const props = Object.fromEntries(new URLSearchParams(location.search))
    // After the modal host has subscribed (it mounts in the same commit, effects run child first).
    const timer = setTimeout(() => emit('open-modal', { name, props }), 0)
    return () => clearTimeout(timer)
  }, [name, location.search])
  return null
}
