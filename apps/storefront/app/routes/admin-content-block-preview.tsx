import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminEmpty } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import styles from '~/components/admin/content-blocks/content-blocks.module.css';
import { BLOCK_FORM_LOCALES } from '~/components/admin/content-blocks/block-form.tsx';
import { ContentBlocks } from '~/components/content-blocks/content-blocks.tsx';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { loadContentBlockPreview } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { contentBlocksDataOf } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-content-block-preview';

/** Never indexed (adminMeta says noindex, nofollow), like every back office screen. */
export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CONTENT_BLOCK_PREVIEW');

export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const locale = args.url.searchParams.get('locale') ?? shop.locale;
  const { block, locale: shown } = await loadContentBlockPreview(session, args.params.id, locale);
  const data = await contentBlocksDataOf(shop, block ? [block] : []);
  return { data, locale: shown, id: args.params.id, found: block !== null };
}

/**
 * A block as the shop will show it, before it is published (issue 22): the home page's own renderer
 * (app/components/content-blocks) draws it from the API's preview, which serves the block whether it is
 * enabled or not, in the chosen language, sanitised as the shop serves it.
 */
export default function AdminContentBlockPreviewRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { data, locale, id, found } = loaderData;
  const here = path('ADMIN_CONTENT_BLOCK_PREVIEW', { id });
  return (
    <div data-testid="block-preview">
      <div className={styles.previewBar} role="status" data-testid="block-preview-bar">
        <span>{t('adminContentBlocks.previewBar')}</span>
        <nav aria-label={t('adminContentBlocks.languages')} className={styles.rowButtons}>
          {BLOCK_FORM_LOCALES.map((code) => (
            <Link
              key={code}
              to={`${here}?locale=${code}`}
              aria-current={code === locale ? 'page' : undefined}
              className={cx(adminStyles.button, code !== locale && adminStyles.buttonSecondary, styles.small)}
            >
              {code.toUpperCase()}
            </Link>
          ))}
          <Link to={path('ADMIN_CONTENT_BLOCK', { id })} className={cx(adminStyles.button, styles.small)}>
            {t('adminContentBlocks.backToForm')}
          </Link>
        </nav>
      </div>
      <div className={styles.previewBody} lang={locale}>
        {found ? (
          <ContentBlocks data={data} leading />
        ) : (
          <AdminEmpty title={t('adminContentBlocks.previewNone')} />
        )}
      </div>
    </div>
  );
}
