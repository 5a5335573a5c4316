import { useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage } from '~/components/admin/admin-ui.tsx';
import { ContentBlockForm } from '~/components/admin/content-blocks/block-form.tsx';
import { loadContentBlockScreen, saveJsonForm } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-content-block';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CONTENT_BLOCK');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadContentBlockScreen(session, args.params.id);
}

export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return saveJsonForm(session, '/content-blocks', args.params.id, await args.request.formData());
}

/** One content block (issue 22): its common fields, its content per language, its preview per language. */
export default function AdminContentBlockRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search } = useLocation();
  const { block } = loaderData;
  if (!block) return null;
  const saved = (actionData?.ok ?? false) || new URLSearchParams(search).has('created');
  return (
    <AdminPage
      title={`${t('routes.ADMIN_CONTENT_BLOCK.title')}: ${block.code}`}
      back={{ href: path('ADMIN_CONTENT_BLOCKS'), label: t('routes.ADMIN_CONTENT_BLOCKS.title') }}
    >
      {saved && (
        <AdminMessage tone="success">
          {block.enabled ? t('adminContentBlocks.savedPublished') : t('adminContentBlocks.savedDraft')}
        </AdminMessage>
      )}
      <ContentBlockForm
        key={block.updatedAt}
        types={loaderData.types}
        channels={loaderData.channels}
        block={block}
        result={actionData ?? null}
        previewHref={(locale) =>
          `${path('ADMIN_CONTENT_BLOCK_PREVIEW', { id: String(block.id) })}?locale=${locale}`
        }
      />
    </AdminPage>
  );
}
