import { uploadFormPicture } from '~/data/admin-articles.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { isApiError } from '~/lib/api/api-error.ts';
import type { Route } from './+types/admin-content-pictures';

/**
 * The rich-text editor's picture upload (docs/adr/0059-content-news-pages.md): the chosen file goes on to
 * POST /api/v2/admin/content-pictures with the administrator's token (the cookie is sent under /admin);
 * answers the stored picture's {path, url, width, height}, or the API's refusal with its status.
 */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  requireAdminSession(shop, args);
  const form = await args.request.formData();
  try {
    const picture = await uploadFormPicture(shop, args, form.get('file'));
    if (!picture) return Response.json({ message: null }, { status: 422 });
    return Response.json(picture, { status: 201 });
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    const body = (error.data ?? {}) as { message?: string; violations?: Array<{ message: string }> };
    const message = body.violations?.[0]?.message ?? body.message ?? null;
    return Response.json({ message }, { status: error.status });
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
