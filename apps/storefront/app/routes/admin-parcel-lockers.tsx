import { Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage, adminStyles, Badge, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { localiseDeliveryMessage } from '~/components/admin/delivery/delivery-messages.ts';
import { Field, fieldProps } from '~/components/admin/delivery/field.tsx';
import { LockerReport } from '~/components/admin/delivery/locker-report.tsx';
import styles from '~/components/admin/delivery/settings-form.module.css';
import { loadParcelLockersScreen, parcelLockersAction } from '~/data/admin-parcel-lockers.server.ts';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-parcel-lockers';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PARCEL_LOCKERS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadParcelLockersScreen(session);
}

export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  requireAdminSession(shop, args);
  return parcelLockersAction(adminRawCaller(shop, args), await args.request.formData());
}

/**
 * The carriers' parcel-locker lists (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md): how many
 * lockers each carrier has, and a carrier's list replaced from a file, checked first (the dry run's report:
 * to add, to update, to disable, problems by line), then applied exactly as checked.
 */
export default function AdminParcelLockersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { counts } = loaderData;
  const result = actionData ?? null;
  const errorOf = (field: 'carrier' | 'file') => {
    const message = result?.errors[field];
    if (!message) return null;
    return message === 'chooseFile'
      ? t('adminShipping.lockers.chooseFile')
      : localiseDeliveryMessage(t, message);
  };
  const carrierError = errorOf('carrier');
  const fileError = errorOf('file');
  const report = result?.report ?? null;
  const canApply = result !== null && report !== null && report.valid && report.mode === 'check';
  return (
    <AdminPage
      title={t('routes.ADMIN_PARCEL_LOCKERS.title')}
      back={{ href: path('ADMIN_SHIPPING_METHODS'), label: t('routes.ADMIN_SHIPPING_METHODS.title') }}
    >
      <p className={adminStyles.muted}>{t('adminShipping.lockers.intro')}</p>
      <section className={adminStyles.panel} aria-labelledby="locker-counts">
        <h2 id="locker-counts" className={adminStyles.panelTitle}>
          {t('adminShipping.lockers.counts')}
        </h2>
        {counts.length === 0 ? (
          <p className={adminStyles.muted}>{t('adminShipping.lockers.noCounts')}</p>
        ) : (
          <ul className={styles.counts} data-testid="locker-counts">
            {counts.map((count) => (
              <li key={count.carrier}>
                <Badge tone={count.enabled > 0 ? 'good' : 'plain'}>
                  <strong>{count.carrier}</strong>{' '}
                  {t('adminShipping.lockers.count', { enabled: count.enabled, disabled: count.disabled })}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      {result?.message && (
        <AdminMessage tone="error">{localiseDeliveryMessage(t, result.message)}</AdminMessage>
      )}
      {report && <LockerReport report={report} />}
      {canApply && (
        <Form method="post" className={adminStyles.form} data-testid="locker-apply-form">
          <input type="hidden" name="carrier" value={result.carrier} />
          <input type="hidden" name="fileName" value={result.fileName} />
          <textarea name="content" defaultValue={result.content} hidden readOnly aria-hidden="true" />
          <div className={adminStyles.actions}>
            <SubmitButton intent="apply" testId="locker-apply">
              {t('adminShipping.lockers.apply')}
            </SubmitButton>
          </div>
        </Form>
      )}
      <section className={adminStyles.panel} aria-labelledby="locker-import">
        <h2 id="locker-import" className={adminStyles.panelTitle}>
          {t('adminShipping.lockersLink')}
        </h2>
        <Form
          key={report?.mode === 'apply' && report.valid ? 'applied' : 'form'}
          method="post"
          encType="multipart/form-data"
          className={adminStyles.form}
          noValidate
          data-testid="locker-check-form"
        >
          <div className={styles.fields}>
            <Field id="locker-carrier" label={t('adminShipping.lockers.carrier')} error={carrierError}>
              <input
                {...fieldProps('locker-carrier', carrierError)}
                name="carrier"
                list="locker-carriers"
                autoComplete="off"
                maxLength={64}
                defaultValue={result?.carrier ?? counts[0]?.carrier ?? ''}
                className={cx(adminStyles.input, carrierError && styles.invalid)}
                data-testid="locker-carrier"
              />
            </Field>
            <datalist id="locker-carriers">
              {counts.map((count) => (
                <option key={count.carrier} value={count.carrier} />
              ))}
            </datalist>
            <Field
              id="locker-file"
              label={t('adminShipping.lockers.file')}
              error={fileError}
              hint={t('adminShipping.lockers.fileHint')}
            >
              <input
                {...fieldProps('locker-file', fileError, true)}
                name="file"
                type="file"
                accept=".csv,.json,text/csv,application/json"
                data-testid="locker-file"
              />
            </Field>
          </div>
          <div className={adminStyles.actions}>
            <SubmitButton intent="check" tone="secondary" testId="locker-check">
              {t('adminShipping.lockers.check')}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </AdminPage>
  );
}
