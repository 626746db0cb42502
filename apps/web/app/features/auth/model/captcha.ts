// The captcha and device-fingerprint adapters (ARCHITECTURE "External services"): small seams with
// a working local default. The local captcha passes with an empty token (the platform's local
// adapter accepts it); a configured provider would replace captchaToken. No fingerprint library is
// configured, so dfpc is sent empty (spec 1 §7 "user.dfpc added").

/** spec 1 §8 "Captcha failure: logged, no token": a failing provider gives ''. */
export async function captchaToken(_action: 'login' | 'registration' | 'password'): Promise<string> {
  return ''
}

export function deviceFingerprint(): string {
  return ''
}
