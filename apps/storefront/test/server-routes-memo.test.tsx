import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import * as commonJsBuild from 'react-router';
import type { EntryContext, ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * React Router is patched (patches/react-router+*.patch, ADR 0069) to make the server routes, the static
 * router's data routes and the entry's route modules once per build instead of for every render. The patch
 * must change speed only: the same requests answer the same, with the objects kept on and off
 * (`globalThis.__shopServerRoutesMemo = false`).
 */
declare global {
  var __shopServerRoutesMemo: boolean | undefined;
}

type Router = typeof commonJsBuild;

/** The ES module build is what the server loads; vitest resolves `react-router` to the CommonJS twin. */
const folder = path.dirname(createRequire(import.meta.url).resolve('react-router'));
const esmBuild = (await import(pathToFileURL(path.join(folder, 'index.mjs')).href)) as Router;

afterEach(() => {
  delete globalThis.__shopServerRoutesMemo;
});

/** What each render saw of the router: its data routes and the route modules, by identity. */
interface Seen {
  routes: unknown[];
  routeModules: unknown[];
}

/**
 * A build of three routes (a root with a loader, a page with a param, an index) served through React Router's
 * own request handler, whose entry renders `ServerRouter` as the storefront's does: the code the patch changes.
 */
function serverBuild(router: Router, seen: Seen): ServerBuild {
  function Root() {
    const data = router.useLoaderData() as { shop: string };
    seen.routes.push(useContext(router.UNSAFE_DataRouterContext)?.router.routes);
    seen.routeModules.push(useContext(router.UNSAFE_FrameworkContext)?.routeModules);
    return (
      <html lang="lt">
        <body>
          <h1>{data.shop}</h1>
          <router.Outlet />
        </body>
      </html>
    );
  }
  function Product() {
    const params = router.useParams();
    return <p>Product {params.id}</p>;
  }
  function Home() {
    return <p>Home</p>;
  }
  function NotFound() {
    const error = router.useRouteError();
    return (
      <html lang="lt">
        <body>
          <h1>{router.isRouteErrorResponse(error) ? error.status : 'Error'}</h1>
        </body>
      </html>
    );
  }
  const manifestRoute = (id: string, parentId: string | undefined, extra: object) => ({
    id,
    parentId,
    module: `/${id}.js`,
    hasAction: false,
    hasLoader: id === 'root',
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === 'root',
    ...extra,
  });
  return {
    entry: {
      module: {
        // The unknown URL's 404 is expected: not logged.
        handleError: () => {},
        default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
          headers.set('Content-Type', 'text/html');
          const html = renderToString(<router.ServerRouter context={context} url={request.url} />);
          return new Response(`<!DOCTYPE html>${html}`, { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: { default: Root, ErrorBoundary: NotFound, loader: () => ({ shop: 'Gandras' }) },
      },
      product: { id: 'product', parentId: 'root', path: 'p/:id', module: { default: Product } },
      home: { id: 'home', parentId: 'root', index: true, module: { default: Home } },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      url: '/manifest.js',
      version: '1',
      routes: {
        root: manifestRoute('root', undefined, { path: '' }),
        product: manifestRoute('product', 'root', { path: 'p/:id' }),
        home: manifestRoute('home', 'root', { index: true }),
      },
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
  } as unknown as ServerBuild;
}

async function serve(router: Router, urls: readonly string[]) {
  const seen: Seen = { routes: [], routeModules: [] };
  const handle = router.createRequestHandler(serverBuild(router, seen), 'production');
  const answers = [];
  for (const url of urls) {
    const response = await handle(new Request(`http://shop.test${url}`));
    answers.push({ url, status: response.status, body: await response.text() });
  }
  return { answers, seen };
}

const URLS = ['/', '/p/42', '/p/7', '/', '/nowhere/at/all', '/p/42'];

describe.each([
  ['ES module build', esmBuild],
  ['CommonJS build', commonJsBuild as Router],
])('server routes kept per build (%s)', (_name, router) => {
  it('answers every request the same with the routes kept and made anew', async () => {
    globalThis.__shopServerRoutesMemo = false;
    const anew = await serve(router, URLS);
    delete globalThis.__shopServerRoutesMemo;
    const kept = await serve(router, URLS);
    expect(kept.answers).toEqual(anew.answers);
    expect(kept.answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 200]);
    expect(kept.answers[1]?.body).toContain('Product <!-- -->42');
    expect(kept.answers[2]?.body).toContain('Product <!-- -->7');
    expect(kept.answers[0]?.body).toContain('<h1>Gandras</h1>');
    expect(kept.answers[4]?.body).toContain('<h1>404</h1>');
  });

  it('renders with the same data routes and route modules every time, and new ones with the patch off', async () => {
    const kept = await serve(router, URLS);
    const renders = kept.seen.routes.length;
    expect(renders).toBeGreaterThanOrEqual(5);
    expect(new Set(kept.seen.routes).size).toBe(1);
    expect(new Set(kept.seen.routeModules).size).toBe(1);
    globalThis.__shopServerRoutesMemo = false;
    const anew = await serve(router, URLS);
    expect(new Set(anew.seen.routes).size).toBe(anew.seen.routes.length);
    expect(new Set(anew.seen.routeModules).size).toBe(anew.seen.routeModules.length);
  });
});

describe('the patch is in both builds', () => {
  it('keeps the server routes, the data routes and the route modules in the ES module and CommonJS files', () => {
    const files = readdirSync(folder).filter((file) => /\.(m?js)$/.test(file));
    const holding = (marker: string) =>
      files.filter((file) => readFileSync(path.join(folder, file), 'utf8').includes(marker)).sort();
    for (const marker of [
      'shopMemoizedServerRoutes(',
      'shopEntryRouteModulesMemo',
      'shopStaticDataRoutesMemo',
    ]) {
      const found = holding(marker);
      expect(found.some((file) => file.endsWith('.mjs'))).toBe(true);
      expect(found.some((file) => file.endsWith('.js'))).toBe(true);
    }
  });
});
