import { z } from 'zod';
import { translationsOf } from './admin-catalogue-common.ts';
import { HEX_COLOUR, INFORMATION_BAR_AUDIENCES } from './engagement-constants.ts';
import { listSchema } from './lists.ts';

/**
 * Information bars in the back office (docs/adr/0061-faq-bars-payments-gifts.md) under
 * /api/v2/admin/information-bars: the import's rules (the API's informationBarInputSchema), a channel by
 * code (null: every channel), the window as ISO times (from inclusive, until exclusive) and the rotating
 * messages, each with its text and colours per language.
 */

export const INFORMATION_BAR_COLOUR_MESSAGE = 'Colours are hex: #rgb or #rrggbb.';
export const INFORMATION_BAR_DATE_MESSAGE = 'Enter a date and time, e.g. 2026-12-01T09:00:00+02:00.';
export const INFORMATION_BAR_WINDOW_MESSAGE = 'The end must be after the start.';
export const INFORMATION_BAR_CODE_TAKEN_MESSAGE = 'This code is already used.';
export const INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE = 'There is no channel with this code.';
export const INFORMATION_BAR_MESSAGES_MESSAGE = 'Add at least one message (up to 10).';
export const INFORMATION_BAR_TEXT_REQUIRED_MESSAGE = 'Write the message in at least one language.';
export const INFORMATION_BAR_DESCRIPTION_MESSAGE = 'Keep the message under 2000 characters.';
export const INFORMATION_BAR_MAX_MESSAGES = 10;

const colour = z.string({ error: INFORMATION_BAR_COLOUR_MESSAGE }).trim().regex(HEX_COLOUR, {
  error: INFORMATION_BAR_COLOUR_MESSAGE,
});
const dateTime = z
  .string({ error: INFORMATION_BAR_DATE_MESSAGE })
  .max(40, { error: INFORMATION_BAR_DATE_MESSAGE })
  .pipe(z.iso.datetime({ offset: true, error: INFORMATION_BAR_DATE_MESSAGE }))
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: INFORMATION_BAR_DATE_MESSAGE });

/** One message in one language (the import's shape). */
export const informationBarTextSchema = z.strictObject({
  description: z.string().max(2000, { error: INFORMATION_BAR_DESCRIPTION_MESSAGE }),
  backgroundColor: colour,
  textColor: colour,
});
export type InformationBarText = z.infer<typeof informationBarTextSchema>;

export const adminInformationBarInputSchema = z.strictObject({
  code: z.string().trim().min(1, { error: 'Enter a code of 1 to 64 characters.' }).max(64, {
    error: 'Enter a code of 1 to 64 characters.',
  }),
  enabled: z.boolean().default(true),
  audience: z.enum(INFORMATION_BAR_AUDIENCES).default('all'),
  /** A channel's code; null: every channel (a channel's own bar beats a global one). */
  channel: z.string().trim().min(1).max(64).nullable().default(null),
  activeFrom: dateTime.nullable().default(null),
  activeUntil: dateTime.nullable().default(null),
  position: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  messages: z
    .array(translationsOf(informationBarTextSchema))
    .min(1, { error: INFORMATION_BAR_MESSAGES_MESSAGE })
    .max(INFORMATION_BAR_MAX_MESSAGES, { error: INFORMATION_BAR_MESSAGES_MESSAGE }),
});
export type AdminInformationBarInput = z.input<typeof adminInformationBarInputSchema>;

export const INFORMATION_BAR_STATES = ['active', 'scheduled', 'ended', 'disabled'] as const;

export const adminInformationBarSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  audience: z.enum(INFORMATION_BAR_AUDIENCES),
  channel: z.string().nullable(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  position: z.number().int(),
  messages: z.array(translationsOf(informationBarTextSchema)),
  /** Now: shown (if its audience and language match), waiting for its start, past its end, or off. */
  state: z.enum(INFORMATION_BAR_STATES),
});
export type AdminInformationBar = z.infer<typeof adminInformationBarSchema>;
export const adminInformationBarListSchema = listSchema(adminInformationBarSchema);

export const informationBarParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
