import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  Badge,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { deleteById, loadBannersScreen } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-banners';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_BANNERS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadBannersScreen(session, args.url);
}

/** Delete (the list's only form). */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  requireAdminSession(shop, args);
  return deleteById(shop, args, '/banners', await args.request.formData());
}

/**
 * The shop's banners (issue 22): each with its picture, title, audience, channel and the days it is shown
 * (its schedule), newest settings in its form.
 */
export default function AdminBannersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { banners, channels, filters } = loaderData;
  const filtered = Boolean(filters.channel || filters.enabled);
  const channelName = (code: string | null) =>
    code === null
      ? t('adminContentBlocks.allChannels')
      : (channels.find((channel) => channel.code === code)?.name ?? code);
  return (
    <AdminPage title={t('routes.ADMIN_BANNERS.title')}>
      <p className={styles.muted}>{t('adminContentBlocks.banner.intro')}</p>
      {actionData?.intent === 'delete' && actionData.ok && (
        <AdminMessage tone="success">{t('adminContentBlocks.banner.deleted')}</AdminMessage>
      )}
      <div className={styles.actions}>
        <Link to={path('ADMIN_BANNER_NEW')} className={styles.button} data-testid="banner-new">
          {t('adminContentBlocks.banner.new')}
        </Link>
      </div>
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="banners-channel">{t('adminContentBlocks.channel')}</label>
          <select id="banners-channel" name="channel" defaultValue={filters.channel} className={styles.input}>
            <option value="">{t('adminContentBlocks.any')}</option>
            <option value="global">{t('adminContentBlocks.allChannels')}</option>
            {channels.map((channel) => (
              <option key={channel.code} value={channel.code}>
                {channel.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="banners-enabled">{t('adminContentBlocks.state')}</label>
          <select id="banners-enabled" name="enabled" defaultValue={filters.enabled} className={styles.input}>
            <option value="">{t('adminContentBlocks.any')}</option>
            <option value="true">{t('adminContentBlocks.published')}</option>
            <option value="false">{t('adminContentBlocks.draft')}</option>
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {filtered && (
            <Link to={path('ADMIN_BANNERS')} className={cx(styles.button, styles.buttonSecondary)}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {banners.length === 0 ? (
        <AdminEmpty
          title={t('adminContentBlocks.banner.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_BANNERS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContentBlocks.columns.banner')}</th>
                <th scope="col">{t('adminContentBlocks.state')}</th>
                <th scope="col">{t('adminContentBlocks.channel')}</th>
                <th scope="col">{t('adminContentBlocks.banner.shown')}</th>
                <th scope="col">{t('adminContentBlocks.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner) => {
                const text = banner.translations[locale] ?? Object.values(banner.translations)[0];
                const name = text?.title ?? banner.code;
                return (
                  <tr key={banner.id} data-testid="banner-row">
                    <td data-label={t('adminContentBlocks.columns.banner')}>
                      <span>
                        {text?.imagePath && (
                          <img
                            src={`/media/${text.imagePath}`}
                            alt=""
                            width={64}
                            height={36}
                            style={{ objectFit: 'cover', verticalAlign: 'middle', marginRight: 8 }}
                          />
                        )}
                        <strong>{name}</strong>{' '}
                        <span className={cx(styles.mono, styles.muted)}>{banner.code}</span>
                      </span>
                    </td>
                    <td data-label={t('adminContentBlocks.state')}>
                      <span>
                        <Badge tone={banner.enabled ? 'good' : 'plain'}>
                          {banner.enabled ? t('adminContentBlocks.published') : t('adminContentBlocks.draft')}
                        </Badge>
                      </span>
                    </td>
                    <td data-label={t('adminContentBlocks.channel')}>
                      <span>{channelName(banner.channelCode)}</span>
                    </td>
                    <td data-label={t('adminContentBlocks.banner.shown')}>
                      <span>
                        {banner.activeFrom || banner.activeUntil
                          ? `${banner.activeFrom ?? '…'} – ${banner.activeUntil ?? '…'}`
                          : t('adminContentBlocks.banner.always')}
                      </span>
                    </td>
                    <td data-label={t('adminContentBlocks.columns.actions')}>
                      <div className={styles.rowActions}>
                        <Link
                          to={path('ADMIN_BANNER', { id: String(banner.id) })}
                          className={cx(styles.button, styles.buttonSecondary)}
                          aria-label={t('adminContentBlocks.editOf', { name })}
                        >
                          {t('adminContentBlocks.edit')}
                        </Link>
                        <details className={styles.confirm}>
                          <summary
                            className={cx(styles.button, styles.buttonDanger)}
                            aria-label={t('adminContentBlocks.deleteOf', { name })}
                          >
                            {t('adminContentBlocks.delete')}
                          </summary>
                          <Form method="post" className={styles.confirmBody}>
                            <input type="hidden" name="id" value={banner.id} />
                            <p>{t('adminContentBlocks.deleteQuestion', { name })}</p>
                            <SubmitButton intent="delete" tone="danger">
                              {t('adminContentBlocks.deleteConfirm')}
                            </SubmitButton>
                          </Form>
                        </details>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
