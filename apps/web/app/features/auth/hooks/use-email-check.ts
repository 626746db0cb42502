// spec 1 §7: registration asks POST /check-email when the player leaves a valid email field, so a
// taken address shows its error before the form is sent. The call rethrows its failures (spec 1 §8):
// a 422 lands under the field; anything else is logged by the http client and the submit decides.
import { useRef } from 'react'
import { checkEmail } from '../api/auth-api'
import { readError } from '../model/auth-errors'
import type { PlayerForm } from './use-player-form'

/** The form's `touch`, which also checks the email address when its field is left. */
export function useEmailCheck(form: PlayerForm): (name: string) => void {
  const address = typeof form.normalised.email === 'string' ? form.normalised.email : ''
  const latest = useRef(address)
  latest.current = address
  const isValid = address !== '' && !form.clientErrors.email
  return (name) => {
    form.touch(name)
    if (name !== 'email' || !isValid) return
    checkEmail(address).catch((error: unknown) => {
      const errors = readError(error).fields.email
      // An answer for an address the player has since changed is stale.
      if (errors && latest.current === address) form.setFieldServerErrors('email', errors)
    })
  }
}
