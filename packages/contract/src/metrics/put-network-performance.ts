// PUT /network-performance — the Network Information API reading (spec 1 §7). 204 No Content.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PageKind } from './put-performance.ts'

export const NetworkPerformanceSchema = z.object({
  rtt: z.number().nonnegative().max(60_000),
  downlink: z.number().nonnegative().max(100_000),
  effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']),
  saveData: z.boolean().optional(),
  pageKind: PageKind.optional(),
})
export type NetworkPerformance = z.infer<typeof NetworkPerformanceSchema>

export const putNetworkPerformance = defineEndpoint({
  method: 'PUT',
  path: '/network-performance',
  summary: 'Network quality of the client',
  tags: ['metrics'],
  body: NetworkPerformanceSchema,
  response: z.null(),
  status: 204,
})
