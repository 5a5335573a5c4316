import { z } from 'zod';

/** Every mail kind the shop sends, as the back office's "Mail previews" lists them (ADR 0034). */
export const MAIL_PREVIEW_KINDS = [
  'order-confirmation',
  'order-confirmation-parcel-locker',
  'account-verification',
  'password-reset',
  'registration-attempt',
  'account-deletion-scheduled',
  'account-deletion-refused',
  'return-created',
  'return-money-returned',
  'newsletter-confirmation',
  'account-approved',
  'account-rejected',
  'review-request',
  'back-in-stock',
  'admin-invitation',
] as const;
export type MailPreviewKind = (typeof MAIL_PREVIEW_KINDS)[number];

/** GET /admin/mail-previews: the kinds and the languages each is written in. */
export const adminMailPreviewKindsSchema = z.object({
  kinds: z.array(z.enum(MAIL_PREVIEW_KINDS)),
  locales: z.array(z.string()),
});
export type AdminMailPreviewKinds = z.infer<typeof adminMailPreviewKindsSchema>;

export const adminMailPreviewParamsSchema = z.object({ kind: z.string() });
/** `locale`: lt, en, et or ru (422 for any other); lt when not given. */
export const adminMailPreviewQuerySchema = z.object({ locale: z.string().optional() });

/** GET /admin/mail-previews/{kind}: the mail as a customer gets it, written with demo data. */
export const adminMailPreviewSchema = z.object({
  kind: z.enum(MAIL_PREVIEW_KINDS),
  locale: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type AdminMailPreview = z.infer<typeof adminMailPreviewSchema>;
