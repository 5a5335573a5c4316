import { z } from 'zod';
import { BLANK_MESSAGE, emailSchema } from './checkout.ts';
import { listSchema } from './lists.ts';

/**
 * POST /customers/subscribe-newsletter (spec sections 3 and 5): the email and both consents, which must
 * be given. Messages are spec section 5's.
 */
export const subscribeNewsletterBodySchema = z.object({
  email: emailSchema,
  acceptedPrivacyPolicy: z.literal(true, { error: BLANK_MESSAGE }),
  acceptedTermsAndConditions: z.literal(true, { error: BLANK_MESSAGE }),
});
export type SubscribeNewsletterBody = z.infer<typeof subscribeNewsletterBodySchema>;

/** One message of the information bar, in the request locale. `description` is sanitised HTML. */
export const informationBarMessageSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type InformationBarMessage = z.infer<typeof informationBarMessageSchema>;

/** The information bar that applies to the request: its messages rotate in the storefront. */
export const informationBarSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** `channel`: set for this channel; `global`: for every channel. */
  scope: z.enum(['channel', 'global']),
  messages: z.array(informationBarMessageSchema),
});
export type InformationBar = z.infer<typeof informationBarSchema>;

export const currentInformationBarSchema = z.object({ informationBar: informationBarSchema.nullable() });
export type CurrentInformationBar = z.infer<typeof currentInformationBarSchema>;

/** A banner in the request locale. `image` is a media path (served under /media/...). */
export const bannerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string(),
  /** A safe link (relative, http(s), mailto, tel) or null. */
  link: z.string().nullable(),
  displayFor: z.enum(['all', 'guest', 'authorised']),
  standalone: z.boolean(),
  position: z.number().int(),
  /** YYYY-MM-DD, inclusive; null: no bound. */
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = listSchema(bannerSchema);
