import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { tagManagerSnippet } from '~/analytics/tag-manager.server.ts';
import { ErrorPage } from '~/components/layout/index.ts';
import { buildShellData, getShopRequest, shopRequestMiddleware } from '~/data/request-context.server.ts';
import { GUEST_SUMMARY, type ShopperSummary } from '~/data/shopper.ts';
import { loadCatalog } from '~/i18n/catalog-store.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { ERROR_CATALOGS } from '~/i18n/error-catalogs.ts';
import { BUILD_DEFAULT_LOCALE } from '~/routing/build-default-locale.ts';
import { isAdminPath, isBackOfficePathname } from '~/routing/login-only-channel.ts';
import { localeFromPathname, routePath } from '~/routing/route-path.ts';
import { useChunkReloadGuard } from '~/shell/chunk-reload-guard.ts';
import { PlainErrorFallback, WithErrorFallback } from '~/shell/error-fallback.tsx';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import { RouteStylesheets } from '~/shell/route-stylesheets.tsx';
import { useHydrationMarker } from '~/shell/hydration-marker.ts';
import { HydrationSlice } from '~/shell/hydration-slices.tsx';
import { NavigationProgress } from '~/shell/navigation-progress.tsx';
import { shellFromError, type ShellData } from '~/shell/shell-data.ts';
import { ShopProviders } from '~/shell/shop-providers.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { Route } from './+types/root';
import './styles/global.css';

export const middleware: Route.MiddlewareFunction[] = [shopRequestMiddleware];

export async function loader({ context, url }: Route.LoaderArgs): Promise<ShellData> {
  const shop = getShopRequest(context);
  const shell = buildShellData(shop, url);
  // The back office is not the shop: no tag manager, so no analytics of administrators' pages.
  const admin = isAdminPath(url.pathname, shop.locale, shop.defaultLocale);
  return { ...shell, tagManager: admin ? null : tagManagerSnippet(shell.channel.googleTagManagerCode) };
}

/**
 * A navigation that brings another catalog (another locale, or into or out of the back office) shows the
 * next page once its texts are here: the page never flashes message keys. Without JS nothing runs here.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<ShellData> {
  const shell = await serverLoader();
  await loadCatalog(shell.catalogHref);
  return shell;
}

/**
 * The shell (channel, menus, catalog) changes only with the locale, so client navigations within one
 * locale do not fetch it again; submissions (sign-in, sign-out...) still revalidate.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  // The back office's catalog has its own texts (catalogFor's scope).
  if (isBackOfficePathname(currentUrl.pathname) !== isBackOfficePathname(nextUrl.pathname)) return true;
  return (
    localeFromPathname(currentUrl.pathname, BUILD_DEFAULT_LOCALE) !==
    localeFromPathname(nextUrl.pathname, BUILD_DEFAULT_LOCALE)
  );
}

/** The shopper summary comes from whichever layout route is active (it revalidates on every navigation). */
function useShopperSummary(): ShopperSummary {
  const main = useRouteLoaderData<ShopperSummary>('layout-main');
  const checkout = useRouteLoaderData<ShopperSummary>('layout-checkout');
  return main ?? checkout ?? GUEST_SUMMARY;
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<ShellData>('root');
  const error = useRouteError();
  const { pathname } = useLocation();
  const shell = rootData ?? shellFromError(error);
  const tagManager = shell?.tagManager;
  return (
    <html lang={shell?.locale ?? localeFromPathname(pathname, BUILD_DEFAULT_LOCALE)}>
      {/* The head and the body may each hydrate in a task of their own (ADR 0072). */}
      <HydrationSlice>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <Meta />
          <RouteStylesheets />
          {shell && (
            // The client entry waits for this catalog before it hydrates (ADR 0048); preloaded here, it
            // downloads alongside the scripts.
            <link
              rel="preload"
              as="fetch"
              href={shell.catalogHref}
              crossOrigin="anonymous"
              data-messages=""
            />
          )}
          {tagManager && <script dangerouslySetInnerHTML={{ __html: tagManager.head }} />}
        </head>
      </HydrationSlice>
      <HydrationSlice>
        <body>
          {tagManager && <noscript dangerouslySetInnerHTML={{ __html: tagManager.body }} />}
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </HydrationSlice>
    </html>
  );
}

// Page views and idle prefetch: fetched once the page runs, never part of a first load (ADR 0021).
const ShellExtras = lazy(() => import('~/shell/shell-extras.tsx'));

function ShellEffects() {
  useHydrationMarker();
  useChunkReloadGuard();
  // Page views and shop prefetching are for shoppers, not for the back office.
  const inAdmin = useMatches().some((match) => match.id === 'layout-admin');
  return useHydrated() && !inAdmin ? (
    <Suspense>
      <ShellExtras />
    </Suspense>
  ) : null;
}

export default function App() {
  const shell = useLoaderData<typeof loader>();
  const shopper = useShopperSummary();
  return (
    <ShopProviders shell={shell} shopper={shopper}>
      <ShellEffects />
      <NavigationProgress />
      <Outlet />
    </ShopProviders>
  );
}

/**
 * Errors above the layouts (the shop could not be loaded, or a locale the channel does not offer): the
 * error page in a minimal document, and if even that fails, a plain message with a link home.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<ShellData>('root') ?? shellFromError(error);
  const { pathname } = useLocation();
  const status = errorStatus(error);
  // Without the shop, the URL still tells the locale: the unprefixed one is the build's (ADR 0001).
  const locale = shell?.locale ?? localeFromPathname(pathname, BUILD_DEFAULT_LOCALE);
  const homeHref = routePath('index', locale, {}, shell?.defaultLocale ?? BUILD_DEFAULT_LOCALE);
  const texts = ERROR_CATALOGS[locale];
  const fallback = <PlainErrorFallback locale={locale} homeHref={homeHref} />;
  const page = <ErrorPage status={status} />;
  return (
    <>
      <ShellEffects />
      <WithErrorFallback fallback={fallback}>
        {shell ? (
          <ShopProviders shell={shell} shopper={GUEST_SUMMARY}>
            <ErrorTitle status={status} />
            {page}
          </ShopProviders>
        ) : (
          <I18nProvider locale={locale} catalog={texts}>
            <title>{texts[status === 404 ? 'errors.notFound.title' : 'errors.default.title']}</title>
            {page}
          </I18nProvider>
        )}
      </WithErrorFallback>
    </>
  );
}
