import {
  ADMIN_INVITATION_INVALID_MESSAGE,
  type AdminInvitation,
  type AdminMe,
  type AdminTeamMember,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { redirect } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import { createAdminApiClient } from '~/lib/api/admin-client.ts';
import { routePath } from '~/routing/route-path.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The invite form's fields, as typed (kept after a refusal). */
export interface InviteValues {
  email: string;
  name: string;
  role: string;
}

export type TeamActionResult =
  | { intent: 'invite'; ok: true; email: string }
  | {
      intent: 'invite';
      ok: false;
      values: InviteValues;
      errors: Record<string, string>;
      message: string | null;
    }
  | { intent: 'member'; ok: boolean; id: number; done: string; message: string | null };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The team screen: every administrator (one page of 100: a shop's team is small) and who is looking. */
export async function loadTeamScreen(session: AdminSession) {
  const [team, me] = await Promise.all([
    session.api.get<List<AdminTeamMember>>('/administrators', { page: 1, itemsPerPage: 100 }),
    session.api.get<AdminMe>('/me'),
  ]);
  return { team: team.data, total: team.meta.totalItems, meId: me.id };
}

/** Violations by field (the first one of each), and the object-level message. */
function violationsOf(error: unknown): { errors: Record<string, string>; message: string | null } {
  const errors: Record<string, string> = {};
  let message: string | null = null;
  const body = (isApiError(error) ? error.data : null) as Partial<ValidationError> | null;
  for (const violation of body?.violations ?? []) {
    if (violation.propertyPath) errors[violation.propertyPath] ??= violation.message;
    else message ??= violation.message;
  }
  if (!message && Object.keys(errors).length === 0) message = apiMessage(error);
  return { errors, message };
}

const refusal = (error: unknown) =>
  isApiError(error) && error.status !== null && [400, 404, 409, 422].includes(error.status);

/** Invite, change a role, disable, enable or send the invitation again (told apart by `intent`). */
export async function teamAction(session: AdminSession, form: FormData): Promise<TeamActionResult> {
  const intent = text(form, 'intent');
  if (intent === 'invite') {
    const values: InviteValues = {
      email: text(form, 'email'),
      name: text(form, 'name'),
      role: text(form, 'role'),
    };
    try {
      await session.api.post<AdminTeamMember>('/administrators', values);
      return { intent: 'invite', ok: true, email: values.email };
    } catch (error) {
      if (!refusal(error)) throw error;
      return { intent: 'invite', ok: false, values, ...violationsOf(error) };
    }
  }
  const id = Number(text(form, 'id'));
  const path = `/administrators/${encodeURIComponent(String(id))}`;
  try {
    if (intent === 'role') {
      const role = text(form, 'role');
      await session.api.patch(`${path}/role`, { role });
    } else if (intent === 'disable' || intent === 'enable') {
      await session.api.patch(`${path}/${intent}`);
    } else if (intent === 'resend') {
      await session.api.post(`${path}/invitation`);
    } else {
      return { intent: 'member', ok: false, id, done: intent, message: null };
    }
    return { intent: 'member', ok: true, id, done: intent, message: null };
  } catch (error) {
    if (!refusal(error)) throw error;
    const { errors, message } = violationsOf(error);
    return {
      intent: 'member',
      ok: false,
      id,
      done: intent,
      message: message ?? Object.values(errors)[0] ?? null,
    };
  }
}

// --- The invitation link (public: the token is the credential) ---

function publicApi(shop: ShopRequest) {
  return createAdminApiClient({ baseUrl: shop.config.apiUrl, token: null });
}

/**
 * The shape of a mailed token (32 random bytes, URL-safe base64: 43 characters), with room to spare. Anything
 * else is no invitation, answered without asking the API (a 10 KB address segment made its request fail).
 */
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** Whose invitation the link is, or null when it is unknown, used or expired. */
export async function loadInvitation(shop: ShopRequest, token: string): Promise<AdminInvitation | null> {
  if (!INVITATION_TOKEN.test(token)) return null;
  try {
    return await publicApi(shop).get<AdminInvitation>(`/invitations/${encodeURIComponent(token)}`);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export type InvitationActionResult = { errors: Record<string, string>; message: string | null };

/** Sets the password; then to the sign-in page, which says the account is ready. */
export async function acceptInvitation(
  shop: ShopRequest,
  token: string,
  form: FormData,
): Promise<InvitationActionResult | Response> {
  if (!INVITATION_TOKEN.test(token)) return { errors: {}, message: ADMIN_INVITATION_INVALID_MESSAGE };
  try {
    await publicApi(shop).patch(`/invitations/${encodeURIComponent(token)}`, {
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    });
  } catch (error) {
    if (!refusal(error)) throw error;
    return violationsOf(error);
  }
  return redirect(`${routePath('ADMIN_SIGN_IN', shop.locale, {}, shop.defaultLocale)}?invited=1`);
}
