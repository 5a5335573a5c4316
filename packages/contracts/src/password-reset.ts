import { z } from 'zod';
import { emailSchema, tooLong } from './checkout.ts';
import { confirmedPassword, passwordConfirmationSchema, passwordSchema } from './password.ts';

/**
 * POST /customers/reset-password: asks for a reset link. `locale` picks the mail's language (lt, else
 * en); without it the request locale does. Always answered 202 with no body, registered or not.
 */
export const passwordResetRequestBodySchema = z.object({
  email: emailSchema,
  locale: z
    .string()
    .trim()
    .max(16, { error: tooLong(16) })
    .optional(),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** PATCH /customers/reset-password/{token}: the new password and its confirmation (Sylius's field names). */
export const passwordResetBodySchema = confirmedPassword(
  z.object({ newPassword: passwordSchema, confirmNewPassword: passwordConfirmationSchema }),
  'newPassword',
  'confirmNewPassword',
);
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The answer to an unknown, used or expired reset token (404: one text, the shopper asks for a new link). */
export const PASSWORD_RESET_TOKEN_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please ask for a new one.';
