import { Form, useSearchParams } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, adminStyles as styles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { FormField } from '~/components/ui/form-field.tsx';
import { signInAdministrator, signOutAdministrator } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import type { Route } from './+types/admin-sign-in';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_SIGN_IN');

/** Signing in (the token goes into the admin cookie) and, with intent=sign-out, signing out. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const shop = getShopRequest(context);
  const form = await request.formData();
  if (form.get('intent') === 'sign-out') return signOutAdministrator(shop, request);
  const result = await signInAdministrator(shop, args, form);
  if (result.ok) return result.response;
  return { fieldErrors: result.fieldErrors, message: result.message, email: String(form.get('email') ?? '') };
}

export default function AdminSignInRoute({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { channel } = useShop();
  const [searchParams] = useSearchParams();
  const back = searchParams.get(AUTH_RETURN_PARAM);
  const fieldErrors = actionData?.fieldErrors ?? {};
  const localise = (text: string | undefined) => (text ? localiseServerMessage(t, text) : undefined);
  const failed = actionData && (actionData.message || Object.keys(fieldErrors).length === 0);
  return (
    <section className={styles.signInCard} aria-labelledby="admin-sign-in-title">
      <div className={styles.signInBrand}>
        <p className={styles.signInShop}>{channel.name}</p>
        <h1 id="admin-sign-in-title" className={styles.title}>
          {t('admin.signIn.title')}
        </h1>
        <p className={styles.muted}>{t('admin.signIn.intro')}</p>
      </div>
      {back && !actionData && <AdminMessage tone="success">{t('admin.signIn.required')}</AdminMessage>}
      {searchParams.has('invited') && !actionData && (
        <AdminMessage tone="success">{t('admin.signIn.invited')}</AdminMessage>
      )}
      {failed && (
        <AdminMessage tone="error">
          {actionData.message ? localiseServerMessage(t, actionData.message) : t('admin.signIn.failed')}
        </AdminMessage>
      )}
      <Form method="post" className={styles.form} noValidate>
        <FormField
          name="email"
          type="email"
          label={t('admin.signIn.email')}
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          error={localise(fieldErrors.email)}
          testPrefix="admin"
        />
        <FormField
          name="password"
          type="password"
          label={t('admin.signIn.password')}
          autoComplete="current-password"
          required
          error={localise(fieldErrors.password)}
          testPrefix="admin"
        />
        <SubmitButton intent="sign-in" testId="admin-sign-in">
          {t('admin.signIn.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
