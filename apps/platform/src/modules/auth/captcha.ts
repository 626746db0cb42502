// Captcha adapter (ARCHITECTURE.md "External services"): `verify(token, ip)`. Without CAPTCHA_SECRET
// the local verifier lets everyone through; with it, a reCAPTCHA/hCaptcha-compatible siteverify
// call decides. A provider outage fails closed (the player retries; spec 1 §9: captcha tries 5).
export interface CaptchaVerifier {
  readonly kind: 'local' | 'remote'
  verify(token: string | null | undefined, ip: string): Promise<boolean>
}

export const localCaptcha: CaptchaVerifier = {
  kind: 'local',
  async verify() {
    return true
  },
}

/** Our choice: a captcha provider that has not answered in 5 s will not answer. */
export const CAPTCHA_TIMEOUT_MS = 5_000

export function remoteCaptcha(
  secret: string,
  verifyUrl: string,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    kind: 'remote',
    async verify(token, ip) {
      if (!token) return false
      try {
        const response = await fetchImpl(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
        })
        if (!response.ok) return false
        const body = (await response.json()) as { success?: unknown }
        return body.success === true
      } catch {
        return false
      }
    },
  }
}

export function createCaptcha(config: {
  captchaSecret: string | undefined
  captchaVerifyUrl: string
}): CaptchaVerifier {
  return config.captchaSecret ? remoteCaptcha(config.captchaSecret, config.captchaVerifyUrl) : localCaptcha
}
