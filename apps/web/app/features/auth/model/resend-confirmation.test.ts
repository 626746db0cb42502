import * as api from '@croupier/contract/api.generated'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { on } from '../../../lib/events'
import { PlatformFailure } from '../../../lib/platform-client'
import { resendConfirmationWithToast } from './resend-confirmation'

const resend = vi.fn()
vi.mock('../api/auth-api', () => ({ resendConfirmation: (email: string) => resend(email) }))

const t = ((key: string, options?: { email?: string }) =>
  options?.email ? `${key}:${options.email}` : key) as unknown as Parameters<
  typeof resendConfirmationWithToast
>[1]

function toasts() {
  const seen: { kind?: string; text: string }[] = []
  const off = on('toast', (toast) => seen.push(toast))
  return { seen, off }
}

describe('resend confirmation (spec 1 §7, §8)', () => {
  afterEach(() => resend.mockReset())

  it('confirms the new link with a toast', async () => {
    resend.mockResolvedValue({ ok: true })
    const { seen, off } = toasts()
    expect(await resendConfirmationWithToast('ada@example.com', t)).toBe(true)
    off()
    expect(resend).toHaveBeenCalledWith('ada@example.com')
    expect(seen).toEqual([{ kind: 'success', text: 'auth.emailVerify.resent:ada@example.com' }])
  })

  it('shows the email error of a 422 as a toast', async () => {
    resend.mockRejectedValue(
      new PlatformFailure(
        {
          kind: 'validation',
          status: 422,
          code: null,
          errors: { email: ['VALIDATION.EMAIL.ALREADY_CONFIRMED'] },
          body: { errors: { email: ['VALIDATION.EMAIL.ALREADY_CONFIRMED'] } },
        },
        api.resendConfirmation.method,
        api.resendConfirmation.path,
      ),
    )
    const { seen, off } = toasts()
    expect(await resendConfirmationWithToast('ada@example.com', t)).toBe(false)
    off()
    expect(seen).toEqual([{ kind: 'error', text: 'VALIDATION.EMAIL.ALREADY_CONFIRMED' }])
  })
})
