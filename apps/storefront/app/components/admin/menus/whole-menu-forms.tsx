import { MENU_PLACEMENTS, type AdminMenu, type AdminMenuChannel, type MenuPlacement } from '@shop/contracts';
import { Form } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { WholeMenuResult, WholeMenuValues } from '~/data/admin-whole-menus.server.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-menus.module.css';
import { localiseMenuMessage } from './menu-messages.ts';

type Field = 'code' | 'name' | 'placement' | 'channels';

/** A form's fields with their errors: labels, aria-invalid and the error text next to each field. */
function useFields(prefix: string, result: WholeMenuResult | null) {
  const t = useT();
  const errors = result && !result.ok ? result.errors : {};
  const id = (field: Field) => `${prefix}-${field}`;
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className={styles.fieldError} data-testid="field-error" data-field={field}>
        {localiseMenuMessage(t, errors[field])}
      </p>
    ) : null;
  const aria = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });
  return { t, errors, id, error, aria };
}

function ChannelChecks({
  prefix,
  channels,
  chosen,
  result,
}: {
  prefix: string;
  channels: readonly AdminMenuChannel[];
  chosen: readonly string[];
  result: WholeMenuResult | null;
}) {
  const { t, error, aria } = useFields(prefix, result);
  return (
    <fieldset className={styles.checks} {...aria('channels')}>
      <legend>{t('adminMenus.whole.channels')}</legend>
      {channels.map((channel) => (
        <label key={channel.code} className={styles.check}>
          <input
            type="checkbox"
            name="channels"
            value={channel.code}
            defaultChecked={chosen.includes(channel.code)}
            data-testid={`${prefix}-channel-${channel.code}`}
          />
          <span>
            {channel.name} <span className={styles.muted}>({channel.code})</span>
          </span>
        </label>
      ))}
      <p className={styles.hint}>{t('adminMenus.whole.channelsHint')}</p>
      {error('channels')}
    </fieldset>
  );
}

/** Making a menu for a placement: code, name, placement and the channels that show it from now on. */
export function NewMenuForm({
  placement,
  channels,
  result,
}: {
  placement: MenuPlacement;
  channels: readonly AdminMenuChannel[];
  result: WholeMenuResult | null;
}) {
  const refused = result?.intent === 'menu-create' && !result.ok ? result : null;
  const { t, errors, id, error, aria } = useFields('new-menu', refused);
  const values: WholeMenuValues = refused?.values ?? { code: '', name: '', placement, channels: [] };
  const invalid = (field: Field) => cx(adminStyles.input, errors[field] && styles.invalid);
  return (
    <details className={adminStyles.panel} open={Boolean(refused)} data-testid="new-menu">
      <summary className={adminStyles.panelTitle}>{t('adminMenus.whole.new')}</summary>
      <Form method="post" noValidate key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="menu-create" />
        {refused?.message && (
          <AdminMessage tone="error">{localiseMenuMessage(t, refused.message)}</AdminMessage>
        )}
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={id('code')}>{t('adminMenus.whole.code')}</label>
            <input
              id={id('code')}
              name="code"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              defaultValue={values.code}
              className={invalid('code')}
              {...aria('code')}
              data-testid="new-menu-code"
            />
            <p className={styles.hint}>{t('adminMenus.whole.codeHint')}</p>
            {error('code')}
          </div>
          <div className={styles.field}>
            <label htmlFor={id('name')}>{t('adminMenus.whole.name')}</label>
            <input
              id={id('name')}
              name="name"
              maxLength={255}
              defaultValue={values.name}
              className={invalid('name')}
              {...aria('name')}
              data-testid="new-menu-name"
            />
            {error('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor={id('placement')}>{t('adminMenus.placement')}</label>
            <select
              id={id('placement')}
              name="placement"
              defaultValue={values.placement}
              className={invalid('placement')}
              {...aria('placement')}
            >
              {MENU_PLACEMENTS.map((option) => (
                <option key={option} value={option}>
                  {t(`adminMenus.placements.${option}`)}
                </option>
              ))}
            </select>
            {error('placement')}
          </div>
        </div>
        <ChannelChecks prefix="new-menu" channels={channels} chosen={values.channels} result={refused} />
        <div className={adminStyles.actions}>
          <SubmitButton testId="new-menu-save">{t('adminMenus.whole.create')}</SubmitButton>
        </div>
      </Form>
    </details>
  );
}

/** The shown menu's name and channels, and deleting it (refused while a channel shows it). */
export function MenuSettingsForm({
  menu,
  channels,
  result,
}: {
  menu: AdminMenu;
  channels: readonly AdminMenuChannel[];
  result: WholeMenuResult | null;
}) {
  const mine = result && result.values.placement === menu.placement ? result : null;
  const refused = mine?.intent === 'menu-update' && !mine.ok ? mine : null;
  const deleteRefused = mine?.intent === 'menu-delete' && !mine.ok ? mine : null;
  const { t, errors, id, error, aria } = useFields('menu-settings', refused);
  const name = refused?.values.name ?? menu.name;
  const chosen = refused?.values.channels ?? menu.channels;
  return (
    <details className={adminStyles.panel} open={Boolean(mine)} data-testid="menu-settings">
      <summary className={adminStyles.panelTitle}>
        {t('adminMenus.whole.settings', { name: menu.name })}
      </summary>
      {mine?.intent === 'menu-update' && mine.ok && (
        <AdminMessage tone="success">{t('adminMenus.whole.saved')}</AdminMessage>
      )}
      <Form method="post" noValidate key={`${menu.code}:${name}:${chosen.join(',')}`}>
        <input type="hidden" name="intent" value="menu-update" />
        <input type="hidden" name="menu" value={menu.code} />
        <input type="hidden" name="placement" value={menu.placement} />
        {refused?.message && (
          <AdminMessage tone="error">{localiseMenuMessage(t, refused.message)}</AdminMessage>
        )}
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={id('name')}>{t('adminMenus.whole.name')}</label>
            <input
              id={id('name')}
              name="name"
              maxLength={255}
              defaultValue={name}
              className={cx(adminStyles.input, errors.name && styles.invalid)}
              {...aria('name')}
              data-testid="menu-settings-name"
            />
            {error('name')}
          </div>
        </div>
        <ChannelChecks prefix="menu-settings" channels={channels} chosen={chosen} result={refused} />
        <div className={adminStyles.actions}>
          <SubmitButton testId="menu-settings-save">{t('adminMenus.whole.save')}</SubmitButton>
        </div>
      </Form>
      <Form method="post" className={adminStyles.actions}>
        <input type="hidden" name="menu" value={menu.code} />
        <input type="hidden" name="placement" value={menu.placement} />
        {deleteRefused?.message && (
          <AdminMessage tone="error">{localiseMenuMessage(t, deleteRefused.message)}</AdminMessage>
        )}
        <SubmitButton intent="menu-delete" tone="danger" testId="menu-delete">
          {t('adminMenus.whole.delete', { name: menu.name })}
        </SubmitButton>
      </Form>
    </details>
  );
}
