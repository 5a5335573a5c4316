import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // STOREFRONT_BUILD_DIR (a folder name inside apps/storefront) lets parallel work build side by side.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
