import { describe, expect, it } from 'vitest';
import { emailProblem, knownMessageKey, violationsByField } from './stock-notification-rules.ts';

describe('emailProblem', () => {
  it('requires an email (blank after trimming counts as empty)', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('rejects what is not an email address', () => {
    expect(emailProblem('mama')).toBe('invalid');
    expect(emailProblem('mama@pastas')).toBe('invalid');
    expect(emailProblem('ma ma@pastas.lt')).toBe('invalid');
    expect(emailProblem(`${'a'.repeat(250)}@x.lt`)).toBe('invalid');
  });

  it('accepts a plain address with spaces around it', () => {
    expect(emailProblem(' mama@pastas.lt ')).toBeNull();
  });
});

describe('server violations', () => {
  it('maps the spec messages to catalog keys and leaves others as sent', () => {
    expect(knownMessageKey('Please enter your email.')).toBe('product.notify.errors.required');
    expect(knownMessageKey('This email is invalid.')).toBe('product.notify.errors.invalid');
    expect(knownMessageKey('Product not found.')).toBeUndefined();
  });

  it('puts the email violation on the field and any other on the form', () => {
    expect(
      violationsByField([
        { propertyPath: 'product', message: 'Unknown product.' },
        { propertyPath: 'email', message: 'This email is invalid.' },
      ]),
    ).toEqual({ email: 'This email is invalid.', form: 'Unknown product.' });
    expect(violationsByField([])).toEqual({});
  });
});
