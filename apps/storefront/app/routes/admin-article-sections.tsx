import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { sectionLabel } from '~/components/admin/content/article-form.tsx';
import { Field, useContentFields } from '~/components/admin/content/content-fields.tsx';
import { localiseContentMessage } from '~/components/admin/content/content-messages.ts';
import formStyles from '~/components/admin/content/content-form.module.css';
import { cx } from '~/components/class-names.ts';
import { loadSectionsScreen, sectionsAction } from '~/data/admin-articles.server.ts';
import { CONTENT_LOCALES, type FormValues } from '~/data/admin-content-forms.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-article-sections';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ARTICLE_SECTIONS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadSectionsScreen(session, args.url);
}

export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return sectionsAction(shop, args, session, await args.request.formData());
}

/** News sections (issue 22): the list with each section's article count, add and edit (?edit=id), delete. */
export default function AdminArticleSectionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { sections, editing } = loaderData;
  const base = path('ADMIN_ARTICLE_SECTIONS');
  const refused = actionData?.intent === 'save' && !actionData.ok ? actionData : null;
  const deleteRefused = actionData?.intent === 'delete' && !actionData.ok ? actionData : null;
  const errors = refused?.errors ?? {};
  const f = useContentFields('section', errors);
  const values: FormValues = refused?.values ?? {
    code: editing?.code ?? '',
    position: String(editing?.position ?? 0),
    ...Object.fromEntries(
      Object.entries(editing?.translations ?? {}).flatMap(([code, text]) => [
        [`translations.${code}.name`, text.name],
        [`translations.${code}.slug`, text.slug],
      ]),
    ),
  };
  return (
    <AdminPage
      title={t('routes.ADMIN_ARTICLE_SECTIONS.title')}
      back={{ href: path('ADMIN_ARTICLES'), label: t('routes.ADMIN_ARTICLES.title') }}
    >
      {actionData?.ok && (
        <AdminMessage tone="success">
          {t(`adminContent.section.${actionData.intent === 'delete' ? 'deleted' : 'saved'}`)}
        </AdminMessage>
      )}
      {deleteRefused?.message && (
        <AdminMessage tone="error">{localiseContentMessage(t, deleteRefused.message)}</AdminMessage>
      )}
      {sections.length === 0 ? (
        <AdminEmpty title={t('adminContent.section.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_ARTICLE_SECTIONS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContent.section.name')}</th>
                <th scope="col">{t('adminContent.form.code')}</th>
                <th scope="col">{t('adminContent.section.articles')}</th>
                <th scope="col">{t('adminContent.form.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((section) => (
                <tr key={section.id} data-testid="admin-section-row">
                  <td data-label={t('adminContent.section.name')}>
                    <span>{sectionLabel(section, locale)}</span>
                  </td>
                  <td data-label={t('adminContent.form.code')}>
                    <span className={styles.mono}>{section.code}</span>
                  </td>
                  <td data-label={t('adminContent.section.articles')}>
                    <span>{section.articleCount}</span>
                  </td>
                  <td data-label={t('adminContent.form.actions')}>
                    <div className={styles.rowActions}>
                      <Link
                        to={`${base}?edit=${section.id}`}
                        className={cx(styles.button, styles.buttonSecondary)}
                        aria-label={t('adminContent.section.editOf', { name: sectionLabel(section, locale) })}
                      >
                        {t('adminContent.form.edit')}
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="id" value={section.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          className={cx(styles.button, styles.buttonDanger)}
                          aria-label={t('adminContent.section.deleteOf', {
                            name: sectionLabel(section, locale),
                          })}
                        >
                          {t('adminContent.form.delete')}
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form
        method="post"
        className={styles.panel}
        key={`${editing?.id ?? 'new'}:${actionData?.ok ? 'saved' : ''}`}
      >
        <h2 className={styles.panelTitle}>
          {editing
            ? t('adminContent.section.edit', { name: sectionLabel(editing, locale) })
            : t('adminContent.section.new')}
        </h2>
        {refused && (
          <AdminMessage tone="error">
            {refused.message
              ? localiseContentMessage(t, refused.message)
              : t('adminContent.form.refused', { count: Object.keys(errors).length })}
          </AdminMessage>
        )}
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className={formStyles.fields}>
          <Field htmlFor={f.idOf('code')} label={t('adminContent.form.code')} error={f.fieldError('code')}>
            <input {...f.inputProps('code')} defaultValue={values.code} maxLength={64} autoComplete="off" />
          </Field>
          <Field
            htmlFor={f.idOf('position')}
            label={t('adminContent.section.position')}
            error={f.fieldError('position')}
          >
            <input {...f.inputProps('position')} type="number" step={1} defaultValue={values.position} />
          </Field>
        </div>
        {CONTENT_LOCALES.map((code) => (
          <fieldset key={code} className={styles.fieldset}>
            <legend>{t(`adminContent.locales.${code}`)}</legend>
            <div className={formStyles.fields}>
              <Field
                htmlFor={f.idOf(`translations.${code}.name`)}
                label={t('adminContent.section.name')}
                error={f.fieldError(`translations.${code}.name`)}
              >
                <input
                  {...f.inputProps(`translations.${code}.name`)}
                  defaultValue={values[`translations.${code}.name`]}
                  maxLength={255}
                />
              </Field>
              <Field
                htmlFor={f.idOf(`translations.${code}.slug`)}
                label={t('adminContent.form.slug')}
                error={f.fieldError(`translations.${code}.slug`)}
              >
                <input
                  {...f.inputProps(`translations.${code}.slug`)}
                  defaultValue={values[`translations.${code}.slug`]}
                  maxLength={200}
                />
              </Field>
            </div>
          </fieldset>
        ))}
        <div className={formStyles.buttons}>
          <SubmitButton intent="save" testId="section-save">
            {t('adminContent.form.save')}
          </SubmitButton>
          {editing && (
            <Link to={base} className={cx(styles.button, styles.buttonSecondary)}>
              {t('adminContent.form.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </AdminPage>
  );
}
