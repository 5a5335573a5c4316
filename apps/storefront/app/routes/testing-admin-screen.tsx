import { ADMIN_PERMISSIONS } from '@shop/contracts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { shellData } from '~/components/testing/fixtures.ts';
import App from '~/root.tsx';
import AdminLayoutRoute from './admin-layout.tsx';

/** The signed-in owner the back office screens' tests render for (the admin layout's loader data). */
export const administrator = {
  id: 1,
  email: 'ona@gandras.lt',
  name: 'Ona Petraitienė',
  role: 'owner' as const,
  permissions: [...ADMIN_PERMISSIONS],
};

/** A back office screen's route as the app declares it, for renderAdminScreen. */
export interface AdminScreenRoute {
  /** The route id ("ADMIN_PAGES___lt"); the screen's loader and action data are keyed by it. */
  id: string;
  /** The path pattern without its leading slash ("admin/pages/:id"). */
  path: string;
  Component: React.ComponentType<never>;
}

export interface AdminScreenRender {
  /** The address the screen is opened at, with its query string. */
  url: string;
  screen: AdminScreenRoute;
  /** The screen's loader data. */
  data?: unknown;
  /** The screen's action data, as after a form was sent. */
  action?: unknown;
  /** The admin layout's loader data: the signed-in owner unless a test needs another administrator or none. */
  layout?: unknown;
}

/**
 * For the back office screens' route tests: server-renders one screen inside the root and the admin layout,
 * like the first load, from the loader and action data given (no loader or action runs). Returns the HTML.
 */
export function renderAdminScreen({
  url,
  screen,
  data,
  action,
  layout = { administrator },
}: AdminScreenRender): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      children: [
        {
          id: 'layout-admin',
          Component: AdminLayoutRoute as React.ComponentType,
          children: [
            { id: screen.id, path: screen.path, Component: screen.Component as React.ComponentType },
          ],
        },
      ],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root: shellData(), 'layout-admin': layout, [screen.id]: data },
        actionData: action ? { [screen.id]: action } : null,
      }}
    />,
  );
}
