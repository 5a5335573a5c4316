import { Form, Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  Badge,
} from '~/components/admin/admin-ui.tsx';
import { InformationBarForm } from '~/components/admin/information-bars/information-bar-form.tsx';
import { localInputValue } from '~/data/admin-catalogue-promotion-views.ts';
import { informationBarsAction, loadInformationBarsScreen } from '~/data/admin-information-bars.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-information-bars';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_INFORMATION_BARS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadInformationBarsScreen(session, args.url);
}

/** Save (add or edit) and delete, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return informationBarsAction(session, await args.request.formData());
}

const STATE_TONES = { active: 'good', scheduled: 'warn', ended: 'plain', disabled: 'bad' } as const;

/**
 * The information bars (issue 22): each bar's channel, audience, window on the shop's clock and state now;
 * the add/edit form with its rotating messages per language and a live preview; delete.
 */
export default function AdminInformationBarsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const { bars, channels, editing } = loaderData;
  const listPath = path('ADMIN_INFORMATION_BARS');
  const channelName = (code: string | null) =>
    code === null
      ? t('adminInformationBars.allChannels')
      : (channels.find((c) => c.code === code)?.name ?? code);
  const when = (iso: string | null) => (iso ? localInputValue(iso).replace('T', ' ') : '—');
  const saved = actionData?.intent === 'save' && actionData.ok;
  const firstText = (bar: (typeof bars)[number]) => {
    const texts = (bar.messages[0] ?? {}) as Record<string, { description: string } | undefined>;
    const html = (texts[locale] ?? Object.values(texts).find(Boolean))?.description ?? '';
    return html.replace(/<[^>]*>/g, '').slice(0, 120);
  };
  // After saving, the form starts over (a new bar) unless the saved one is still open.
  const formKey = `${editing?.id ?? 'new'}:${saved ? JSON.stringify(actionData) : ''}:${search}`;
  return (
    <AdminPage title={t('routes.ADMIN_INFORMATION_BARS.title')}>
      <p className={styles.muted}>{t('adminInformationBars.intro')}</p>
      {saved && <AdminMessage tone="success">{t('adminInformationBars.saved')}</AdminMessage>}
      {actionData?.intent === 'delete' && actionData.ok && (
        <AdminMessage tone="success">{t('adminInformationBars.deleted')}</AdminMessage>
      )}
      {bars.length === 0 ? (
        <AdminEmpty title={t('adminInformationBars.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_INFORMATION_BARS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminInformationBars.fields.code')}</th>
                <th scope="col">{t('adminInformationBars.columns.message')}</th>
                <th scope="col">{t('adminInformationBars.fields.channel')}</th>
                <th scope="col">{t('adminInformationBars.fields.audience')}</th>
                <th scope="col">{t('adminInformationBars.columns.window')}</th>
                <th scope="col">{t('adminInformationBars.columns.state')}</th>
                <th scope="col">{t('adminInformationBars.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.id} data-testid="information-bar-row">
                  <td data-label={t('adminInformationBars.fields.code')}>
                    <span className={styles.mono}>{bar.code}</span>
                  </td>
                  <td data-label={t('adminInformationBars.columns.message')}>
                    {firstText(bar)}
                    {bar.messages.length > 1 && (
                      <span className={styles.muted}>
                        {' '}
                        {t('adminInformationBars.more', { count: bar.messages.length - 1 })}
                      </span>
                    )}
                  </td>
                  <td data-label={t('adminInformationBars.fields.channel')}>{channelName(bar.channel)}</td>
                  <td data-label={t('adminInformationBars.fields.audience')}>
                    {t(`adminInformationBars.audiences.${bar.audience}`)}
                  </td>
                  <td data-label={t('adminInformationBars.columns.window')} className={styles.nowrap}>
                    {when(bar.activeFrom)} – {when(bar.activeUntil)}
                  </td>
                  <td data-label={t('adminInformationBars.columns.state')}>
                    <Badge tone={STATE_TONES[bar.state]}>
                      {t(`adminInformationBars.states.${bar.state}`)}
                    </Badge>
                  </td>
                  <td data-label={t('adminInformationBars.columns.actions')}>
                    <div className={styles.rowActions}>
                      <Link
                        to={`${listPath}?edit=${bar.id}#information-bar-form`}
                        className={`${styles.button} ${styles.buttonSecondary}`}
                        aria-label={t('adminInformationBars.editOf', { code: bar.code })}
                      >
                        {t('adminInformationBars.edit')}
                      </Link>
                      <Form method="post" className={styles.moveForm}>
                        <input type="hidden" name="id" value={bar.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          className={`${styles.button} ${styles.buttonDanger}`}
                          aria-label={t('adminInformationBars.deleteOf', { code: bar.code })}
                        >
                          {t('adminInformationBars.delete')}
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
      <InformationBarForm
        key={formKey}
        bar={editing}
        channels={channels}
        result={actionData ?? null}
        cancelHref={listPath}
      />
    </AdminPage>
  );
}
