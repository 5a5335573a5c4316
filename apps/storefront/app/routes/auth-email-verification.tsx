import { data } from 'react-router';
import styles from '~/components/auth/auth-page.module.css';
import { EmailVerification } from '~/components/auth/email-verification.tsx';
import { resendVerification } from '~/data/account-forms.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { emailVerificationStep, submitSocialEmail } from '~/data/social-sign-in.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/auth-email-verification';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'AUTH_EMAIL_VERIFICATION');

/** Which step of a social sign-in is under way (read from its HTTP-only cookie, ADR 0016). */
export function loader({ request }: Route.LoaderArgs) {
  return data(
    { step: emailVerificationStep(request) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** `social-email`: retry the sign-in with the typed address; `resend`: a new activation link. */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'resend') return { resend: await resendVerification(shop, form) };
  if (intent === 'social-email') {
    const result = await submitSocialEmail(shop, request, form);
    if (result instanceof Response) return result;
    return { email: result };
  }
  throw new Response('Unknown form', { status: 400 });
}

export default function AuthEmailVerificationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <EmailVerification
        step={loaderData.step}
        email={actionData && 'email' in actionData ? actionData.email : undefined}
        resend={actionData && 'resend' in actionData ? actionData.resend : undefined}
      />
    </div>
  );
}
