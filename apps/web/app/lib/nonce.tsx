// The per-request CSP nonce (entry.server.tsx) for the inline scripts React Router renders. The
// browser hides nonce values from the DOM, so the client renders with an empty one.
import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
