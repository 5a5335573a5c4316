import type { RouteConfig } from '@react-router/dev/routes';
import { buildRouteConfig } from './routing/route-config.ts';
import { resolveDefaultLocale } from './routing/default-locale.ts';

export default buildRouteConfig(resolveDefaultLocale(process.env.DEFAULT_LOCALE)) satisfies RouteConfig;
