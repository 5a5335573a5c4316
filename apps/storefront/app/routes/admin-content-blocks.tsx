import {
  CONTENT_BLOCK_LOCATIONS,
  CONTENT_BLOCK_TYPES,
  type AdminContentBlockSummary,
  type ContentBlockLocation,
} from '@shop/contracts';
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
import { localiseBlockMessage } from '~/components/admin/content-blocks/block-messages.ts';
import blockStyles from '~/components/admin/content-blocks/content-blocks.module.css';
import { cx } from '~/components/class-names.ts';
import { contentBlocksAction, loadContentBlocksScreen } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-content-blocks';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CONTENT_BLOCKS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadContentBlocksScreen(session, args.url);
}

/** Enable/disable, move up/down within a display location, delete (told apart by `intent`). */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return contentBlocksAction(shop, args, session, await args.request.formData());
}

/**
 * The shop's content blocks (issue 22), grouped by display location in the shop's order: enable or disable
 * one, move it up or down within its location (the new place is announced to screen readers), open its
 * form or its preview, delete it. Filters narrow by type, channel and state.
 */
export default function AdminContentBlocksRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { blocks, channels, filters } = loaderData;
  const listPath = path('ADMIN_CONTENT_BLOCKS');
  const filtered = Boolean(filters.type || filters.channel || filters.enabled);
  const locations = filters.location
    ? [filters.location as ContentBlockLocation]
    : CONTENT_BLOCK_LOCATIONS.filter((location) =>
        blocks.some((block) => block.displayLocations.includes(location)),
      );
  const channelName = (code: string | null) =>
    code === null
      ? t('adminContentBlocks.allChannels')
      : (channels.find((channel) => channel.code === code)?.name ?? code);
  const nameOf = (block: AdminContentBlockSummary) => block.title ?? block.code;
  const moved = actionData?.intent === 'move' && actionData.ok ? actionData : null;
  const announcement = (() => {
    if (!moved) return '';
    for (const location of locations) {
      const inLocation = blocks.filter((block) => block.displayLocations.includes(location));
      const index = inLocation.findIndex((block) => block.id === moved.id);
      if (index >= 0)
        return t('adminContentBlocks.announceMoved', {
          name: nameOf(inLocation[index]!),
          position: index + 1,
          count: inLocation.length,
          location: t(`adminContentBlocks.locationNames.${location}`),
        });
    }
    return '';
  })();
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <AdminPage title={t('routes.ADMIN_CONTENT_BLOCKS.title')}>
      <p className={styles.muted}>{t('adminContentBlocks.intro')}</p>
      {actionData?.intent === 'delete' && actionData.ok && (
        <AdminMessage tone="success">{t('adminContentBlocks.deleted')}</AdminMessage>
      )}
      {actionData?.intent === 'toggle' && actionData.ok && (
        <AdminMessage tone="success">{t('adminContentBlocks.toggled')}</AdminMessage>
      )}
      {failed && (
        <AdminMessage tone="error">
          {failed.message
            ? localiseBlockMessage(t, failed.message)
            : Object.values(failed.errors)[0]
              ? localiseBlockMessage(t, Object.values(failed.errors)[0]!)
              : t('adminContentBlocks.actionFailed')}
        </AdminMessage>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="block-announcement">
        {announcement}
      </p>
      <div className={styles.actions}>
        <Link to={path('ADMIN_CONTENT_BLOCK_NEW')} className={styles.button} data-testid="block-new">
          {t('adminContentBlocks.new')}
        </Link>
      </div>
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="blocks-location">{t('adminContentBlocks.location')}</label>
          <select
            id="blocks-location"
            name="location"
            defaultValue={filters.location}
            className={styles.input}
          >
            <option value="">{t('adminContentBlocks.any')}</option>
            {CONTENT_BLOCK_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {t(`adminContentBlocks.locationNames.${location}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="blocks-type">{t('adminContentBlocks.type')}</label>
          <select id="blocks-type" name="type" defaultValue={filters.type} className={styles.input}>
            <option value="">{t('adminContentBlocks.any')}</option>
            {CONTENT_BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminContentBlocks.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="blocks-channel">{t('adminContentBlocks.channel')}</label>
          <select id="blocks-channel" name="channel" defaultValue={filters.channel} className={styles.input}>
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
          <label htmlFor="blocks-enabled">{t('adminContentBlocks.state')}</label>
          <select id="blocks-enabled" name="enabled" defaultValue={filters.enabled} className={styles.input}>
            <option value="">{t('adminContentBlocks.any')}</option>
            <option value="true">{t('adminContentBlocks.published')}</option>
            <option value="false">{t('adminContentBlocks.draft')}</option>
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {(filtered || filters.location) && (
            <Link to={listPath} className={cx(styles.button, styles.buttonSecondary)}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {filtered && <p className={styles.muted}>{t('adminContentBlocks.moveNeedsAll')}</p>}
      {blocks.length === 0 ? (
        <AdminEmpty
          title={t('adminContentBlocks.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        locations.map((location) => {
          const rows = blocks.filter((block) => block.displayLocations.includes(location));
          const locationName = t(`adminContentBlocks.locationNames.${location}`);
          const headingId = `blocks-at-${location}`;
          return (
            <section key={location} aria-labelledby={headingId} data-testid={`blocks-${location}`}>
              <h2 id={headingId} className={blockStyles.locationTitle}>
                {locationName} <span className={styles.muted}>({rows.length})</span>
              </h2>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{locationName}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('adminContentBlocks.columns.block')}</th>
                      <th scope="col">{t('adminContentBlocks.type')}</th>
                      <th scope="col">{t('adminContentBlocks.state')}</th>
                      <th scope="col">{t('adminContentBlocks.channel')}</th>
                      <th scope="col">{t('adminContentBlocks.position')}</th>
                      <th scope="col">{t('adminContentBlocks.columns.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((block, index) => {
                      const order = rows.map((row) => row.id);
                      const swapped = (to: number) => {
                        const copy = [...order];
                        [copy[index], copy[to]] = [copy[to]!, copy[index]!];
                        return copy.join(',');
                      };
                      const name = nameOf(block);
                      return (
                        <tr key={block.id} data-testid="block-row" data-code={block.code}>
                          <td data-label={t('adminContentBlocks.columns.block')}>
                            <span>
                              <strong>{name}</strong>
                              <br />
                              <span className={cx(styles.mono, styles.muted)}>{block.code}</span>
                            </span>
                          </td>
                          <td data-label={t('adminContentBlocks.type')}>
                            <span>{t(`adminContentBlocks.types.${block.type}`)}</span>
                          </td>
                          <td data-label={t('adminContentBlocks.state')}>
                            <Form method="post" className={styles.rowActions}>
                              <input type="hidden" name="id" value={block.id} />
                              <input type="hidden" name="enabled" value={String(!block.enabled)} />
                              <Badge tone={block.enabled ? 'good' : 'plain'}>
                                {block.enabled
                                  ? t('adminContentBlocks.published')
                                  : t('adminContentBlocks.draft')}
                              </Badge>
                              <SubmitButton intent="toggle" tone="secondary" testId="block-toggle">
                                <span aria-hidden="true">
                                  {block.enabled
                                    ? t('adminContentBlocks.disable')
                                    : t('adminContentBlocks.enable')}
                                </span>
                                <span className="visually-hidden">
                                  {t(
                                    block.enabled
                                      ? 'adminContentBlocks.disableOf'
                                      : 'adminContentBlocks.enableOf',
                                    {
                                      name,
                                    },
                                  )}
                                </span>
                              </SubmitButton>
                            </Form>
                          </td>
                          <td data-label={t('adminContentBlocks.channel')}>
                            <span>{channelName(block.channelCode)}</span>
                          </td>
                          <td data-label={t('adminContentBlocks.position')}>
                            <span className={styles.num}>{block.position}</span>
                          </td>
                          <td data-label={t('adminContentBlocks.columns.actions')}>
                            <div className={styles.rowActions}>
                              {!filtered && (
                                <Form method="post" className={styles.moveForm}>
                                  <input type="hidden" name="id" value={block.id} />
                                  <input type="hidden" name="location" value={location} />
                                  {index > 0 && (
                                    <button
                                      type="submit"
                                      name="order"
                                      value={swapped(index - 1)}
                                      className={cx(styles.button, styles.buttonSecondary, blockStyles.small)}
                                      aria-label={t('adminContentBlocks.moveUp', {
                                        name,
                                        location: locationName,
                                      })}
                                      data-testid="block-move-up"
                                    >
                                      ↑
                                    </button>
                                  )}
                                  {index < rows.length - 1 && (
                                    <button
                                      type="submit"
                                      name="order"
                                      value={swapped(index + 1)}
                                      className={cx(styles.button, styles.buttonSecondary, blockStyles.small)}
                                      aria-label={t('adminContentBlocks.moveDown', {
                                        name,
                                        location: locationName,
                                      })}
                                      data-testid="block-move-down"
                                    >
                                      ↓
                                    </button>
                                  )}
                                  <input type="hidden" name="intent" value="move" />
                                </Form>
                              )}
                              <Link
                                to={path('ADMIN_CONTENT_BLOCK', { id: String(block.id) })}
                                className={cx(styles.button, styles.buttonSecondary)}
                                aria-label={t('adminContentBlocks.editOf', { name })}
                                data-testid="block-edit"
                              >
                                {t('adminContentBlocks.edit')}
                              </Link>
                              <Link
                                to={`${path('ADMIN_CONTENT_BLOCK_PREVIEW', { id: String(block.id) })}?locale=${block.locales[0] ?? 'lt'}`}
                                className={cx(styles.button, styles.buttonSecondary)}
                                aria-label={t('adminContentBlocks.previewOf', { name })}
                              >
                                {t('adminContentBlocks.previewShort')}
                              </Link>
                              <details className={styles.confirm}>
                                <summary
                                  className={cx(styles.button, styles.buttonDanger)}
                                  aria-label={t('adminContentBlocks.deleteOf', { name })}
                                >
                                  {t('adminContentBlocks.delete')}
                                </summary>
                                <Form method="post" className={styles.confirmBody}>
                                  <input type="hidden" name="id" value={block.id} />
                                  <p>{t('adminContentBlocks.deleteQuestion', { name })}</p>
                                  <SubmitButton intent="delete" tone="danger" testId="block-delete">
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
            </section>
          );
        })
      )}
    </AdminPage>
  );
}
