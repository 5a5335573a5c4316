import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordResetBodySchema } from '../src/index.ts';

describe('password rules', () => {
  it('names the first rule a password breaks, counting characters rather than UTF-16 units', () => {
    expect(passwordProblem('Aa1' + 'x'.repeat(4093))).toBeNull();
    expect(passwordProblem('Aa1' + 'x'.repeat(4094))).toBe(
      'This value is too long. It should have 4096 characters or less.',
    );
    // Seven characters, eight UTF-16 units (the emoji is a surrogate pair): still too short.
    expect(passwordProblem('Aa1bcd😀')).toBe('This value is too short. It should have 8 characters or more.');
    expect(passwordProblem('Ąžuolas1')).toBeNull();
    expect(passwordProblem('ąžuolas1')).toBe(
      'The password must contain at least one uppercase letter, one lowercase letter and one digit.',
    );
  });

  it('keeps passwords as typed (no trimming)', () => {
    const parsed = passwordResetBodySchema.parse({
      newPassword: ' Naujas5678 ',
      confirmNewPassword: ' Naujas5678 ',
    });
    expect(parsed.newPassword).toBe(' Naujas5678 ');
    expect(
      passwordResetBodySchema.safeParse({ newPassword: ' Naujas5678 ', confirmNewPassword: 'Naujas5678' })
        .error?.issues,
    ).toEqual([expect.objectContaining({ path: ['confirmNewPassword'], message: 'Passwords do not match' })]);
  });
});
