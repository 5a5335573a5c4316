import { ADMIN_INVITATION_INVALID_MESSAGE } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, loadInvitation } from './admin-team.server.ts';
import type { ShopRequest } from './request-context.server.ts';

// An API address nothing answers: a call that reaches it fails, so the answers below come from the shape check.
const shop = {
  config: { apiUrl: 'http://127.0.0.1:9' },
  locale: 'lt',
  defaultLocale: 'lt',
} as unknown as ShopRequest;

describe('the invitation link', () => {
  it('answers a token of another shape as no invitation, without asking the API (the route walk’s 10 KB segment)', async () => {
    expect(await loadInvitation(shop, 'x'.repeat(10_240))).toBeNull();
    expect(await loadInvitation(shop, 'a b<script>')).toBeNull();
    const form = new FormData();
    form.set('password', 'Secret1234');
    form.set('confirmPassword', 'Secret1234');
    expect(await acceptInvitation(shop, 'x'.repeat(10_240), form)).toEqual({
      errors: {},
      message: ADMIN_INVITATION_INVALID_MESSAGE,
    });
  });

  it('asks the API about a token of the mailed shape', async () => {
    await expect(loadInvitation(shop, 'A'.repeat(43))).rejects.toThrow();
  });
});
