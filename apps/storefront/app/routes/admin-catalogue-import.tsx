import type { AdminCatalogueImport } from '@shop/contracts';
import { isKnownLocale, LOCALE_NATIVE_NAMES } from '@shop/locale';
import { Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminMessage,
  AdminPage,
  adminStyles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import {
  ImportCounts,
  ImportLiveStatus,
  ImportProgress,
  ImportStatusBadge,
  importErrorText,
  importStyles,
  ProblemsTable,
  useRefreshWhile,
} from '~/components/admin/catalogue-imports/import-ui.tsx';
import { RecheckForm } from '~/components/admin/catalogue-imports/mapping-form.tsx';
import { messageText } from '~/components/admin/products/product-ui.tsx';
import { isRunning, picturesPending } from '~/data/admin-catalogue-import-views.ts';
import {
  applyImport,
  importId,
  loadImport,
  loadMappingChoices,
  recheckImport,
} from '~/data/admin-catalogue-imports.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-catalogue-import';

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, 'ADMIN_CATALOGUE_IMPORT', args.loaderData?.item.fileName);

/** While the check or the apply runs, the page asks again every second; pictures, every three. */
const RUNNING_REFRESH_MS = 1000;
const PICTURES_REFRESH_MS = 3000;

/** The import; for a checked Shopify file also what its mapping can point at. */
export async function loader(args: Route.LoaderArgs) {
  const { context, params, url } = args;
  const shop = getShopRequest(context);
  const session = requireAdminSession(shop, args);
  const id = importId(params.id);
  const item = id === null ? null : await loadImport(session, id);
  if (!item) throw new Response('Not Found', { status: 404 });
  const choices =
    item.status === 'checked' && item.format === 'shopify-csv' && item.mapping
      ? await loadMappingChoices(session, shop.locale)
      : null;
  return { item, choices, reportFailed: url.searchParams.has('reportFailed') };
}

/** "Check again" with the form's mapping and missing-products choice, or "Apply". */
export async function action(args: Route.ActionArgs) {
  const { context, params, request } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const id = importId(params.id);
  if (id === null) throw new Response('Not Found', { status: 404 });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'apply') return { intent: 'apply' as const, result: await applyImport(session, id) };
  return { intent: 'recheck' as const, result: await recheckImport(session, id, form) };
}

export default function AdminCatalogueImportRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { item, choices, reportFailed } = loaderData;
  const running = isRunning(item);
  useRefreshWhile(running, RUNNING_REFRESH_MS);
  useRefreshWhile(!running && picturesPending(item), PICTURES_REFRESH_MS);
  const result = actionData?.result;
  const refused = result && !result.ok ? result : null;
  return (
    <AdminPage
      title={item.fileName}
      back={{ href: path('ADMIN_CATALOGUE_IMPORTS'), label: t('adminImports.detail.back') }}
      actions={<ImportStatusBadge status={item.status} />}
    >
      <ImportLiveStatus item={item} />
      {refused?.message && <AdminMessage tone="error">{messageText(t, refused.message)}</AdminMessage>}
      {refused && !refused.message && (
        <AdminMessage tone="error">{t('adminImports.errors.fields')}</AdminMessage>
      )}
      {reportFailed && <AdminMessage tone="error">{t('adminImports.errors.reportFailed')}</AdminMessage>}
      <ImportFacts item={item} />
      {running && <ImportProgress item={item} />}
      {running && (
        <noscript>
          <a href={path('ADMIN_CATALOGUE_IMPORT', { id: String(item.id) })}>
            {t('adminImports.detail.refresh')}
          </a>
        </noscript>
      )}
      {item.status === 'failed' && (
        <AdminMessage tone="error">
          <span data-testid="admin-import-error">{importErrorText(t, item.error)}</span>
        </AdminMessage>
      )}
      {item.counts && (item.status === 'checked' || item.status === 'applied') && (
        <section className={adminStyles.panel} aria-labelledby="import-counts-title">
          <h2 id="import-counts-title" className={adminStyles.panelTitle}>
            {t(item.status === 'applied' ? 'adminImports.detail.written' : 'adminImports.detail.dryRun')}
          </h2>
          <ImportCounts counts={item.counts} />
          {item.status === 'applied' && <PicturesState pictures={item.pictures} />}
        </section>
      )}
      {(item.status === 'checked' || item.status === 'applied') && item.problemCount > 0 && (
        <section className={adminStyles.panel} aria-labelledby="import-problems-title">
          <div className={adminStyles.pageHead}>
            <h2 id="import-problems-title" className={adminStyles.panelTitle}>
              {t('adminImports.problems.title')}
            </h2>
            <a
              href={path('ADMIN_CATALOGUE_IMPORT_REPORT', { id: String(item.id) })}
              className={`${adminStyles.button} ${adminStyles.buttonSecondary}`}
              data-testid="admin-import-report"
            >
              {t('adminImports.problems.download')}
            </a>
          </div>
          <ProblemsTable problems={item.problems} total={item.problemCount} />
        </section>
      )}
      {item.status === 'applied' && item.problemCount === 0 && item.pictures.failed > 0 && (
        <a
          href={path('ADMIN_CATALOGUE_IMPORT_REPORT', { id: String(item.id) })}
          data-testid="admin-import-report"
        >
          {t('adminImports.problems.download')}
        </a>
      )}
      {item.status === 'checked' && (
        <>
          <RecheckForm
            item={item}
            choices={choices}
            errors={actionData?.intent === 'recheck' && refused ? refused.fieldErrors : undefined}
          />
          <ApplyPanel item={item} />
        </>
      )}
    </AdminPage>
  );
}

