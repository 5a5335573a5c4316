import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage } from '~/components/admin/admin-ui.tsx';
import { ContentBlockForm } from '~/components/admin/content-blocks/block-form.tsx';
import { loadContentBlockScreen, saveJsonForm } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-content-block-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CONTENT_BLOCK_NEW');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadContentBlockScreen(session, null);
}

/** Saved, on to the block's own screen (its preview links); refused, the form again with every error. */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const result = await saveJsonForm(session, '/content-blocks', null, await args.request.formData());
  if (result.ok && result.id !== null)
    throw redirect(`${session.path('ADMIN_CONTENT_BLOCK', { id: String(result.id) })}?created=1`);
  return result;
}

/** A new content block (issue 22); saved disabled, it is a draft only the preview shows. */
export default function AdminContentBlockNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <AdminPage
      title={t('routes.ADMIN_CONTENT_BLOCK_NEW.title')}
      back={{ href: path('ADMIN_CONTENT_BLOCKS'), label: t('routes.ADMIN_CONTENT_BLOCKS.title') }}
    >
      <ContentBlockForm
        types={loaderData.types}
        channels={loaderData.channels}
        block={null}
        result={actionData ?? null}
        previewHref={null}
      />
    </AdminPage>
  );
}
