import { UiKitPage } from '~/components/ui-kit/ui-kit-page.tsx';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/ui-kit';

/** A page for the shop's makers, not for shoppers: search engines leave it out. */
export const meta: Route.MetaFunction = (args) => [
  ...routeMeta(args, 'UI_KIT'),
  { name: 'robots', content: 'noindex,nofollow' },
];

export default function UiKitRoute() {
  return <UiKitPage />;
}