function ImportFacts({ item }: { item: AdminCatalogueImport }) {
  const t = useT();
  return (
    <dl className={`${adminStyles.facts} ${importStyles.facts}`}>
      <dt>{t('adminImports.list.format')}</dt>
      <dd>{t(`adminImports.format.${item.format}`)}</dd>
      {item.locale && (
        <>
          <dt>{t('adminImports.form.locale')}</dt>
          <dd lang={item.locale}>
            {isKnownLocale(item.locale) ? LOCALE_NATIVE_NAMES[item.locale] : item.locale}
          </dd>
        </>
      )}
      {item.picturesFileName && (
        <>
          <dt>{t('adminImports.form.pictures')}</dt>
          <dd>{item.picturesFileName}</dd>
        </>
      )}
      <dt>{t('adminImports.missing.legend')}</dt>
      <dd>{t(`adminImports.missing.${item.missing}`)}</dd>
      <dt>{t('adminImports.list.date')}</dt>
      <dd>
        <AdminDate iso={item.createdAt} />
      </dd>
      {item.createdBy && (
        <>
          <dt>{t('adminImports.list.who')}</dt>
          <dd>{item.createdBy}</dd>
        </>
      )}
      {item.finishedAt && (
        <>
          <dt>{t('adminImports.detail.finished')}</dt>
          <dd>
            <AdminDate iso={item.finishedAt} />
          </dd>
        </>
      )}
    </dl>
  );
}

function PicturesState({ pictures }: { pictures: AdminCatalogueImport['pictures'] }) {
  const t = useT();
  if (pictures.pending + pictures.fetched + pictures.failed === 0) return null;
  return (
    <p data-testid="admin-import-pictures-state">
      {t('adminImports.detail.pictures', {
        pending: pictures.pending,
        fetched: pictures.fetched,
        failed: pictures.failed,
      })}
    </p>
  );
}

/** Apply: what will happen, in numbers, and the button (products with problems are left out). */
function ApplyPanel({ item }: { item: AdminCatalogueImport }) {
  const t = useT();
  const counts = item.counts;
  const writes = counts ? counts.new + counts.updated + counts.disabled : 0;
  return (
    <section className={adminStyles.panel} aria-labelledby="import-apply-title">
      <h2 id="import-apply-title" className={adminStyles.panelTitle}>
        {t('adminImports.detail.applyTitle')}
      </h2>
      <p>
        {counts
          ? t('adminImports.detail.applyWhat', {
              new: counts.new,
              updated: counts.updated,
              disabled: counts.disabled,
              failed: counts.failed,
            })
          : null}
      </p>
      <Form method="post">
        <SubmitButton intent="apply" testId="admin-import-apply">
          {t('adminImports.detail.apply')}
        </SubmitButton>
        {writes === 0 && <p className={adminStyles.muted}>{t('adminImports.detail.nothingToWrite')}</p>}
      </Form>
    </section>
  );
}
