// Stored shapes of the config documents whose answer is derived per request (banners per locale,
// managers per group). The others are stored exactly as the contract answers them.
import { BannerSchema } from '@croupier/contract/config/get-banners-config'
import { VipManagerSchema } from '@croupier/contract/config/post-managers'
import { LocalisedTextSchema } from '@croupier/contract/primitives'
import { z } from 'zod'

export const StoredBannerSchema = BannerSchema.extend({
  title: z.object({ text: LocalisedTextSchema }),
  description: z.object({ text: LocalisedTextSchema }),
  labels: z.array(
    z.object({ title: LocalisedTextSchema, type: z.string(), theme: z.string(), dot: z.boolean() }),
  ),
  button: BannerSchema.shape.button.unwrap().extend({ name: LocalisedTextSchema }).optional(),
  secondButton: z
    .object({
      name: LocalisedTextSchema,
      popup: z.object({
        title: LocalisedTextSchema,
        secondTitle: LocalisedTextSchema,
        desc: LocalisedTextSchema,
      }),
    })
    .optional(),
})
export type StoredBanner = z.infer<typeof StoredBannerSchema>
export const StoredBannersSchema = z.object({ banners: z.array(StoredBannerSchema) })

export const StoredManagerSchema = VipManagerSchema.extend({
  /** The manager looks after players in any of these groups. */
  groupIds: z.array(z.int()).min(1),
})
export type StoredManager = z.infer<typeof StoredManagerSchema>
export const StoredManagersSchema = z.object({ managers: z.array(StoredManagerSchema) })
