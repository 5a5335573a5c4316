import { z } from 'zod';

/** 422: one violation per field; propertyPath "" for object-level rules (Sylius convention). */
export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export const validationErrorSchema = z.object({
  code: z.literal(422),
  message: z.string(),
  violations: z.array(violationSchema),
});
/** 400, 401, 404, 409, 429, 500...: a status code and a human-readable message. */
export const errorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});

export type Violation = z.infer<typeof violationSchema>;
export type ValidationError = z.infer<typeof validationErrorSchema>;
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** The API's input guard (ADR 0036): a NUL, a lone surrogate or another character that cannot be stored. */
export const INVALID_CHARACTERS_MESSAGE = 'This value contains characters that are not allowed.';
