// TanStack Query defaults for server state. lib/platform-client.ts already retries network failures
// (spec 1 §8), so Query must not retry on top of it.
import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
