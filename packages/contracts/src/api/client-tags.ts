import { z } from 'zod';

/**
 * Client tags (crm owns them): short labels the coach, and her automations, put on clients
 * ("postnatal", "vip", "welcome-done"). They filter the client table and define email segments.
 * Stored lower-cased, letters, digits and dashes, so "VIP " and "vip" are one tag.
 */
export const TAG_LIMITS = { length: 40, perClient: 20 } as const;

export const TAG_MESSAGES = {
  invalid: 'A tag is 1–40 letters, digits or dashes (for example postnatal or vip)',
  tooMany: `A client has at most ${TAG_LIMITS.perClient} tags`,
} as const;

export const tagSchema = z
  .string({ error: TAG_MESSAGES.invalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: TAG_MESSAGES.invalid });

export const tagListSchema = z
  .array(tagSchema)
  .max(TAG_LIMITS.perClient, { message: TAG_MESSAGES.tooMany })
  .transform((tags) => [...new Set(tags)].sort());

/** PUT /api/clients/:id/tags (crm, coach): her whole set of tags, answered with the set stored. */
export const clientTagsUpdateSchema = z.object({ tags: tagListSchema });
export const clientTagsSchema = z.object({ tags: z.array(z.string()) });
export type ClientTags = z.infer<typeof clientTagsSchema>;

/** GET /api/clients/tags (crm, coach): every tag in use, with how many clients carry it. */
export const tagUsageSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), clients: z.number().int().nonnegative() })),
});
export type TagUsage = z.infer<typeof tagUsageSchema>;
