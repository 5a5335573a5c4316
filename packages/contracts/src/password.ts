import { z } from 'zod';
import { BLANK_MESSAGE, tooLong } from './checkout.ts';

/** Spec sections 5 and 9: at least 8 symbols with one uppercase, one lowercase and one digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** Symfony's cap on a password to hash; long enough for any passphrase, short enough to stay cheap. */
export const PASSWORD_MAX_LENGTH = 4096;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
/** Spec section 5 names the rule but no text for it; this sentence is the rule in the spec's words. */
export const PASSWORD_CHARACTERS_MESSAGE =
  'The password must contain at least one uppercase letter, one lowercase letter and one digit.';
export const tooShort = (min: number) => `This value is too short. It should have ${min} characters or more.`;

/** The first rule a password breaks (the message shown on its field), or null. Lengths count characters. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length === 0) return BLANK_MESSAGE;
  if (length < PASSWORD_MIN_LENGTH) return tooShort(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return tooLong(PASSWORD_MAX_LENGTH);
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return PASSWORD_CHARACTERS_MESSAGE;
  }
  return null;
}

/**
 * A new password (registration, reset, change), never trimmed. One issue at most, and never an aborting
 * one, so that a form's "Passwords do not match" check still runs beside it.
 */
export const passwordSchema = z.string({ error: BLANK_MESSAGE }).superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * Adds "Passwords do not match" on the confirmation field of an object schema when both fields are
 * strings and the confirmation is not empty (an empty one is reported as blank by its own schema).
 */
export function confirmedPassword<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  passwordField: keyof Shape & string,
  confirmationField: keyof Shape & string,
) {
  const pair = (value: unknown): [unknown, unknown] => {
    const record = (value ?? {}) as Record<string, unknown>;
    return [record[passwordField], record[confirmationField]];
  };
  return schema.refine(
    (value) => {
      const [password, confirmation] = pair(value);
      return password === confirmation;
    },
    {
      path: [confirmationField],
      error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
      // Runs even when the password itself breaks a rule: the form shows both fields' problems at once.
      when: (payload) => {
        const [password, confirmation] = pair(payload.value);
        return typeof password === 'string' && typeof confirmation === 'string' && confirmation !== '';
      },
    },
  );
}

/** The confirmation field: only required here; equality is confirmedPassword's check. */
export const passwordConfirmationSchema = z
  .string({ error: BLANK_MESSAGE })
  .refine((value) => value !== '', { error: BLANK_MESSAGE });

/** Spec section 5: changing the password needs a known customer. */
export const CUSTOMER_NOT_DEFINED_MESSAGE = 'Customer is not defined';
/** Sylius's text when the current password given to a change is wrong. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Provided password is different than the current one.';

/**
 * PUT /customers/{id}/password: the current password (not asked of an account that has none: social
 * sign-in only) and the new one twice.
 */
export const changePasswordBodySchema = confirmedPassword(
  z.object({
    currentPassword: z.string({ error: BLANK_MESSAGE }).optional(),
    newPassword: passwordSchema,
    confirmNewPassword: passwordConfirmationSchema,
  }),
  'newPassword',
  'confirmNewPassword',
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
