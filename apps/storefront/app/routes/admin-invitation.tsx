import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, adminStyles as styles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { FormField } from '~/components/ui/form-field.tsx';
import { acceptInvitation, loadInvitation } from '~/data/admin-team.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-invitation';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_INVITATION');

/** Whose invitation the link is (public: the token in the mailed link is the credential). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { invitation: await loadInvitation(getShopRequest(context), params.token) };
}

/** Sets the password; then on to signing in. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return acceptInvitation(getShopRequest(context), params.token, await request.formData());
}

/**
 * The set-password page of a back-office invitation (ADR 0055): the password twice, with the customers'
 * password rules; every field's problem shown at once. A used or expired link says so.
 */
export default function AdminInvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { channel } = useShop();
  const { invitation } = loaderData;
  const errors = actionData?.errors ?? {};
  const error = (field: string) => (errors[field] ? localiseServerMessage(t, errors[field]) : undefined);
  return (
    <section className={styles.signInCard} aria-labelledby="admin-invitation-title">
      <div className={styles.signInBrand}>
        <p className={styles.signInShop}>{channel.name}</p>
        <h1 id="admin-invitation-title" className={styles.title}>
          {t('admin.invitation.title')}
        </h1>
        {invitation && (
          <p className={styles.muted}>
            {t('admin.invitation.intro', { name: invitation.name, email: invitation.email })}
          </p>
        )}
      </div>
      {!invitation ? (
        <>
          <AdminMessage tone="error">{t('admin.invitation.invalid')}</AdminMessage>
          <Link to={path('ADMIN_SIGN_IN')} className={styles.link}>
            {t('admin.invitation.toSignIn')}
          </Link>
        </>
      ) : (
        <>
          {actionData?.message && (
            <AdminMessage tone="error">{localiseServerMessage(t, actionData.message)}</AdminMessage>
          )}
          <Form method="post" className={styles.form} noValidate data-testid="admin-invitation-form">
            <input type="hidden" name="username" value={invitation.email} autoComplete="username" />
            <FormField
              name="password"
              type="password"
              label={t('admin.invitation.password')}
              autoComplete="new-password"
              required
              error={error('password')}
              testPrefix="admin-invitation"
            />
            <FormField
              name="confirmPassword"
              type="password"
              label={t('admin.invitation.confirmPassword')}
              autoComplete="new-password"
              required
              error={error('confirmPassword')}
              testPrefix="admin-invitation"
            />
            <p className={styles.muted}>{t('admin.invitation.rules')}</p>
            <SubmitButton testId="admin-invitation-submit">{t('admin.invitation.submit')}</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
