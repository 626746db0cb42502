// The authenticator-app codes of two-factor sign-in (spec 1 §4, RFC 6238 via the otpauth library).
export const OTP_DIGITS = 6 // the digits authenticator apps show
export const OTP_PERIOD_SECONDS = 30 // RFC 6238 default time step
export const OTP_WINDOW = 1 // steps accepted either side of now, for clock drift
export const OTP_SECRET_BYTES = 20 // RFC 4226 §4 recommends a 160-bit shared secret
