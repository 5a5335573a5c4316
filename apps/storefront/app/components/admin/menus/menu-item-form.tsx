import { MENU_ITEM_TYPES, type AdminMenuItem, type MenuItemType, type MenuLinkTarget } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { MenusActionResult } from '~/data/admin-menus.server.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-menus.module.css';
import { formValuesOf, MENU_FORM_LOCALES, targetKindOf, type MenuFormValues } from './menu-form-values.ts';
import { localiseMenuMessage } from './menu-messages.ts';

type SaveResult = Extract<MenusActionResult, { intent: 'save' }>;

/**
 * Adding an item (under a parent or at the top) or editing one: its type, what it links to (a picker that
 * searches categories, products, pages or attribute values), its texts per language and its flags. A
 * refusal shows every field's problem at once, next to its field, keeping what was typed.
 */
export function MenuItemForm({
  menu,
  editing,
  parent,
  result,
  cancelHref,
  locale,
}: {
  menu: string;
  editing: AdminMenuItem | null;
  /** Adding: the parent (null: top level). */
  parent: { id: number; name: string } | null;
  result: SaveResult | null;
  cancelHref: string;
  locale: string;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const refused = result && !result.ok && result.id === (editing?.id ?? null) ? result : null;
  const values: MenuFormValues = refused ? refused.values : formValuesOf(editing);
  const [type, setType] = useState<MenuItemType>(values.type);
  const kind = targetKindOf(type);
  const picker = useFetcher<{ targets: MenuLinkTarget[] | null }>();
  const [query, setQuery] = useState(values.targetCode);
  useEffect(() => {
    if (!kind) return;
    const params = new URLSearchParams(search);
    params.set('targetKind', kind);
    params.set('targetSearch', query);
    const timer = setTimeout(() => void picker.load(`${pathname}?${params}`), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher's identity changes with its state
  }, [kind, query, pathname, search]);
  const errors = refused?.errors ?? {};
  const idOf = (field: string) => `menu-item-${field.replace(/\./g, '-')}`;
  const fieldError = (field: string) =>
    errors[field] ? (
      <p
        id={`${idOf(field)}-error`}
        className={styles.fieldError}
        data-testid="field-error"
        data-field={field}
      >
        {localiseMenuMessage(t, errors[field])}
      </p>
    ) : null;
  const aria = (field: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
  });
  const input = (field: 'externalLink' | 'image', hint: string) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>{t(`adminMenus.fields.${field}`)}</label>
      <input
        id={idOf(field)}
        name={field}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={2048}
        defaultValue={values[field]}
        className={cx(adminStyles.input, errors[field] && styles.invalid)}
        {...aria(field)}
        data-testid={idOf(field)}
      />
      <p className={styles.hint}>{hint}</p>
      {fieldError(field)}
    </div>
  );
  const check = (field: 'highlighted' | 'sale' | 'enabled') => (
    <label className={styles.check}>
      <input type="checkbox" name={field} defaultChecked={values[field] === 'on'} data-testid={idOf(field)} />
      <span>{t(`adminMenus.fields.${field}`)}</span>
    </label>
  );
  const errorCount = Object.keys(errors).length;
  const formKey = `${editing?.id ?? `new-${parent?.id ?? 'root'}`}:${editing?.version ?? ''}:${result?.ok ? 'saved' : ''}`;
  const title = editing
    ? t('adminMenus.form.edit')
    : parent
      ? t('adminMenus.form.newUnder', { name: parent.name })
      : t('adminMenus.form.new');
  return (
    <section className={adminStyles.panel} aria-labelledby="menu-item-form-title" id="menu-item-form">
      <h2 id="menu-item-form-title" className={adminStyles.panelTitle}>
        {title}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseMenuMessage(t, refused.message)
            : t('adminMenus.form.refused', { count: errorCount })}
        </AdminMessage>
      )}
      {refused && errorCount > 0 && (
        <ul className={styles.errorSummary} data-testid="menu-item-errors">
          {Object.entries(errors).map(([field, message]) => (
            <li key={field}>
              <a href={`#${idOf(field)}`}>{t('adminMenus.form.errorAt', { field })}</a>:{' '}
              {localiseMenuMessage(t, message)}
            </li>
          ))}
        </ul>
      )}
      <Form key={formKey} method="post" className={adminStyles.form} noValidate data-testid="menu-item-form">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="menu" value={menu} />
        {editing ? (
          <>
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="version" value={editing.version} />
          </>
        ) : (
          <input type="hidden" name="parentId" value={parent?.id ?? ''} />
        )}
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={idOf('type')}>{t('adminMenus.fields.type')}</label>
            <select
              id={idOf('type')}
              name="type"
              value={type}
              onChange={(event) => setType(event.target.value as MenuItemType)}
              className={cx(adminStyles.input, errors.type && styles.invalid)}
              {...aria('type')}
              data-testid={idOf('type')}
            >
              {MENU_ITEM_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`adminMenus.types.${option}`)}
                </option>
              ))}
            </select>
            <p className={styles.hint}>{t(`adminMenus.typeHints.${type}`)}</p>
            {fieldError('type')}
          </div>
          {kind && (
            <div className={styles.field}>
              <label htmlFor={idOf('targetCode')}>{t(`adminMenus.targets.${kind}`)}</label>
              <input
                id={idOf('targetCode')}
                name="targetCode"
                type="text"
                role="combobox"
                list="menu-item-targets"
                autoComplete="off"
                spellCheck={false}
                maxLength={260}
                defaultValue={values.targetCode}
                onChange={(event) => setQuery(event.target.value)}
                className={cx(adminStyles.input, errors.targetCode && styles.invalid)}
                {...aria('targetCode')}
                data-testid={idOf('targetCode')}
              />
              <datalist id="menu-item-targets">
                {(picker.data?.targets ?? []).map((target) => (
                  <option key={target.code} value={target.code}>
                    {target.name}
                  </option>
                ))}
              </datalist>
              <p className={styles.hint}>{t('adminMenus.hints.target')}</p>
              {fieldError('targetCode')}
            </div>
          )}
          {input('externalLink', t('adminMenus.hints.externalLink'))}
          {input('image', t('adminMenus.hints.image'))}
          <div className={styles.field}>
            <label htmlFor={idOf('target')}>{t('adminMenus.fields.target')}</label>
            <select
              id={idOf('target')}
              name="target"
              defaultValue={values.target}
              className={adminStyles.input}
            >
              <option value="_self">{t('adminMenus.targetSelf')}</option>
              <option value="_blank">{t('adminMenus.targetBlank')}</option>
            </select>
          </div>
        </div>
        {fieldError('translations')}
        {fieldError('parentId')}
        <div className={styles.locales}>
          {MENU_FORM_LOCALES.map((code) => {
            const text = values.translations[code];
            const field = (name: 'name' | 'link' | 'htmlLabel' | 'content') => {
              const path = `translations.${code}.${name}`;
              const Tag = name === 'content' ? 'textarea' : 'input';
              return (
                <div className={styles.field}>
                  <label htmlFor={idOf(path)}>{t(`adminMenus.fields.${name}`)}</label>
                  <Tag
                    id={idOf(path)}
                    name={path}
                    {...(Tag === 'input' ? { type: 'text' } : { rows: 3 })}
                    maxLength={name === 'content' ? 20_000 : 2048}
                    defaultValue={text?.[name] ?? ''}
                    className={cx(adminStyles.input, errors[path] && styles.invalid)}
                    {...aria(path)}
                    data-testid={idOf(path)}
                  />
                  {fieldError(path)}
                </div>
              );
            };
            const localeError = Object.keys(errors).some((path) => path.startsWith(`translations.${code}`));
            return (
              <details key={code} className={styles.locale} open={code === locale || localeError}>
                <summary>{t(`adminMenus.locales.${code}`)}</summary>
                {fieldError(`translations.${code}`)}
                <div className={styles.fields}>
                  {field('name')}
                  {field('link')}
                  {field('htmlLabel')}
                  {field('content')}
                </div>
              </details>
            );
          })}
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('adminMenus.form.flags')}</legend>
          {check('enabled')}
          {check('highlighted')}
          {check('sale')}
        </fieldset>
        <div className={adminStyles.actions}>
          <SubmitButton testId="menu-item-save">
            {editing ? t('adminMenus.form.save') : t('adminMenus.form.add')}
          </SubmitButton>
          <Link to={cancelHref} className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
            {t('adminMenus.form.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
